import Testing

@testable import PhraseMatcher

@Suite("Normalizer")
struct NormalizerTests {
    static let english = Normalizer(languageCode: "en")

    static let keys: [(String, [String])] = [
        ("What's on my list in Tasks?!", ["whats", "on", "my", "list", "in", "tasks"]),
        ("whats on my list in tasks", ["whats", "on", "my", "list", "in", "tasks"]),
        ("What’s  ON ‘my’ `list`", ["whats", "on", "my", "list"]),
        ("Crème BRÛLÉE", ["creme", "brulee"]),
        ("ＡＤＤ　ｍｉｌｋ", ["add", "milk"]),
        ("twenty-one", ["twenty", "one"]),
        ("  , ; !! ", []),
        ("", []),
        ("add\u{0}milk\u{7}\t\r\nnow", ["add", "milk", "now"]),
        ("\u{1B}[31mred\u{1B}[0m text", ["red", "text"]),
        ("\u{1B}]0;title\u{07}after", ["after"]),
        ("trailing escape \u{1B}", ["trailing", "escape"]),
        ("emoji 🥛 milk", ["emoji", "milk"]),
    ]

    @Test("folds words into comparison keys", arguments: keys)
    func foldsKeys(text: String, expected: [String]) {
        #expect(Self.english.tokens(in: text).map(\.key) == expected)
    }

    @Test("keeps ranges into the original text")
    func ranges() {
        let text = "  Add Crème   brûlée!! "
        #expect(Self.english.tokens(in: text).map { String(text[$0.range]) } == ["Add", "Crème", "brûlée"])
    }

    @Test("French elision ends a word at the apostrophe")
    func elision() {
        let french = Normalizer(languageCode: "fr-FR")
        #expect(french.tokens(in: "Complète l’ordre").map(\.key) == ["complete", "l", "ordre"])
        // Words written with an apostrophe inside are one word: not "hui", nor "un" read as one.
        #expect(french.tokens(in: "On est le combien aujourd'hui").map(\.key) == ["on", "est", "le", "combien", "aujourdhui"])
        #expect(french.tokens(in: "Quelqu’un l'a fait").map(\.key) == ["quelquun", "l", "a", "fait"])
    }

    @Test("Japanese keeps voiced kana apart but folds width")
    func japanese() {
        let japanese = Normalizer(languageCode: "ja")
        #expect(japanese.key(for: "が") != japanese.key(for: "か"))
        #expect(japanese.key(for: "ｶﾞ") == japanese.key(for: "ガ"))
    }

    @Test("finds filler phrases, longest first, and accepts overrides")
    func fillers() {
        let tokens = Self.english.tokens(in: "um could you add milk please")
        #expect(Self.english.fillerLengths(of: tokens) == [1, 2, 0, 0, 0, 1])
        let custom = Normalizer(languageCode: "en", fillerWords: ["yo"])
        #expect(custom.fillerLengths(of: custom.tokens(in: "yo please")) == [1, 0])
    }
}
