extension PhraseIndex {
    /// The ranked candidates for a sentence with word-by-word alignments, or the nearest phrase.
    ///
    /// Slower than ``matches(for:limit:)`` (it keeps every step of each best alignment): for
    /// tools such as `hark explain`, not for the conversation.
    ///
    /// ```swift
    /// let explanation = index.explanation(for: "add milk to Tasks")
    /// for word in explanation.candidates[0].words { print(word.text, word.role) }
    /// ```
    /// With `onePerPhraseID` false, every matching phrase is a candidate, several per phrase id
    /// (the readings a phrase set chose between).
    public func explanation(for utterance: String, limit: Int = 5, onePerPhraseID: Bool = true) -> MatchExplanation {
        let ranked = ranked(
            PreparedUtterance(utterance, normalizer: normalizer), limit: limit, recordsSteps: true,
            onePerID: onePerPhraseID)
        let candidates = ranked.map { entry in
            MatchExplanation.Candidate(
                match: entry.match, words: entry.steps.map { alignment(of: $0, input: entry.input) },
                tieBreak: entry.tieBreak)
        }
        return MatchExplanation(
            utterance: utterance, candidates: candidates,
            nearMiss: candidates.isEmpty ? nearestPhrase(for: utterance) : nil)
    }

    private func alignment(of step: Aligner.Step, input: PreparedUtterance) -> WordAlignment {
        let text = step.end > step.start ? input.originalText(ofBytes: step.start..<step.end).text : ""
        let role: WordAlignment.Role
        switch (step.kind, program.instructions[step.pc]) {
        case (.word, _): role = .literal(program.displayWords[step.pc])
        case (.slot, .slot(let capture, _, _)), (.omitted, .omit(let capture, _)):
            let name = captureName(capture, at: step.pc)
            role = step.kind == .slot ? .slot(name) : .omitted(name)
        default: role = .filler
        }
        // The words the step starts: a step that begins inside a word ("ies" of "batteries")
        // belongs to the word already counted.
        let words = input.words.words
        var first = words.wordIndex(containing: step.start)
        if first < words.count, words.starts[first] != step.start { first += 1 }
        let last = step.end > step.start ? words.wordIndex(containing: step.end - 1) + 1 : first
        return WordAlignment(role: role, text: text, wordRange: first..<max(first, last), edits: step.edits)
    }

    /// The slot name of capture `capture` (a binding).
    private func captureName(_ capture: Int, at pc: Int) -> String {
        program.bindings[capture].name
    }
}
