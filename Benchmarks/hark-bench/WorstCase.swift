import Dialog
import Foundation
import HarkKit
import Intents
import LapsApp
import Localization
import PhraseMatcher
import Phrases
import SoupChefApp
import Storage
import TasksApp

/// Adversarial sentences: the slowest lines anyone could type, each cleaned as hark cleans a
/// line it reads (`InputSanitizer`) and answered as a whole turn (`Conversation.respond`) by
/// the sample apps. Reports the slowest answer of each sentence
/// over several runs (p100) and the slowest of all; the target is 50 ms per line.
///
/// Times are the process's CPU time for the turn (every thread the turn runs on; nothing else
/// runs meanwhile), so a machine busy with other work does not inflate them; the slowest
/// wall-clock time is reported beside them.
///
/// Every sentence is within what hark accepts (4,096 Unicode scalars): longer lines are
/// answered "too long" before any matching. Adversarial templates are timed too: compiled,
/// then matched and near-missed against a sentence they read (``templates``).
enum WorstCase {
    static let maximumScalars = 4096
    static let targetMilliseconds = 50.0

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
            ("kana without spaces", String(repeating: "すもももももももものうち", count: limit / 12)),
            // Each word just within the length the compound splitter takes (40 letters).
            (
                "compound words",
                "Füge " + Array(repeating: "Donaudampfschifffahrtsgesellschaftskapi", count: 60).joined(separator: " ")
                    + " zu Tasks hinzu"
            ),
            ("emoji", "Add " + String(repeating: "😀", count: limit - 13) + " to Tasks"),
        ]
    }

    /// A task title as long as a line may be, of long words each within the length the fuzzy
    /// index takes (48 letters), all different: every word of every sentence is looked for
    /// among them, typos included.
    static var longTitle: String {
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        let words = (0..<90).map { "Donaudampfschifffahrtsgesellschaft\(letters[$0 / 26])\(letters[$0 % 26])kapitaen" }
        return String(words.joined(separator: " ").unicodeScalars.prefix(maximumScalars - 20))
    }

    /// Every sentence in every language Hark speaks (each language has its own normalizer,
    /// stemmer, spelling dictionary or morphological analyser in the flexible stage): the
    /// slowest answer per sentence in English, the slowest per language, and the slowest of all.
    static func run(quick: Bool) async throws -> [String: Any] {
        let catalog = try LocalizationCatalog(urls: PhraseCatalogs.all())
        let runs = quick ? 3 : 10
        var perSentence: [String: Double] = [:]
        var perLanguage: [String: Double] = [:]
        var slowest = (name: "", milliseconds: 0.0)
        var slowestWall = 0.0
        var overTarget: [String: Double] = [:]
        for language in Language.supported {
            let times = try await run(language: language, catalog: catalog, runs: runs)
            for (name, time) in times where time.cpu > targetMilliseconds {
                overTarget["\(language.code): \(name)"] = rounded(time.cpu)
            }
            if language == .english { perSentence = times.mapValues { rounded($0.cpu) } }
            let worst = times.max { $0.value.cpu < $1.value.cpu }!
            perLanguage[language.code] = rounded(worst.value.cpu)
            if worst.value.cpu > slowest.milliseconds { slowest = ("\(language.code): \(worst.key)", worst.value.cpu) }
            slowestWall = max(slowestWall, times.values.map(\.wall).max() ?? 0)
        }
        let templates = templateTimes(runs: runs)
        for (name, time) in templates where time > targetMilliseconds { overTarget["template: \(name)"] = rounded(time) }
        return [
            "templateCpuP100Ms": templates.mapValues(rounded),
            "cpuP100PerSentenceMs": perSentence, "cpuP100PerLanguageMs": perLanguage,
            "cpuP100Ms": rounded(slowest.milliseconds), "slowest": slowest.name, "wallP100Ms": rounded(slowestWall),
            "overTargetMs": overTarget, "runsPerSentence": runs, "targetMs": targetMilliseconds,
        ]
    }

    /// The slowest of `runs` answers to each sentence, in milliseconds of CPU and of wall-clock
    /// time, by the sample apps speaking `language` (four tasks in the list, one with the longest
    /// title, so titles are there to be near-missed).
    static func run(language: Language, catalog: LocalizationCatalog, runs: Int) async throws -> [String: (
        cpu: Double, wall: Double
    )] {
        let localizer = Localizer(language: language, catalog: catalog)
        let database = try Database(path: ":memory:")
        let apps = [
            try TasksApp.definition(database: database, clock: .system),
            try LapsApp.definition(database: database, clock: .system),
            try SoupChefApp.definition(database: database, clock: .system),
        ]
        let conversation = try await Conversation(apps: apps, localizer: localizer)
        let store = try TaskStore(database: database)
        for title in ["Buy milk", "Call Sam", "Pay rent", longTitle] { _ = try store.add(title: title) }
        let clock = ContinuousClock()
        var times: [String: (cpu: Double, wall: Double)] = [:]
        for (name, text) in sentences {
            precondition(text.unicodeScalars.count <= maximumScalars, "\(name) is longer than hark accepts")
            var worst = (cpu: 0.0, wall: 0.0)
            for _ in 0..<runs {
                let start = clock.now
                let cpuStart = processCPUMilliseconds()
                _ = await conversation.respond(to: InputSanitizer.clean(text))
                worst.cpu = max(worst.cpu, processCPUMilliseconds() - cpuStart)
                worst.wall = max(worst.wall, HarkBench.milliseconds(clock.now - start))
                // Each run starts idle: a question the sentence raised is dropped, untimed.
                if await conversation.state.question != nil { _ = await conversation.close() }
            }
            times[name] = worst
        }
        return times
    }

    /// Adversarial templates (as an app's catalog could hold, or the template fuzzer finds):
    /// each compiled, then a sentence it reads matched and near-missed, as the template fuzz
    /// target does.
    static var templates: [(name: String, template: String, sentence: String)] {
        let empty = { (count: Int) in String(repeating: "|", count: count) }
        let nested = String(repeating: "[[red]|[blue]]", count: 10)
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        let words = (0..<40).map { "w" + String(letters[$0 / 26]) + String(letters[$0 % 26]) }
        return [
            (
                "empty alternatives",
                "Note ${k} on [page\(empty(18))de\(empty(27))] [line\(empty(25)) ${title}] [mark\(empty(50))] "
                    + "[line\(empty(25)) ${title}] [row\(empty(36)) ${title}]",
                "Note buy milk on page mark line eggs"
            ),
            (
                "nested optionals", "Paint ${first} \(nested) then ${second} \(nested) and ${third}",
                "Paint the door red then the wall blue red and the fence"
            ),
            (
                "spelled-alike alternatives",
                "Paint ${first} " + String(repeating: "(red|Red|red |Red )", count: 8) + " and ${second}",
                "Paint the door " + Array(repeating: "red", count: 8).joined(separator: " ") + " and the wall"
            ),
            ("eight free-text slots", (1...8).map { "${s\($0)}" }.joined(separator: " "), words.joined(separator: " ")),
        ]
    }

    /// The slowest of `runs` compilations and readings of each adversarial template, in
    /// milliseconds of CPU time.
    static func templateTimes(runs: Int) -> [String: Double] {
        var times: [String: Double] = [:]
        for (name, template, sentence) in templates {
            var worst = 0.0
            for _ in 0..<runs {
                let start = processCPUMilliseconds()
                let slots = Dictionary(
                    ((try? Template.parse(template))?.slotNames ?? []).map { ($0, SlotDefinition.text) }
                ) { first, _ in first }
                if let index = try? PhraseIndex(
                    PhraseSet(languageCode: "en", phrases: [Phrase(id: "T", template: template)], slots: slots))
                {
                    precondition(!index.matches(for: sentence).isEmpty, "\(name) does not read its sentence")
                    _ = index.nearestPhrase(for: sentence + " and more")
                }
                worst = max(worst, processCPUMilliseconds() - start)
            }
            times[name] = worst
        }
        return times
    }

    /// CPU time of the whole process so far.
    static func processCPUMilliseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
    }
}
