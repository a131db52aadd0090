import Foundation
import Intents
import Synchronization
import TestSupport
import Testing

/// The notebook a test's intents work on: notes by id, and whether the person signed in.
final class Notebook: Sendable {
    struct Note: Sendable, Equatable {
        let id: String
        var text: String
    }

    private let state = Mutex<(notes: [Note], signedIn: Bool, continuations: Int)>(([], false, 0))

    init(_ notes: [Note] = [Note(id: "n1", text: "Buy bread"), Note(id: "n 2", text: "Call Sam")]) {
        state.withLock { $0.notes = notes }
    }

    var notes: [Note] { state.withLock { $0.notes } }
    var signedIn: Bool { state.withLock { $0.signedIn } }
    /// How many times a foreground continuation ran.
    var continuations: Int { state.withLock { $0.continuations } }

    func note(id: String) -> Note? { notes.first { $0.id == id } }
    func remove(id: String) { state.withLock { $0.notes.removeAll { $0.id == id } } }
    func restore(_ note: Note) { state.withLock { $0.notes.append(note) } }
    func signIn() {
        state.withLock {
            $0.signedIn = true
            $0.continuations += 1
        }
    }
}

/// The Notebook app, over its own notebook and perform log.
struct NotebookHarness {
    let notebook = Notebook()
    let log = PerformLog()
    let dependencies = AppDependencyManager()
    let app: AppDefinition

    init() {
        dependencies.add(dependency: notebook)
        dependencies.add(dependency: log)
        app = AppDefinition(
            name: "Notebook", shortcuts: NotebookShortcuts.self,
            intents: [
                SyncNotesIntent.self, ReviewNotesIntent.self, EditNoteIntent.self, RetryingIntent.self,
                OpenNoteIntent.self, ShareNoteIntent.self, ShowNoteIntent.self, NoteSnippetIntent.self,
                DeleteNoteIntent.self, PickTagIntent.self, SummarizeNotesIntent.self,
            ],
            dependencies: dependencies)
    }

    func perform(_ invocation: IntentInvocation, answering conversation: ScriptedConversation = ScriptedConversation())
        async throws -> IntentResultContent
    {
        try await invocation.perform(conversation: conversation, dependencies: dependencies)
    }

    func note(_ id: String) throws -> NoteEntity {
        NoteEntity(try #require(notebook.note(id: id)))
    }
}

struct NotebookShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: OpenNoteIntent(), phrases: ["Open \(\.$target) in \(.applicationName)"], systemImageName: "note")
    }
}
