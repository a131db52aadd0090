import Dialog
import Foundation
import Localization
import Terminal

/// The commands `hark` runs besides the conversation: `hark NAME [options] [operands]`.
enum Subcommand: String, CaseIterable {
    case metadata
    case test
    case lint
    case explain
    case doctor

    /// Runs the command and returns the process's exit status.
    func run(_ context: CommandContext) async -> Int32 {
        switch self {
        case .metadata: await MetadataCommand.run(context)
        case .test: await TestCommand.run(context)
        case .lint: await LintCommand.run(context)
        case .explain: await ExplainCommand.run(context)
        case .doctor: await DoctorCommand.run(context)
        }
    }
}

/// What a subcommand gets: the parsed options, its own operands, and the catalogs.
struct CommandContext {
    let options: CommandLineOptions
    let environment: [String: String]
    let localizer: Localizer
    let apps: [AssistantApp]

    var operands: [String] { options.operands }

    /// The database the options name: `--db`, else the default under the data home; nil
    /// (after saying why) when there is no home directory to find it in.
    func databasePath() -> String? {
        if let path = options.databasePath ?? Assistant.defaultDatabasePath(environment: environment) { return path }
        Output.writeError(FileMessages.noDataHome(localizer: localizer))
        return nil
    }

    /// Starts the assistant over the database the options name (a subcommand that only
    /// reads metadata uses a throwaway in-memory one). When it cannot start, writes the one
    /// sentence that says why — for a database, which file and what to do — and returns nil;
    /// the command then exits 2.
    func assistant(databasePath: String? = nil) async -> Assistant? {
        guard let path = databasePath ?? self.databasePath() else { return nil }
        do {
            return try await Assistant.start(
                apps: apps, databasePath: path, localizer: localizer,
                phraseCacheDirectory: XDGPaths.phraseCache(in: environment))
        } catch {
            Output.writeError(FileMessages.startFailure(error, databasePath: path, localizer: localizer))
            return nil
        }
    }
}
