import Dialog
import Foundation
import Localization
import Phrases
import Storage
import TasksApp

/// A conversation with the Tasks app over a throwaway in-memory database, in English.
func tasksConversation(database: Database? = nil) async throws -> Conversation {
    let database = try database ?? Database(path: ":memory:")
    let catalog = try LocalizationCatalog(urls: PhraseCatalogs.all())
    return try await Conversation(
        apps: [TasksApp.definition(database: database)],
        localizer: Localizer(language: .english, catalog: catalog))
}

/// One turn of a table-driven conversation: what the person says, what Hark answers.
struct Turn: CustomStringConvertible, Sendable {
    let say: String
    let answer: String
    var description: String { "> \(say)  < \(answer)" }
}

func turns(_ pairs: KeyValuePairs<String, String>) -> [Turn] {
    pairs.map { Turn(say: $0.key, answer: $0.value) }
}
