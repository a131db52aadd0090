import Foundation
import Intents

/// Adds a task with the person's own words as its title, a priority and, if they say one, a
/// due date ("Remind me to pay rent tomorrow at 5 pm in Tasks").
///
/// A task already open with the same title is an expected conflict: the person is asked
/// before a second one is added. What it did can be undone.
public struct AddTaskIntent: AppIntent, UndoableIntent {
    public static let title: LocalizedStringResource = "Add Task"
    public static let description = IntentDescription("Adds a task to your list.")

    @Parameter(title: "Title", requestValueDialog: "What should the task say?")
    var title: String

    @Parameter(title: "Priority", default: .normal)
    var priority: TaskPriority

    @Parameter(title: "Due Date")
    var dueDate: Date?

    @Dependency private var store: TaskStore

    public init() {}

    public static var parameterSummary: some ParameterSummary {
        Summary("Add \(\.$title)") {
            \.$priority
            \.$dueDate
        }
    }

    public func perform() async throws -> some IntentResult & ReturnsValue<TaskEntity> & ProvidesDialog {
        let title = Self.sentenceCased(title)
        if let existing = try store.openTasks(titled: title).first {
            guard try await $title.requestConfirmation(for: title, dialog: "You already have “\(existing.title)”. Add it again?")
            else {
                return .result(value: TaskEntity(existing), dialog: "OK, I didn't add “\(existing.title)” again.")
            }
        }
        let record = try store.add(title: title, priority: priority.record, dueDate: dueDate)
        TasksShortcuts.updateAppShortcutParameters()
        undoManager?.registerUndo(withTarget: store) { store in
            _ = try? store.delete(id: record.id)
            TasksShortcuts.updateAppShortcutParameters()
        }
        undoManager?.setActionName(String(localized: "Add “\(record.title)”"))
        return .result(value: TaskEntity(record), dialog: Self.added(record, now: store.now(), timeZone: store.timeZone))
    }

    /// What adding `record` says: its title, its priority when it is not normal, and when it
    /// is due, relative to `now` ("Added “Pay rent” as urgent, due tomorrow at 5 PM.").
    static func added(_ record: TaskRecord, now: Date, timeZone: TimeZone) -> IntentDialog {
        let title = record.title
        guard let due = record.dueDate.map({ DueDate($0, now: now, timeZone: timeZone).spoken }) else {
            switch record.priority {
            case .high: return "Added “\(title)” as urgent."
            case .low: return "Added “\(title)” as low priority."
            case .normal: return "Added “\(title)”."
            }
        }
        switch record.priority {
        case .high: return "Added “\(title)” as urgent, due \(due)."
        case .low: return "Added “\(title)” as low priority, due \(due)."
        case .normal: return "Added “\(title)”, due \(due)."
        }
    }

    /// The title as said, with its first letter upper-cased ("buy milk" → "Buy milk").
    static func sentenceCased(_ title: String) -> String {
        let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let first = trimmed.first else { return trimmed }
        return first.uppercased() + trimmed.dropFirst()
    }
}
