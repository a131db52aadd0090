/// What a phrase set's own templates say about the fixed values of its phrases, for choosing
/// between readings that rank equal and differ in those values.
///
/// Two readings that read the same words into the same slots can differ only in what their
/// phrases fix (`device_class: window` or `door`, `domain: cover` or none) — what the thing the
/// sentence names is. The templates that fix the same value are evidence of it: a phrase set
/// whose `window` phrases say `window`, `Fenster` or `fenêtre` somewhere tells that
/// `Küchenfenster` is more likely a window than a door. Between two such readings, the one
/// whose list values contain a word (4 folded bytes or more, inside a compound too; 2 or 3
/// bytes when it is the whole value) that
/// the templates fixing its values spell, and the templates fixing the other's do not, ranks
/// first; the longer such word decides. "The templates fixing its values" are those of the
/// same phrase id whose fixed values agree with the reading's on every key where the two
/// readings differ, and the word must point to that one value: a word that templates of the
/// same id spell with another value of those keys too (`door` in door and lock phrases) is
/// no evidence. Readings whose fixed values are equal, and phrase sets without fixed
/// values (an assistant's apps), are never reordered: the ranking is unchanged and file order
/// decides what this leaves equal.
///
/// ```swift
/// // is ${name} open, {device_class: door};  is ${name} open, {device_class: window};
/// // is any window open, {device_class: window}
/// // "is the shed window open": name "shed window" contains "window" → the window reading.
/// ```
struct FixedValueEvidence: Sendable {
    /// Finds the template words (patterns) inside a list value's folded bytes.
    private let scanner: PieceScanner
    /// Per template word, the phrases whose template spells it, in order.
    private let phrasesOfWord: [[Int32]]
    /// The template words, folded (to show which one decided).
    private let words: [[UInt8]]
    /// Per phrase, its id number, its fixed values as (key, value) numbers sorted by key, and
    /// the number of its fixed values as a whole (equal numbers, equal values).
    private let idNumbers: [Int]
    private let fixed: [[(key: Int32, value: Int32)]]
    private let fixedNumbers: [Int32]

    /// Shortest word that counts inside a longer word of a list value, in folded bytes:
    /// shorter ones are articles and endings there.
    static let minimumWordLength = 4
    /// Shortest word that counts as a whole list value (`TV`, `Gas`).
    static let minimumWholeWordLength = 2

    /// The evidence of `program`'s phrases, or nil when none has fixed values.
    init?(program: PhraseProgram, normalizer: Normalizer) {
        guard program.phrases.contains(where: { !$0.phrase.fixed.isEmpty }) else { return nil }
        var keys: [[UInt8]: Int] = [:]
        var words: [[UInt8]] = []
        var phrasesOfWord: [[Int32]] = []
        for (number, compiled) in program.phrases.enumerated() {
            let folded = normalizer.folded(Self.literalText(of: compiled.phrase.template))
            guard folded.count > 0 else { continue }
            var start = 0
            for end in 1...folded.count where end == folded.count || folded.flags[end].contains(.wordStart) {
                defer { start = end }
                guard end - start >= Self.minimumWholeWordLength else { continue }
                let word = Array(folded.bytes[start..<end])
                let key: Int
                if let known = keys[word] {
                    key = known
                } else {
                    key = words.count
                    keys[word] = key
                    words.append(word)
                    phrasesOfWord.append([])
                }
                if phrasesOfWord[key].last != Int32(number) { phrasesOfWord[key].append(Int32(number)) }
            }
        }
        scanner = PieceScanner(patterns: words, denseLimit: 0)
        self.phrasesOfWord = phrasesOfWord
        self.words = words
        idNumbers = program.phrases.map(\.idNumber)
        var keyNumbers: [String: Int32] = [:]
        var valueNumbers: [String: Int32] = [:]
        var setNumbers: [[String: String]: Int32] = [:]
        var fixed: [[(key: Int32, value: Int32)]] = []
        var fixedNumbers: [Int32] = []
        for compiled in program.phrases {
            let values = compiled.phrase.fixed
            fixed.append(
                values.map { key, value in
                    let keyNumber = keyNumbers[key] ?? Int32(keyNumbers.count)
                    keyNumbers[key] = keyNumber
                    let valueNumber = valueNumbers[value] ?? Int32(valueNumbers.count)
                    valueNumbers[value] = valueNumber
                    return (keyNumber, valueNumber)
                }.sorted { $0.key < $1.key })
            let setNumber = setNumbers[values] ?? Int32(setNumbers.count)
            setNumbers[values] = setNumber
            fixedNumbers.append(setNumber)
        }
        self.fixed = fixed
        self.fixedNumbers = fixedNumbers
    }

    /// A template's literal text: slots and group syntax become word breaks (read on the
    /// UTF-8 bytes: the syntax is ASCII).
    static func literalText(of template: String) -> String {
        var template = template
        template.makeContiguousUTF8()
        return template.utf8.withContiguousStorageIfAvailable { utf8 in
            // Written in place (the text is never longer than the template), without growing an array.
            var text: [UInt8] = []
            text.reserveCapacity(utf8.count)
            text.append(contentsOf: repeatElement(0, count: utf8.count))
            let length = text.withUnsafeMutableBufferPointer { text in
                var length = 0
                var inSlot = false
                var escaped = false
                for byte in utf8 {
                    if escaped {
                        text[length] = byte
                        length += 1
                        escaped = false
                    } else if inSlot {
                        if byte == UInt8(ascii: "}") { inSlot = false }
                    } else {
                        switch byte {
                        case UInt8(ascii: "\\"):
                            escaped = true
                        case UInt8(ascii: "$"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"),
                            UInt8(ascii: "|"):
                            if byte == UInt8(ascii: "$") { inSlot = true }
                            text[length] = UInt8(ascii: " ")
                            length += 1
                        default:
                            text[length] = byte
                            length += 1
                        }
                    }
                }
                return length
            }
            return String(decoding: text[..<length], as: UTF8.self)
        } ?? ""
    }

    /// Whether reading `a` (phrase and captures) ranks before reading `b`, which has an equal score.
    func prefers(
        _ a: Int, _ capturesA: [Capture], over b: Int, _ capturesB: [Capture], text: FoldedText
    ) -> Bool {
        decidingWord(a, capturesA, over: b, capturesB, text: text) != nil
    }

    /// The word (folded bytes) that makes reading `a` rank before reading `b`, which has an
    /// equal score: the longest word inside `a`'s list values that its side spells and `b`'s
    /// does not, longer than any such word of `b`'s; nil when `a` does not rank first.
    ///
    /// Readings of two intents differ in their intent and maybe in fixed values: a side is
    /// first the phrases of the reading's intent that agree with it on those fixed values;
    /// when no word points to either side that way, the phrases of each intent as a whole (a
    /// number one intent fixes as `brightness` and the other as `position` leaves no phrase of
    /// the light intent that spells `Lampe` on the light side, though the word is the light's).
    func decidingWord(
        _ a: Int, _ capturesA: [Capture], over b: Int, _ capturesB: [Capture], text: FoldedText
    ) -> [UInt8]? {
        let twoIntents = idNumbers[a] != idNumbers[b]
        guard twoIntents || fixedNumbers[a] != fixedNumbers[b] else { return nil }
        var strengthA = strength(a, capturesA, against: b, text, byIntentAlone: false)
        var strengthB = strength(b, capturesB, against: a, text, byIntentAlone: false)
        if twoIntents, strengthA.length == 0, strengthB.length == 0 {
            strengthA = strength(a, capturesA, against: b, text, byIntentAlone: true)
            strengthB = strength(b, capturesB, against: a, text, byIntentAlone: true)
        }
        guard strengthA.length > strengthB.length else { return nil }
        return words[strengthA.word]
    }

    /// Phrase `phrase`'s value for a key, or -1.
    private func value(_ key: Int32, of phrase: Int) -> Int32 {
        for pair in fixed[phrase] where pair.key >= key { return pair.key == key ? pair.value : -1 }
        return -1
    }

    /// Whether `phrase` agrees with `reading` on every key where `reading` and `other` differ
    /// (every phrase does when only the intent counts).
    private func agrees(_ phrase: Int, with reading: Int, apartFrom other: Int, byIntentAlone: Bool) -> Bool {
        guard !byIntentAlone else { return true }
        for pair in fixed[reading] where value(pair.key, of: other) != pair.value {
            if value(pair.key, of: phrase) != pair.value { return false }
        }
        for pair in fixed[other] where value(pair.key, of: reading) == -1 {
            if value(pair.key, of: phrase) != -1 { return false }
        }
        return true
    }

    /// The longest word inside `phrase`'s list values that its side spells and `other`'s does not.
    private func strength(
        _ phrase: Int, _ captures: [Capture], against other: Int, _ text: FoldedText, byIntentAlone: Bool
    ) -> (length: Int, word: Int) {
        var best = (length: 0, word: -1)
        for capture in captures where capture.end > capture.start {
            guard case .vocabulary = capture.value, capture.end <= text.count else { continue }
            scanner.scan(text.bytes[capture.start..<capture.end]) { word, end in
                let length = scanner.patternLengths[word]
                guard length > best.length else { return }
                // A short word counts only as the whole value: inside a longer value it may be
                // an article or a preposition (`del` in `puerta del jardín`).
                guard length >= Self.minimumWordLength || (end - length == capture.start && end == capture.end)
                else { return }
                guard pointsTo(word, phrase, other, byIntentAlone),
                    !spells(word, like: other, phrase, byIntentAlone)
                else { return }
                best = (length, word)
            }
        }
        return best
    }

    /// Whether phrases of `reading`'s id spell `word`, and every one of them agrees with it
    /// where it differs from `other`: a word the templates of several values spell (`door` for
    /// a door and for a lock) tells nothing.
    private func pointsTo(_ word: Int, _ reading: Int, _ other: Int, _ byIntentAlone: Bool) -> Bool {
        let id = idNumbers[reading]
        var found = false
        for phrase in phrasesOfWord[word] where idNumbers[Int(phrase)] == id {
            guard agrees(Int(phrase), with: reading, apartFrom: other, byIntentAlone: byIntentAlone) else { return false }
            found = true
        }
        return found
    }

    /// Whether a phrase of `reading`'s id that agrees with it where it differs from `other` spells `word`.
    private func spells(_ word: Int, like reading: Int, _ other: Int, _ byIntentAlone: Bool) -> Bool {
        let id = idNumbers[reading]
        return phrasesOfWord[word].contains {
            idNumbers[Int($0)] == id && agrees(Int($0), with: reading, apartFrom: other, byIntentAlone: byIntentAlone)
        }
    }
}
