import Intents

/// Takes the unique library card as its parameter.
struct ShowCardIntent: AppIntent {
    static let title: LocalizedStringResource = "Show Library Card"

    @Parameter(title: "Card")
    var card: LibraryCardEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Your card number is \(card.number).")
    }
}
