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
    /// Where "today" and "tomorrow" are: the clock's time zone.
    let timeZone: TimeZone

    /// Opens the store on `database`, applying any pending migrations.
    public init(
        database: Database, now: @escaping @Sendable () -> Date = Date.init, timeZone: TimeZone = .autoupdatingCurrent
    ) throws {
        self.database = database
        self.now = now
        self.timeZone = timeZone
        try database.migrate(Self.migrations, namespace: "tasks")
    }

    /// Adds an open task and returns it as stored.
    public func add(title: String, priority: TaskRecord.Priority = .normal, dueDate: Date? = nil) throws -> TaskRecord {
        // Round-trip the times through their stored form, so the record equals what reads return.
        let createdAt = Date(timeIntervalSince1970: now().timeIntervalSince1970)
        let record = TaskRecord(
            id: UUID(), title: title, isComplete: false, priority: priority, createdAt: createdAt,
            dueDate: dueDate.map { Date(timeIntervalSince1970: $0.timeIntervalSince1970) })
        try insert(record, seq: nil, completedAt: nil, in: database)
        return record
    }

    /// Puts back a task exactly as it was, in its old place in the list: what undoing a
    /// delete does. Nothing happens if a task with its id exists.
    public func restore(_ record: TaskRecord, at seq: Int?) throws {
        try database.transaction { db in
            guard try Self.task(id: record.id, in: db) == nil else { return }
            try self.insert(record, seq: seq, completedAt: record.isComplete ? self.now() : nil, in: db)
        }
    }

    /// The task's place in the list (its insertion order), to restore it there.
    public func place(of id: UUID) throws -> Int? {
        try database.query("SELECT seq FROM tasks WHERE id = ?", [.text(id.uuidString)]).first.map { try $0.int("seq") }
    }

    /// Marks a completed task open again; false when there is no such task.
    @discardableResult
    public func reopen(id: UUID) throws -> Bool {
        try database.transaction { db in
            guard try Self.task(id: id, in: db) != nil else { return false }
            try db.execute(
                "UPDATE tasks SET is_complete = 0, completed_at = NULL WHERE id = ?", [.text(id.uuidString)])
            return true
        }
    }

    /// The open tasks whose title is `title`, ignoring case, diacritics and width.
    public func openTasks(titled title: String) throws -> [TaskRecord] {
        let key = Self.searchKey(title.trimmingCharacters(in: .whitespacesAndNewlines))
        return try fetch("WHERE is_complete = 0 AND title_key = ? ORDER BY seq", [.text(key)])
    }

    private func insert(_ record: TaskRecord, seq: Int?, completedAt: Date?, in db: Database) throws {
        try db.execute(
            """
            INSERT INTO tasks (seq, id, title, title_key, is_complete, priority, created_at, completed_at, due_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
            [
                seq.map { SQLValue($0) } ?? .null, .text(record.id.uuidString), .text(record.title),
                .text(Self.searchKey(record.title)), SQLValue(record.isComplete ? 1 : 0), .text(record.priority.rawValue),
                .real(record.createdAt.timeIntervalSince1970), completedAt.map { .real($0.timeIntervalSince1970) } ?? .null,
                record.dueDate.map { .real($0.timeIntervalSince1970) } ?? .null,
            ])
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
                    createdAt: task.createdAt, dueDate: task.dueDate))
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

    /// The open tasks, the most pressing first (high priority, then normal, then low), each
    /// group oldest first.
    public func openTasks() throws -> [TaskRecord] {
        try fetch("WHERE is_complete = 0 ORDER BY CASE priority WHEN 'high' THEN 0 WHEN 'normal' THEN 1 ELSE 2 END, seq")
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
