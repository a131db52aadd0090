/// A phrase that matched a whole sentence: which one, its slot values, and why it ranked as it did.
///
/// ```swift
/// let match = index.matches(for: "add buy milk to Tasks").first!
/// match.phraseID               // "Tasks.AddTaskIntent"
/// match.slots["title"]?.value  // .text("buy milk")
/// print(match.score)           // 2 literal words, 1 vocabulary slot (1 word), 1 free-text slot (2 words)
/// ```
public struct PhraseMatch: Sendable, Hashable {
    /// The caller's key of the phrase.
    public let phraseID: String
    /// The template text that matched.
    public let template: String
    /// Filled slots by name.
    public let slots: [String: SlotMatch]
    /// The phrase's fixed slot values.
    public let fixed: [String: String]
    /// How well it matched; higher is better.
    public let score: MatchScore
    /// Omittable slots the sentence left out (see ``SlotDefinition/isOmittable``).
    public let omittedSlots: [String]

    public init(
        phraseID: String, template: String, slots: [String: SlotMatch], fixed: [String: String], score: MatchScore,
        omittedSlots: [String] = []
    ) {
        self.phraseID = phraseID
        self.template = template
        self.slots = slots
        self.fixed = fixed
        self.score = score
        self.omittedSlots = omittedSlots
    }
}
