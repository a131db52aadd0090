/// Everything a ``PhraseIndex`` is compiled from: phrases, slot definitions and a language.
///
/// Slot definitions are keyed by slot name, or by `"phraseID/slotName"` to override one
/// phrase's slot. `fillerWords`, when given, replaces the language's filler words.
///
/// ```swift
/// let set = PhraseSet(
///     languageCode: "en",
///     phrases: [Phrase(id: "Tasks.Add", template: "Add ${title} to ${applicationName}")],
///     slots: ["title": .text, "applicationName": .vocabulary([VocabularyValue(id: "Tasks", title: "Tasks")])])
/// let index = try PhraseIndex(set)
/// ```
public struct PhraseSet: Sendable, Hashable {
    public var languageCode: String
    public var phrases: [Phrase]
    public var slots: [String: SlotDefinition]
    public var fillerWords: [String]?

    public init(
        languageCode: String, phrases: [Phrase], slots: [String: SlotDefinition] = [:],
        fillerWords: [String]? = nil
    ) {
        self.languageCode = languageCode
        self.phrases = phrases
        self.slots = slots
        self.fillerWords = fillerWords
    }
}
