import Dialog
import Foundation
import Intents
import LapsApp
import Localization
import Phrases
import RuleApps
import SoupChefApp
import Storage
import TasksApp
import Testing

@Suite("en-XA pseudo-localizes every answer of every app")
struct PseudoLocalizationTests {
    static let tests = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    /// The sample apps' English transcripts, and the rule apps' (which talk to them only).
    static let transcriptFolders = [
        tests.appending(path: "Transcripts/en"), tests.appending(path: "RuleAppsTests/Transcripts/en"),
    ]

    static var englishTranscripts: [String] {
        transcriptFolders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
                .filter { $0.hasSuffix(".transcript") }.sorted()
                .map { folder.appending(path: $0).path }
        }
    }

    /// A conversation in the pseudo-locale with the sample apps (or the rule apps), with app
    /// names kept as Hark keeps them.
    static func pseudoConversation(
        rules: Bool = false, clock: ManualClock = ManualClock(start: Transcript.defaultStart)
    )
        async throws -> Conversation
    {
        var catalog = try LocalizationCatalog(urls: PhraseCatalogs.all() + RuleApps.catalogURLs)
        let names = ["Tasks", "Laps", "Soup", "Chef", "Groceries", "Chores", "Notes", "Planner", "Hark", "hark"]
        catalog.pseudoLocalization = PseudoLocalization(keeping: Set(names))
        let database = try Database(path: ":memory:")
        let apps =
            rules
            ? RuleApps.definitions()
            : [
                try TasksApp.definition(database: database, clock: clock.appClock),
                try LapsApp.definition(database: database, clock: clock.appClock),
                try SoupChefApp.definition(database: database, clock: clock.appClock),
            ]
        return try await Conversation(
            apps: apps, localizer: Localizer(language: .pseudo, catalog: catalog), clock: clock.appClock)
    }

    /// Words of three or more plain ASCII letters left outside quotes and not said by the person
    /// (a task's title is theirs): English that skipped the catalog.
    static let appNames: Set<String> = ["Tasks", "Laps", "Soup", "Chef", "Groceries", "Chores", "Notes", "Planner"]

    static func unaccentedWords(in dialog: String, said: Set<String>) -> [String] {
        var outside = ""
        var depth = 0
        for character in dialog {
            if character == "“" {
                depth += 1
            } else if character == "”" {
                depth -= 1
            } else if depth == 0 {
                outside.append(character)
            }
        }
        return outside.split { !$0.isLetter }.map(String.init)
            .filter {
                $0.count >= 3 && $0.allSatisfy(\.isASCII) && !appNames.contains($0) && !said.contains($0.lowercased())
            }
    }

    @Test("every answer to the English transcripts' turns is pseudo-localized", arguments: englishTranscripts)
    func everyAnswer(_ path: String) async throws {
        let text = try String(contentsOf: URL(filePath: path), encoding: .utf8)
        let transcript = try Transcript.parse(text, name: path)
        let clock = ManualClock(start: Transcript.defaultStart)
        let conversation = try await Self.pseudoConversation(rules: path.contains("/RuleAppsTests/"), clock: clock)
        var answered = 0
        var words = Set<String>()
        for step in transcript.steps {
            switch step {
            case .setTime(let date, _): clock.set(date)
            case .wait(let duration, _): clock.advance(by: duration)
            case .say(let said, _, let expected):
                words.formUnion(said.lowercased().split { !$0.isLetter }.map(String.init))
                let response = await conversation.respond(to: said)
                #expect(PseudoLocalization.isPseudoLocalized(response.dialog), "\(said) → \(response.dialog)")
                #expect(Self.unaccentedWords(in: response.dialog, said: words).isEmpty, "\(said) → \(response.dialog)")
                // What English understood, the pseudo-locale understands too: the answer is the
                // app's, accented, not a fallback.
                if case .exact(let english)? = expected.first?.expectation, !english.hasPrefix("Sorry, I didn") {
                    #expect(response.kind != .notUnderstood, "\(said) → \(response.dialog)")
                }
                answered += 1
            }
        }
        #expect(answered > 0)
    }

    @Test("people answer in plain English, and task titles stay as they were said")
    func plainEnglishStillWorks() async throws {
        let conversation = try await Self.pseudoConversation()
        #expect(await conversation.respond(to: "add buy milk to Tasks").dialog == "[Àďďéď “Buy milk”. ··]")
        #expect(await conversation.respond(to: "add buy bread to Tasks").dialog == "[Àďďéď “Buy bread”. ··]")
        let choice = await conversation.respond(to: "complete buy in Tasks")
        #expect(choice.lines == ["[[Ŵĥîçĥ ţášķ ďö ýöû ṁéáñ? ········] Buy milk or Buy bread. ··]"])
        #expect(await conversation.respond(to: "the second one").dialog == "[Çöṁṗļéţéď “Buy bread”. ····]")
        #expect(
            await conversation.respond(to: "what's on my list in Tasks").dialog
                == "[Ýöû ĥáṽé 1 öṗéñ ţášķ: Buy milk. ········]")
    }
}
