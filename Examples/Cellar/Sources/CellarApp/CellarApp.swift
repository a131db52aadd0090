import AppIntents
import Foundation
import Storage

/// The Cellar app, put together: its store over the assistant's database, its registration,
/// and where its String Catalogs are.
public enum CellarApp {
    /// The app's name, said the same way in every language.
    public static let name = "Cellar"

    /// The folder of the app's String Catalogs: `Localizable` and `AppShortcuts`.
    public static var catalogFolder: URL? {
        Bundle.module.url(forResource: "Cellar", withExtension: nil)
    }

    /// Registers the app over `database`, running its migrations first.
    public static func definition(database: Database, clock: AppClock = .system) throws -> AppDefinition {
        let store = try BottleStore(database: database)
        let dependencies = AppDependencyManager()
        dependencies.add(dependency: store)
        return AppDefinition(
            name: name, shortcuts: CellarShortcuts.self, dependencies: dependencies,
            changeToken: { store.changeToken })
    }
}
