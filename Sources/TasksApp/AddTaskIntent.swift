import Intents

/// Adds a task with the person's own words as its title.
public struct AddTaskIntent: AppIntent {
    public static let title: LocalizedStringResource = "Add Task"
    public static let description = IntentDescription("Adds a task to your list.")

    @Parameter(title: "Title", requestValueDialog: "What should the task say?")
    var title: String

    @Parameter(title: "Priority", default: .normal)
    var priority: TaskPriority

    @Dependency private var store: TaskStore

    public init() {}

    public static var parameterSummary: some ParameterSummary {
        Summary("Add \(\.$title)") { \.$priority }
    }

    public func perform() async throws -> some IntentResult & ReturnsValue<TaskEntity> & ProvidesDialog {
        let record = try store.add(title: Self.sentenceCased(title), priority: priority.record)
        TasksShortcuts.updateAppShortcutParameters()
        return .result(value: TaskEntity(record), dialog: "Added “\(record.title)”.")
    }

    /// The title as said, with its first letter upper-cased ("buy milk" → "Buy milk").
    static func sentenceCased(_ title: String) -> String {
        let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let first = trimmed.first else { return trimmed }
        return first.uppercased() + trimmed.dropFirst()
    }
}
