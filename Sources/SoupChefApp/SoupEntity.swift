import Intents

/// A soup on the menu, as intents see it. Its name is displayed text, translated like any
/// other (a task's title is the person's own words; a menu name is the app's).
public struct SoupEntity: AppEntity, Identifiable {
    public let soup: Soup

    /// The soup's stable id: "tomato", "chowder", "miso" or "minestrone".
    public var id: String { soup.rawValue }

    public static var typeDisplayRepresentation: TypeDisplayRepresentation { "Soup" }
    public static var defaultQuery: SoupQuery { SoupQuery() }

    public var displayRepresentation: DisplayRepresentation {
        switch soup {
        // The plural is a synonym: after a number people say it ("two tomato soups",
        // „zwei Tomatensuppen“), and a translation may list several forms ("a|b").
        case .tomato: DisplayRepresentation(title: "Tomato Soup", synonyms: ["tomato soups"])
        case .chowder: DisplayRepresentation(title: "Clam Chowder", synonyms: ["chowder", "clam soup", "clam chowders"])
        case .miso: DisplayRepresentation(title: "Miso Soup", synonyms: ["miso", "miso soups"])
        case .minestrone: DisplayRepresentation(title: "Minestrone", synonyms: ["minestrones"])
        }
    }

    /// The soup's name on the menu, in the person's language at the edge.
    public var name: LocalizedStringResource { displayRepresentation.title }

    public init(_ soup: Soup) {
        self.soup = soup
    }
}
