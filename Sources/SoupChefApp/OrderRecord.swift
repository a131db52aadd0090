import Foundation

/// An order as Soup Chef stores it: a flat, immutable snapshot read from `OrderStore`.
public struct OrderRecord: Sendable, Equatable, Identifiable {
    /// The stable identifier, stored as the UUID's string.
    public let id: UUID
    /// The soup ordered.
    public let soup: Soup
    /// How many bowls, within `OrderStore.quantities`.
    public let quantity: Int
    /// When the order was placed, by the store's clock.
    public let orderedAt: Date

    public init(id: UUID, soup: Soup, quantity: Int, orderedAt: Date) {
        self.id = id
        self.soup = soup
        self.quantity = quantity
        self.orderedAt = orderedAt
    }
}
