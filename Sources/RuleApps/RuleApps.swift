import Intents

/// Small apps for the conversation rules the sample apps cannot reach: two apps that answer
/// to the same name (Groceries and Chores, both "the list"), a service that fails (Notes),
/// answers read as dates and durations, and a parameter without a dialog (Planner).
///
/// `hark test` registers them instead of the sample apps for a transcript that says
/// `# apps: rules`; they are never part of the chat.
public enum RuleApps {
    /// The folder of the rule apps' String Catalogs, which they share.
    public static let domain = "RuleApps"

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
