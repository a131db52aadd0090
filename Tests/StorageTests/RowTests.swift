import Storage
import Testing

@Suite("A row is read by column name")
struct RowTests {
    let row = Row(
        columns: ["title", "done", "score", "count", "note", "data"],
        values: ["Milk", 1, 2.5, 3, nil, .blob([1, 2])])

    @Test("typed accessors return the stored values")
    func typedAccessors() throws {
        #expect(try row.string("title") == "Milk")
        #expect(try row.bool("done"))
        #expect(try row.double("score") == 2.5)
        #expect(try row.double("count") == 3)
        #expect(try row.int("count") == 3)
        #expect(try row.blob("data") == [1, 2])
        #expect(try row.string("TITLE") == "Milk")
        #expect(row["missing"] == nil)
    }

    @Test("optional accessors turn NULL into nil")
    func optionalAccessors() throws {
        #expect(try row.optionalString("note") == nil)
        #expect(try row.optionalInt("note") == nil)
        #expect(try row.optionalBool("note") == nil)
        #expect(try row.optionalDouble("note") == nil)
        #expect(try row.optionalString("title") == "Milk")
    }

    @Test(
        "a missing column, a NULL or another type is an error",
        arguments: [
            "missing", "note", "title",
        ])
    func mismatches(column: String) {
        #expect(throws: StorageError.self) { try row.int(column) }
    }

    @Test("a Boolean is only 0 or 1")
    func boolRange() {
        #expect(throws: StorageError.self) { try row.bool("count") }
    }
}
