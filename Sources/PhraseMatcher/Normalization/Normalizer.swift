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
    /// The settings, shared by every copy: a sentence prepared for matching keeps its
    /// normalizer, and copying one reference costs less than copying each table.
    private final class Settings: Sendable {
        let languageCode: String
        let fillerWords: [String]
        let rules: LanguageRules
        let segmenter: WordSegmenter
        /// Filler phrases as key sequences, by first key, longest first.
        let fillers: [String: [[String]]]

        init(
            languageCode: String, fillerWords: [String], rules: LanguageRules, segmenter: WordSegmenter,
            fillers: [String: [[String]]]
        ) {
            self.languageCode = languageCode
            self.fillerWords = fillerWords
            self.rules = rules
            self.segmenter = segmenter
            self.fillers = fillers
        }
    }

    private let settings: Settings
    /// The language code the normalizer was made for.
    public var languageCode: String { settings.languageCode }
    /// The filler words and phrases skipped anywhere in a sentence.
    public var fillerWords: [String] { settings.fillerWords }
    private var rules: LanguageRules { settings.rules }
    private var segmenter: WordSegmenter { settings.segmenter }
    /// Filler phrases as key sequences, by first key, longest first.
    private var fillers: [String: [[String]]] { settings.fillers }

    /// A normalizer for `languageCode`, with the language's filler words unless `fillerWords`
    /// overrides them.
    public init(languageCode: String, fillerWords: [String]? = nil) {
        let rules = LanguageRules.rules(for: languageCode)
        let words = fillerWords ?? rules.fillerWords
        var fillers: [String: [[String]]] = [:]
        let plain = Normalizer(rules: rules, languageCode: languageCode)
        for phrase in words {
            let keys = plain.tokens(in: phrase).map(\.key)
            if let first = keys.first { fillers[first, default: []].append(keys) }
        }
        settings = Settings(
            languageCode: languageCode, fillerWords: words, rules: rules,
            segmenter: WordSegmenter(languageCode: languageCode),
            fillers: fillers.mapValues { $0.sorted { $0.count > $1.count } })
    }

    private init(rules: LanguageRules, languageCode: String) {
        settings = Settings(
            languageCode: languageCode, fillerWords: [], rules: rules,
            segmenter: WordSegmenter(languageCode: languageCode), fillers: [:])
    }

    /// The words of `text`, in order, with keys and ranges into `text`.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    public func tokens(in text: String) -> [Token] {
        let folded = folded(text)
        let words = words(of: folded, in: text)
        let utf8 = text.utf8
        return words.starts.indices.map { index in
            let origin = folded.originRange(of: words.starts[index]..<words.end(of: index))
            let lower = utf8.index(utf8.startIndex, offsetBy: origin.lowerBound)
            let upper = utf8.index(lower, offsetBy: origin.count)
            return Token(key: words.keys[index], range: lower..<upper)
        }
    }

    /// `text` folded into comparison bytes; see ``FoldedText``.
    func folded(_ text: String) -> FoldedText {
        FoldedText(text, rules: rules)
    }

    /// `text` folded into `folded`'s memory (its arrays keep their capacity).
    func fold(_ text: String, into folded: inout FoldedText) {
        folded.refold(text, rules: rules)
    }

    /// The words of a folded text.
    func words(of folded: FoldedText, in text: String) -> Words {
        Words(folded, text: text, segmenter: segmenter)
    }

    /// The comparison key of one word: its characters folded (NFKC, case, width and, per
    /// language, diacritics) and concatenated, apostrophes and separators dropped.
    ///
    /// ```swift
    /// Normalizer(languageCode: "en").key(for: "Crème")  // "creme"
    /// ```
    public func key(for word: some StringProtocol) -> String {
        String(decoding: FoldedText(String(word), rules: rules).bytes, as: UTF8.self)
    }

    /// For each token, how many tokens the longest filler phrase starting there covers (0: none).
    func fillerLengths(of tokens: [Token]) -> [Int] {
        fillerLengths(keys: tokens.map(\.key))
    }

    /// For each word key, how many words the longest filler phrase starting there covers (0: none).
    func fillerLengths(keys: [String]) -> [Int] {
        keys.indices.map { start in
            for phrase in fillers[keys[start]] ?? []
            where start + phrase.count <= keys.count
                && phrase.indices.allSatisfy({ keys[start + $0] == phrase[$0] })
            {
                return phrase.count
            }
            return 0
        }
    }

    /// Whether some filler phrase may start with these bytes (its first word's key).
    var fillerFirstWords: [String] { fillers.keys.sorted() }

    static func isApostrophe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "'", "’", "‘", "`", "′", "ʼ", "＇", "´": true
        default: false
        }
    }

    static func isApostrophe(_ character: Character) -> Bool {
        switch character {
        case "'", "’", "‘", "`", "′", "ʼ", "＇", "´": true
        default: false
        }
    }
}
