import Foundation
import Intents

/// Needs the person signed in; asks to continue in the app and signs in there.
struct SyncNotesIntent: AppIntent, ForegroundContinuableIntent {
    static let title: LocalizedStringResource = "Sync Notes"
    @Dependency private var notebook: Notebook

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard notebook.signedIn else {
            let notebook = self.notebook
            throw needsToContinueInForegroundError("Sign in to sync your notes?") { notebook.signIn() }
        }
        return .result(dialog: "Your notes are in sync.")
    }
}

/// Asks to continue in the app, and uses what the continuation returns.
struct ReviewNotesIntent: AppIntent, ForegroundContinuableIntent {
    static let title: LocalizedStringResource = "Review Notes"
    @Dependency private var notebook: Notebook

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let notebook = self.notebook
        let count = try await requestToContinueInForeground("Review your notes in the app?") { notebook.notes.count }
        return .result(dialog: "You have \(count) notes to review.")
    }
}

/// Continues in the app without asking (iOS 26 style).
struct EditNoteIntent: AppIntent {
    static let title: LocalizedStringResource = "Edit Note"
    static var supportedModes: IntentModes { [.background, .foreground(.dynamic)] }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await continueInForeground("Open the note?", alwaysConfirm: false)
        return .result(dialog: "Editing.")
    }
}

/// Asks to start over once, then finishes.
struct RetryingIntent: AppIntent {
    static let title: LocalizedStringResource = "Retrying"
    @Dependency private var log: PerformLog

    func perform() async throws -> some IntentResult & ProvidesDialog {
        log.record("RetryingIntent")
        if log.count(of: "RetryingIntent") < 2 { throw AppIntentError.restartPerform }
        return .result(dialog: "Second time lucky.")
    }
}

/// Opens a note: says its text.
struct OpenNoteIntent: OpenIntent {
    static let title: LocalizedStringResource = "Open Note"
    @Parameter(title: "Note") var target: NoteEntity

    init() {}
    init(target: NoteEntity) { self.target = target }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "“\(target.text)”")
    }
}

/// Shares a note on the web: its URL representation, with no perform() of its own.
struct ShareNoteIntent: URLRepresentableIntent {
    static let title: LocalizedStringResource = "Share Note"
    static var urlRepresentation: URLRepresentation { "https://example.com/share/\(\.$note)" }
    @Parameter(title: "Note") var note: NoteEntity
}

/// Shows a note with a view, then opens it.
struct ShowNoteIntent: AppIntent {
    static let title: LocalizedStringResource = "Show Note"
    @Parameter(title: "Note") var note: NoteEntity

    struct NoteCard { let text: String }

    func perform() async throws -> some IntentResult & ProvidesDialog & ShowsSnippetView & OpensIntent {
        .result(opensIntent: OpenNoteIntent(target: note), dialog: "Here it is.") {
            NoteCard(text: note.text)
        }
    }
}

/// Draws a note's snippet; says how many notes there are.
struct NoteSnippetIntent: SnippetIntent {
    static let title: LocalizedStringResource = "Note Snippet"
    @Dependency private var notebook: Notebook

    func perform() async throws -> some IntentResult & ShowsSnippetView & ProvidesDialog {
        .result(dialog: "\(notebook.notes.count) notes in all.", view: ShowNoteIntent.NoteCard(text: ""))
    }
}

/// Deletes a note and registers how to bring it back.
struct DeleteNoteIntent: UndoableIntent {
    static let title: LocalizedStringResource = "Delete Note"
    @Parameter(title: "Note") var note: NoteEntity
    @Dependency private var notebook: Notebook

    func perform() async throws -> some IntentResult & ProvidesDialog & ShowsSnippetIntent {
        guard let deleted = notebook.note(id: note.id) else { throw AppIntentError.Unrecoverable.entityNotFound }
        notebook.remove(id: deleted.id)
        undoManager?.registerUndo(withTarget: notebook) { $0.restore(deleted) }
        undoManager?.setActionName("Delete Note")
        return .result(dialog: "Deleted “\(deleted.text)”.", snippetIntent: NoteSnippetIntent())
    }
}

/// A tag chosen from sections of options, each with its own title.
struct PickTagIntent: AppIntent {
    static let title: LocalizedStringResource = "Pick Tag"

    struct TagOptions: DynamicOptionsProvider {
        func results() async throws -> ItemCollection<String> {
            ItemCollection {
                ItemSection("Places") {
                    IntentItem("home", title: "At home")
                    IntentItem("work", title: "At work")
                }
                ItemSection("Moods") { "calm" }
            }
        }
    }

    @Parameter(optionsProvider: TagOptions()) var tagName: String
    @Parameter(inclusiveRange: (1, 5)) var priorityLevel: Int?

    func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Tagged \(tagName).") }
}

/// Returns a summary made on the spot.
struct SummarizeNotesIntent: AppIntent {
    static let title: LocalizedStringResource = "Summarize Notes"
    @Dependency private var notebook: Notebook

    func perform() async throws -> some IntentResult & ReturnsValue<NoteSummary> {
        let summary = NoteSummary()
        summary.noteCount = notebook.notes.count
        summary.first = notebook.notes.first?.text ?? ""
        return .result(value: summary)
    }
}
