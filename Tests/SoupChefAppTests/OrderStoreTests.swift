import Foundation
import Intents
import Storage
import Testing

@testable import SoupChefApp

@Suite("The order store keeps Soup Chef's orders and knows what today is")
struct OrderStoreTests {
    @Test("the doc comment example works")
    func docExample() throws {
        let store = try OrderStore(database: try Database(path: ":memory:"))
        _ = try store.place(.chowder, quantity: 2)
        #expect(try store.bowlsOrderedToday() == 2)
    }

    @Test("the menu is fixed, in menu order")
    func menu() throws {
        let store = try SoupChefHarness().store
        #expect(store.menu() == [.tomato, .chowder, .miso, .minestrone])
    }

    @Test("an order keeps its soup and quantity and is dated by the clock")
    func place() throws {
        let harness = try SoupChefHarness()
        let order = try harness.store.place(.miso, quantity: 3)
        #expect(order.soup == .miso)
        #expect(order.quantity == 3)
        #expect(order.orderedAt == SoupChefHarness.noon)
        #expect(try harness.store.ordersToday() == [order])
    }

    @Test("quantities outside 1…20 are refused", arguments: [-1, 0, 21, 100, Int.max])
    func outOfRange(quantity: Int) throws {
        let harness = try SoupChefHarness()
        #expect(throws: OrderStore.QuantityOutOfRange(quantity: quantity)) {
            try harness.store.place(.tomato, quantity: quantity)
        }
        #expect(try harness.store.ordersToday().isEmpty)
    }

    @Test("the quantities at the edges of the range are taken", arguments: [1, 20])
    func edges(quantity: Int) throws {
        let harness = try SoupChefHarness()
        #expect(try harness.store.place(.tomato, quantity: quantity).quantity == quantity)
    }

    @Test("the schema refuses what the app could not have taken")
    func schemaChecks() throws {
        let harness = try SoupChefHarness()
        let insert = "INSERT INTO orders (id, soup, quantity, ordered_at) VALUES (?, ?, ?, 0)"
        #expect(throws: StorageError.self) {
            try harness.database.execute(insert, [.text(UUID().uuidString), "gazpacho", 1])
        }
        #expect(throws: StorageError.self) {
            try harness.database.execute(insert, [.text(UUID().uuidString), "miso", 21])
        }
    }

    /// (minutes after 23:58 on the first day when ordering, minutes after 23:58 when asking, bowls today)
    static let midnight: [(orderedAt: [Int], askedAt: Int, bowls: Int)] = [
        ([0], 1, 2),
        ([0], 2, 0),
        ([0, 1], 3, 0),
        ([0, 3], 3, 2),
        ([1, 2, 3], 4, 4),
        ([], 0, 0),
    ]

    @Test("today is the clock's calendar day: midnight starts it afresh", arguments: midnight)
    func today(orderedAt: [Int], askedAt: Int, bowls: Int) throws {
        // 2027-01-15 23:58:00 UTC; midnight is two minutes later.
        let start = Date(timeIntervalSince1970: 1_800_057_480)
        let harness = try SoupChefHarness(start: start)
        for minute in orderedAt {
            harness.clock.set(start + Double(minute) * 60)
            _ = try harness.store.place(.chowder, quantity: 2)
        }
        harness.clock.set(start + Double(askedAt) * 60)
        #expect(try harness.store.bowlsOrderedToday() == bowls)
    }

    @Test("today is reckoned in the clock's time zone")
    func timeZone() throws {
        // 2027-01-15 23:30 UTC is already the 16th in Tokyo, and still the 15th in Los Angeles.
        let evening = Date(timeIntervalSince1970: 1_800_055_800)
        let database = try Database(path: ":memory:")
        let tokyo = ManualClock(start: evening, timeZone: try #require(TimeZone(identifier: "Asia/Tokyo")))
        let store = try OrderStore(database: database, clock: tokyo.appClock)
        _ = try store.place(.tomato, quantity: 1)
        tokyo.advance(by: .seconds(3600))
        #expect(try store.bowlsOrderedToday() == 1)
        let utc = ManualClock(start: evening + 3600)
        #expect(try OrderStore(database: database, clock: utc.appClock).bowlsOrderedToday() == 0)
    }
}
