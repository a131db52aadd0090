import Foundation
import Testing

@testable import PhraseMatcher

@Suite("Numbers as written: signs, thousands separators and numbers too big to hold")
struct WrittenNumberTests {
    static let cases: [(String, String, Int?)] = [
        ("en", "order -5 miso", -5),
        ("en", "order −5 miso", -5),
        ("en", "order 1,000 miso", 1000),
        ("en", "order 12,345,678 miso", 12_345_678),
        ("en", "order 99999999999999999999999 miso", nil),
        ("en", "order 9223372036854775807 miso", Int.max),
        ("en", "order 9223372036854775808 miso", nil),
        ("de", "bestelle 1.000 Suppen", 1000),
        ("es", "pide 1.000 sopas", 1000),
        ("fr", "commande 1\u{202F}000 soupes", 1000),
        ("fr", "commande 1\u{00A0}000 soupes", 1000),
        ("ja", "1,000個注文", 1000),
    ]

    @Test("reads the number the person wrote", arguments: cases)
    func reads(language: String, sentence: String, value: Int?) throws {
        let words = PreparedUtterance(sentence, normalizer: Normalizer(languageCode: language)).words
        let reading = try #require(words.writtenNumbers.compactMap { $0 }.first, "\(words.words.keys)")
        #expect(reading.value == value)
    }

    static let plain: [(String, String)] = [
        ("en", "order 5 miso"),  // nothing the words do not already say
        ("en", "covid-19 test"),  // a hyphen after a word is no minus sign
        ("en", "pages 1-2"),
        ("en", "order 2, 300 miso"),  // a comma and a space: two numbers
        ("en", "order 1,50 miso"),  // not three digits after the comma
        ("de", "bestelle 1,000 Suppen"),  // the German separator is the full stop
    ]

    @Test("leaves plain digits, hyphens and other separators to the language's parser", arguments: plain)
    func plainDigits(language: String, sentence: String) {
        let words = PreparedUtterance(sentence, normalizer: Normalizer(languageCode: language)).words
        #expect(words.writtenNumbers.allSatisfy { $0 == nil })
    }

    @Test("a number too big for Int fills no slot without limits")
    func tooBigWithoutLimits() throws {
        let index = try PhraseIndex(
            PhraseSet(
                languageCode: "en", phrases: [Phrase(id: "n", template: "${number}")], slots: ["number": .number()]))
        #expect(index.matches(for: "99999999999999999999999").isEmpty)
        #expect(index.matches(for: "-12").first?.slots["number"]?.value == .number(-12))
    }

    static let slotValues: [(String, String, SlotValue)] = [
        ("en", "1,000", .number(1000)),  // thousands, not one point zero
        ("en", "-1,000", .number(-1000)),
        ("en", "-2.5", .decimal(-2.5)),  // the sign stays with a decimal
        ("en", "2.5", .decimal(2.5)),
        ("de", "1.000", .number(1000)),
        ("de", "1,5", .decimal(1.5)),  // the German decimal comma
        ("de", "-1,5", .decimal(-1.5)),
        ("fr", "2\u{202F}500", .number(2500)),
        // Thousands separators and a fraction: one number, in the language's way of writing it.
        ("en", "1,000.5", .decimal(1000.5)),
        ("en", "-12,345.75", .decimal(-12345.75)),
        ("ja", "1,000.5", .decimal(1000.5)),
        ("de", "1.000,5", .decimal(1000.5)),
        ("es", "1.000,25", .decimal(1000.25)),
        ("fr", "1.000,5", .decimal(1000.5)),
        ("fr", "1\u{202F}000,5", .decimal(1000.5)),
        ("fr", "1.000", .number(1000)),
        ("en", "1.000", .decimal(1)),  // the English decimal point
    ]

    @Test("a number slot takes the number as written", arguments: slotValues)
    func slotValue(language: String, sentence: String, value: SlotValue) throws {
        let index = try PhraseIndex(
            PhraseSet(
                languageCode: language, phrases: [Phrase(id: "n", template: "${number}")],
                slots: ["number": .number()]))
        #expect(index.matches(for: sentence).first?.slots["number"]?.value == value)
    }
}
