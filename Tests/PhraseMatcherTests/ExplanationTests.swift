import Testing

@testable import PhraseMatcher

@Suite("Explanations and tab completion, in five languages")
struct ExplanationTests {
    @Test("a match explains each word: template words, slots, fillers and typos", arguments: LanguagePhrases.all)
    func explainsMatch(_ phrases: LanguagePhrases) throws {
        let index = try PhraseIndex(phrases.set())
        let explanation = index.explanation(for: phrases.typo)
        let candidate = try #require(explanation.candidates.first)
        #expect(candidate.match.phraseID == "Soup.Order")
        #expect(candidate.words.contains { $0.role == .slot("soup") })
        #expect(candidate.words.contains { $0.edits > 0 })
        // Every word of the sentence is accounted for, in order.
        let covered = candidate.words.flatMap { Array($0.wordRange) }
        #expect(covered == Array(0..<covered.count))
        #expect(explanation.nearMiss == nil)
    }

    @Test("an omitted app name is part of the explanation", arguments: LanguagePhrases.all)
    func explainsOmission(_ phrases: LanguagePhrases) throws {
        let candidate = try #require(
            try PhraseIndex(phrases.set()).explanation(for: phrases.withoutApp).candidates.first)
        #expect(candidate.words.contains { $0.role == .omitted("applicationName") && $0.text.isEmpty })
    }

    static let nearMisses: [(String, String, String)] = [
        ("en", "order a clam chowder at Soup Chef", "at"),
        ("fr", "commande une chaudrée de palourdes avec Soup Chef", "avec"),
        ("de", "bestelle eine Tomatensuppe mit Soup Chef", "mit"),
        ("es", "pide una sopa de tomate con Soup Chef", "con"),
        ("ja", "Soup Chefからミネストローネを注文して", "から"),
    ]

    @Test("a non-match names the nearest phrase and where it diverged", arguments: nearMisses)
    func explainsNearMiss(language: String, sentence: String, word: String) throws {
        let phrases = try #require(LanguagePhrases.all.first { $0.language == language })
        let explanation = try PhraseIndex(phrases.set(appOmittable: false)).explanation(for: sentence)
        #expect(explanation.candidates.isEmpty)
        let miss = try #require(explanation.nearMiss)
        #expect(miss.phraseID == "Soup.Order")
        #expect(miss.unexpectedWord == word)
    }

    static let completions: [(String, String, String, String)] = [
        ("en", "order a cl", "cl", "Clam"),
        ("en", "order a clam chowder ", "", "from"),
        ("fr", "commande une ch", "ch", "Chaudrée"),
        ("fr", "commande une soupe de tomates ", "", "dans"),
        ("de", "bestelle eine Tom", "Tom", "Tomatensuppe"),
        ("de", "bestelle eine Tomatensuppe bei So", "So", "Soup"),
        ("es", "pide una sopa de tomate en Sou", "Sou", "Soup"),
        ("es", "pide una cr", "cr", "Crema"),
        ("ja", "Soup Chefで", "", "ミネストローネ"),
        ("ja", "Soup ", "", "Chef"),
        ("en", "add buy milk ", "", "to"),
    ]

    @Test("tab completion offers phrase words and names", arguments: completions)
    func completes(language: String, line: String, word: String, expected: String) throws {
        let phrases = try #require(LanguagePhrases.all.first { $0.language == language })
        let index = try PhraseIndex(phrases.set())
        #expect(index.completions(for: line, word: word).contains(expected))
    }
}
