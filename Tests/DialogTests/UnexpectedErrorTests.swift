import Dialog
import Testing

@Suite("An unexpected failure is one clear sentence; the session goes on and keeps what it had")
struct UnexpectedErrorTests {
    @Test("the error is said in one sentence, with kind error, and the next turn works")
    func oneSentence() async throws {
        let log = ListLog()
        let conversation = try await notesConversation(log: log)
        #expect(await conversation.respond(to: "save milk in Notes").dialog == "Saved.")
        let failed = await conversation.respond(to: "save boom in Notes")
        #expect(failed.kind == .error)
        #expect(failed.dialog == "Sorry, something went wrong: the disk is full")
        #expect(!failed.dialog.contains("\n"))
        #expect(await conversation.state == .idle)
        #expect(await conversation.respond(to: "save bread in Notes").dialog == "Saved.")
        #expect(log.all == ["milk", "bread"])
    }
}
