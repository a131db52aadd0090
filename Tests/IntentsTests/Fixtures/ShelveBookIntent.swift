import Intents

/// Offers every shelf with `$shelf.requestDisambiguation(among:dialog:)` when none was given.
struct ShelveBookIntent: AppIntent {
    static let title: LocalizedStringResource = "Shelve Book"

    @Parameter(title: "Book")
    var book: BookEntity

    @Parameter(title: "Shelf")
    var shelf: ShelfEntity?

    @Dependency private var library: Library

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let target: ShelfEntity
        if let shelf {
            target = shelf
        } else {
            let shelves = try await ShelfQuery().allEntities()
            target = try await $shelf.requestDisambiguation(
                among: shelves, dialog: "Which shelf should \(book.title) go on?")
        }
        library.put(bookID: book.id, onShelf: target.id)
        return .result(dialog: "Put \(book.title) on \(target.name).")
    }
}
