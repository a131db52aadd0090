import Dialog
import Foundation
import HarkKit
import Intents
import LapsApp
import Localization
import Phrases
import RuleApps
import SoupChefApp
import Storage
import TasksApp

extension FuzzTarget {
    /// Tasks, Laps and Soup Chef, registered as the `hark` executable registers them.
    static let sampleApps = [
        AssistantApp(name: TasksApp.name, catalogs: { PhraseCatalogs.tables(folder: "Tasks") }) { environment in
            [try TasksApp.definition(database: environment.database, clock: environment.clock)]
        },
        AssistantApp(name: LapsApp.name, catalogs: { PhraseCatalogs.tables(folder: "Laps") }) { environment in
            [try LapsApp.definition(database: environment.database, clock: environment.clock)]
        },
        AssistantApp(name: SoupChefApp.name, catalogs: { PhraseCatalogs.tables(folder: "SoupChef") }) {
            environment in
            [try SoupChefApp.definition(database: environment.database, clock: environment.clock)]
        },
    ]

    /// The apps of the conversation rules (Planner's answers are dates and durations).
    static let ruleApps = [
        AssistantApp(name: "Groceries", localizationDomain: RuleApps.domain, catalogs: { RuleApps.catalogURLs }) { _ in
            RuleApps.definitions()
        }
    ]

    /// A conversation with `apps` over a fresh in-memory database, on a clock that stands still.
    static func conversation(with apps: [AssistantApp], language: Language) async -> Conversation {
        do {
            let clock = ManualClock(start: Transcript.defaultStart).appClock
            let localizer = try AssistantSetup.localizer(apps: apps, language: language)
            let database = try Database(path: ":memory:")
            let definitions = try AssistantSetup.definitions(of: apps, database: database, clock: clock)
            return try await Conversation(
                apps: definitions, localizer: localizer, clock: clock, classifyError: AssistantSetup.failureKind)
        } catch {
            fatalError("hark-fuzz: cannot start the apps: \(error)")
        }
    }

    /// One conversation per language, with a few tasks in it, for the matching target.
    static let matchingConversations: [Conversation] = runBlocking {
        var conversations: [Conversation] = []
        for language in Language.supported {
            let conversation = await conversation(with: sampleApps, language: language)
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
        let talksToRuleApps = afterLanguage.starts(with: Array("rules\n".utf8))
        let rest = talksToRuleApps ? afterLanguage.dropFirst(6) : afterLanguage
        let text = String(decoding: rest, as: UTF8.self)
        // Blank lines are not turns: every front end skips them.
        let lines = text.split(separator: "\n").map(String.init)
            .filter { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }.prefix(12)
        let saidPlaceholder = text.contains("$")
        runBlocking {
            let conversation = await conversation(with: talksToRuleApps ? ruleApps : sampleApps, language: language)
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
