extension Database {
    /// Writes a consistent copy of the whole database to a new file at `path` (SQLite's
    /// `VACUUM INTO`), while other connections may go on reading and writing. The file must
    /// not exist yet.
    ///
    /// ```swift
    /// try database.copy(to: "/tmp/scratch.sqlite")
    /// ```
    public func copy(to path: String) throws {
        try execute("VACUUM INTO ?", [.text(path)])
    }
}
