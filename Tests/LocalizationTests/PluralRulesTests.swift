import Localization
import Testing

@Suite("Plural rules come from CLDR through ICU")
struct PluralRulesTests {
    static let cases: [(language: String, number: Int, category: PluralCategory)] = [
        ("en", 1, .one), ("en", 0, .other), ("en", 2, .other), ("en", 1_000_000, .other),
        ("fr", 0, .one), ("fr", 1, .one), ("fr", 2, .other), ("fr", 1_000_000, .many),
        ("de", 0, .other), ("de", 1, .one), ("de", 2, .other), ("de", 1_000_000, .other),
        ("es", 0, .other), ("es", 1, .one), ("es", 2, .other), ("es", 1_000_000, .many),
        ("ja", 0, .other), ("ja", 1, .other), ("ja", 2, .other), ("ja", 1_000_000, .other),
    ]

    @Test("an integer falls in the language's category", arguments: cases)
    func integerCategory(language: String, number: Int, category: PluralCategory) {
        #expect(PluralRules(language: language).category(for: number) == category)
    }

    @Test("a fraction follows the language's rules for decimals")
    func fractionCategory() {
        #expect(PluralRules(language: "en").category(for: 1.5) == .other)
        #expect(PluralRules(language: "fr").category(for: 1.5) == .one)
    }

    static let categorySets: [(language: String, categories: Set<PluralCategory>)] = [
        ("en", [.one, .other]),
        ("fr", [.one, .many, .other]),
        ("de", [.one, .other]),
        ("es", [.one, .many, .other]),
        ("ja", [.other]),
        ("ar", [.zero, .one, .two, .few, .many, .other]),
    ]

    @Test("a language lists the categories it uses", arguments: categorySets)
    func categories(language: String, categories: Set<PluralCategory>) {
        #expect(PluralRules(language: language).categories == categories)
    }

    @Test("a region or underscore spelling opens the same rules")
    func regionSpelling() {
        #expect(PluralRules(language: "fr-FR").category(for: 0) == .one)
        #expect(PluralRules(language: "es_ES").category(for: 1_000_000) == .many)
    }
}
