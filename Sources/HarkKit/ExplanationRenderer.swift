import Dialog
import Foundation
import Localization
import PhraseMatcher

/// Renders a match explanation as lines for people, every sentence from the catalog.
///
/// ```swift
/// ExplanationRenderer(localizer: localizer).render(report.explanation, decision: report.decision)
/// // Candidates for “add milk to Tasks”:
/// // 1. AddTaskIntent — “Add ${title} to ${applicationName}”
/// //    …
/// ```
struct ExplanationRenderer {
    let localizer: Localizer
    /// Whether the phrases are a phrase set, whose ties its file order decides (an assistant's
    /// apps ask which one was meant instead).
    var isPhraseSet = false

    /// A whole report: the exact stage's candidates, the flexible stage's readings when it was
    /// asked, and the decision with the stage that took it.
    func render(_ report: MatchReport) -> String {
        var lines = [render(report.explanation, decision: nil)]
        if !report.flexibleReadings.isEmpty {
            lines.append(localizer.string("Flexible stage, read by evidence:"))
            for (rank, reading) in report.flexibleReadings.enumerated() {
                lines.append(
                    localizer.string(
                        "%1$lld. %2$@ — score %3$@ (its own words %4$@)", .int(rank + 1), .string(reading.phraseID),
                        .string(Self.weight(reading.score)), .string(Self.weight(reading.keywordScore))))
                for item in reading.evidence { lines.append("   " + line(for: item)) }
            }
        }
        if let proposal = report.proposal {
            lines.append(localizer.string("Decision (flexible stage): ask first — %@", .string(proposal)))
        } else if report.stage == .flexible {
            lines.append(localizer.string("Decision (flexible stage): %@", .string(decisionName(report.decision))))
        } else if !report.explanation.candidates.isEmpty || !report.flexibleReadings.isEmpty {
            lines.append(self.decision(report.decision))
        }
        if let suggestion = report.suggestion {
            lines.append(localizer.string("Offered as “Did you mean …?”: “%@” (yes carries it out).", .string(suggestion)))
        }
        return lines.joined(separator: "\n")
    }

    /// How a line was read after the lines before it: the question waiting, then the reading.
    func render(_ reply: ReplyReport) -> String {
        var lines: [String] = []
        if let question = reply.question {
            lines.append(localizer.string("Question waiting: “%@”", .string(question)))
        }
        switch reply.reading {
        case .answer(let text):
            lines.append(localizer.string("Read as: an answer to the question (“%@”).", .string(text)))
        case .correction(let parameter, let value) where value.isEmpty:
            lines.append(
                localizer.string("Read as: a correction of ${%@}; the person is asked which.", .string(parameter)))
        case .correction(let parameter, let value):
            lines.append(
                localizer.string(
                    "Read as: a correction, ${%1$@} = “%2$@”; the request starts again with it.", .string(parameter),
                    .string(value)))
        case .newRequest(let said):
            lines.append(
                localizer.string("Read as: a new request (“%@”); the question is dropped.", .string(said)))
        case .notAnAnswer(let reason?):
            lines.append(
                localizer.string("Read as: not an answer (%@); the question is asked again.", .string(reason)))
        case .notAnAnswer(nil):
            lines.append(localizer.string("Read as: not an answer; the question is asked again."))
        case .command(let name):
            lines.append(localizer.string("Read as: the command “%@”.", .string(name)))
        case .undo(let name?):
            lines.append(
                name.isEmpty
                    ? localizer.string("Read as: undo the last request.")
                    : localizer.string("Read as: undo the last request (%@).", .string(name)))
        case .undo(nil):
            lines.append(localizer.string("Read as: undo, but there is nothing to undo."))
        case .reference(let intent, let value) where value.isEmpty:
            lines.append(
                localizer.string(
                    "Read as: %@ on the other choice of the last request; the person is asked which.",
                    .string(intent)))
        case .undoQuestion:
            lines.append(localizer.string("Read as: undo while a question waits; the request in progress is cancelled."))
        case .waiting:
            lines.append(localizer.string("Read as: a request to wait; the question is asked again."))
        case .declined:
            lines.append(localizer.string("Read as: a no to a question that asks for a value; the request in progress is cancelled."))
        case .correctionOfLast(_, _, false):
            lines.append(localizer.string("Read as: a correction of the last request, which can’t be undone; nothing changes."))
        case .correctionOfLast(let parameter, let value, true) where value.isEmpty:
            lines.append(
                localizer.string(
                    "Read as: a correction of the last request, ${%@}; it is undone and the person is asked which.",
                    .string(parameter)))
        case .correctionOfLast(let parameter, let value, true):
            lines.append(
                localizer.string(
                    "Read as: a correction of the last request, ${%1$@} = “%2$@”; it is undone and carried out again with it.",
                    .string(parameter), .string(value)))
        case .reference(let intent, let value):
            lines.append(
                localizer.string("Read as: %1$@ on “%2$@”, named by a reference to the last request.", .string(intent), .string(value)))
        }
        return lines.joined(separator: "\n")
    }

    private func line(for item: FlexibleMatch.Evidence) -> String {
        let weight = Self.weight(item.weight)
        switch item.kind {
        case .keyword: return localizer.string("%1$@ → the intent’s own word (%2$@)", .string(item.words), .string(weight))
        case .value:
            return localizer.string(
                "%1$@ → a value of ${%2$@} (%3$@)", .string(item.words), .string(item.slot ?? ""), .string(weight))
        case .appName: return localizer.string("%1$@ → the app’s name (%2$@)", .string(item.words), .string(weight))
        case .phraseWord:
            return localizer.string("%1$@ → a small word its phrases say (%2$@)", .string(item.words), .string(weight))
        case .placing:
            return localizer.string("%1$@ → a verb that puts the title it quotes on a list (%2$@)", .string(item.words), .string(weight))
        case .frame: return localizer.string("%@ → skipped (request frame)", .string(item.words))
        case .aside: return localizer.string("%@ → set aside (a clause that asks nothing)", .string(item.words))
        case .appValue:
            return localizer.string("%1$@ → set aside, a value its app knows (%2$@)", .string(item.words), .string(weight))
        case .denied: return localizer.string("%@ → denied (no evidence)", .string(item.words))
        case .text:
            return localizer.string(
                "%1$@ → free text for ${%2$@} (%3$@)", .string(item.words), .string(item.slot ?? ""), .string(weight))
        case .unexplained: return localizer.string("%1$@ → unexplained (%2$@)", .string(item.words), .string(weight))
        case .label:
            return localizer.string("%1$@ → names ${%2$@} without its value", .string(item.words), .string(item.slot ?? ""))
        case .nothingSaid:
            return localizer.string("${%1$@} → nothing said for it (%2$@)", .string(item.slot ?? ""), .string(weight))
        }
    }

    static func weight(_ value: Double) -> String {
        (value >= 0 ? "+" : "−") + String(format: "%.2f", abs(value))
    }

    func render(_ explanation: MatchExplanation, decision: MatchReport.Decision?) -> String {
        var lines: [String] = []
        if explanation.candidates.isEmpty {
            lines.append(localizer.string("No phrase matches “%@”.", .string(explanation.utterance)))
            if let miss = explanation.nearMiss {
                lines.append(
                    localizer.string("Nearest phrase: %1$@ — “%2$@”", .string(miss.phraseID), .string(miss.template)))
                if let word = miss.unexpectedWord {
                    lines.append(
                        localizer.string(
                            "It diverged at word %1$lld, “%2$@”.", .int(miss.divergenceIndex + 1), .string(word)))
                } else {
                    lines.append(localizer.string("The sentence ended before the phrase did."))
                }
                lines.append(localizer.string("Did you mean “%@”?", .string(miss.example)))
            } else {
                lines.append(localizer.string("No phrase shares a word with it."))
            }
            return lines.joined(separator: "\n")
        }
        lines.append(localizer.string("Candidates for “%@”:", .string(explanation.utterance)))
        for (rank, candidate) in explanation.candidates.enumerated() {
            let match = candidate.match
            lines.append(
                localizer.string(
                    "%1$lld. %2$@ — “%3$@”", .int(rank + 1), .string(match.phraseID), .string(match.template)))
            let parts = match.score.parts.filter { $0.value != 0 }.map { "\($0.name) \($0.value)" }
            lines.append("   " + localizer.string("score: %@", .string(parts.joined(separator: ", "))))
            if rank > 0 {
                // Why it ranks below the candidate above it: the first criterion that differs.
                let above = explanation.candidates[rank - 1].match.score
                if let difference = match.score.firstDifference(from: above) {
                    lines.append(
                        "   "
                            + localizer.string(
                                "ranks below %1$lld: %2$@ %3$lld, not %4$lld", .int(rank), .string(difference.name),
                                .int(difference.value), .int(difference.otherValue)))
                } else if isPhraseSet {
                    lines.append("   " + tieLine(candidate.tieBreak, rank: rank))
                } else {
                    lines.append("   " + localizer.string("ties with %lld: Hark asks which one was meant", .int(rank)))
                }
            }
            for word in candidate.words { lines.append("   " + line(for: word, in: match)) }
            for (name, value) in match.fixed.sorted(by: { $0.key < $1.key }) {
                lines.append("   " + localizer.string("fixed: ${%1$@} = %2$@", .string(name), .string(value)))
            }
        }
        if let decision { lines.append(self.decision(decision)) }
        return lines.joined(separator: "\n")
    }

    /// Why a phrase set's candidate ranks below candidate `rank` with an equal score: the
    /// words of the templates fixing the values of the one above, or file order.
    private func tieLine(_ tieBreak: MatchExplanation.TieBreak?, rank: Int) -> String {
        if case .intentWords(let word, let intent, let other) = tieBreak {
            return localizer.string(
                "ties with %1$lld, put first by the words of its intent: its list value contains “%2$@”, which templates of %3$@ spell and those of %4$@ do not",
                .int(rank), .string(word), .string(intent), .string(other))
        }
        guard case .fixedValueWords(let word, let values, let unfixed) = tieBreak else {
            return localizer.string("ties with %lld: the phrase set’s file order decides", .int(rank))
        }
        let list = ListPattern(kind: .and, width: .wide)
        let locale = localizer.language.locale.identifier
        if !values.isEmpty {
            let fixed = values.sorted { $0.key < $1.key }.map { "${\($0.key)} = \($0.value)" }
            return localizer.string(
                "ties with %1$lld, put first by the words of its fixed values: its list value contains “%2$@”, which only the templates fixing %3$@ spell",
                .int(rank), .string(word), .string(list.join(fixed, locale: locale)))
        }
        return localizer.string(
            "ties with %1$lld, put first by the words of its fixed values: its list value contains “%2$@”, which only the templates that fix no %3$@ spell",
            .int(rank), .string(word), .string(list.join(unfixed.map { "${\($0)}" }, locale: locale)))
    }

    private func line(for word: WordAlignment, in match: PhraseMatch) -> String {
        switch word.role {
        case .literal(let template):
            return word.edits > 0
                ? localizer.string(
                    "%1$@ → “%2$@” (typo, %3$lld edits)", .string(word.text), .string(template), .int(word.edits))
                : localizer.string("%1$@ → “%2$@”", .string(word.text), .string(template))
        case .slot(let name):
            let value = match.slots[name].map { Self.describe($0.value) } ?? ""
            return word.edits > 0
                ? localizer.string(
                    "%1$@ → ${%2$@} = %3$@ (typo, %4$lld edits)", .string(word.text), .string(name), .string(value),
                    .int(word.edits))
                : localizer.string("%1$@ → ${%2$@} = %3$@", .string(word.text), .string(name), .string(value))
        case .filler:
            return localizer.string("%@ → skipped (filler word)", .string(word.text))
        case .omitted(let name):
            return localizer.string("(not said) → ${%@}", .string(name))
        }
    }

    private func decisionName(_ decision: MatchReport.Decision) -> String {
        if case .matched(let app, let intent) = decision { return app.isEmpty ? intent : "\(app) › \(intent)" }
        return ""
    }

    private func decision(_ decision: MatchReport.Decision) -> String {
        func name(_ app: String, _ intent: String) -> String { app.isEmpty ? intent : "\(app) › \(intent)" }
        switch decision {
        case .matched(let app, let intent):
            return localizer.string("Decision: %@", .string(name(app, intent)))
        case .ambiguous(let choices):
            return localizer.string("Decision: ask which of %@", .list(choices.map { name($0.app, $0.intent) }))
        case .notUnderstood:
            return localizer.string("Decision: not understood.")
        }
    }

    /// A slot value as data: a vocabulary title and id, quoted text, a number, an ISO 8601 date,
    /// a duration in seconds.
    static func describe(_ value: SlotValue) -> String {
        switch value {
        case .vocabulary(let id, let title): return id == title ? title : "\(title) (\(id))"
        case .text(let text): return "“\(text)”"
        case .number(let number): return String(number)
        case .decimal(let number): return String(number)
        case .date(let date, let includesTime):
            let style = Date.ISO8601FormatStyle(timeZone: .current)
            return includesTime ? date.formatted(style) : date.formatted(style.year().month().day())
        case .duration(let seconds): return "\(seconds) s"
        }
    }
}
