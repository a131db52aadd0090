import Foundation
import Intents

/// A task as intents see it: a flat snapshot of one row, shown as its title with
/// "Open" or "Completed" beneath.
public struct TaskEntity: AppEntity, Identifiable {
    public let id: UUID
    public let title: String
    public let isComplete: Bool
    public let priority: TaskPriority
    /// When the task is due, if the person said.
    public let dueDate: Date?

    public static var typeDisplayRepresentation: TypeDisplayRepresentation { "Task" }
    public static var defaultQuery: TaskQuery { TaskQuery() }

    public var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(
            title: title,
            subtitle: isComplete ? "Completed" : "Open",
            image: .init(systemName: isComplete ? "checkmark.circle.fill" : "circle"))
    }

    init(_ record: TaskRecord) {
        id = record.id
        title = record.title
        isComplete = record.isComplete
        priority = TaskPriority(record.priority)
        dueDate = record.dueDate
    }
}
