// Confirmations: action names built in and custom, conditions, a view beside the question,
// and the iOS 16 form that confirms a result.
import AppIntents

struct Message: Sendable { let text: String }

struct SendMessageIntent: AppIntent {
    static let title: LocalizedStringResource = "Send Message"

    @Parameter(title: "Text") var text: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await requestConfirmation(actionName: .send, dialog: "Send “\(text)”?")
        return .result(dialog: "Sent.")
    }
}

struct DeleteMessagesIntent: AppIntent {
    static let title: LocalizedStringResource = "Delete Messages"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await requestConfirmation(
            conditions: [],
            actionName: .custom(
                acceptLabel: "Delete All", acceptAlternatives: ["Erase them"], denyLabel: "Keep",
                denyAlternatives: [], destructive: true),
            dialog: IntentDialog("Delete every message?"))
        return .result(dialog: "Deleted.")
    }
}

struct ArchiveIntent: AppIntent {
    static let title: LocalizedStringResource = "Archive"

    func perform() async throws -> some IntentResult {
        try await requestConfirmation(conditions: .lowConfidenceSource, actionName: .continue)
        try await requestConfirmation()
        try await requestConfirmation(actionName: .go, dialog: "Archive now?") {
            Message(text: "Preview")
        }
        return .result()
    }
}

struct PostIntent: AppIntent {
    static let title: LocalizedStringResource = "Post"

    @Parameter(title: "Text") var text: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await requestConfirmation(result: .result(dialog: "Post “\(text)”?"), confirmationActionName: .post)
        guard try await $text.requestConfirmation(for: text, dialog: "Is “\(text)” right?") else {
            throw AppIntentError.userCancelled
        }
        return .result(dialog: "Posted.")
    }
}
