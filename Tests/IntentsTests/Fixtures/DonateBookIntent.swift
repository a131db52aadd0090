import Intents

/// Asks `$book.requestConfirmation(for:dialog:)` and keeps the book on no.
struct DonateBookIntent: AppIntent {
    static let title: LocalizedStringResource = "Donate Book"

    @Parameter(title: "Book")
    var book: BookEntity

    @Dependency private var library: Library

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard try await $book.requestConfirmation(for: book, dialog: "Donate \(book.title)? It cannot be undone.")
        else {
            return .result(dialog: "Kept \(book.title).")
        }
        library.remove(bookID: book.id)
        return .result(dialog: "Donated \(book.title).")
    }
}
