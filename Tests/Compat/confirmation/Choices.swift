// Asking the person to pick one of a few answers (iOS 26).
import AppIntents

struct SaveFileIntent: AppIntent {
    static let title: LocalizedStringResource = "Save File"

    @Parameter(title: "Name") var name: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let replace = Option(title: "Replace", style: .destructive)
        let keepBoth = Option(title: "Keep Both")
        let choice = try await requestChoice(
            between: [replace, keepBoth, .cancel], dialog: "“\(name)” already exists.")
        switch choice {
        case replace: return .result(dialog: "Replaced “\(name)”.")
        default: return .result(dialog: "Kept both.")
        }
    }
}
