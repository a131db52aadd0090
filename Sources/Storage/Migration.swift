/// One numbered step of a schema's history, written in SQL.
///
/// Migrations are append-only: once a version has shipped, its name and SQL never change
/// and a new version is added instead. `Database.migrate(_:namespace:)` applies each one
/// once, in its own transaction, and records it.
///
/// ```swift
/// let migrations = [
///     Migration(version: 1, name: "create notes", sql: "CREATE TABLE notes (body TEXT NOT NULL)"),
///     Migration(
///         version: 2, name: "pin notes",
///         sql: "ALTER TABLE notes ADD COLUMN pinned INTEGER NOT NULL DEFAULT 0"),
/// ]
/// try db.migrate(migrations, namespace: "notes")
/// ```
public struct Migration: Sendable, Hashable {
    /// The position in the history; versions ascend, starting anywhere above zero.
    public let version: Int
    /// A short description, recorded and compared on every later run.
    public let name: String
    /// The statements to run; several may be separated by semicolons.
    public let sql: String

    public init(version: Int, name: String, sql: String) {
        self.version = version
        self.name = name
        self.sql = sql
    }
}
