import Intents

/// The one library card, a unique entity.
struct LibraryCardEntity: UniqueAppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Library Card"
    static let defaultQuery = LibraryCardQuery()

    let id = "card"
    let number: Int

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "Card \(number)")
    }
}
