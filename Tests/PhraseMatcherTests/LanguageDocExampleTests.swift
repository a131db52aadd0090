import Testing

@testable import PhraseMatcher

/// Every example in the doc comments of Sources/PhraseMatcher/Language, run as written.
@Suite("Language doc comment examples")
struct LanguageDocExampleTests {
    @Test("Stemmer")
    func stemmer() throws {
        let english = try #require(Stemmer(languageCode: "en"))
        #expect(english.stem("soups") == "soup")
        #expect(english.stem("Chowders") == "chowder")
        #expect(Stemmer(languageCode: "de")?.stem("tomatensuppen") == "tomatensupp")
        #expect(Stemmer(languageCode: "ja") == nil)
    }

    @Test("SpellDictionary")
    func spellDictionary() throws {
        let french = try #require(SpellDictionary(languageCode: "fr"))
        #expect(french.isKnown("palourdes"))
        #expect(french.stems(of: "soupes") == ["soupe", "souper"])
        #expect(SpellDictionary(languageCode: "en")?.suggestions(for: "rnet").first == "rent")
        #expect(SpellDictionary(languageCode: "xx") == nil)
        #expect(french.analyses(of: "soupes").first == "st:soupe po:nom is:fem is:pl")
    }

    @Test("SpellDictionary.compoundParts(of:)")
    func compoundParts() throws {
        let german = try #require(SpellDictionary(languageCode: "de"))
        #expect(german.compoundParts(of: "Tomatensuppen") == ["Tomaten", "suppen"])
        #expect(german.compoundParts(of: "Aufgaben") == nil)
        #expect(SpellDictionary(languageCode: "en")?.compoundParts(of: "rainbow") == nil)
    }

    @Test("DictionaryEncoding")
    func dictionaryEncoding() throws {
        let latin1 = try #require(DictionaryEncoding(named: "ISO8859-1"))
        #expect(latin1.encode("Grüße")?.count == 6)
        #expect(latin1.encode("€") == nil)
        #expect(DictionaryEncoding(named: "UTF-8")?.isUTF8 == true)
        #expect(DictionaryEncoding(named: "NOT-AN-ENCODING") == nil)
    }

    @Test("JapaneseMorphology and Kana")
    func japanese() throws {
        let japanese = try #require(JapaneseMorphology())
        #expect(japanese.morphemes(in: "頼んでください").map(\.baseForm) == ["頼む", "で", "くださる"])
        #expect(japanese.reading(of: "味噌汁") == "ミソシル")
        #expect(japanese.reading(of: "みそしる") == "ミソシル")
        #expect(japanese.morphemes(in: "二杯").map(\.partOfSpeech.description) == ["名詞-数", "名詞-接尾-助数詞"])
        #expect(Kana.katakana("みそしる") == "ミソシル")
        #expect(Kana.isKana("ミソスープ"))
    }
}
