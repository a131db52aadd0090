/// A value that fills a format specifier in a localized string.
///
/// Numbers are formatted for the language (`1,234` in English, `1 234` in French);
/// a list is joined with the language's "and" list format.
///
/// ```swift
/// catalog.string(forKey: "You have %lld open tasks: %@.", language: "en",
///                arguments: [.int(2), .list(["Buy milk", "Pay rent"])])
/// // "You have 2 open tasks: Buy milk and Pay rent."
/// ```
public enum FormatArgument: Sendable, Equatable {
    case string(String)
    case int(Int)
    case double(Double)
    case list([String])

    /// The value used to choose a plural variation, if the argument is a number.
    var number: Double? {
        switch self {
        case .int(let value): Double(value)
        case .double(let value): value
        case .string, .list: nil
        }
    }
}
