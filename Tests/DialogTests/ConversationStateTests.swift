import Dialog
import Testing

@Suite("The conversation state, turn by turn")
struct ConversationStateTests {
    @Test("a missing task is asked for, and the answer returns the conversation to idle")
    func missingValue() async throws {
        let conversation = try await tasksConversation()
        _ = await conversation.respond(to: "add buy milk to Tasks")
        #expect(await conversation.state == .idle)

        let question = await conversation.respond(to: "complete a task in Tasks")
        #expect(question.kind == .requestValue)
        #expect(
            await conversation.state
                == .waiting(
                    Question(
                        kind: .value(parameter: "task"), prompt: "Which task should I complete? Buy milk.",
                        options: [Option(id: "1", title: "Buy milk")])))

        let done = await conversation.respond(to: "Buy milk")
        #expect(done.kind == .result)
        #expect(done.intent == "CompleteTaskIntent")
        #expect(await conversation.state == .idle)
    }

    @Test("the delete confirmation waits for yes or no, and asks again for anything else")
    func confirmation() async throws {
        let conversation = try await tasksConversation()
        _ = await conversation.respond(to: "add buy milk to Tasks")
        let ask = await conversation.respond(to: "delete buy milk from Tasks")
        #expect(ask.kind == .confirmation)
        #expect(await conversation.state == .waiting(Question(kind: .confirmation, prompt: "Delete “Buy milk”?")))

        let again = await conversation.respond(to: "maybe")
        #expect(again.kind == .confirmation)
        #expect(again.dialog == "Please say yes or no. Delete “Buy milk”?")

        let kept = await conversation.respond(to: "nope")
        #expect(kept.dialog == "OK, I won't delete “Buy milk”.")
        #expect(await conversation.state == .idle)
    }

    @Test("Ctrl-C abandons the question in progress and nothing is lost")
    func interrupt() async throws {
        let conversation = try await tasksConversation()
        #expect(await conversation.interrupt() == nil)
        _ = await conversation.respond(to: "add buy milk to Tasks")
        _ = await conversation.respond(to: "delete buy milk from Tasks")
        let cancelled = await conversation.interrupt()
        #expect(cancelled?.kind == .cancelled)
        #expect(cancelled?.dialog == "Canceled.")
        #expect(await conversation.state == .idle)
        #expect(await conversation.respond(to: "show my Tasks").dialog == "You have 1 open task: Buy milk.")
    }

    @Test("after two re-prompts the conversation gives up politely")
    func giveUp() async throws {
        let conversation = try await tasksConversation()
        _ = await conversation.respond(to: "add buy milk to Tasks")
        _ = await conversation.respond(to: "complete a task in Tasks")
        #expect(await conversation.respond(to: "walk the dog").kind == .requestValue)
        #expect(await conversation.respond(to: "feed the cat").kind == .requestValue)
        let gaveUp = await conversation.respond(to: "wash the car")
        #expect(gaveUp.kind == .cancelled)
        #expect(await conversation.state == .idle)
    }

    @Test("a sentence that matches nothing is not understood, and the session goes on")
    func notUnderstood() async throws {
        let conversation = try await tasksConversation()
        let response = await conversation.respond(to: "order a pizza")
        #expect(response.kind == .notUnderstood)
        #expect(await conversation.respond(to: "add buy milk to Tasks").kind == .result)
    }

    @Test("JSON fields: the app, the intent and its parameters are reported")
    func fields() async throws {
        let conversation = try await tasksConversation()
        let response = await conversation.respond(to: "add important task pay rent to Tasks")
        #expect(response.app == "Tasks")
        #expect(response.intent == "AddTaskIntent")
        #expect(response.parameters["priority"] == .string("high"))
        #expect(response.parameters["title"] == .string("pay rent"))
    }
}
