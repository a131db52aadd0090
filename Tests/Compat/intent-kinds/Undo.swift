// An intent whose work can be undone.
import AppIntents

struct DeleteNoteIntent: UndoableIntent {
    static let title: LocalizedStringResource = "Delete Note"

    @Parameter(title: "Note") var note: NoteEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let deleted = NoteStore.shared.note(id: note.id) else { throw AppIntentError.Unrecoverable.entityNotFound }
        NoteStore.shared.remove(id: deleted.id)
        undoManager?.registerUndo(withTarget: NoteStore.shared) { store in
            store.restore(deleted)
        }
        undoManager?.setActionName("Delete Note")
        return .result(dialog: "Deleted “\(deleted.text)”.")
    }
}
