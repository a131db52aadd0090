import Foundation
import Intents
import Storage
import Testing

@testable import TasksApp

@Suite("What the Tasks store keeps for due dates, duplicates, priority and undo")
struct TaskStoreFollowUpTests {
    let store: TaskStore

    init() throws {
        store = try TaskStore(database: try Database(path: ":memory:"))
    }

    @Test("open tasks list the urgent first, then normal, then low, each oldest first")
    func priorityOrder() throws {
        _ = try store.add(title: "Water the plants", priority: .low)
        _ = try store.add(title: "Buy milk")
        _ = try store.add(title: "Pay rent", priority: .high)
        _ = try store.add(title: "Call Sam")
        _ = try store.add(title: "File taxes", priority: .high)
        #expect(try store.openTasks().map(\.title) == ["Pay rent", "File taxes", "Buy milk", "Call Sam", "Water the plants"])
    }

    @Test("an open task with the same title is found whatever its case and accents; a completed one is not")
    func sameTitle() throws {
        let milk = try store.add(title: "Café au lait")
        #expect(try store.openTasks(titled: "CAFE AU LAIT") == [milk])
        _ = try store.complete(id: milk.id)
        #expect(try store.openTasks(titled: "café au lait").isEmpty)
    }

    @Test("a due date is stored and read back to the second")
    func dueDate() throws {
        let due = Date(timeIntervalSince1970: 1_772_643_600)
        let record = try store.add(title: "Pay rent", dueDate: due)
        #expect(record.dueDate == due)
        #expect(try store.all().first?.dueDate == due)
        #expect(try store.add(title: "Call Sam").dueDate == nil)
    }

    @Test("a deleted task is restored as it was, in its place; a completed one reopens")
    func undoing() throws {
        _ = try store.add(title: "Buy milk")
        let sam = try store.add(title: "Call Sam", priority: .high)
        _ = try store.add(title: "Pay rent")
        let place = try store.place(of: sam.id)
        #expect(try store.delete(id: sam.id) == sam)
        try store.restore(sam, at: place)
        #expect(try store.all().map(\.title) == ["Buy milk", "Call Sam", "Pay rent"])
        #expect(try store.tasks(ids: [sam.id]) == [sam])
        _ = try store.complete(id: sam.id)
        #expect(try store.reopen(id: sam.id))
        #expect(try store.openTasks().first == sam)
        #expect(try !store.reopen(id: UUID()))
    }
}

@Suite("A due date said back relative to today")
struct DueDateTests {
    /// Wednesday 4 March 2026, 10:00 UTC.
    static let now = Date(timeIntervalSince1970: 1_772_618_400)
    static let utc = TimeZone(identifier: "UTC")!

    static let cases: [(hours: Double, key: String)] = [
        (-10, "today"), (7, "today at %@"), (14, "tomorrow"), (31, "tomorrow at %@"), (38, "this %@"),
        (79, "this %@ at %@"), (134, "this %@"), (158, "on %@"), (175.5, "on %@ at %@"),
    ]

    @Test("today, tomorrow, this weekday within the week, a day and month beyond; the time when one was said", arguments: cases)
    func spoken(hours: Double, key: String) {
        let date = Self.now.addingTimeInterval(hours * 3600)
        #expect(DueDate(date, now: Self.now, timeZone: Self.utc).spoken.key == key)
    }
}
