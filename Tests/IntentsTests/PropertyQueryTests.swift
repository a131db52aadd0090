import Intents
import Testing

struct Dish: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Dish" }
    static var defaultQuery: DishQuery { DishQuery() }
    let id: String
    @Property(title: "Name") var name: String
    @Property(title: "Price") var price: Double
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: name) }

    init(id: String, name: String, price: Double) {
        self.id = id
        self.name = name
        self.price = price
    }
}

enum DishFilter: Equatable {
    case nameContains(String)
    case cheaperThan(Double)
}

struct DishQuery: EntityPropertyQuery {
    static let menu = [
        Dish(id: "miso", name: "Miso Soup", price: 3), Dish(id: "chowder", name: "Clam Chowder", price: 6),
    ]

    static let properties = QueryProperties {
        Property(\Dish.$name) {
            ContainsComparator { DishFilter.nameContains($0) }
        }
        Property(\Dish.$price) {
            LessThanComparator { DishFilter.cheaperThan($0) }
        }
    }

    static let sortingOptions = SortingOptions {
        SortableBy(\Dish.$price)
    }

    func entities(for identifiers: [String]) async throws -> [Dish] {
        Self.menu.filter { identifiers.contains($0.id) }
    }

    func entities(
        matching comparators: [DishFilter], mode: ComparatorMode, sortedBy: [EntityQuerySort<Dish>], limit: Int?
    ) async throws -> [Dish] {
        let matches = Self.menu.filter { dish in
            let results = comparators.map { filter in
                switch filter {
                case .nameContains(let text): dish.name.localizedCaseInsensitiveContains(text)
                case .cheaperThan(let price): dish.price < price
                }
            }
            return mode == .and ? results.allSatisfy { $0 } : results.contains(true)
        }
        return Array(matches.prefix(limit ?? matches.count))
    }
}

@Suite("EntityPropertyQuery: properties, comparators and sorting, as Shortcuts' Find uses them")
struct PropertyQueryTests {
    @Test("each property offers its comparators under its name")
    func declarations() {
        let sample = DishQuery.menu[0]
        #expect(DishQuery.properties.names(using: sample) == ["name", "price"])
        #expect(DishQuery.properties.declarations.map { $0.comparators.map(\.kind) } == [[.contains], [.lessThan]])
        #expect(DishQuery.sortingOptions.names(using: sample) == ["price"])
    }

    @Test("a comparator maps a value to the app's filter, which finds the entities")
    func query() async throws {
        let cheap = try #require(DishQuery.properties.comparator(for: \Dish.$price, kind: .lessThan, value: 5.0))
        #expect(cheap == .cheaperThan(5))
        #expect(DishQuery.properties.comparator(for: \Dish.$price, kind: .contains, value: 5.0) == nil)
        let found = try await DishQuery().entities(matching: [cheap], mode: .and, sortedBy: [], limit: nil)
        #expect(found.map(\.id) == ["miso"])
    }
}
