import PhraseMatcher

extension Conversation {
    /// How a sentence would be matched, for `hark explain`: ranked candidates with their word
    /// alignments and the decision the conversation would take. Performs nothing (entity
    /// queries may be asked for names, as in a turn).
    ///
    /// ```swift
    /// let report = await conversation.matchReport(for: "complete buy milk in Tasks")
    /// report.explanation.candidates.first?.match.phraseID  // "CompleteTaskIntent"
    /// ```
    public func matchReport(for sentence: String) async -> MatchReport {
        let decision = await decision(for: sentence)
        return MatchReport(explanation: matcher.index.explanation(for: sentence), decision: decision)
    }

    /// The decision the conversation would take for a sentence, by the same path as a turn
    /// (vocabularies brought up to date, unknown names asked of their query); performs nothing.
    ///
    /// ```swift
    /// await conversation.decision(for: "show my Tasks")  // .matched(app: "Tasks", intent: "ListTasksIntent")
    /// ```
    public func decision(for sentence: String) async -> MatchReport.Decision {
        switch await understand(sentence).0 {
        case .understood(.matched(let match)): .matched(app: match.app.name, intent: match.intent.id)
        case .understood(.ambiguous(let matches)): .ambiguous(matches.map { ($0.app.name, $0.intent.id) })
        case .understood(.notUnderstood(let nearest)): .notUnderstood(nearest: nearest)
        case .failed: .notUnderstood(nearest: nil)
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
