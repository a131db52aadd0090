/// What a slot accepts: words from a vocabulary, free text, a number, a date or a duration.
///
/// ```swift
/// SlotKind.vocabulary(allowsFreeText: true)  // an entity: a known title, or any words for a query
/// SlotKind.number(min: 1, max: 20)
/// ```
public enum SlotKind: Sendable, Hashable {
    /// The longest title or synonym of a vocabulary value. With `allowsFreeText`, any words
    /// when no value fits (scored below a vocabulary match), so a string query can resolve them.
    case vocabulary(allowsFreeText: Bool)
    /// One or more words, as typed; never starts or ends with a filler word.
    case text
    /// A number in digits or words; a value outside `min...max` still matches, flagged and
    /// ranked lower, so the dialog can ask again.
    case number(min: Int?, max: Int?)
    /// A day, a time, or both ("tomorrow at 5 pm", "next Friday"), relative to the index's
    /// ``ReferenceClock``.
    case date
    /// A length of time ("ten minutes", "1 h 30").
    case duration
}

extension SlotKind {
    /// Whether the slot takes values of a vocabulary (entities, enum cases).
    var isVocabulary: Bool {
        if case .vocabulary = self { return true }
        return false
    }
}
