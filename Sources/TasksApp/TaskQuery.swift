import Foundation
import Intents

/// Finds tasks: by id (ids that no longer exist are left out), by words of their title, and
/// suggests the ten most recent open tasks.
public struct TaskQuery: EntityStringQuery {
    @Dependency private var store: TaskStore

    public init() {}

    public func entities(for identifiers: [UUID]) async throws -> [TaskEntity] {
        try store.tasks(ids: identifiers).map(TaskEntity.init)
    }

    public func entities(matching string: String) async throws -> [TaskEntity] {
        try store.search(string).map(TaskEntity.init)
    }

    public func suggestedEntities() async throws -> [TaskEntity] {
        try store.recentOpen(limit: 10).map(TaskEntity.init)
    }
}
