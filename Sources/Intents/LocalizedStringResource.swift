import Foundation

/// A string that is looked up in a String Catalog at the edge, in the person's language.
///
/// Hark's own version of Foundation's type (Foundation on Linux lacks it), with Apple's
/// spellings and Apple's key derivation: an interpolation becomes a format key, so
/// `"Completed \(title)."` has the key `Completed %@.` and one argument. A catalog exported
/// from Xcode therefore finds the same keys here.
///
/// ```swift
/// let done: LocalizedStringResource = "Completed \(task.title)."
/// done.key        // "Completed %@."
/// done.arguments  // [.string("Buy milk")]
/// ```
public struct LocalizedStringResource: Sendable, Hashable, CustomStringConvertible {
    /// The catalog key, with `%@`, `%lld` and `%lf` where values were interpolated.
    public var key: String
    /// The values that fill the key's format specifiers, in order.
    public var arguments: [LocalizedArgument]
    /// The catalog (table) to look in; `nil` means `Localizable`.
    public var table: String?
    /// The source-language text used when no catalog has the key.
    public var defaultValue: String?
    /// True for text that is shown as is in every language, such as a task's title: the
    /// person's own words are never looked up or translated.
    public private(set) var isVerbatim = false

    public init(_ key: String, defaultValue: String? = nil, table: String? = nil, comment: StaticString? = nil) {
        self.key = key
        self.arguments = []
        self.table = table
        self.defaultValue = defaultValue
    }

    /// A resource whose key is derived from an interpolation, as `String(localized:)` takes it:
    /// `LocalizedStringResource("\(placeholder: .int) trails", table: "AppIntents")`.
    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, comment: StaticString? = nil) {
        self.init(key: keyAndValue.key, arguments: keyAndValue.arguments, table: table)
    }

    /// Text shown as is in every language, never looked up in a catalog.
    public static func verbatim(_ text: String) -> LocalizedStringResource {
        let escaped = text.percentSignsDoubled
        var resource = LocalizedStringResource(key: escaped, arguments: [])
        resource.defaultValue = escaped
        resource.isVerbatim = true
        return resource
    }

    init(key: String, arguments: [LocalizedArgument], table: String? = nil) {
        self.key = key
        self.arguments = arguments
        self.table = table
    }

    /// The text in the source language, with the arguments filled in; what a catalog falls back to.
    /// A literal without values is not a format (`"100% sure"` reads as written); only an
    /// interpolation, or verbatim text with its `%` doubled, is rendered as one.
    public var sourceText: String {
        let text = defaultValue ?? key
        guard !arguments.isEmpty || isVerbatim else { return text }
        return LocalizedFormat.render(text, arguments: arguments.map(\.sourceText))
    }

    public var description: String { sourceText }
}

extension LocalizedStringResource: ExpressibleByStringInterpolation {
    public init(stringLiteral value: String) {
        self.init(value)
    }

    public init(stringInterpolation: StringInterpolation) {
        self.init(key: stringInterpolation.key, arguments: stringInterpolation.arguments)
    }

    /// Builds a key the way Xcode does: literal text as is (with `%` doubled), each value as a
    /// format specifier chosen by its type.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var key = ""
        var arguments: [LocalizedArgument] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            key.reserveCapacity(literalCapacity + 4 * interpolationCount)
        }

        public mutating func appendLiteral(_ literal: String) {
            key += literal.percentSignsDoubled
        }

        public mutating func appendInterpolation(_ value: String) {
            append(.string(value), specifier: "%@")
        }

        public mutating func appendInterpolation<S: StringProtocol>(_ value: S) {
            append(.string(String(value)), specifier: "%@")
        }

        public mutating func appendInterpolation<I: BinaryInteger>(_ value: I) {
            append(.int(Int(value)), specifier: "%lld")
        }

        public mutating func appendInterpolation(_ value: Double) {
            append(.double(value), specifier: "%lf")
        }

        public mutating func appendInterpolation(_ value: LocalizedStringResource) {
            append(.resource(value), specifier: "%@")
        }

        /// A list of names, joined at the edge with the language's "and" list format.
        public mutating func appendInterpolation(_ value: [String]) {
            append(.list(value), specifier: "%@")
        }

        /// A duration, spoken at the edge in the person's language ("1 minute 5 seconds").
        public mutating func appendInterpolation(_ value: Duration) {
            append(.duration(value), specifier: "%@")
        }

        /// A date written with `format` at the edge, in the person's language and with the
        /// format's time zone ("Friday", "vendredi", "金曜日"), as Apple's
        /// `appendInterpolation(_:format:)` does.
        public mutating func appendInterpolation(_ value: Date, format: Date.FormatStyle) {
            append(.date(value, format), specifier: "%@")
        }

        /// A date and time, written at the edge the way the person's language writes them
        /// ("December 1, 2026 at 5:00 PM", "1 décembre 2026 à 17:00", "2026年12月1日 17:00").
        public mutating func appendInterpolation(_ value: Date) {
            append(.date(value, nil), specifier: "%@")
        }

        /// An entity or enum case, or any value that says itself as a resource: shown as its
        /// title in the person's language.
        public mutating func appendInterpolation<T: CustomLocalizedStringResourceConvertible>(_ value: T) {
            append(.resource(value.localizedStringResource), specifier: "%@")
        }

        @_disfavoredOverload
        public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: T) {
            append(.string(value.description), specifier: "%@")
        }

        /// A value supplied later, such as the count of a `numericFormat`
        /// (`"\(placeholder: .int) trails"` has the key `%lld trails`).
        public mutating func appendInterpolation(placeholder: String.LocalizationValue.Placeholder) {
            key += placeholder.specifier
        }

        mutating func append(_ argument: LocalizedArgument, specifier: String) {
            key += specifier
            arguments.append(argument)
        }
    }
}

/// One interpolated value of a ``LocalizedStringResource``, formatted at the edge.
public indirect enum LocalizedArgument: Sendable, Hashable {
    case string(String)
    case int(Int)
    case double(Double)
    case list([String])
    case duration(Duration)
    /// A date and how to write it; the locale is the person's, set at the edge. Without a
    /// format, the date and time as the language writes them, in the person's time zone.
    case date(Date, Date.FormatStyle?)
    case resource(LocalizedStringResource)

    /// The value as plain source-language text, for when no catalog is at hand.
    public var sourceText: String {
        switch self {
        case .string(let text): text
        case .int(let number): String(number)
        case .double(let number): String(number)
        case .list(let items): items.joined(separator: ", ")
        case .duration(let duration): duration.formatted()
        case .date(let date, let format?): date.formatted(format)
        case .date(let date, nil): date.formatted(.iso8601)
        case .resource(let resource): resource.sourceText
        }
    }
}

extension String {
    /// The text with each `%` doubled, so that a format string shows it as written. Not
    /// Foundation's `replacingOccurrences`, which goes through NSString: every entity's title
    /// passes here, and a one-turn process paid half a million instructions for it.
    var percentSignsDoubled: String {
        guard utf8.contains(UInt8(ascii: "%")) else { return self }
        var doubled = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            doubled.append(scalar)
            if scalar == "%" { doubled.append(scalar) }
        }
        return String(doubled)
    }
}
