import AppIntents
import Foundation

/// A bottle, as intents and people see it: named as it was said.
public struct BottleEntity: AppEntity {
    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Bottle"
    public static let defaultQuery = BottleQuery()

    public let id: UUID
    @Property(title: "Name") public var name: String
    @Property(title: "Colour") public var color: WineColor

    public var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: name, subtitle: color.localizedStringResource)
    }

    init(_ bottle: Bottle) {
        id = bottle.id
        name = bottle.name
        color = bottle.color
    }
}

/// Finds bottles by id, by the words of their names, and suggests every bottle.
public struct BottleQuery: EntityStringQuery {
    @Dependency private var store: BottleStore

    public init() {}

    public func entities(for identifiers: [UUID]) async throws -> [BottleEntity] {
        try store.bottles(ids: identifiers).map(BottleEntity.init)
    }

    public func entities(matching string: String) async throws -> [BottleEntity] {
        try store.search(string).map(BottleEntity.init)
    }

    public func suggestedEntities() async throws -> [BottleEntity] {
        try store.all().map(BottleEntity.init)
    }
}
