/// A value SQLite stores: one of its five storage classes.
///
/// Every value that reaches SQL travels as an `SQLValue` bound to a `?` placeholder of a
/// prepared statement; values are never spliced into SQL text. Literals make call sites
/// short:
///
/// ```swift
/// try db.execute("INSERT INTO notes (title, pinned, score) VALUES (?, ?, ?)",
///                ["O'Brien's list", true, 4.5])
/// ```
public enum SQLValue: Sendable, Hashable {
    /// SQL `NULL`.
    case null
    /// A 64-bit signed integer (`Bool` is stored as 0 or 1).
    case integer(Int64)
    /// An IEEE 754 double.
    case real(Double)
    /// UTF-8 text; it may contain any character, including quotes and control characters.
    case text(String)
    /// Raw bytes.
    case blob([UInt8])
}

extension SQLValue {
    /// Wraps a Swift integer.
    public init(_ value: Int) { self = .integer(Int64(value)) }

    /// Stores a Boolean as 1 or 0, SQLite's convention.
    public init(_ value: Bool) { self = .integer(value ? 1 : 0) }

    /// Wraps a double.
    public init(_ value: Double) { self = .real(value) }

    /// Wraps text.
    public init(_ value: String) { self = .text(value) }
}
