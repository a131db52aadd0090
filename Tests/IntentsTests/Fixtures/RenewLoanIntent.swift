import Intents

/// Throws `$weeks.needsValueError(_:)` while it has no number of weeks; logs each perform.
struct RenewLoanIntent: AppIntent {
    static let title: LocalizedStringResource = "Renew Loan"

    @Parameter(title: "Book")
    var book: BookEntity

    @Parameter(title: "Weeks")
    var weeks: Int?

    @Dependency private var log: PerformLog

    func perform() async throws -> some IntentResult & ProvidesDialog {
        log.record("RenewLoanIntent")
        guard let weeks else {
            throw $weeks.needsValueError("For how many weeks?")
        }
        return .result(dialog: "Renewed \(book.title) for \(weeks) weeks.")
    }
}
