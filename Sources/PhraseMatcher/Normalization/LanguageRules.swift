/// The normalization settings of one language: filler words and how words are cut.
///
/// One entry per language in ``table``; a language not listed falls back to English-like
/// rules without filler words. Add a language by adding a row.
///
/// ```swift
/// LanguageRules.rules(for: "fr-CA").splitsAfterApostrophe  // true: "l'ordre" → "l'", "ordre"
/// ```
struct LanguageRules: Sendable {
    /// Words and phrases skipped anywhere in a sentence ("please", "could you").
    var fillerWords: [String]
    /// Whether an apostrophe ends a word, as in French elision (`l'`, `qu'`).
    var splitsAfterApostrophe = false
    /// Where the apostrophe does not end a word although it ends others: the beginnings (folded)
    /// of the few words written with one inside ("aujourd'hui", "quelqu'un", "prud'homme"), which
    /// are one word, not an elided word and another ("hui", "un" — read as a number).
    var wordsBeforeInnerApostrophe: [String] = []
    /// Whether diacritics are folded for comparison (not for Japanese, where they change kana).
    var foldsDiacritics = true
    /// Words said between the whole and the fractional part of a number ("twenty point five"),
    /// as folded keys.
    var decimalWords: [String] = []

    static let table: [String: LanguageRules] = [
        "en": LanguageRules(fillerWords: [
            "please", "pls", "plz", "kindly", "hey", "um", "umm", "uh", "uhh", "er", "erm", "hmm",
            "could you", "can you", "would you", "will you",
        ], decimalWords: ["point"]),
        "fr": LanguageRules(
            fillerWords: [
                "s'il te plaît", "s'il vous plaît", "stp", "svp", "euh", "hé", "dis", "peux-tu",
                "pourrais-tu", "donc", "du coup",
            ],
            splitsAfterApostrophe: true, wordsBeforeInnerApostrophe: ["aujourd", "quelqu", "prud"],
            decimalWords: ["virgule"]),
        "de": LanguageRules(
            fillerWords: ["bitte", "äh", "ähm", "hey", "kannst du", "könntest du"], decimalWords: ["komma"]),
        "es": LanguageRules(
            fillerWords: ["por favor", "porfa", "porfi", "porfis", "xfa", "eh", "oye", "puedes", "podrías"], decimalWords: ["coma", "punto"]),
        "ja": LanguageRules(
            fillerWords: ["えっと", "ええと", "あの", "すみません"], foldsDiacritics: false, decimalWords: ["点"]),
    ]

    /// Whether kanji numerals count as digits (Japanese, Chinese).
    var readsKanjiNumerals = false

    /// Rules for a BCP 47 language code such as `en`, `en-US` or `fr_CA`.
    static func rules(for languageCode: String) -> LanguageRules {
        let base = baseLanguage(of: languageCode)
        var rules = table[base] ?? LanguageRules(fillerWords: [])
        rules.readsKanjiNumerals = base == "ja" || base == "zh"
        return rules
    }

    static func baseLanguage(of languageCode: String) -> String {
        String(languageCode.prefix { $0 != "-" && $0 != "_" }).lowercased()
    }
}
