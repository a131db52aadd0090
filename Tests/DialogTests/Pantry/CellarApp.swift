import Intents

/// A second app whose catalog translates a key the Pantry also uses, its own way.
enum CellarApp {
    static func definition() -> AppDefinition {
        AppDefinition(name: "Cellar", shortcuts: CellarShortcuts.self, dependencies: AppDependencyManager())
    }
}

enum Bottle: String, AppEnum {
    case wine, cider
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Bottle"
    static let caseDisplayRepresentations: [Bottle: DisplayRepresentation] = [.wine: "Wine", .cider: "Cider"]
}

struct StoreBottleIntent: AppIntent {
    static let title: LocalizedStringResource = "Store Bottle"
    @Parameter(title: "Bottle") var bottle: Bottle

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Stored \(bottle).")
    }
}

struct CellarShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: StoreBottleIntent(), phrases: ["Store \(\.$bottle) in \(.applicationName)"], systemImageName: "wineglass")
    }
}
