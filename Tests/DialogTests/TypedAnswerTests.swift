import Dialog
import Foundation
import Intents
import Localization
import Testing

@Suite("Answers are read by the parameter's type: dates and durations, in words, in each language")
struct TypedAnswerTests {
    static let answers: [(Language, String, String, String)] = [
        (.english, "tomorrow at 5 pm", "ten minutes", "Booked December 1, 2026 at 5:00\u{202F}PM for 10 minutes."),
        (.french, "demain à 17 h", "dix minutes", "J’ai réservé le 1 décembre 2026 à 17:00 pour 10 minutes."),
        (.german, "morgen um 17 Uhr", "zehn Minuten", "Gebucht: 1. Dezember 2026 um 17:00 für 10 Minuten."),
        (.spanish, "mañana a las 5 de la tarde", "diez minutos", "He reservado el 1 de diciembre de 2026, 17:00 durante 10 minutos."),
        (.japanese, "明日の午後5時", "10分", "2026年12月1日 17:00から10分予約しました。"),
    ]

    @Test("a date and a duration said in words become the intent's values, written back in the language", arguments: answers)
    func typed(language: Language, date: String, duration: String, booked: String) async throws {
        let conversation = try await ruleAppsConversation(language: language)
        let start = [
            "en": "Book time in Planner", "fr": "Réserve un créneau dans Planner", "de": "Buche Zeit in Planner",
            "es": "Reserva hora en Planner", "ja": "Plannerで時間を予約",
        ][language.code]!
        #expect(await conversation.respond(to: start).kind == .requestValue)
        #expect(await conversation.respond(to: date).kind == .requestValue, "after “\(date)”")
        #expect(await conversation.respond(to: duration).dialog == booked, "after “\(duration)”")
    }

    @Test("an answer that is not a date is asked again")
    func notADate() async throws {
        let conversation = try await ruleAppsConversation()
        _ = await conversation.respond(to: "Book time in Planner")
        let again = await conversation.respond(to: "purple")
        #expect(again.kind == .requestValue)
        #expect(again.dialog == "I can't read a date in “purple”. When?")
    }

    @Test("a parameter without a dialog of its own is asked for with a prompt built from its title")
    func defaultPrompt() async throws {
        let conversation = try await ruleAppsConversation()
        #expect(await conversation.respond(to: "make a label in Planner").dialog == "What’s the label?")
        #expect(await conversation.respond(to: "fragile").dialog == "Labeled “fragile”.")
    }
}
