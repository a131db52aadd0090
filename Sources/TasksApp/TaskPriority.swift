import Intents

/// How pressing a task is. People may say "urgent" or "important" for high, "medium" for
/// normal, and "not urgent" for low (a denied high is no high: « pas importante », « rien de
/// pressé »).
public enum TaskPriority: String, AppEnum {
    case low, normal, high

    public static var typeDisplayRepresentation: TypeDisplayRepresentation { "Priority" }

    public static var caseDisplayRepresentations: [TaskPriority: DisplayRepresentation] {
        [
            .low: DisplayRepresentation(title: "Low", synonyms: ["Not urgent"]),
            .normal: DisplayRepresentation(title: "Normal", synonyms: ["Medium"]),
            .high: DisplayRepresentation(title: "High", synonyms: ["Urgent", "Important"]),
        ]
    }

    init(_ priority: TaskRecord.Priority) {
        self = TaskPriority(rawValue: priority.rawValue) ?? .normal
    }

    var record: TaskRecord.Priority {
        TaskRecord.Priority(rawValue: rawValue) ?? .normal
    }
}
