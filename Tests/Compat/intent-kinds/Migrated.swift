// An intent that replaces a SiriKit custom intent, as apps migrating from SiriKit write it.
import AppIntents
import Foundation

struct AddNoteIntent: AppIntent, CustomIntentMigratedAppIntent {
    static let intentClassName = "AddNoteIntent"
    static let title: LocalizedStringResource = "Add Note"

    @Parameter(title: "Text")
    var text: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        NoteStore.shared.notes.append(Note(id: UUID().uuidString, text: text))
        return .result(dialog: "Added “\(text)”.")
    }
}
