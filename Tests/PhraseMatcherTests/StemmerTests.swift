import Testing

@testable import PhraseMatcher

@Suite("Stemmer (Snowball)")
struct StemmerTests {
    /// Forms a person uses for the same thing, which must meet on one stem.
    static let sameStemTable: [(language: String, forms: [String])] = [
        ("en", ["soup", "soups", "Soups"]),
        ("en", ["chowder", "chowders"]),
        ("en", ["clam", "clams"]),
        ("en", ["order", "ordered", "ordering", "orders"]),
        ("fr", ["soupe", "soupes"]),
        ("fr", ["palourde", "palourdes"]),
        ("fr", ["tâche", "tâches"]),
        ("de", ["Tomatensuppe", "Tomatensuppen"]),
        ("de", ["Aufgabe", "Aufgaben"]),
        ("de", ["wichtig", "wichtige", "wichtigen"]),
        ("es", ["sopa", "sopas"]),
        ("es", ["tomate", "tomates"]),
        ("pt-BR", ["sopa", "sopas"]),
    ]

    @Test("inflected forms meet on one stem", arguments: sameStemTable)
    func formsShareAStem(language: String, forms: [String]) throws {
        let stemmer = try #require(Stemmer(languageCode: language))
        let stems = Set(forms.map(stemmer.stem))
        #expect(stems.count == 1, "\(forms) → \(stems)")
    }

    static let stemsTable: [(language: String, word: String, stem: String)] = [
        ("en", "soups", "soup"),
        ("en", "chowders", "chowder"),
        // Porter2 ("english"), not the original Porter algorithm, which gives "gener".
        ("en", "generously", "generous"),
        ("en_US", "Soups", "soup"),
        ("fr", "soupes", "soup"),
        ("fr", "palourdes", "palourd"),
        ("fr-CA", "tâches", "tâch"),
        ("de", "Tomatensuppen", "tomatensupp"),
        ("de", "Aufgaben", "aufgab"),
        ("de_DE", "Priorität", "prioritat"),
        ("es", "sopas", "sop"),
        ("es", "tomates", "tomat"),
        ("en", "", ""),
    ]

    @Test("stems words lower-cased, as Snowball defines them", arguments: stemsTable)
    func stemsWords(language: String, word: String, stem: String) throws {
        #expect(try #require(Stemmer(languageCode: language)).stem(word) == stem)
    }

    @Test("a language without a Snowball stemmer has none", arguments: ["ja", "zh", "xx", "", "en.US", "../en"])
    func noStemmer(language: String) {
        #expect(Stemmer(languageCode: language) == nil)
    }

    @Test("lists Snowball's algorithms")
    func algorithms() {
        let algorithms = Stemmer.algorithms
        #expect(["english", "french", "german", "spanish", "porter"].allSatisfy(algorithms.contains))
    }

    @Test("many tasks stemming at once get the answers of one")
    func concurrentStemming() async throws {
        let stemmer = try #require(Stemmer(languageCode: "en"))
        let words = ["soups", "chowders", "ordering", "generously", "clams", "minestrones", "tomatoes"]
        let expected = words.map(stemmer.stem)
        let results = await withTaskGroup(of: [String].self) { group in
            for _ in 0..<32 {
                group.addTask { (0..<50).flatMap { _ in words.map(stemmer.stem) } }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 32)
        for result in results {
            #expect(result == Array((0..<50).map { _ in expected }.joined()))
        }
    }
}
