import Foundation
import Storage

/// The Tasks app's domain service: the only code that reads or writes the `tasks` table.
///
/// Creating a store runs the app's migrations (namespace "tasks"), so a new database gets
/// its table and an old one is brought up to date. Every change is one transaction, durable
/// when the method returns (see `Database`). Titles are stored exactly as given — the
/// intent decides their capitalization — next to a folded key used by `search(_:)`.
/// Time comes from the injected `now`, so tests and transcripts are deterministic.
///
/// ```swift
/// let store = try TaskStore(database: try Database(path: ":memory:"))
/// let milk = try store.add(title: "Buy milk")
/// _ = try store.complete(id: milk.id)      // .completed(…)
/// let found = try store.search("MILK")     // [milk, now completed]
/// ```
public final class TaskStore: Sendable {
    let database: Database

    /// Changes whenever the stored data may have changed, in this process or another one:
    /// what Hark compares to know when to reload the names people can say.
    public var changeToken: UInt64 { database.changeToken }
    let now: @Sendable () -> Date

    /// Opens the store on `database`, applying any pending migrations.
    public init(database: Database, now: @escaping @Sendable () -> Date = Date.init) throws {
        self.database = database
        self.now = now
        try database.migrate(Self.migrations, namespace: "tasks")
    }

    /// Adds an open task and returns it as stored.
    public func add(title: String, priority: TaskRecord.Priority = .normal) throws -> TaskRecord {
        // Round-trip the time through its stored form, so the record equals what reads return.
        let createdAt = Date(timeIntervalSince1970: now().timeIntervalSince1970)
        let record = TaskRecord(
            id: UUID(), title: title, isComplete: false, priority: priority, createdAt: createdAt)
        try database.execute(
            """
            INSERT INTO tasks (id, title, title_key, is_complete, priority, created_at)
            VALUES (?, ?, ?, 0, ?, ?)
            """,
            [
                .text(record.id.uuidString), .text(title), .text(Self.searchKey(title)),
                .text(priority.rawValue), .real(createdAt.timeIntervalSince1970),
            ])
        return record
    }

    /// Marks a task complete; completing it twice is reported, not repeated.
    public func complete(id: UUID) throws -> CompletionOutcome {
        try database.transaction { db in
            guard let task = try Self.task(id: id, in: db) else { return .notFound }
            guard !task.isComplete else { return .alreadyComplete(task) }
            try db.execute(
                "UPDATE tasks SET is_complete = 1, completed_at = ? WHERE id = ?",
                [.real(now().timeIntervalSince1970), .text(id.uuidString)])
            return .completed(
                TaskRecord(
                    id: task.id, title: task.title, isComplete: true, priority: task.priority,
                    createdAt: task.createdAt))
        }
    }

    /// Deletes a task and returns what it was, or `nil` if there was no such task.
    public func delete(id: UUID) throws -> TaskRecord? {
        try database.transaction { db in
            guard let task = try Self.task(id: id, in: db) else { return nil }
            try db.execute("DELETE FROM tasks WHERE id = ?", [.text(id.uuidString)])
            return task
        }
    }

    /// The open tasks, oldest first.
    public func openTasks() throws -> [TaskRecord] {
        try fetch("WHERE is_complete = 0 ORDER BY seq")
    }

    /// The most recently added open tasks, newest first.
    public func recentOpen(limit: Int = 10) throws -> [TaskRecord] {
        try fetch("WHERE is_complete = 0 ORDER BY seq DESC LIMIT ?", [SQLValue(max(limit, 0))])
    }

    /// Every task, open or complete, oldest first.
    public func all() throws -> [TaskRecord] {
        try fetch("ORDER BY seq")
    }

    /// The tasks with these ids, in the order of `ids`; unknown ids are simply absent.
    ///
    /// An id listed twice gives its task twice.
    public func tasks(ids: [UUID]) throws -> [TaskRecord] {
        var found: [UUID: TaskRecord] = [:]
        // Chunks stay well under SQLite's limit on placeholders per statement.
        let unique = Array(Set(ids))
        for start in stride(from: 0, to: unique.count, by: 500) {
            let chunk = unique[start..<min(start + 500, unique.count)]
            let placeholders = Array(repeating: "?", count: chunk.count).joined(separator: ", ")
            for task in try fetch("WHERE id IN (\(placeholders))", chunk.map { .text($0.uuidString) }) {
                found[task.id] = task
            }
        }
        return ids.compactMap { found[$0] }
    }

    /// The tasks whose title contains `text`, ignoring case, diacritics and width ("CAFÉ"
    /// finds "café"); open tasks first, each group oldest first. Empty text finds all.
    public func search(_ text: String) throws -> [TaskRecord] {
        let key = Self.searchKey(text.trimmingCharacters(in: .whitespacesAndNewlines))
        return try fetch("WHERE instr(title_key, ?) > 0 ORDER BY is_complete, seq", [.text(key)])
    }

    /// The folded form of a title or a search text, compared by substring.
    static func searchKey(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    private func fetch(_ clauses: String, _ arguments: [SQLValue] = []) throws -> [TaskRecord] {
        try database.query("SELECT \(Self.columns) FROM tasks \(clauses)", arguments).map(TaskRecord.init(row:))
    }

    private static func task(id: UUID, in db: Database) throws -> TaskRecord? {
        try db.query("SELECT \(columns) FROM tasks WHERE id = ?", [.text(id.uuidString)])
            .first.map(TaskRecord.init(row:))
    }
}
