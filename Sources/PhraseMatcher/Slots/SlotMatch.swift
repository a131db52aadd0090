/// One filled slot of a match: what the person typed, where, and what it means.
///
/// ```swift
/// let title = match.slots["title"]!
/// title.text            // "buy milk", exactly as typed
/// utterance[title.range] == title.text  // true
/// ```
public struct SlotMatch: Sendable, Hashable {
    /// The original text of the slot, from its first to its last word.
    public let text: String
    /// The slot's range in the utterance.
    public let range: Range<String.Index>
    /// The slot's words, as indices into the utterance's tokens.
    public let wordRange: Range<Int>
    /// What the words mean.
    public let value: SlotValue
    /// False when a number is outside the slot's `min...max`.
    public let isWithinLimits: Bool
}
