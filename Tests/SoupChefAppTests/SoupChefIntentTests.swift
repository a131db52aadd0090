import Foundation
import Intents
import TestSupport
import Testing

@testable import SoupChefApp

@Suite("Soup Chef intents answer as PRODUCT.md words them")
struct SoupChefIntentTests {
    let harness: SoupChefHarness

    init() throws {
        harness = try SoupChefHarness()
    }

    static let rangePrompt = "How many? You can order 1 to 20."

    @Test("the menu is enumerable, with translatable names and the synonyms people say")
    func menu() async throws {
        let soups = try await harness.withDependencies { try await SoupQuery().allEntities() }
        #expect(soups.map(\.id) == ["tomato", "chowder", "miso", "minestrone"])
        #expect(
            soups.map(\.displayRepresentation.title.key) == ["Tomato Soup", "Clam Chowder", "Miso Soup", "Minestrone"])
        #expect(soups.map { $0.displayRepresentation.synonyms.map(\.key) } == [
                ["tomato soups"], ["chowder", "clam soup", "clam chowders"], ["miso", "miso soups"], ["minestrones"],
            ])
        #expect(soups.allSatisfy { !$0.displayRepresentation.title.isVerbatim })
        #expect(
            try await harness.withDependencies { try await SoupQuery().suggestedEntities() }.map(\.id)
                == soups.map(\.id))
    }

    @Test("the query resolves menu ids and leaves out the rest")
    func resolveIDs() async throws {
        let found = try await harness.withDependencies {
            try await SoupQuery().entities(for: ["miso", "gazpacho", "tomato", ""])
        }
        #expect(found.map(\.id) == ["miso", "tomato"])
    }

    @Test("the quantity is one unless said")
    func defaultQuantity() async throws {
        let dialog = try await harness.perform(OrderSoupIntent.self, ["soup": SoupEntity(.chowder)])
        #expect(dialog?.key == "Ordered %lld %@.")
        #expect(dialog?.arguments == [.int(1), .resource("Clam Chowder")])
        #expect(try harness.store.ordersToday().map(\.quantity) == [1])
        let quantity = try #require(
            harness.app.intent(withID: "Soup Chef.OrderSoupIntent")?.parameter(named: "quantity"))
        #expect(!quantity.isRequired)
        #expect(quantity.defaultValue as? Int == 1)
        #expect(quantity.inclusiveRange == 1...20)
    }

    @Test("an order names the quantity and the soup")
    func order() async throws {
        let dialog = try await harness.perform(OrderSoupIntent.self, ["soup": SoupEntity(.chowder), "quantity": 2])
        #expect(dialog?.description == "Ordered 2 Clam Chowder.")
        #expect(try harness.store.ordersToday().map(\.soup) == [.chowder])
    }

    @Test("a missing soup is asked for with its own question")
    func missingSoup() throws {
        let soup = try #require(harness.app.intent(withID: "Soup Chef.OrderSoupIntent")?.parameter(named: "soup"))
        #expect(soup.isRequired)
        #expect(soup.requestValueDialog?.full.key == "Which soup would you like?")
    }

    @Test("a quantity outside 1…20 is not accepted: it is asked again", arguments: [0, 21, -3, 500])
    func outOfRange(quantity: Int) async throws {
        let conversation = ScriptedConversation(.value(4))
        let dialog = try await harness.perform(
            OrderSoupIntent.self, ["soup": SoupEntity(.miso), "quantity": quantity], answering: conversation)
        #expect(await conversation.questions == [.value(parameter: "quantity", prompt: Self.rangePrompt)])
        #expect(dialog?.description == "Ordered 4 Miso Soup.")
        #expect(try harness.store.ordersToday().map(\.quantity) == [4])
    }

    @Test("the edges of the range are accepted as said", arguments: [1, 20])
    func edges(quantity: Int) async throws {
        let conversation = ScriptedConversation()
        let dialog = try await harness.perform(
            OrderSoupIntent.self, ["soup": SoupEntity(.tomato), "quantity": quantity], answering: conversation)
        #expect(await conversation.questions.isEmpty)
        #expect(dialog?.arguments.first == .int(quantity))
    }

    /// Orders (soup, quantity) placed today, and the bowl count the answer is built with.
    static let lists: [(orders: [(Soup, Int)], bowls: Int)] = [
        ([], 0),
        ([(.tomato, 1)], 1),
        ([(.chowder, 2), (.miso, 1)], 3),
        ([(.minestrone, 20), (.minestrone, 20)], 40),
    ]

    @Test("today's bowls are counted into one plural-aware answer", arguments: lists)
    func listOrders(orders: [(Soup, Int)], bowls: Int) async throws {
        for (soup, quantity) in orders {
            try await harness.perform(OrderSoupIntent.self, ["soup": SoupEntity(soup), "quantity": quantity])
        }
        let dialog = try await harness.perform(ListOrdersIntent.self)
        #expect(dialog?.key == "You ordered %lld soups today.")
        #expect(dialog?.arguments == [.int(bowls)])
    }

    @Test("yesterday's orders are not today's, across midnight by the injected clock")
    func acrossMidnight() async throws {
        // 23:59 UTC, then two minutes later.
        harness.clock.set(SoupChefHarness.noon + 12 * 3600 - 60)
        try await harness.perform(OrderSoupIntent.self, ["soup": SoupEntity(.chowder), "quantity": 2])
        #expect(try await harness.perform(ListOrdersIntent.self)?.arguments == [.int(2)])
        harness.clock.advance(by: .seconds(120))
        #expect(try await harness.perform(ListOrdersIntent.self)?.arguments == [.int(0)])
        try await harness.perform(OrderSoupIntent.self, ["soup": SoupEntity(.miso)])
        #expect(try await harness.perform(ListOrdersIntent.self)?.arguments == [.int(1)])
    }
}
