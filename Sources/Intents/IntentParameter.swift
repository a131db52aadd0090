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
@propertyWrapper
public final class IntentParameter<Value: _IntentValue>: @unchecked Sendable {
    private let lock = NSLock()
    private var storedValue: Value?
    private var storedName: String?
    let definition: ParameterDefinition

    init(definition: ParameterDefinition, default defaultValue: Value?) {
        self.definition = definition
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
    ) {
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
    ) {
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
