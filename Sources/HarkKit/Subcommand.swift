import Dialog
import Foundation
import Localization

/// The commands `hark` runs besides the conversation: `hark NAME [options] [operands]`.
enum Subcommand: String, CaseIterable {
    case metadata
    case test
    case lint
    case explain

    /// Runs the command and returns the process's exit status.
    func run(_ context: CommandContext) async -> Int32 {
        switch self {
        case .metadata: await MetadataCommand.run(context)
        case .test: await TestCommand.run(context)
        case .lint: await LintCommand.run(context)
        case .explain: await ExplainCommand.run(context)
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

    /// Starts the assistant over the database the options name (a subcommand that only
    /// reads metadata uses a throwaway in-memory one).
    func assistant(databasePath: String? = nil) async throws -> Assistant {
        let path = databasePath ?? options.databasePath ?? Assistant.defaultDatabasePath(environment: environment)
        return try await Assistant.start(apps: apps, databasePath: path, localizer: localizer)
    }
}
