import Foundation
import Storage
import TestSupport
import Testing

/// Database files hark cannot use: each is refused at start in one sentence that names the
/// file and what to do, with exit status 2, and is left byte for byte as it was — no
/// journal, no write-ahead log, no new table.
@Suite("Database files that cannot be used are refused and left unchanged")
struct BadDatabaseTests {
    /// What a folder holds: each file's name and bytes.
    static func snapshot(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            files[name] = try Data(contentsOf: folder.appending(path: name))
        }
        return files
    }

    /// A Hark database with one task, written and closed by hark itself.
    static func harkDatabase(in folder: URL) throws -> URL {
        let file = folder.appending(path: "hark.sqlite")
        let result = try hark(["--db", file.path], input: "add buy milk to Tasks\n")
        #expect(result.stdout == "Added “Buy milk”.\n")
        // Fold the write-ahead log into the file, so the folder holds the database alone.
        try Database(path: file.path).execute("PRAGMA wal_checkpoint(TRUNCATE)")
        return file
    }

    @Test(
        "a file that is not a database is refused",
        arguments: [
            Data(repeating: 0xAB, count: 8192), Data("this is not a database\n".utf8),
            Data("SQLite format 3\u{0}".utf8) + Data(repeating: 0x5A, count: 4096), Data("SQLite format 3\u{0}".utf8),
        ])
    func notADatabase(contents: Data) throws {
        let folder = try scratchFolder()
        let file = folder.appending(path: "hark.sqlite")
        try contents.write(to: file)
        let result = try hark(["--db", file.path], input: "add buy milk to Tasks\n")
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(
            result.stderr
                == "hark: \(file.path) is not a database, so it was left as it is. Choose another file with --db.\n")
        #expect(try Self.snapshot(folder) == ["hark.sqlite": contents])
    }

    @Test("another application's SQLite database is refused before anything is written to it")
    func foreignDatabase() throws {
        let folder = try scratchFolder()
        let file = folder.appending(path: "notes.sqlite")
        do {
            let other = try Database(path: file.path)
            try other.execute("PRAGMA journal_mode = DELETE")
            try other.execute("CREATE TABLE tasks (id INTEGER PRIMARY KEY, body TEXT)")
            try other.execute("INSERT INTO tasks (body) VALUES (?)", ["mine"])
        }
        let before = try Self.snapshot(folder)
        #expect(before.keys.sorted() == ["notes.sqlite"])
        let result = try hark(["--db", file.path], input: "add buy milk to Tasks\nshow my Tasks\n")
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(
            result.stderr
                == "hark: \(file.path) is another application’s database, so it was left as it is. Choose another file with --db.\n"
        )
        #expect(try Self.snapshot(folder) == before)
    }

    @Test("a truncated database is refused as damaged")
    func truncatedDatabase() throws {
        let folder = try scratchFolder()
        let file = try Self.harkDatabase(in: folder)
        for _ in 0..<40 { _ = try hark(["--db", file.path], input: "add one more task to fill pages to Tasks\n") }
        try Database(path: file.path).execute("PRAGMA wal_checkpoint(TRUNCATE)")
        let whole = try Data(contentsOf: file)
        let truncated = whole.prefix(4096)
        try truncated.write(to: file)
        let result = try hark(["--db", file.path], input: "show my Tasks\n")
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "hark: the database \(file.path) is damaged, so it was left as it is. Restore it from a backup, or choose another file with --db.\n"
        )
        #expect(try Self.snapshot(folder) == ["hark.sqlite": truncated])
    }

    @Test("a database written by a newer version of Hark is refused")
    func futureSchema() throws {
        let folder = try scratchFolder()
        let file = try Self.harkDatabase(in: folder)
        do {
            let database = try Database(path: file.path)
            try database.execute(
                "INSERT INTO hark_migrations (namespace, version, name, applied_at) VALUES (?, ?, ?, ?)",
                ["tasks", 999, "a table from the future", 0])
        }
        let before = try Self.snapshot(folder)
        #expect(before.keys.sorted() == ["hark.sqlite"])
        let result = try hark(["--db", file.path], input: "show my Tasks\n")
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "hark: the database \(file.path) was written by a newer version of Hark, so it was left as it is. Update Hark, or choose another file with --db.\n"
        )
        #expect(try Self.snapshot(folder) == before)
    }

    @Test("a database of an earlier Hark, without Hark's application id, is still Hark's")
    func unstampedHarkDatabase() throws {
        let folder = try scratchFolder()
        let file = try Self.harkDatabase(in: folder)
        try Database(path: file.path).execute("PRAGMA application_id = 0")
        let result = try hark(["--db", file.path], input: "show my Tasks\n")
        #expect(result.stdout == "You have 1 open task: Buy milk.\n")
        #expect(result.status == 0)
        let stamped = try Database(path: file.path).query("PRAGMA application_id").first?.values.first
        #expect(stamped == .integer(0x4861_726B))
    }

    @Test(
        "a read-only database is refused at start, not at the first change",
        .enabled(if: !Unprivileged.isRoot || Unprivileged.canSwitchUser, "root may write any file"))
    func readOnlyDatabase() throws {
        let folder = try scratchFolder()
        let file = try Self.harkDatabase(in: folder)
        var user: UInt32?
        if Unprivileged.isRoot {
            user = Unprivileged.nobody  // the file and its folder are root's, 0644 and 0755
        } else {
            try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file.path)
        }
        let before = try Self.snapshot(folder)
        let result = try hark(["--db", file.path], input: "add pay rent to Tasks\nshow my Tasks\n", user: user)
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(
            result.stderr
                == "hark: the database \(file.path) is read-only, so nothing can be saved in it. Make it writable, or choose another file with --db.\n"
        )
        #expect(try Self.snapshot(folder) == before)
    }

    @Test(
        "a new database in a read-only folder is refused at start",
        .enabled(if: !Unprivileged.isRoot || Unprivileged.canSwitchUser, "root may write any folder"))
    func readOnlyFolder() throws {
        let folder = try scratchFolder()
        var user: UInt32?
        if Unprivileged.isRoot {
            user = Unprivileged.nobody
        } else {
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
        }
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path) }
        let file = folder.appending(path: "hark.sqlite")
        let result = try hark(["--db", file.path], input: "add pay rent to Tasks\n", user: user)
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "hark: the folder of the database \(file.path) is read-only, so nothing can be saved there. Make the folder writable, or choose another file with --db.\n"
        )
        #expect(try Self.snapshot(folder) == [:])
    }

    @Test("a file where a folder is needed is named, and left alone")
    func fileInTheWay() throws {
        let folder = try scratchFolder()
        let blocker = folder.appending(path: "not-a-folder")
        try Data("x".utf8).write(to: blocker)
        let file = blocker.appending(path: "hark.sqlite")
        let result = try hark(["--db", file.path], input: "add buy milk to Tasks\n")
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "hark: the folder for the database \(file.path) cannot be created, because \(blocker.path) is a file. Move that file away, or choose another place with --db.\n"
        )
        #expect(try Self.snapshot(folder) == ["not-a-folder": Data("x".utf8)])
    }

    @Test("a folder, a device or a pipe is not a database, and nothing waits on it")
    func notAFile() throws {
        let folder = try scratchFolder()
        let pipe = folder.appending(path: "pipe")
        #expect(mkfifo(pipe.path, 0o600) == 0)
        let cases = [
            (folder.path, "hark: \(folder.path) is a folder, not a database file. Choose a file with --db.\n"),
            ("/dev/null", "hark: /dev/null is not a regular file. Choose a database file with --db.\n"),
            (pipe.path, "hark: \(pipe.path) is not a regular file. Choose a database file with --db.\n"),
        ]
        for (path, message) in cases {
            let result = try hark(["--db", path], input: "add buy milk to Tasks\n")
            #expect(result.status == 2)
            #expect(result.stderr == message)
            #expect(!result.timedOut)
        }
    }

    @Test(
        "with no HOME and no user entry, hark says where it cannot keep data instead of guessing",
        .enabled(if: Unprivileged.canSwitchUser, "needs a user id without a home directory"))
    func noHome() throws {
        let result = try hark(
            [], input: "add buy milk to Tasks\n", environment: ["HOME": nil, "XDG_DATA_HOME": nil],
            user: Unprivileged.homeless)
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(
            result.stderr
                == "hark: HOME is not set, so Hark cannot tell where to keep your data. Set HOME or XDG_DATA_HOME, or choose a database with --db.\n"
        )
    }

    @Test("hark doctor says whether the database is healthy, damaged, or not there yet")
    func doctor() throws {
        let folder = try scratchFolder()
        let missing = folder.appending(path: "none.sqlite")
        let absent = try hark(["doctor", "--db", missing.path])
        #expect(absent.status == 0)
        #expect(
            absent.stdout
                == "There is no database at \(missing.path) yet; Hark creates it the first time it saves something.\n")
        #expect(try Self.snapshot(folder) == [:])

        let file = try Self.harkDatabase(in: folder)
        let healthy = try hark(["doctor", "--db", file.path])
        #expect(healthy.status == 0)
        #expect(healthy.stdout == "The database \(file.path) is healthy.\n")

        // Damage a page that opening does not read: the schema is intact, the tasks table's
        // first page is not.
        let lines = (1...40).map { "add fill page \($0) to Tasks\n" }.joined()
        _ = try hark(["--db", file.path], input: lines)
        let database = try Database(path: file.path)
        try database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        let root = try #require(database.query("SELECT rootpage FROM sqlite_schema WHERE name = 'tasks'").first?.values.first)
        guard case .integer(let rootPage) = root else { Issue.record("no tasks table: \(root)"); return }
        var bytes = try Data(contentsOf: file)
        let pageSize = Int(bytes[16]) << 8 | Int(bytes[17])
        let page = (Int(rootPage) - 1) * pageSize
        bytes.replaceSubrange((page + 8)..<(page + pageSize - 8), with: Data(repeating: 0x41, count: pageSize - 16))
        try bytes.write(to: file)
        let damaged = try hark(["doctor", "--db", file.path])
        #expect(damaged.status == 1)
        #expect(
            damaged.stdout
                == "The database \(file.path) is damaged. Restore it from a backup, or move it away so that Hark starts a new one.\n"
        )
        #expect(!damaged.stderr.isEmpty)
    }

    @Test(
        "a file that cannot be read is named in the person's language, with what to do",
        arguments: [
            (
                "en",
                "hark: cannot read the transcript /nonexistent/x.transcript. Check that the file exists and that you may read it."
            ),
            (
                "fr",
                "hark\u{00A0}: impossible de lire la transcription /nonexistent/x.transcript. Vérifiez que le fichier existe et que vous pouvez le lire."
            ),
        ])
    func unreadableTranscript(language: String, message: String) throws {
        let result = try hark(["test", "--lang", language, "/nonexistent/x.transcript"])
        #expect(result.status == 2)
        #expect(result.stderr == message + "\n")
    }

    @Test("database errors are said in the person's language")
    func localizedDatabaseError() throws {
        let folder = try scratchFolder()
        let result = try hark(["--db", folder.path, "--lang", "de"], input: "add buy milk to Tasks\n")
        #expect(result.status == 2)
        #expect(
            result.stderr == "hark: \(folder.path) ist ein Ordner, keine Datenbankdatei. Wähle mit --db eine Datei.\n")
    }
}
