import Foundation
import Storage
import Synchronization
import Testing

@testable import TasksApp

/// A clock that starts at a fixed instant and moves one minute per reading.
final class TickingClock: Sendable {
    private let next = Mutex(Date(timeIntervalSince1970: 1_800_000_000))

    func now() -> Date {
        next.withLock { date in
            defer { date += 60 }
            return date
        }
    }
}

@Suite("The task store keeps the Tasks app's tasks")
struct TaskStoreTests {
    let clock = TickingClock()
    let store: TaskStore

    init() throws {
        let clock = clock
        store = try TaskStore(database: try Database(path: ":memory:"), now: { clock.now() })
    }

    @Test("the doc comment example works")
    func docExample() throws {
        let store = try TaskStore(database: try Database(path: ":memory:"))
        let milk = try store.add(title: "Buy milk")
        _ = try store.complete(id: milk.id)
        let found = try store.search("MILK")
        #expect(found.map(\.id) == [milk.id])
        #expect(found.map(\.isComplete) == [true])
    }

    @Test("an added task is open, keeps its title and priority, and is dated by the clock")
    func add() throws {
        let milk = try store.add(title: "Buy milk", priority: .high)
        #expect(milk.title == "Buy milk")
        #expect(!milk.isComplete)
        #expect(milk.priority == .high)
        #expect(milk.createdAt == Date(timeIntervalSince1970: 1_800_000_000))
        #expect(try store.all() == [milk])
        #expect(try store.add(title: "Call Sam").priority == .normal)
    }

    @Test(
        "a title comes back exactly as given",
        arguments: [
            "Buy milk", "buy milk", "  spaces  ", "Say \"hi\" to O'Brien", "'); DROP TABLE tasks;--",
            "50% off_sale \\ LIKE", "Café crème", "👩🏽‍💻 ship it 🎉", "牛乳を買う", "tab\tand\nnewline\u{1}",
        ])
    func titlesRoundTrip(title: String) throws {
        let task = try store.add(title: title)
        #expect(try store.tasks(ids: [task.id]).map(\.title) == [title])
        #expect(try store.all().count == 1)
    }

    @Test("completing a task reports what happened each time")
    func complete() throws {
        let milk = try store.add(title: "Buy milk")
        guard case .completed(let done) = try store.complete(id: milk.id) else {
            Issue.record("expected .completed")
            return
        }
        #expect(done.isComplete)
        #expect(done.id == milk.id)
        #expect(try store.complete(id: milk.id) == .alreadyComplete(done))
        #expect(try store.complete(id: UUID()) == .notFound)
        #expect(try store.all() == [done])
        #expect(try store.openTasks().isEmpty)
    }

    @Test("deleting a task returns it once")
    func delete() throws {
        let milk = try store.add(title: "Buy milk")
        let sam = try store.add(title: "Call Sam")
        #expect(try store.delete(id: milk.id) == milk)
        #expect(try store.delete(id: milk.id) == nil)
        #expect(try store.all() == [sam])
    }

    @Test("open tasks are listed oldest first, even when the clock stands still")
    func openTasksInOrder() throws {
        let store = try TaskStore(database: try Database(path: ":memory:"), now: { Date(timeIntervalSince1970: 0) })
        let titles = ["Buy milk", "Call Sam", "Pay rent", "Water plants"]
        let tasks = try titles.map { try store.add(title: $0) }
        _ = try store.complete(id: tasks[1].id)
        #expect(try store.openTasks().map(\.title) == ["Buy milk", "Pay rent", "Water plants"])
        #expect(try store.all().map(\.title) == titles)
    }

    @Test("recent open tasks are newest first and limited")
    func recentOpen() throws {
        let tasks = try (1...12).map { try store.add(title: "Task \($0)") }
        _ = try store.complete(id: tasks[11].id)
        #expect(try store.recentOpen().map(\.title) == (2...11).reversed().map { "Task \($0)" })
        #expect(try store.recentOpen(limit: 2).map(\.title) == ["Task 11", "Task 10"])
        #expect(try store.recentOpen(limit: 0).isEmpty)
    }

    @Test("tasks are found by id in the order asked, unknown ids left out")
    func byIDs() throws {
        let milk = try store.add(title: "Buy milk")
        let sam = try store.add(title: "Call Sam")
        let rent = try store.add(title: "Pay rent")
        #expect(try store.tasks(ids: [rent.id, UUID(), milk.id]) == [rent, milk])
        #expect(try store.tasks(ids: [sam.id, sam.id]) == [sam, sam])
        #expect(try store.tasks(ids: []) == [])
    }

    @Test("many ids are looked up in one call")
    func manyIDs() throws {
        let tasks = try (0..<30).map { try store.add(title: "Task \($0)") }
        let ids = tasks.map(\.id).reversed() + (0..<1200).map { _ in UUID() }
        #expect(try store.tasks(ids: ids) == tasks.reversed())
    }

    @Test(
        "search ignores case, diacritics and width",
        arguments: [
            ("CAFÉ", "Call the café"), ("cafe", "Call the Café"), ("café", "CAFE run"),
            ("milk", "Buy MILK"), ("ＭＩＬＫ", "buy milk"), ("crème", "Creme brulee"),
            ("  milk ", "Buy milk"), ("牛乳", "牛乳を買う"), ("'); drop", "x'); DROP TABLE tasks;--"),
            ("50%", "50% off"),
        ])
    func searchFolds(query: String, title: String) throws {
        let task = try store.add(title: title)
        _ = try store.add(title: "Unrelated chore")
        #expect(try store.search(query) == [task])
    }

    @Test("search treats % and _ literally")
    func searchIsLiteral() throws {
        _ = try store.add(title: "Buy milk")
        #expect(try store.search("%").isEmpty)
        #expect(try store.search("_").isEmpty)
    }

    @Test("search lists open tasks before completed ones")
    func searchOpenFirst() throws {
        let first = try store.add(title: "Milk for Sam")
        let second = try store.add(title: "Buy milk")
        _ = try store.add(title: "Pay rent")
        let third = try store.add(title: "Oat milk")
        _ = try store.complete(id: first.id)
        #expect(try store.search("milk").map(\.title) == ["Buy milk", "Oat milk", "Milk for Sam"])
        #expect(try store.search("milk").map(\.id) == [second.id, third.id, first.id])
    }

    @Test("tasks survive reopening the database, and migrations run once")
    func persistence() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hark-tasks-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("hark.sqlite").path
        let milk = try TaskStore(database: try Database(path: path)).add(title: "Buy milk", priority: .low)
        let database = try Database(path: path)
        let reopened = try TaskStore(database: database)
        #expect(try reopened.all() == [milk])
        let history = try database.query("SELECT version, name FROM hark_migrations WHERE namespace = ?", ["tasks"])
        #expect(history.map(\.values) == [[1, "create tasks"], [2, "add due dates"]])
    }

    @Test(
        "the schema rejects values the store would never write",
        arguments: [
            "UPDATE tasks SET priority = 'urgent'",
            "UPDATE tasks SET is_complete = 2",
            "UPDATE tasks SET is_complete = 1",  // without completed_at
            "UPDATE tasks SET title = NULL",
            // A second task with the same id.
            "INSERT INTO tasks (id, title, title_key, priority, created_at) SELECT id, title, title_key, priority, 0 FROM tasks",
        ])
    func schemaConstraints(sql: String) throws {
        let database = try Database(path: ":memory:")
        let store = try TaskStore(database: database)
        _ = try store.add(title: "Buy milk")
        let error = try #require(throws: StorageError.self) { try database.execute(sql) }
        #expect(error.code == .constraint)
    }
}
