/// What a phrase set's own templates say about the fixed values of its phrases, for choosing
/// between readings that rank equal and differ in those values.
///
/// Two readings that read the same words into the same slots can differ only in what their
/// phrases fix (`device_class: window` or `door`, `domain: cover` or none) — what the thing the
/// sentence names is. The templates that fix the same value are evidence of it: a phrase set
/// whose `window` phrases say `window`, `Fenster` or `fenêtre` somewhere tells that
/// `Küchenfenster` is more likely a window than a door. Between two such readings, the one
/// whose list values contain a word (4 folded bytes or more, inside a compound too) that
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
    /// Per phrase, its id number and fixed values.
    private let idNumbers: [Int]
    private let fixed: [[String: String]]

    /// Shortest word that counts, in folded bytes: shorter ones are articles and endings.
    static let minimumWordLength = 4

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
                guard end - start >= Self.minimumWordLength else { continue }
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
        idNumbers = program.phrases.map(\.idNumber)
        fixed = program.phrases.map(\.phrase.fixed)
    }

    /// A template's literal text: slots and group syntax become word breaks.
    static func literalText(of template: String) -> String {
        var text = ""
        var characters = template.makeIterator()
        var inSlot = false
        while let character = characters.next() {
            if inSlot {
                if character == "}" { inSlot = false }
                continue
            }
            switch character {
            case "\\": if let next = characters.next() { text.append(next) }
            case "$": inSlot = true; text.append(" ")
            case "(", ")", "[", "]", "|": text.append(" ")
            default: text.append(character)
            }
        }
        return text
    }

    /// Whether reading `a` (phrase and captures) ranks before reading `b`, which has an equal score.
    func prefers(
        _ a: Int, _ capturesA: [Capture], over b: Int, _ capturesB: [Capture], bytes: [UInt8]
    ) -> Bool {
        let (fixedA, fixedB) = (fixed[a], fixed[b])
        guard fixedA != fixedB else { return false }
        var differing: [String] = []
        for (key, value) in fixedA where fixedB[key] != value { differing.append(key) }
        for key in fixedB.keys where fixedA[key] == nil { differing.append(key) }
        return strength(a, capturesA, against: b, differing, bytes)
            > strength(b, capturesB, against: a, differing, bytes)
    }

    /// The longest word inside `phrase`'s list values that its side spells and `other`'s does not.
    private func strength(_ phrase: Int, _ captures: [Capture], against other: Int, _ keys: [String], _ bytes: [UInt8])
        -> Int
    {
        var best = 0
        for capture in captures where capture.end > capture.start {
            guard case .vocabulary = capture.value, capture.end <= bytes.count else { continue }
            scanner.scan(bytes[capture.start..<capture.end]) { word, _ in
                let length = scanner.patternLengths[word]
                guard length > best, pointsTo(word, phrase, keys), !spells(word, like: other, keys) else { return }
                best = length
            }
        }
        return best
    }

    /// Whether phrases of `reading`'s id spell `word`, and every one of them agrees with it on
    /// `keys`: a word the templates of several values spell (`door` for a door and for a lock)
    /// tells nothing.
    private func pointsTo(_ word: Int, _ reading: Int, _ keys: [String]) -> Bool {
        let id = idNumbers[reading]
        let values = fixed[reading]
        var found = false
        for phrase in phrasesOfWord[word] where idNumbers[Int(phrase)] == id {
            guard keys.allSatisfy({ fixed[Int(phrase)][$0] == values[$0] }) else { return false }
            found = true
        }
        return found
    }

    /// Whether a phrase of `reading`'s id whose fixed values agree with it on `keys` spells `word`.
    private func spells(_ word: Int, like reading: Int, _ keys: [String]) -> Bool {
        let id = idNumbers[reading]
        let values = fixed[reading]
        return phrasesOfWord[word].contains { phrase in
            let phrase = Int(phrase)
            return idNumbers[phrase] == id && keys.allSatisfy { fixed[phrase][$0] == values[$0] }
        }
    }
}
