/// The words of a text as the flexible stage reads them: each word's folded key, the forms it
/// is compared in, and whether it is a function word (a Japanese particle or auxiliary).
///
/// Most languages are cut by the ``Normalizer`` and compared in ``WordForms``. Japanese is cut
/// by MeCab (``JapaneseMorphology``): a word is also compared in its dictionary form and its
/// reading, so "頼んで" meets "頼む" and "みそしる" meets "味噌汁"; particles (を, に, で) and
/// auxiliaries (ます, ください's て) are function words, read but never evidence. Phrases,
/// names and sentences are all cut by the same tokenizer, so their words meet.
///
/// ```swift
/// let tokenizer = FlexibleTokenizer(normalizer: Normalizer(languageCode: "ja"))
/// tokenizer.words(in: "味噌汁を頼んで").forms.map(\.first)  // ["味噌汁", "を", "頼ん", "で"]
/// ```
struct FlexibleWords {
    let tokens: [Token]
    let keys: [String]
    let forms: [[String]]
    let isFunctionWord: [Bool]
    /// Japanese: each word's reading in katakana (empty when unknown), so that a name can be
    /// found by its sound across words cut differently ("らっぷす" and "ラップス", "はいしゃの
    /// よやく" and "歯医者の予約"). Empty in other languages.
    var readings: [String] = []
}

struct FlexibleTokenizer: Sendable {
    let normalizer: Normalizer
    let forms: WordForms
    /// MeCab, for Japanese when its dictionary is installed.
    private let morphology: JapaneseMorphology?

    init(normalizer: Normalizer) {
        self.normalizer = normalizer
        forms = WordForms(languageCode: normalizer.languageCode)
        morphology = forms.languageCode == "ja" ? JapaneseMorphology() : nil
    }

    /// The words of `text`; with `atMost`, reading stops once there are more words than that
    /// (a sentence the caller will not read: each Japanese word costs two foldings).
    func words(in text: String, atMost limit: Int = .max) -> FlexibleWords {
        guard let morphology else {
            let tokens = normalizer.tokens(in: text)
            let keys = tokens.map(\.key)
            return FlexibleWords(
                tokens: tokens, keys: keys, forms: keys.map(forms.forms(of:)),
                isFunctionWord: Array(repeating: false, count: keys.count))
        }
        var tokens: [Token] = []
        var forms: [[String]] = []
        var function: [Bool] = []
        var readings: [String] = []
        for morpheme in morphology.morphemes(in: text) {
            if tokens.count > limit { break }
            let key = self.key(of: morpheme.surface)
            guard !key.isEmpty else { continue }  // punctuation and spaces
            var wordForms = [key]
            func add(_ form: String) { if !form.isEmpty, !wordForms.contains(form) { wordForms.append(form) } }
            add(self.key(of: morpheme.baseForm))
            var sound = ""
            if Kana.isKana(morpheme.surface) {
                sound = Kana.katakana(morpheme.surface)
                if morpheme.reading == nil { add(sound) }
            }
            if let reading = morpheme.reading {
                add(reading)
                if sound.isEmpty { sound = reading }
            }
            readings.append(sound)
            tokens.append(Token(key: key, range: morpheme.range))
            forms.append(wordForms)
            let category = morpheme.partOfSpeech.category
            function.append(category == "助詞" || category == "助動詞" || category == "記号")
        }
        return FlexibleWords(
            tokens: tokens, keys: tokens.map(\.key), forms: forms, isFunctionWord: function, readings: readings)
    }

    /// The normalizer's key of a piece of text: its words' keys, joined.
    private func key(of text: String) -> String {
        normalizer.tokens(in: text).map(\.key).joined()
    }

    /// The keys of a phrase's words, for lists of frames and fillers.
    func keys(in text: String) -> [String] {
        words(in: text).keys
    }
}
