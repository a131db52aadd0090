/// How a `When` compares a parameter's value.
public enum ParameterSummaryComparison: String, Sendable {
    case equalTo, notEqualTo, hasAnyValue, hasNoValue
    case greaterThan, greaterThanOrEqualTo, lessThan, lessThanOrEqualTo
}

/// A summary that depends on another parameter's value.
///
/// ```swift
/// When(\.$resolution, .equalTo, .saveAsBenchmark) {
///     Summary("Save the run as a benchmark with \(\.$benchmarkLap)")
/// } otherwise: {
///     Summary("\(\.$resolution) the run")
/// }
/// ```
public struct When<Intent: AppIntent>: ParameterSummary {
    let parameter: String
    let comparison: ParameterSummaryComparison
    let value: String?
    let then: [SummaryTemplate]
    let otherwise: [SummaryTemplate]

    public init<Value: _IntentValue, Then: ParameterSummary, Otherwise: ParameterSummary>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>,
        _ comparison: ParameterSummaryComparison,
        _ value: Value.ValueType,
        @ParameterSummaryBuilder<Intent> _ then: () -> Then,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {
        parameter = IntentReflection.parameterName(keyPath)
        self.comparison = comparison
        self.value = SummaryCondition.describe(value)
        self.then = then().summaryTemplates
        self.otherwise = otherwise().summaryTemplates
    }

    public init<Value: _IntentValue, Then: ParameterSummary>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>,
        _ comparison: ParameterSummaryComparison,
        _ value: Value.ValueType,
        @ParameterSummaryBuilder<Intent> _ then: () -> Then
    ) {
        parameter = IntentReflection.parameterName(keyPath)
        self.comparison = comparison
        self.value = SummaryCondition.describe(value)
        self.then = then().summaryTemplates
        otherwise = []
    }

    /// `When(\.$note, .hasAnyValue) { … } otherwise: { … }`
    public init<Value: _IntentValue, Then: ParameterSummary, Otherwise: ParameterSummary>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>,
        _ comparison: ParameterSummaryComparison,
        @ParameterSummaryBuilder<Intent> _ then: () -> Then,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {
        parameter = IntentReflection.parameterName(keyPath)
        self.comparison = comparison
        value = nil
        self.then = then().summaryTemplates
        self.otherwise = otherwise().summaryTemplates
    }

    public var summaryTemplates: [SummaryTemplate] {
        let condition = SummaryPredicate.compare(parameter, comparison, value)
        return then.map { $0.adding(condition) } + otherwise.map { $0.adding(.not(condition)) }
    }
}

/// A summary chosen by a parameter's value, case by case.
///
/// ```swift
/// Switch(\.$resolution) {
///     Case(.saveAsBenchmark) { Summary("Save as benchmark with \(\.$benchmarkLap)") }
///     DefaultCase { Summary("\(\.$resolution) the run") }
/// }
/// ```
public struct Switch<Intent: AppIntent>: ParameterSummary {
    let templates: [SummaryTemplate]

    public init<Value: _IntentValue>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>,
        @ParameterSummaryCaseBuilder<Intent, Value> _ cases: () -> [ParameterSummaryCase]
    ) {
        let parameter = IntentReflection.parameterName(keyPath)
        let cases = cases()
        let matched = cases.compactMap(\.value).map { SummaryPredicate.compare(parameter, .equalTo, $0) }
        templates = cases.flatMap { item -> [SummaryTemplate] in
            let condition = item.value.map { SummaryPredicate.compare(parameter, .equalTo, $0) } ?? .not(.any(matched))
            return item.templates.map { $0.adding(condition) }
        }
    }

    public var summaryTemplates: [SummaryTemplate] { templates }
}

/// One case of a `Switch`: the summary shown when the parameter has this value. Its value's
/// type is the switched parameter's, so `Case(.saveAsBenchmark)` needs no type name.
public struct Case<Intent: AppIntent, Value: _IntentValue> {
    let item: ParameterSummaryCase

    public init<Content: ParameterSummary>(
        _ value: Value.ValueType, @ParameterSummaryBuilder<Intent> _ content: () -> Content
    ) {
        item = ParameterSummaryCase(value: SummaryCondition.describe(value), templates: content().summaryTemplates)
    }
}

/// The case of a `Switch` used when no other case matches.
public struct DefaultCase<Intent: AppIntent> {
    let item: ParameterSummaryCase

    public init<Content: ParameterSummary>(@ParameterSummaryBuilder<Intent> _ content: () -> Content) {
        item = ParameterSummaryCase(value: nil, templates: content().summaryTemplates)
    }
}

/// A case of a `Switch`, without its intent type.
public struct ParameterSummaryCase: Sendable {
    let value: String?
    let templates: [SummaryTemplate]
}

/// Collects `Case` and `DefaultCase` of a `Switch` over a parameter of type `Value`.
@resultBuilder
public enum ParameterSummaryCaseBuilder<Intent: AppIntent, Value: _IntentValue> {
    public static func buildExpression(_ item: Case<Intent, Value>) -> [ParameterSummaryCase] { [item.item] }
    public static func buildExpression(_ item: DefaultCase<Intent>) -> [ParameterSummaryCase] { [item.item] }
    public static func buildBlock(_ parts: [ParameterSummaryCase]...) -> [ParameterSummaryCase] { parts.flatMap { $0 } }
}

enum SummaryCondition {
    static func describe(_ value: Any) -> String {
        if let enumeration = value as? any AppEnum { return String(describing: enumeration.rawValue) }
        if let entity = value as? any AppEntity { return entity.id.entityIdentifierString }
        return String(describing: value)
    }
}

/// When a summary shows: comparisons of parameter values, combined.
indirect enum SummaryPredicate: Sendable, Hashable, CustomStringConvertible {
    case compare(String, ParameterSummaryComparison, String?)
    case not(SummaryPredicate)
    case all([SummaryPredicate])
    case any([SummaryPredicate])

    func holds(for values: [String: String]) -> Bool {
        switch self {
        case .compare(let parameter, let comparison, let expected):
            let actual = values[parameter]
            switch comparison {
            case .hasAnyValue: return actual != nil
            case .hasNoValue: return actual == nil
            case .equalTo: return actual == expected
            case .notEqualTo: return actual != expected
            case .greaterThan, .greaterThanOrEqualTo, .lessThan, .lessThanOrEqualTo:
                guard let actual = actual.flatMap(Double.init), let expected = expected.flatMap(Double.init) else {
                    return false
                }
                switch comparison {
                case .greaterThan: return actual > expected
                case .greaterThanOrEqualTo: return actual >= expected
                case .lessThan: return actual < expected
                default: return actual <= expected
                }
            }
        case .not(let inner): return !inner.holds(for: values)
        case .all(let parts): return parts.allSatisfy { $0.holds(for: values) }
        case .any(let parts): return parts.contains { $0.holds(for: values) }
        }
    }

    var description: String {
        switch self {
        case .compare(let parameter, let comparison, let value):
            switch comparison {
            case .hasAnyValue: "\(parameter) != nil"
            case .hasNoValue: "\(parameter) == nil"
            case .equalTo: "\(parameter) == \(value ?? "nil")"
            case .notEqualTo: "\(parameter) != \(value ?? "nil")"
            case .greaterThan: "\(parameter) > \(value ?? "nil")"
            case .greaterThanOrEqualTo: "\(parameter) >= \(value ?? "nil")"
            case .lessThan: "\(parameter) < \(value ?? "nil")"
            case .lessThanOrEqualTo: "\(parameter) <= \(value ?? "nil")"
            }
        case .not(let inner): "!(\(inner))"
        case .all(let parts): parts.map(\.description).joined(separator: " && ")
        case .any(let parts): parts.map(\.description).joined(separator: " || ")
        }
    }
}

extension SummaryTemplate {
    func adding(_ condition: SummaryPredicate) -> SummaryTemplate {
        SummaryTemplate(
            template: template, parameters: parameters,
            predicate: predicate.map { .all([$0, condition]) } ?? condition)
    }
}
