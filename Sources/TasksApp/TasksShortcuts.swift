import Intents

/// The phrases people say to Tasks.
public struct TasksShortcuts: AppShortcutsProvider {
    public static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: AddTaskIntent(),
            phrases: [
                "Add \(\.$title) to \(.applicationName)",
                "Remind me to \(\.$title) in \(.applicationName)",
                "Add \(\.$priority) task \(\.$title) to \(.applicationName)",
                "Remind me to \(\.$title) \(\.$dueDate) in \(.applicationName)",
                "Add \(\.$title) due \(\.$dueDate) to \(.applicationName)",
            ],
            shortTitle: "Add Task",
            systemImageName: "plus.circle")
        AppShortcut(
            intent: CompleteTaskIntent(),
            phrases: [
                "Complete \(\.$task) in \(.applicationName)",
                "Mark \(\.$task) as done in \(.applicationName)",
                "Complete a task in \(.applicationName)",
            ],
            shortTitle: "Complete Task",
            systemImageName: "checkmark.circle")
        AppShortcut(
            intent: DeleteTaskIntent(),
            phrases: [
                "Delete \(\.$task) from \(.applicationName)",
                "Remove \(\.$task) from \(.applicationName)",
            ],
            shortTitle: "Delete Task",
            systemImageName: "trash")
        AppShortcut(
            intent: ListTasksIntent(),
            phrases: [
                "What's on my list in \(.applicationName)",
                "Show my \(.applicationName)",
            ],
            shortTitle: "List Tasks",
            systemImageName: "list.bullet")
    }

    public static var shortcutTileColor: ShortcutTileColor { .blue }
}
