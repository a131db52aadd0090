// swift-version: 5
// Queries as Apple's samples write them: a property query with `#Predicate` comparators and
// sorting by key path, a string query whose results come in sections, options in sections.
import AppIntents
import Foundation

struct Trail: Sendable { let id: Int; let name: String; let region: String; let length: Double }

final class TrailStore: @unchecked Sendable {
    static let shared = TrailStore()
    let trails = [
        Trail(id: 1, name: "Ridge Loop", region: "North", length: 5.2),
        Trail(id: 2, name: "Lake Trail", region: "South", length: 2.1),
    ]
}

struct TrailEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation {
        TypeDisplayRepresentation(name: "Trail", numericFormat: "\(placeholder: .int) trails")
    }
    static let defaultQuery = TrailEntityQuery()

    var id: Int
    @Property var name: String
    @Property(title: "Region") var region: String
    @Property var length: Double

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(region)")
    }

    init(trail: Trail) {
        id = trail.id
        name = trail.name
        region = trail.region
        length = trail.length
    }
}

struct TrailEntityQuery: EntityQuery {
    func entities(for identifiers: [TrailEntity.ID]) async throws -> [TrailEntity] {
        TrailStore.shared.trails.filter { identifiers.contains($0.id) }.map(TrailEntity.init)
    }

    func suggestedEntities() async throws -> [TrailEntity] {
        TrailStore.shared.trails.map(TrailEntity.init)
    }
}

extension TrailEntityQuery: EntityPropertyQuery {
    typealias ComparatorMappingType = Predicate<TrailEntity>

    static var properties = QueryProperties {
        Property(\TrailEntity.$name) {
            ContainsComparator { searchValue in
                #Predicate<TrailEntity> { $0.name.contains(searchValue) }
            }
            EqualToComparator { searchValue in
                #Predicate<TrailEntity> { $0.name == searchValue }
            }
        }
        Property(\TrailEntity.$length) {
            LessThanOrEqualToComparator { searchValue in
                #Predicate<TrailEntity> { $0.length <= searchValue }
            }
        }
    }

    static var sortingOptions = SortingOptions {
        SortableBy(\TrailEntity.$name)
        SortableBy(\TrailEntity.$length)
    }

    static var findIntentDescription: IntentDescription? {
        IntentDescription("Finds trails.", categoryName: "Discover", resultValueName: "Trails")
    }

    func entities(
        matching comparators: [Predicate<TrailEntity>], mode: ComparatorMode, sortedBy: [EntityQuerySort<TrailEntity>],
        limit: Int?
    ) async throws -> [TrailEntity] {
        var matched = try TrailStore.shared.trails.map(TrailEntity.init).filter { entity in
            let results = try comparators.map { try $0.evaluate(entity) }
            return mode == .and ? results.allSatisfy { $0 } : results.contains(true)
        }
        for sort in sortedBy {
            switch sort.by {
            case \.$name:
                matched.sort { sort.order == .ascending ? $0.name < $1.name : $0.name > $1.name }
            case \.$length:
                matched.sort(using: KeyPathComparator(\TrailEntity.length, order: sort.order.sortOrder))
            default:
                break
            }
        }
        if let limit, matched.count > limit { matched.removeLast(matched.count - limit) }
        return matched
    }
}

extension EntityQuerySort.Ordering {
    var sortOrder: SortOrder {
        switch self {
        case .ascending: .forward
        case .descending: .reverse
        }
    }
}
