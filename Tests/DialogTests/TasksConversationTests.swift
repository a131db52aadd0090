import Dialog
import Testing

@Suite("The Tasks conversations of PRODUCT.md, answered word for word")
struct TasksConversationTests {
    static let contract: [[Turn]] = [
        turns([
            "add buy milk to Tasks": "Added “Buy milk”.",
            "What's on my list in Tasks": "You have 1 open task: Buy milk.",
            "Remind me to call Sam in Tasks": "Added “Call Sam”.",
            "add urgent task pay rent to Tasks": "Added “Pay rent” as urgent.",
            "What's on my list in Tasks": "You have 3 open tasks: Pay rent (urgent), Buy milk, and Call Sam.",
            "Complete buy milk in Tasks": "Completed “Buy milk”.",
            "Mark buy milk as done in Tasks": "“Buy milk” is already complete.",
            "Show my Tasks": "You have 2 open tasks: Pay rent (urgent) and Call Sam.",
        ]),
        turns([
            "add buy milk to Tasks": "Added “Buy milk”.",
            "Complete a task in Tasks": "Which task should I complete? Buy milk.",
            "buy milk": "Completed “Buy milk”.",
            "Show my Tasks": "You have no open tasks.",
        ]),
        turns([
            "add buy milk to Tasks": "Added “Buy milk”.",
            "Delete buy milk from Tasks": "Delete “Buy milk”?",
            "no": "OK, I won't delete “Buy milk”.",
            "Remove buy milk from Tasks": "Delete “Buy milk”?",
            "yes": "Deleted “Buy milk”.",
            "What's on my list in Tasks": "You have no open tasks.",
        ]),
        turns([
            "add buy milk to Tasks": "Added “Buy milk”.",
            "Delete buy milk from Tasks": "Delete “Buy milk”?",
            "cancel": "Canceled.",
            "What's on my list in Tasks": "You have 1 open task: Buy milk.",
            "Complete a task in Tasks": "Which task should I complete? Buy milk.",
            "never mind": "Canceled.",
        ]),
        // Not a phrase, but its words, its app and a known task: understood.
        turns([
            "add buy milk to Tasks": "Added “Buy milk”.",
            "mark buy milk in Tasks": "Completed “Buy milk”.",
        ]),
        // Any words and no app name: asked first. A task already known needs no app name.
        turns([
            "add buy milk": "Add “buy milk” to Tasks?",
            "yes": "Added “Buy milk”.",
            "complete buy milk": "Completed “Buy milk”.",
        ]),
        turns([
            "add salt to the stew": "Add “salt to the stew” to Tasks?",
            "no": "OK, never mind.",
            "What's on my list in Tasks": "You have no open tasks.",
        ]),
    ]

    @Test("each conversation gets its exact answers", arguments: contract)
    func conversation(_ script: [Turn]) async throws {
        let conversation = try await tasksConversation()
        for turn in script {
            let response = await conversation.respond(to: turn.say)
            #expect(response.dialog == turn.answer, "after saying “\(turn.say)”")
        }
    }

    static let spellings = [
        "add buy milk to Tasks", "ADD BUY MILK TO TASKS", "  add   buy milk  to tasks  ",
        "Add buy milk to Tasks.", "add buy milk to Tasks!!", "please add buy milk to Tasks",
    ]

    @Test("case, spacing, punctuation and filler words do not matter", arguments: spellings)
    func spelling(_ sentence: String) async throws {
        let conversation = try await tasksConversation()
        let response = await conversation.respond(to: sentence)
        #expect(response.kind == .result)
        #expect(response.dialog.lowercased() == "added “buy milk”.")
    }

    @Test("a title is kept as said, with only its first letter upper-cased")
    func titleAsSaid() async throws {
        let conversation = try await tasksConversation()
        #expect(
            await conversation.respond(to: "add call the DMV about my iPhone to Tasks").dialog
                == "Added “Call the DMV about my iPhone”.")
        #expect(
            await conversation.respond(to: "add Robert'); DROP TABLE tasks;-- to Tasks").dialog
                == "Added “Robert'); DROP TABLE tasks;--”.")
        #expect(
            await conversation.respond(to: "show my Tasks").dialog
                == "You have 2 open tasks: Call the DMV about my iPhone and Robert'); DROP TABLE tasks;--.")
    }
}
