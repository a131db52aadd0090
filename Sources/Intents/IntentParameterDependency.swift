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
    /// value; nil otherwise. Its named parameters read without their optional layer.
    public var wrappedValue: IntentProjection<Intent>? {
        guard let intent = IntentRuntime.context.intent as? Intent else { return nil }
        for keyPath in keyPaths {
            guard let parameter = intent[keyPath: keyPath] as? any AnyIntentParameter, parameter.erasedValue != nil
            else {
                return nil
            }
        }
        return IntentProjection(intent)
    }
}

/// The intent seen through an ``IntentParameterDependency``: its parameters read as their
/// values, an optional one without its optional layer (`orderSoup.quantity` is an `Int` even
/// when the parameter is `Int?`), since the dependency holds only once they have values.
@dynamicMemberLookup
public final class IntentProjection<Intent: AppIntent>: Sendable {
    public let intent: Intent

    init(_ intent: Intent) {
        self.intent = intent
    }

    public subscript<Value: _IntentValue>(dynamicMember keyPath: KeyPath<Intent, Value>) -> Value.UnwrappedType {
        let value = intent[keyPath: keyPath]
        if let optional = value as? any _OptionalValue {
            guard let wrapped = optional.wrapped as? Value.UnwrappedType else {
                preconditionFailure("\(Intent.self): a parameter read through a dependency has no value; list it in the dependency.")
            }
            return wrapped
        }
        guard let unwrapped = value as? Value.UnwrappedType else {
            preconditionFailure("\(Intent.self): \(Value.self) is not its own unwrapped type.")
        }
        return unwrapped
    }
}

extension DynamicOptionsProvider {
    /// `@ParameterDependency<Intent>(\.$param) var intent`, as providers spell it.
    public typealias ParameterDependency<Intent: AppIntent> = IntentParameterDependency<Intent>
}

extension EntityQuery {
    /// `@ParameterDependency<Intent>(\.$param) var intent`, as queries spell it.
    public typealias ParameterDependency<Intent: AppIntent> = IntentParameterDependency<Intent>
}
