import Foundation

/// A task as the Tasks app stores it: a flat, immutable snapshot read from `TaskStore`.
///
/// Intents turn records into `TaskEntity` values; only `TaskStore` creates them.
public struct TaskRecord: Sendable, Equatable, Identifiable {
    /// How pressing a task is.
    public enum Priority: String, Sendable, CaseIterable {
        case low
        case normal
        case high
    }

    /// The stable identifier, stored as the UUID's string.
    public let id: UUID
    /// The title exactly as given to `TaskStore.add(title:priority:)`.
    public let title: String
    /// Whether the task has been completed.
    public let isComplete: Bool
    /// The task's priority.
    public let priority: Priority
    /// When the task was added, by the store's clock.
    public let createdAt: Date
    /// When the task is due, if the person said.
    public let dueDate: Date?

    public init(id: UUID, title: String, isComplete: Bool, priority: Priority, createdAt: Date, dueDate: Date? = nil) {
        self.id = id
        self.title = title
        self.isComplete = isComplete
        self.priority = priority
        self.createdAt = createdAt
        self.dueDate = dueDate
    }
}
