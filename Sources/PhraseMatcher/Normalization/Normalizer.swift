import Foundation

/// Cuts a sentence into words with folded keys, keeping each word's range in the original text.
///
/// Comparison keys are NFKC-normalized and folded for case, width and (per language)
/// diacritics; apostrophe variants (’ ‘ ` ′ ʼ) count as `'` and are dropped from keys, so
/// "what’s" and "whats" compare equal. Punctuation, symbols, control characters and ANSI
/// escape sequences separate words and are otherwise ignored. Digits and letters are cut apart
/// ("17h30", "5pm"), and text written without spaces (Japanese) is cut by ICU's word break. Filler words of the language
/// ("please", "could you") are recognized, not removed: the matcher decides to skip them.
///
/// ```swift
/// let normalizer = Normalizer(languageCode: "en")
/// let text = "ADD  Buy milk to Tasks!!"
/// normalizer.tokens(in: text).map(\.key)         // ["add", "buy", "milk", "to", "tasks"]
/// text[normalizer.tokens(in: text)[1].range]      // "Buy"
/// ```
public struct Normalizer: Sendable {
    /// The language code the normalizer was made for.
    public let languageCode: String
    /// The filler words and phrases skipped anywhere in a sentence.
    public let fillerWords: [String]
    private let rules: LanguageRules
    private let segmenter: WordSegmenter
    /// Filler phrases as key sequences, by first key, longest first.
    private let fillers: [String: [[String]]]

    /// A normalizer for `languageCode`, with the language's filler words unless `fillerWords`
    /// overrides them.
    public init(languageCode: String, fillerWords: [String]? = nil) {
        self.languageCode = languageCode
        self.rules = LanguageRules.rules(for: languageCode)
        self.segmenter = WordSegmenter(languageCode: languageCode)
        self.fillerWords = fillerWords ?? rules.fillerWords
        var fillers: [String: [[String]]] = [:]
        let plain = Normalizer(rules: rules, languageCode: languageCode)
        for phrase in self.fillerWords {
            let keys = plain.tokens(in: phrase).map(\.key)
            if let first = keys.first { fillers[first, default: []].append(keys) }
        }
        self.fillers = fillers.mapValues { $0.sorted { $0.count > $1.count } }
    }

    private init(rules: LanguageRules, languageCode: String) {
        self.languageCode = languageCode
        self.fillerWords = []
        self.rules = rules
        self.segmenter = WordSegmenter(languageCode: languageCode)
        self.fillers = [:]
    }

    /// The words of `text`, in order, with keys and ranges into `text`.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    public func tokens(in text: String) -> [Token] {
        var tokens: [Token] = []
        var start: String.Index?
        var index = text.startIndex

        func close(at end: String.Index) {
            if let wordStart = start {
                for range in segmenter.words(in: text[wordStart..<end]) {
                    tokens.append(Token(key: key(for: text[range]), range: range))
                }
            }
            start = nil
        }

        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            if character == "\u{1B}" {
                close(at: index)
                index = Self.endOfEscapeSequence(in: text, from: index)
                continue
            }
            if Self.isApostrophe(character), start != nil {
                if rules.splitsAfterApostrophe {
                    close(at: next)
                    index = next
                    continue
                }
                if next < text.endIndex, Self.isWordCharacter(text[next]) {
                    index = next
                    continue
                }
            }
            if Self.isWordCharacter(character) {
                if start == nil { start = index }
            } else {
                close(at: index)
            }
            index = next
        }
        close(at: text.endIndex)
        return tokens
    }

    /// The comparison key of one word.
    ///
    /// ```swift
    /// Normalizer(languageCode: "en").key(for: "Crème")  // "creme"
    /// ```
    public func key(for word: some StringProtocol) -> String {
        if word.utf8.allSatisfy({ $0 < 0x80 }) {
            // Built from bytes, so the string knows it is ASCII and compares and hashes fast.
            var bytes: [UInt8] = []
            bytes.reserveCapacity(word.utf8.count)
            for byte in word.utf8 where byte != UInt8(ascii: "'") && byte != UInt8(ascii: "`") {
                bytes.append((0x41...0x5A).contains(byte) ? byte + 32 : byte)
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        var options: String.CompareOptions = [.caseInsensitive, .widthInsensitive]
        if rules.foldsDiacritics { options.insert(.diacriticInsensitive) }
        let folded = String(word).precomposedStringWithCompatibilityMapping
            .folding(options: options, locale: nil)
        return String(folded.filter { !Self.isApostrophe($0) })
    }

    /// For each token, how many tokens the longest filler phrase starting there covers (0: none).
    func fillerLengths(of tokens: [Token]) -> [Int] {
        tokens.indices.map { start in
            for phrase in fillers[tokens[start].key] ?? []
            where start + phrase.count <= tokens.count
                && phrase.indices.allSatisfy({ tokens[start + $0].key == phrase[$0] })
            {
                return phrase.count
            }
            return 0
        }
    }

    static func isApostrophe(_ character: Character) -> Bool {
        switch character {
        case "'", "’", "‘", "`", "′", "ʼ", "＇", "´": true
        default: false
        }
    }

    static func isWordCharacter(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        if scalar.isASCII {
            return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }

    /// The index just past an ANSI escape sequence starting at `escape` (CSI, OSC or two-byte).
    static func endOfEscapeSequence(in text: String, from escape: String.Index) -> String.Index {
        var index = text.index(after: escape)
        guard index < text.endIndex else { return index }
        let introducer = text[index]
        index = text.index(after: index)
        switch introducer {
        case "[":
            while index < text.endIndex {
                let value = text[index].unicodeScalars.first!.value
                index = text.index(after: index)
                if (0x40...0x7E).contains(value) { break }
            }
        case "]":
            while index < text.endIndex {
                let character = text[index]
                index = text.index(after: index)
                if character == "\u{07}" { break }
                if character == "\u{1B}" {
                    if index < text.endIndex, text[index] == "\\" { index = text.index(after: index) }
                    break
                }
            }
        default:
            break
        }
        return index
    }
}
