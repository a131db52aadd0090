/// One word of a Japanese sentence as it is said: what speech needs of MeCab.
public struct SpokenWord: Sendable, Hashable {
    /// The word as written.
    public let surface: String
    /// How it is said, in katakana; nil for what the dictionary does not know (digits, Latin
    /// letters, names).
    public let kana: String?
    /// Whether the word is a counter (助数詞: 杯, 件, 分), whose sound can change after a number.
    public let isCounter: Bool
    /// Whether the word is punctuation or a symbol (記号).
    public let isSymbol: Bool
}

/// Japanese text cut into words with their pronunciations, from MeCab and the IPA dictionary.
public enum SpokenJapanese {
    /// The words of `text`, or nil when the dictionary is not installed.
    ///
    /// ```swift
    /// SpokenJapanese.words(in: "味噌汁は2杯")?.map(\.kana)  // ["ミソシル", "ワ", nil, "ハイ"]
    /// ```
    public static func words(in text: String) -> [SpokenWord]? {
        guard let japanese = JapaneseMorphology() else { return nil }
        return japanese.morphemes(in: text).map { morpheme in
            let subcategories = morpheme.partOfSpeech.subcategories
            return SpokenWord(
                surface: morpheme.surface,
                kana: morpheme.pronunciation ?? morpheme.reading,
                isCounter: subcategories.contains("助数詞"),
                isSymbol: morpheme.partOfSpeech.category == "記号")
        }
    }
}
