/// What is wrong with a database file as a whole: why it cannot be opened, or used.
///
/// A `StorageError` about the file rather than about one statement carries one, so the
/// edge can say, in the person's language, which file it is and what to do about it,
/// without reading SQLite's English messages.
///
/// ```swift
/// catch let error as StorageError {
///     if case .foreign = error.fileProblem?.kind { print("\(error.fileProblem!.path) is not Hark's") }
/// }
/// ```
public struct DatabaseFileProblem: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// The file is not a SQLite database at all.
        case notADatabase
        /// The file is a SQLite database that SQLite finds damaged.
        case damaged
        /// A healthy SQLite database that belongs to another application.
        case foreign
        /// The file cannot be written (permissions, a read-only mount).
        case readOnly
        /// The file is writable but its folder is not, so the write-ahead log cannot be made.
        case folderReadOnly
        /// The path names a folder.
        case isFolder
        /// The path names something other than a regular file (a device, a pipe, a socket).
        case notARegularFile
        /// The file exists but cannot be read; `errno` says why.
        case unreadable(errno: Int32)
        /// A folder above the file cannot be created; `obstacle` is the path in the way.
        case cannotCreateFolder(obstacle: String, isFile: Bool)
        /// The database was written by a newer version of the application.
        case newerVersion
    }

    /// The database file, as given when it was opened.
    public let path: String
    public let kind: Kind

    public init(path: String, kind: Kind) {
        self.path = path
        self.kind = kind
    }
}
