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
        let (outcome, _) = await understand(sentence)
        var stage: Response.MatchStage?
        var proposal: String?
        switch outcome {
        case .understood(.matched(let match)):
            stage = match.stage
        case .understood(.proposed(let match)):
            stage = match.stage
            proposal = localizer.proposalQuestion(of: match)
        case .understood(.ambiguous):
            stage = .exact
        default:
            break
        }
        var suggestion: String?
        if case .understood(.notUnderstood) = outcome, let offered = await self.suggestion(for: sentence) {
            suggestion = localizer.proposal(of: offered, quoted: false, said: sentence)
        }
        let explanation = matcher.index.explanation(for: sentence)
        // The flexible stage reads a sentence the exact phrases did not settle.
        let readings = stage == .exact ? [] : Array(flexibleMatches(for: sentence).prefix(3))
        var report = MatchReport(
            explanation: explanation, decision: Self.decision(of: outcome), stage: stage, flexibleReadings: readings,
            proposal: proposal)
        report.suggestion = suggestion
        return report
    }

    /// The decision the conversation would take for a sentence, by the same path as a turn
    /// (vocabularies brought up to date, unknown names asked of their query); performs nothing.
    ///
    /// ```swift
    /// await conversation.decision(for: "show my Tasks")  // .matched(app: "Tasks", intent: "ListTasksIntent")
    /// ```
    public func decision(for sentence: String) async -> MatchReport.Decision {
        Self.decision(of: await understand(sentence).0)
    }

    static func decision(of outcome: Outcome) -> MatchReport.Decision {
        switch outcome {
        case .understood(.matched(let match)), .understood(.proposed(let match)):
            .matched(app: match.app.name, intent: match.intent.id)
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

    /// The flexible stage's readings of a sentence, best first, with their evidence, without
    /// the conversation's decision on top (for `hark explain` and benchmarks).
    public nonisolated func flexibleMatches(for sentence: String) -> [FlexibleMatch] {
        matcher.flexible.matcher.matches(for: sentence)
    }

    /// Words that may complete `word` at the end of `line` (the text up to the cursor), for
    /// tab completion in the chat: while a question waits, its answers (option titles, yes and
    /// no); otherwise phrase continuations, entity names and app names.
    ///
    /// ```swift
    /// conversation.completions(for: "complete bu", word: "bu")  // ["Buy"]
    /// ```
    public nonisolated func completions(for line: String, word: String) -> [String] {
        questionAnswers.completions(for: line, word: word) ?? matcher.index.completions(for: line, word: word)
    }
}
