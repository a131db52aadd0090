/// An entity that exists only while an intent runs — a draft, a computed summary — never
/// looked up by id. It has `@Property`s and an `init()`, and no query of its own.
public protocol TransientAppEntity: AppEntity {
    init()
}

extension TransientAppEntity {
    public static var defaultQuery: TransientAppEntityQuery<Self> { TransientAppEntityQuery() }
}

extension TransientAppEntity where ID == String {
    /// A transient entity's id: the values of its properties, so equal drafts have equal ids.
    public var id: String {
        Mirror(reflecting: self).children.map { child in
            if let property = child.value as? any _EntityPropertyValue {
                return property.erasedPropertyValue.map { String(describing: $0) } ?? ""
            }
            return String(describing: child.value)
        }.joined(separator: "|")
    }
}

/// The query of a transient entity: there is nothing to look up.
public struct TransientAppEntityQuery<Entity: TransientAppEntity>: EntityQuery {
    public typealias Result = [Entity]
    public init() {}
    public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] { [] }
    public func suggestedEntities() async throws -> [Entity] { [] }
}

/// An `@Property` seen without its value type.
protocol _EntityPropertyValue {
    var erasedPropertyValue: (any Sendable)? { get }
}

extension EntityProperty: _EntityPropertyValue {
    var erasedPropertyValue: (any Sendable)? { currentValue.map { $0 as any Sendable } }
}
