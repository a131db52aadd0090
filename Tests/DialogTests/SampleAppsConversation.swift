import Dialog
import Foundation
import Intents
import LapsApp
import Localization
import Phrases
import SoupChefApp
import Storage
import TasksApp

/// A conversation with every sample app — Tasks, Laps and Soup Chef, in the composition
/// root's order — over a throwaway in-memory database and a manual clock, in English.
struct SampleAppsConversation {
    /// 2027-01-15 12:00:00 UTC, the start of every scripted conversation.
    static let noon = Date(timeIntervalSince1970: 1_800_014_400)

    let clock: ManualClock
    let conversation: Conversation

    init(start: Date = SampleAppsConversation.noon) async throws {
        let clock = ManualClock(start: start)
        let database = try Database(path: ":memory:")
        let catalog = try LocalizationCatalog(urls: PhraseCatalogs.all())
        self.clock = clock
        conversation = try await Conversation(
            apps: [
                TasksApp.definition(database: database, clock: clock.appClock),
                LapsApp.definition(database: database, clock: clock.appClock),
                SoupChefApp.definition(database: database, clock: clock.appClock),
            ],
            localizer: Localizer(language: .english, catalog: catalog))
    }

    /// Plays a script: each step lets time pass, then says a line and returns Hark's answer.
    func play(_ script: [TimedTurn]) async -> [String] {
        var answers: [String] = []
        for turn in script {
            if let wait = turn.after { clock.advance(by: wait) }
            answers.append(await conversation.respond(to: turn.say).dialog)
        }
        return answers
    }
}

/// One turn of a conversation in which time passes: wait `after`, say `say`, expect `answer`.
struct TimedTurn: CustomStringConvertible, Sendable {
    let after: Duration?
    let say: String
    let answer: String

    init(after: Duration? = nil, _ say: String, _ answer: String) {
        self.after = after
        self.say = say
        self.answer = answer
    }

    var description: String { "\(after.map { "(+\($0)) " } ?? "")> \(say)  < \(answer)" }
}
