import Foundation
import PhraseMatcher

/// Scores a phrase set file on a JSON Lines file of sentences: the share whose intent is right,
/// the share whose intent and every slot value (fixed values included) are right, and latency.
///
/// Dates are read against Wednesday 4 March 2026, 10:00 in Europe/Paris, so that "demain"
/// gives the same answer on every run. Expected dates are ISO 8601: a day ("2026-03-06") or a
/// date and time with its offset; durations are seconds.
///
/// ```swift
/// let figures = try PhraseSetBenchmark(phrases: "fr.json", sentences: "fr.jsonl").run()
/// ```
struct PhraseSetBenchmark {
    let phrases: String
    let sentences: String
    /// Timed passes over the sentences (after one warm-up pass).
    var latencyRuns = 200
    /// A file to write every sentence's ranked matches and readings to, one line each (to
    /// compare two builds' answers with `diff`).
    var dumpPath: String?

    static let timeZone = TimeZone(identifier: "Europe/Paris")!
    static let now = ISO8601DateFormatter().date(from: "2026-03-04T10:00:00+01:00")!

    struct Sentence {
        var text: String
        var intent: String?
        var slots: [String: String]
    }

    func run() throws -> [String: Any] {
        let set = try PhraseSet(contentsOf: URL(filePath: phrases))
        let clock = ContinuousClock()
        var compiled: PhraseIndex?
        let compile = try clock.measure {
            compiled = try PhraseIndex(set, clock: .fixed(Self.now, timeZone: Self.timeZone))
        }
        guard let index = compiled else { return [:] }
        let cases = try load()
        var intentRight = 0
        var allRight = 0
        var ties = 0
        /// Wrong answers where a reading ranked equal to the answer was the expected one: what
        /// a phrase set cannot decide without context the conversion dropped.
        var decidedByTies = 0
        func tiedReadingIsExpected(_ sentence: Sentence) -> Bool {
            let readings = index.readings(for: sentence.text, limit: 50)
            guard let best = readings.first else { return false }
            return readings.contains { reading in
                reading.score == best.score && reading.phraseID == sentence.intent
                    && (sentence.intent == nil || slotsMatch(values(of: reading), sentence.slots))
            }
        }
        var failures: [String] = []
        for sentence in cases {
            // A phrase set's ranking decides ties by file order: the first candidate is the answer.
            let candidates = index.matches(for: sentence.text, limit: 2)
            let predicted = candidates.first
            let isTie = candidates.count == 2 && candidates[0].score == candidates[1].score
            if isTie { ties += 1 }
            guard predicted?.phraseID == sentence.intent else {
                let tie = isTie ? " (tied with \(candidates[1].phraseID))" : ""
                let byTie = tiedReadingIsExpected(sentence)
                if byTie { decidedByTies += 1 }
                failures.append(
                    "\(byTie ? "[tie] " : "")\(sentence.text) → \(predicted?.phraseID ?? "nothing")\(tie), expected \(sentence.intent ?? "nothing")")
                continue
            }
            intentRight += 1
            let actual = predicted.map(values) ?? [:]
            if sentence.intent == nil || slotsMatch(actual, sentence.slots) {
                allRight += 1
            } else {
                let byTie = tiedReadingIsExpected(sentence)
                if byTie { decidedByTies += 1 }
                // Only the slots that differ: what was read, then what was expected.
                let names = Set(actual.keys).union(sentence.slots.keys).filter { actual[$0] != sentence.slots[$0] }
                let read = names.sorted().map { "\($0)=\(actual[$0] ?? "∅")" }.joined(separator: " ")
                let expected = names.sorted().map { "\($0)=\(sentence.slots[$0] ?? "∅")" }.joined(separator: " ")
                failures.append("\(byTie ? "[tie] " : "")\(sentence.text) → \(read), expected \(expected)")
            }
        }
        if let dumpPath { try dump(cases, index: index, to: dumpPath) }
        let passes = Array(repeating: cases.map(\.text), count: latencyRuns).flatMap { $0 }
        let latency = Latency.measure(passes) { _ = index.matches(for: $0) }
        // The same in CPU time of this thread: what another process running on the machine
        // cannot inflate.
        let cpuLatency = FlexibleBenchmark.latency(passes) { _ = index.matches(for: $0) }
        // The slowest sentences (median of five runs each), to see where the time goes.
        var perSentence: [(String, Double)] = []
        for sentence in cases where latencyRuns > 1 {
            perSentence.append((sentence.text, Latency.measure(Array(repeating: sentence.text, count: 5)) {
                _ = index.matches(for: $0)
            }.p50))
        }
        let slowest = perSentence.sorted { $0.1 > $1.1 }.prefix(10).map { "\(rounded($0.1)) µs: \($0.0)" }
        return [
            "file": URL(filePath: phrases).lastPathComponent, "language": set.languageCode,
            "phrases": set.phrases.count, "sentences": cases.count,
            "compileMs": rounded(HarkBench.milliseconds(compile)),
            // The index's own structures (compiled phrases, vocabularies, search memory), after
            // matching every sentence: not the phrase set file, not the process.
            "matcherMemoryMB": rounded(Double(index.memoryFootprint) / 1_048_576),
            "intentPercent": rounded(100 * Double(intentRight) / Double(max(cases.count, 1))),
            "intentAndSlotsPercent": rounded(100 * Double(allRight) / Double(max(cases.count, 1))),
            "latency": latency.json, "cpuLatency": cpuLatency, "failures": failures, "ties": ties, "failuresDecidedByTies": decidedByTies, "slowest": slowest,
        ]
    }

    /// Every sentence's matches (`matches(for:)`, the default limit) and readings, with their
    /// scores and values, one line per sentence.
    private func dump(_ cases: [Sentence], index: PhraseIndex, to path: String) throws {
        func line(_ match: PhraseMatch, in sentence: String) -> String {
            let slots = match.slots.keys.sorted().map { name in
                let slot = match.slots[name]!
                let start = sentence.utf8.distance(from: sentence.startIndex, to: slot.range.lowerBound)
                return "\(name)=\(slot.value)@\(start)'\(slot.text)'\(slot.isWithinLimits ? "" : "!")"
            }
            let fixed = match.fixed.keys.sorted().map { "\($0)=\(match.fixed[$0]!)" }
            return "\(match.phraseID) {\(match.template)} [\(match.score.parts.map { String($0.value) }.joined(separator: ","))] "
                + (slots + fixed + match.omittedSlots.map { "-\($0)" }).joined(separator: " ")
        }
        var text = ""
        for sentence in cases {
            text += sentence.text + "\n"
            for match in index.matches(for: sentence.text) {
                text += "  m " + line(match, in: sentence.text) + "\n"
            }
            for match in index.readings(for: sentence.text, limit: 50) {
                text += "  r " + line(match, in: sentence.text) + "\n"
            }
        }
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    private func load() throws -> [Sentence] {
        let text = try String(contentsOf: URL(filePath: sentences), encoding: .utf8)
        var result: [Sentence] = []
        for (number, line) in text.split(separator: "\n").enumerated()
        where !line.trimmingCharacters(in: .whitespaces).isEmpty {
            guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                let sentence = object["sentence"] as? String
            else { throw BenchmarkError("\(sentences): line \(number + 1): expected an object with \"sentence\".") }
            // Lists and objects compare as compact JSON, as the phrase set reports them.
            let slots = (object["slots"] as? [String: Any] ?? [:]).mapValues { value in
                guard value is [Any] || value is [String: Any],
                    let data = try? JSONSerialization.data(withJSONObject: value, options: [.withoutEscapingSlashes])
                else { return "\(value)" }
                return String(decoding: data, as: UTF8.self)
            }
            result.append(Sentence(text: sentence, intent: object["intent"] as? String, slots: slots))
        }
        return result
    }

    /// Slot values and fixed values as strings comparable with the file's.
    private func values(of match: PhraseMatch) -> [String: String] {
        var values = match.fixed
        for (name, slot) in match.slots {
            switch slot.value {
            case .vocabulary(let id, _): values[name] = id
            case .text(let text): values[name] = text
            case .number(let number): values[name] = String(number)
            case .decimal(let number): values[name] = String(number)
            case .duration(let seconds): values[name] = String(seconds)
            case .date(let date, let includesTime):
                let style = Date.ISO8601FormatStyle(timeZone: Self.timeZone)
                values[name] = includesTime ? date.formatted(style) : date.formatted(style.year().month().day())
            }
        }
        return values
    }

    private func slotsMatch(_ actual: [String: String], _ expected: [String: String]) -> Bool {
        guard Set(actual.keys) == Set(expected.keys) else { return false }
        for (name, value) in expected {
            guard let got = actual[name] else { return false }
            if got == value { continue }
            let parser = ISO8601DateFormatter()
            guard let a = parser.date(from: got), let b = parser.date(from: value), a == b else { return false }
        }
        return true
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
