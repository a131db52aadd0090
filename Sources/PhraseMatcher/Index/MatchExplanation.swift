/// Why a sentence matched what it matched: the ranked candidates with word-by-word alignments,
/// or, when nothing matched, the nearest phrase and the word where it diverged.
///
/// ```swift
/// let explanation = index.explanation(for: "add milk to Tasks")
/// explanation.candidates.first?.match.phraseID  // "Tasks.AddTaskIntent"
/// explanation.candidates.first?.words.count     // 4
/// index.explanation(for: "complete milk at Tasks").nearMiss?.unexpectedWord  // "at"
/// ```
public struct MatchExplanation: Sendable, Hashable {
    /// One matching phrase and how the sentence aligned with it.
    public struct Candidate: Sendable, Hashable {
        public let match: PhraseMatch
        public let words: [WordAlignment]
        /// Why it ranks below the candidate above it although their scores are equal (nil for
        /// the first candidate and one whose score is lower).
        public var tieBreak: TieBreak?
    }

    /// What put the candidate above first when two scores are equal.
    public enum TieBreak: Sendable, Hashable {
        /// The fixed-value evidence of a phrase set (see docs/phrase-sets.md, "Ranking"): the
        /// candidate above reads a list value containing `word` (folded), which the templates
        /// fixing its values spell and those fixing the other's do not. `values` are the fixed
        /// values the two differ in, as the one above has them; `unfixed`, the keys the other
        /// fixes and the one above does not.
        case fixedValueWords(word: String, values: [String: String], unfixed: [String])
        /// The same evidence between two intents: the candidate above reads a list value
        /// containing `word` (folded), which templates of its intent spell and templates of
        /// `other`'s do not.
        case intentWords(word: String, intent: String, other: String)
        /// The candidate above comes first in the phrase set's file.
        case fileOrder
    }

    /// The sentence as typed.
    public let utterance: String
    /// Best first, one per phrase id.
    public let candidates: [Candidate]
    /// The nearest phrase when no candidate matched.
    public let nearMiss: NearMiss?
}
