import Dialog
import Testing

@Suite("Two apps that fit equally are asked about, naming them")
struct AmbiguityTests {
    @Test("a sentence both apps could mean offers both, and the choice runs the one picked")
    func twoApps() async throws {
        let log = ListLog()
        let conversation = try await twoListsConversation(log: log)
        let question = await conversation.respond(to: "put milk on the list")
        #expect(question.kind == .disambiguation)
        #expect(question.lines == ["Which did you mean?", "1. Add Grocery (Groceries)", "2. Add Chore (Chores)"])
        #expect(log.all.isEmpty)
        let done = await conversation.respond(to: "Chores")
        #expect(done.dialog == "Added milk to chores.")
        #expect(log.all == ["chore: milk"])
    }

    @Test("naming the app removes the ambiguity")
    func named() async throws {
        let log = ListLog()
        let conversation = try await twoListsConversation(log: log)
        #expect(await conversation.respond(to: "put milk on Groceries").dialog == "Added milk to groceries.")
    }

    @Test("the choice between apps can be cancelled, and nothing runs")
    func cancelled() async throws {
        let log = ListLog()
        let conversation = try await twoListsConversation(log: log)
        _ = await conversation.respond(to: "put milk on the list")
        #expect(await conversation.respond(to: "never mind").dialog == "Cancelled.")
        #expect(log.all.isEmpty)
    }
}
