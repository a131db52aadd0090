import Intents
import Testing

@Suite("What .result(...) carries")
struct IntentResultTests {
    @Test(".result(value:dialog:) from perform() carries the value and a dialog with its key and arguments")
    func valueAndDialog() async throws {
        let harness = LibraryHarness()
        let invocation = try harness.invocation(
            BorrowBookIntent.self,
            ["book": try harness.book("b1"), "format": BookFormat.hardcover, "copies": 2, "note": "gift"])
        let result = try await harness.perform(invocation)

        #expect(
            result.value as? Library.Loan == Library.Loan(bookID: "b1", copies: 2, format: .hardcover, note: "gift"))
        let dialog = try #require(result.dialog)
        #expect(dialog.full.key == "Borrowed %lld of %@.")
        #expect(dialog.full.arguments == [.int(2), .string("Dune")])
        #expect(dialog.description == "Borrowed 2 of Dune.")
        #expect(result.opensIntent == nil)
    }

    @Test(".result(dialog:) carries a dialog and no value")
    func dialogOnly() async throws {
        let harness = LibraryHarness()
        let result = try await harness.perform(
            try harness.invocation(ShowCardIntent.self, ["card": LibraryCardEntity(number: 7)]))
        #expect(result.value == nil)
        #expect(result.dialog?.full.key == "Your card number is %lld.")
        #expect(result.dialog?.description == "Your card number is 7.")
    }

    @Test("the rest of the family carries exactly what it names")
    func family() throws {
        let empty: IntentResultContainer<Never> = .result()
        #expect(empty.resultContent.dialog == nil)
        #expect(empty.resultContent.value == nil)
        #expect(empty.resultContent.opensIntent == nil)

        let value: IntentResultContainer<Int> = .result(value: 42)
        #expect(value.resultContent.value as? Int == 42)
        #expect(value.resultContent.dialog == nil)

        let opens: IntentResultContainer<Never> = .result(opensIntent: ShowCardIntent(), dialog: "Here it is.")
        #expect(opens.resultContent.opensIntent is ShowCardIntent)
        #expect(opens.resultContent.dialog?.description == "Here it is.")

        let all: IntentResultContainer<String> = .result(
            value: "b1", opensIntent: ShowCardIntent(), dialog: "Reserved.")
        #expect(all.resultContent.value as? String == "b1")
        #expect(all.resultContent.opensIntent is ShowCardIntent)
        #expect(all.resultContent.dialog?.description == "Reserved.")
    }
}
