import Storage

extension OrderStore {
    /// The migrations of the "soupchef" namespace. Append-only: add a version, never edit one.
    ///
    /// The schema holds the menu's ids and the quantity range too, so no other code can
    /// store an order the app could not have taken.
    static let migrations = [
        Migration(
            version: 1, name: "create orders",
            sql: """
                CREATE TABLE orders (
                    seq INTEGER PRIMARY KEY AUTOINCREMENT,
                    id TEXT NOT NULL UNIQUE CHECK (length(id) = 36),
                    soup TEXT NOT NULL CHECK (soup IN ('tomato', 'chowder', 'miso', 'minestrone')),
                    quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 20),
                    ordered_at REAL NOT NULL
                );
                CREATE INDEX orders_by_time ON orders (ordered_at);
                """)
    ]

    /// The columns every read selects, in the order `OrderRecord(row:)` expects by name.
    static let columns = "id, soup, quantity, ordered_at"
}
