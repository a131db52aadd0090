import Intents

/// Asks the intent-level `requestConfirmation(dialog:)` before returning a book.
struct ReturnBookIntent: AppIntent {
    static let title: LocalizedStringResource = "Return Book"

    @Parameter(title: "Book")
    var book: BookEntity

    @Dependency private var library: Library

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await requestConfirmation(dialog: "Return \(book.title)?")
        library.returnLoans(ofBook: book.id)
        return .result(dialog: "Returned \(book.title).")
    }
}
