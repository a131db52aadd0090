import Intents

struct PantryItemEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Item"
    static let defaultQuery = PantryItemQuery()

    let id: String
    @Property(title: "Name") var name: String
    @Property(title: "Count") var count: Int

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: name) }

    init(_ item: Pantry.Item) {
        id = item.id
        name = item.name
        count = item.count
    }
}

/// Finds items by their properties only: Hark asks it with the words a person said.
struct PantryItemQuery: EntityPropertyQuery {
    enum Filter {
        case nameContains(String)
        case nameIs(String)
        case countAbove(Int)
    }

    @Dependency private var pantry: Pantry

    static let properties = QueryProperties {
        Property(\PantryItemEntity.$name) {
            EqualToComparator { Filter.nameIs($0) }
            ContainsComparator { Filter.nameContains($0) }
        }
        Property(\PantryItemEntity.$count) {
            GreaterThanComparator { Filter.countAbove($0) }
        }
    }

    static let sortingOptions = SortingOptions { SortableBy(\PantryItemEntity.$name) }

    func entities(for identifiers: [String]) async throws -> [PantryItemEntity] {
        identifiers.compactMap(pantry.item(id:)).map(PantryItemEntity.init)
    }

    func entities(
        matching comparators: [Filter], mode: ComparatorMode, sortedBy: [EntityQuerySort<PantryItemEntity>],
        limit: Int?
    ) async throws -> [PantryItemEntity] {
        var found = pantry.items.filter { item in
            let results = comparators.map { filter in
                switch filter {
                case .nameContains(let words): item.name.localizedCaseInsensitiveContains(words)
                case .nameIs(let name): item.name.caseInsensitiveCompare(name) == .orderedSame
                case .countAbove(let count): item.count > count
                }
            }
            return mode == .and ? results.allSatisfy { $0 } : results.contains(true)
        }.map(PantryItemEntity.init)
        for sort in sortedBy where sort.by == \PantryItemEntity.$name {
            found.sort { sort.order == .ascending ? $0.name < $1.name : $0.name > $1.name }
        }
        return Array(found.prefix(limit ?? found.count))
    }
}
