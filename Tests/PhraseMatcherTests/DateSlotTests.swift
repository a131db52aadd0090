import Foundation
import Testing

@testable import PhraseMatcher

@Suite("Dates and times in five languages, read against a fixed clock")
struct DateSlotTests {
    /// Wednesday 4 March 2026, 10:00 in Paris.
    static let timeZone = TimeZone(identifier: "Europe/Paris")!
    static let now: Date = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar.date(from: DateComponents(year: 2026, month: 3, day: 4, hour: 10))!
    }()

    struct Case: CustomTestStringConvertible, Sendable {
        var language: String
        var text: String
        /// Expected year, month, day, and hour and minute when a time was said.
        var day: (Int, Int, Int)
        var time: (Int, Int)?
        var testDescription: String { "\(language): \(text)" }
    }

    static let cases: [Case] = [
        Case(language: "en", text: "today", day: (2026, 3, 4)),
        Case(language: "en", text: "tomorrow at 5 pm", day: (2026, 3, 5), time: (17, 0)),
        Case(language: "en", text: "next Friday", day: (2026, 3, 6)),
        Case(language: "en", text: "next Wednesday", day: (2026, 3, 11)),
        Case(language: "en", text: "at 5:30pm", day: (2026, 3, 4), time: (17, 30)),
        Case(language: "en", text: "March 10th", day: (2026, 3, 10)),
        Case(language: "en", text: "the day after tomorrow at noon", day: (2026, 3, 6), time: (12, 0)),
        Case(language: "en", text: "in two hours", day: (2026, 3, 4), time: (12, 0)),
        Case(language: "fr", text: "aujourd’hui", day: (2026, 3, 4)),
        Case(language: "fr", text: "demain à 17 h", day: (2026, 3, 5), time: (17, 0)),
        Case(language: "fr", text: "demain à 17h30", day: (2026, 3, 5), time: (17, 30)),
        Case(language: "fr", text: "vendredi prochain", day: (2026, 3, 6)),
        Case(language: "fr", text: "après-demain à midi", day: (2026, 3, 6), time: (12, 0)),
        Case(language: "fr", text: "le 1er avril", day: (2026, 4, 1)),
        Case(language: "fr", text: "à cinq heures du soir", day: (2026, 3, 4), time: (17, 0)),
        Case(language: "de", text: "heute", day: (2026, 3, 4)),
        Case(language: "de", text: "morgen um 17 Uhr", day: (2026, 3, 5), time: (17, 0)),
        Case(language: "de", text: "nächsten Freitag", day: (2026, 3, 6)),
        Case(language: "de", text: "übermorgen um 9:15", day: (2026, 3, 6), time: (9, 15)),
        Case(language: "de", text: "am 5. März", day: (2026, 3, 5)),
        Case(language: "de", text: "um fünf Uhr abends", day: (2026, 3, 4), time: (17, 0)),
        Case(language: "es", text: "hoy", day: (2026, 3, 4)),
        Case(language: "es", text: "mañana a las 5 de la tarde", day: (2026, 3, 5), time: (17, 0)),
        Case(language: "es", text: "el próximo viernes", day: (2026, 3, 6)),
        Case(language: "es", text: "el viernes que viene", day: (2026, 3, 6)),
        Case(language: "es", text: "pasado mañana a las nueve y media", day: (2026, 3, 6), time: (9, 30)),
        Case(language: "es", text: "el 10 de marzo", day: (2026, 3, 10)),
        Case(language: "ja", text: "今日", day: (2026, 3, 4)),
        Case(language: "ja", text: "明日の午後5時", day: (2026, 3, 5), time: (17, 0)),
        Case(language: "ja", text: "来週の金曜日", day: (2026, 3, 13)),
        Case(language: "ja", text: "金曜日", day: (2026, 3, 6)),
        Case(language: "ja", text: "明後日の午前九時半", day: (2026, 3, 6), time: (9, 30)),
        Case(language: "ja", text: "３月１０日", day: (2026, 3, 10)),
    ]

    @Test("reads the whole phrase as one date", arguments: cases)
    func reads(_ test: Case) throws {
        let keys = Normalizer(languageCode: test.language).tokens(in: test.text).map(\.key)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = Self.timeZone
        let reading = try #require(
            DateParser(languageCode: test.language).reading(of: keys[...], now: Self.now, calendar: calendar),
            "keys: \(keys)")
        #expect(reading.wordCount == keys.count, "keys: \(keys)")
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: reading.date)
        #expect(parts.year == test.day.0 && parts.month == test.day.1 && parts.day == test.day.2, "\(parts)")
        #expect(reading.includesTime == (test.time != nil))
        #expect(parts.hour == (test.time?.0 ?? 0) && parts.minute == (test.time?.1 ?? 0), "\(parts)")
    }

    static let sentences: [(String, String, String)] = [
        ("en", "Remind me to call Sam tomorrow at 5 pm", "Remind me to ${title} ${when}"),
        ("fr", "Rappelle-moi d’appeler Sam demain à 17 h", "Rappelle-moi (de|d') ${title} ${when}"),
        ("de", "Erinnere mich morgen um 17 Uhr daran, Sam anzurufen", "Erinnere mich ${when} daran, ${title}"),
        ("es", "Recuérdame llamar a Sam mañana a las 5 de la tarde", "Recuérdame ${title} ${when}"),
        ("ja", "明日の午後5時にサムに電話するとリマインドして", "${when}に${title}とリマインドして"),
    ]

    @Test("a date slot inside a sentence", arguments: sentences)
    func inSentence(language: String, sentence: String, template: String) throws {
        let index = try PhraseIndex(
            PhraseSet(
                languageCode: language, phrases: [Phrase(id: "Remind", template: template)],
                slots: ["title": .text, "when": .date]),
            clock: .fixed(Self.now, timeZone: Self.timeZone))
        let match = try #require(index.matches(for: sentence).first)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = Self.timeZone
        let expected = calendar.date(from: DateComponents(year: 2026, month: 3, day: 5, hour: 17))!
        #expect(match.slots["when"]?.value == .date(expected, includesTime: true))
        #expect(match.slots["title"] != nil)
    }
}
