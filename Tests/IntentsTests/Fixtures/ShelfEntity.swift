import Intents

/// A shelf; there are few, so ``ShelfQuery`` lists them all.
struct ShelfEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Shelf"
    static let defaultQuery = ShelfQuery()

    let id: String
    let name: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: name)
    }

    init(_ shelf: Library.Shelf) {
        id = shelf.id
        name = shelf.name
    }
}
