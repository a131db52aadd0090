import Foundation
import Storage
import Testing

@Suite("A database runs bound statements")
struct DatabaseTests {
    static let values: [SQLValue] = [
        nil, 0, 42, -7, .integer(.max), .integer(.min), 3.25, -0.5, .real(1e300),
        "", "plain", "O'Brien said \"hi\"", "'); DROP TABLE t;--", "%_\\ LIKE wildcards",
        "café ﬁ Ｆｕｌｌ", "👩🏽‍💻🎉", "買い物リスト", "tab\tnew\nline\r\u{1}\u{7F}", "embedded\u{0}nul",
        .blob([]), .blob([0, 1, 2, 255]), .blob(Array(repeating: 0xAB, count: 100)),
    ]

    @Test("a bound value comes back exactly as it went in", arguments: values)
    func roundTrip(value: SQLValue) throws {
        let db = try Database(path: ":memory:")
        try db.execute("CREATE TABLE t (v)")
        try db.execute("INSERT INTO t (v) VALUES (?)", [value])
        let rows = try db.query("SELECT v FROM t WHERE v IS ?", [value])
        #expect(rows.map(\.values) == [[value]])
        #expect(try db.query("SELECT count(*) AS n FROM t").first?.int("n") == 1)
    }

    @Test("SQL metacharacters in a value are data, not SQL")
    func injectionIsInert() throws {
        let db = try Database(path: ":memory:")
        try db.execute("CREATE TABLE t (v TEXT)")
        try db.execute(
            "INSERT INTO t (v) VALUES (?); INSERT INTO t (v) VALUES (?)", ["x'); DROP TABLE t;--", "second"])
        let values = try db.query("SELECT v FROM t ORDER BY rowid").map { try $0.string("v") }
        #expect(values == ["x'); DROP TABLE t;--", "second"])
    }

    @Test("a failed statement reports its code, message, SQL and arguments")
    func errorsCarryTheSQL() throws {
        let db = try Database(path: ":memory:")
        try db.execute("CREATE TABLE t (id TEXT PRIMARY KEY)")
        let sql = "INSERT INTO t (id) VALUES (?)"
        try db.execute(sql, ["a"])
        let error = try #require(throws: StorageError.self) { try db.execute(sql, ["a"]) }
        #expect(error.code == .constraint)
        #expect(error.extendedCode == 1555)  // SQLITE_CONSTRAINT_PRIMARYKEY
        #expect(error.sql == sql)
        #expect(error.arguments == ["a"])
        #expect(error.message.contains("UNIQUE constraint failed: t.id"))
        #expect(error.description.contains(sql))
        #expect(error.description.contains(#"["a"]"#))
    }

    @Test("a syntax error names the SQL that did not compile")
    func syntaxError() throws {
        let db = try Database(path: ":memory:")
        let error = try #require(throws: StorageError.self) { try db.query("SELEKT 1") }
        #expect(error.code == .error)
        #expect(error.sql == "SELEKT 1")
        #expect(error.message.contains("syntax error"))
    }

    @Test(
        "arguments must match the placeholders",
        arguments: [
            ("SELECT ?", [SQLValue]()), ("SELECT ?", [1, 2]), ("SELECT 1", [1]),
        ])
    func argumentCount(sql: String, arguments: [SQLValue]) throws {
        let db = try Database(path: ":memory:")
        #expect(throws: StorageError.self) { try db.query(sql, arguments) }
        #expect(throws: StorageError.self) { try db.execute(sql, arguments) }
    }

    @Test("a query is exactly one statement")
    func queryIsOneStatement() throws {
        let db = try Database(path: ":memory:")
        let error = try #require(throws: StorageError.self) { try db.query("SELECT 1; SELECT 2") }
        #expect(error.code == .misuse)
    }

    @Test("a transaction commits what its closure did")
    func transactionCommits() throws {
        let db = try Database(path: ":memory:")
        try db.execute("CREATE TABLE t (v INTEGER)")
        let rowID = try db.transaction { db in
            try db.execute("INSERT INTO t (v) VALUES (?)", [1])
            try db.execute("INSERT INTO t (v) VALUES (?)", [2])
            return db.lastInsertRowID
        }
        #expect(rowID == 2)
        #expect(try db.query("SELECT v FROM t").count == 2)
    }

    @Test("a transaction whose closure throws leaves nothing behind")
    func transactionRollsBack() throws {
        struct Oops: Error {}
        let db = try Database(path: ":memory:")
        try db.execute("CREATE TABLE t (v INTEGER)")
        #expect(throws: Oops.self) {
            try db.transaction { db in
                try db.execute("INSERT INTO t (v) VALUES (?)", [1])
                throw Oops()
            }
        }
        #expect(try db.query("SELECT v FROM t").isEmpty)
        // The connection is usable again: a new transaction can begin.
        try db.transaction { db in try db.execute("INSERT INTO t (v) VALUES (3)") }
        #expect(try db.query("SELECT v FROM t").map { try $0.int("v") } == [3])
    }

    @Test("a nested transaction that throws undoes only its own changes")
    func nestedTransaction() throws {
        let db = try Database(path: ":memory:")
        try db.execute("CREATE TABLE t (v INTEGER UNIQUE)")
        try db.transaction { db in
            try db.execute("INSERT INTO t (v) VALUES (1)")
            _ = try? db.transaction { db in
                try db.execute("INSERT INTO t (v) VALUES (2)")
                try db.execute("INSERT INTO t (v) VALUES (1)")  // violates UNIQUE
            }
        }
        #expect(try db.query("SELECT v FROM t").map { try $0.int("v") } == [1])
    }

    @Test("changes counts the rows of the last statement")
    func changes() throws {
        let db = try Database(path: ":memory:")
        try db.execute("CREATE TABLE t (v INTEGER)")
        try db.execute("INSERT INTO t (v) VALUES (1), (2), (3)")
        try db.execute("UPDATE t SET v = v + 1 WHERE v > ?", [1])
        #expect(db.changes == 2)
    }

    @Test("foreign keys are enforced")
    func foreignKeys() throws {
        let db = try Database(path: ":memory:")
        #expect(try db.query("PRAGMA foreign_keys").first?.int("foreign_keys") == 1)
        try db.execute(
            """
            CREATE TABLE list (id INTEGER PRIMARY KEY);
            CREATE TABLE item (list_id INTEGER NOT NULL REFERENCES list (id));
            """)
        let error = try #require(throws: StorageError.self) {
            try db.execute("INSERT INTO item (list_id) VALUES (?)", [99])
        }
        #expect(error.code == .constraint)
    }

    @Test("many tasks may use one database at once")
    func concurrentUse() async throws {
        let db = try Database(path: ":memory:")
        try db.execute("CREATE TABLE t (v INTEGER)")
        try await withThrowingTaskGroup(of: Void.self) { group in
            for value in 0..<200 {
                group.addTask {
                    try db.transaction { db in
                        try db.execute("INSERT INTO t (v) VALUES (?)", [SQLValue(value)])
                        #expect(db.changes == 1)
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(try db.query("SELECT count(DISTINCT v) AS n FROM t").first?.int("n") == 200)
    }
}
