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
    public func explanation(for utterance: String, limit: Int = 5) -> MatchExplanation {
        let ranked = ranked(utterance, limit: limit, recordsSteps: true)
        let candidates = ranked.map { entry in
            MatchExplanation.Candidate(
                match: entry.match, words: entry.steps.map { alignment(of: $0, input: entry.input) })
        }
        return MatchExplanation(
            utterance: utterance, candidates: candidates,
            nearMiss: candidates.isEmpty ? nearestPhrase(for: utterance) : nil)
    }

    private func alignment(of step: Aligner.Step, input: PreparedUtterance) -> WordAlignment {
        let text = step.end > step.start ? input.originalText(of: step.start..<step.end).text : ""
        let role: WordAlignment.Role
        switch (step.kind, program.instructions[step.pc]) {
        case (.word, _): role = .literal(program.displayWords[step.pc])
        case (.slot, .slot(let capture, _, _)), (.omitted, .omit(let capture, _)):
            let name = captureName(capture, at: step.pc)
            role = step.kind == .slot ? .slot(name) : .omitted(name)
        default: role = .filler
        }
        return WordAlignment(role: role, text: text, wordRange: step.start..<step.end, edits: step.edits)
    }

    /// The slot name of capture `capture` in the phrase whose program holds `pc`.
    private func captureName(_ capture: Int, at pc: Int) -> String {
        // Phrases are compiled one after another: the owner is the last phrase whose entry
        // region starts at or before `pc`.
        var owner = program.phrases[0]
        for phrase in program.phrases {
            guard let first = phrase.firstInstruction, first <= pc else { break }
            owner = phrase
        }
        return owner.captureNames[capture]
    }
}
