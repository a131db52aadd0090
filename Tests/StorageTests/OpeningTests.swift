import Foundation
import Storage
import Testing

@Suite("Opening a database file")
struct OpeningTests {
    @Test("a file database uses WAL, full sync, a busy timeout and foreign keys")
    func settings() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let db = try Database(path: scratch.path("hark.sqlite"))
        #expect(try db.query("PRAGMA journal_mode").first?.string("journal_mode") == "wal")
        #expect(try db.query("PRAGMA synchronous").first?.int("synchronous") == 2)
        #expect(try db.query("PRAGMA busy_timeout").first?.values == [5000])
        #expect(try db.query("PRAGMA foreign_keys").first?.int("foreign_keys") == 1)
    }

    @Test("an in-memory database has no write-ahead log")
    func memory() throws {
        let db = try Database(path: ":memory:")
        #expect(try db.query("PRAGMA journal_mode").first?.string("journal_mode") == "memory")
    }

    @Test("missing parent directories are created for the owner only")
    func createsDirectories() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let path = scratch.path("a/b/hark.sqlite")
        _ = try Database(path: path)
        #expect(FileManager.default.fileExists(atPath: path))
        let attributes = try FileManager.default.attributesOfItem(atPath: scratch.path("a/b"))
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o700)
    }

    @Test("a row written by one connection is read by another")
    func twoConnections() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let path = scratch.path("shared.sqlite")
        let writer = try Database(path: path)
        try writer.execute("CREATE TABLE t (v TEXT)")
        try writer.execute("INSERT INTO t (v) VALUES (?)", ["from the writer"])
        let reader = try Database(path: path)
        #expect(try reader.query("SELECT v FROM t").map { try $0.string("v") } == ["from the writer"])
    }

    @Test("data outlives the connection that wrote it")
    func reopen() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let path = scratch.path("hark.sqlite")
        do {
            let db = try Database(path: path)
            try db.execute("CREATE TABLE t (v TEXT)")
            try db.transaction { db in try db.execute("INSERT INTO t (v) VALUES (?)", ["kept"]) }
        }
        let db = try Database(path: path)
        #expect(try db.query("SELECT v FROM t").map { try $0.string("v") } == ["kept"])
    }

    @Test("an empty file becomes a new database")
    func emptyFile() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let db = try Database(path: try scratch.file("empty.sqlite", []))
        try db.execute("CREATE TABLE t (v)")
    }

    static let notDatabases: [(name: String, bytes: [UInt8])] = [
        ("random bytes", pseudoRandomBytes(count: 8192, seed: 7)),
        ("a text file", Array("milk\neggs\nbread\n".utf8)),
        ("a short file", Array("SQLite format 3\u{0}".utf8)),
        (
            "a SQLite header on random bytes",
            Array("SQLite format 3\u{0}".utf8) + pseudoRandomBytes(count: 4080, seed: 8)
        ),
    ]

    @Test("a file that is not a database is refused and left unchanged", arguments: notDatabases)
    func notADatabase(name: String, bytes: [UInt8]) throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let path = try scratch.file("notes.sqlite", bytes)
        let error = try #require(throws: StorageError.self) { try Database(path: path) }
        #expect(error.code == .notADatabase)
        #expect(try scratch.bytes(at: path) == bytes)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.directory.path) == ["notes.sqlite"])
    }

    @Test("a database with a damaged schema page is refused and left unchanged")
    func damagedDatabase() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let path = scratch.path("hark.sqlite")
        do {
            let db = try Database(path: path)
            try db.execute("CREATE TABLE t (v TEXT); INSERT INTO t (v) VALUES ('x')")
        }
        var bytes = try scratch.bytes(at: path)
        for index in 100..<600 { bytes[index] = 0xFF }  // page 1's b-tree header and cells
        try Data(bytes).write(to: URL(fileURLWithPath: path))

        let error = try #require(throws: StorageError.self) { try Database(path: path) }
        #expect([.corrupt, .notADatabase].contains(error.code))
        #expect(try scratch.bytes(at: path) == bytes)
    }

    @Test(
        "a location that cannot be created is an error",
        arguments: ["blocker/hark.sqlite", "blocker/deeper/hark.sqlite"])
    func unwritableLocation(relativePath: String) throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        // A regular file where a directory is needed blocks creation even for root.
        _ = try scratch.file("blocker", Array("not a directory".utf8))
        let error = try #require(throws: StorageError.self) { try Database(path: scratch.path(relativePath)) }
        #expect(error.code == .cannotOpen)
        #expect(error.message.contains("blocker is a file, not a directory"))
        #expect(error.fileProblem?.kind == .cannotCreateFolder(obstacle: scratch.path("blocker"), isFile: true))
    }

    @Test("a read-only directory is an error", .enabled(if: getuid() != 0, "root may write anywhere"))
    func readOnlyDirectory() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let locked = scratch.path("locked")
        try FileManager.default.createDirectory(
            atPath: locked, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o500])
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: locked) }
        let error = try #require(throws: StorageError.self) { try Database(path: locked + "/hark.sqlite") }
        #expect(error.code == .cannotOpen)
    }

    @Test("a directory is not a database")
    func directory() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let error = try #require(throws: StorageError.self) { try Database(path: scratch.directory.path) }
        #expect(error.code == .cannotOpen)
    }

    static let owner: Int32 = 0x4861_726B

    @Test("with an application id, a new database is stamped with it and accepted again")
    func stampsNewDatabase() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let path = scratch.path("hark.sqlite")
        do {
            let db = try Database(path: path, applicationID: Self.owner)
            #expect(try db.query("PRAGMA application_id").first?.values == [.integer(Int64(Self.owner))])
            try db.migrate(
                [Migration(version: 1, name: "notes", sql: "CREATE TABLE notes (body TEXT)")], namespace: "n")
        }
        _ = try Database(path: path, applicationID: Self.owner)
    }

    @Test("another application's database is refused as foreign, before anything is written")
    func foreignDatabase() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let path = scratch.path("theirs.sqlite")
        do {
            let db = try Database(path: path)
            try db.execute("PRAGMA journal_mode = DELETE")
            try db.execute("CREATE TABLE tasks (id INTEGER PRIMARY KEY)")
        }
        let before = try scratch.bytes(at: path)
        let error = try #require(throws: StorageError.self) { try Database(path: path, applicationID: Self.owner) }
        #expect(error.fileProblem == DatabaseFileProblem(path: path, kind: .foreign))
        #expect(try scratch.bytes(at: path) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.directory.path) == ["theirs.sqlite"])
        // Without an owner to check, Storage opens any healthy database.
        _ = try Database(path: path)
    }

    @Test("a database stamped with another application id is foreign even when empty")
    func otherApplicationID() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let path = scratch.path("theirs.sqlite")
        try Database(path: path).execute("PRAGMA application_id = 42")
        let error = try #require(throws: StorageError.self) { try Database(path: path, applicationID: Self.owner) }
        #expect(error.fileProblem?.kind == .foreign)
    }

    @Test("a database Storage migrated before ids were stamped is the owner's, and gets stamped")
    func unstampedMigrations() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let path = scratch.path("old.sqlite")
        try Database(path: path).migrate(
            [Migration(version: 1, name: "notes", sql: "CREATE TABLE notes (body TEXT)")], namespace: "n")
        let db = try Database(path: path, applicationID: Self.owner)
        #expect(try db.query("PRAGMA application_id").first?.values == [.integer(Int64(Self.owner))])
    }

    @Test("a named pipe is refused at once instead of blocking on it")
    func namedPipe() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let path = scratch.path("pipe")
        #expect(mkfifo(path, 0o600) == 0)
        let error = try #require(throws: StorageError.self) { try Database(path: path) }
        #expect(error.fileProblem == DatabaseFileProblem(path: path, kind: .notARegularFile))
    }

    @Test("a read-only file is refused at open", .enabled(if: getuid() != 0, "root may write any file"))
    func readOnlyFile() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let path = scratch.path("hark.sqlite")
        try Database(path: path).execute("CREATE TABLE t (v)")
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        let error = try #require(throws: StorageError.self) { try Database(path: path) }
        #expect(error.code == .readOnly)
        #expect(error.fileProblem?.kind == .readOnly)
    }

    @Test("the integrity check finds nothing wrong with a healthy database")
    func healthy() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let db = try Database(path: scratch.path("hark.sqlite"))
        try db.execute("CREATE TABLE t (v TEXT); INSERT INTO t (v) VALUES ('x')")
        #expect(try db.integrityProblems() == [])
    }
}
