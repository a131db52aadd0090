import PhraseMatcher

extension Conversation {
    /// How a sentence would be matched, for `hark explain`: ranked candidates with their word
    /// alignments and the decision the conversation would take. Runs nothing.
    ///
    /// ```swift
    /// let report = conversation.matchReport(for: "complete buy milk in Tasks")
    /// report.explanation.candidates.first?.match.phraseID  // "CompleteTaskIntent"
    /// ```
    public nonisolated func matchReport(for sentence: String) -> MatchReport {
        MatchReport(explanation: matcher.index.explanation(for: sentence), decision: decision(for: sentence))
    }

    /// The decision the conversation would take for a sentence, by the same path as a turn
    /// (for `hark-bench`); runs nothing.
    ///
    /// ```swift
    /// conversation.decision(for: "show my Tasks")  // .matched(app: "Tasks", intent: "ListTasksIntent")
    /// ```
    public nonisolated func decision(for sentence: String) -> MatchReport.Decision {
        switch matcher.match(sentence) {
        case .matched(let match): .matched(app: match.app.name, intent: match.intent.id)
        case .ambiguous(let matches): .ambiguous(matches.map { ($0.app.name, $0.intent.id) })
        case .notUnderstood(let nearest): .notUnderstood(nearest: nearest)
        }
    }

    /// The phrase index's matches for a sentence, without the conversation's decision on top
    /// (for benchmarks: the matcher's own cost).
    public nonisolated func phraseMatches(for sentence: String) -> [PhraseMatch] {
        matcher.index.matches(for: sentence, limit: 10)
    }

    /// Words that may complete `word` at the end of `line` (the text up to the cursor): phrase
    /// continuations, entity names and app names, for tab completion in the chat.
    ///
    /// ```swift
    /// conversation.completions(for: "complete bu", word: "bu")  // ["Buy"]
    /// ```
    public nonisolated func completions(for line: String, word: String) -> [String] {
        matcher.index.completions(for: line, word: word)
    }
}
