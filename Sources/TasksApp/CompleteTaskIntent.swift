import Intents

/// Marks a task as done. A task that is already done is an expected conflict, said as such.
public struct CompleteTaskIntent: AppIntent {
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
            return .result(value: TaskEntity(record), dialog: "Completed “\(record.title)”.")
        case .alreadyComplete(let record):
            return .result(value: TaskEntity(record), dialog: "“\(record.title)” is already complete.")
        case .notFound:
            throw $task.needsValueError()
        }
    }
}
