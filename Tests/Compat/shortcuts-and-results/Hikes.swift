// swift-version: 5
// Descriptions with a result name, dialogs with a symbol, results with an Action button
// intent, donations, and an App Shortcut offered per value of its parameter (iOS 17).
import AppIntents
import Foundation

struct HikeEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Hike"
    static var defaultQuery = HikeQuery()

    var id: Int
    var name: String

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
}

struct HikeQuery: EntityQuery {
    func entities(for identifiers: [Int]) async throws -> [HikeEntity] {
        identifiers.map { HikeEntity(id: $0, name: "Hike \($0)") }
    }

    func suggestedEntities() async throws -> [HikeEntity] {
        [HikeEntity(id: 1, name: "Ridge Loop")]
    }
}

struct FavoriteHikes: DynamicOptionsProvider {
    func results() async throws -> [HikeEntity] {
        [HikeEntity(id: 2, name: "Lake Trail")]
    }
}

struct HikeConditionsIntent: AppIntent {
    static var title: LocalizedStringResource = "Hike Conditions"
    static var description = IntentDescription(
        "Tells you the conditions on a hike.",
        categoryName: "Discover",
        searchKeywords: ["weather", "trail"],
        resultValueName: "Conditions")

    @Parameter(title: "Hike")
    var hike: HikeEntity

    static var parameterSummary: some ParameterSummary {
        Summary("Get conditions for \(\.$hike)")
    }

    func perform() async throws -> some IntentResult & ReturnsValue<String> & ProvidesDialog {
        let conditions = "Dry"
        return .result(
            value: conditions,
            dialog: IntentDialog(
                full: "\(hike.name) is dry today.", supporting: "Dry today.", systemImageName: "sun.max"))
    }
}

struct StartHikeIntent: AppIntent {
    static var title: LocalizedStringResource = "Start Hike"

    @Parameter(title: "Hike")
    var hike: HikeEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        var next = HikeConditionsIntent()
        next.hike = hike
        return .result(actionButtonIntent: next, dialog: IntentDialog(full: "Started \(hike.name).", systemImageName: "figure.hiking"))
    }
}

struct LogHikeIntent: AppIntent {
    static var title: LocalizedStringResource = "Log Hike"

    func perform() async throws -> some IntentResult & ReturnsValue<Int> {
        .result(value: 1, actionButtonIntent: StartHikeIntent())
    }
}

func recordHikeStarted(_ hike: HikeEntity) async throws {
    var intent = StartHikeIntent()
    intent.hike = hike
    try await intent.donate(result: .result(dialog: "Started \(hike.name)."))
    _ = try await IntentDonationManager.shared.donate(intent: intent)
}

func hikeOpened(_ hike: HikeEntity) {
    var intent = HikeConditionsIntent()
    intent.hike = hike
    intent.donate()
}

struct HikeShortcuts: AppShortcutsProvider {
    static var shortcutTileColor = ShortcutTileColor.navy

    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: HikeConditionsIntent(),
            phrases: [
                "Get \(\.$hike) conditions with \(.applicationName)",
                "Hike conditions in \(.applicationName)",
            ],
            shortTitle: "Get Conditions",
            systemImageName: "cloud.sun",
            parameterPresentation: ParameterPresentation(
                for: \.$hike,
                summary: Summary("Get \(\.$hike) conditions"),
                optionsCollections: {
                    OptionsCollection(HikeQuery(), title: "Suggested Hikes", systemImageName: "star")
                    OptionsCollection(FavoriteHikes(), title: "Favorite Hikes")
                }
            )
        )
        AppShortcut(
            intent: StartHikeIntent(),
            phrases: ["Start a hike in \(.applicationName)"],
            shortTitle: "Start Hike",
            systemImageName: "figure.hiking"
        )
    }
}
