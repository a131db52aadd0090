import Dialog
import Foundation
import Intents
import Localization
import Phrases

/// Two small apps that both answer to "list", for the rule that a sentence two apps could
/// mean is asked about, naming them.
final class ListLog: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String] = []
    func add(_ entry: String) {
        lock.lock()
        entries.append(entry)
        lock.unlock()
    }
    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return entries
    }
}

struct AddGroceryIntent: AppIntent {
    static let title: LocalizedStringResource = "Add Grocery"
    @Parameter(title: "Item") var item: String
    @Dependency var log: ListLog
    init() {}
    func perform() async throws -> some IntentResult & ProvidesDialog {
        log.add("grocery: \(item)")
        return .result(dialog: "Added \(item) to groceries.")
    }
}

struct GroceryShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: AddGroceryIntent(), phrases: ["Put \(\.$item) on \(.applicationName)"], systemImageName: "cart")
    }
}

struct AddChoreIntent: AppIntent {
    static let title: LocalizedStringResource = "Add Chore"
    @Parameter(title: "Chore") var chore: String
    @Dependency var log: ListLog
    init() {}
    func perform() async throws -> some IntentResult & ProvidesDialog {
        log.add("chore: \(chore)")
        return .result(dialog: "Added \(chore) to chores.")
    }
}

struct ChoreShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: AddChoreIntent(), phrases: ["Put \(\.$chore) on \(.applicationName)"], systemImageName: "house")
    }
}

func twoListsConversation(log: ListLog) async throws -> Conversation {
    let dependencies = AppDependencyManager()
    dependencies.add(dependency: log)
    let apps = [
        AppDefinition(
            name: "Groceries", synonyms: ["the list"], shortcuts: GroceryShortcuts.self, dependencies: dependencies),
        AppDefinition(
            name: "Chores", synonyms: ["the list"], shortcuts: ChoreShortcuts.self, dependencies: dependencies),
    ]
    let catalog = try LocalizationCatalog(urls: PhraseCatalogs.all())
    return try await Conversation(apps: apps, localizer: Localizer(language: .english, catalog: catalog))
}
