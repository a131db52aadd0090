import Foundation

/// An amount of money in a currency ("12.50 EUR"), as a parameter or result value.
public struct IntentCurrencyAmount: Sendable, Hashable, _IntentValue, CustomStringConvertible {
    public let amount: Decimal
    /// The ISO 4217 code: "EUR", "USD", "JPY".
    public let currencyCode: String

    public init(amount: Decimal, currencyCode: String) {
        self.amount = amount
        self.currencyCode = currencyCode
    }

    public var description: String { "\(amount) \(currencyCode)" }
}
