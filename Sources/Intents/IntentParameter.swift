import Foundation

/// A value an intent needs: declared with `@Parameter`, set by Hark from what the person
/// said, and asked for in conversation when it is missing.
///
/// The wrapper is a class so that the runtime and `$param` share it with the intent. Its
/// projected value (`$task`) asks the person for a value, a choice or a confirmation from
/// inside `perform()`.
///
/// ```swift
/// @Parameter(title: "Task", requestValueDialog: "Which task should I complete?")
/// var task: TaskEntity
/// ```
///
/// Every initializer requires `Value: _IntentValue`, but the class only `Sendable` (a marker
/// the runtime never checks): the runtime checks a protocol requirement of a generic type each
/// time it makes the type's metadata from its name (reflecting an intent's fields does), by
/// scanning every protocol conformance in the executable — for each parameter type, at every
/// start. What Hark needs of the value type is taken once, when the parameter is declared.
@propertyWrapper
public final class IntentParameter<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var storedValue: Value?
    private var storedName: String?
    let definition: ParameterDefinition
    let valueKind: IntentValueKind

    init(definition: ParameterDefinition, default defaultValue: Value?) where Value: _IntentValue {
        self.definition = definition
        self.valueKind = IntentValueKind(Value.self)
        self.storedValue = defaultValue
        self.defaultValue = defaultValue
    }

    let defaultValue: Value?

    /// Declares a parameter. Without a `title` (iOS 18), the property's name stands in, spelled
    /// as a title ("dueDate" is "Due Date").
    public convenience init(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) where Value: _IntentValue {
        self.init(
            definition: ParameterDefinition(
                title: title, description: description,
                requestValueDialog: requestValueDialog,
                requestDisambiguationDialog: requestDisambiguationDialog,
                inputConnectionBehavior: inputConnectionBehavior),
            default: defaultValue)
    }

    public convenience init(
        wrappedValue: Value,
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) where Value: _IntentValue {
        self.init(
            title: title, description: description, default: wrappedValue,
            requestValueDialog: requestValueDialog,
            requestDisambiguationDialog: requestDisambiguationDialog,
            inputConnectionBehavior: inputConnectionBehavior)
    }

    /// The value. Reading a required parameter that was never set is a programming error:
    /// Hark asks for every required value before `perform()` runs.
    public var wrappedValue: Value {
        get {
            lock.lock()
            defer { lock.unlock() }
            if let storedValue { return storedValue }
            if let none = (Value.self as? any _OptionalValue.Type)?.none as? Value { return none }
            preconditionFailure("The parameter \(storedName ?? "?") was read before it had a value.")
        }
        set {
            lock.lock()
            storedValue = newValue
            lock.unlock()
        }
    }

    public var projectedValue: IntentParameter<Value> { self }

    /// The property name, set when the runtime first reflects on the intent.
    var name: String? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return storedName
        }
        set {
            lock.lock()
            storedName = newValue
            lock.unlock()
        }
    }

    /// The stored value, nil when there is none; read and written under the lock.
    var currentValue: Value? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return storedValue
        }
        set {
            lock.lock()
            storedValue = newValue
            lock.unlock()
        }
    }
}

/// What Hark needs to know of a parameter's value type, read from its `_IntentValue`
/// conformance when the parameter is declared.
struct IntentValueKind: Sendable {
    /// Whether the type is an optional, so that the parameter may have no value.
    let isOptional: Bool
    private let describe: @Sendable () -> ParameterValueType
    private let name: @Sendable () -> String

    init<Value: _IntentValue>(_ type: Value.Type) {
        isOptional = Value._isOptionalValue
        describe = { Value._parameterValueType }
        name = { String(describing: Value.ValueType.self) }
    }

    /// The kind of value the parameter takes.
    var parameterValueType: ParameterValueType { describe() }
    /// The value type's name without any optional layer, for error messages.
    var valueTypeName: String { name() }
}

/// Optional's `nil`, reachable without knowing the wrapped type.
protocol _OptionalValue {
    static var none: Self { get }
    static var wrappedType: Any.Type { get }
    var isNone: Bool { get }
    var wrapped: (any Sendable)? { get }
}

extension Optional: _OptionalValue where Wrapped: _IntentValue {
    static var wrappedType: Any.Type { Wrapped.self }
    var isNone: Bool { self == nil }
    var wrapped: (any Sendable)? { self.map { $0 as any Sendable } }
}

/// Where an intent's input may come from in a Shortcuts chain.
public struct InputConnectionBehavior: Sendable, Hashable {
    let name: String
    public static let `default` = InputConnectionBehavior(name: "default")
    public static let never = InputConnectionBehavior(name: "never")
    public static let connectToPreviousIntentResult = InputConnectionBehavior(name: "connectToPreviousIntentResult")
}

/// How a number parameter is edited in Shortcuts; kept for metadata.
public enum ParameterControlStyle: String, Sendable {
    case field, slider, stepper
}
