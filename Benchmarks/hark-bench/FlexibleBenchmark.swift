import Foundation
import PhraseMatcher

/// The flexible stage at scale: synthetic sets of 10 to 1,000 intents with 100 to 100,000
/// names, read with English request frames. Sentences are the set's own, said the way people
/// wrap them ("could you … please", words moved about), and sentences that mean nothing.
/// Times are CPU time of the calling thread, so a busy machine does not inflate them.
struct FlexibleBenchmark {
    let quick: Bool
    /// `--dump-answers FOLDER`: every reading of every sentence, one file a set
    /// (`FOLDER/synthetic.<intents>x<names>.txt`), to check a change alters no answer.
    var dumpFolder: String?
    /// `--flexible-slowest N`: the N slowest sentences of each set, on standard error.
    var slowestCount = 0
    /// `--flexible-sizes 1000x100,1000x100000`: only these sets (intents × names), for profiling one.
    var sizes: [(intents: Int, names: Int)]?

    func run() throws -> [[String: Any]] {
        var results: [[String: Any]] = []
        for intents in quick ? [10, 100] : [10, 100, 1000] {
            for names in quick ? [100, 10_000] : [100, 10_000, 100_000] {
                if let sizes, !sizes.contains(where: { $0.intents == intents && $0.names == names }) { continue }
                var set = SyntheticSet(intents: intents, names: names)
                let values = set.nameValues
                let index = try PhraseIndex(set.phraseSet)
                index.updateVocabulary("name", values: values)
                let lexicon = FlexibleLexicon(
                    frames: ["could you", "can you", "please", "for me", "i'd like to"], fillers: ["a", "the", "my"],
                    connectors: ["in", "on", "with", "from", "app"])
                let build = ContinuousClock().measure { _ = FlexibleMatcher(index: index, lexicon: lexicon) }
                let flexible = FlexibleMatcher(index: index, lexicon: lexicon)
                let said = set.matching(1000, names: values).map { sentence, _ in
                    "could you " + sentence.split(separator: " ").reversed().joined(separator: " ") + " please"
                }
                let misses = set.nonMatching(1000)
                _ = flexible.matches(for: said[0])  // builds the vocabulary lookups once
                if let dumpFolder {
                    var lines: [String] = []
                    for sentence in said + misses {
                        lines.append("flexible: \(sentence)")
                        for match in flexible.matches(for: sentence) { lines.append("  " + UnderstandingBenchmark.describe(match)) }
                    }
                    try lines.joined(separator: "\n").write(
                        to: URL(fileURLWithPath: dumpFolder).appending(path: "synthetic.\(intents)x\(names).txt"), atomically: true,
                        encoding: .utf8)
                }
                if slowestCount > 0 {
                    for (micros, sentence) in Self.slowest(said + misses, count: slowestCount, { _ = flexible.matches(for: $0) }) {
                        FileHandle.standardError.write(Data("\(intents)x\(names) slow \(rounded(micros)) µs: \(sentence)\n".utf8))
                    }
                }
                let lookupBuild = Self.cpuMicroseconds { _ = FlexibleMatcher(index: index, lexicon: lexicon).matches(for: said[0]) }
                results.append([
                    "intents": intents, "names": names,
                    "buildMs": rounded(HarkBench.milliseconds(build)),
                    "firstSentenceWithLookupsMs": rounded(lookupBuild / 1000),
                    "reordered": Self.latency(said) { _ = flexible.matches(for: $0) },
                    "meaningless": Self.latency(misses) { _ = flexible.matches(for: $0) },
                ])
            }
        }
        return results
    }

    /// Never inlined: `valgrind --tool=callgrind --toggle-collect=` on this function counts the
    /// instructions of the measured calls alone (Benchmarks/understanding/README.md, "Ninth
    /// speed pass").
    @inline(never)
    static func cpuMicroseconds(_ body: () -> Void) -> Double {
        var start = timespec()
        var end = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
        body()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
        return Double(end.tv_sec - start.tv_sec) * 1e6 + Double(end.tv_nsec - start.tv_nsec) / 1e3
    }

    /// The `count` slowest of `inputs` (each its median CPU time of `runs` calls), in
    /// microseconds, slowest first: which sentences make the p99 (`--flexible-slowest N`).
    static func slowest(_ inputs: [String], count: Int, runs: Int = 7, _ body: (String) -> Void) -> [(Double, String)] {
        var times: [(Double, String)] = []
        for input in Set(inputs) {
            body(input)
            let samples = (0..<runs).map { _ in cpuMicroseconds { body(input) } }.sorted()
            times.append((samples[runs / 2], input))
        }
        return Array(times.sorted { $0.0 > $1.0 }.prefix(count))
    }

    /// - Parameter warmingAll: read every distinct input once before measuring (not only the
    ///   first 100), so that no measured call is a sentence's first (`--flexible-warm-all`).
    static func latency(_ inputs: [String], warmingAll: Bool = false, _ body: (String) -> Void) -> [String: Any] {
        if warmingAll {
            var seen = Set<String>()
            for input in inputs where seen.insert(input).inserted { body(input) }
        } else {
            for input in inputs.prefix(100) { body(input) }
        }
        let samples = inputs.map { input in cpuMicroseconds { body(input) } }.sorted()
        func percentile(_ fraction: Double) -> Double {
            samples[min(samples.count - 1, max(0, Int((Double(samples.count) * fraction).rounded(.up)) - 1))]
        }
        return ["cpuP50Us": rounded(percentile(0.5)), "cpuP99Us": rounded(percentile(0.99)), "cpuMaxUs": rounded(samples.last ?? 0)]
    }
}
