import Dialog
import Foundation
import Intents
import Localization
import PhraseMatcher
import Phrases
import Storage
import Synchronization
import TasksApp
import Testing

// MARK: - Errands: a test app whose entity query is slow

/// The errands an Errands app keeps, in memory.
final class ErrandBook: Sendable {
    private let errands = Mutex<[(id: String, title: String, done: Bool)]>([])

    func add(_ title: String) -> String {
        errands.withLock { errands in
            let id = "e\(errands.count + 1)"
            errands.append((id, title, false))
            return id
        }
    }

    func complete(id: String) -> String? {
        errands.withLock { errands in
            guard let index = errands.firstIndex(where: { $0.id == id }) else { return nil }
            errands[index].done = true
            return errands[index].title
        }
    }

    func open() -> [ErrandEntity] {
        errands.withLock { $0.filter { !$0.done }.map { ErrandEntity(id: $0.id, title: $0.title) } }
    }

    func all() -> [ErrandEntity] {
        errands.withLock { $0.map { ErrandEntity(id: $0.id, title: $0.title) } }
    }
}

struct ErrandEntity: AppEntity {
    let id: String
    let title: String
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Errand" }
    static var defaultQuery: ErrandQuery { ErrandQuery() }
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(title)") }
}

/// Every answer takes a while, as a query over a slow disk or network would: if a turn
/// returned before its vocabulary was reloaded, the next sentence would meet the old one.
struct ErrandQuery: EntityStringQuery {
    @Dependency private var book: ErrandBook
    static let delay = Duration.milliseconds(40)

    func entities(for identifiers: [String]) async throws -> [ErrandEntity] {
        try await Task.sleep(for: Self.delay)
        return book.all().filter { identifiers.contains($0.id) }
    }

    func entities(matching string: String) async throws -> [ErrandEntity] {
        try await Task.sleep(for: Self.delay)
        return book.open().filter { $0.title.lowercased().contains(string.lowercased()) }
    }

    func suggestedEntities() async throws -> [ErrandEntity] {
        try await Task.sleep(for: Self.delay)
        return book.open()
    }
}

struct AddErrandIntent: AppIntent {
    static let title: LocalizedStringResource = "Add Errand"
    @Parameter(title: "Title") var title: String
    @Dependency private var book: ErrandBook
    func perform() async throws -> some IntentResult & ProvidesDialog {
        _ = book.add(title)
        ErrandShortcuts.updateAppShortcutParameters()
        return .result(dialog: "Added \(title).")
    }
}

struct CompleteErrandIntent: AppIntent {
    static let title: LocalizedStringResource = "Complete Errand"
    @Parameter(title: "Errand") var errand: ErrandEntity
    @Dependency private var book: ErrandBook
    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let title = book.complete(id: errand.id) else { throw $errand.needsValueError() }
        ErrandShortcuts.updateAppShortcutParameters()
        return .result(dialog: "Completed \(title).")
    }
}

struct ErrandShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: AddErrandIntent(), phrases: ["Add \(\.$title) to \(.applicationName)"], shortTitle: "Add",
            systemImageName: "plus")
        AppShortcut(
            intent: CompleteErrandIntent(), phrases: ["Complete \(\.$errand) in \(.applicationName)"],
            shortTitle: "Complete", systemImageName: "checkmark")
    }
}

func errandsConversation(book: ErrandBook = ErrandBook()) async throws -> Conversation {
    let dependencies = AppDependencyManager()
    dependencies.add(dependency: book)
    let app = AppDefinition(name: "Errands", shortcuts: ErrandShortcuts.self, dependencies: dependencies)
    return try await Conversation(
        apps: [app], localizer: Localizer(language: .english, catalog: try LocalizationCatalog(urls: PhraseCatalogs.all())))
}

// MARK: - The tests

@Suite("A turn is atomic: what it changed is seen by the next one")
struct TurnAtomicityTests {
    @Test("a name added by one turn is understood by the next, without the app's name, however slow the query")
    func addThenComplete() async throws {
        for round in 1...5 {
            let conversation = try await errandsConversation()
            #expect(await conversation.respond(to: "add water the plants \(round) to Errands").kind == .result)
            let done = await conversation.respond(to: "complete water the plants \(round)")
            #expect(done.dialog == "Completed water the plants \(round).", "round \(round)")
        }
    }

    /// The errand the phrase index alone (no query, no refresh) reads in `sentence`.
    static func indexedErrand(_ sentence: String, in conversation: Conversation) -> SlotValue? {
        conversation.phraseMatches(for: sentence).first?.slots["errand"]?.value
    }

    @Test("when a turn returns, the index itself already holds the name it added")
    func vocabularySeesTheNewName() async throws {
        let conversation = try await errandsConversation()
        #expect(await conversation.respond(to: "complete feed the cat in Errands").kind == .requestValue)
        _ = await conversation.respond(to: "cancel")
        _ = await conversation.respond(to: "add water the plants to Errands")
        #expect(
            Self.indexedErrand("complete water the plants in Errands", in: conversation)
                == .vocabulary(id: "e1", title: "water the plants"))
        _ = await conversation.respond(to: "complete water the plants")
        #expect(
            Self.indexedErrand("complete water the plants in Errands", in: conversation)
                == .text("water the plants"))
    }

    @Test("updateAppShortcutParameters() outside perform(), as an app's service would call it, is seen")
    func updateOutsidePerform() async throws {
        let book = ErrandBook()
        let conversation = try await errandsConversation(book: book)
        #expect(await conversation.respond(to: "complete wash the car in Errands").kind == .requestValue)
        _ = await conversation.respond(to: "cancel")
        _ = book.add("Wash the car")
        ErrandShortcuts.updateAppShortcutParameters()
        _ = await conversation.decision(for: "complete wash the car in Errands")
        #expect(
            Self.indexedErrand("complete wash the car in Errands", in: conversation)
                == .vocabulary(id: "e1", title: "Wash the car"))
        let washed = await conversation.respond(to: "complete wash the car")
        #expect(washed.dialog == "Completed Wash the car.")
    }

    @Test("a task written by another connection (another hark process) is seen after the next turn")
    func otherProcessWrites() async throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "hark-turn-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appending(path: "hark.sqlite").path
        let conversation = try await tasksConversation(database: try Database(path: path))
        _ = await conversation.respond(to: "add buy milk to Tasks")
        #expect(await conversation.respond(to: "complete buy milk in Tasks").dialog == "Completed “Buy milk”.")

        let other = try TaskStore(database: try Database(path: path))
        let plants = try other.add(title: "Water the plants")
        // No updateAppShortcutParameters() in this process: only the store's change token moved.
        _ = await conversation.respond(to: "show my Tasks")
        #expect(
            conversation.phraseMatches(for: "complete water the plants in Tasks").first?.slots["task"]?.value
                == .vocabulary(id: plants.id.uuidString, title: "Water the plants"))
        #expect(await conversation.respond(to: "complete water the plants").dialog == "Completed “Water the plants”.")
    }

    @Test("a question's answer is read after the flow it belongs to, and cancelling ends the flow's task")
    func cancelEndsTheFlow() async throws {
        let conversation = try await errandsConversation()
        _ = await conversation.respond(to: "add walk the dog to Errands")
        #expect(await conversation.respond(to: "complete feed the cat in Errands").kind == .requestValue)
        #expect(await conversation.interrupt()?.kind == .cancelled)
        #expect(await conversation.state == .idle)
        #expect(await conversation.respond(to: "complete walk the dog").dialog == "Completed walk the dog.")
    }
}
