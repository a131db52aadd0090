import Foundation

/// An entity that can be expressed as one of the app's universal links.
///
/// ```swift
/// extension TrailEntity: URLRepresentableEntity {
///     static var urlRepresentation: URLRepresentation { "https://example.com/trail/\(.id)/details" }
/// }
/// ```
public protocol URLRepresentableEntity: AppEntity {
    static var urlRepresentation: URLRepresentation { get }
}

extension URLRepresentableEntity {
    public typealias URLRepresentation = EntityURLRepresentation<Self>

    /// This entity's URL; nil when the text is no URL.
    public var urlRepresentation: URL? { Self.urlRepresentation.url(for: self) }
}

/// A universal link with placeholders for an entity's id (`\(.id)`) and its `@Property`s
/// (`\(\.$name)`).
public struct EntityURLRepresentation<Entity: AppEntity>: ExpressibleByStringInterpolation, Sendable {
    let parts: [URLTemplatePart]
    /// Key paths are named only when a URL is made, on the entity at hand.
    private let properties: [String: EntityPropertyPath<Entity>]

    public init(_ value: String) {
        parts = [.literal(value)]
        properties = [:]
    }

    public init(stringLiteral value: String) { self.init(value) }

    public init(stringInterpolation: StringInterpolation) {
        parts = stringInterpolation.parts
        properties = stringInterpolation.properties
    }

    /// The placeholders an entity URL may use besides its properties.
    public enum Placeholder: Sendable {
        case id
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var parts: [URLTemplatePart] = []
        var properties: [String: EntityPropertyPath<Entity>] = [:]
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { parts.append(.literal(literal)) }
        public mutating func appendInterpolation(_ placeholder: Placeholder) { parts.append(.value("id")) }
        public mutating func appendInterpolation<Value>(_ keyPath: KeyPath<Entity, EntityProperty<Value>>) {
            let slot = "property\(properties.count)"
            properties[slot] = EntityPropertyPath(keyPath)
            parts.append(.value(slot))
        }
    }

    /// The URL for `entity`.
    public func url(for entity: Entity) -> URL? {
        URLTemplatePart.url(parts) { slot in
            if slot == "id" { return entity.id.entityIdentifierString }
            return properties[slot]?.value(in: entity)
        }
    }
}

/// A key path to an entity's `@Property`, readable without knowing the property's type.
struct EntityPropertyPath<Entity>: @unchecked Sendable {
    // Key paths are immutable; @unchecked only because they are not marked Sendable.
    let read: (Entity) -> (any Sendable)?

    init<Value>(_ keyPath: KeyPath<Entity, EntityProperty<Value>>) {
        read = { entity in entity[keyPath: keyPath].currentValue.map { $0 as any Sendable } }
    }

    func value(in entity: Entity) -> (any Sendable)? { read(entity) }
}
