import Testing

@testable import PhraseMatcher

@Suite("KanaRespelling: the phrases' nouns said in hiragana, written as the phrases write them")
struct KanaRespellingTests {
    static let respelling = KanaRespelling(words: [
        ("チュウモン", "注文"), ("ツイカ", "追加"), ("キロク", "記録"), ("カイシ", "開始"), ("スープ", "スープ"), ("シュウ", "周"),
        ("ラップ", "ラップ"), ("リスト", "リスト"),
    ])

    /// Sentences and how they are read: a reading of three sounds only before what may follow
    /// a noun, a longer one or a loanword's anywhere; readings of two sounds never.
    static let sentences: [(typed: String, read: String?)] = [
        ("みそしるちゅうもんして", "みそしる注文して"),
        ("らっぷきろく", "ラップ記録"),
        ("すいどうだいをはらうってついかして", "すいどうだいをはらうって追加して"),
        ("とまとすーぷみっつ", "とまとスープみっつ"),
        ("ちゅーもん", "注文"),
        ("かいしゃにいく", nil),
        ("きりすとのえいが", nil),  // りすと inside a word
        ("ついかさをわすれた", nil),  // つい + かさ
        ("やつついかして", nil),  // a letter of another word right before
        ("しゅうまつ", nil),
        ("注文して", nil),
    ]

    @Test("writes the phrases' nouns said in hiragana as the phrases do", arguments: sentences)
    func respelt(typed: String, read: String?) {
        #expect(Self.respelling.respelled(typed)?.text == read)
    }

    @Test("keeps the way back to the text as typed")
    func typedRanges() throws {
        let typed = "やることにかうってついかして"
        let rewritten = try #require(Self.respelling.respelled(typed))
        let kanji = try #require(rewritten.text.range(of: "追加"))
        #expect(rewritten.typed[rewritten.typedRange(of: kanji)] == "ついか")
        let before = try #require(rewritten.text.range(of: "かうって"))
        #expect(rewritten.typed[rewritten.typedRange(of: before)] == "かうって")
        let after = try #require(rewritten.text.range(of: "して"))
        #expect(rewritten.typed[rewritten.typedRange(of: after)] == "して")
    }
}
