import Foundation
import Storage

extension TaskRecord {
    /// Decodes a row selected with `TaskStore.columns`; a malformed row is a `StorageError`.
    init(row: Row) throws {
        let idText = try row.string("id")
        let priorityText = try row.string("priority")
        guard let id = UUID(uuidString: idText) else {
            throw StorageError(code: .mismatch, message: "tasks.id \(idText.debugDescription) is not a UUID")
        }
        guard let priority = Priority(rawValue: priorityText) else {
            throw StorageError(code: .mismatch, message: "tasks.priority \(priorityText.debugDescription) is unknown")
        }
        self.init(
            id: id, title: try row.string("title"), isComplete: try row.bool("is_complete"),
            priority: priority, createdAt: Date(timeIntervalSince1970: try row.double("created_at")),
            dueDate: try row.optionalDouble("due_at").map(Date.init(timeIntervalSince1970:)))
    }
}
