// Localized text in intents: an enum case and an entity interpolated into a dialog, a
// placeholder in a numeric format, a resource from another table, and `String(localized:)`.
import AppIntents
import Foundation

enum Tab: String, AppEnum {
    case inbox, archive
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Tab"
    static let caseDisplayRepresentations: [Tab: DisplayRepresentation] = [.inbox: "Inbox", .archive: "Archive"]
}

struct FolderEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation {
        TypeDisplayRepresentation(
            name: LocalizedStringResource("Folder", table: "AppIntents"),
            numericFormat: LocalizedStringResource("\(placeholder: .int) folders", table: "AppIntents"))
    }
    static let defaultQuery = FolderQuery()
    let id: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

struct FolderQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [FolderEntity] { identifiers.map(FolderEntity.init) }
}

struct OpenTabIntent: AppIntent {
    static let title = LocalizedStringResource("Open Tab", table: "AppIntents", comment: "The intent's title")

    @Parameter(title: "Tab") var tab: Tab
    @Parameter(title: "Folder") var folder: FolderEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let greeting = String(localized: "Opened \(tab) in \(folder).")
        let count = String(localized: "\(3) new messages", table: "Messages", comment: "A count")
        let resource: LocalizedStringResource = "Showing \(tab)"
        return .result(dialog: "\(greeting) \(count) \(String(localized: resource))")
    }
}
