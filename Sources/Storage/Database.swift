internal import CSQLite
import Foundation

/// A SQLite database: one connection, safe to use from any task.
///
/// Opening a file checks it before anything is written: a file that is not a SQLite
/// database, or one SQLite finds malformed, is refused with a `StorageError` and left
/// byte-for-byte as it was. A missing file is created, with its parent directories (mode
/// 0700). `":memory:"` opens a private in-memory database.
///
/// Every connection is configured the same way:
/// - `journal_mode=WAL` (files only), so readers in other processes never block the writer;
/// - `busy_timeout` of 5000 ms, so a locked database is waited for rather than failed;
/// - `foreign_keys=ON`, so the schema's references are enforced;
/// - `synchronous=FULL`, so a transaction is durable on disk when `execute` or
///   `transaction` returns — callers may tell a person "saved" right after.
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
    /// Throws `StorageError` with code `.notADatabase` or `.corrupt` for a file that is not a
    /// healthy database, and `.cannotOpen` or `.readOnly` for a location that cannot be
    /// created or written.
    public init(path: String) throws {
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
        connection = try Connection(path: path, flags: flags)
        connection.setBusyTimeout(milliseconds: Self.busyTimeoutMilliseconds)
        if isFile {
            try checkIntegrity()
            try enableWriteAheadLog()
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

    /// Reads the schema and runs `PRAGMA quick_check`, which only reads the file.
    private func checkIntegrity() throws(StorageError) {
        do throws(StorageError) {
            _ = try connection.query("SELECT count(*) FROM sqlite_master", [])
            let problems = try connection.query("PRAGMA quick_check", []).compactMap { $0.values.first }
            guard problems == [.text("ok")] else {
                throw StorageError(
                    code: .corrupt,
                    message: "\(path) failed its integrity check: "
                        + problems.map(\.description).joined(separator: "; "))
            }
        } catch  where error.code == .notADatabase || error.code == .corrupt {
            throw StorageError(
                extendedCode: error.extendedCode,
                message: "\(path) is not a healthy SQLite database (\(error.message)); it was left unchanged",
                sql: error.sql, arguments: error.arguments)
        }
    }

    /// Switches to write-ahead logging and checks that it took, which also proves the file
    /// and its directory are writable.
    private func enableWriteAheadLog() throws(StorageError) {
        let sql = "PRAGMA journal_mode = WAL"
        let mode = try connection.query(sql, []).first?.values.first
        guard mode == .text("wal") else {
            throw StorageError(
                code: .readOnly,
                message: "cannot enable write-ahead logging on \(path) (journal mode is \(mode ?? .null)); "
                    + "is the file or its directory read-only?",
                sql: sql)
        }
    }
}
