import Intents

/// The whole menu: small and fixed, so every soup can be listed, and ids that are not on
/// it are simply absent.
public struct SoupQuery: EnumerableEntityQuery {
    @Dependency private var store: OrderStore

    public init() {}

    public func allEntities() async throws -> [SoupEntity] {
        store.menu().map(SoupEntity.init)
    }

    public func entities(for identifiers: [String]) async throws -> [SoupEntity] {
        let menu = store.menu()
        return identifiers.compactMap { id in menu.first { $0.rawValue == id }.map(SoupEntity.init) }
    }
}
