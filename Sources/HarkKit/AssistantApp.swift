import Foundation
import Intents
import Storage

/// One app an assistant built with HarkKit talks to: its name, its String Catalogs, and how to
/// register it over the assistant's database and clock.
///
/// ```swift
/// let cellar = AssistantApp(name: "Cellar", catalogFolder: CellarApp.catalogFolder) { environment in
///     try CellarApp.definition(database: environment.database, clock: environment.clock)
/// }
/// await Hark.main(apps: [cellar])
/// ```
public struct AssistantApp: Sendable {
    /// The app's name, said the same way in every language ("Soup Chef").
    public let name: String
    /// The folder of the app's String Catalogs (`AppDefinition.localizationDomain`): by default
    /// the name without spaces.
    public let localizationDomain: String
    /// The app's String Catalogs, one file per table; read only when a command needs them.
    let catalogs: @Sendable () -> [URL]
    let register: @Sendable (AppEnvironment) throws -> [AppDefinition]

    /// An app whose String Catalogs are the `.xcstrings` files of `catalogFolder` (in a
    /// package's resources: `Bundle.module.url(forResource: "Cellar", withExtension: nil)`).
    public init(
        name: String, localizationDomain: String? = nil, catalogFolder: @autoclosure @escaping @Sendable () -> URL?,
        register: @escaping @Sendable (AppEnvironment) throws -> AppDefinition
    ) {
        self.init(
            name: name, localizationDomain: localizationDomain,
            catalogs: { catalogFolder().map(Self.tables(in:)) ?? [] }, registerAll: { [try register($0)] })
    }

    /// Several apps that share one folder of catalogs (and so one set of tables).
    public init(
        name: String, localizationDomain: String? = nil, catalogs: @escaping @Sendable () -> [URL],
        registerAll: @escaping @Sendable (AppEnvironment) throws -> [AppDefinition]
    ) {
        self.name = name
        self.localizationDomain = localizationDomain ?? name.filter { $0.isLetter || $0.isNumber }
        self.catalogs = catalogs
        self.register = registerAll
    }

    /// The `.xcstrings` files of `folder`: `Localizable` and `AppShortcuts` first, then the
    /// other tables in name order.
    public static func tables(in folder: URL) -> [URL] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".xcstrings") }
        let first = ["Localizable.xcstrings", "AppShortcuts.xcstrings"].filter(names.contains)
        return (first + names.filter { !first.contains($0) }.sorted()).map { folder.appendingPathComponent($0) }
    }
}

/// What an app is registered over: the assistant's database (one SQLite file for every app,
/// or `:memory:`) and the clock the apps read time from (a manual one in transcripts).
public struct AppEnvironment: Sendable {
    public let database: Database
    public let clock: AppClock

    public init(database: Database, clock: AppClock) {
        self.database = database
        self.clock = clock
    }
}
