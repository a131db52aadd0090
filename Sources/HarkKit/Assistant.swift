import Dialog
import Foundation
import Intents
import Localization
import Phrases
import Storage
import Terminal

/// An assistant put together: its database, its apps registered over it, the catalogs read
/// for the person's language, and the conversation.
struct Assistant {
    let conversation: Conversation
    let localizer: Localizer
    let apps: [AppDefinition]

    /// Where the database lives unless `--db` says otherwise: `$XDG_DATA_HOME/hark/hark.sqlite`;
    /// nil when there is no home directory to put it under.
    static func defaultDatabasePath(environment: [String: String]) -> String? {
        XDGPaths.dataHome(in: environment)?.appending(path: "hark/hark.sqlite").path
    }

    /// The SQLite `application_id` that marks a database as Hark's ("Hark" in ASCII): a file
    /// without it that holds another application's tables is refused and left unchanged.
    static let databaseApplicationID: Int32 = 0x4861_726B

    /// Answers one cleaned, non-blank line; a line too long to be a sentence is not matched.
    func respond(to line: String) async -> Response {
        guard InputSanitizer.isWithinLimits(line) else { return tooLong(line) }
        return await conversation.respond(to: line)
    }

    /// The answer to a line too long to be a sentence; `line` may be only its start.
    func tooLong(_ line: String) -> Response {
        var start = String.UnicodeScalarView()
        start.append(contentsOf: line.unicodeScalars.prefix(80))
        return Response(
            input: String(start), language: localizer.language.code, kind: .notUnderstood,
            dialog: localizer.string("Sorry, that’s too long for me."))
    }
}

/// How an assistant is put together from its apps, for the command line and for tests.
package enum AssistantSetup {
    /// The localizer a command needs: the assistant's own catalog, and each of `apps`' tables
    /// with the translations of `language` only (and the source language's). Each app's tables
    /// are its own, so two apps may translate the same key differently. In the pseudo-locale,
    /// app names and Hark's own name are kept as written.
    package static func localizer(
        apps: [AssistantApp], language: Language, indexCache: CatalogIndexCache? = nil
    ) throws -> Localizer {
        var assistant = try LocalizationCatalog(
            urls: PhraseCatalogs.urls(folders: ["Hark"]), languages: [language.code], indexCache: indexCache)
        let names = (apps.map(\.name) + ["Hark", "hark"]).flatMap { $0.split(separator: " ").map(String.init) }
        assistant.pseudoLocalization = PseudoLocalization(keeping: Set(names))
        var seen = Set<String>()
        var tables: [LocalizationTables] = []
        for app in apps where seen.insert(app.localizationDomain).inserted {
            tables.append(
                try LocalizationTables(
                    domain: app.localizationDomain, urls: app.catalogs(), languages: [language.code],
                    indexCache: indexCache)
            )
        }
        return Localizer(language: language, assistant: assistant, apps: tables)
    }

    /// Registers `apps` over `database` and `clock`, in order.
    package static func definitions(of apps: [AssistantApp], database: Database, clock: AppClock) throws
        -> [AppDefinition]
    {
        let environment = AppEnvironment(database: database, clock: clock)
        return try apps.flatMap { try $0.register(environment) }
    }
}

extension AssistantSetup {
    /// What a person needs to know about an error from below the apps: a storage error's
    /// code says whether the data was busy, read-only, full or damaged.
    @Sendable package static func failureKind(of error: any Error) -> FailureKind? {
        guard let error = error as? StorageError else { return nil }
        switch error.code {
        case .busy, .locked: return .busy
        case .readOnly: return .readOnly
        case .full: return .full
        case .corrupt, .notADatabase: return .damaged
        case .ioError, .cannotOpen: return .unavailable
        default: return nil
        }
    }
}

extension Assistant {
    /// Opens the database, registers every app over it and starts a conversation.
    /// `phraseCacheDirectory` keeps the compiled phrases between runs (see `Conversation`).
    static func start(
        apps: [AssistantApp], databasePath: String, localizer: Localizer, clock: AppClock = .system,
        phraseCacheDirectory: URL? = nil
    ) async throws -> Assistant {
        let database = try Database(path: databasePath, applicationID: databaseApplicationID)
        let definitions = try AssistantSetup.definitions(of: apps, database: database, clock: clock)
        let conversation = try await Conversation(
            apps: definitions, localizer: localizer, clock: clock, classifyError: AssistantSetup.failureKind,
            phraseCacheDirectory: phraseCacheDirectory)
        return Assistant(conversation: conversation, localizer: localizer, apps: definitions)
    }
}
