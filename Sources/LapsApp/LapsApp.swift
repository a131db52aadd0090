import Intents
import Storage

/// The Laps app, put together: its store over the shared database, and its registration.
public enum LapsApp {
    /// The app's name, said the same way in every language.
    public static let name = "Laps"

    /// Registers Laps over `database`, running its migrations first. Lap times come from `clock`.
    public static func definition(database: Database, clock: AppClock = .system) throws -> AppDefinition {
        let store = try LapStore(database: database, now: clock.now)
        let dependencies = AppDependencyManager()
        dependencies.add(dependency: store)
        return AppDefinition(name: name, shortcuts: LapsShortcuts.self, dependencies: dependencies,
            changeToken: { store.changeToken })
    }
}
