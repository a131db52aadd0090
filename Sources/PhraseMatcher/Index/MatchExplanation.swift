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
    }

    /// The sentence as typed.
    public let utterance: String
    /// Best first, one per phrase id.
    public let candidates: [Candidate]
    /// The nearest phrase when no candidate matched.
    public let nearMiss: NearMiss?
}
