import Intents

/// The unique query: it knows the one card.
struct LibraryCardQuery: UniqueAppEntityQuery {
    @Dependency private var library: Library

    init() {}

    func entity() async throws -> LibraryCardEntity {
        LibraryCardEntity(number: library.cardNumber)
    }
}
