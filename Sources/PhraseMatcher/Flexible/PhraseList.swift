/// Words and phrases of one kind (request frames, fillers, connectors), found in a sentence's
/// folded words.
///
/// ```swift
/// let frames = PhraseList(["can you", "please"], tokenizer: FlexibleTokenizer(normalizer: Normalizer(languageCode: "en")))
/// frames.occurrences(in: ["can", "you", "add", "milk", "please"])  // [0..<2, 4..<5]
/// ```
struct PhraseList: Sendable {
    /// Each phrase as folded keys, longest first.
    let phrases: [[String]]
    /// Phrases by first key.
    private let byFirst: [WordKey: [[String]]]
    /// Phrases by last key.
    private let byLast: [WordKey: [[String]]]

    init(_ texts: [String], tokenizer: FlexibleTokenizer) {
        let phrases = texts.map { tokenizer.keys(in: $0) }.filter { !$0.isEmpty }
            .sorted { $0.count > $1.count }
        self.phrases = phrases
        byFirst = Dictionary(grouping: phrases, by: { WordKey($0[0]) })
        byLast = Dictionary(grouping: phrases, by: { WordKey($0[$0.count - 1]) })
    }

    /// Every key of every phrase.
    var keys: [String] { phrases.flatMap { $0 } }

    /// Non-overlapping occurrences, left to right, longest first at each position.
    func occurrences(in keys: [String]) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var position = 0
        while position < keys.count {
            if let span = starting(at: position, in: keys) {
                found.append(span)
                position = span.upperBound
            } else {
                position += 1
            }
        }
        return found
    }

    /// The longest phrase that starts at `position`.
    func starting(at position: Int, in keys: [String]) -> Range<Int>? {
        guard position < keys.count else { return nil }
        for phrase in byFirst[WordKey(keys[position])] ?? [] where position + phrase.count <= keys.count {
            if keys[position..<(position + phrase.count)].elementsEqual(phrase, by: { $0.hasSameBytes(as: $1) }) {
                return position..<(position + phrase.count)
            }
        }
        return nil
    }

    /// The longest phrase that ends right before `position`.
    func ending(at position: Int, in keys: [String]) -> Range<Int>? {
        guard position > 0 else { return nil }
        for phrase in byLast[WordKey(keys[position - 1])] ?? [] where position - phrase.count >= 0 {
            if keys[(position - phrase.count)..<position].elementsEqual(phrase, by: { $0.hasSameBytes(as: $1) }) {
                return (position - phrase.count)..<position
            }
        }
        return nil
    }
}
