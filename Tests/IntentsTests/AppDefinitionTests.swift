import Intents
import Synchronization
import Testing

@Suite("App Shortcuts and the app definition")
struct AppDefinitionTests {
    static let phrases: [(intentID: String, phrases: [String], shortTitle: String?, image: String?)] = [
        (
            "Library.BorrowBookIntent",
            ["Borrow ${book} from ${applicationName}", "Get a book from ${applicationName}"],
            "Borrow Book", "book"
        ),
        ("Library.ReturnBookIntent", ["Return ${book} to ${applicationName}"], nil, "arrow.uturn.left"),
    ]

    @Test("phrases become ${applicationName} and ${param} templates", arguments: phrases)
    func shortcutPhrases(intentID: String, phrases: [String], shortTitle: String?, image: String?) throws {
        let shortcut = try #require(LibraryHarness().app.shortcuts.first { $0.intentID == intentID })
        #expect(shortcut.phrases == phrases)
        #expect(shortcut.shortTitle?.key == shortTitle)
        #expect(shortcut.systemImageName == image)
    }

    @Test("intents come from the shortcuts first, then the extras, each once")
    func intents() {
        let app = LibraryHarness().app
        #expect(
            app.intents.map(\.id) == [
                "Library.BorrowBookIntent", "Library.ReturnBookIntent", "Library.NameShelfIntent",
                "Library.ShelveBookIntent",
                "Library.DonateBookIntent", "Library.RenewLoanIntent", "Library.ReserveBookIntent",
                "Library.ShowCardIntent",
            ])
        #expect(app.shortcuts.count == 2)
    }

    @Test("the app keeps its name, synonyms, tile colour and negative phrases")
    func appFields() {
        let app = LibraryHarness().app
        #expect(app.name == "Library")
        #expect(app.synonyms == ["Books"])
        #expect(app.shortcutTileColor == .teal)
        #expect(app.negativePhrases == ["Buy a book in ${applicationName}"])
    }

    @Test("an intent is found by its id, with its metadata; an unknown id finds nothing")
    func lookup() throws {
        let app = LibraryHarness().app
        let borrow = try #require(app.intent(withID: "Library.BorrowBookIntent"))
        #expect(borrow.typeName == "BorrowBookIntent")
        #expect(borrow.appName == "Library")
        #expect(borrow.title.key == "Borrow Book")
        #expect(borrow.description.descriptionText.key == "Borrows copies of a book.")
        #expect(!borrow.openAppWhenRun)
        #expect(borrow.isDiscoverable)
        #expect(app.intent(withID: "Library.Nope") == nil)
        #expect(app.intent(withID: "BorrowBookIntent") == nil)
    }

    @Test("updateAppShortcutParameters calls the running conversation's refresh")
    func parameterUpdates() {
        let calls = Atomic<Int>(0)
        IntentRuntime.$context.withValue(IntentRuntime.Context(parameterUpdates: { calls.add(1, ordering: .relaxed) }))
        {
            LibraryShortcuts.updateAppShortcutParameters()
        }
        LibraryShortcuts.updateAppShortcutParameters()
        #expect(calls.load(ordering: .relaxed) == 1)
    }
}
