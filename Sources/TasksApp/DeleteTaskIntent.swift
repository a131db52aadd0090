import Intents

/// Deletes a task, after the person confirms.
public struct DeleteTaskIntent: AppIntent {
    public static let title: LocalizedStringResource = "Delete Task"
    public static let description = IntentDescription("Deletes a task from your list after you confirm.")

    @Parameter(
        title: "Task", requestValueDialog: "Which task should I delete?",
        requestDisambiguationDialog: "Which task do you mean?")
    var task: TaskEntity

    @Dependency private var store: TaskStore

    public init() {}

    public static var parameterSummary: some ParameterSummary {
        Summary("Delete \(\.$task)")
    }

    public func perform() async throws -> some IntentResult & ProvidesDialog {
        guard try await $task.requestConfirmation(for: task, dialog: "Delete “\(task.title)”?") else {
            return .result(dialog: "OK, I kept “\(task.title)”.")
        }
        guard let deleted = try store.delete(id: task.id) else {
            throw $task.needsValueError()
        }
        TasksShortcuts.updateAppShortcutParameters()
        return .result(dialog: "Deleted “\(deleted.title)”.")
    }
}
