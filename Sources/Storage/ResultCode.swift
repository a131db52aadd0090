internal import CSQLite

/// A primary SQLite result code, such as `.constraint` or `.notADatabase`.
///
/// Callers compare against the named constants instead of importing SQLite:
/// `if error.code == .constraint { … }`. The raw value is SQLite's own number, so it can be
/// looked up in SQLite's documentation.
public struct ResultCode: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int32

    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// A generic error, also used for errors Storage itself detects (such as migrations).
    public static let error = ResultCode(rawValue: SQLITE_ERROR)
    /// The database file is locked by another connection beyond the busy timeout.
    public static let busy = ResultCode(rawValue: SQLITE_BUSY)
    /// A table is locked by another statement of a shared cache or the same connection.
    public static let locked = ResultCode(rawValue: SQLITE_LOCKED)
    /// An attempt to write a read-only database.
    public static let readOnly = ResultCode(rawValue: SQLITE_READONLY)
    /// A disk I/O error.
    public static let ioError = ResultCode(rawValue: SQLITE_IOERR)
    /// The database image is malformed.
    public static let corrupt = ResultCode(rawValue: SQLITE_CORRUPT)
    /// The disk is full.
    public static let full = ResultCode(rawValue: SQLITE_FULL)
    /// The database file (or its directory) could not be opened or created.
    public static let cannotOpen = ResultCode(rawValue: SQLITE_CANTOPEN)
    /// A NOT NULL, CHECK, UNIQUE, PRIMARY KEY or FOREIGN KEY constraint failed.
    public static let constraint = ResultCode(rawValue: SQLITE_CONSTRAINT)
    /// A value did not have the expected type (for example a NULL read as text).
    public static let mismatch = ResultCode(rawValue: SQLITE_MISMATCH)
    /// The API was used in a way SQLite does not allow (for example a wrong argument count).
    public static let misuse = ResultCode(rawValue: SQLITE_MISUSE)
    /// A column name or parameter index does not exist.
    public static let range = ResultCode(rawValue: SQLITE_RANGE)
    /// The file is not a SQLite database.
    public static let notADatabase = ResultCode(rawValue: SQLITE_NOTADB)
}

extension ResultCode: CustomStringConvertible {
    /// SQLite's English name for the code, such as "constraint failed".
    public var description: String {
        String(cString: sqlite3_errstr(rawValue))
    }
}
