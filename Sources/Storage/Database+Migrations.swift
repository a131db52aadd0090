import Foundation

/// Versioned schema migrations, recorded per namespace in `hark_migrations`.
extension Database {
    /// The table where migrations are recorded; it marks a database as written by Storage.
    static let migrationsTable = "hark_migrations"

    /// Applies the migrations of `namespace` that this database has not seen yet, each in
    /// its own transaction, and returns the ones applied by this call.
    ///
    /// `migrations` must ascend by version. What the database already recorded for the
    /// namespace must be exactly its first entries — same versions, same names, in order;
    /// otherwise nothing is applied and a `StorageError` explains the difference (an edited
    /// or reordered history, or a database written by a newer version of the app). Each
    /// namespace — one per app — owns its own history in the same database, so running the
    /// same list again, from this or another connection, applies nothing.
    ///
    /// ```swift
    /// try db.migrate([Migration(version: 1, name: "create notes", sql: "CREATE TABLE notes (body TEXT)")],
    ///                namespace: "notes")
    /// ```
    @discardableResult
    public func migrate(_ migrations: [Migration], namespace: String) throws -> [Migration] {
        try Self.validateOrder(migrations, namespace: namespace)
        // The common case, read only: every migration is already applied. Nothing is written,
        // so opening a database that another process is writing to neither waits nor fails.
        if try isUpToDate(migrations, namespace: namespace) { return [] }
        try execute(
            """
            CREATE TABLE IF NOT EXISTS hark_migrations (
                namespace TEXT NOT NULL,
                version INTEGER NOT NULL CHECK (version > 0),
                name TEXT NOT NULL,
                applied_at REAL NOT NULL,
                PRIMARY KEY (namespace, version)
            )
            """)
        var applied: [Migration] = []
        // One transaction per migration; the history is re-read inside each, so a second
        // process migrating at the same time skips what the first has applied.
        while let migration = try transaction({ db -> Migration? in
            let history = try db.appliedMigrations(namespace: namespace)
            try Self.validateHistory(history, against: migrations, namespace: namespace, path: db.path)
            guard history.count < migrations.count else { return nil }
            let next = migrations[history.count]
            try db.execute(next.sql)
            try db.execute(
                "INSERT INTO hark_migrations (namespace, version, name, applied_at) VALUES (?, ?, ?, ?)",
                [.text(namespace), SQLValue(next.version), .text(next.name), .real(Date().timeIntervalSince1970)])
            return next
        }) {
            applied.append(migration)
        }
        return applied
    }

    /// Whether the recorded history of `namespace` is exactly `migrations` (read only).
    private func isUpToDate(_ migrations: [Migration], namespace: String) throws -> Bool {
        let exists = try query(
            "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'hark_migrations'")
        guard !exists.isEmpty else { return false }
        let history = try appliedMigrations(namespace: namespace)
        try Self.validateHistory(history, against: migrations, namespace: namespace, path: path)
        return history.count == migrations.count
    }

    /// The recorded history of `namespace`, oldest first, as (version, name) pairs.
    private func appliedMigrations(namespace: String) throws -> [(version: Int, name: String)] {
        try query(
            "SELECT version, name FROM hark_migrations WHERE namespace = ? ORDER BY version",
            [.text(namespace)]
        ).map { (try $0.int("version"), try $0.string("name")) }
    }

    private static func validateOrder(_ migrations: [Migration], namespace: String) throws(StorageError) {
        for (previous, next) in zip(migrations, migrations.dropFirst()) where next.version <= previous.version {
            throw migrationError(
                "migrations of \"\(namespace)\" must ascend by version, but \(next.version) "
                    + "\"\(next.name)\" comes after \(previous.version) \"\(previous.name)\"")
        }
        if let first = migrations.first, first.version <= 0 {
            throw migrationError(
                "migration versions of \"\(namespace)\" must be above zero, not \(first.version)")
        }
    }

    private static func validateHistory(
        _ history: [(version: Int, name: String)], against migrations: [Migration], namespace: String, path: String
    ) throws(StorageError) {
        for (index, recorded) in history.enumerated() {
            guard index < migrations.count else {
                throw StorageError(
                    code: .error, .newerVersion, path: path,
                    message: "the database has migration \(recorded.version) \"\(recorded.name)\" of \"\(namespace)\", "
                        + "which this version of the app does not know; was it written by a newer version?")
            }
            let expected = migrations[index]
            guard expected.version == recorded.version, expected.name == recorded.name else {
                throw migrationError(
                    "the migration history of \"\(namespace)\" has changed: the database applied "
                        + "\(recorded.version) \"\(recorded.name)\" where the app now lists "
                        + "\(expected.version) \"\(expected.name)\"; migrations are append-only, "
                        + "add a new version instead of editing or inserting one")
            }
        }
    }

    private static func migrationError(_ message: String) -> StorageError {
        StorageError(code: .error, message: message)
    }
}
