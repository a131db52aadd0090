import Intents

/// Says which tasks are still open: urgent ones first, marked as such, then the others,
/// oldest first.
public struct ListTasksIntent: AppIntent {
    public static let title: LocalizedStringResource = "List Tasks"
    public static let description = IntentDescription("Tells you the tasks that are still open.")

    @Dependency private var store: TaskStore

    public init() {}

    public func perform() async throws -> some IntentResult & ProvidesDialog {
        let titles = try store.openTasks().map { task in
            task.priority == .high ? String(localized: "\(task.title) (urgent)") : task.title
        }
        return .result(dialog: "You have \(titles.count) open tasks: \(titles).")
    }
}
