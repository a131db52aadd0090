// Entities: a unique entity from a provider (iOS 18), a parameter with a query of its own,
// an entity interpolated into a dialog, and a package that lists others.
import AppIntents
import Foundation

struct SettingsEntity: UniqueAppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Settings"
    static let defaultQuery = UniqueAppEntityProvider { SettingsEntity() }

    var id: String { "settings" }
    @Property(title: "Dark Mode") var darkMode: Bool

    var displayRepresentation: DisplayRepresentation { "Settings" }

    init() { darkMode = false }
}

struct ContactEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Contact"
    static let defaultQuery = AllContactsQuery()
    let id: UUID
    let name: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
}

struct AllContactsQuery: EntityQuery {
    func entities(for identifiers: [UUID]) async throws -> [ContactEntity] { [] }
}

struct FavoriteContactsQuery: EntityQuery {
    func entities(for identifiers: [UUID]) async throws -> [ContactEntity] { [] }
    func suggestedEntities() async throws -> [ContactEntity] { [ContactEntity(id: UUID(), name: "Ann")] }
}

struct CallFavoriteIntent: AppIntent {
    static let title: LocalizedStringResource = "Call Favorite"

    @Parameter(title: "Contact", query: FavoriteContactsQuery())
    var contact: ContactEntity

    @Parameter(title: "Settings")
    var settings: SettingsEntity?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Calling \(contact).")
    }
}

struct ContactsPackage: AppIntentsPackage {}

struct AppPackage: AppIntentsPackage {
    static var includedPackages: [any AppIntentsPackage.Type] { [ContactsPackage.self] }
}
