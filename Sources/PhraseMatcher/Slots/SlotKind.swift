/// What a slot accepts: words from a vocabulary, free text, or a number.
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
}
