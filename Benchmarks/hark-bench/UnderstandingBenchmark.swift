import Dialog
import Foundation
import LapsApp
import Localization
import PhraseMatcher
import Phrases
import SoupChefApp
import Storage
import TasksApp

/// `hark-bench --understanding [--set dev|test] [--lang CODE] [--failures]`: how much of what
/// people say Hark understands, on sentences native speakers wrote without seeing the phrases
/// (`Benchmarks/understanding/<lang>.{dev,test}.jsonl`, with the to-dos already on the list in
/// `<lang>.seed.json`).
///
/// Each sentence is said, as the first line of a session, to the three sample apps over a
/// fresh database holding the seeded to-dos, and the answer is classified:
/// - in-domain: **understood** (the right intent and slot values, acted on), **confirmed** (the
///   right interpretation, proposed in a yes/no question first), **wrong** (another intent acted
///   on or proposed), **missed** (not understood);
/// - out-of-domain: **acted** (an intent acted on — the failure that matters), **asked** (a
///   yes/no question that proposes one), **refused**.
/// Decision latency (matching only, nothing performed) is measured per stage on a warm session.
struct UnderstandingBenchmark {
    let folder: URL
    let set: String
    let languages: [String]
    let printsFailures: Bool
    /// How many times the flexible stage alone reads the whole set on the warm session
    /// (`--flexible-repeat N`; more passes make a profile of that loop alone).
    var flexibleRepeat = 5
    /// `--dump-answers FOLDER`: each sentence's answer and the flexible stage's every reading of
    /// it, one line a sentence in `FOLDER/<set>.<lang>.txt` (to check a change alters no answer).
    var dumpFolder: String?
    /// `--flexible-slowest N`: the N slowest sentences of the flexible stage alone (median CPU
    /// time of several calls each), on standard error.
    var slowestCount = 0
    /// `--flexible-warm-all`: the flexible stage alone reads every sentence once before it is
    /// measured (see `FlexibleBenchmark.latency`).
    var warmsEveryInput = false

    struct Sentence: Decodable {
        let sentence: String
        let intent: String?
        let slots: [String: SlotExpectation]
        let kind: String
    }

    /// An expected slot value: text or a number, compared loosely (case, spacing, final punctuation).
    enum SlotExpectation: Decodable, CustomStringConvertible {
        case text(String)
        case number(Int)

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Int.self) { self = .number(number) } else {
                self = .text(try container.decode(String.self))
            }
        }

        var description: String {
            switch self {
            case .text(let text): text
            case .number(let number): String(number)
            }
        }
    }

    struct Seed: Decodable {
        let tasks: [String]
    }

    /// What became of a sentence. A wrong intent is `wrong` when Hark went ahead with it (acted,
    /// or asked only for a missing value) and `wrongAsked` when it asked first whether that was
    /// meant, so nothing happens unless the person says yes.
    enum Outcome: String, CaseIterable {
        case understood, confirmed, wrong, wrongAsked, missed, acted, asked, refused
    }

    func run() async throws -> [String: Any] {
        var report: [String: Any] = [:]
        for language in languages {
            report[language] = try await run(language: language)
        }
        return report
    }

    func run(language code: String) async throws -> [String: Any] {
        guard let language = Language(code: code) else { throw StartupBenchmark.Failure(description: "unknown language \(code)") }
        let seed = try JSONDecoder().decode(Seed.self, from: Data(contentsOf: folder.appending(path: "\(code).seed.json")))
        let lines = try String(contentsOf: folder.appending(path: "\(code).\(set).jsonl"), encoding: .utf8)
            .split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        let sentences = try lines.map { try JSONDecoder().decode(Sentence.self, from: Data($0.utf8)) }
        let catalog = try LocalizationCatalog(urls: PhraseCatalogs.urls(folders: ["Hark", "Tasks", "Laps", "SoupChef"]), languages: [code])
        let localizer = Localizer(language: language, catalog: catalog)

        var counts: [Outcome: Int] = [:]
        var dump: [String] = []
        var byKind: [String: (understood: Int, total: Int)] = [:]
        for sentence in sentences {
            let conversation = try await Self.session(localizer: localizer, seed: seed)
            let response = await conversation.respond(to: sentence.sentence)
            let outcome = classify(response, expected: sentence)
            counts[outcome, default: 0] += 1
            if dumpFolder != nil {
                let parameters = response.parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
                dump.append(
                    "\(sentence.sentence) | \(outcome.rawValue) | \(response.kind) \(response.intent ?? "-") \(parameters) | confirms \(response.confirmsInterpretation) | \(response.dialog) | \(response.options)")
            }
            if sentence.intent != nil {
                var kind = byKind[sentence.kind, default: (0, 0)]
                kind.total += 1
                if outcome == .understood || outcome == .confirmed { kind.understood += 1 }
                byKind[sentence.kind] = kind
            }
            if printsFailures, ![.understood, .refused].contains(outcome) {
                let got = [response.intent ?? "-", response.parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")]
                    .joined(separator: " ")
                FileHandle.standardError.write(
                    Data("\(code) \(outcome.rawValue) [\(sentence.kind)] \(sentence.sentence) | want \(sentence.intent ?? "-") \(sentence.slots) | got \(got) | \(response.dialog)\n".utf8))
            }
        }

        let warm = try await Self.session(localizer: localizer, seed: seed)
        if let dumpFolder {
            for sentence in sentences {
                dump.append("flexible: \(sentence.sentence)")
                for match in warm.flexibleMatches(for: sentence.sentence) { dump.append("  " + Self.describe(match)) }
            }
            try dump.joined(separator: "\n").write(
                to: URL(fileURLWithPath: dumpFolder).appending(path: "\(set).\(code).txt"), atomically: true, encoding: .utf8)
        }
        if printsFailures {
            var slowest: [(Double, String)] = []
            for sentence in sentences {
                let latency = await Latency.measure(Array(repeating: sentence.sentence, count: 20)) {
                    _ = warm.flexibleMatches(for: $0)
                }
                slowest.append((latency.p99, sentence.sentence))
            }
            for (micros, sentence) in slowest.sorted(by: { $0.0 > $1.0 }).prefix(12) {
                FileHandle.standardError.write(Data("\(code) slow \(rounded(micros)) µs: \(sentence)\n".utf8))
            }
        }
        let latency = await Latency.measure(Array(repeating: sentences.map(\.sentence), count: 5).flatMap { $0 }) {
            _ = await warm.decision(for: $0)
        }

        let flexibleOnly = FlexibleBenchmark.latency(Array(repeating: sentences.map(\.sentence), count: flexibleRepeat).flatMap { $0 }, warmingAll: warmsEveryInput) {
            _ = warm.flexibleMatches(for: $0)
        }
        if slowestCount > 0 {
            for (micros, sentence) in FlexibleBenchmark.slowest(sentences.map(\.sentence), count: slowestCount, { _ = warm.flexibleMatches(for: $0) }) {
                FileHandle.standardError.write(Data("\(code) flexible \(rounded(micros)) µs: \(sentence)\n".utf8))
            }
        }
        let inDomain = sentences.filter { $0.intent != nil }.count
        let outOfDomain = sentences.count - inDomain
        func share(_ outcome: Outcome, of total: Int) -> Double {
            total == 0 ? 0 : rounded(100 * Double(counts[outcome, default: 0]) / Double(total))
        }
        return [
            "sentences": sentences.count, "inDomain": inDomain, "outOfDomain": outOfDomain,
            "understoodPercent": rounded(
                100 * Double(counts[.understood, default: 0] + counts[.confirmed, default: 0]) / Double(max(inDomain, 1))),
            "understoodWithoutAskingPercent": share(.understood, of: inDomain),
            "askedToConfirmPercent": share(.confirmed, of: inDomain),
            "wrongIntentPercent": rounded(
                100 * Double(counts[.wrong, default: 0] + counts[.wrongAsked, default: 0]) / Double(max(inDomain, 1))),
            "wrongIntentNotConfirmedPercent": share(.wrong, of: inDomain),
            "missedPercent": share(.missed, of: inDomain),
            "outOfDomainActedOnPercent": share(.acted, of: outOfDomain),
            "outOfDomainAskedPercent": share(.asked, of: outOfDomain),
            "understoodPercentByKind": byKind.mapValues { rounded(100 * Double($0.understood) / Double(max($0.total, 1))) },
            "decision": latency.json,
            "flexibleStageAlone": flexibleOnly,
        ]
    }

    /// Everything a flexible reading says, on one line.
    static func describe(_ match: FlexibleMatch) -> String {
        let slots = match.slots.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.text)[\($0.value.value)]\($0.value.isWithinLimits)" }
        let evidence = match.evidence.map { "\($0.kind.rawValue):\($0.words):\($0.slot ?? "-"):\($0.weight)" }
        return "\(match.phraseID) score \(match.score) kw \(match.keywordScore) app \(match.namesApp)/\(match.namesAppPlainly) loose \(match.hasLooseValue) unexpl \(match.unexplainedWords) foreign \(match.foreignWords) aside \(match.asideWords) intro \(match.textIsIntroduced) quoted \(match.textIsQuoted) | \(slots) | \(evidence)"
    }

    /// The three sample apps over a fresh in-memory database that holds the seeded to-dos.
    static func session(localizer: Localizer, seed: Seed) async throws -> Conversation {
        let database = try Database(path: ":memory:")
        let store = try TaskStore(database: database)
        for title in seed.tasks { _ = try store.add(title: title) }
        let apps = [
            try TasksApp.definition(database: database), try LapsApp.definition(database: database),
            try SoupChefApp.definition(database: database),
        ]
        return try await Conversation(apps: apps, localizer: localizer)
    }

    func classify(_ response: Response, expected: Sentence) -> Outcome {
        let proposes = response.confirmsInterpretation
        guard let intent = response.intent else { return expected.intent == nil ? .refused : .missed }
        guard let wanted = expected.intent else { return proposes ? .asked : .acted }
        guard intent == wanted, slotsMatch(response.parameters, expected.slots) else {
            return proposes ? .wrongAsked : .wrong
        }
        return proposes ? .confirmed : .understood
    }

    /// Whether every expected slot has that value (entity slots by title or id; text loosely).
    func slotsMatch(_ parameters: [String: JSONValue], _ expected: [String: SlotExpectation]) -> Bool {
        expected.allSatisfy { name, value in
            guard let actual = parameters[name] else { return false }
            switch (value, actual) {
            case (.number(let number), .int(let got)): return number == got
            case (.number(let number), .double(let got)): return Double(number) == got
            case (.text(let text), .string(let got)): return Self.loose(text) == Self.loose(got)
            case (.text(let text), .object(let members)):
                return members.contains { key, member in
                    guard key == "title" || key == "id", case .string(let got) = member else { return false }
                    return Self.loose(text) == Self.loose(got)
                }
            default: return false
            }
        }
    }

    static func loose(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .widthInsensitive], locale: nil)
            .trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters))
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
