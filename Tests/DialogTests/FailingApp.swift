import Dialog
import Foundation
import Intents
import Localization
import Phrases

/// An app whose one intent fails the way a broken service would, for the rule that an
/// unexpected error is one clear sentence and the session goes on.
struct DiskFull: Error, CustomStringConvertible {
    var description: String { "the disk is full" }
}

struct SaveNoteIntent: AppIntent {
    static let title: LocalizedStringResource = "Save Note"
    @Parameter(title: "Note") var note: String
    @Dependency var log: ListLog
    init() {}
    func perform() async throws -> some IntentResult & ProvidesDialog {
        if note == "boom" { throw DiskFull() }
        log.add(note)
        return .result(dialog: "Saved.")
    }
}

struct NotesShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: SaveNoteIntent(), phrases: ["Save \(\.$note) in \(.applicationName)"], systemImageName: "note")
    }
}

func notesConversation(log: ListLog) async throws -> Conversation {
    let dependencies = AppDependencyManager()
    dependencies.add(dependency: log)
    let catalog = try LocalizationCatalog(urls: PhraseCatalogs.all())
    return try await Conversation(
        apps: [AppDefinition(name: "Notes", shortcuts: NotesShortcuts.self, dependencies: dependencies)],
        localizer: Localizer(language: .english, catalog: catalog))
}
