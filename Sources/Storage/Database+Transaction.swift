/// Transactions: all of the closure's changes are committed together, or none are.
extension Database {
    /// Runs `body` in a transaction and returns its result.
    ///
    /// The transaction starts with `BEGIN IMMEDIATE`, so it holds the write lock from the
    /// start and cannot fail half-way with a busy error; it commits when `body` returns and
    /// rolls back when `body` throws (the error is rethrown). Called inside another
    /// transaction it becomes a savepoint, undone alone if its body throws. Other tasks
    /// wait until it ends.
    ///
    /// ```swift
    /// let id = try db.transaction { db in
    ///     try db.execute("INSERT INTO lists (name) VALUES (?)", ["Groceries"])
    ///     return db.lastInsertRowID
    /// }
    /// ```
    public func transaction<T>(_ body: (Database) throws -> T) throws -> T {
        try lock.withLock {
            let nested = !connection.isAutocommit
            try connection.execute(nested ? "SAVEPOINT hark_nested" : "BEGIN IMMEDIATE", [])
            do {
                let result = try body(self)
                try connection.execute(nested ? "RELEASE hark_nested" : "COMMIT", [])
                return result
            } catch {
                if nested {
                    try? connection.execute("ROLLBACK TO hark_nested; RELEASE hark_nested", [])
                } else if !connection.isAutocommit {
                    try? connection.execute("ROLLBACK", [])
                }
                throw error
            }
        }
    }
}
