import Foundation
import Testing

@testable import PhraseMatcher

@Suite("SpellDictionary (Hunspell)")
struct SpellDictionaryTests {
    static func dictionary(_ language: String) throws -> SpellDictionary {
        try #require(SpellDictionary(languageCode: language), "no Hunspell dictionary for \(language)")
    }

    /// An inflected word and one of the dictionary entries it is a form of.
    static let lemmasTable: [(language: String, word: String, lemma: String)] = [
        ("en", "soups", "soup"),
        ("en", "chowders", "chowder"),
        ("en", "ordered", "order"),
        ("fr", "soupes", "soupe"),
        ("fr", "palourdes", "palourde"),
        ("fr", "supprimez", "supprimer"),
        ("de", "Aufgaben", "Aufgabe"),
        ("de", "aufgaben", "Aufgabe"),
        ("de", "Tomaten", "Tomate"),
        ("de", "wichtige", "wichtig"),
        ("de", "niedriger", "niedrig"),
        ("es", "sopas", "sopa"),
        ("es", "tomates", "tomate"),
        ("es", "borre", "borrar"),
    ]

    @Test("gives the lemmas of inflected words", arguments: lemmasTable)
    func lemmas(language: String, word: String, lemma: String) throws {
        let stems = try Self.dictionary(language).stems(of: word)
        #expect(stems.contains(lemma), "\(word) → \(stems)")
        #expect(Set(stems).count == stems.count)
    }

    static let knownTable: [(language: String, word: String, isKnown: Bool)] = [
        ("en", "rent", true),
        ("en", "rnet", false),
        ("en", "minestrone", true),
        ("fr", "palourdes", true),
        ("fr", "palourdse", false),
        // Compounds that German forms freely, with or without capitals.
        ("de", "Tomatensuppen", true),
        ("de", "tomatensuppen", true),
        ("de", "Tomatnsuppen", false),
        ("es", "tomates", true),
        ("es", "tomatse", false),
        ("en", "", false),
        ("en", "two words", false),
        ("en", String(repeating: "a", count: 500), false),
    ]

    @Test("knows the words of its language", arguments: knownTable)
    func knowsWords(language: String, word: String, isKnown: Bool) throws {
        #expect(try Self.dictionary(language).isKnown(word) == isKnown)
    }

    /// A misspelt word and the word meant, which must be among the suggestions.
    static let misspellingsTable: [(language: String, typed: String, meant: String)] = [
        ("en", "rnet", "rent"),
        ("en", "chowdr", "chowder"),
        ("fr", "palourdse", "palourdes"),
        ("de", "Aufgabne", "Aufgaben"),
        ("es", "tomtes", "tomates"),
    ]

    @Test("suggests the word meant for a misspelt one", arguments: misspellingsTable)
    func suggestions(language: String, typed: String, meant: String) throws {
        let suggestions = try Self.dictionary(language).suggestions(for: typed)
        #expect(suggestions.contains(meant), "\(typed) → \(suggestions)")
        #expect(!suggestions.contains(typed))
        #expect(!suggestions.contains { $0.hasPrefix("-") || $0.hasSuffix("-") })
    }

    static let compoundsTable: [(word: String, parts: [String]?)] = [
        ("Tomatensuppen", ["Tomaten", "suppen"]),
        ("tomatensuppen", ["tomaten", "suppen"]),
        ("Tomatensuppe", ["Tomaten", "suppe"]),
        ("Hühnersuppe", ["Hühner", "suppe"]),
        // A linking -s- stays with the part before it.
        ("Geburtstagsfeier", ["Geburtstags", "feier"]),
        ("Einkaufsliste", ["Einkaufs", "liste"]),
        ("Tomatensuppenrezept", ["Tomaten", "suppen", "rezept"]),
        ("Zahnarzttermin", ["Zahn", "arzt", "termin"]),
        // Where two cuts give dictionary words, the longer first part wins…
        ("Aufgabenliste", ["Aufgaben", "liste"]),
        // … unless only a linking element lies between the cuts: the head stays whole.
        ("Laufstrecke", ["Lauf", "strecke"]),
        ("Steuererklärung", ["Steuer", "erklärung"]),
        // Words the dictionary lists are not compounds, however they look.
        ("Aufgaben", nil),
        ("Suppe", nil),
        ("Priorität", nil),
        ("Tomatnsuppen", nil),
        ("Tomaten-Suppe", nil),
        ("", nil),
    ]

    @Test("splits German compounds into dictionary words", arguments: compoundsTable)
    func compoundParts(word: String, parts: [String]?) throws {
        let german = try Self.dictionary("de")
        #expect(german.compoundParts(of: word) == parts)
        if let parts {
            #expect(parts.joined() == word)
            #expect(german.stems(of: try #require(parts.last)).isEmpty == false)
        }
    }

    @Test("the last part of a compound gives its lemma")
    func compoundLemma() throws {
        let german = try Self.dictionary("de")
        let last = try #require(german.compoundParts(of: "Tomatensuppen")?.last)
        #expect(german.stems(of: last).contains("Suppe"))
    }

    @Test("languages that write compounds apart are not split", arguments: [("en", "rainbow"), ("fr", "portefeuille")])
    func noCompounds(language: String, word: String) throws {
        #expect(try Self.dictionary(language).compoundParts(of: word) == nil)
    }

    @Test(
        "the installed dictionaries are found by language code",
        arguments: [
            ("en", "en_US"), ("fr", "fr_FR"), ("de", "de_DE"), ("es", "es_ES"), ("es-MX", "es_MX"), ("fr_CA", "fr_CA"),
        ])
    func installedDictionaries(language: String, name: String) throws {
        #expect(try Self.dictionary(language).name == name)
    }

    @Test("a language without a dictionary has none", arguments: ["xx", "ja", "", "-", "../fr", "de/../../etc"])
    func missingDictionary(language: String) {
        #expect(SpellDictionary(languageCode: language) == nil)
    }

    @Test("no dictionary in the directories given means none")
    func missingDirectory() throws {
        let empty = try ScratchDirectory()
        #expect(SpellDictionary(languageCode: "en", directories: [empty.path]) == nil)
        #expect(SpellDictionary(languageCode: "en", directories: [empty.path + "/missing"]) == nil)
        #expect(SpellDictionary(languageCode: "en", directories: []) == nil)
    }

    @Test(
        "chooses the regional, then the main, then the bare, then any regional dictionary",
        arguments: [
            (["fr.aff", "fr_FR.aff", "fr_CA.aff"], "fr-CA", "fr_CA"),
            (["fr.aff", "fr_FR.aff", "fr_CA.aff"], "fr-BE", "fr_FR"),
            (["fr.aff", "fr_CA.aff"], "fr", "fr"),
            (["fr_CH.aff", "fr_CA.aff"], "fr", "fr_CA"),
            (["en_GB.aff", "en_US.aff"], "en", "en_US"),
            (["en_GB.aff", "en_US.aff"], "en-GB", "en_GB"),
            (["en_GB.aff", "en_AU.aff"], "en", "en_AU"),
            (["de_AT.aff"], "fr", nil),
        ] as [([String], String, String?)])
    func choosesDictionary(files: [String], language: String, expected: String?) throws {
        let scratch = try ScratchDirectory()
        for file in files {
            try scratch.write("", to: file)
            try scratch.write("", to: String(file.dropLast(4)) + ".dic")
        }
        let dictionary = SpellDictionary(languageCode: language, directories: [scratch.path])
        #expect(dictionary?.name == expected)
        // Choosing reads nothing: these files are empty.
        #expect(dictionary?.isLoaded != true)
    }

    @Test("loads a dictionary only when a word is first looked up")
    func loadsLazily() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("SET UTF-8\n", to: "xx_XX.aff")
        try scratch.write("1\nword\n", to: "xx_XX.dic")
        let dictionary = try #require(SpellDictionary(languageCode: "xx", directories: [scratch.path]))
        #expect(!dictionary.isLoaded)
        #expect(dictionary.isKnown("word"))
        #expect(dictionary.isLoaded)
        // Another value for the same files shares the loaded dictionary.
        #expect(try #require(SpellDictionary(languageCode: "xx-YY", directories: [scratch.path])).isLoaded)
    }

    @Test("regional dictionaries that link to the same files share one loaded dictionary")
    func linkedDictionaries() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("SET UTF-8\n", to: "xx.aff")
        try scratch.write("1\nword\n", to: "xx.dic")
        for region in ["XX", "YY"] {
            for suffix in [".aff", ".dic"] {
                try FileManager.default.createSymbolicLink(
                    atPath: scratch.path + "/xx_" + region + suffix, withDestinationPath: "xx" + suffix)
            }
        }
        let regional = try #require(SpellDictionary(languageCode: "xx-YY", directories: [scratch.path]))
        #expect(regional.name == "xx_YY")
        #expect(regional.isKnown("word"))
        #expect(try #require(SpellDictionary(languageCode: "xx", directories: [scratch.path])).isLoaded)
        #expect(try #require(SpellDictionary(languageCode: "xx-XX", directories: [scratch.path])).isLoaded)
    }

    @Test("reads a dictionary written in ISO 8859-1 and answers in Swift strings")
    func latin1Dictionary() throws {
        let scratch = try ScratchDirectory()
        try scratch.write(
            "SET ISO8859-1\nTRY esianrtolcdugmphbyfvkwzßäöü\n\nSFX N Y 1\nSFX N 0 n e\n", to: "xx_XX.aff",
            encoding: .isoLatin1)
        try scratch.write("3\nSoße/N\nGrüße\nStraße\n", to: "xx_XX.dic", encoding: .isoLatin1)
        let dictionary = try #require(SpellDictionary(languageCode: "xx", directories: [scratch.path]))
        #expect(dictionary.isKnown("Soße"))
        #expect(dictionary.isKnown("Soßen"))
        #expect(dictionary.isKnown("Grüße"))
        #expect(!dictionary.isKnown("Sosse"))
        #expect(dictionary.stems(of: "Soßen") == ["Soße"])
        #expect(dictionary.suggestions(for: "Grüse").contains("Grüße"))
        // A word the encoding cannot write is not in the dictionary.
        #expect(!dictionary.isKnown("Soße€"))
        #expect(dictionary.stems(of: "日本") == [])
    }

    @Test("a dictionary in an encoding iconv does not know answers nothing, without crashing")
    func unknownEncoding() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("SET NOT-AN-ENCODING\n", to: "xx_XX.aff")
        try scratch.write("1\nword\n", to: "xx_XX.dic")
        let dictionary = try #require(SpellDictionary(languageCode: "xx", directories: [scratch.path]))
        #expect(!dictionary.isKnown("word"))
        #expect(dictionary.stems(of: "word") == [])
        #expect(dictionary.suggestions(for: "wrod") == [])
    }

    @Test("a dictionary that cannot be used leaves the others' upper-case words known")
    func unusableDictionariesLeaveOthersIntact() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("SET UTF-8\n", to: "yy_YY.aff")
        try scratch.write("1\nsoupe\n", to: "yy_YY.dic")
        let usable = try #require(SpellDictionary(languageCode: "yy", directories: [scratch.path]))
        #expect(usable.isKnown("SOUPE"))
        // Hunspell keeps one case table for the process; each unusable dictionary must not
        // take it away from the usable ones.
        for number in 0..<12 {
            let directory = scratch.path + "/unusable\(number)"
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try scratch.write("SET NOT-AN-ENCODING\n", to: "unusable\(number)/zz_ZZ.aff")
            try scratch.write("1\nword\n", to: "unusable\(number)/zz_ZZ.dic")
            let unusable = try #require(SpellDictionary(languageCode: "zz", directories: [directory]))
            #expect(!unusable.isKnown("word"))
        }
        #expect(usable.isKnown("SOUPE"))
        #expect(usable.isKnown("Soupe"))
    }

    @Test("many tasks looking up words at once get the answers of one")
    func concurrentLookups() async throws {
        let dictionaries = try ["en", "fr", "de", "es"].map(Self.dictionary)
        let words = ["soups", "palourdes", "Tomatensuppen", "tomates", "rnet", "Aufgaben", "wichtige"]
        func answers(_ dictionary: SpellDictionary) -> [String] {
            words.flatMap { word in
                ["\(dictionary.isKnown(word))"] + dictionary.stems(of: word)
                    + (dictionary.compoundParts(of: word) ?? ["-"])
            } + dictionary.suggestions(for: "rnet")
        }
        let expected = dictionaries.map(answers)
        let results = await withTaskGroup(of: (Int, [String]).self) { group in
            for task in 0..<24 {
                group.addTask {
                    let index = task % dictionaries.count
                    return (index, answers(dictionaries[index]))
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 24)
        for (index, answer) in results {
            #expect(answer == expected[index])
        }
    }
}
