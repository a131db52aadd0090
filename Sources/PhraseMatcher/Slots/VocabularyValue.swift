/// One value a vocabulary slot can take: an id, the title people see, and other ways to say it.
///
/// ```swift
/// VocabularyValue(id: "high", title: "high", synonyms: ["urgent", "important"])
/// ```
public struct VocabularyValue: Sendable, Hashable {
    /// The caller's identifier, reported in ``SlotValue/vocabulary(id:title:)``.
    public var id: String
    /// The display title, matched like a synonym.
    public var title: String
    /// Other words or phrases that mean this value.
    public var synonyms: [String]

    public init(id: String, title: String, synonyms: [String] = []) {
        self.id = id
        self.title = title
        self.synonyms = synonyms
    }
}
