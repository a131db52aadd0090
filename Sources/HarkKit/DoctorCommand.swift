import Dialog
import Foundation
import Storage

/// `hark doctor [--db PATH]`: checks the whole database file (SQLite's `quick_check`, which
/// reads every page) and says in one sentence whether it is healthy. Opening a database
/// only reads its header and schema; this is the slow, thorough check, run on request.
///
/// Exit status: 0 healthy, or no database yet; 1 damaged (what SQLite found goes to
/// standard error); 2 the database cannot be opened at all, or bad usage.
enum DoctorCommand {
    static func run(_ context: CommandContext) async -> Int32 {
        let localizer = context.localizer
        guard context.operands.isEmpty else {
            Output.writeError(localizer.string("hark: unexpected argument “%@”.", .string(context.operands[0])))
            return 2
        }
        guard let path = context.databasePath() else { return 2 }
        let isFile = path != ":memory:" && !path.isEmpty
        if isFile, !FileManager.default.fileExists(atPath: path) {
            _ = Output.writeLine(
                localizer.string(
                    "There is no database at %@ yet; Hark creates it the first time it saves something.",
                    .string(path)))
            return 0
        }
        let problems: [String]
        do {
            let database = try Database(path: path, applicationID: Assistant.databaseApplicationID)
            problems = try database.integrityProblems()
        } catch let error as StorageError where error.fileProblem?.kind == .damaged || error.code == .corrupt {
            problems = [error.message]
        } catch {
            Output.writeError(FileMessages.database(error, path: path, localizer: localizer))
            return 2
        }
        guard !problems.isEmpty else {
            _ = Output.writeLine(localizer.string("The database %@ is healthy.", .string(path)))
            return 0
        }
        _ = Output.writeLine(
            localizer.string(
                "The database %@ is damaged. Restore it from a backup, or move it away so that Hark starts a new one.",
                .string(path)))
        for problem in problems.prefix(10) { Output.writeError(problem) }
        return 1
    }
}
