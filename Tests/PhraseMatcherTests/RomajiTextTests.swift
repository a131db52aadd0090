import Testing

@testable import PhraseMatcher

@Suite("RomajiText: Japanese typed in Latin letters, read in kana")
struct RomajiTextTests {
    /// Words spelt in romaji syllables (Hepburn and Kunrei, the small tsu, the moraic n, long
    /// vowels with a macron) and words no syllables spell.
    static let words: [(word: String, isRomaji: Bool)] = [
        ("gomi", true), ("sakujo", true), ("shite", true), ("kudasai", true), ("rappu", true), ("matcha", true),
        ("shimbun", true), ("shinbun", true), ("kon'ya", true), ("sūpu", true), ("Tōkyō", true), ("tyuumon", true),
        ("si", true), ("todo", true), ("wo", true),
        ("Tasks", false), ("Laps", false), ("SoupChef", false), ("OK", false), ("mail", false), ("chef", false),
        ("stop", false), ("x", false), ("nnn", false),
    ]

    @Test("tells a word spelt in romaji from one that is not", arguments: words)
    func romajiWords(word: String, isRomaji: Bool) {
        #expect(RomajiText.isRomaji(Substring(word)) == isRomaji)
    }

    /// Kunrei-shiki and Nihon-shiki spellings, an input method's doubled n and long vowels
    /// with a macron, in the Hepburn spelling ICU's transliterator reads.
    static let spellings: [(typed: String, hepburn: String)] = [
        ("sakuzyo", "sakujo"), ("site", "shite"), ("tuika", "tsuika"), ("hutatu", "futatsu"), ("tyuumon", "chuumon"),
        ("haisya", "haisha"), ("kon'ya", "kon'ya"), ("sinnbunn", "shinbun"), ("Tōkyō", "toukyou"), ("matcha", "matcha"),
    ]

    @Test("writes Kunrei spellings and long vowels as Hepburn does", arguments: spellings)
    func hepburnSpelling(typed: String, hepburn: String) {
        #expect(RomajiText.hepburn(Substring(typed)) == hepburn)
    }

    /// Long vowels written with the prolonged sound mark or with a vowel meet.
    static let longVowels: [(kana: String, folded: String)] = [
        ("スープ", "スープ"), ("スウプ", "スープ"), ("ミネストロウネ", "ミネストローネ"), ("ミネストロオネ", "ミネストローネ"),
        ("チュウモン", "チューモン"), ("ケイサツ", "ケーサツ"), ("キョウ", "キョー"), ("アイ", "アイ"), ("ラップ", "ラップ"),
    ]

    @Test("folds long vowels to the prolonged sound mark", arguments: longVowels)
    func foldsLongVowels(kana: String, folded: String) {
        #expect(Kana.foldingLongVowels(kana) == folded)
    }

    /// Sentences and their kana text: romaji words in hiragana, every other word as typed; none
    /// for a text with Japanese script in it, or with fewer than two romaji words, or with more
    /// words in Latin letters that are not romaji than words that are.
    static let sentences: [(typed: String, kana: String?)] = [
        ("gomi dashi wo sakujo shite", "ごみ だし を さくじょ して"),
        ("Tasks ni pasupooto no koushin wo tsuika shite kudasai", "Tasks に ぱすぽおと の こうしん を ついか して ください"),
        ("SoupChef de tomato sūpu, futatsu!", "SoupChef で とまと すうぷ, ふたつ!"),
        ("yamada@example.com ni mitsumori okuru", "yamada@example.com に みつもり おくる"),
        ("Lapsでランを開始して", nil),
        ("Tasksの家賃の振り込み、Doneにして", nil),
        ("味噌汁を2杯", nil),
        ("run start", nil),
        ("OK, Laps", nil),
    ]

    @Test("reads romaji words in hiragana and keeps the rest", arguments: sentences)
    func kana(typed: String, kana: String?) {
        #expect(RomajiText(typed)?.kana == kana)
    }

    /// Each kana word's range is the range of the typed word it was read from, and the parts
    /// of one word cut in pieces stay in order and touch.
    @Test("maps a range of the kana text back to the text as typed")
    func typedRanges() throws {
        let romaji = try #require(RomajiText("Tasks ni pasupooto no koushin"))
        func typed(_ kana: String) throws -> Substring {
            let range = try #require(romaji.kana.range(of: kana))
            return romaji.typed[romaji.typedRange(of: range)]
        }
        #expect(try typed("ぱすぽおと") == "pasupooto")
        #expect(try typed("ぱすぽおと の こうしん") == "pasupooto no koushin")
        #expect(try typed("Tasks に") == "Tasks ni")
        let word = try #require(romaji.kana.range(of: "こうしん"))
        let middle = romaji.kana.index(word.lowerBound, offsetBy: 2)
        let first = romaji.typedRange(of: word.lowerBound..<middle)
        let second = romaji.typedRange(of: middle..<word.upperBound)
        #expect(first.upperBound == second.lowerBound)
        #expect(romaji.typed[first.lowerBound..<second.upperBound] == "koushin")
        #expect(!first.isEmpty && !second.isEmpty)
    }
}
