/// Finds entities: by id (the fast path every entity needs), and the suggestions offered
/// when a person has not named one.
///
/// Ids that no longer exist are simply left out of `entities(for:)`'s answer. Suggestions and
/// searches may return an array or an ``IntentItemCollection`` (the query's `Result`).
public protocol EntityQuery: Sendable {
    associatedtype Entity: AppEntity
    associatedtype Result: ResultsCollection = [Entity] where Result.Element == Entity
    init()
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    func suggestedEntities() async throws -> Result
    func defaultResult() async -> Entity?
    /// Hark's: finds entities from what a person said, when the query is an
    /// ``EntityStringQuery``. Answered by the conformance, so the runtime needs no protocol
    /// cast (a cast scans every conformance in the binary the first time it meets a type).
    /// Nobody writes it; the defaults are always right, as are the next two.
    var _stringSearch: (@Sendable (String) async throws -> [EntitySnapshot])? { get }
    /// Hark's: the same from an ``EntityPropertyQuery``'s text properties.
    var _propertySearch: (@Sendable (String) async throws -> [EntitySnapshot])? { get }
    /// Hark's: every entity, when the query is an ``EnumerableEntityQuery``.
    var _allEntities: (@Sendable () async throws -> [EntitySnapshot])? { get }
}

extension EntityQuery {
    public func defaultResult() async -> Entity? { nil }
    public var _stringSearch: (@Sendable (String) async throws -> [EntitySnapshot])? { nil }
    public var _propertySearch: (@Sendable (String) async throws -> [EntitySnapshot])? { nil }
    public var _allEntities: (@Sendable () async throws -> [EntitySnapshot])? { nil }

    /// What the Find action Shortcuts makes from a property or enumerable query says it does.
    /// Hark makes no Find actions; a query may still declare one, and it is kept as written.
    public static var findIntentDescription: IntentDescription? { nil }
}

extension EntityQuery where Result == [Entity] {
    public func suggestedEntities() async throws -> [Entity] { [] }
}

/// A query that also finds entities from what a person said.
public protocol EntityStringQuery: EntityQuery {
    func entities(matching string: String) async throws -> Result
}

extension EntityStringQuery {
    public var _stringSearch: (@Sendable (String) async throws -> [EntitySnapshot])? {
        { text in try await entities(matching: text)._resultValues.map(EntitySnapshot.init) }
    }
}

/// A query over a small, fixed set: every entity can be listed.
public protocol EnumerableEntityQuery: EntityQuery {
    func allEntities() async throws -> Result
}

extension EnumerableEntityQuery {
    public func suggestedEntities() async throws -> Result { try await allEntities() }
    public var _allEntities: (@Sendable () async throws -> [EntitySnapshot])? {
        { try await allEntities()._resultValues.map(EntitySnapshot.init) }
    }
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
}

extension UniqueAppEntityQuery where Result == [Entity] {
    public func suggestedEntities() async throws -> [Entity] { [try await entity()] }
}

/// The query of a unique entity, made from a closure that returns it (iOS 18):
/// `static var defaultQuery = UniqueAppEntityProvider { Settings.current }`.
public struct UniqueAppEntityProvider<Entity: UniqueAppEntity>: UniqueAppEntityQuery {
    private let provider: @Sendable () async throws -> Entity

    public init(_ provider: @escaping @Sendable () async throws -> Entity) {
        self.provider = provider
    }

    /// A provider must be made with its closure; this one has none to call.
    public init() {
        provider = { throw AppIntentError.Unrecoverable.entityNotFound }
    }

    public func entity() async throws -> Entity { try await provider() }
}
