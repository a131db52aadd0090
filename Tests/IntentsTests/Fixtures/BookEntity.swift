import Intents

/// A book, found by id or suggested through ``BookQuery``.
struct BookEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Book"
    static let defaultQuery = BookQuery()

    let id: String
    let title: String
    let authorID: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: title, subtitle: "Book")
    }

    init(_ book: Library.Book) {
        id = book.id
        title = book.title
        authorID = book.authorID
    }
}
