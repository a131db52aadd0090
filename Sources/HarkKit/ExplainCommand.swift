import Dialog
import Foundation
import PhraseMatcher

/// `hark explain [--phrases FILE] "sentence"`: how a sentence is (or is not) matched — the
/// ranked candidates, how each word aligned, the slot values, the decision; for a non-match, the
/// nearest phrase and the word where it diverged. With `--phrases`, the phrase set file alone.
enum ExplainCommand {
    static func run(_ context: CommandContext) async -> Int32 {
        let localizer = context.localizer
        var phrasesPath: String?
        var words: [String] = []
        var operands = context.operands[...]
        while let operand = operands.popFirst() {
            if operand == "--phrases" {
                guard let path = operands.popFirst() else {
                    Output.writeError(localizer.string("hark: %@ needs a value.", .string("--phrases")))
                    return 2
                }
                phrasesPath = path
            } else if operand.hasPrefix("--phrases=") {
                phrasesPath = String(operand.dropFirst("--phrases=".count))
            } else {
                words.append(operand)
            }
        }
        let sentence = words.joined(separator: " ")
        guard !sentence.trimmingCharacters(in: .whitespaces).isEmpty else {
            Output.writeError(
                localizer.string(
                    "hark explain: say which sentence to explain, such as: hark explain \"add milk to Tasks\""))
            return 2
        }
        let report: MatchReport
        if let phrasesPath {
            do {
                let index = try PhraseIndex(PhraseSet(contentsOf: URL(filePath: phrasesPath)))
                let explanation = index.explanation(for: sentence)
                report = MatchReport(explanation: explanation, decision: Self.decision(for: explanation))
            } catch {
                Output.writeError(
                    localizer.string("hark: cannot load the phrase set: %@", .string(String(describing: error))))
                return 2
            }
        } else {
            guard let assistant = await context.assistant() else { return 2 }
            report = await assistant.conversation.matchReport(for: sentence)
        }
        let text = ExplanationRenderer(localizer: localizer).render(report)
        return Output.writeLine(text) ? 0 : 1
    }

    /// For a phrase set: the best phrase, or a tie between phrase ids.
    static func decision(for explanation: MatchExplanation) -> MatchReport.Decision {
        guard let best = explanation.candidates.first else {
            return .notUnderstood(nearest: explanation.nearMiss?.example)
        }
        let tied = explanation.candidates.filter { $0.match.score == best.match.score }
        if tied.count > 1 { return .ambiguous(tied.map { ("", $0.match.phraseID) }) }
        return .matched(app: "", intent: best.match.phraseID)
    }
}
