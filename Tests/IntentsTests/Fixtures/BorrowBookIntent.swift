import Intents

/// A required entity, a defaulted number, a required enum and an optional note; returns the
/// loan as its value.
struct BorrowBookIntent: AppIntent {
    static let title: LocalizedStringResource = "Borrow Book"
    static let description = IntentDescription("Borrows copies of a book.")

    static var parameterSummary: some ParameterSummary {
        Summary("Borrow \(\.$book) as \(\.$format)") {
            \.$copies
            \.$note
        }
    }

    @Parameter(title: "Book", requestValueDialog: "Which book would you like?")
    var book: BookEntity

    @Parameter(title: "Copies", default: 1)
    var copies: Int

    @Parameter(title: "Format")
    var format: BookFormat

    @Parameter(title: "Note")
    var note: String?

    @Dependency private var library: Library

    func perform() async throws -> some IntentResult & ReturnsValue<Library.Loan> & ProvidesDialog {
        let loan = Library.Loan(bookID: book.id, copies: copies, format: format, note: note)
        library.borrow(loan)
        return .result(value: loan, dialog: "Borrowed \(copies) of \(book.title).")
    }
}
