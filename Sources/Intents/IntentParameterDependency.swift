/// Gives an options provider (or a query) the intent being filled in, once the parameters
/// it depends on have values.
///
/// ```swift
/// struct LapOptionsProvider: DynamicOptionsProvider {
///     @IntentParameterDependency<StopRunIntent>(\.$resolution) var stopIntent
///     func results() async throws -> [BenchmarkLapEntity] {
///         guard stopIntent?.resolution == .saveAsBenchmark else { return [] }
///         …
///     }
/// }
/// ```
@propertyWrapper
public struct IntentParameterDependency<Intent: AppIntent>: Sendable {
    let parameterNames: [String]

    public init<A>(_ first: KeyPath<Intent, IntentParameter<A>>) {
        parameterNames = [IntentReflection.parameterName(first)]
    }

    public init<A, B>(_ first: KeyPath<Intent, IntentParameter<A>>, _ second: KeyPath<Intent, IntentParameter<B>>) {
        parameterNames = [IntentReflection.parameterName(first), IntentReflection.parameterName(second)]
    }

    public init<A, B, C>(
        _ first: KeyPath<Intent, IntentParameter<A>>, _ second: KeyPath<Intent, IntentParameter<B>>,
        _ third: KeyPath<Intent, IntentParameter<C>>
    ) {
        parameterNames = [
            IntentReflection.parameterName(first), IntentReflection.parameterName(second),
            IntentReflection.parameterName(third),
        ]
    }

    /// The intent being filled in, when it is of this type and every named parameter has a
    /// value; nil otherwise.
    public var wrappedValue: Intent? {
        guard let intent = IntentRuntime.context.intent as? Intent else { return nil }
        let parameters = Dictionary(
            IntentReflection.parameters(of: intent).map { ($0.name, $0.parameter) },
            uniquingKeysWith: { first, _ in first })
        for name in parameterNames where parameters[name]?.erasedValue == nil {
            return nil
        }
        return intent
    }
}
