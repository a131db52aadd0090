import Foundation

/// A property of an entity that people can see and filter on, declared with `@Property`.
@propertyWrapper
public final class EntityProperty<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value?
    public let title: LocalizedStringResource

    public init(title: LocalizedStringResource) {
        self.title = title
    }

    public init(wrappedValue: Value, title: LocalizedStringResource) {
        self.title = title
        self.value = wrappedValue
    }

    public var wrappedValue: Value {
        get {
            lock.lock()
            defer { lock.unlock() }
            guard let value else { preconditionFailure("The property \(title.key) was read before it had a value.") }
            return value
        }
        set {
            lock.lock()
            value = newValue
            lock.unlock()
        }
    }

    public var projectedValue: EntityProperty<Value> { self }
}

/// `@Property`, as App Intents spells it.
public typealias Property = EntityProperty
/// `@Parameter`, as App Intents spells it.
public typealias Parameter = IntentParameter
