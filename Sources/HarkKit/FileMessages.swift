import Dialog
import Foundation
import Storage
import Terminal

/// One sentence, in the person's language, for a file Hark cannot use — the database or the
/// chat's history: which file, what is wrong with it, and what to do. Never SQL, arguments
/// or SQLite's own wording, except as the detail of a failure no sentence names.
enum FileMessages {
    /// Why the assistant could not start: the database's sentence for a storage error; the
    /// error itself for anything else (a catalog or phrase that does not compile).
    static func startFailure(_ error: any Error, databasePath: String, localizer: Localizer) -> String {
        error is StorageError ? database(error, path: databasePath, localizer: localizer) : "hark: \(error)"
    }

    /// Why the database at `path` (or the file the error names) cannot be used.
    static func database(_ error: any Error, path: String, localizer: Localizer) -> String {
        guard let error = error as? StorageError else {
            return localizer.string(
                "hark: the database %1$@ cannot be used (%2$@). Check the file, or choose another one with --db.",
                .string(path), .string(String(describing: error)))
        }
        let file = error.fileProblem?.path ?? path
        switch error.fileProblem?.kind {
        case .notADatabase:
            return localizer.string(
                "hark: %@ is not a database, so it was left as it is. Choose another file with --db.", .string(file))
        case .foreign:
            return localizer.string(
                "hark: %@ is another application’s database, so it was left as it is. Choose another file with --db.",
                .string(file))
        case .damaged:
            return localizer.string(
                "hark: the database %@ is damaged, so it was left as it is. Restore it from a backup, or choose another file with --db.",
                .string(file))
        case .readOnly:
            return localizer.string(
                "hark: the database %@ is read-only, so nothing can be saved in it. Make it writable, or choose another file with --db.",
                .string(file))
        case .folderReadOnly:
            return localizer.string(
                "hark: the folder of the database %@ is read-only, so nothing can be saved there. Make the folder writable, or choose another file with --db.",
                .string(file))
        case .isFolder:
            return localizer.string(
                "hark: %@ is a folder, not a database file. Choose a file with --db.", .string(file))
        case .notARegularFile:
            return localizer.string(
                "hark: %@ is not a regular file. Choose a database file with --db.", .string(file))
        case .unreadable:
            return localizer.string(
                "hark: the database %@ cannot be read. Check its permissions, or choose another file with --db.",
                .string(file))
        case .cannotCreateFolder(let obstacle, isFile: true):
            return localizer.string(
                "hark: the folder for the database %1$@ cannot be created, because %2$@ is a file. Move that file away, or choose another place with --db.",
                .string(file), .string(obstacle))
        case .cannotCreateFolder(let obstacle, isFile: false):
            return localizer.string(
                "hark: the folder for the database %1$@ cannot be created, because %2$@ is read-only. Make it writable, or choose another place with --db.",
                .string(file), .string(obstacle))
        case .newerVersion:
            return localizer.string(
                "hark: the database %@ was written by a newer version of Hark, so it was left as it is. Update Hark, or choose another file with --db.",
                .string(file))
        case nil:
            if error.code == .busy {
                return localizer.string(
                    "hark: the database %@ is busy: another program has been using it for more than 5 seconds. Try again in a moment.",
                    .string(file))
            }
            return localizer.string(
                "hark: the database %1$@ cannot be used (%2$@). Check the file, or choose another one with --db.",
                .string(file), .string(error.message))
        }
    }

    /// Why no database path could be chosen: no `--db`, no `XDG_DATA_HOME`, no home directory.
    static func noDataHome(localizer: Localizer) -> String {
        localizer.string(
            "hark: HOME is not set, so Hark cannot tell where to keep your data. Set HOME or XDG_DATA_HOME, or choose a database with --db."
        )
    }

    /// Why the chat's history is not saved.
    static func history(_ problem: HistoryProblem, localizer: Localizer) -> String {
        switch problem.kind {
        case .symbolicLink:
            localizer.string(
                "hark: the history file %@ is a symbolic link, so this chat’s history is not saved. Replace it with a regular file to keep history.",
                .string(problem.path))
        case .notARegularFile:
            localizer.string(
                "hark: the history file %@ is not a regular file, so this chat’s history is not saved.",
                .string(problem.path))
        case .ownedByAnotherUser:
            localizer.string(
                "hark: the history file %@ belongs to another user, so this chat’s history is not saved.",
                .string(problem.path))
        case .unusable:
            localizer.string(
                "hark: the history file %@ cannot be read or written, so this chat’s history is not saved. Check its permissions.",
                .string(problem.path))
        }
    }

    /// Why the chat's history is not saved when there is no folder to keep it in.
    static func noStateHome(localizer: Localizer) -> String {
        localizer.string(
            "hark: HOME is not set, so this chat’s history is not saved. Set HOME or XDG_STATE_HOME to keep it.")
    }
}
