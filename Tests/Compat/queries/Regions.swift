// A string query whose suggestions and results come in titled sections, and options built
// with the section builder.
import AppIntents
import Foundation

struct RegionEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Region"
    static let defaultQuery = RegionQuery()
    let id: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

struct RegionQuery: EntityQuery, EntityStringQuery {
    typealias Section = IntentItemSection<RegionEntity>

    func entities(for identifiers: [String]) async throws -> [RegionEntity] {
        identifiers.map(RegionEntity.init)
    }

    func entities(matching string: String) async throws -> IntentItemCollection<RegionEntity> {
        .init(sections: [Section("Matches", items: [RegionEntity(id: string)])])
    }

    func suggestedEntities() async throws -> IntentItemCollection<RegionEntity> {
        IntentItemCollection(promptLabel: "Pick a region", sections: [
            .init("Nearby", items: [RegionEntity(id: "North")]),
            .init(.init(stringLiteral: "Far"), items: [IntentItem(RegionEntity(id: "South"), title: "Far south")]),
        ])
    }
}

struct SeasonOptions: DynamicOptionsProvider {
    func results() async throws -> ItemCollection<String> {
        ItemCollection {
            ItemSection("Warm") {
                "Spring"
                "Summer"
            }
            ItemSection("Cold", items: ["Autumn", "Winter"])
        }
    }
}

struct PlanHikeIntent: AppIntent {
    static let title: LocalizedStringResource = "Plan Hike"

    @Parameter(title: "Region") var region: RegionEntity
    @Parameter(title: "Season", optionsProvider: SeasonOptions()) var season: String

    func perform() async throws -> some IntentResult { .result() }
}
