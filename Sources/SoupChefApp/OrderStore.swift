import Foundation
import Intents
import Storage

/// Soup Chef's domain service: the menu, and the only code that reads or writes the
/// `orders` table.
///
/// Creating a store runs the app's migrations (namespace "soupchef"). Orders are dated by
/// the injected clock, and "today" is the clock's calendar day in its time zone, so tests
/// and transcripts give the same answer on every run.
///
/// ```swift
/// let store = try OrderStore(database: try Database(path: ":memory:"))
/// _ = try store.place(.chowder, quantity: 2)
/// try store.bowlsOrderedToday()   // 2
/// ```
public final class OrderStore: Sendable {
    /// How many bowls one order may be for.
    public static let quantities = 1...20

    let database: Database

    /// Changes whenever the stored data may have changed, in this process or another one:
    /// what Hark compares to know when to reload the names people can say.
    public var changeToken: UInt64 { database.changeToken }
    let clock: AppClock

    /// Opens the store on `database`, applying any pending migrations.
    public init(database: Database, clock: AppClock = .system) throws {
        self.database = database
        self.clock = clock
        try database.migrate(Self.migrations, namespace: "soupchef")
    }

    /// Every soup on the menu, in menu order.
    public func menu() -> [Soup] {
        Soup.allCases
    }

    /// Places an order and returns it as stored. A quantity outside `quantities` is a
    /// programming error (`QuantityOutOfRange`): callers ask again instead.
    public func place(_ soup: Soup, quantity: Int) throws -> OrderRecord {
        guard Self.quantities.contains(quantity) else { throw QuantityOutOfRange(quantity: quantity) }
        let order = OrderRecord(
            id: UUID(), soup: soup, quantity: quantity,
            orderedAt: Date(timeIntervalSince1970: clock.now().timeIntervalSince1970))
        try database.execute(
            "INSERT INTO orders (id, soup, quantity, ordered_at) VALUES (?, ?, ?, ?)",
            [
                .text(order.id.uuidString), .text(soup.rawValue), SQLValue(quantity),
                .real(order.orderedAt.timeIntervalSince1970),
            ])
        return order
    }

    /// Cancels an order: what undoing it does. False when there was no such order.
    @discardableResult
    public func cancel(id: UUID) throws -> Bool {
        try database.transaction { db in
            let found = try db.query("SELECT seq FROM orders WHERE id = ?", [.text(id.uuidString)]).first != nil
            if found { try db.execute("DELETE FROM orders WHERE id = ?", [.text(id.uuidString)]) }
            return found
        }
    }

    /// The orders placed during `interval` (its start included, its end excluded), oldest first.
    public func orders(in interval: DateInterval) throws -> [OrderRecord] {
        try database.query(
            "SELECT \(Self.columns) FROM orders WHERE ordered_at >= ? AND ordered_at < ? ORDER BY seq",
            [.real(interval.start.timeIntervalSince1970), .real(interval.end.timeIntervalSince1970)]
        ).map(OrderRecord.init(row:))
    }

    /// Today's orders by the clock, oldest first.
    public func ordersToday() throws -> [OrderRecord] {
        try orders(in: clock.today())
    }

    /// How many bowls were ordered today, across every order.
    public func bowlsOrderedToday() throws -> Int {
        try ordersToday().reduce(0) { $0 + $1.quantity }
    }
}
