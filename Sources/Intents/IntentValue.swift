import Foundation

/// A type an intent parameter can hold. `ValueType` is what a person supplies: the type
/// itself, or the wrapped type of an optional.
///
/// The two underscored requirements are Hark's, answered by the conformance itself (an
/// entity, an enum and an optional each have their own default): the runtime asks the type
/// what it is instead of casting it to each protocol in turn, and a protocol cast costs a
/// scan of every conformance in the binary the first time it meets a type. Nobody writes
/// them; the defaults are always right.
public protocol _IntentValue: Sendable {
    associatedtype ValueType: Sendable = Self
    /// The type with any optional layer removed (`[IntentFile]` for `[IntentFile]?`).
    associatedtype UnwrappedType: Sendable = Self
    /// The kind of value a parameter of this type takes.
    static var _parameterValueType: ParameterValueType { get }
    /// Whether the type is an optional, so that a parameter of it may have no value.
    static var _isOptionalValue: Bool { get }
}

extension _IntentValue {
    public static var _parameterValueType: ParameterValueType { .describing(Self.self) }
    public static var _isOptionalValue: Bool { false }
}

extension AppEntity {
    public static var _parameterValueType: ParameterValueType { .entity(EntityTypeInfo(Self.self)) }
}

extension AppEnum {
    public static var _parameterValueType: ParameterValueType { .enumeration(EnumTypeInfo(Self.self)) }
}

extension Optional: _IntentValue where Wrapped: _IntentValue {
    public typealias ValueType = Wrapped.ValueType
    public typealias UnwrappedType = Wrapped
    public static var _parameterValueType: ParameterValueType { Wrapped._parameterValueType }
    public static var _isOptionalValue: Bool { true }
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
