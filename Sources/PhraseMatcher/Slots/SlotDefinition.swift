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
    /// Whether a sentence may leave the slot out, together with the one template word that
    /// joins it to the rest ("Add ${title} to ${applicationName}" also accepts "Add milk" and
    /// "Add milk to"), unless the sentence says one of the slot's values elsewhere ("delete milk
    /// in Tasks" did not leave "Tasks" out). Such a match scores below any match that fills the slot and lists the
    /// slot in ``PhraseMatch/omittedSlots``; the caller decides whether the omission is safe
    /// (Hark accepts a missing app name only when a single app could mean the sentence).
    public var isOmittable: Bool

    public init(kind: SlotKind, values: [VocabularyValue] = [], isOmittable: Bool = false) {
        self.kind = kind
        self.values = values
        self.isOmittable = isOmittable
    }

    /// A vocabulary slot.
    public static func vocabulary(
        _ values: [VocabularyValue], allowsFreeText: Bool = false, isOmittable: Bool = false
    ) -> SlotDefinition {
        SlotDefinition(kind: .vocabulary(allowsFreeText: allowsFreeText), values: values, isOmittable: isOmittable)
    }

    /// A free-text slot.
    public static let text = SlotDefinition(kind: .text)

    /// A date slot: a day, a time, or both.
    public static let date = SlotDefinition(kind: .date)

    /// A duration slot.
    public static let duration = SlotDefinition(kind: .duration)

    /// A number slot, optionally bounded.
    public static func number(min: Int? = nil, max: Int? = nil) -> SlotDefinition {
        SlotDefinition(kind: .number(min: min, max: max))
    }
}
