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
public struct IntentParameterDependency<Intent: AppIntent>: @unchecked Sendable {
    /// Key paths are kept and named only when read: naming them probes a fresh `Intent()`,
    /// whose own parameters may hold this provider — naming at init would recurse forever.
    /// (Key paths are immutable values; `@unchecked` only because they are not marked Sendable.)
    private let keyPaths: [PartialKeyPath<Intent>]

    public init<A>(_ first: KeyPath<Intent, IntentParameter<A>>) {
        keyPaths = [first]
    }

    public init<A, B>(_ first: KeyPath<Intent, IntentParameter<A>>, _ second: KeyPath<Intent, IntentParameter<B>>) {
        keyPaths = [first, second]
    }

    public init<A, B, C>(
        _ first: KeyPath<Intent, IntentParameter<A>>, _ second: KeyPath<Intent, IntentParameter<B>>,
        _ third: KeyPath<Intent, IntentParameter<C>>
    ) {
        keyPaths = [first, second, third]
    }

    /// The intent being filled in, when it is of this type and every named parameter has a
    /// value; nil otherwise.
    public var wrappedValue: Intent? {
        guard let intent = IntentRuntime.context.intent as? Intent else { return nil }
        for keyPath in keyPaths {
            guard let parameter = intent[keyPath: keyPath] as? any AnyIntentParameter, parameter.erasedValue != nil
            else {
                return nil
            }
        }
        return intent
    }
}
