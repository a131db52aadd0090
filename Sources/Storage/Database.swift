internal import CSQLite
import Foundation

/// A SQLite database: one connection, safe to use from any task.
///
/// Opening a file decides, before anything is written, whether the file may be used: a file
/// that is not a SQLite database, one SQLite finds damaged, a folder or a device, a file that
/// cannot be written, and — when the opener names its `applicationID` — a database that
/// belongs to another application are all refused with a `StorageError` carrying a
/// ``DatabaseFileProblem``, and left byte-for-byte as they were. A missing file is created,
/// with its parent directories (mode 0700). `":memory:"` opens a private in-memory database.
///
/// Every connection is configured the same way:
/// - `journal_mode=WAL` (files only), so readers in other processes never block the writer;
/// - `busy_timeout` of 5000 ms, so a locked database is waited for rather than failed;
/// - `foreign_keys=ON`, so the schema's references are enforced;
/// - `synchronous=FULL`, so a transaction is durable on disk when `execute` or
///   `transaction` returns — callers may tell a person "saved" right after.
///
/// Opening reads only what it must (the header, the schema); a full integrity check is
/// ``integrityProblems()``, run on request.
///
/// Calls are serialized by a recursive lock; `transaction` holds it for the whole closure,
/// so the closure may use the database it is given while other tasks wait.
///
/// ```swift
/// let db = try Database(path: ":memory:")
/// try db.execute("CREATE TABLE notes (body TEXT NOT NULL)")
/// try db.execute("INSERT INTO notes (body) VALUES (?)", ["'); DROP TABLE notes;--"])
/// let bodies = try db.query("SELECT body FROM notes").map { try $0.string("body") }
/// ```
public final class Database: @unchecked Sendable {
    /// The path given at open, or `":memory:"`.
    public let path: String

    /// Guards `connection`; recursive so a transaction's closure can call back in.
    let lock = NSRecursiveLock()
    let connection: Connection

    /// How long a statement waits for another connection's lock before failing with `.busy`.
    static let busyTimeoutMilliseconds: Int32 = 5000

    /// Opens (or creates) the database at `path`; `":memory:"` is in-memory.
    ///
    /// - Parameter applicationID: The owner's SQLite `application_id`. When given, a file is
    ///   accepted only if it is new or empty, carries this id, or carries none and holds
    ///   nothing but what Storage itself writes (`hark_migrations` and the tables its
    ///   migrations made, from before ids were stamped); a new or unstamped one is stamped.
    ///   Anything else belongs to another application and is refused as `.foreign`.
    /// - Throws: `StorageError` with a ``DatabaseFileProblem`` for a file that cannot be used:
    ///   code `.notADatabase` (not SQLite, or `.foreign`), `.corrupt` (damaged), `.readOnly`,
    ///   or `.cannotOpen` (a folder, a device, a location that cannot be created).
    public init(path: String, applicationID: Int32? = nil) throws {
        self.path = path
        let isFile = !(path == ":memory:" || path.isEmpty)
        var flags = SQLITE_OPEN_READWRITE
        if isFile {
            switch try DatabaseFile.inspect(path) {
            case .missing:
                try DatabaseFile.createParentDirectory(of: path)
                flags |= SQLITE_OPEN_CREATE
            case .empty, .database:
                break
            }
        } else {
            flags |= SQLITE_OPEN_CREATE
        }
        connection = try Self.connect(path: path, flags: flags, isFile: isFile)
        connection.setBusyTimeout(milliseconds: Self.busyTimeoutMilliseconds)
        if isFile {
            try checkWritable()
            let stampedID = try checkOwner(applicationID)
            try enableWriteAheadLog()
            if let applicationID, stampedID != applicationID {
                try connection.execute("PRAGMA application_id = \(applicationID)", [])
            }
        }
        try connection.execute("PRAGMA foreign_keys = ON", [])
        try connection.execute("PRAGMA synchronous = FULL", [])
    }

    /// Runs `sql` — one statement or several separated by semicolons — binding `arguments`
    /// to its `?` placeholders in order. The count of arguments must match the placeholders.
    public func execute(_ sql: String, _ arguments: [SQLValue] = []) throws {
        try lock.withLock { try connection.execute(sql, arguments) }
    }

    /// Runs one statement and returns all its rows.
    public func query(_ sql: String, _ arguments: [SQLValue] = []) throws -> [Row] {
        try lock.withLock { try connection.query(sql, arguments) }
    }

    /// The rowid of the most recent successful INSERT on this connection.
    ///
    /// Read it inside the `transaction` that inserted, as another task's insert may follow.
    public var lastInsertRowID: Int64 {
        lock.withLock { connection.lastInsertRowID }
    }

    /// The number of rows changed by the most recent INSERT, UPDATE or DELETE.
    ///
    /// Read it inside the `transaction` that made the change, for the same reason.
    public var changes: Int {
        lock.withLock { connection.changes }
    }

    /// A token that changes whenever the database's content may have changed: after a
    /// commit by another connection or process (SQLite's `PRAGMA data_version`) or a change
    /// made through this one. Costs one tiny statement; callers compare tokens to know when
    /// to reload what they derived from the data.
    ///
    /// ```swift
    /// let before = db.changeToken
    /// try db.execute("INSERT INTO notes (body) VALUES (?)", ["hi"])
    /// db.changeToken != before  // true
    /// ```
    public var changeToken: UInt64 {
        lock.withLock {
            let external = UInt64(bitPattern: connection.dataVersion ?? -1)
            return external &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(bitPattern: connection.totalChanges)
        }
    }

    /// Opens the connection; a file SQLite cannot open or create is in a folder it may not write.
    private static func connect(path: String, flags: Int32, isFile: Bool) throws(StorageError) -> Connection {
        do {
            return try Connection(path: path, flags: flags)
        } catch  where isFile && error.code == .cannotOpen {
            throw StorageError(
                code: .cannotOpen, .folderReadOnly, path: path, message: "\(error.message); is its folder writable?")
        }
    }

    /// What `PRAGMA quick_check` finds wrong with the file; empty for a healthy database.
    ///
    /// It reads every page, so it takes time in proportion to the file's size: run it on
    /// request (`hark doctor`), not at every open.
    public func integrityProblems() throws -> [String] {
        let problems = try query("PRAGMA quick_check").compactMap { row -> String? in
            guard case .text(let text) = row.values.first else { return nil }
            return text
        }
        return problems == ["ok"] ? [] : problems
    }

    /// Reads the header and the schema — which proves the file is a database SQLite can read
    /// — and decides whether it belongs to the application with `applicationID`. Writes
    /// nothing. Returns the id the file carries.
    private func checkOwner(_ applicationID: Int32?) throws(StorageError) -> Int32 {
        let stamped: Int32
        let tables: [String]
        do throws(StorageError) {
            let id = try connection.query("PRAGMA application_id", []).first?.values.first
            stamped = if case .integer(let value) = id { Int32(truncatingIfNeeded: value) } else { 0 }
            tables = try connection.query("SELECT name FROM sqlite_master WHERE type = 'table'", []).compactMap {
                if case .text(let name) = $0.values.first { name } else { nil }
            }
        } catch  where error.code == .notADatabase || error.code == .corrupt {
            throw StorageError(
                code: .corrupt, .damaged, path: path,
                message: "\(path) is not a healthy SQLite database (\(error.message)); it was left unchanged")
        } catch  where error.code == .readOnly || error.code == .cannotOpen {
            // A database in WAL mode is read through its -shm file, made next to it.
            throw StorageError(
                code: .readOnly, .folderReadOnly, path: path, message: "cannot read \(path): \(error.message)")
        }
        guard let applicationID, stamped != applicationID else { return stamped }
        let isStorages = stamped == 0 && (tables.isEmpty || tables.contains(Self.migrationsTable))
        guard isStorages else {
            throw StorageError(
                code: .notADatabase, .foreign, path: path,
                message: "\(path) is another application's database (application id \(stamped), "
                    + "tables \(tables.sorted().joined(separator: ", "))); it was left unchanged")
        }
        return stamped
    }

    /// Refuses a file SQLite could open only for reading, before anything is written to it.
    private func checkWritable() throws(StorageError) {
        guard connection.isReadOnly else { return }
        throw StorageError(
            code: .readOnly, .readOnly, path: path, message: "\(path) is read-only; it was left unchanged")
    }

    /// Switches to write-ahead logging and checks that it took, which also proves the file
    /// and its directory are writable.
    private func enableWriteAheadLog() throws(StorageError) {
        let sql = "PRAGMA journal_mode = WAL"
        let mode: SQLValue?
        do throws(StorageError) {
            mode = try connection.query(sql, []).first?.values.first
        } catch  where error.code == .readOnly || error.code == .cannotOpen {
            mode = nil
        }
        guard mode == .text("wal") else {
            throw StorageError(
                code: .readOnly, .folderReadOnly, path: path,
                message: "cannot enable write-ahead logging on \(path) (journal mode is \(mode ?? .null)); "
                    + "is its directory read-only?")
        }
    }
}
