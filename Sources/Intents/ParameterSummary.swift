/// How an intent reads as a sentence in Shortcuts ("Complete ${task}"), and which other
/// parameters follow it. Hark uses it for help and metadata.
public protocol ParameterSummary: Sendable {
    /// The summaries this one can show, flattened: one for a plain `Summary`, several for
    /// `When` and `Switch`.
    var summaryTemplates: [SummaryTemplate] { get }
}

/// One summary sentence: `${name}` where a parameter goes, plus the parameters listed after it.
public struct SummaryTemplate: Sendable, Hashable {
    public let template: String
    public let parameters: [String]
    let predicate: SummaryPredicate?

    /// The condition under which it shows, such as `resolution == saveAsBenchmark`; nil for always.
    public var condition: String? { predicate?.description }

    init(template: String, parameters: [String], predicate: SummaryPredicate? = nil) {
        self.template = template
        self.parameters = parameters
        self.predicate = predicate
    }

    /// Whether it shows for these parameter values (each as its raw value or id; nil for none).
    public func applies(to values: [String: String]) -> Bool {
        predicate?.holds(for: values) ?? true
    }
}

/// An intent without a summary.
public struct NoParameterSummary: ParameterSummary {
    public init() {}
    public var summaryTemplates: [SummaryTemplate] { [] }
}

/// A summary sentence with parameters interpolated, and an optional list of more parameters.
///
/// ```swift
/// static var parameterSummary: some ParameterSummary {
///     Summary("Order \(\.$soup)") { \.$quantity }
/// }
/// ```
public struct Summary<Intent: AppIntent>: ParameterSummary {
    let template: String
    let parameters: [String]

    public init(_ format: ParameterSummaryString<Intent>) {
        template = format.template
        parameters = []
    }

    public init(
        _ format: ParameterSummaryString<Intent>, @ParameterSummaryParameterBuilder<Intent> _ parameters: () -> [String]
    ) {
        template = format.template
        self.parameters = parameters()
    }

    /// A summary that is only a list of parameters: `Summary { \.$from; \.$to }`.
    public init(@ParameterSummaryParameterBuilder<Intent> _ parameters: () -> [String]) {
        template = ""
        self.parameters = parameters()
    }

    /// A summary with no sentence and no parameters.
    public init() {
        template = ""
        parameters = []
    }

    public var summaryTemplates: [SummaryTemplate] {
        [SummaryTemplate(template: template, parameters: parameters)]
    }
}

/// The text of a `Summary`, with `\(\.$param)` turned into `${param}`.
public struct ParameterSummaryString<Intent: AppIntent>: ExpressibleByStringInterpolation, Sendable {
    let template: String

    public init(stringLiteral value: String) { template = value }
    public init(stringInterpolation: StringInterpolation) { template = stringInterpolation.template }

    public struct StringInterpolation: StringInterpolationProtocol {
        var template = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { template += literal }
        public mutating func appendInterpolation<Value>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>) {
            template += "${\(IntentReflection.parameterName(keyPath))}"
        }
    }
}

/// Collects `\.$param` key paths in a summary's trailing closure as parameter names.
@resultBuilder
public enum ParameterSummaryParameterBuilder<Intent: AppIntent> {
    public static func buildExpression<Value>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>) -> [String] {
        [IntentReflection.parameterName(keyPath)]
    }
    public static func buildBlock(_ parts: [String]...) -> [String] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [String]?) -> [String] { part ?? [] }
    public static func buildEither(first: [String]) -> [String] { first }
    public static func buildEither(second: [String]) -> [String] { second }
}

/// Builds an intent's `parameterSummary`; its `Intent` is the intent being described, so
/// `\.$param` key paths inside resolve against it.
@resultBuilder
public enum ParameterSummaryBuilder<Intent: AppIntent> {
    public static func buildExpression(_ summary: Summary<Intent>) -> Summary<Intent> { summary }
    public static func buildExpression(_ summary: When<Intent>) -> When<Intent> { summary }
    public static func buildExpression(_ summary: Switch<Intent>) -> Switch<Intent> { summary }
    public static func buildExpression<S: ParameterSummary>(_ summary: S) -> S { summary }
    public static func buildBlock<S: ParameterSummary>(_ summary: S) -> S { summary }
}
