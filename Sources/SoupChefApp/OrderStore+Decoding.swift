import Foundation
import Storage

extension OrderRecord {
    /// Decodes a row selected with `OrderStore.columns`; a malformed row is a `StorageError`.
    init(row: Row) throws {
        let idText = try row.string("id")
        let soupText = try row.string("soup")
        guard let id = UUID(uuidString: idText) else {
            throw StorageError(code: .mismatch, message: "orders.id \(idText.debugDescription) is not a UUID")
        }
        guard let soup = Soup(rawValue: soupText) else {
            throw StorageError(code: .mismatch, message: "orders.soup \(soupText.debugDescription) is not on the menu")
        }
        self.init(
            id: id, soup: soup, quantity: try row.int("quantity"),
            orderedAt: Date(timeIntervalSince1970: try row.double("ordered_at")))
    }
}
