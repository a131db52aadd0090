/// One word of a Japanese sentence as MeCab cut it, with what the IPA dictionary says of it.
///
/// "頼んで" is two morphemes: 頼ん (動詞, base form 頼む, reading タノン) and で (助詞).
/// The fields follow the IPA dictionary's feature columns: part of speech and up to three
/// sub-classes, conjugation type and form, base form (原形), reading.
struct Morpheme: Sendable, Hashable {
    /// The morpheme as written in the text.
    let surface: String
    /// Where the surface is in the text given to ``JapaneseMorphology/morphemes(in:)``.
    /// MeCab cuts between Unicode scalars, so a bound can fall inside a Character that
    /// combines several scalars; read the text with `text.unicodeScalars[range]` to get
    /// exactly the surface.
    let range: Range<String.Index>
    /// Part of speech and its sub-classes: 名詞-数, 名詞-接尾-助数詞, 動詞-自立.
    let partOfSpeech: PartOfSpeech
    /// The dictionary form (辞書形) of an inflected word: 頼ん → 頼む, し → する,
    /// ください → くださる; the surface itself for words that do not inflect, and for words
    /// the dictionary does not know.
    let baseForm: String
    /// The reading in katakana (味噌汁 → ミソシル; 頼ん → タノン), or nil for a word the
    /// dictionary does not know (a name, a word in Latin letters).
    let reading: String?
    /// How the word is said, in katakana (column 発音: は as a particle → ワ, 東京 → トーキョー),
    /// or nil where the dictionary does not say.
    var pronunciation: String? = nil
    /// The conjugation type (活用型) of an inflecting word, such as 五段・マ行 or サ変・スル.
    let conjugationType: String?
    /// The conjugation form (活用形) of this occurrence, such as 連用タ接続 or 命令ｉ.
    let conjugationForm: String?
    /// Whether the word is in the dictionary; unknown words are guessed from their
    /// characters (a run of katakana, of digits, of Latin letters).
    let isKnown: Bool

    /// A part of speech as the IPA dictionary names it, with its sub-classes.
    struct PartOfSpeech: Sendable, Hashable, CustomStringConvertible {
        /// The main class: 名詞, 動詞, 形容詞, 助詞, 助動詞, 記号, …
        let category: String
        /// Finer classes, most general first: ["接尾", "助数詞"] for a counter.
        let subcategories: [String]

        /// The classes joined by "-", as MeCab's ChaSen output writes them: "名詞-接尾-助数詞".
        var description: String { ([category] + subcategories).joined(separator: "-") }
    }
}
