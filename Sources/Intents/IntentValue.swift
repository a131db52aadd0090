import Foundation

/// A type an intent parameter can hold. `ValueType` is what a person supplies: the type
/// itself, or the wrapped type of an optional.
public protocol _IntentValue: Sendable {
    associatedtype ValueType: Sendable = Self
    /// The type with any optional layer removed (`[IntentFile]` for `[IntentFile]?`).
    associatedtype UnwrappedType: Sendable = Self
}

extension Optional: _IntentValue where Wrapped: _IntentValue {
    public typealias ValueType = Wrapped.ValueType
    public typealias UnwrappedType = Wrapped
}

extension Array: _IntentValue where Element: _IntentValue {}
extension String: _IntentValue {}
extension Int: _IntentValue {}
extension Double: _IntentValue {}
extension Bool: _IntentValue {}
extension Date: _IntentValue {}
extension URL: _IntentValue {}
extension UUID: _IntentValue {}
extension Duration: _IntentValue {}
extension Measurement: _IntentValue {}

/// Identifiers an entity can have: turned to and from a string for storage and metadata.
public protocol EntityIdentifierConvertible: Sendable {
    var entityIdentifierString: String { get }
    static func entityIdentifier(for entityIdentifierString: String) -> Self?
}

extension String: EntityIdentifierConvertible {
    public var entityIdentifierString: String { self }
    public static func entityIdentifier(for entityIdentifierString: String) -> String? { entityIdentifierString }
}

extension UUID: EntityIdentifierConvertible {
    public var entityIdentifierString: String { uuidString }
    public static func entityIdentifier(for entityIdentifierString: String) -> UUID? {
        UUID(uuidString: entityIdentifierString)
    }
}

extension Int: EntityIdentifierConvertible {
    public var entityIdentifierString: String { String(self) }
    public static func entityIdentifier(for entityIdentifierString: String) -> Int? { Int(entityIdentifierString) }
}
