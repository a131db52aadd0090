import Intents
import Storage

/// Soup Chef, put together: its store over the shared database, and its registration.
public enum SoupChefApp {
    /// Other names of the app: its own name is a catalog key too, whose translation says how
    /// the name is written in the language's script, if differently (ラップス), `|` between several.
    public static var synonyms: [String] { [name] }

    /// The app's name, said the same way in every language.
    public static let name = "Soup Chef"

    /// Registers Soup Chef over `database`, running its migrations first. "Today" is
    /// reckoned by `clock`.
    public static func definition(database: Database, clock: AppClock = .system) throws -> AppDefinition {
        let store = try OrderStore(database: database, clock: clock)
        let dependencies = AppDependencyManager()
        dependencies.add(dependency: store)
        return AppDefinition(
            name: name, synonyms: synonyms, shortcuts: SoupChefShortcuts.self, dependencies: dependencies,
            changeToken: { store.changeToken })
    }
}
