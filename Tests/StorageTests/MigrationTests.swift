import Foundation
import Storage
import Testing

@Suite("Migrations are applied once, in order")
struct MigrationTests {
    static let v1 = Migration(version: 1, name: "create notes", sql: "CREATE TABLE notes (body TEXT NOT NULL)")
    static let v2 = Migration(
        version: 2, name: "pin notes", sql: "ALTER TABLE notes ADD COLUMN pinned INTEGER NOT NULL DEFAULT 0")
    static let v3 = Migration(
        version: 3, name: "index pins",
        sql: "CREATE INDEX notes_pinned ON notes (pinned); INSERT INTO notes (body) VALUES ('welcome')")

    @Test("each migration runs once and is recorded")
    func appliedOnceAndRecorded() throws {
        let db = try Database(path: ":memory:")
        #expect(try db.migrate([Self.v1, Self.v2], namespace: "notes") == [Self.v1, Self.v2])
        #expect(try db.migrate([Self.v1, Self.v2], namespace: "notes") == [])
        let history = try db.query("SELECT namespace, version, name, applied_at FROM hark_migrations ORDER BY version")
        #expect(try history.map { try $0.string("namespace") } == ["notes", "notes"])
        #expect(try history.map { try $0.int("version") } == [1, 2])
        #expect(try history.map { try $0.string("name") } == ["create notes", "pin notes"])
        #expect(try history.allSatisfy { try $0.double("applied_at") > 0 })
    }

    @Test("a new version is applied alone, also after reopening the file")
    func appendAcrossReopen() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let path = scratch.path("hark.sqlite")
        #expect(try Database(path: path).migrate([Self.v1], namespace: "notes") == [Self.v1])
        #expect(try Database(path: path).migrate([Self.v1], namespace: "notes") == [])
        let db = try Database(path: path)
        #expect(try db.migrate([Self.v1, Self.v2, Self.v3], namespace: "notes") == [Self.v2, Self.v3])
        #expect(try db.query("SELECT body, pinned FROM notes").map(\.values) == [["welcome", 0]])
    }

    @Test("namespaces keep separate histories")
    func namespaces() throws {
        let db = try Database(path: ":memory:")
        try db.migrate([Self.v1], namespace: "notes")
        let other = Migration(version: 1, name: "create laps", sql: "CREATE TABLE laps (ms INTEGER)")
        #expect(try db.migrate([other], namespace: "laps") == [other])
        #expect(try db.query("SELECT count(*) AS n FROM hark_migrations").first?.int("n") == 2)
    }

    @Test(
        "a history that differs from what was applied is refused",
        arguments: [
            [Migration(version: 1, name: "make notes", sql: MigrationTests.v1.sql), MigrationTests.v2],
            [MigrationTests.v2],
            [Migration(version: 1, name: "create notes", sql: ""), Migration(version: 3, name: "pin notes", sql: "")],
            [MigrationTests.v1],
        ])
    func changedHistory(migrations: [Migration]) throws {
        let db = try Database(path: ":memory:")
        try db.migrate([Self.v1, Self.v2], namespace: "notes")
        let error = try #require(throws: StorageError.self) { try db.migrate(migrations, namespace: "notes") }
        #expect(error.message.contains("\"notes\""))
        #expect(error.message.contains("append-only") || error.message.contains("newer version"))
    }

    @Test("a history longer than the app's is a database from a newer version, said as such")
    func newerVersion() throws {
        let db = try Database(path: ":memory:")
        try db.migrate([Self.v1, Self.v2], namespace: "notes")
        let error = try #require(throws: StorageError.self) { try db.migrate([Self.v1], namespace: "notes") }
        #expect(error.fileProblem == DatabaseFileProblem(path: ":memory:", kind: .newerVersion))
    }

    @Test(
        "versions out of order are refused before anything runs",
        arguments: [
            [MigrationTests.v2, MigrationTests.v1],
            [MigrationTests.v1, MigrationTests.v1],
            [Migration(version: 0, name: "zero", sql: "")],
        ])
    func outOfOrder(migrations: [Migration]) throws {
        let db = try Database(path: ":memory:")
        #expect(throws: StorageError.self) { try db.migrate(migrations, namespace: "notes") }
        #expect(try db.query("SELECT name FROM sqlite_master WHERE name = 'notes'").isEmpty)
    }

    @Test("a failing migration leaves neither changes nor a record")
    func failingMigration() throws {
        let db = try Database(path: ":memory:")
        let broken = Migration(
            version: 2, name: "broken", sql: "CREATE TABLE extra (v); INSERT INTO nowhere VALUES (1)")
        let error = try #require(throws: StorageError.self) { try db.migrate([Self.v1, broken], namespace: "notes") }
        #expect(error.sql == broken.sql)
        #expect(try db.query("SELECT name FROM sqlite_master WHERE name = 'extra'").isEmpty)
        #expect(try db.query("SELECT version FROM hark_migrations").map { try $0.int("version") } == [1])
    }
}
