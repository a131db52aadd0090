import Dialog
import Foundation
import Intents
import LapsApp
import Localization
import PhraseMatcher
import Phrases
import SoupChefApp
import Storage
import TasksApp

/// `hark-bench [--json] [--phrases FILE.json --sentences FILE.jsonl [--phrase-set-only] [--latency-runs N]
/// [--dump-matches FILE]]
/// [--quick] [--startup] [--worst-case]`: compile time, match and no-match latency (p50, p99) and
/// peak memory of the phrase matcher, on the sample apps and on synthetic sets; the cost of one
/// change to a 100,000-name vocabulary; with a phrase set, its accuracy, ties, latency (p50, p99,
/// p100), compile time and the matcher's own memory (`--phrase-set-only` skips the rest); with
/// `--startup`, a hark process from start to exit beside the floor (see `StartupBenchmark`;
/// alone with `--startup-only`); `--vocabulary-only`: the vocabulary change alone;
/// first, the worst case: the slowest answer to adversarial lines (see `WorstCase`; alone with
/// `--worst-case`); `--voice` (alone with `--voice-only`): speaking and hearing (see
/// `VoiceBenchmark`); `--flexible-only`: the flexible stage on the synthetic sets alone;
/// `--understanding --only [--set S] [--lang L] [--failures] [--flexible-repeat N]`: the
/// evaluation sets alone (see `UnderstandingBenchmark`); `--flexible-slowest N` (with either): the
/// N sentences the flexible stage takes longest over, by CPU time, on standard error. Run it in release: `swift build -c release && .build/release/hark-bench --startup`.
@main
enum HarkBench {
    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let json = arguments.contains("--json")
        let quick = arguments.contains("--quick")
        func value(_ name: String) -> String? {
            arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
        }
        let started = ContinuousClock.now
        var report: [String: Any] = [:]
        do {
            // Adversarial sentences, each answered as a whole turn: the slowest line (p100);
            // not with `--phrase-set-only`, `--vocabulary-only` or `--startup-only`, which
            // measure one thing alone, nor with `--understanding --only` (the evaluation sets alone).
            let understandingOnly = arguments.contains("--understanding") && arguments.contains("--only")
            let alone = ["--phrase-set-only", "--vocabulary-only", "--startup-only", "--voice-only", "--flexible-only"].contains(
                where: arguments.contains)
            if !alone, !understandingOnly {
                report["worstCase"] = try await WorstCase.run(quick: quick)
            }
            if arguments.contains("--worst-case") {
                print(
                    String(
                        decoding: try JSONSerialization.data(
                            withJSONObject: report, options: [.sortedKeys, .prettyPrinted]), as: UTF8.self))
                return
            }
            if arguments.contains("--flexible-only") {
                // The flexible stage at scale alone (the synthetic sets, for profiling it).
                let data = try JSONSerialization.data(
                    withJSONObject: [
                        "flexibleSynthetic": try FlexibleBenchmark(
                            quick: quick, dumpFolder: value("--dump-answers"),
                            slowestCount: value("--flexible-slowest").flatMap(Int.init) ?? 0,
                            sizes: value("--flexible-sizes").map { list in
                                list.split(separator: ",").compactMap { size in
                                    let parts = size.split(separator: "x").compactMap { Int($0) }
                                    return parts.count == 2 ? (parts[0], parts[1]) : nil
                                }
                            }
                        ).run()
                    ],
                    options: [.sortedKeys, .prettyPrinted])
                print(String(decoding: data, as: UTF8.self))
                exit(0)
            }
            if arguments.contains("--understanding") {
                let folder = URL(fileURLWithPath: value("--eval") ?? "Benchmarks/understanding")
                var understanding = UnderstandingBenchmark(
                    folder: folder, set: value("--set") ?? "dev",
                    languages: value("--lang").map { [$0] } ?? ["en", "fr", "de", "es", "ja"],
                    printsFailures: arguments.contains("--failures"))
                if let repeats = value("--flexible-repeat").flatMap(Int.init) { understanding.flexibleRepeat = max(repeats, 1) }
                understanding.dumpFolder = value("--dump-answers")
                understanding.slowestCount = value("--flexible-slowest").flatMap(Int.init) ?? 0
                understanding.warmsEveryInput = arguments.contains("--flexible-warm-all")
                report["understanding"] = try await understanding.run()
                if arguments.contains("--only") {
                    let data = try JSONSerialization.data(withJSONObject: report, options: [.sortedKeys, .prettyPrinted])
                    print(String(decoding: data, as: UTF8.self))
                    exit(0)
                }
            }
            if arguments.contains("--voice") || arguments.contains("--voice-only") {
                var voice = VoiceBenchmark(
                    quick: quick, hark: value("--hark"),
                    options: (value("--voice-options") ?? "").split(separator: " ").map(String.init),
                    development: arguments.contains("--voice-dev"), dump: value("--voice-dump"))
                let beams = (value("--voice-beams") ?? "").split(separator: " ").compactMap { Double($0) }
                if beams.count == 3 { voice.grammarBeams = (beams[0], beams[1], beams[2]) }
                if let misfit = value("--voice-misfit").flatMap(Double.init) { voice.rejectionMisfit = misfit }
                voice.trace = value("--voice-trace")
                let loopBeams = (value("--voice-loop-beams") ?? "").split(separator: " ").compactMap { Double($0) }
                if loopBeams.count == 3 { voice.loopBeams = (loopBeams[0], loopBeams[1], loopBeams[2]) }
                if arguments.contains("--voice-no-loop") { voice.phoneLoop = .never }
                if let padding = value("--voice-padding").flatMap(Double.init) { voice.padding = padding }
                if let weight = value("--voice-worst-word").flatMap(Double.init) { voice.worstWordWeight = weight }
                if let loopOptions = value("--voice-loop-options") {
                    voice.loopOptions = loopOptions == "shared" ? nil : loopOptions.split(separator: " ").map(String.init)
                }
                report["voice"] = try await voice.run()
                if arguments.contains("--voice-only") {
                    let data = try JSONSerialization.data(withJSONObject: report, options: [.sortedKeys, .prettyPrinted])
                    print(String(decoding: data, as: UTF8.self))
                    exit(0)
                }
            }
            if arguments.contains("--startup") || arguments.contains("--startup-only") {
                report["startup"] = try StartupBenchmark(rounds: quick ? 10 : 40, hark: value("--hark"), floor: value("--floor")).run()
                if arguments.contains("--startup-only") {
                    let data = try JSONSerialization.data(withJSONObject: report, options: [.sortedKeys, .prettyPrinted])
                    print(String(decoding: data, as: UTF8.self))
                    exit(0)
                }
            }
            if !arguments.contains("--phrase-set-only") {
                report["vocabularyRefresh"] = try await VocabularyRefreshBenchmark(
                    names: 100_000, rounds: quick ? 5 : 20
                ).run()
                if arguments.contains("--vocabulary-only") {
                    let data = try JSONSerialization.data(withJSONObject: report, options: [.sortedKeys, .prettyPrinted])
                    print(String(decoding: data, as: UTF8.self))
                    exit(0)
                }
                report["sampleApps"] = try await sampleApps()
                report["synthetic"] = try synthetic(quick: quick)
                report["flexibleSynthetic"] = try FlexibleBenchmark(quick: quick).run()
            }
            if let phrases = value("--phrases") {
                guard let sentences = value("--sentences") else {
                    FileHandle.standardError.write(Data("hark-bench: --phrases needs --sentences FILE.jsonl\n".utf8))
                    exit(2)
                }
                var benchmark = PhraseSetBenchmark(phrases: phrases, sentences: sentences)
                if let runs = value("--latency-runs").flatMap(Int.init) { benchmark.latencyRuns = max(runs, 1) }
                benchmark.dumpPath = value("--dump-matches")
                report["phraseSet"] = try benchmark.run()
            }
        } catch {
            FileHandle.standardError.write(Data("hark-bench: \(error)\n".utf8))
            exit(2)
        }
        report["peakMemoryMB"] = peakMemoryMB()
        report["totalSeconds"] = rounded(seconds(since: started))
        if json {
            let data = try! JSONSerialization.data(withJSONObject: report, options: [.sortedKeys])
            print(String(decoding: data, as: UTF8.self))
        } else {
            let data = try! JSONSerialization.data(withJSONObject: report, options: [.sortedKeys, .prettyPrinted])
            print(String(decoding: data, as: UTF8.self))
        }
    }

    /// The sample apps' phrases (Tasks, Laps, Soup Chef) through the conversation's own matching path.
    static func sampleApps() async throws -> [String: Any] {
        let localizer = Localizer(language: .english, catalog: try LocalizationCatalog(urls: PhraseCatalogs.all()))
        let database = try Database(path: ":memory:")
        let apps = [
            try TasksApp.definition(database: database, clock: .system),
            try LapsApp.definition(database: database, clock: .system),
            try SoupChefApp.definition(database: database, clock: .system),
        ]
        let clock = ContinuousClock()
        var conversation: Conversation?
        let compile = try await clock.measure {
            conversation = try await Conversation(apps: apps, localizer: localizer)
        }
        guard let conversation else { return [:] }
        for line in ["add buy milk to Tasks", "add call Sam to Tasks", "add urgent task pay rent to Tasks"] {
            _ = await conversation.respond(to: line)
        }
        let matching = [
            "add buy milk to Tasks", "Remind me to call the bank in Tasks", "add urgent task pay rent to Tasks",
            "Complete buy milk in Tasks", "mark call sam as done in tasks", "Complete a task in Tasks",
            "Delete pay rent from Tasks", "remove buy milk from tasks", "What's on my list in Tasks", "Show my Tasks",
            "please add water the plants to Tasks", "complete buy milk", "add eggs", "add buy milk to taks",
            "Start a run in Laps", "Record a lap in Laps", "Stop and discard the run in Laps",
            "Order two Clam Chowder from Soup Chef",
            "order miso from soup chef", "What did I order from Soup Chef", "Order soup from Soup Chef",
        ]
        let missing = [
            "what's the weather like tomorrow", "play some music in the kitchen", "turn the lights off",
            "order a pizza", "complete", "show me the money now please", "delete everything forever from here",
            "remind me", "how are you today", "mark buy milk in Tasks",
        ]
        let matches = Array(repeating: matching, count: 300).flatMap { $0 }
        let misses = Array(repeating: missing, count: 300).flatMap { $0 }
        var understood = 0
        for sentence in matching {
            if case .matched = await conversation.decision(for: sentence) { understood += 1 }
        }
        var slowest: [String: Double] = [:]
        if CommandLine.arguments.contains("--detail") {
            for sentence in matching + missing {
                slowest[sentence] =
                    await Latency.measure(Array(repeating: sentence, count: 300)) {
                        _ = await conversation.decision(for: $0)
                    }.p50
            }
        }
        let match = await Latency.measure(matches) { _ = await conversation.decision(for: $0) }
        let noMatch = await Latency.measure(misses) { _ = await conversation.decision(for: $0) }
        return [
            "perSentenceP50Us": slowest.mapValues(rounded),
            "apps": apps.map(\.name), "phrases": apps.flatMap(\.shortcuts).flatMap(\.phrases).count,
            "compileMs": rounded(milliseconds(compile)),
            // The whole decision: matching, the app-name policy, and for a miss the nearest
            // phrase to suggest ("Did you mean …?").
            "match": match.json,
            "noMatch": noMatch.json,
            // The phrase index alone, as in the synthetic sets.
            "indexMatch": Latency.measure(matches) { _ = conversation.phraseMatches(for: $0) }.json,
            "indexNoMatch": Latency.measure(misses) { _ = conversation.phraseMatches(for: $0) }.json,
            "understood": "\(understood)/\(matching.count)",
        ]
    }

    /// 10, 100 and 1,000 intents × 10 phrases, with 100, 10k and 100k names.
    static func synthetic(quick: Bool) throws -> [[String: Any]] {
        var results: [[String: Any]] = []
        let intentCounts = quick ? [10, 100] : [10, 100, 1000]
        let nameCounts = quick ? [100, 10_000] : [100, 10_000, 100_000]
        for intents in intentCounts {
            for names in nameCounts {
                var set = SyntheticSet(intents: intents, names: names)
                let values = set.nameValues
                let clock = ContinuousClock()
                var index: PhraseIndex?
                let compile = try clock.measure {
                    let compiled = try PhraseIndex(set.phraseSet)
                    compiled.updateVocabulary("name", values: values)
                    index = compiled
                }
                guard let index else { continue }
                let sentences = set.matching(2000, names: values)
                let misses = set.nonMatching(2000)
                var correct = 0
                for (sentence, intent) in sentences
                where index.matches(for: sentence, limit: 1).first?.phraseID == intent {
                    correct += 1
                }
                var falseMatches = 0
                for sentence in misses where !index.matches(for: sentence, limit: 1).isEmpty { falseMatches += 1 }
                results.append([
                    "intents": intents, "phrases": intents * 10, "names": names,
                    "compileMs": rounded(milliseconds(compile)),
                    "match": Latency.measure(sentences) { _ = index.matches(for: $0.0) }.json,
                    "noMatch": Latency.measure(misses) { _ = index.matches(for: $0) }.json,
                    "matchedExpectedIntent": rounded(Double(correct) / Double(sentences.count)),
                    "falseMatches": falseMatches,
                ])
            }
        }
        return results
    }

    static func peakMemoryMB() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return rounded(Double(usage.ru_maxrss) / 1024)  // kilobytes on Linux
    }

    static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }

    static func seconds(since start: ContinuousClock.Instant) -> Double {
        milliseconds(ContinuousClock.now - start) / 1000
    }
}
