import Dialog
import Foundation
import Intents
import Localization
import Phrases
import Synchronization

/// A small app written the way App Intents asks, for the parts of Apple's API the sample apps
/// do not use: a property query, confirmations with action names, a file parameter, Apple's
/// predefined errors, and text localized from inside `perform()`. Its catalogs sit next to it.
enum PantryApp {
    static func definition(pantry: Pantry = Pantry()) -> AppDefinition {
        let dependencies = AppDependencyManager()
        dependencies.add(dependency: pantry)
        return AppDefinition(name: "Pantry", shortcuts: PantryShortcuts.self, dependencies: dependencies)
    }

    /// The folder of a test app's String Catalogs, one file per table.
    static func catalogFolder(_ domain: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Catalogs/\(domain)")
    }

    /// Each app's tables, read from its folder, as the composition root reads them.
    static func tables(_ domain: String, language: Language) throws -> LocalizationTables {
        let folder = catalogFolder(domain)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            .filter { $0.hasSuffix(".xcstrings") }.map { folder.appendingPathComponent($0) }
        return try LocalizationTables(domain: domain, urls: files, languages: [language.code])
    }

    /// A conversation with the Pantry (and, when asked, the Cellar), each with its own tables
    /// beside the assistant's catalog.
    static func conversation(
        language: Language = .english, pantry: Pantry = Pantry(), withCellar: Bool = false
    ) async throws -> Conversation {
        let assistant = try LocalizationCatalog(urls: PhraseCatalogs.urls(folders: ["Hark"]), languages: [language.code])
        var apps = [definition(pantry: pantry)]
        var tables = [try tables("Pantry", language: language)]
        if withCellar {
            apps.append(CellarApp.definition())
            tables.append(try self.tables("Cellar", language: language))
        }
        return try await Conversation(
            apps: apps, localizer: Localizer(language: language, assistant: assistant, apps: tables))
    }
}

/// What is in the pantry, and what was done with it.
final class Pantry: Sendable {
    struct Item: Sendable, Equatable {
        let id: String
        let name: String
        var count: Int
    }

    private let state = Mutex<(items: [Item], attached: [String])>(
        ([Item(id: "rice", name: "Rice", count: 2), Item(id: "lentils", name: "Red lentils", count: 1),
          Item(id: "tea", name: "Green tea", count: 0)], []))

    var items: [Item] { state.withLock { $0.items } }
    var attached: [String] { state.withLock { $0.attached } }
    func item(id: String) -> Item? { items.first { $0.id == id } }
    func remove(id: String) { state.withLock { $0.items.removeAll { $0.id == id } } }
    func add(_ count: Int, to id: String) {
        state.withLock { state in
            if let index = state.items.firstIndex(where: { $0.id == id }) { state.items[index].count += count }
        }
    }
    func attach(_ name: String) { state.withLock { $0.attached.append(name) } }
}

enum Shelf: String, AppEnum {
    case dry, cold

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Shelf"
    static let caseDisplayRepresentations: [Shelf: DisplayRepresentation] = [.dry: "Dry goods", .cold: "Fridge"]
}
