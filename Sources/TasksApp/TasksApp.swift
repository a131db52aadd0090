import Intents
import Storage

/// The Tasks app, put together: its store over the shared database, and its registration.
public enum TasksApp {
    /// The app's name, said the same way in every language.
    public static let name = "Tasks"

    /// Registers Tasks over `database`, running its migrations first.
    public static func definition(database: Database, clock: AppClock = .system) throws -> AppDefinition {
        let store = try TaskStore(database: database, now: clock.now)
        let dependencies = AppDependencyManager()
        dependencies.add(dependency: store)
        return AppDefinition(name: name, shortcuts: TasksShortcuts.self, dependencies: dependencies,
            changeToken: { store.changeToken })
    }
}
