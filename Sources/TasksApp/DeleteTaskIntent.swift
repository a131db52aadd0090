import Intents

/// Deletes a task, after the person confirms. Deleting can be undone: the task comes back
/// in its place.
public struct DeleteTaskIntent: AppIntent, UndoableIntent {
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
        let place = try store.place(of: task.id)
        guard let deleted = try store.delete(id: task.id) else {
            throw $task.needsValueError()
        }
        TasksShortcuts.updateAppShortcutParameters()
        undoManager?.registerUndo(withTarget: store) { store in
            try? store.restore(deleted, at: place)
            TasksShortcuts.updateAppShortcutParameters()
        }
        undoManager?.setActionName(String(localized: "Delete “\(deleted.title)”"))
        return .result(dialog: "Deleted “\(deleted.title)”.")
    }
}
