import Foundation
import Intents
import Testing

@Suite("Each query kind resolves through EntityTypeInfo")
struct EntityQueryTests {
    /// The entity type of a parameter, as the runtime reaches it.
    func entityType<Intent: AppIntent>(of parameter: String, in intent: Intent.Type, harness: LibraryHarness) throws
        -> EntityTypeInfo
    {
        let info = try #require(try harness.definition(of: intent).parameter(named: parameter))
        guard case .entity(let type) = info.valueType else {
            Issue.record("\(parameter) is a \(info.valueType.kindName), not an entity")
            throw CancellationError()
        }
        return type
    }

    static let lookups: [(ids: [String], found: [String])] = [
        (["b1"], ["b1"]),
        (["b3", "gone", "b1"], ["b1", "b3"]),
        (["gone"], []),
        ([], []),
    ]

    @Test("entitiesForIdentifiers returns the known ids and leaves out unknown ones", arguments: lookups)
    func byIdentifier(ids: [String], found: [String]) async throws {
        let harness = LibraryHarness()
        let books = try entityType(of: "book", in: BorrowBookIntent.self, harness: harness)
        let snapshots = try await harness.withDependencies { try await books.entitiesForIdentifiers(ids) }
        #expect(snapshots.map(\.id) == found)
        #expect(snapshots.allSatisfy { $0.value is BookEntity })
    }

    @Test("a plain query gives its suggestions, and neither string search nor a full list")
    func plainQuery() async throws {
        let harness = LibraryHarness()
        let books = try entityType(of: "book", in: BorrowBookIntent.self, harness: harness)
        let suggested = try await harness.withDependencies { try await books.suggestedEntities() }
        #expect(suggested.map(\.id) == ["b1", "b2"])
        #expect(suggested.map(\.display.title.sourceText) == ["Dune", "Children of Dune"])
        #expect(suggested.first?.display.subtitle?.sourceText == "Book")
        #expect(books.entitiesMatching == nil)
        #expect(books.allEntities == nil)
        #expect(books.typeName == "BookEntity")
        #expect(books.typeDisplayRepresentation.name.sourceText == "Book")
    }

    static let searches: [(text: String, found: [String])] = [
        ("austen", ["austen"]),
        ("HERB", ["herbert"]),
        ("an", ["herbert", "austen"]),
        ("tolkien", []),
    ]

    @Test("a string query finds entities from what a person said", arguments: searches)
    func stringQuery(text: String, found: [String]) async throws {
        let harness = LibraryHarness()
        let authors = try entityType(of: "author", in: ReserveBookIntent.self, harness: harness)
        let search = try #require(authors.entitiesMatching)
        let snapshots = try await harness.withDependencies { try await search(text) }
        #expect(snapshots.map(\.id) == found)
    }

    @Test("an enumerable query lists every entity, and suggests them all")
    func enumerableQuery() async throws {
        let harness = LibraryHarness()
        let shelves = try entityType(of: "shelf", in: ShelveBookIntent.self, harness: harness)
        let all = try #require(shelves.allEntities)
        #expect(try await harness.withDependencies { try await all() }.map(\.id) == ["fiction", "classics"])
        #expect(
            try await harness.withDependencies { try await shelves.suggestedEntities() }.map(\.id) == [
                "fiction", "classics",
            ])
        #expect(
            try await harness.withDependencies { try await shelves.entitiesForIdentifiers(["classics", "attic"]) }.map(
                \.id) == ["classics"])
        #expect(shelves.entitiesMatching == nil)
    }

    static let cardLookups: [(ids: [String], found: [String])] = [
        (["card"], ["card"]),
        (["lost"], []),
        ([], []),
    ]

    @Test("a unique query answers with its one entity, and only when that id is asked for", arguments: cardLookups)
    func uniqueQuery(ids: [String], found: [String]) async throws {
        let harness = LibraryHarness()
        let cards = try entityType(of: "card", in: ShowCardIntent.self, harness: harness)
        let snapshots = try await harness.withDependencies { try await cards.entitiesForIdentifiers(ids) }
        #expect(snapshots.map(\.id) == found)
        #expect(snapshots.map(\.display.title.sourceText) == found.map { _ in "Card 1001" })
    }

    @Test("a unique query suggests its one entity")
    func uniqueSuggestion() async throws {
        let harness = LibraryHarness()
        let cards = try entityType(of: "card", in: ShowCardIntent.self, harness: harness)
        let suggested = try await harness.withDependencies { try await cards.suggestedEntities() }
        #expect(suggested.map(\.id) == ["card"])
    }

    @Test("queries read the dependencies of the run they are called in")
    func queriesFollowDependencies() async throws {
        let folio = LibraryHarness(library: .sample(duneTitle: "Dune (Folio)"))
        let plain = LibraryHarness()
        let books = try entityType(of: "book", in: BorrowBookIntent.self, harness: plain)
        let inFolio = try await folio.withDependencies { try await books.entitiesForIdentifiers(["b1"]) }
        let inPlain = try await plain.withDependencies { try await books.entitiesForIdentifiers(["b1"]) }
        #expect(inFolio.map(\.display.title.sourceText) == ["Dune (Folio)"])
        #expect(inPlain.map(\.display.title.sourceText) == ["Dune"])
    }

    static let intIdentifiers: [(text: String, id: Int?)] = [("42", 42), ("-7", -7), ("forty-two", nil), ("", nil)]

    @Test("Int identifiers are parsed from their strings, and nonsense gives none", arguments: intIdentifiers)
    func intIdentifier(text: String, id: Int?) {
        #expect(Int.entityIdentifier(for: text) == id)
        if let id { #expect(id.entityIdentifierString == text) }
    }

    @Test("UUID identifiers round-trip through their strings")
    func uuidIdentifier() {
        let id = UUID()
        #expect(UUID.entityIdentifier(for: id.entityIdentifierString) == id)
        #expect(UUID.entityIdentifier(for: "not-a-uuid") == nil)
    }

    @Test("an IntentItemCollection keeps its sections in order and flattens to its items")
    func itemCollection() {
        let collection = IntentItemCollection(sections: [
            IntentItemSection("Recent", items: ["b1", "b2"]),
            IntentItemSection(items: ["b3"]),
        ])
        #expect(collection.items.map(\.value) == ["b1", "b2", "b3"])
        #expect(collection.sections.map(\.title?.key) == ["Recent", nil])
        #expect(IntentItemCollection(items: [1, 2]).sections.count == 1)
    }
}
