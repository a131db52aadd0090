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
    /// A display name from a catalog (a menu item, an option): written as is at the start of a
    /// sentence, and with a lower-case first letter inside one where the language writes names
    /// of things that way ("J’ai commandé 2 bols de soupe miso"; see
    /// ``Language/lowercasesNamesInSentences``).
    case name(String)

    /// The value used to choose a plural variation, if the argument is a number.
    var number: Double? {
        switch self {
        case .int(let value): Double(value)
        case .double(let value): value
        case .string, .list, .name: nil
        }
    }
}
