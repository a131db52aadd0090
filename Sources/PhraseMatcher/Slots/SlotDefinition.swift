/// How a slot is matched, with its initial vocabulary.
///
/// Definitions are keyed by slot name, or by `"phraseID/slotName"` to override the shared
/// definition for one phrase. A placeholder without a definition is free text.
///
/// ```swift
/// let slots: [String: SlotDefinition] = [
///     "applicationName": .vocabulary([VocabularyValue(id: "Tasks", title: "Tasks")]),
///     "task": .vocabulary([VocabularyValue(id: "1", title: "Buy milk")], allowsFreeText: true),
///     "title": .text,
///     "quantity": .number(min: 1, max: 20),
/// ]
/// ```
public struct SlotDefinition: Sendable, Hashable {
    /// What the slot accepts.
    public var kind: SlotKind
    /// The vocabulary at compile time; see ``PhraseIndex/updateVocabulary(_:values:)``.
    public var values: [VocabularyValue]

    public init(kind: SlotKind, values: [VocabularyValue] = []) {
        self.kind = kind
        self.values = values
    }

    /// A vocabulary slot.
    public static func vocabulary(_ values: [VocabularyValue], allowsFreeText: Bool = false) -> SlotDefinition {
        SlotDefinition(kind: .vocabulary(allowsFreeText: allowsFreeText), values: values)
    }

    /// A free-text slot.
    public static let text = SlotDefinition(kind: .text)

    /// A number slot, optionally bounded.
    public static func number(min: Int? = nil, max: Int? = nil) -> SlotDefinition {
        SlotDefinition(kind: .number(min: min, max: max))
    }
}
