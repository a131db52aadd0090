/// Japanese words written in hiragana that the phrases write in kanji (ちゅうもん for 注文,
/// ついか for 追加, きろく for 記録), as voice input, children and people typing fast write
/// them: written back in kanji before MeCab reads the sentence. In a run of hiragana MeCab
/// cannot tell where words end (「とまとすーぷみっつちゅうもん」 is cut inside ちゅうもん), so
/// the phrases' own words would never be found there.
///
/// Loanwords the phrases write in katakana and people in hiragana (すーぷ for スープ) are read
/// so too. Only nouns the phrases write wholly in kanji or katakana whose reading has at least
/// ``shortestReading`` sounds are respelt (しゅう, two, may be 周 or begin しゅうまつ); one of
/// just that many (and no long-vowel mark, which native words seldom write) only between a
/// word's edges: after the start, a mark, another script or a particle, and before the end, a
/// mark, another script, a particle or a form of する, so that a reading inside a longer word
/// stays as written (かいしゃ is no 開始, きりすと holds no リスト).
///
/// ```swift
/// let respelling = KanaRespelling(words: [("チュウモン", "注文")])
/// respelling.respelled("みそしるちゅうもんして")?.text  // "みそしる注文して"
/// ```
struct KanaRespelling: Sendable {
    /// By first letter, each reading in hiragana with the word as the phrases write it, the
    /// longest first.
    private let byFirst: [Unicode.Scalar: [(reading: [Unicode.Scalar], written: String)]]

    /// The fewest sounds a reading is respelt from (a small ゃ, ゅ, ょ or vowel makes one sound
    /// with the letter before it): readings of two sounds are too often part of other words.
    static let shortestReading = 3

    /// Small kana that make one sound with the letter before them.
    private static let smallKana: Set<Unicode.Scalar> = ["ゃ", "ゅ", "ょ", "ぁ", "ぃ", "ぅ", "ぇ", "ぉ", "ゎ"]

    /// How many sounds a reading in hiragana has.
    private static func sounds(_ reading: [Unicode.Scalar]) -> Int { reading.count { !smallKana.contains($0) } }

    /// Hiragana that may follow a noun said as a request's word: particles and the forms of
    /// する (「ちゅうもんして」, 「ついかを」, 「きろくね」).
    static let followers: Set<Unicode.Scalar> = ["し", "す", "を", "に", "の", "は", "が", "で", "と", "も", "ね", "よ", "お"]

    /// Hiragana that may come right before such a noun: particles, and the て of a quoting って.
    static let leaders: Set<Unicode.Scalar> = ["を", "に", "の", "は", "が", "で", "と", "も", "て", "へ", "や", "ね", "よ"]

    /// `words`: readings in katakana, with the words as written.
    init(words: [(reading: String, written: String)]) {
        var byFirst: [Unicode.Scalar: [(reading: [Unicode.Scalar], written: String)]] = [:]
        var seen = Set<String>()
        for word in words {
            for reading in Set([word.reading, Kana.foldingLongVowels(word.reading)]) {
                let hiragana = Array(Kana.hiragana(reading).unicodeScalars)
                guard Self.sounds(hiragana) >= Self.shortestReading, hiragana.allSatisfy({ Kana.isHiragana($0) || $0 == "ー" }),
                    seen.insert(String(String.UnicodeScalarView(hiragana))).inserted, let first = hiragana.first
                else { continue }
                byFirst[first, default: []].append((hiragana, word.written))
            }
        }
        self.byFirst = byFirst.mapValues { $0.sorted { $0.reading.count > $1.reading.count } }
    }

    var isEmpty: Bool { byFirst.isEmpty }

    /// `text` with the readings said in hiragana written as the phrases write them, or nil
    /// when it says none.
    func respelled(_ text: String) -> RewrittenText? {
        guard !byFirst.isEmpty else { return nil }
        let scalars = Array(text.unicodeScalars)
        let indices = Array(text.unicodeScalars.indices) + [text.endIndex]
        // The longest reading said at each letter, whatever stands around it.
        var said = [(reading: [Unicode.Scalar], written: String)?](repeating: nil, count: scalars.count + 1)
        for position in scalars.indices {
            said[position] = byFirst[scalars[position]]?.first { candidate in
                let end = position + candidate.reading.count
                return end <= scalars.count && scalars[position..<end].elementsEqual(candidate.reading)
            }
        }
        func isEdge(_ scalar: Unicode.Scalar) -> Bool { !Kana.isHiragana(scalar) && scalar != "ー" }
        var replacements: [(range: Range<String.Index>, text: String)] = []
        var lastEnd = -1
        var position = 0
        while position < scalars.count {
            guard let found = said[position] else {
                position += 1
                continue
            }
            let end = position + found.reading.count
            // A reading of just three sounds stands between the edges of a word: after the start,
            // a mark, another script, a particle or another such reading, and before the end,
            // a mark, another script, a particle, a form of する or another such reading
            // (らっぷきろく; not the りすと of きりすと, nor the ついか of 「ついかさを…」).
            let distinct = Self.sounds(found.reading) > Self.shortestReading || found.reading.contains("ー")
            let opens = position == 0 || lastEnd == position || isEdge(scalars[position - 1]) || Self.leaders.contains(scalars[position - 1])
            let closes = end == scalars.count || isEdge(scalars[end]) || Self.followers.contains(scalars[end]) || said[end] != nil
            guard distinct || opens && closes else {
                position += 1
                continue
            }
            replacements.append((indices[position]..<indices[end], found.written))
            lastEnd = end
            position = end
        }
        return replacements.isEmpty ? nil : RewrittenText(text, replacing: replacements)
    }
}
