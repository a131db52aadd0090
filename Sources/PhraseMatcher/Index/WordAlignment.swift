/// How one stretch of a sentence aligned with a phrase: a template word, a slot, a skipped
/// filler word, or a slot the sentence left out.
///
/// ```swift
/// let words = index.explanation(for: "please add milk to Tasks").candidates[0].words
/// words.map(\.text)  // ["please", "add", "milk", "to", "Tasks"]
/// words[0].role      // .filler
/// words[2].role      // .slot("title")
/// ```
public struct WordAlignment: Sendable, Hashable {
    public enum Role: Sendable, Hashable {
        /// A template word, as the template spells it.
        case literal(String)
        /// A slot, by name.
        case slot(String)
        /// A filler word skipped.
        case filler
        /// An omittable slot, by name, that the sentence left out (`text` is empty).
        case omitted(String)
    }

    public let role: Role
    /// The words as typed.
    public let text: String
    /// Their indices among the sentence's words.
    public let wordRange: Range<Int>
    /// Typo edits needed on these words (0 when exact).
    public let edits: Int
}
