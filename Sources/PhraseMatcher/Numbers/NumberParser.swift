/// Reads a number spelled at the start of a run of folded words, in one language.
///
/// A ``PhraseIndex`` uses the parser of its language for `.number` slots. Words arrive as
/// comparison keys (see ``Normalizer``): lower-cased, diacritics folded, punctuation such as
/// the hyphen in "twenty-one" already turned into a word break. Conformers return the longest
/// reading, or nil.
///
/// ```swift
/// struct DigitsOnly: NumberParser {
///     func reading(of words: ArraySlice<String>) -> NumberReading? {
///         words.first.flatMap { Int($0) }.map { NumberReading(value: $0, wordCount: 1) }
///     }
/// }
/// ```
public protocol NumberParser: Sendable {
    /// The longest number spelled at the start of `words`, if any.
    func reading(of words: ArraySlice<String>) -> NumberReading?
}

/// The value of a word made only of decimal digits of any script ("42", "٤٢"), if it is one.
///
/// ```swift
/// decimalValue(of: "42")  // 42
/// decimalValue(of: "4a")  // nil
/// ```
func decimalValue(of word: String) -> Int? {
    guard !word.isEmpty, word.unicodeScalars.count <= 18 else { return nil }
    var value = 0
    for scalar in word.unicodeScalars {
        guard scalar.properties.numericType == .decimal,
            let digit = scalar.properties.numericValue
        else { return nil }
        value = value * 10 + Int(digit)
    }
    return value
}

/// The number parser for a language code (en, fr, de, es, ja); English rules by default.
func defaultNumberParser(for languageCode: String) -> any NumberParser {
    switch LanguageRules.baseLanguage(of: languageCode) {
    case "fr": SpelledNumberGrammar.french
    case "es": SpelledNumberGrammar.spanish
    case "de": GermanNumberParser()
    case "ja": JapaneseNumberParser()
    default: EnglishNumberParser()
    }
}
