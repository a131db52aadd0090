import Foundation

/// The value a slot matched: a vocabulary value, free text as typed, a number, a date or a duration.
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
    /// Free text as typed, with the punctuation, symbols and emoji around and between its
    /// words, minus the spaces, sentence punctuation and enclosing quotation marks at its edges.
    case text(String)
    /// A whole number.
    case number(Int)
    /// A number with a fractional part, written ("20.5", "20,5") or said ("twenty point five").
    case decimal(Double)
    /// A date; at the start of the day (in the clock's time zone) when no time was said.
    case date(Date, includesTime: Bool)
    /// A duration in seconds.
    case duration(seconds: Int)
}
