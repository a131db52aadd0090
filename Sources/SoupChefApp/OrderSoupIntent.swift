import Intents

/// Orders one to twenty bowls of a soup on the menu; one unless the person says how many.
/// An order can be undone: it is cancelled.
public struct OrderSoupIntent: AppIntent, UndoableIntent {
    public static let title: LocalizedStringResource = "Order Soup"
    public static let description = IntentDescription("Places a soup order.")

    @Parameter(title: "Soup", requestValueDialog: "Which soup would you like?")
    var soup: SoupEntity

    @Parameter(
        title: "Quantity", default: 1, inclusiveRange: (1, 20),
        requestValueDialog: "How many? You can order 1 to 20.")
    var quantity: Int

    @Dependency private var store: OrderStore

    public init() {}

    public static var parameterSummary: some ParameterSummary {
        Summary("Order \(\.$soup)") { \.$quantity }
    }

    public func perform() async throws -> some IntentResult & ProvidesDialog {
        guard OrderStore.quantities.contains(quantity) else {
            throw $quantity.needsValueError("How many? You can order 1 to 20.")
        }
        let order = try store.place(soup.soup, quantity: quantity)
        undoManager?.registerUndo(withTarget: store) { store in
            _ = try? store.cancel(id: order.id)
        }
        undoManager?.setActionName(String(localized: "Order \(soup.name)"))
        return .result(dialog: "Ordered \(order.quantity) \(soup.name).")
    }
}
