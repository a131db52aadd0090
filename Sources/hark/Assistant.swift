import Dialog
import Foundation
import Intents
import LapsApp
import Localization
import Phrases
import RuleApps
import SoupChefApp
import Storage
import TasksApp
import Terminal

/// The composition root: opens the database, registers the apps, loads the catalogs and
/// starts a conversation. The only place that knows every module.
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

    /// Every sample app, registered over one database and one clock.
    static func registeredApps(database: Database, clock: AppClock) throws -> [AppDefinition] {
        [
            try TasksApp.definition(database: database, clock: clock),
            try LapsApp.definition(database: database, clock: clock),
            try SoupChefApp.definition(database: database, clock: clock),
        ]
    }

    /// The names of the registered apps, said the same way in every language.
    static let appNames = [TasksApp.name, LapsApp.name, SoupChefApp.name]

    /// Which String Catalogs a command needs.
    enum Catalogs {
        /// The assistant's own words (usage, errors about the command line).
        case assistant
        /// The assistant's and the sample apps'.
        case sampleApps
        /// Those and the rule apps' (for `hark test` transcripts that talk to them).
        case withRuleApps

        var folders: [String] {
            switch self {
            case .assistant: ["Hark"]
            case .sampleApps: ["Hark", "Tasks", "Laps", "SoupChef"]
            case .withRuleApps: ["Hark", "Tasks", "Laps", "SoupChef", "RuleApps"]
            }
        }
    }

    /// The catalogs a command needs, with the translations of `language` only (and the
    /// source language's). In the pseudo-locale, app names and Hark's own name are kept as
    /// written.
    static func catalog(_ catalogs: Catalogs = .sampleApps, language: Language) throws -> LocalizationCatalog {
        var catalog = try LocalizationCatalog(urls: PhraseCatalogs.urls(folders: catalogs.folders), languages: [language.code])
        let names = (appNames + ["Hark", "hark"]).flatMap { $0.split(separator: " ").map(String.init) }
        catalog.pseudoLocalization = PseudoLocalization(keeping: Set(names))
        return catalog
    }

    /// Opens the database, registers every app over it and starts a conversation.
    static func start(
        databasePath: String, localizer: Localizer, clock: AppClock = .system, appSet: AppSet = .samples
    ) async throws -> Assistant {
        let database = try Database(path: databasePath, applicationID: databaseApplicationID)
        let apps =
            switch appSet {
            case .samples: try registeredApps(database: database, clock: clock)
            case .rules: RuleApps.definitions()
            }
        let conversation = try await Conversation(
            apps: apps, localizer: localizer, clock: clock, classifyError: Self.failureKind)
        return Assistant(conversation: conversation, localizer: localizer, apps: apps)
    }
}

extension Assistant {
    /// What a person needs to know about an error from below the apps: a storage error's
    /// code says whether the data was busy, read-only, full or damaged.
    @Sendable static func failureKind(of error: any Error) -> FailureKind? {
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

/// Which apps a session talks to: the sample apps, or (for `hark test` transcripts that say
/// `# apps: rules`) the small apps that exist to exercise conversation rules.
enum AppSet: String {
    case samples, rules
}
