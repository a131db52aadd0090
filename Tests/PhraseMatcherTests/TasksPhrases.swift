@testable import PhraseMatcher

/// The Tasks app's contract phrases (PRODUCT.md) as a phrase set.
enum TasksPhrases {
    static let phrases: [Phrase] = [
        Phrase(id: "Tasks.AddTaskIntent", template: "Add ${title} to ${applicationName}"),
        Phrase(id: "Tasks.AddTaskIntent", template: "Remind me to ${title} in ${applicationName}"),
        Phrase(id: "Tasks.AddTaskIntent", template: "Add ${priority} task ${title} to ${applicationName}"),
        Phrase(id: "Tasks.CompleteTaskIntent", template: "Complete ${task} in ${applicationName}"),
        Phrase(id: "Tasks.CompleteTaskIntent", template: "Mark ${task} as done in ${applicationName}"),
        Phrase(id: "Tasks.CompleteTaskIntent", template: "Complete a task in ${applicationName}"),
        Phrase(id: "Tasks.DeleteTaskIntent", template: "Delete ${task} from ${applicationName}"),
        Phrase(id: "Tasks.DeleteTaskIntent", template: "Remove ${task} from ${applicationName}"),
        Phrase(id: "Tasks.ListTasksIntent", template: "What's on my list in ${applicationName}"),
        Phrase(id: "Tasks.ListTasksIntent", template: "Show my ${applicationName}"),
    ]

    static let slots: [String: SlotDefinition] = [
        "applicationName": .vocabulary([VocabularyValue(id: "Tasks", title: "Tasks")]),
        "priority": .vocabulary([
            VocabularyValue(id: "low", title: "low"),
            VocabularyValue(id: "normal", title: "normal"),
            VocabularyValue(id: "high", title: "high", synonyms: ["urgent", "important"]),
        ]),
        "task": .vocabulary(
            [
                VocabularyValue(id: "1", title: "Buy milk"),
                VocabularyValue(id: "2", title: "Call Sam"),
                VocabularyValue(id: "3", title: "Pay rent"),
            ], allowsFreeText: true),
        "title": .text,
    ]

    static func index() throws -> PhraseIndex {
        try PhraseIndex(PhraseSet(languageCode: "en", phrases: phrases, slots: slots))
    }
}
