import Intents
import Storage

/// The Laps app, put together: its store over the shared database, and its registration.
public enum LapsApp {
    /// Other names of the app: its own name is a catalog key too, whose translation says how
    /// the name is written in the language's script, if differently (ラップス), `|` between several.
    public static var synonyms: [String] { [name] }

    /// The app's name, said the same way in every language.
    public static let name = "Laps"

    /// Registers Laps over `database`, running its migrations first. Lap times come from `clock`.
    public static func definition(database: Database, clock: AppClock = .system) throws -> AppDefinition {
        let store = try LapStore(database: database, now: clock.now)
        let dependencies = AppDependencyManager()
        dependencies.add(dependency: store)
        return AppDefinition(
            name: name, synonyms: synonyms, shortcuts: LapsShortcuts.self, dependencies: dependencies,
            changeToken: { store.changeToken })
    }
}
