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
    /// Where the slot is among the sentence's words: known, or its folded bytes in a sentence
    /// whose words are cut only when asked for.
    private enum Place: Sendable {
        case words(Range<Int>)
        case bytes(Range<Int>, PreparedUtterance)
    }

    private let place: Place

    init(
        text: String, range: Range<String.Index>, bytes: Range<Int>, utterance: PreparedUtterance, value: SlotValue,
        isWithinLimits: Bool
    ) {
        self.text = text
        self.range = range
        place = .bytes(bytes, utterance)
        self.value = value
        self.isWithinLimits = isWithinLimits
    }

    init(text: String, range: Range<String.Index>, wordRange: Range<Int>, value: SlotValue, isWithinLimits: Bool) {
        self.text = text
        self.range = range
        place = .words(wordRange)
        self.value = value
        self.isWithinLimits = isWithinLimits
    }

    /// The words the slot touches, as indices into the utterance's words (a list value may
    /// end inside a word, as in "エアコンオフ").
    public var wordRange: Range<Int> {
        switch place {
        case .words(let range): range
        case .bytes(let bytes, let utterance): utterance.words.words.wordRange(covering: bytes)
        }
    }

    public static func == (lhs: SlotMatch, rhs: SlotMatch) -> Bool {
        lhs.text == rhs.text && lhs.range == rhs.range && lhs.value == rhs.value
            && lhs.isWithinLimits == rhs.isWithinLimits
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(value)
    }
}
