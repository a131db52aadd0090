import Foundation

/// What one slot captured during alignment: a span of the sentence's folded bytes and its meaning.
///
/// Kept as offsets and small values while the search runs; turned into a ``SlotMatch`` (with
/// strings) only for the results returned.
///
/// ```swift
/// Capture(start: 4, end: 12, value: .vocabulary(valueIndex: 0))  // bytes 4..<12 are value 0
/// ```
struct Capture: Sendable {
    enum Value: Sendable {
        case none
        /// An omittable slot left out.
        case omitted
        case vocabulary(valueIndex: Int)
        case text
        case number(Int, isWithinLimits: Bool)
        case decimal(Double, isWithinLimits: Bool)
        case date(Date, includesTime: Bool)
        case duration(seconds: Int)
    }

    var start = 0
    var end = 0
    var value = Value.none
}
