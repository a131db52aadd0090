import Foundation
import Storage
import Testing

@Suite("A database's change token says when its content may have changed")
struct ChangeTokenTests {
    @Test("a write through this connection or another one moves the token; a read does not")
    func movesOnWrites() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "hark-token-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appending(path: "t.sqlite").path
        let db = try Database(path: path)
        try db.execute("CREATE TABLE notes (body TEXT NOT NULL)")
        let start = db.changeToken
        _ = try db.query("SELECT count(*) FROM notes")
        #expect(db.changeToken == start)

        try db.execute("INSERT INTO notes (body) VALUES (?)", ["mine"])
        let afterOwn = db.changeToken
        #expect(afterOwn != start)

        let other = try Database(path: path)
        try other.execute("INSERT INTO notes (body) VALUES (?)", ["theirs"])
        #expect(db.changeToken != afterOwn)
        let settled = db.changeToken
        #expect(db.changeToken == settled)
    }
}
