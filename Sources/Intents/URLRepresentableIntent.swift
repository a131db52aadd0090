import Foundation

/// An intent that can be expressed as one of the app's universal links.
///
/// Hark opens no URLs; it fills the representation from the intent's values on request
/// (``IntentURLRepresentation/url(for:)``), so a developer can test the links their intents make.
public protocol URLRepresentableIntent: AppIntent {
    static var urlRepresentation: URLRepresentation { get }
}

extension URLRepresentableIntent {
    public typealias URLRepresentation = IntentURLRepresentation<Self>

    /// This intent's URL with its current parameter values filled in; nil when a value is missing.
    public var urlRepresentation: URL? { Self.urlRepresentation.url(for: self) }
}

/// A universal link with `\(\.$param)` placeholders for an intent's parameters:
/// `"https://example.com/trail/\(\.$trail)"`.
public struct IntentURLRepresentation<Intent: AppIntent>: ExpressibleByStringInterpolation, Sendable {
    let parts: [URLTemplatePart]

    public init(_ value: String) { parts = [.literal(value)] }
    public init(stringLiteral value: String) { self.init(value) }
    public init(stringInterpolation: StringInterpolation) { parts = stringInterpolation.parts }

    public struct StringInterpolation: StringInterpolationProtocol {
        var parts: [URLTemplatePart] = []
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { parts.append(.literal(literal)) }
        public mutating func appendInterpolation<Value>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>) {
            parts.append(.value(IntentReflection.parameterName(keyPath)))
        }
    }

    /// The template as written, with `{name}` for each parameter.
    public var template: String { URLTemplatePart.template(parts) }

    /// The URL for `intent`'s current values; nil when a value is missing or the text is no URL.
    public func url(for intent: Intent) -> URL? {
        let values = Dictionary(
            IntentReflection.parameters(of: intent).map { ($0.name, $0.parameter.erasedValue) },
            uniquingKeysWith: { first, _ in first })
        return URLTemplatePart.url(parts) { name in values[name].flatMap { $0 } }
    }
}

/// A type that says how it appears inside a URL representation.
public protocol CustomURLRepresentationParameterConvertible {
    var urlRepresentationParameter: String { get }
}

/// One piece of a URL representation: literal text, or a named value.
enum URLTemplatePart: Sendable, Hashable {
    case literal(String)
    case value(String)

    static func template(_ parts: [URLTemplatePart]) -> String {
        parts.map {
            switch $0 {
            case .literal(let text): text
            case .value(let name): "{\(name)}"
            }
        }.joined()
    }

    /// Fills the parts, percent-encoding each value as a path segment.
    static func url(_ parts: [URLTemplatePart], value: (String) -> (any Sendable)?) -> URL? {
        var text = ""
        for part in parts {
            switch part {
            case .literal(let literal): text += literal
            case .value(let name):
                guard let value = value(name) else { return nil }
                let raw = parameterText(value)
                text += raw.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? raw
            }
        }
        return URL(string: text)
    }

    private static func parameterText(_ value: any Sendable) -> String {
        if let custom = value as? any CustomURLRepresentationParameterConvertible { return custom.urlRepresentationParameter }
        if let entity = value as? any AppEntity { return entity.id.entityIdentifierString }
        if let enumeration = value as? any AppEnum { return String(describing: enumeration.rawValue) }
        if let url = value as? URL { return url.absoluteString }
        return String(describing: value)
    }
}

extension URLRepresentableIntent {
    /// An intent with a URL representation needs no `perform()`: on Apple platforms the system
    /// opens the link. Hark opens no links, so it says the link and returns it.
    public func perform() async throws -> some IntentResult & ReturnsValue<URL> & ProvidesDialog {
        guard let url = urlRepresentation else { throw AppIntentError.invalidInput }
        return .result(value: url, dialog: IntentDialog(.verbatim(url.absoluteString)))
    }
}
