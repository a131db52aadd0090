import Foundation
import Testing

@testable import PhraseMatcher

@Suite("JapaneseMorphology (MeCab)")
struct JapaneseMorphologyTests {
    static func japanese() throws -> JapaneseMorphology {
        try #require(JapaneseMorphology(), "MeCab's IPA dictionary (mecab-ipadic-utf8) is not installed")
    }

    /// Inflected forms people use, and the dictionary form of their verb.
    static let baseFormsTable: [(text: String, baseForms: [String])] = [
        ("頼んで", ["頼む", "で"]),
        ("頼みます", ["頼む", "ます"]),
        ("してください", ["する", "て", "くださる"]),
        ("消しておいて", ["消す", "て", "おく", "て"]),
        ("追加してね", ["追加", "する", "て", "ね"]),
        ("味噌汁を二杯頼んでください", ["味噌汁", "を", "二", "杯", "頼む", "で", "くださる"]),
    ]

    @Test("gives the dictionary form of inflected words", arguments: baseFormsTable)
    func baseForms(text: String, baseForms: [String]) throws {
        #expect(try Self.japanese().morphemes(in: text).map(\.baseForm) == baseForms)
    }

    /// Verbs in their dictionary form (する and 来る after a word, as a to-do says them) and the
    /// reading of their past, by MeCab's conjugation type: the sound a to-do ending in the verb
    /// is said done in.
    static let pastTable: [(verb: String, past: String)] = [
        ("買う", "カッタ"), ("書く", "カイタ"), ("行く", "イッタ"), ("泳ぐ", "オヨイダ"), ("消す", "ケシタ"),
        ("待つ", "マッタ"), ("読む", "ヨンダ"), ("遊ぶ", "アソンダ"), ("帰る", "カエッタ"), ("食べる", "タベタ"),
        ("電話する", "シタ"), ("家に来る", "キタ"),
    ]

    @Test("reads a verb's past from its dictionary form", arguments: pastTable)
    func pastReading(verb: String, past: String) throws {
        let morpheme = try #require(try Self.japanese().morphemes(in: verb).last)
        let reading = try #require(morpheme.reading)
        #expect(FlexibleTokenizer.pastReading(of: reading, conjugation: morpheme.conjugationType) == past)
    }

    /// A run of one kind of character longer than any word (4,000 emoji, letters, katakana or
    /// digits) is one unknown morpheme; MeCab, given it, made thousands of them in a time
    /// that grows with the square of the run. The words around it are read as before.
    static let longRuns: [(run: String, category: String)] = [
        (String(repeating: "😀", count: 4000), "記号"), (String(repeating: "a", count: 4000), "名詞"),
        (String(repeating: "ア", count: 4000), "名詞"), (String(repeating: "9", count: 4000), "名詞"),
        (String(repeating: "!?.,", count: 1000), "記号"), (String(repeating: "\u{1100}\u{1161}", count: 2000), "名詞"),
    ]

    @Test("a run of one kind of character longer than any word is one unknown morpheme", arguments: longRuns)
    func longRun(run: String, category: String) throws {
        let text = "味噌汁を" + run + "二杯頼んで"
        let morphemes = try Self.japanese().morphemes(in: text)
        #expect(morphemes.map(\.surface) == ["味噌汁", "を", run, "二", "杯", "頼ん", "で"])
        let long = try #require(morphemes.first { $0.surface == run })
        #expect(String(text.unicodeScalars[long.range]) == run)
        #expect(long.partOfSpeech.category == category && !long.isKnown && long.reading == nil)
    }

    @Test("runs up to the longest word are MeCab's to read")
    func shortRuns() throws {
        let katakana = String(repeating: "ア", count: JapaneseMorphology.maximumRun)
        #expect(JapaneseMorphology.longRuns(in: "味噌汁を" + katakana + "頼んで").isEmpty)
        #expect(JapaneseMorphology.longRuns(in: "味噌汁を" + katakana + "ア").count == 1)
    }

    static let partsOfSpeechTable: [(text: String, surfaces: [String], partsOfSpeech: [String])] = [
        ("二杯", ["二", "杯"], ["名詞-数", "名詞-接尾-助数詞"]),
        ("頼んで", ["頼ん", "で"], ["動詞-自立", "助詞-接続助詞"]),
        ("してください", ["し", "て", "ください"], ["動詞-自立", "助詞-接続助詞", "動詞-非自立"]),
        ("味噌汁を", ["味噌汁", "を"], ["名詞-一般", "助詞-格助詞-一般"]),
    ]

    @Test("names each word's part of speech", arguments: partsOfSpeechTable)
    func partsOfSpeech(text: String, surfaces: [String], partsOfSpeech: [String]) throws {
        let morphemes = try Self.japanese().morphemes(in: text)
        #expect(morphemes.map(\.surface) == surfaces)
        #expect(morphemes.map(\.partOfSpeech.description) == partsOfSpeech)
    }

    @Test("knows conjugation type and form")
    func conjugation() throws {
        let verb = try #require(try Self.japanese().morphemes(in: "頼んで").first)
        #expect(verb.conjugationType == "五段・マ行")
        #expect(verb.conjugationForm == "連用タ接続")
        #expect(verb.reading == "タノン")
        #expect(verb.isKnown)
    }

    static let readingsTable: [(text: String, reading: String)] = [
        ("味噌汁", "ミソシル"),
        ("みそしる", "ミソシル"),
        ("ミソシル", "ミソシル"),
        ("ミソスープ", "ミソスープ"),
        ("クラムチャウダー", "クラムチャウダー"),
        ("牛乳を買う", "ギュウニュウヲカウ"),
        ("みそ しる", "ミソシル"),
        ("タスクスで2杯", "タスクスデ2ハイ"),
        ("Soup Chefで", "SoupChefデ"),
        ("", ""),
    ]

    @Test("reads text in katakana, so that kanji and kana spellings meet", arguments: readingsTable)
    func readings(text: String, reading: String) throws {
        #expect(try Self.japanese().reading(of: text) == reading)
    }

    @Test("ranges point at the surfaces in the text given")
    func ranges() throws {
        let text = "Soup Chefで　味噌汁を2杯、お願い🍲します"
        let morphemes = try Self.japanese().morphemes(in: text)
        #expect(!morphemes.isEmpty)
        for morpheme in morphemes {
            #expect(String(text.unicodeScalars[morpheme.range]) == morpheme.surface)
        }
        for (earlier, later) in zip(morphemes, morphemes.dropFirst()) {
            #expect(earlier.range.upperBound <= later.range.lowerBound)
        }
        // Spaces, ASCII and ideographic, are not morphemes.
        #expect(!morphemes.contains { $0.surface.allSatisfy(\.isWhitespace) })
        #expect(morphemes.map(\.surface).joined() == text.filter { !$0.isWhitespace })
    }

    @Test("a word the dictionary does not know keeps its surface and has no reading")
    func unknownWord() throws {
        let morpheme = try #require(try Self.japanese().morphemes(in: "タスクス").first)
        #expect(morpheme.surface == "タスクス")
        #expect(!morpheme.isKnown)
        #expect(morpheme.baseForm == "タスクス")
        #expect(morpheme.reading == nil)
        #expect(morpheme.partOfSpeech.category == "名詞")
    }

    @Test(
        "odd input gives morphemes or nothing, never a crash",
        arguments: [
            "", " ", "\u{0}", "a\u{0}b", "か\u{3099}", "👩‍👩‍👧", String(repeating: "あ", count: 100_000), "\"a,b\"",
            "\u{FFFD}",
        ])
    func oddInput(text: String) throws {
        let morphemes = try Self.japanese().morphemes(in: text)
        for morpheme in morphemes {
            #expect(String(text.unicodeScalars[morpheme.range]) == morpheme.surface)
        }
    }

    @Test("without the dictionary there is no morphology")
    func missingDictionary() throws {
        let empty = try ScratchDirectory()
        #expect(JapaneseMorphology(dictionaryDirectory: empty.path) == nil)
        #expect(JapaneseMorphology(dictionaryDirectory: "/nonexistent/ipadic") == nil)
    }

    @Test("loads the dictionary only when a text needs it")
    func loadsLazily() throws {
        // A path of its own, so that this test sees a tagger no other test has used.
        let scratch = try ScratchDirectory()
        let installed = try Self.japanese().dictionaryDirectory
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/ipadic", withDestinationPath: installed)
        let japanese = try #require(JapaneseMorphology(dictionaryDirectory: scratch.path + "/ipadic"))
        #expect(!japanese.isLoaded)
        // Kana is read as written.
        #expect(japanese.reading(of: "みそしる") == "ミソシル")
        #expect(!japanese.isLoaded)
        #expect(japanese.reading(of: "味噌汁") == "ミソシル")
        #expect(japanese.isLoaded)
    }

    @Test("many tasks parsing at once get the answers of one")
    func concurrentParses() async throws {
        let japanese = try Self.japanese()
        let texts = ["味噌汁を二杯頼んでください", "牛乳を買うタスクを追加して", "ラップスで5キロのランを記録してもらえる？"]
        func answers() -> [String] {
            texts.flatMap { text in
                japanese.morphemes(in: text).map { "\($0.surface)/\($0.baseForm)/\($0.partOfSpeech)" }
                    + [japanese.reading(of: text)]
            }
        }
        let expected = answers()
        let results = await withTaskGroup(of: [String].self) { group in
            for _ in 0..<32 {
                group.addTask { (0..<20).flatMap { _ in answers() } }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 32)
        for result in results {
            #expect(result == Array((0..<20).map { _ in expected }.joined()))
        }
    }
}

@Suite("Kana")
struct KanaTests {
    @Test(
        "writes hiragana in katakana",
        arguments: [
            ("みそしる", "ミソシル"), ("ぁゖゝゞ", "ァヶヽヾ"), ("ミソ汁とabc", "ミソ汁トabc"), ("ー", "ー"),
        ])
    func katakana(text: String, katakana: String) {
        #expect(Kana.katakana(text) == katakana)
    }

    @Test(
        "tells kana from other text",
        arguments: [
            ("みそしる", true), ("ミソスープ", true), ("味噌汁", false), ("みそ汁", false), ("", false), ("abc", false),
        ])
    func isKana(text: String, isKana: Bool) {
        #expect(Kana.isKana(text) == isKana)
    }
}
