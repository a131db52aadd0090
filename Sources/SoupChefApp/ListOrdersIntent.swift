import Intents

/// Says how many bowls of soup were ordered today, by the app's clock.
public struct ListOrdersIntent: AppIntent {
    public static let title: LocalizedStringResource = "List Orders"
    public static let description = IntentDescription("Tells you how much soup you ordered today.")

    @Dependency private var store: OrderStore

    public init() {}

    public func perform() async throws -> some IntentResult & ProvidesDialog {
        let bowls = try store.bowlsOrderedToday()
        return .result(dialog: "You ordered \(bowls) soups today.")
    }
}
