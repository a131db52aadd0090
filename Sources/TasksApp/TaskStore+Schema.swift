import Storage

extension TaskStore {
    /// The migrations of the "tasks" namespace. Append-only: add a version, never edit one.
    ///
    /// `seq` is the row's insertion order (AUTOINCREMENT never reuses a number, even after
    /// deletes), so lists stay in a stable order whatever the clock says. `id` is the
    /// public identity. `title_key` is the title folded in Swift for search, because
    /// SQLite's `lower()` and `LIKE` fold ASCII only.
    static let migrations = [
        Migration(
            version: 1, name: "create tasks",
            sql: """
                CREATE TABLE tasks (
                    seq INTEGER PRIMARY KEY AUTOINCREMENT,
                    id TEXT NOT NULL UNIQUE CHECK (length(id) = 36),
                    title TEXT NOT NULL,
                    title_key TEXT NOT NULL,
                    is_complete INTEGER NOT NULL DEFAULT 0 CHECK (is_complete IN (0, 1)),
                    priority TEXT NOT NULL DEFAULT 'normal' CHECK (priority IN ('low', 'normal', 'high')),
                    created_at REAL NOT NULL,
                    completed_at REAL,
                    CHECK ((is_complete = 1) = (completed_at IS NOT NULL))
                );
                CREATE INDEX tasks_by_completion ON tasks (is_complete, seq);
                """),
        Migration(
            version: 2, name: "add due dates",
            sql: """
                ALTER TABLE tasks ADD COLUMN due_at REAL;
                """),
    ]

    /// The columns every read selects, in the order `TaskRecord(row:)` expects by name.
    static let columns = "id, title, is_complete, priority, created_at, due_at"
}
