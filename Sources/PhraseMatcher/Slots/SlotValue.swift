/// The value a slot matched: a vocabulary value, free text as typed, or a number.
///
/// ```swift
/// switch match.slots["task"]?.value {
/// case .vocabulary(let id, _): resolve(id: id)
/// case .text(let words): search(words)
/// default: break
/// }
/// ```
public enum SlotValue: Sendable, Hashable {
    /// A value of the slot's vocabulary.
    case vocabulary(id: String, title: String)
    /// Free text, exactly as typed (trimmed to its first and last word).
    case text(String)
    /// A number.
    case number(Int)
}
