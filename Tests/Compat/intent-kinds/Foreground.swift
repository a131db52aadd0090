// Asking to continue in the app: the iOS 16.4 protocol, and the iOS 26 supported modes.
import AppIntents

struct SyncNotesIntent: AppIntent, ForegroundContinuableIntent {
    static let title: LocalizedStringResource = "Sync Notes"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard Session.shared.signedIn else {
            throw needsToContinueInForegroundError("Please sign in to sync your notes.") {
                Session.shared.signedIn = true
            }
        }
        return .result(dialog: "Your notes are in sync.")
    }
}

struct ReviewNotesIntent: AppIntent, ForegroundContinuableIntent {
    static let title: LocalizedStringResource = "Review Notes"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let count = try await requestToContinueInForeground("Review your notes in the app?") {
            NoteStore.shared.notes.count
        }
        return .result(dialog: "You have \(count) notes to review.")
    }
}

struct EditNoteIntent: AppIntent {
    static let title: LocalizedStringResource = "Edit Note"
    static var supportedModes: IntentModes { [.background, .foreground(.dynamic)] }

    func perform() async throws -> some IntentResult {
        try await continueInForeground("Open the note to edit it?", alwaysConfirm: false)
        return .result()
    }
}
