/// How a sentence aligned with a phrase, counted word by word; higher compares as better.
///
/// Ranking, most important first (``ranking`` lists the criteria): fewer omitted slots (a
/// sentence that names the app beats one that leaves it out); fewer typo edits (an exact match
/// always beats a fuzzy one); fewer spacing differences ("mail box" read as "mailbox"); fewer
/// free-text slots, then fewer free-text words; fewer segments — slot values and runs of
/// template text — so that "turn off the light in the kitchen" reads the template's "light"
/// rather than a device called "Light"; fewer list values, then more of the sentence read as
/// list values, in characters (the longest list match: "turn off the bedroom lamp" reads the
/// name "Bedroom Lamp" rather than the area "Bedroom" and the word "lamp"); more literal
/// template words, then characters; more words read as numbers, dates and durations (a number
/// out of its limits still counts: "order 30 miso" is an order of 30, to be asked again, not a
/// soup called "30 miso"); fewer numbers out of their limits; fewer skipped filler words. The
/// remaining counts break ties so that equal scores are identical. Between phrases whose
/// scores are equal, a phrase set prefers the one that comes first in its file (see
/// ``PhraseIndex``); the assistant asks which one was meant.
///
/// ```swift
/// let score = MatchScore(literalWords: 3, vocabularySlots: 2, vocabularyWords: 2, textSlots: 1, textWords: 2)
/// score.description  // "3 literal words, 2 vocabulary slots (2 words), 1 free-text slot (2 words)"
/// ```
public struct MatchScore: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Template words matched literally (exactly or with a typo).
    public var literalWords = 0
    /// Slots filled from a vocabulary, and their words.
    public var vocabularySlots = 0
    public var vocabularyWords = 0
    /// Number slots, and their words.
    public var numberSlots = 0
    public var numberWords = 0
    /// Date and duration slots, and their words.
    public var dateSlots = 0
    public var dateWords = 0
    /// Slots filled with free text (including vocabulary slots falling back to text), and their words.
    public var textSlots = 0
    public var textWords = 0
    /// Filler words skipped.
    public var skippedWords = 0
    /// Number slots whose value is outside the slot's limits.
    public var slotsOutOfRange = 0
    /// Omittable slots the sentence left out.
    public var omittedSlots = 0
    /// Edits (Damerau) needed to turn typed words into template or vocabulary words.
    public var fuzzyEdits = 0
    /// Word breaks the sentence has where the template or list value has none, or lacks where
    /// they have one ("mail box" for "mailbox", "partymode" for "party mode"); never counted
    /// beside characters written without spaces.
    public var spacingDifferences = 0
    /// Characters (of the folded text) matched by literal template text.
    public var literalCharacters = 0
    /// Pieces the sentence was read as: each slot value, and each run of template text
    /// between them (skipped filler words and omitted slots do not cut a run).
    public var segments = 0
    /// Characters (of the folded text) matched by list values.
    public var vocabularyCharacters = 0

    public init(
        literalWords: Int = 0, vocabularySlots: Int = 0, vocabularyWords: Int = 0,
        numberSlots: Int = 0, numberWords: Int = 0, dateSlots: Int = 0, dateWords: Int = 0, textSlots: Int = 0,
        textWords: Int = 0, skippedWords: Int = 0, slotsOutOfRange: Int = 0, omittedSlots: Int = 0,
        fuzzyEdits: Int = 0, spacingDifferences: Int = 0, literalCharacters: Int = 0, vocabularyCharacters: Int = 0,
        segments: Int = 0
    ) {
        self.literalWords = literalWords
        self.vocabularySlots = vocabularySlots
        self.vocabularyWords = vocabularyWords
        self.numberSlots = numberSlots
        self.numberWords = numberWords
        self.dateSlots = dateSlots
        self.dateWords = dateWords
        self.textSlots = textSlots
        self.textWords = textWords
        self.skippedWords = skippedWords
        self.slotsOutOfRange = slotsOutOfRange
        self.omittedSlots = omittedSlots
        self.fuzzyEdits = fuzzyEdits
        self.spacingDifferences = spacingDifferences
        self.literalCharacters = literalCharacters
        self.vocabularyCharacters = vocabularyCharacters
        self.segments = segments
    }

    /// Whether some word matched only with a typo.
    public var isFuzzy: Bool { fuzzyEdits > 0 }

    /// Words matched by vocabularies, numbers, dates and durations.
    var typedWords: Int { vocabularyWords + numberWords + dateWords }

    public static func < (lhs: MatchScore, rhs: MatchScore) -> Bool {
        // Ranking order; the last comparisons only make equal scores identical.
        if lhs.omittedSlots != rhs.omittedSlots { return lhs.omittedSlots > rhs.omittedSlots }
        if lhs.fuzzyEdits != rhs.fuzzyEdits { return lhs.fuzzyEdits > rhs.fuzzyEdits }
        if lhs.spacingDifferences != rhs.spacingDifferences {
            return lhs.spacingDifferences > rhs.spacingDifferences
        }
        if lhs.textSlots != rhs.textSlots { return lhs.textSlots > rhs.textSlots }
        if lhs.textWords != rhs.textWords { return lhs.textWords > rhs.textWords }
        if lhs.segments != rhs.segments { return lhs.segments > rhs.segments }
        if lhs.vocabularySlots != rhs.vocabularySlots { return lhs.vocabularySlots > rhs.vocabularySlots }
        if lhs.vocabularyCharacters != rhs.vocabularyCharacters {
            return lhs.vocabularyCharacters < rhs.vocabularyCharacters
        }
        if lhs.literalWords != rhs.literalWords { return lhs.literalWords < rhs.literalWords }
        if lhs.literalCharacters != rhs.literalCharacters { return lhs.literalCharacters < rhs.literalCharacters }
        let (left, right) = (lhs.numberWords + lhs.dateWords, rhs.numberWords + rhs.dateWords)
        if left != right { return left < right }
        if lhs.slotsOutOfRange != rhs.slotsOutOfRange { return lhs.slotsOutOfRange > rhs.slotsOutOfRange }
        if lhs.skippedWords != rhs.skippedWords { return lhs.skippedWords > rhs.skippedWords }
        if lhs.numberSlots != rhs.numberSlots { return lhs.numberSlots < rhs.numberSlots }
        if lhs.dateSlots != rhs.dateSlots { return lhs.dateSlots < rhs.dateSlots }
        if lhs.dateWords != rhs.dateWords { return lhs.dateWords < rhs.dateWords }
        return lhs.vocabularyWords < rhs.vocabularyWords
    }

    /// The ranking's criteria, most important first, and whether more is better: `<` compares
    /// scores by these, in this order (``parts`` lists them with this score's values).
    public static let ranking: [(name: String, moreIsBetter: Bool)] = [
        ("omittedSlots", false), ("fuzzyEdits", false), ("spacingDifferences", false), ("textSlots", false),
        ("textWords", false), ("segments", false), ("vocabularySlots", false), ("vocabularyCharacters", true),
        ("literalWords", true), ("literalCharacters", true), ("numberAndDateWords", true), ("slotsOutOfRange", false),
        ("skippedWords", false), ("numberSlots", true), ("dateSlots", true), ("dateWords", true),
        ("vocabularyWords", true),
    ]

    /// The value of one criterion of ``ranking``.
    public func value(of criterion: String) -> Int {
        switch criterion {
        case "omittedSlots": omittedSlots
        case "fuzzyEdits": fuzzyEdits
        case "spacingDifferences": spacingDifferences
        case "textSlots": textSlots
        case "textWords": textWords
        case "segments": segments
        case "vocabularySlots": vocabularySlots
        case "vocabularyCharacters": vocabularyCharacters
        case "literalWords": literalWords
        case "literalCharacters": literalCharacters
        case "numberAndDateWords": numberWords + dateWords
        case "slotsOutOfRange": slotsOutOfRange
        case "skippedWords": skippedWords
        case "numberSlots": numberSlots
        case "dateSlots": dateSlots
        case "dateWords": dateWords
        case "vocabularyWords": vocabularyWords
        default: 0
        }
    }

    /// The counts in ranking order, for tools that render the score themselves.
    public var parts: [(name: String, value: Int)] {
        Self.ranking.map { ($0.name, value(of: $0.name)) }
    }

    /// The first criterion of ``ranking`` on which this score and `other` differ, with both
    /// values: why one ranks above the other. Nil when they are equal.
    ///
    /// ```swift
    /// MatchScore(segments: 4).firstDifference(from: MatchScore(segments: 2))?.name  // "segments"
    /// ```
    public func firstDifference(from other: MatchScore) -> (name: String, value: Int, otherValue: Int)? {
        for criterion in Self.ranking where value(of: criterion.name) != other.value(of: criterion.name) {
            return (criterion.name, value(of: criterion.name), other.value(of: criterion.name))
        }
        return nil
    }

    public var description: String {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        var parts = [count(literalWords, "literal word")]
        if vocabularySlots > 0 {
            parts.append("\(count(vocabularySlots, "vocabulary slot")) (\(count(vocabularyWords, "word")))")
        }
        if numberSlots > 0 { parts.append("\(count(numberSlots, "number slot")) (\(count(numberWords, "word")))") }
        if dateSlots > 0 {
            parts.append("\(count(dateSlots, "date or duration slot")) (\(count(dateWords, "word")))")
        }
        if textSlots > 0 { parts.append("\(count(textSlots, "free-text slot")) (\(count(textWords, "word")))") }
        if skippedWords > 0 { parts.append(count(skippedWords, "skipped filler word")) }
        if slotsOutOfRange > 0 { parts.append(count(slotsOutOfRange, "number") + " out of range") }
        if omittedSlots > 0 { parts.append(count(omittedSlots, "omitted slot")) }
        if fuzzyEdits > 0 { parts.append(count(fuzzyEdits, "typo edit")) }
        if spacingDifferences > 0 { parts.append(count(spacingDifferences, "spacing difference")) }
        return parts.joined(separator: ", ")
    }
}
