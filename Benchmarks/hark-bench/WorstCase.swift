import Dialog
import Foundation
import Intents
import LapsApp
import Localization
import Phrases
import SoupChefApp
import Storage
import TasksApp

/// Adversarial sentences: the slowest lines anyone could type, each answered as a whole turn
/// (`Conversation.respond`) by the sample apps. Reports the slowest answer of each sentence
/// over several runs (p100) and the slowest of all; the target is 50 ms per line.
///
/// Every sentence is within what hark accepts (4,096 Unicode scalars): longer lines are
/// answered "too long" before any matching.
enum WorstCase {
    static let maximumScalars = 4096

    /// Named sentences, each at or near the length limit.
    static var sentences: [(name: String, text: String)] {
        let limit = maximumScalars
        let typos = ["Tsaks", "compelte", "delte", "remvoe", "oder", "chwoder", "mnestrone", "Lpas", "recrod", "stpo"]
        let words = (0..<60).map { "word\($0)" }
        return [
            ("one long word", "Add " + String(repeating: "a", count: limit - 13) + " to Tasks"),
            ("one long word, no app", String(repeating: "x", count: limit)),
            ("4,000 jamo", "Add " + String(repeating: "\u{1100}\u{1161}", count: (limit - 13) / 2) + " to Tasks"),
            ("combining marks", "Add e" + String(repeating: "\u{0301}", count: limit - 14) + " to Tasks"),
            ("one 48-letter word", "Add " + String(repeating: "ab", count: 24) + " to Tasks"),
            ("60 near-words", (0..<60).map { typos[$0 % typos.count] }.joined(separator: " ")),
            ("long free text", "Add " + words.joined(separator: " ") + " to Tasks"),
            ("long free text, many app names", "Add " + words.prefix(30).joined(separator: " Tasks ") + " to Tasks"),
            ("many numbers", "Order " + (1...60).map(String.init).joined(separator: " ") + " miso from Soup Chef"),
            ("long digits", "Order " + String(repeating: "9", count: limit - 30) + " miso from Soup Chef"),
            (
                "thousands",
                "Order " + Array(repeating: "999", count: 60).joined(separator: ",") + " miso from Soup Chef"
            ),
            ("spelled numbers", "Order " + Array(repeating: "twenty one", count: 30).joined(separator: " ") + " miso"),
            (
                "dates and durations",
                Array(repeating: "tomorrow at 5 pm for an hour and a half", count: 7).joined(separator: " ")
            ),
            ("filler words", Array(repeating: "please um hey", count: 21).joined(separator: " ")),
            ("punctuation", String(repeating: "!?., ", count: limit / 5)),
            ("CJK without spaces", String(repeating: "牛乳を買うをタスクに追加して", count: limit / 14)),
            ("emoji", "Add " + String(repeating: "😀", count: limit - 13) + " to Tasks"),
        ]
    }

    static func run(quick: Bool) async throws -> [String: Any] {
        let localizer = Localizer(language: .english, catalog: try LocalizationCatalog(urls: PhraseCatalogs.all()))
        let database = try Database(path: ":memory:")
        let apps = [
            try TasksApp.definition(database: database, clock: .system),
            try LapsApp.definition(database: database, clock: .system),
            try SoupChefApp.definition(database: database, clock: .system),
        ]
        let conversation = try await Conversation(apps: apps, localizer: localizer)
        for title in ["buy milk", "call Sam", "pay rent"] {
            _ = await conversation.respond(to: "add \(title) to Tasks")
        }
        let runs = quick ? 3 : 10
        let clock = ContinuousClock()
        var perSentence: [String: Double] = [:]
        var slowest = (name: "", milliseconds: 0.0)
        for (name, text) in sentences {
            precondition(text.unicodeScalars.count <= maximumScalars, "\(name) is longer than hark accepts")
            var worst = Duration.zero
            for _ in 0..<runs {
                let start = clock.now
                _ = await conversation.respond(to: text)
                worst = max(worst, clock.now - start)
                // Each run starts idle: a question the sentence raised is dropped, untimed.
                if await conversation.state.question != nil { _ = await conversation.close() }
            }
            let milliseconds = HarkBench.milliseconds(worst)
            perSentence[name] = rounded(milliseconds)
            if milliseconds > slowest.milliseconds { slowest = (name, milliseconds) }
        }
        return [
            "p100PerSentenceMs": perSentence, "p100Ms": rounded(slowest.milliseconds), "slowest": slowest.name,
            "runsPerSentence": runs, "targetMs": 50,
        ]
    }
}
