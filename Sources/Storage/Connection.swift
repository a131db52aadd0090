internal import CSQLite

/// One open SQLite connection: the single place where SQLite's C calls are made and their
/// result codes become `StorageError`s.
///
/// It is not thread-safe by itself; `Database` serializes every use behind its lock. Each
/// statement is prepared, bound, stepped and finalized within one call, so no SQLite state
/// outlives the call that created it.
final class Connection {
    let handle: OpaquePointer

    /// Opens `path` with SQLite's `flags`; closes the half-open handle on failure.
    init(path: String, flags: Int32) throws(StorageError) {
        var handle: OpaquePointer?
        let code = sqlite3_open_v2(path, &handle, flags | SQLITE_OPEN_NOMUTEX, nil)
        guard code == SQLITE_OK, let handle else {
            let message =
                handle.map { String(cString: sqlite3_errmsg($0)) }
                ?? String(cString: sqlite3_errstr(code))
            sqlite3_close_v2(handle)
            throw StorageError(
                extendedCode: code, message: "cannot open \(path): \(message)", sql: nil, arguments: [])
        }
        self.handle = handle
        sqlite3_extended_result_codes(handle, 1)
    }

    deinit {
        if let dataVersionStatement { sqlite3_finalize(dataVersionStatement) }
        sqlite3_close_v2(handle)
    }

    /// Whether SQLite opened the main database for reading only (the file is not writable).
    var isReadOnly: Bool { sqlite3_db_readonly(handle, "main") == 1 }

    /// `PRAGMA data_version`, prepared once: it is read before every match.
    private var dataVersionStatement: OpaquePointer?

    /// SQLite's data version of the main database: it changes when another connection (in
    /// this process or another) commits. Nil if it cannot be read.
    var dataVersion: Int64? {
        if dataVersionStatement == nil {
            guard sqlite3_prepare_v2(handle, "PRAGMA data_version", -1, &dataVersionStatement, nil) == SQLITE_OK else {
                dataVersionStatement = nil
                return nil
            }
        }
        guard let statement = dataVersionStatement else { return nil }
        defer { sqlite3_reset(statement) }
        guard sqlite3_step(statement) == SQLITE_ROW else { return nil }
        return sqlite3_column_int64(statement, 0)
    }

    /// Whether no transaction is open.
    var isAutocommit: Bool { sqlite3_get_autocommit(handle) != 0 }

    var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    var changes: Int { Int(sqlite3_changes(handle)) }

    /// Rows changed by this connection since it opened.
    var totalChanges: Int64 { sqlite3_total_changes64(handle) }

    func setBusyTimeout(milliseconds: Int32) {
        sqlite3_busy_timeout(handle, milliseconds)
    }

    /// Runs every statement in `sql`, binding `arguments` to their placeholders in order.
    func execute(_ sql: String, _ arguments: [SQLValue]) throws(StorageError) {
        var remaining = arguments[...]
        try forEachStatement(in: sql, arguments) { (statement) throws(StorageError) in
            let count = Int(sqlite3_bind_parameter_count(statement))
            guard remaining.count >= count else {
                throw misuse("the SQL has more placeholders than the \(arguments.count) arguments", sql, arguments)
            }
            try bind(Array(remaining.prefix(count)), to: statement, sql, arguments)
            remaining = remaining.dropFirst(count)
            while try step(statement, sql, arguments) {}
        }
        guard remaining.isEmpty else {
            throw misuse("the SQL has fewer placeholders than the \(arguments.count) arguments", sql, arguments)
        }
    }

    /// Runs the single statement in `sql` and returns its rows.
    func query(_ sql: String, _ arguments: [SQLValue]) throws(StorageError) -> [Row] {
        var rows: [Row] = []
        var statements = 0
        try forEachStatement(in: sql, arguments) { (statement) throws(StorageError) in
            statements += 1
            guard statements == 1 else {
                throw misuse("a query must be exactly one statement", sql, arguments)
            }
            guard Int(sqlite3_bind_parameter_count(statement)) == arguments.count else {
                throw misuse(
                    "the SQL has \(sqlite3_bind_parameter_count(statement)) placeholders "
                        + "but \(arguments.count) arguments were given", sql, arguments)
            }
            try bind(arguments, to: statement, sql, arguments)
            let columns = (0..<sqlite3_column_count(statement)).map {
                String(cString: sqlite3_column_name(statement, $0))
            }
            while try step(statement, sql, arguments) {
                rows.append(Row(columns: columns, values: columns.indices.map { column(Int32($0), of: statement) }))
            }
        }
        return rows
    }

    /// Prepares each statement of `sql` in turn and hands it to `body`, finalizing it after.
    private func forEachStatement(
        in sql: String, _ arguments: [SQLValue], _ body: (OpaquePointer) throws(StorageError) -> Void
    ) throws(StorageError) {
        let utf8 = Array(sql.utf8CString)
        try utf8.withUnsafeBufferPointer { (buffer) throws(StorageError) in
            guard let start = buffer.baseAddress else { return }
            var cursor = start
            while cursor.pointee != 0 {
                var statement: OpaquePointer?
                var tail: UnsafePointer<CChar>?
                let code = sqlite3_prepare_v3(handle, cursor, -1, 0, &statement, &tail)
                guard code == SQLITE_OK else { throw error(code, sql, arguments) }
                guard let statement else { break }  // only whitespace or comments were left
                defer { sqlite3_finalize(statement) }
                try body(statement)
                guard let tail else { break }
                cursor = tail
            }
        }
    }

    /// Steps once; `true` when a row is available, `false` when the statement is done.
    private func step(
        _ statement: OpaquePointer, _ sql: String, _ arguments: [SQLValue]
    ) throws(StorageError) -> Bool {
        switch sqlite3_step(statement) {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        case let code: throw error(code, sql, arguments)
        }
    }

    private func bind(
        _ values: [SQLValue], to statement: OpaquePointer, _ sql: String, _ arguments: [SQLValue]
    ) throws(StorageError) {
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let code: Int32
            switch value {
            case .null:
                code = sqlite3_bind_null(statement, index)
            case .integer(let integer):
                code = sqlite3_bind_int64(statement, index, integer)
            case .real(let real):
                code = sqlite3_bind_double(statement, index, real)
            case .text(let text):
                // An explicit byte count keeps the whole string; the pointer is never nil.
                code = text.withCString {
                    sqlite3_bind_text64(
                        statement, index, $0, UInt64(text.utf8.count), hark_sqlite_transient(), UInt8(SQLITE_UTF8))
                }
            case .blob(let bytes) where bytes.isEmpty:
                code = sqlite3_bind_zeroblob(statement, index, 0)
            case .blob(let bytes):
                code = bytes.withUnsafeBytes {
                    sqlite3_bind_blob64(statement, index, $0.baseAddress, UInt64($0.count), hark_sqlite_transient())
                }
            }
            guard code == SQLITE_OK else { throw error(code, sql, arguments) }
        }
    }

    private func column(_ index: Int32, of statement: OpaquePointer) -> SQLValue {
        switch sqlite3_column_type(statement, index) {
        case SQLITE_INTEGER:
            return .integer(sqlite3_column_int64(statement, index))
        case SQLITE_FLOAT:
            return .real(sqlite3_column_double(statement, index))
        case SQLITE_TEXT:
            guard let text = sqlite3_column_text(statement, index) else { return .text("") }
            let count = Int(sqlite3_column_bytes(statement, index))
            return .text(String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self))
        case SQLITE_BLOB:
            guard let blob = sqlite3_column_blob(statement, index) else { return .blob([]) }
            let count = Int(sqlite3_column_bytes(statement, index))
            return .blob(Array(UnsafeRawBufferPointer(start: blob, count: count)))
        default:
            return .null
        }
    }

    /// The error for a failed call, with SQLite's current message for this connection.
    func error(_ code: Int32, _ sql: String?, _ arguments: [SQLValue]) -> StorageError {
        StorageError(
            extendedCode: code, message: String(cString: sqlite3_errmsg(handle)), sql: sql, arguments: arguments)
    }

    private func misuse(_ message: String, _ sql: String, _ arguments: [SQLValue]) -> StorageError {
        StorageError(code: .misuse, message: message, sql: sql, arguments: arguments)
    }
}
