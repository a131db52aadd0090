import Intents

/// A notebook that holds three notes and fails, the way a broken service would, on the
/// fourth: the failure the intent does not expect, said in one sentence.
public struct SaveNoteIntent: AppIntent {
    public static let title: LocalizedStringResource = "Save Note"
    @Parameter(title: "Note", requestValueDialog: "What should the note say?") var note: String
    @Dependency private var log: RuleLog
    public init() {}
    public func perform() async throws -> some IntentResult & ProvidesDialog {
        guard log.all.filter({ $0.hasPrefix("note: ") }).count < 3 else { throw NotebookFull() }
        log.add("note: \(note)")
        return .result(dialog: "Saved the note.")
    }
}

/// The notebook's failure, with a sentence for people.
public struct NotebookFull: Error, CustomLocalizedStringResourceConvertible {
    public var localizedStringResource: LocalizedStringResource { "The notebook is full." }
}

struct NotesShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: SaveNoteIntent(), phrases: ["Save \(\.$note) in \(.applicationName)"], shortTitle: "Save Note",
            systemImageName: "note")
    }
}
