import Foundation

extension String {
    /// A localizable string with its values, as `String(localized:)` takes it: the key is
    /// derived from the interpolation as for a ``LocalizedStringResource`` (Foundation on Linux
    /// has neither).
    public struct LocalizationValue: Sendable, Hashable, ExpressibleByStringInterpolation {
        let key: String
        let arguments: [LocalizedArgument]

        public init(_ value: String) {
            key = value
            arguments = []
        }

        public init(stringLiteral value: String) { self.init(value) }

        public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
            key = stringInterpolation.key
            arguments = stringInterpolation.arguments
        }

        /// A value of a format filled in later, such as a count.
        public enum Placeholder: Sendable, Hashable {
            case int, uint, float, double, object

            var specifier: String {
                switch self {
                case .int: "%lld"
                case .uint: "%llu"
                case .float: "%f"
                case .double: "%lf"
                case .object: "%@"
                }
            }
        }
    }

    /// The text of `resource` in the person's language, when called while an intent runs in a
    /// conversation; its source text otherwise.
    public init(localized resource: LocalizedStringResource) {
        self = IntentRuntime.conversation?.localizedString(for: resource) ?? resource.sourceText
    }

    /// The text of a localizable string in the person's language (see ``init(localized:)-resource``).
    public init(
        localized keyAndValue: String.LocalizationValue, table: String? = nil, defaultValue: String? = nil,
        comment: StaticString? = nil
    ) {
        var resource = LocalizedStringResource(keyAndValue, table: table, comment: comment)
        resource.defaultValue = defaultValue
        self.init(localized: resource)
    }
}
