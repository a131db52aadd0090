extension OrderStore {
    /// A programming error: an order for a quantity outside `OrderStore.quantities` reached
    /// the store. Intents ask again instead of placing such an order.
    public struct QuantityOutOfRange: Error, Equatable, CustomStringConvertible {
        /// The quantity asked for.
        public let quantity: Int

        public var description: String {
            "A soup order must be for \(OrderStore.quantities.lowerBound) to \(OrderStore.quantities.upperBound) bowls, not \(quantity)."
        }
    }
}
