import Dialog
import Foundation
import Intents
import Localization
import Testing

@Suite("Answers are read by the parameter's type: dates and durations, in words, in each language")
struct TypedAnswerTests {
    /// Monday 2026-11-30, 09:00 UTC.
    static let start = Date(timeIntervalSince1970: 1_796_029_200)

    static let answers: [(Language, String, String, String)] = [
        (.english, "tomorrow at 5 pm", "ten minutes", "Booked 2026-12-01T17:00:00Z for 600 seconds."),
        (.french, "demain à 17 h", "dix minutes", "Booked 2026-12-01T17:00:00Z for 600 seconds."),
        (.german, "morgen um 17 Uhr", "zehn Minuten", "Booked 2026-12-01T17:00:00Z for 600 seconds."),
        (.spanish, "mañana a las 5 de la tarde", "diez minutos", "Booked 2026-12-01T17:00:00Z for 600 seconds."),
        (.japanese, "明日の午後5時", "10分", "Booked 2026-12-01T17:00:00Z for 600 seconds."),
    ]

    @Test("a date and a duration said in words become the intent's values", arguments: answers)
    func typed(language: Language, date: String, duration: String, booked: String) async throws {
        let clock = ManualClock(start: Self.start)
        let conversation = try await scheduleConversation(language: language, clock: clock)
        #expect(await conversation.respond(to: "Book time in Planner").kind == .requestValue)
        #expect(await conversation.respond(to: date).kind == .requestValue, "after “\(date)”")
        #expect(await conversation.respond(to: duration).dialog == booked, "after “\(duration)”")
    }

    @Test("an answer that is not a date is asked again")
    func notADate() async throws {
        let conversation = try await scheduleConversation(language: .english, clock: ManualClock(start: Self.start))
        _ = await conversation.respond(to: "Book time in Planner")
        let again = await conversation.respond(to: "purple")
        #expect(again.kind == .requestValue)
        #expect(again.dialog == "When?")
    }
}

@Suite("A parameter without a dialog of its own is asked for with a prompt built from its title")
struct DefaultPromptTests {
    @Test(
        "the default prompt, in each language",
        arguments: [
            (Language.english, "What’s the label?"),
            (Language.french, nil), (Language.german, nil), (Language.spanish, nil), (Language.japanese, nil),
        ] as [(Language, String?)])
    func prompt(language: Language, expected: String?) async throws {
        let conversation = try await labelConversation(language: language)
        let question = await conversation.respond(to: "Make a label in Labeler")
        #expect(question.kind == .requestValue)
        #expect(question.dialog.contains("abel") || language == .japanese)
        if let expected { #expect(question.dialog == expected) }
        #expect(await conversation.respond(to: "fragile").dialog == "Labelled fragile.")
    }
}
