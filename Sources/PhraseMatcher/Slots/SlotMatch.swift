/// One filled slot of a match: what the person typed, where, and what it means.
///
/// ```swift
/// let title = match.slots["title"]!
/// title.text            // "buy milk", exactly as typed
/// utterance[title.range] == title.text  // true
/// ```
public struct SlotMatch: Sendable, Hashable {
    /// The original text of the slot, from its first to its last character.
    public let text: String
    /// The slot's range in the utterance.
    public let range: Range<String.Index>
    /// What the words mean.
    public let value: SlotValue
    /// False when a number is outside the slot's `min...max`.
    public let isWithinLimits: Bool
    /// The slot's folded bytes in the sentence.
    let bytes: Range<Int>
    /// The sentence, for ``wordRange`` (its words are cut only when asked for).
    let utterance: PreparedUtterance

    init(
        text: String, range: Range<String.Index>, bytes: Range<Int>, utterance: PreparedUtterance, value: SlotValue,
        isWithinLimits: Bool
    ) {
        self.text = text
        self.range = range
        self.bytes = bytes
        self.utterance = utterance
        self.value = value
        self.isWithinLimits = isWithinLimits
    }

    /// The words the slot touches, as indices into the utterance's words (a list value may
    /// end inside a word, as in "エアコンオフ").
    public var wordRange: Range<Int> { utterance.words.words.wordRange(covering: bytes) }

    public static func == (lhs: SlotMatch, rhs: SlotMatch) -> Bool {
        lhs.text == rhs.text && lhs.range == rhs.range && lhs.value == rhs.value
            && lhs.isWithinLimits == rhs.isWithinLimits && lhs.bytes == rhs.bytes
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(value)
        hasher.combine(bytes.lowerBound)
    }
}
