import Dialog
import Foundation
import Intents
import Localization
import Phrases
import Storage
import TasksApp
import Terminal

/// The composition root: opens the database, registers the apps, loads the catalogs and
/// starts a conversation. The only place that knows every module.
struct Assistant {
    let conversation: Conversation
    let localizer: Localizer
    let apps: [AppDefinition]

    /// Where the database lives unless `--db` says otherwise: `$XDG_DATA_HOME/hark/hark.sqlite`.
    static func defaultDatabasePath(environment: [String: String]) -> String {
        XDGPaths.dataHome(in: environment).appending(path: "hark/hark.sqlite").path
    }

    /// Every catalog Hark ships: the assistant's own words, then each app's.
    static func catalog() throws -> LocalizationCatalog {
        let urls = [("Hark", "Localizable"), ("Tasks", "Localizable"), ("Tasks", "AppShortcuts")]
            .compactMap { PhraseCatalogs.url(folder: $0.0, table: $0.1) }
        return try LocalizationCatalog(urls: urls)
    }

    static func start(databasePath: String, localizer: Localizer) async throws -> Assistant {
        let database = try Database(path: databasePath)
        let apps = [try TasksApp.definition(database: database)]
        let conversation = try await Conversation(apps: apps, localizer: localizer)
        return Assistant(conversation: conversation, localizer: localizer, apps: apps)
    }
}
