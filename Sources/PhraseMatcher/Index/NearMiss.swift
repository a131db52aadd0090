/// The phrase that came closest to a sentence that matched nothing, and where it went astray.
///
/// `example` renders the phrase with the person's own words where they aligned (vocabulary
/// slots by their title) and a sample value for the rest, ready for "Did you mean …?".
///
/// ```swift
/// let miss = index.nearestPhrase(for: "complete buy milk")!
/// miss.example           // "Complete Buy milk in Tasks"
/// miss.suggestion        // the same: every slot has a value
/// miss.divergenceIndex   // 3: the sentence ended where "in" was expected
/// ```
public struct NearMiss: Sendable, Hashable {
    /// The caller's key of the closest phrase.
    public let phraseID: String
    /// Its template text.
    public let template: String
    /// A sentence the phrase would accept, built from the person's words; a slot that has
    /// neither the person's words nor a vocabulary to take a value from is shown as `${name}`.
    public let example: String
    /// Whether every slot of ``example`` has a value (no `${name}` placeholder).
    public let isFilled: Bool
    /// Literal, vocabulary and number words that aligned before the divergence.
    public let alignedWordCount: Int
    /// Index of the utterance word where alignment stopped; the word count if the sentence ended first.
    public let divergenceIndex: Int
    /// That word as typed, or nil when the sentence ended first.
    public let unexpectedWord: String?

    /// ``example`` when it can be offered to a person ("Did you mean …?"): nil when a slot in
    /// it could only be shown as a placeholder, since people never see placeholders.
    public var suggestion: String? { isFilled ? example : nil }
}
