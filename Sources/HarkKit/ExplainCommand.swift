import Dialog
import Foundation
import Intents
import PhraseMatcher
import Storage

/// `hark explain [--phrases FILE] [--after LINE]… [--transcript FILE] "sentence"`: how a
/// sentence is (or is not) matched — the ranked candidates, how each word aligned, the slot
/// values, the decision; for a non-match, the nearest phrase and the word where it diverged.
/// With `--phrases`, the phrase set file alone.
///
/// With `--after` (each a line said before, in order) or `--transcript` (its lines, with its
/// clock), those lines are replayed first on a scratch copy of the database — nothing of the
/// person's data changes — and the sentence is explained as said next: an answer to the
/// question waiting, a correction, a new request, a reference to the last result, or undo.
enum ExplainCommand {
    static func run(_ context: CommandContext) async -> Int32 {
        let localizer = context.localizer
        var phrasesPath: String?
        var before: [String] = []
        var transcriptPath: String?
        var words: [String] = []
        var operands = context.operands[...]
        while let operand = operands.popFirst() {
            switch operand {
            case "--phrases", "--after", "--transcript":
                guard let value = operands.popFirst() else {
                    Output.writeError(localizer.string("hark: %@ needs a value.", .string(operand)))
                    return 2
                }
                if operand == "--phrases" { phrasesPath = value }
                if operand == "--after" { before.append(value) }
                if operand == "--transcript" { transcriptPath = value }
            default:
                if operand.hasPrefix("--phrases=") {
                    phrasesPath = String(operand.dropFirst("--phrases=".count))
                } else if operand.hasPrefix("--after=") {
                    before.append(String(operand.dropFirst("--after=".count)))
                } else if operand.hasPrefix("--transcript=") {
                    transcriptPath = String(operand.dropFirst("--transcript=".count))
                } else {
                    words.append(operand)
                }
            }
        }
        let sentence = words.joined(separator: " ")
        guard !sentence.trimmingCharacters(in: .whitespaces).isEmpty else {
            Output.writeError(
                localizer.string(
                    "hark explain: say which sentence to explain, such as: hark explain \"add milk to Tasks\""))
            return 2
        }
        let renderer = ExplanationRenderer(localizer: localizer)
        if let phrasesPath {
            do {
                let index = try PhraseIndex(PhraseSet(contentsOf: URL(filePath: phrasesPath)))
                // Every reading, several per intent: the ranking between them is what to see.
                let explanation = index.explanation(for: sentence, onePerPhraseID: false)
                let report = MatchReport(explanation: explanation, decision: Self.decision(for: explanation))
                let renderer = ExplanationRenderer(localizer: localizer, isPhraseSet: true)
                return Output.writeLine(renderer.render(report)) ? 0 : 1
            } catch {
                Output.writeError(
                    localizer.string("hark: cannot load the phrase set: %@", .string(String(describing: error))))
                return 2
            }
        }
        var transcript: Transcript?
        if let transcriptPath {
            guard let text = try? String(contentsOfFile: transcriptPath, encoding: .utf8) else {
                Output.writeError(localizer.string("hark: cannot read %@.", .string(transcriptPath)))
                return 2
            }
            do {
                transcript = try Transcript.parse(text, name: transcriptPath)
            } catch {
                Output.writeError("hark: \(error)")
                return 2
            }
        }
        let text: String
        do {
            if before.isEmpty, transcript == nil {
                guard let assistant = await context.assistant() else { return 2 }
                text = renderer.render(await assistant.conversation.matchReport(for: sentence))
            } else {
                text = try await replaying(before, transcript: transcript, context: context) { conversation in
                    let reply = await conversation.replyReport(for: sentence)
                    var lines: [String] = reply.map { [renderer.render($0)] } ?? []
                    // A new request is explained as one; an answer, a correction or a reference is the whole story.
                    switch reply?.reading {
                    case nil: lines.append(renderer.render(await conversation.matchReport(for: sentence)))
                    case .newRequest(let said)?: lines.append(renderer.render(await conversation.matchReport(for: said)))
                    default: break
                    }
                    return lines.joined(separator: "\n")
                }
            }
        } catch {
            Output.writeError("hark: \(error)")
            return 2
        }
        return Output.writeLine(text) ? 0 : 1
    }

    /// Runs `body` on a conversation that has heard `lines` (after a transcript's lines, with its
    /// clock), over a scratch database: a copy of the person's, or a fresh one for a transcript.
    private static func replaying(
        _ lines: [String], transcript: Transcript?, context: CommandContext,
        body: (Conversation) async throws -> String
    ) async throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-explain-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scratch = folder.appendingPathComponent("hark.sqlite").path
        if transcript == nil, let source = context.databasePath(), source != ":memory:",
            FileManager.default.fileExists(atPath: source)
        {
            try Database(path: source).copy(to: scratch)
        }
        let clock = ManualClock(start: transcript == nil ? Date() : Transcript.defaultStart)
        let assistant = try await Assistant.start(
            apps: context.apps, databasePath: scratch, localizer: context.localizer, clock: clock.appClock)
        for step in transcript?.steps ?? [] {
            switch step {
            case .setTime(let date, _): clock.set(date)
            case .wait(let duration, _): clock.advance(by: duration)
            case .say(let line, _, _): _ = await assistant.respond(to: line)
            }
        }
        for line in lines { _ = await assistant.respond(to: line) }
        let text = try await body(assistant.conversation)
        _ = await assistant.conversation.close()
        return text
    }

    /// For a phrase set: the best phrase; between equal scores, the one first in the file (the
    /// candidates come in that order).
    static func decision(for explanation: MatchExplanation) -> MatchReport.Decision {
        guard let best = explanation.candidates.first else {
            return .notUnderstood(nearest: explanation.nearMiss?.example)
        }
        return .matched(app: "", intent: best.match.phraseID)
    }
}
