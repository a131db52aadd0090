import Storage
import Testing

/// The examples in Storage's doc comments, run as written.
@Suite("The doc comment examples work")
struct DocExampleTests {
    @Test("Database: an injection attempt is stored as text")
    func database() throws {
        let db = try Database(path: ":memory:")
        try db.execute("CREATE TABLE notes (body TEXT NOT NULL)")
        try db.execute("INSERT INTO notes (body) VALUES (?)", ["'); DROP TABLE notes;--"])
        let bodies = try db.query("SELECT body FROM notes").map { try $0.string("body") }
        #expect(bodies == ["'); DROP TABLE notes;--"])
    }

    @Test("SQLValue: literals of every kind bind")
    func literals() throws {
        let db = try Database(path: ":memory:")
        try db.execute("CREATE TABLE notes (title TEXT, pinned INTEGER, score REAL)")
        try db.execute(
            "INSERT INTO notes (title, pinned, score) VALUES (?, ?, ?)", ["O'Brien's list", true, 4.5])
        #expect(try db.query("SELECT * FROM notes").map(\.values) == [["O'Brien's list", 1, 4.5]])
    }

    @Test("transaction: returns the closure's result")
    func transaction() throws {
        let db = try Database(path: ":memory:")
        try db.execute("CREATE TABLE lists (id INTEGER PRIMARY KEY, name TEXT)")
        let id = try db.transaction { db in
            try db.execute("INSERT INTO lists (name) VALUES (?)", ["Groceries"])
            return db.lastInsertRowID
        }
        #expect(id == 1)
    }

    @Test("Migration: two versions build the table")
    func migration() throws {
        let db = try Database(path: ":memory:")
        let migrations = [
            Migration(version: 1, name: "create notes", sql: "CREATE TABLE notes (body TEXT NOT NULL)"),
            Migration(
                version: 2, name: "pin notes",
                sql: "ALTER TABLE notes ADD COLUMN pinned INTEGER NOT NULL DEFAULT 0"),
        ]
        try db.migrate(migrations, namespace: "notes")
        try db.execute("INSERT INTO notes (body, pinned) VALUES (?, ?)", ["hi", true])
    }

    @Test("StorageError: a constraint is recognized by its code")
    func constraintCode() throws {
        let db = try Database(path: ":memory:")
        try db.execute("CREATE TABLE tasks (id TEXT PRIMARY KEY)")
        try db.execute("INSERT INTO tasks (id) VALUES (?)", ["t1"])
        do {
            try db.execute("INSERT INTO tasks (id) VALUES (?)", ["t1"])
            Issue.record("a duplicate id was accepted")
        } catch let error as StorageError where error.code == .constraint {
            #expect(error.arguments == ["t1"])
        }
    }
}
