/// A failure reported by SQLite or detected by Storage, with everything needed to debug it.
///
/// It carries the SQLite result code, SQLite's message, and — when a statement failed — the
/// SQL and the arguments bound to it; when the file as a whole is the problem, a
/// ``DatabaseFileProblem`` naming it. `description` renders them into one line for logs;
/// what a person sees is decided at the edge, from `code` and `fileProblem`.
///
/// ```swift
/// do { try db.execute("INSERT INTO tasks (id) VALUES (?)", ["t1"]) }
/// catch let error as StorageError where error.code == .constraint { … }
/// ```
public struct StorageError: Error, Sendable, Equatable {
    /// The primary result code (the low byte of `extendedCode`).
    public var code: ResultCode { ResultCode(rawValue: extendedCode & 0xFF) }
    /// SQLite's extended result code, such as 2067 for a UNIQUE constraint.
    public let extendedCode: Int32
    /// SQLite's message, or Storage's own for errors it detects itself.
    public let message: String
    /// The SQL that failed, if a statement was involved.
    public let sql: String?
    /// The arguments bound to `sql`.
    public let arguments: [SQLValue]
    /// What is wrong with the database file as a whole, when that is the failure.
    public let fileProblem: DatabaseFileProblem?

    /// Creates an error; domain services may use it to report rows they cannot decode.
    public init(code: ResultCode, message: String, sql: String? = nil, arguments: [SQLValue] = []) {
        self.init(extendedCode: code.rawValue, message: message, sql: sql, arguments: arguments)
    }

    init(
        extendedCode: Int32, message: String, sql: String?, arguments: [SQLValue],
        fileProblem: DatabaseFileProblem? = nil
    ) {
        self.extendedCode = extendedCode
        self.message = message
        self.sql = sql
        self.arguments = arguments
        self.fileProblem = fileProblem
    }

    /// An error about the file at `path` as a whole.
    init(code: ResultCode, _ kind: DatabaseFileProblem.Kind, path: String, message: String) {
        self.init(
            extendedCode: code.rawValue, message: message, sql: nil, arguments: [],
            fileProblem: DatabaseFileProblem(path: path, kind: kind))
    }
}

extension StorageError: CustomStringConvertible {
    /// One line: `SQLite error 19 (constraint failed): UNIQUE constraint failed: t.id —
    /// in `INSERT INTO t (id) VALUES (?)` with arguments ["a"]`.
    public var description: String {
        var text = "SQLite error \(code.rawValue) (\(code)): \(message)"
        if let sql {
            text += " — in `\(sql)`"
            if !arguments.isEmpty {
                text += " with arguments [\(arguments.map(\.description).joined(separator: ", "))]"
            }
        }
        return text
    }
}
