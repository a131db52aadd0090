import Testing

@testable import PhraseMatcher

@Suite("Spelled numbers in five languages, read from what people type")
struct SpelledNumberTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var language: String
        var text: String
        var value: Int
        var testDescription: String { "\(language): \(text)" }
    }

    static let cases: [Case] = [
        Case(language: "en", text: "twenty-one", value: 21),
        Case(language: "en", text: "two hundred and five", value: 205),
        Case(language: "en", text: "２１", value: 21),
        Case(language: "fr", text: "vingt et un", value: 21),
        Case(language: "fr", text: "vingt-et-un", value: 21),
        Case(language: "fr", text: "soixante-dix-sept", value: 77),
        Case(language: "fr", text: "soixante et onze", value: 71),
        Case(language: "fr", text: "quatre-vingts", value: 80),
        Case(language: "fr", text: "quatre-vingt-dix-neuf", value: 99),
        Case(language: "fr", text: "deux cent cinquante", value: 250),
        Case(language: "fr", text: "mille deux cents", value: 1200),
        Case(language: "fr", text: "nonante", value: 90),
        Case(language: "fr", text: "Dix-sept", value: 17),
        Case(language: "de", text: "einundzwanzig", value: 21),
        Case(language: "de", text: "zweihundertdreiundvierzig", value: 243),
        Case(language: "de", text: "fünfundneunzig", value: 95),
        Case(language: "de", text: "dreißig", value: 30),
        Case(language: "de", text: "zwölf", value: 12),
        Case(language: "de", text: "tausendeins", value: 1001),
        Case(language: "de", text: "zwei hundert", value: 200),
        Case(language: "de", text: "eine", value: 1),
        Case(language: "de", text: "hunderteins", value: 101),
        Case(language: "de", text: "tausendundeins", value: 1001),
        Case(language: "de", text: "sieben tausend", value: 7000),
        Case(language: "de", text: "neunhundertneunundneunzigtausendneunhundertneunundneunzig", value: 999_999),
        // Typed without umlauts.
        Case(language: "de", text: "zwoelf", value: 12),
        Case(language: "de", text: "fuenfundzwanzig", value: 25),
        Case(language: "de", text: "fuenfzig", value: 50),
        Case(language: "es", text: "veintiuno", value: 21),
        Case(language: "es", text: "veintidós", value: 22),
        Case(language: "es", text: "treinta y uno", value: 31),
        Case(language: "es", text: "dieciséis", value: 16),
        Case(language: "es", text: "ciento cinco", value: 105),
        Case(language: "es", text: "doscientos cuarenta y dos", value: 242),
        Case(language: "es", text: "mil quinientos", value: 1500),
        Case(language: "ja", text: "二十一", value: 21),
        Case(language: "ja", text: "三千五百", value: 3500),
        Case(language: "ja", text: "一万二千", value: 12000),
        Case(language: "ja", text: "十", value: 10),
        Case(language: "ja", text: "２１", value: 21),
        Case(language: "ja", text: "ふたつ", value: 2),
    ]

    @Test("reads the whole spelling as one number", arguments: cases)
    func reads(_ test: Case) {
        let keys = Normalizer(languageCode: test.language).tokens(in: test.text).map(\.key)
        let reading = defaultNumberParser(for: test.language).reading(of: keys[...])
        #expect(reading == NumberReading(value: test.value, wordCount: keys.count), "keys: \(keys)")
    }

    static let nonNumbers: [(String, String)] = [
        ("en", "soup"), ("fr", "soupe"), ("de", "Suppe"), ("es", "sopa"), ("ja", "味噌汁"), ("de", "undzwanzig"),
        ("ja", "二二"), ("de", "tausendtausend"), ("de", "hundertzwanzigund"), ("de", "und"), ("de", "Einheit"),
    ]

    @Test("reads nothing from words that are not numbers", arguments: nonNumbers)
    func rejects(language: String, text: String) {
        let keys = Normalizer(languageCode: language).tokens(in: text).map(\.key)
        #expect(defaultNumberParser(for: language).reading(of: keys[...]) == nil)
    }

    static let prefixes: [(String, String, Int, Int)] = [
        ("de", "drei Stunden", 3, 1), ("de", "zwei hundert fünf Minuten", 205, 3),
        ("de", "fünfundzwanzig Grad", 25, 1), ("de", "20 Grad", 20, 1), ("de", "ein und zwanzig", 21, 3),
    ]

    @Test("reads the longest number at the start of the words, and says how many words it took", arguments: prefixes)
    func readsPrefix(language: String, text: String, value: Int, wordCount: Int) {
        let keys = Normalizer(languageCode: language).tokens(in: text).map(\.key)
        #expect(defaultNumberParser(for: language).reading(of: keys[...]) == NumberReading(value: value, wordCount: wordCount))
    }
}
