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
        let decision: MatchReport.Decision
        switch matcher.match(sentence) {
        case .matched(let match): decision = .matched(app: match.app.name, intent: match.intent.id)
        case .ambiguous(let matches): decision = .ambiguous(matches.map { ($0.app.name, $0.intent.id) })
        case .notUnderstood(let nearest): decision = .notUnderstood(nearest: nearest)
        }
        return MatchReport(explanation: matcher.index.explanation(for: sentence), decision: decision)
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
