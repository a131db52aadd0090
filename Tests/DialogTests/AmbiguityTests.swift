import Dialog
import RuleApps
import Testing

/// Transcripts replay these rules in five languages (`rules-two-apps`, `rules-errors`); these
/// tests also check what ran behind the answers.
@Suite("Two apps that fit equally are asked about; nothing runs until the person picks")
struct AmbiguityTests {
    @Test("a sentence both apps could mean offers both, and only the one picked runs")
    func twoApps() async throws {
        let log = RuleLog()
        let conversation = try await ruleAppsConversation(log: log)
        let question = await conversation.respond(to: "put milk on the list")
        #expect(question.kind == .disambiguation)
        // Two choices are said in the question itself; --json lists them as options.
        #expect(question.lines == ["Which did you mean? Add Grocery Item (Groceries) or Add Chore (Chores)."])
        #expect(question.options.map(\.title) == ["Add Grocery Item (Groceries)", "Add Chore (Chores)"])
        #expect(log.all.isEmpty)
        #expect(await conversation.respond(to: "2").dialog == "Put milk on the chore list.")
        #expect(log.all == ["chore: milk"])
    }

    @Test("the choice between apps can be cancelled, and nothing runs")
    func cancelled() async throws {
        let log = RuleLog()
        let conversation = try await ruleAppsConversation(log: log)
        _ = await conversation.respond(to: "put milk on the list")
        #expect(await conversation.respond(to: "never mind").dialog == "Canceled.")
        #expect(log.all.isEmpty)
    }
}

@Suite("An unexpected failure is one clear sentence; the session goes on and keeps what it had")
struct UnexpectedErrorTests {
    @Test("the failure is said in one sentence with kind error, and the next turn works")
    func oneSentence() async throws {
        let log = RuleLog()
        let conversation = try await ruleAppsConversation(log: log)
        for note in ["stamps", "milk", "rent"] {
            #expect(await conversation.respond(to: "save \(note) in Notes").dialog == "Saved the note.")
        }
        let failed = await conversation.respond(to: "save bread in Notes")
        #expect(failed.kind == .error)
        #expect(failed.lines == ["Sorry, something went wrong: The notebook is full."])
        #expect(await conversation.state == .idle)
        #expect(await conversation.respond(to: "put milk on Groceries").kind == .result)
        #expect(log.all == ["note: stamps", "note: milk", "note: rent", "grocery: milk"])
    }
}
