import Testing

@testable import PhraseMatcher

@Suite("Typos, omitted app names, filler words and ties, in five languages")
struct LanguageMatchingTests {
    @Test("an exact sentence matches with its vocabulary value", arguments: LanguagePhrases.all)
    func exact(_ phrases: LanguagePhrases) throws {
        let match = try #require(try PhraseIndex(phrases.set()).matches(for: phrases.exact.sentence).first)
        #expect(match.phraseID == "Soup.Order")
        #expect(match.slots["soup"]?.value.vocabularyID == phrases.exact.soup)
        #expect(!match.score.isFuzzy && match.omittedSlots.isEmpty)
    }

    @Test("typos still match, scored below the exact sentence", arguments: LanguagePhrases.all)
    func typos(_ phrases: LanguagePhrases) throws {
        let index = try PhraseIndex(phrases.set())
        let fuzzy = try #require(index.matches(for: phrases.typo).first)
        #expect(fuzzy.phraseID == "Soup.Order")
        #expect(fuzzy.slots["soup"]?.value.vocabularyID == phrases.exact.soup)
        #expect(fuzzy.score.isFuzzy)
        let exact = try #require(index.matches(for: phrases.exact.sentence).first)
        #expect(exact.score > fuzzy.score)
    }

    @Test("the app's name may be left out, scored below naming it", arguments: LanguagePhrases.all)
    func omittedApp(_ phrases: LanguagePhrases) throws {
        let index = try PhraseIndex(phrases.set())
        let match = try #require(index.matches(for: phrases.withoutApp).first)
        #expect(match.phraseID == "Soup.Order")
        #expect(match.omittedSlots == ["applicationName"])
        #expect(match.slots["applicationName"] == nil)
        let named = try #require(index.matches(for: phrases.exact.sentence).first)
        #expect(named.score > match.score)
        // Unless the slot is not omittable.
        #expect(try PhraseIndex(phrases.set(appOmittable: false)).matches(for: phrases.withoutApp).isEmpty)
    }

    @Test("filler words of the language are skipped", arguments: LanguagePhrases.all)
    func filler(_ phrases: LanguagePhrases) throws {
        let match = try #require(try PhraseIndex(phrases.set()).matches(for: phrases.withFiller).first)
        #expect(match.phraseID == "Soup.Order")
        #expect(match.slots["soup"]?.value.vocabularyID == phrases.exact.soup)
        #expect(match.score.skippedWords > 0)
    }

    @Test("two phrase ids that fit equally well tie; the caller asks", arguments: LanguagePhrases.all)
    func ties(_ phrases: LanguagePhrases) throws {
        var set = phrases.set()
        set.phrases.append(Phrase(id: "Other.Order", template: phrases.order))
        set.slots["Other.Order/applicationName"] = .vocabulary(
            [VocabularyValue(id: "Other", title: "Other")], isOmittable: true)
        let index = try PhraseIndex(set)
        // Named: only Soup Chef fits.
        #expect(index.matches(for: phrases.exact.sentence).map(\.phraseID).first == "Soup.Order")
        // Unnamed: both apps could mean it, with equal scores.
        let unnamed = index.matches(for: phrases.withoutApp)
        #expect(Set(unnamed.prefix(2).map(\.phraseID)) == ["Soup.Order", "Other.Order"])
        #expect(unnamed.count >= 2 && unnamed[0].score == unnamed[1].score)
    }

    static let confusable: [(String, String, String, String)] = [
        ("en", "lock the door", "look the door", "lokk the door"),
        ("fr", "ferme la porte", "forme la porte", "firme la porte"),
        ("de", "starte den Timer", "scharte den Timer", "sharte den Timer"),
        ("es", "cierra la puerta", "cierna la puerta", "cierxa la puerta"),
        ("ja", "ミネストローネを注文", "ミネストラーネを注文", "ミネストレーネを注文"),
    ]

    @Test("a typo as close to two phrases is never a confident match", arguments: confusable)
    func confusableTypos(language: String, first: String, second: String, typo: String) throws {
        let index = try PhraseIndex(
            PhraseSet(
                languageCode: language, phrases: [Phrase(id: "A", template: first), Phrase(id: "B", template: second)]))
        let matches = index.matches(for: typo)
        #expect(matches.count == 2)
        #expect(matches.first?.score == matches.last?.score)
        #expect(matches.allSatisfy { $0.score.isFuzzy })
    }

    static let tooShort: [(String, String, String)] = [
        ("en", "add milk", "ad milk"), ("fr", "lis mes notes", "lit mes notes"), ("de", "ruf Sam an", "rut Sam an"),
        ("es", "pon leche", "pin leche"), ("ja", "牛乳を買う", "牛乳を飼う"),
    ]

    @Test("words under four letters must be exact", arguments: tooShort)
    func shortWords(language: String, template: String, sentence: String) throws {
        let index = try PhraseIndex(PhraseSet(languageCode: language, phrases: [Phrase(id: "A", template: template)]))
        #expect(index.matches(for: template).count == 1)
        #expect(index.matches(for: sentence).isEmpty)
    }
}

extension SlotValue {
    var vocabularyID: String? {
        if case .vocabulary(let id, _) = self { return id }
        return nil
    }
}
