/// How a sentence aligned with a phrase, counted word by word; higher compares as better.
///
/// Ranking, most important first: more literal template words; more words matched by
/// vocabularies and numbers (a number out of its limits still counts: "order 30 miso" is an
/// order of 30, to be asked again, not a soup called "30 miso"); fewer numbers out of their
/// limits; fewer free-text slots; fewer
/// skipped filler words. The remaining counts break ties so that equal scores are identical.
///
/// ```swift
/// let score = MatchScore(literalWords: 3, vocabularySlots: 2, vocabularyWords: 2, textSlots: 1, textWords: 2)
/// score.description  // "3 literal words, 2 vocabulary slots (2 words), 1 free-text slot (2 words)"
/// ```
public struct MatchScore: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Template words matched literally.
    public var literalWords = 0
    /// Slots filled from a vocabulary, and their words.
    public var vocabularySlots = 0
    public var vocabularyWords = 0
    /// Number slots, and their words.
    public var numberSlots = 0
    public var numberWords = 0
    /// Slots filled with free text (including vocabulary slots falling back to text), and their words.
    public var textSlots = 0
    public var textWords = 0
    /// Filler words skipped.
    public var skippedWords = 0
    /// Number slots whose value is outside the slot's limits.
    public var slotsOutOfRange = 0

    public init(
        literalWords: Int = 0, vocabularySlots: Int = 0, vocabularyWords: Int = 0,
        numberSlots: Int = 0, numberWords: Int = 0, textSlots: Int = 0, textWords: Int = 0,
        skippedWords: Int = 0, slotsOutOfRange: Int = 0
    ) {
        self.literalWords = literalWords
        self.vocabularySlots = vocabularySlots
        self.vocabularyWords = vocabularyWords
        self.numberSlots = numberSlots
        self.numberWords = numberWords
        self.textSlots = textSlots
        self.textWords = textWords
        self.skippedWords = skippedWords
        self.slotsOutOfRange = slotsOutOfRange
    }

    public static func < (lhs: MatchScore, rhs: MatchScore) -> Bool {
        // Ranking order; the last comparisons only make equal scores identical.
        let typed = (lhs.vocabularyWords + lhs.numberWords, rhs.vocabularyWords + rhs.numberWords)
        if lhs.literalWords != rhs.literalWords { return lhs.literalWords < rhs.literalWords }
        if typed.0 != typed.1 { return typed.0 < typed.1 }
        if lhs.slotsOutOfRange != rhs.slotsOutOfRange { return lhs.slotsOutOfRange > rhs.slotsOutOfRange }
        if lhs.textSlots != rhs.textSlots { return lhs.textSlots > rhs.textSlots }
        if lhs.skippedWords != rhs.skippedWords { return lhs.skippedWords > rhs.skippedWords }
        if lhs.textWords != rhs.textWords { return lhs.textWords > rhs.textWords }
        if lhs.vocabularySlots != rhs.vocabularySlots { return lhs.vocabularySlots < rhs.vocabularySlots }
        if lhs.numberSlots != rhs.numberSlots { return lhs.numberSlots < rhs.numberSlots }
        return lhs.vocabularyWords < rhs.vocabularyWords
    }

    public var description: String {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        var parts = [count(literalWords, "literal word")]
        if vocabularySlots > 0 {
            parts.append("\(count(vocabularySlots, "vocabulary slot")) (\(count(vocabularyWords, "word")))")
        }
        if numberSlots > 0 { parts.append("\(count(numberSlots, "number slot")) (\(count(numberWords, "word")))") }
        if textSlots > 0 { parts.append("\(count(textSlots, "free-text slot")) (\(count(textWords, "word")))") }
        if skippedWords > 0 { parts.append(count(skippedWords, "skipped filler word")) }
        if slotsOutOfRange > 0 { parts.append(count(slotsOutOfRange, "number") + " out of range") }
        return parts.joined(separator: ", ")
    }
}
