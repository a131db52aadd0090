/// Finds entities: by id (the fast path every entity needs), and the suggestions offered
/// when a person has not named one.
///
/// Ids that no longer exist are simply left out of `entities(for:)`'s answer.
public protocol EntityQuery: Sendable {
    associatedtype Entity: AppEntity
    init()
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    func suggestedEntities() async throws -> [Entity]
    func defaultResult() async -> Entity?
}

extension EntityQuery {
    public func suggestedEntities() async throws -> [Entity] { [] }
    public func defaultResult() async -> Entity? { nil }
}

/// A query that also finds entities from what a person said.
public protocol EntityStringQuery: EntityQuery {
    func entities(matching string: String) async throws -> [Entity]
}

/// A query over a small, fixed set: every entity can be listed.
public protocol EnumerableEntityQuery: EntityQuery {
    func allEntities() async throws -> [Entity]
}

extension EnumerableEntityQuery {
    public func suggestedEntities() async throws -> [Entity] { try await allEntities() }
}

/// The query of a ``UniqueAppEntity``: there is one, and this returns it.
public protocol UniqueAppEntityQuery: EntityQuery {
    /// Restated so that `entity()` alone lets the compiler infer it, as on Apple platforms.
    associatedtype Entity
    func entity() async throws -> Entity
}

extension UniqueAppEntityQuery {
    /// The one entity when its id is asked for; like any query, unknown ids are left out.
    public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] {
        let entity = try await entity()
        return identifiers.contains(entity.id) ? [entity] : []
    }
    public func suggestedEntities() async throws -> [Entity] { [try await entity()] }
}

/// Entities in sections, as suggestions are shown in Shortcuts.
public struct IntentItemCollection<Item: Sendable>: Sendable {
    public var sections: [IntentItemSection<Item>]
    public init(sections: [IntentItemSection<Item>]) { self.sections = sections }
    public init(items: [Item]) { self.sections = [IntentItemSection(items: items)] }
    public var items: [Item] { sections.flatMap(\.items) }
}

/// One titled section of an ``IntentItemCollection``.
public struct IntentItemSection<Item: Sendable>: Sendable {
    public var title: LocalizedStringResource?
    public var items: [Item]
    public init(_ title: LocalizedStringResource? = nil, items: [Item]) {
        self.title = title
        self.items = items
    }
}
