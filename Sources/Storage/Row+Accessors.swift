/// Typed reads of a row's columns by name.
///
/// Each non-optional accessor throws on `NULL`; each `optional…` accessor returns `nil` for
/// `NULL`. All throw when the column is missing or holds another storage class. `double`
/// also accepts an integer, because SQLite may store a whole number that way.
extension Row {
    /// The column's text.
    public func string(_ column: String) throws(StorageError) -> String {
        try required(column, optionalString(column), "text")
    }

    /// The column's text, or `nil` for `NULL`.
    public func optionalString(_ column: String) throws(StorageError) -> String? {
        switch try value(column) {
        case .null: return nil
        case .text(let text): return text
        case let other: throw mismatch(column, other, "text")
        }
    }

    /// The column's integer.
    public func int(_ column: String) throws(StorageError) -> Int {
        try required(column, optionalInt(column), "an integer")
    }

    /// The column's integer, or `nil` for `NULL`.
    public func optionalInt(_ column: String) throws(StorageError) -> Int? {
        switch try value(column) {
        case .null: return nil
        case .integer(let integer): return Int(integer)
        case let other: throw mismatch(column, other, "an integer")
        }
    }

    /// The column's Boolean, stored as 0 or 1.
    public func bool(_ column: String) throws(StorageError) -> Bool {
        try required(column, optionalBool(column), "0 or 1")
    }

    /// The column's Boolean, or `nil` for `NULL`.
    public func optionalBool(_ column: String) throws(StorageError) -> Bool? {
        switch try value(column) {
        case .null: return nil
        case .integer(0): return false
        case .integer(1): return true
        case let other: throw mismatch(column, other, "0 or 1")
        }
    }

    /// The column's number as a double.
    public func double(_ column: String) throws(StorageError) -> Double {
        try required(column, optionalDouble(column), "a number")
    }

    /// The column's number as a double, or `nil` for `NULL`.
    public func optionalDouble(_ column: String) throws(StorageError) -> Double? {
        switch try value(column) {
        case .null: return nil
        case .real(let real): return real
        case .integer(let integer): return Double(integer)
        case let other: throw mismatch(column, other, "a number")
        }
    }

    /// The column's bytes.
    public func blob(_ column: String) throws(StorageError) -> [UInt8] {
        switch try value(column) {
        case .blob(let bytes): return bytes
        case let other: throw mismatch(column, other, "a blob")
        }
    }

    private func required<T>(_ column: String, _ value: T?, _ expected: String) throws(StorageError) -> T {
        guard let value else { throw mismatch(column, .null, expected) }
        return value
    }

    private func mismatch(_ column: String, _ value: SQLValue, _ expected: String) -> StorageError {
        StorageError(code: .mismatch, message: "column \"\(column)\" holds \(value), expected \(expected)")
    }
}
