// swift-version: 5
// Results that show a view: `ShowsSnippetView` with `view:` and with a `content:` closure (iOS 16),
// and an interactive snippet drawn by a `SnippetIntent` (iOS 26). The views are stand-ins for
// SwiftUI views: on Linux any type will do, and Hark speaks the dialog.
import AppIntents
import Foundation

struct OrderCard { let soup: String; let quantity: Int }
struct EmptyCard {}

struct ShowOrderIntent: AppIntent {
    static var title: LocalizedStringResource = "Show Order"

    @Parameter(title: "Soup") var soup: String
    @Parameter(title: "Quantity", default: 1) var quantity: Int

    func perform() async throws -> some IntentResult & ProvidesDialog & ShowsSnippetView {
        .result(dialog: "Here is your order.", view: OrderCard(soup: soup, quantity: quantity))
    }
}

struct CountOrdersIntent: AppIntent {
    static var title: LocalizedStringResource = "Count Orders"

    func perform() async throws -> some IntentResult & ReturnsValue<Int> & ProvidesDialog & ShowsSnippetView {
        let count = 3
        return .result(value: count, dialog: "You ordered \(count) soups.", view: EmptyCard())
    }
}

struct LastOrderIntent: AppIntent {
    static var title: LocalizedStringResource = "Last Order"

    func perform() async throws -> some IntentResult & ProvidesDialog & ShowsSnippetView {
        let last: OrderCard? = OrderCard(soup: "Miso", quantity: 2)
        return .result(dialog: "Your last order:") {
            if let last {
                last
            } else {
                EmptyCard()
            }
        }
    }
}

struct OrderSnippetIntent: SnippetIntent {
    static let title: LocalizedStringResource = "Order Snippet"

    @Parameter var soup: String

    func perform() async throws -> some IntentResult & ShowsSnippetView {
        .result(view: OrderCard(soup: soup, quantity: 1))
    }
}

struct ReorderIntent: AppIntent {
    static let title: LocalizedStringResource = "Reorder"

    func perform() async throws -> some IntentResult & ProvidesDialog & ShowsSnippetIntent {
        var snippet = OrderSnippetIntent()
        snippet.soup = "Miso"
        return .result(dialog: "Ordered again.", snippetIntent: snippet)
    }
}
