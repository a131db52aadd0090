import Intents

/// Marks a task as done. A task that is already done is an expected conflict, said as such.
/// Completing can be undone: the task is open again.
public struct CompleteTaskIntent: AppIntent, UndoableIntent {
    public static let title: LocalizedStringResource = "Complete Task"
    public static let description = IntentDescription("Marks a task as done and returns the updated item.")

    @Parameter(
        title: "Task", requestValueDialog: "Which task should I complete?",
        requestDisambiguationDialog: "Which task do you mean?")
    var task: TaskEntity

    @Dependency private var store: TaskStore

    public init() {}

    public static var parameterSummary: some ParameterSummary {
        Summary("Complete \(\.$task)")
    }

    public func perform() async throws -> some IntentResult & ReturnsValue<TaskEntity> & ProvidesDialog {
        switch try store.complete(id: task.id) {
        case .completed(let record):
            TasksShortcuts.updateAppShortcutParameters()
            undoManager?.registerUndo(withTarget: store) { store in
                _ = try? store.reopen(id: record.id)
                TasksShortcuts.updateAppShortcutParameters()
            }
            undoManager?.setActionName(String(localized: "Complete “\(record.title)”"))
            return .result(value: TaskEntity(record), dialog: "Completed “\(record.title)”.")
        case .alreadyComplete(let record):
            return .result(value: TaskEntity(record), dialog: "“\(record.title)” is already complete.")
        case .notFound:
            throw $task.needsValueError()
        }
    }
}
