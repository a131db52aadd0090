import Intents

/// The plain query: books by id (unknown ids left out), the first two as suggestions.
struct BookQuery: EntityQuery {
    @Dependency private var library: Library

    init() {}

    func entities(for identifiers: [String]) async throws -> [BookEntity] {
        library.books.filter { identifiers.contains($0.id) }.map(BookEntity.init)
    }

    func suggestedEntities() async throws -> [BookEntity] {
        library.books.prefix(2).map(BookEntity.init)
    }
}
