/// What one slot of a phrase can be filled with, for a speech grammar.
public enum SpokenSlot: Sendable, Hashable {
    /// The titles and synonyms of the slot's current vocabulary; `isOpen` when the slot also
    /// takes words outside it (an entity's names, as opposed to an enumeration's cases).
    case values([String], isOpen: Bool)
    /// Any words: the caller decides what it can hear there.
    case text
    /// A number, optionally bounded.
    case number(min: Int?, max: Int?)
    case date
    case duration
}

/// One phrase of an index with what each of its slots can be filled with now.
public struct SpokenPhrase: Sendable {
    /// The phrase id (phrases of one intent share it).
    public let id: String
    public let template: Template
    /// By slot name, for every slot of the template.
    public let slots: [String: SpokenSlot]

    public init(id: String, template: Template, slots: [String: SpokenSlot]) {
        self.id = id
        self.template = template
        self.slots = slots
    }
}

extension PhraseIndex {
    /// Every phrase with its slots as the current vocabulary snapshot fills them: what a speech
    /// recognizer may hear. Vocabulary slots list their titles and synonyms; an entity slot that
    /// also takes free text lists only its known values.
    ///
    /// - Complexity: O(phrases × slots + vocabulary values).
    public func spokenPhrases() -> [SpokenPhrase] {
        let vocabularies = snapshot()
        var valuesByBinding: [Int: [String]] = [:]
        return program.phrases.map { phrase in
            var slots: [String: SpokenSlot] = [:]
            for (capture, name) in phrase.captureNames.enumerated() {
                let binding = phrase.captureBindings[capture]
                switch program.bindings[binding].kind {
                case .vocabulary(let allowsFreeText):
                    if valuesByBinding[binding] == nil {
                        valuesByBinding[binding] = (vocabularies[binding]?.values ?? []).flatMap { [$0.title] + $0.synonyms }
                    }
                    slots[name] = .values(valuesByBinding[binding]!, isOpen: allowsFreeText)
                case .text: slots[name] = .text
                case .number(let min, let max): slots[name] = .number(min: min, max: max)
                case .date: slots[name] = .date
                case .duration: slots[name] = .duration
                }
            }
            for name in phrase.template.slotNames where slots[name] == nil { slots[name] = .text }
            return SpokenPhrase(id: phrase.phrase.id, template: phrase.template, slots: slots)
        }
    }
}
