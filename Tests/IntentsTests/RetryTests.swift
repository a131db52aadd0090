import Intents
import TestSupport
import Testing

@Suite("needsValueError and needsDisambiguationError run perform() again with the answer")
struct RetryTests {
    @Test("needsValueError asks for the value and performs again with it")
    func needsValue() async throws {
        let harness = LibraryHarness()
        let invocation = try harness.invocation(RenewLoanIntent.self, ["book": try harness.book("b1")])
        let conversation = ScriptedConversation(.value(3))
        let result = try await harness.perform(invocation, answering: conversation)

        #expect(await conversation.questions == [.value(parameter: "weeks", prompt: "For how many weeks?")])
        #expect(harness.log.count(of: "RenewLoanIntent") == 2)
        #expect(result.dialog?.description == "Renewed Dune for 3 weeks.")
        #expect(invocation.value(for: "weeks") as? Int == 3)
    }

    @Test("with the value given, perform() runs once and asks nothing")
    func valueGiven() async throws {
        let harness = LibraryHarness()
        let invocation = try harness.invocation(RenewLoanIntent.self, ["book": try harness.book("b1"), "weeks": 2])
        let conversation = ScriptedConversation()
        _ = try await harness.perform(invocation, answering: conversation)
        #expect(await conversation.questions.isEmpty)
        #expect(harness.log.count(of: "RenewLoanIntent") == 1)
    }

    @Test("cancelling the question of a needsValueError stops after the first perform")
    func needsValueCancelled() async throws {
        let harness = LibraryHarness()
        let invocation = try harness.invocation(RenewLoanIntent.self, ["book": try harness.book("b1")])
        await #expect(throws: AppIntentError.userCancelled) {
            try await harness.perform(invocation, answering: ScriptedConversation(.cancel))
        }
        #expect(harness.log.count(of: "RenewLoanIntent") == 1)
    }

    @Test("needsDisambiguationError offers the options and performs again with the one picked")
    func needsDisambiguation() async throws {
        let harness = LibraryHarness()
        let invocation = try harness.invocation(ReserveBookIntent.self, ["author": try harness.author("herbert")])
        let conversation = ScriptedConversation(.choice(1))
        let result = try await harness.perform(invocation, answering: conversation)

        #expect(
            await conversation.questions == [
                .choice(
                    parameter: "book", options: ["Dune", "Children of Dune"], prompt: "Which book by Frank Herbert?")
            ])
        #expect(harness.log.count(of: "ReserveBookIntent") == 2)
        #expect(result.value as? String == "b2")
        #expect(result.dialog?.description == "Reserved Children of Dune.")
        #expect((invocation.value(for: "book") as? BookEntity)?.id == "b2")
    }

    @Test("when there is nothing to choose between, perform() runs once")
    func noDisambiguation() async throws {
        let harness = LibraryHarness()
        let invocation = try harness.invocation(ReserveBookIntent.self, ["author": try harness.author("austen")])
        let result = try await harness.perform(invocation)
        #expect(harness.log.count(of: "ReserveBookIntent") == 1)
        #expect(result.value as? String == "b3")
    }

    @Test("a pick outside a needsDisambiguationError's options is invalid input")
    func needsDisambiguationOutOfRange() async throws {
        let harness = LibraryHarness()
        let invocation = try harness.invocation(ReserveBookIntent.self, ["author": try harness.author("herbert")])
        await #expect(throws: AppIntentError.invalidInput) {
            try await harness.perform(invocation, answering: ScriptedConversation(.choice(2)))
        }
    }
}
