/// What a person may say, by itself, to the question the conversation waits on: for a speech
/// grammar, which otherwise hears only whole requests.
public struct SpokenAnswers: Sendable, Hashable {
    /// Answers said as they are: yes and no words for a confirmation; the options' titles,
    /// ordinals and "the last one" for a choice; cancel words for every question.
    public var sentences: [String]
    /// The highest option number that may be said ("two" for the second of three options).
    public var optionCount: Int
    /// True when any value a request's slot takes (a name, a number, a date) may be the answer:
    /// the question asks for a parameter's value.
    public var anySlotValue: Bool
    /// True when the answer may be any words (a new title): a grammar cannot hear those.
    public var acceptsAnyText: Bool
}

extension Conversation {
    /// The answers to the question waited on, or nil when none is.
    public func spokenAnswers() -> SpokenAnswers? {
        guard let question = state.question else { return nil }
        let localizer = self.localizer
        func list(_ key: String) -> [String] { localizer.orderedWords(key).flatMap { $0 } }
        var sentences = list("hark.words.cancel")
        var optionCount = 0
        var anySlotValue = false
        switch question.kind {
        case .confirmation:
            sentences += list("hark.words.yes") + list("hark.words.no")
        case .choice:
            break
        case .value:
            anySlotValue = true
        }
        // Options offered (a choice, or the known values of a parameter asked for) are picked by
        // title, number or ordinal: "second", "the second", "the second one" (only English is
        // heard), or "the last one".
        if !question.options.isEmpty {
            optionCount = question.options.count
            sentences += question.options.map(\.title)
            for ordinal in localizer.orderedWords("hark.words.ordinals").prefix(optionCount).flatMap({ $0 }) {
                sentences += [ordinal, "the \(ordinal)", "the \(ordinal) one"]
            }
            sentences += list("hark.words.last")
        }
        return SpokenAnswers(
            sentences: sentences, optionCount: optionCount, anySlotValue: anySlotValue,
            acceptsAnyText: question.acceptsAnyText)
    }
}
