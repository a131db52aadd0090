import Foundation
import Storage

/// The cellar's domain service: the only code that reads or writes the `bottles` table.
public final class BottleStore: Sendable {
    let database: Database

    /// Opens the store on `database`, applying its migrations.
    public init(database: Database) throws {
        self.database = database
        try database.migrate(Self.migrations, namespace: "cellar")
    }

    /// Changes whenever the bottles may have changed, in this process or another.
    public var changeToken: UInt64 { database.changeToken }

    static let migrations = [
        Migration(
            version: 1, name: "create bottles",
            sql: """
                CREATE TABLE bottles (
                    seq INTEGER PRIMARY KEY AUTOINCREMENT,
                    id TEXT NOT NULL UNIQUE,
                    name TEXT NOT NULL,
                    name_key TEXT NOT NULL,
                    color TEXT NOT NULL CHECK (color IN ('red', 'white', 'rose', 'sparkling'))
                );
                """)
    ]

    /// Adds a bottle and returns it.
    public func add(name: String, color: WineColor) throws -> Bottle {
        let bottle = Bottle(id: UUID(), name: name, color: color)
        try database.execute(
            "INSERT INTO bottles (id, name, name_key, color) VALUES (?, ?, ?, ?)",
            [.text(bottle.id.uuidString), .text(name), .text(Self.key(name)), .text(color.rawValue)])
        return bottle
    }

    /// Takes a bottle out of the cellar; nil when it is not there any more.
    public func remove(id: UUID) throws -> Bottle? {
        try database.transaction { db in
            let found = try db.query("SELECT id, name, color FROM bottles WHERE id = ?", [.text(id.uuidString)])
            guard let row = found.first else { return nil }
            try db.execute("DELETE FROM bottles WHERE id = ?", [.text(id.uuidString)])
            return try Self.bottle(row)
        }
    }

    /// Every bottle, in the order it was put in.
    public func all() throws -> [Bottle] {
        try database.query("SELECT id, name, color FROM bottles ORDER BY seq").map(Self.bottle)
    }

    /// The bottles with these ids; ids that are gone are left out.
    public func bottles(ids: [UUID]) throws -> [Bottle] {
        try all().filter { ids.contains($0.id) }
    }

    /// The bottles whose names contain the words, ignoring case and accents.
    public func search(_ words: String) throws -> [Bottle] {
        let key = Self.key(words)
        return try all().filter { Self.key($0.name).contains(key) }
    }

    private static func key(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    private static func bottle(_ row: Row) throws -> Bottle {
        let idText = try row.string("id")
        let colorText = try row.string("color")
        guard let id = UUID(uuidString: idText), let color = WineColor(rawValue: colorText) else {
            throw StorageError(code: .mismatch, message: "bottles row \(idText) is malformed")
        }
        return Bottle(id: id, name: try row.string("name"), color: color)
    }
}
