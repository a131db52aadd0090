import Foundation
import Storage
import TestSupport
import Testing

@Suite("A database another process is writing to")
struct BusyDatabaseTests {
    @Test("a change that cannot be made is one sentence for the person, the details go to stderr, and the session goes on")
    func lockedForWriting() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appending(path: "hark.sqlite").path
        #expect(try hark(["--db", path], input: "add buy milk to Tasks\n").stdout == "Added “Buy milk”.\n")

        // Another process holds the write lock for longer than hark waits for it.
        let holder = try Database(path: path)
        try holder.execute("BEGIN IMMEDIATE")
        defer { try? holder.execute("ROLLBACK") }
        let result = try hark(["--db", path], input: "add pay rent to Tasks\nshow my Tasks\n")
        #expect(
            result.stdout == """
                Tasks is busy right now, so nothing was changed. Please try again.
                You have 1 open task: Buy milk.

                """)
        #expect(result.status == 1)
        let details = result.stderr.split(separator: "\n")
        #expect(details.count == 1)
        #expect(details.first?.contains("database is locked") == true, "\(result.stderr)")
        #expect(details.first?.contains("INSERT INTO tasks") == true, "\(result.stderr)")

        // Nothing half-done was kept: the task that was refused is not there once the lock is gone.
        try holder.execute("ROLLBACK")
        #expect(try hark(["--db", path], input: "show my Tasks\n").stdout == "You have 1 open task: Buy milk.\n")
    }

    @Test("with --json the sentence is the dialog and the details are the error field")
    func lockedForWritingJSON() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appending(path: "hark.sqlite").path
        _ = try hark(["--db", path], input: "add buy milk to Tasks\n")
        let holder = try Database(path: path)
        try holder.execute("BEGIN IMMEDIATE")
        defer { try? holder.execute("ROLLBACK") }
        let result = try hark(["--db", path, "--json"], input: "complete buy milk in Tasks\n")
        let object = try #require(
            JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["kind"] as? String == "error")
        #expect(object["dialog"] as? String == "Tasks is busy right now, so nothing was changed. Please try again.")
        #expect((object["error"] as? String)?.contains("database is locked") == true)
    }
}
