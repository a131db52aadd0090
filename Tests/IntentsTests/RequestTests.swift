import Intents
import TestSupport
import Testing

@Suite("Questions asked from perform() and answered by a scripted conversation")
struct RequestTests {
    @Test("requestValue asks with the parameter's dialog, stores the answer and returns it")
    func requestValue() async throws {
        let harness = LibraryHarness()
        let invocation = try harness.invocation(NameShelfIntent.self, ["shelf": try harness.shelf("fiction")])
        let conversation = ScriptedConversation(.value("Reading Nook"))
        let result = try await harness.perform(invocation, answering: conversation)

        #expect(await conversation.questions == [.value(parameter: "name", prompt: "What should the shelf be called?")])
        #expect(result.value as? String == "Reading Nook")
        #expect(result.dialog?.description == "Renamed Fiction to Reading Nook.")
        #expect(invocation.value(for: "name") as? String == "Reading Nook")
        #expect(harness.library.shelves.first?.name == "Reading Nook")
    }

    @Test("a value that was given is not asked for")
    func valueGiven() async throws {
        let harness = LibraryHarness()
        let invocation = try harness.invocation(
            NameShelfIntent.self, ["shelf": try harness.shelf("fiction"), "name": "Sci-Fi"])
        let conversation = ScriptedConversation()
        let result = try await harness.perform(invocation, answering: conversation)
        #expect(await conversation.questions.isEmpty)
        #expect(result.dialog?.description == "Renamed Fiction to Sci-Fi.")
    }

    @Test("an answer of the wrong type is refused")
    func requestValueWrongType() async throws {
        let harness = LibraryHarness()
        let invocation = try harness.invocation(NameShelfIntent.self, ["shelf": try harness.shelf("fiction")])
        await #expect(throws: IntentRuntimeError.wrongValueType(parameter: "name", expected: "String", got: "Int")) {
            try await harness.perform(invocation, answering: ScriptedConversation(.value(42)))
        }
    }

    @Test("cancelling a question ends the intent with userCancelled and changes nothing")
    func cancelled() async throws {
        let harness = LibraryHarness()
        let invocation = try harness.invocation(NameShelfIntent.self, ["shelf": try harness.shelf("fiction")])
        await #expect(throws: AppIntentError.userCancelled) {
            try await harness.perform(invocation, answering: ScriptedConversation(.cancel))
        }
        #expect(harness.library.shelves.first?.name == "Fiction")
    }

    @Test("requestValue outside a conversation is a programming error, not a hang")
    func outsideConversation() async throws {
        let intent = NameShelfIntent()
        await #expect(throws: IntentRuntimeError.noConversation) {
            try await intent.$name.requestValue()
        }
    }

    @Test("requestDisambiguation offers the options by title and stores the one picked")
    func requestDisambiguation() async throws {
        let harness = LibraryHarness()
        let invocation = try harness.invocation(ShelveBookIntent.self, ["book": try harness.book("b3")])
        let conversation = ScriptedConversation(.choice(1))
        let result = try await harness.perform(invocation, answering: conversation)

        #expect(
            await conversation.questions == [
                .choice(parameter: "shelf", options: ["Fiction", "Classics"], prompt: "Which shelf should Emma go on?")
            ])
        #expect(result.dialog?.description == "Put Emma on Classics.")
        #expect((invocation.value(for: "shelf") as? ShelfEntity)?.id == "classics")
        #expect(harness.library.placements == ["b3": "classics"])
    }

    @Test("a pick outside the options is invalid input", arguments: [-1, 2, 9])
    func disambiguationOutOfRange(index: Int) async throws {
        let harness = LibraryHarness()
        let invocation = try harness.invocation(ShelveBookIntent.self, ["book": try harness.book("b3")])
        await #expect(throws: AppIntentError.invalidInput) {
            try await harness.perform(invocation, answering: ScriptedConversation(.choice(index)))
        }
        #expect(harness.library.placements.isEmpty)
    }

    @Test("the intent's requestConfirmation goes on after yes")
    func confirmYes() async throws {
        let harness = LibraryHarness()
        harness.library.borrow(Library.Loan(bookID: "b1", copies: 1, format: .paperback))
        let invocation = try harness.invocation(ReturnBookIntent.self, ["book": try harness.book("b1")])
        let conversation = ScriptedConversation(.yes)
        let result = try await harness.perform(invocation, answering: conversation)

        #expect(await conversation.questions == [.confirmation(parameter: nil, item: nil, prompt: "Return Dune?")])
        #expect(result.dialog?.description == "Returned Dune.")
        #expect(harness.library.loans.isEmpty)
    }

    @Test("the intent's requestConfirmation throws userCancelled after no, and nothing is done")
    func confirmNo() async throws {
        let harness = LibraryHarness()
        harness.library.borrow(Library.Loan(bookID: "b1", copies: 1, format: .paperback))
        let invocation = try harness.invocation(ReturnBookIntent.self, ["book": try harness.book("b1")])
        await #expect(throws: AppIntentError.userCancelled) {
            try await harness.perform(invocation, answering: ScriptedConversation(.no))
        }
        #expect(harness.library.loans.count == 1)
    }

    static let parameterConfirmations: [(confirmed: Bool, dialog: String, bookCount: Int)] = [
        (true, "Donated Dune.", 2),
        (false, "Kept Dune.", 3),
    ]

    @Test(
        "$param.requestConfirmation(for:dialog:) returns the answer as a Bool and names the item",
        arguments: parameterConfirmations)
    func parameterConfirmation(confirmed: Bool, dialog: String, bookCount: Int) async throws {
        let harness = LibraryHarness()
        let invocation = try harness.invocation(DonateBookIntent.self, ["book": try harness.book("b1")])
        let conversation = ScriptedConversation(confirmed ? .yes : .no)
        let result = try await harness.perform(invocation, answering: conversation)

        #expect(
            await conversation.questions == [
                .confirmation(parameter: "book", item: "Dune", prompt: "Donate Dune? It cannot be undone.")
            ])
        #expect(result.dialog?.description == dialog)
        #expect(harness.library.books.count == bookCount)
    }
}
