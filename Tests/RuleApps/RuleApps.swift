import Foundation
import Intents

/// Small apps for the conversation rules the sample apps cannot reach: two apps that answer
/// to the same name (Groceries and Chores, both "the list"), a service that fails (Notes),
/// answers read as dates and durations, and a parameter without a dialog (Planner).
///
/// They exist for tests only (their transcripts are in `Tests/RuleAppsTests/Transcripts`); no
/// product includes them. Their String Catalogs, shared by the four, are in `Catalogs/RuleApps`.
public enum RuleApps {
    /// The folder of the rule apps' String Catalogs, which they share.
    public static let domain = "RuleApps"

    /// Where their String Catalogs are at run time.
    public static var catalogFolder: URL? {
        Bundle.module.resourceURL?.appendingPathComponent("Catalogs/\(domain)", isDirectory: true)
    }

    /// Their catalogs, `Localizable` then `AppShortcuts`.
    public static var catalogURLs: [URL] {
        guard let folder = catalogFolder else { return [] }
        return ["Localizable", "AppShortcuts"].map { folder.appendingPathComponent("\($0).xcstrings") }
    }

    public static func definitions(log: RuleLog = RuleLog()) -> [AppDefinition] {
        let dependencies = AppDependencyManager()
        dependencies.add(dependency: log)
        return [
            AppDefinition(
                name: "Groceries", synonyms: ["the list"], shortcuts: GroceryShortcuts.self, dependencies: dependencies,
                localizationDomain: domain),
            AppDefinition(
                name: "Chores", synonyms: ["the list"], shortcuts: ChoreShortcuts.self, dependencies: dependencies,
                localizationDomain: domain),
            AppDefinition(
                name: "Notes", shortcuts: NotesShortcuts.self, dependencies: dependencies, localizationDomain: domain),
            AppDefinition(
                name: "Planner", shortcuts: PlannerShortcuts.self, dependencies: dependencies,
                localizationDomain: domain),
        ]
    }
}
