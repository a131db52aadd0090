import Foundation

/// A property of an entity that people can see and filter on, declared with `@Property`.
///
/// Without a `title`, the property's name stands in, spelled as a title ("trailLength" is
/// "Trail Length"), as Apple derives it since iOS 18.
@propertyWrapper
public final class EntityProperty<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value?
    /// The title given in the declaration; nil when the property's name stands in.
    public let declaredTitle: LocalizedStringResource?
    public let description: LocalizedStringResource?

    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil) {
        declaredTitle = title
        self.description = description
    }

    public init(wrappedValue: Value, title: LocalizedStringResource, description: LocalizedStringResource? = nil) {
        declaredTitle = title
        self.description = description
        value = wrappedValue
    }

    public init() {
        declaredTitle = nil
        description = nil
    }

    public init(wrappedValue: Value) {
        declaredTitle = nil
        description = nil
        value = wrappedValue
    }

    /// The title people see, once the property's name is known: the declared one, or the
    /// name spelled as a title.
    public func title(propertyName: String) -> LocalizedStringResource {
        declaredTitle ?? LocalizedStringResource(GeneratedTitle.from(propertyName: propertyName))
    }

    public var wrappedValue: Value {
        get {
            lock.lock()
            defer { lock.unlock() }
            if let value { return value }
            if let none = (Value.self as? any _OptionalValue.Type)?.none as? Value { return none }
            preconditionFailure("A @Property of type \(Value.self) was read before it had a value.")
        }
        set {
            lock.lock()
            value = newValue
            lock.unlock()
        }
    }

    public var projectedValue: EntityProperty<Value> { self }

    /// The value, or nil when it has none; an optional that holds nil counts as none.
    var currentValue: Value? {
        lock.lock()
        defer { lock.unlock() }
        guard let value else { return nil }
        if let optional = value as? any _OptionalValue, optional.isNone { return nil }
        return value
    }
}

/// `@Property`, as App Intents spells it.
public typealias Property = EntityProperty
/// `@Parameter`, as App Intents spells it.
public typealias Parameter = IntentParameter

/// A title made from a property name, as Apple makes one when none is declared:
/// `trailLength` → "Trail Length", `isComplete` → "Is Complete", `homeURL` → "Home URL".
enum GeneratedTitle {
    static func from(propertyName name: String) -> String {
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let startsWord =
                character.isUppercase && !current.isEmpty
                && (!(current.last?.isUppercase ?? false) || (next?.isLowercase ?? false))
            if character == "_" {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            if startsWord {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words.map { word in
            word.allSatisfy(\.isUppercase) ? word : word.prefix(1).uppercased() + word.dropFirst()
        }.joined(separator: " ")
    }
}
