/// One result row of a query: column names and their values, read by name with typed
/// accessors.
///
/// Accessors throw a `StorageError` when the column is missing or holds a value of another
/// type, so a schema mistake surfaces as an error that names the column instead of a crash
/// or a silently wrong value. The optional variants map `NULL` to `nil`.
///
/// ```swift
/// for row in try db.query("SELECT title, done FROM tasks WHERE id = ?", [id]) {
///     print(try row.string("title"), try row.bool("done"))
/// }
/// ```
public struct Row: Sendable, Hashable {
    /// The column names, in the order of the SELECT list.
    public let columns: [String]
    /// The values, parallel to `columns`.
    public let values: [SQLValue]

    /// Creates a row; mostly for tests, as queries build rows themselves.
    public init(columns: [String], values: [SQLValue]) {
        precondition(columns.count == values.count, "a row needs one value per column")
        self.columns = columns
        self.values = values
    }

    /// The value of a column, or `nil` if the row has no such column.
    ///
    /// Names are compared exactly first, then ignoring ASCII case, as SQLite does.
    public subscript(column: String) -> SQLValue? {
        index(of: column).map { values[$0] }
    }

    /// The value of a column; throws if the row has no such column.
    public func value(_ column: String) throws(StorageError) -> SQLValue {
        guard let index = index(of: column) else {
            throw StorageError(
                code: .range,
                message: "no column \"\(column)\" in row with columns \(columns)")
        }
        return values[index]
    }

    private func index(of column: String) -> Int? {
        columns.firstIndex(of: column)
            ?? columns.firstIndex { $0.lowercased() == column.lowercased() }
    }
}
