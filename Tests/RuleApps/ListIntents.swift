import Intents

/// Groceries and Chores both answer to "the list": a sentence that names neither is one two
/// apps could mean, and Hark must ask which.
public struct AddGroceryIntent: AppIntent {
    public static let title: LocalizedStringResource = "Add Grocery"
    @Parameter(title: "Item", requestValueDialog: "What should I put on the groceries?") var item: String
    @Dependency private var log: RuleLog
    public init() {}
    public func perform() async throws -> some IntentResult & ProvidesDialog {
        log.add("grocery: \(item)")
        return .result(dialog: "Put \(item) on the groceries.")
    }
}

/// The Chores half of the pair.
public struct AddChoreIntent: AppIntent {
    public static let title: LocalizedStringResource = "Add Chore"
    @Parameter(title: "Chore", requestValueDialog: "What should I put on the chores?") var chore: String
    @Dependency private var log: RuleLog
    public init() {}
    public func perform() async throws -> some IntentResult & ProvidesDialog {
        log.add("chore: \(chore)")
        return .result(dialog: "Put \(chore) on the chores.")
    }
}

struct GroceryShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: AddGroceryIntent(), phrases: ["Put \(\.$item) on \(.applicationName)"], shortTitle: "Add Grocery",
            systemImageName: "cart")
    }
}

struct ChoreShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: AddChoreIntent(), phrases: ["Put \(\.$chore) on \(.applicationName)"], shortTitle: "Add Chore",
            systemImageName: "house")
    }
}
