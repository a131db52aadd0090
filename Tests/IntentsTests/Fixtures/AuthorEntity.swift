import Intents

/// An author, found from what a person said through ``AuthorQuery``.
struct AuthorEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Author"
    static let defaultQuery = AuthorQuery()

    let id: String
    let name: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: name)
    }

    init(_ author: Library.Author) {
        id = author.id
        name = author.name
    }
}
