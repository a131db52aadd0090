import Testing

@testable import PhraseMatcher

@Suite("Durations in five languages")
struct DurationSlotTests {
    static let cases: [(String, String, Int)] = [
        ("en", "ten minutes", 600),
        ("en", "1 h 30", 5400),
        ("en", "an hour and a half", 5400),
        ("en", "half an hour", 1800),
        ("en", "2 hours and 15 minutes", 8100),
        ("en", "90 seconds", 90),
        ("fr", "dix minutes", 600),
        ("fr", "1 h 30", 5400),
        ("fr", "une heure et demie", 5400),
        ("fr", "une demi-heure", 1800),
        ("fr", "vingt et une secondes", 21),
        ("de", "zehn Minuten", 600),
        ("de", "1 Std 30", 5400),
        ("de", "eine halbe Stunde", 1800),
        ("de", "anderthalb Stunden", 5400),
        ("de", "eine Stunde und zwanzig Minuten", 4800),
        ("es", "diez minutos", 600),
        ("es", "1 h 30", 5400),
        ("es", "una hora y media", 5400),
        ("es", "media hora", 1800),
        ("es", "veintiún segundos", 21),
        ("ja", "10分", 600),
        ("ja", "十分", 600),
        ("ja", "1時間30分", 5400),
        ("ja", "1時間半", 5400),
        ("ja", "２時間", 7200),
    ]

    @Test("reads the whole phrase as one duration", arguments: cases)
    func reads(language: String, text: String, seconds: Int) {
        let keys = Normalizer(languageCode: language).tokens(in: text).map(\.key)
        let reading = DurationParser(languageCode: language).reading(of: keys[...])
        #expect(reading == DurationParser.Reading(seconds: seconds, wordCount: keys.count), "keys: \(keys)")
    }

    static let sentences: [(String, String, String)] = [
        ("en", "set a timer for ten minutes", "set a timer for ${length}"),
        ("fr", "mets un minuteur de dix minutes", "mets un minuteur de ${length}"),
        ("de", "stell einen Timer auf zehn Minuten", "stell einen Timer auf ${length}"),
        ("es", "pon un temporizador de diez minutos", "pon un temporizador de ${length}"),
        ("ja", "10分のタイマーをセットして", "${length}のタイマーをセットして"),
    ]

    @Test("a duration slot inside a sentence", arguments: sentences)
    func inSentence(language: String, sentence: String, template: String) throws {
        let index = try PhraseIndex(
            PhraseSet(
                languageCode: language, phrases: [Phrase(id: "Timer", template: template)],
                slots: ["length": .duration]))
        #expect(index.matches(for: sentence).first?.slots["length"]?.value == .duration(seconds: 600))
    }

    static let beyondTheLimit: [(String, String)] = [
        ("en", "999999999999999999 days"),
        ("en", "9223372036854775807 seconds"),
        ("en", "106751991167301 days"),
        ("en", "2000000000 weeks"),
        ("fr", "999999999999999999 jours"),
        ("de", "999999999999999999 Tage"),
        ("es", "999999999999999999 días"),
        ("ja", "999999999999999999日"),
    ]

    @Test("a duration beyond 10,000 years is no reading, never a wrapped-around one", arguments: beyondTheLimit)
    func tooLong(language: String, text: String) {
        let keys = Normalizer(languageCode: language).tokens(in: text).map(\.key)
        #expect(DurationParser(languageCode: language).reading(of: keys[...]) == nil, "keys: \(keys)")
    }
}
