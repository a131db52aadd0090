import Intents
import Storage

/// The Tasks app, put together: its store over the shared database, and its registration.
public enum TasksApp {
    /// The app's name, said the same way in every language.
    public static let name = "Tasks"

    /// Other names people give the app ("my to-do list"), translated in the catalog; a
    /// translation may list several, separated by `|`. The app's own name is a key too: its
    /// translation says how the name is written in the language's script (タスクス).
    public static var synonyms: [String] { [name, "to-do list", "task list", "my list", "the list", "to-dos"] }

    /// Registers Tasks over `database`, running its migrations first.
    public static func definition(database: Database, clock: AppClock = .system) throws -> AppDefinition {
        let store = try TaskStore(database: database, now: clock.now, timeZone: clock.timeZone)
        let dependencies = AppDependencyManager()
        dependencies.add(dependency: store)
        return AppDefinition(
            name: name, synonyms: synonyms, shortcuts: TasksShortcuts.self, dependencies: dependencies,
            changeToken: { store.changeToken })
    }
}
