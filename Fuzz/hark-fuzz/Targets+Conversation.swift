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

extension FuzzTarget {
    /// Every catalog Hark ships, read once.
    static let shippedCatalog: LocalizationCatalog = {
        do {
            return try LocalizationCatalog(urls: PhraseCatalogs.all())
        } catch {
            fatalError("hark-fuzz: cannot read the catalogs: \(error)")
        }
    }()

    /// The sample apps over a fresh in-memory database (or the rule apps of `hark test`, whose
    /// answers are dates and durations), on a clock that stands still.
    static func sampleConversation(language: Language, ruleApps: Bool = false) async -> Conversation {
        do {
            let database = try Database(path: ":memory:")
            let clock = ManualClock(start: Transcript.defaultStart).appClock
            let apps =
                ruleApps
                ? RuleApps.definitions()
                : [
                    try TasksApp.definition(database: database, clock: clock),
                    try LapsApp.definition(database: database, clock: clock),
                    try SoupChefApp.definition(database: database, clock: clock),
                ]
            let localizer = Localizer(language: language, catalog: shippedCatalog)
            return try await Conversation(apps: apps, localizer: localizer, clock: clock)
        } catch {
            fatalError("hark-fuzz: cannot start the sample apps: \(error)")
        }
    }

    /// One conversation per language, with a few tasks in it, for the matching target.
    static let matchingConversations: [Conversation] = runBlocking {
        var conversations: [Conversation] = []
        for language in Language.supported {
            let conversation = await sampleConversation(language: language)
            for title in ["buy milk", "call Sam", "pay rent"] {
                _ = await conversation.respond(to: "add \(title) to Tasks")
            }
            conversations.append(conversation)
        }
        return conversations
    }

    /// The whole matching decision for one sentence — matching, the app-name policy, the
    /// nearest phrase for "Did you mean …?" — and tab completion of its last word.
    static let match = FuzzTarget(name: "match") { data in
        let (language, rest) = language(of: data)
        let conversation = matchingConversations[Language.supported.firstIndex(of: language)!]
        let sentence = String(decoding: rest, as: UTF8.self)
        runBlocking { _ = await conversation.decision(for: sentence) }
        let lastWord = sentence.split(separator: " ").last.map(String.init) ?? ""
        _ = conversation.completions(for: sentence, word: lastWord)
    }

    /// A conversation of several turns, one a line, over the sample apps on a fresh database:
    /// questions, choices, confirmations, escapes and cancellations in any order. A first
    /// line `rules` (after the language's, if any) talks to the rule apps instead.
    static let conversation = FuzzTarget(name: "conversation") { data in
        let (language, afterLanguage) = language(of: data)
        let ruleApps = afterLanguage.starts(with: Array("rules\n".utf8))
        let rest = ruleApps ? afterLanguage.dropFirst(6) : afterLanguage
        let text = String(decoding: rest, as: UTF8.self)
        // Blank lines are not turns: every front end skips them.
        let lines = text.split(separator: "\n").map(String.init)
            .filter { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }.prefix(12)
        let saidPlaceholder = text.contains("$")
        runBlocking {
            let conversation = await sampleConversation(language: language, ruleApps: ruleApps)
            for line in lines {
                let response = await conversation.respond(to: line)
                precondition(!response.dialog.isEmpty, "an empty answer to “\(line)”")
                // People never see a placeholder, unless they typed one themselves.
                precondition(saidPlaceholder || !response.dialog.contains("${"), "a placeholder: \(response.dialog)")
            }
            // As every front end does at the end of its input: a flow still waiting on a
            // question is cancelled and awaited (a suspended flow would hold the whole
            // conversation, its apps and its database for the life of the process).
            _ = await conversation.close()
        }
    }
}
