import Intents

/// Throws `$book.needsDisambiguationError(among:dialog:)` when the author wrote several
/// books and none was named; logs each perform.
struct ReserveBookIntent: AppIntent {
    static let title: LocalizedStringResource = "Reserve Book"

    @Parameter(title: "Author")
    var author: AuthorEntity

    @Parameter(title: "Book", requestDisambiguationDialog: "Which book do you mean?")
    var book: BookEntity?

    @Dependency private var library: Library
    @Dependency private var log: PerformLog

    func perform() async throws -> some IntentResult & ReturnsValue<String> & ProvidesDialog {
        log.record("ReserveBookIntent")
        let books = library.books(by: author.id).map(BookEntity.init)
        guard let chosen = book ?? (books.count == 1 ? books[0] : nil) else {
            throw $book.needsDisambiguationError(among: books, dialog: "Which book by \(author.name)?")
        }
        return .result(value: chosen.id, dialog: "Reserved \(chosen.title).")
    }
}
