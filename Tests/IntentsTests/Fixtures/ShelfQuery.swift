import Intents

/// The enumerable query: every shelf, which also serve as the suggestions.
struct ShelfQuery: EnumerableEntityQuery {
    @Dependency private var library: Library

    init() {}

    func entities(for identifiers: [String]) async throws -> [ShelfEntity] {
        library.shelves.filter { identifiers.contains($0.id) }.map(ShelfEntity.init)
    }

    func allEntities() async throws -> [ShelfEntity] {
        library.shelves.map(ShelfEntity.init)
    }
}
