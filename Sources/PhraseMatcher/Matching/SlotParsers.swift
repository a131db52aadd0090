/// The parsers of one language for typed slots: numbers (with decimals), dates and durations.
///
/// Made once per index and shared by every match.
///
/// ```swift
/// let parsers = SlotParsers(languageCode: "fr", numbers: nil)
/// parsers.durations.reading(of: ["dix", "minutes"])?.seconds  // 600
/// parsers.number(in: ["vingt", "virgule", "cinq"], writtenSeparatorAfter: { _ in false })?.value  // 20.5
/// ```
final class SlotParsers: Sendable {
    /// A number read for a number slot: whole, or with the fractional part written ("20.5",
    /// "20,5") or said ("twenty point five", "vingt virgule cinq", "二十点五").
    struct Number: Sendable, Hashable {
        var value: Double
        var isWhole: Bool
        var wordCount: Int
    }

    let numbers: any NumberParser
    let dates: DateParser
    let durations: DurationParser
    /// Words between the whole and the fractional part ("point", "virgule", "komma").
    let decimalWords: Set<String>

    init(languageCode: String, numbers: (any NumberParser)?) {
        let numbers = numbers ?? defaultNumberParser(for: languageCode)
        self.numbers = numbers
        dates = DateParser(languageCode: languageCode, numbers: numbers)
        durations = DurationParser(languageCode: languageCode, numbers: numbers)
        decimalWords = Set(LanguageRules.rules(for: languageCode).decimalWords)
    }

    /// The number at the start of `keys`; `writtenSeparatorAfter(i)` says whether word `i`
    /// is followed, without a space, by a decimal point or comma.
    func number(in keys: ArraySlice<String>, writtenSeparatorAfter: (Int) -> Bool) -> Number? {
        guard let whole = numbers.reading(of: keys) else { return nil }
        let first = keys.startIndex
        let after = first + whole.wordCount
        // Written: "20.5", "20,5".
        if whole.wordCount == 1, let integer = decimalValue(of: keys[first]), after < keys.endIndex,
            writtenSeparatorAfter(first), let fraction = Self.digits(of: keys[after]),
            let value = Double("\(integer).\(fraction)")
        {
            return Number(value: value, isWhole: false, wordCount: 2)
        }
        // Said: "twenty point five", "point two five", "virgule vingt-cinq".
        if after < keys.endIndex, decimalWords.contains(keys[after]) {
            var digits = ""
            var position = after + 1
            while position < keys.endIndex, let part = numbers.reading(of: keys[position...]) {
                if part.wordCount == 1, (0...9).contains(part.value), decimalValue(of: keys[position]) == nil {
                    digits += String(part.value)
                    position += 1
                    continue
                }
                if digits.isEmpty {
                    digits = Self.digits(of: keys[position]) ?? String(part.value)
                    position += part.wordCount
                }
                break
            }
            if !digits.isEmpty, let value = Double("\(whole.value).\(digits)") {
                return Number(value: value, isWhole: false, wordCount: position - first)
            }
        }
        return Number(value: Double(whole.value), isWhole: true, wordCount: whole.wordCount)
    }
}

extension SlotParsers {
    /// A word of decimal digits (of any script) as ASCII digits, keeping leading zeros ("05").
    static func digits(of word: String) -> String? {
        var digits = ""
        for scalar in word.unicodeScalars {
            guard scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue else {
                return nil
            }
            digits += String(Int(value))
        }
        return digits.isEmpty ? nil : digits
    }
}
