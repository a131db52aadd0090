/// A number written in digits, read from the sentence as typed: the normalizer turns a minus
/// sign and thousands separators into word breaks, so "-5" and "1,000" reach number parsers
/// as "5" and "1" "000". This reading sees them, so no number is silently changed.
///
/// - A minus sign ("-", "−", "－") right before the digits, with no letter or digit before
///   it ("covid-19" and "1-2" are not negative), makes the number negative.
/// - Groups of exactly three digits joined by the language's thousands separator ("1,000" in
///   English, "1.000" in German and Spanish, "1 000" with a no-break space in French) make
///   one number.
/// - Such a grouped number may go on with the language's decimal separator and digits
///   ("1,000.5" in English, "1.000,5" in German, Spanish and French): one number with a
///   ``fraction``.
/// - A number that does not fit in an `Int` has no `value` (nil), rather than a wrapped or
///   truncated one.
///
/// ```swift
/// // "order -5 miso", words ["order", "5", "miso"]
/// WrittenNumber.readings(of: words, folded: folded, text: text, languageCode: "en")[1]
/// // WrittenNumber(value: -5, wordCount: 1)
/// ```
struct WrittenNumber: Sendable, Hashable {
    /// The number, or nil when it is beyond `Int`'s range (`isNegative` says which side).
    var value: Int?
    var isNegative: Bool
    /// How many words (digit groups, and the fractional digits) it took.
    var wordCount: Int
    /// The digits after the decimal separator of a grouped number ("5" of "1,000.5"), if any.
    var fraction: String? = nil

    /// The number with its fraction, when it has one and fits in an `Int` before it.
    var decimalValue: Double? {
        guard let value, let fraction else { return nil }
        return Double("\(isNegative && value == 0 ? "-" : "")\(value).\(fraction)")
    }

    /// The reading at each word of `words` (over `folded`, from `text`) that starts a number
    /// whose sign, grouping or size the words do not show; nil elsewhere (the language's
    /// parser reads the rest). Empty when the sentence has no digits.
    static func readings(of words: Words, folded: FoldedText, text: String, languageCode: String) -> [WrittenNumber?] {
        guard words.starts.contains(where: { folded.flags[$0].contains(.digit) }) else { return [] }
        var readings = [WrittenNumber?](repeating: nil, count: words.count)
        let separators = groupingSeparators(for: languageCode)
        let scalars = text.unicodeScalars
        let utf8 = text.utf8
        func index(_ offset: Int32) -> String.Index { utf8.index(utf8.startIndex, offsetBy: Int(offset)) }
        /// What the person wrote between word `word` and the next one.
        func gap(after word: Int) -> Substring.UnicodeScalarView {
            let end = index(folded.originEnds[words.end(of: word) - 1])
            let next = index(folded.origins[words.starts[word + 1]])
            return end < next ? scalars[end..<next] : scalars[end..<end]
        }
        var position = 0
        while position < words.count {
            guard isDigits(words.keys[position]) else {
                position += 1
                continue
            }
            var digits = words.keys[position].unicodeScalars.compactMap(\.properties.numericValue).map { Int($0) }
            var count = 1
            // Thousands: a first group of one to three digits, then groups of exactly three.
            if digits.count <= 3 {
                while position + count < words.count {
                    let next = words.keys[position + count]
                    let between = gap(after: position + count - 1)
                    guard between.count == 1, let separator = between.first, separators.contains(separator),
                        isDigits(next), next.unicodeScalars.count == 3
                    else { break }
                    digits += next.unicodeScalars.compactMap(\.properties.numericValue).map { Int($0) }
                    count += 1
                }
            }
            // A grouped number's fraction: "1,000.5", "1.000,5".
            var fraction: String?
            if count > 1, position + count < words.count, isDigits(words.keys[position + count]) {
                let between = gap(after: position + count - 1)
                if between.count == 1, between.first == decimalSeparator(for: languageCode) {
                    fraction = SlotParsers.digits(of: words.keys[position + count])
                    count += 1
                }
            }
            let isNegative = hasMinusSign(before: index(folded.origins[words.starts[position]]), in: text)
            var value: Int? = 0
            for digit in digits {
                guard let current = value else { break }
                let (shifted, overflow) = current.multipliedReportingOverflow(by: 10)
                let (sum, overflowAgain) = shifted.addingReportingOverflow(digit)
                value = overflow || overflowAgain ? nil : sum
            }
            if isNegative { value = value.map { -$0 } }
            // Plain digits are left to the language's parser, which reads up to 18 of them.
            if isNegative || count > 1 || value == nil || digits.count > 18 {
                readings[position] = WrittenNumber(
                    value: value, isNegative: isNegative, wordCount: count, fraction: fraction)
            }
            position += count
        }
        return readings
    }

    /// Whether a word is made of decimal digits only (of any script).
    private static func isDigits(_ key: String) -> Bool {
        !key.isEmpty && key.unicodeScalars.allSatisfy { $0.properties.numericType == .decimal }
    }

    /// A minus sign right before `start`, itself not after a letter or digit.
    private static func hasMinusSign(before start: String.Index, in text: String) -> Bool {
        let scalars = text.unicodeScalars
        guard start > scalars.startIndex else { return false }
        let signIndex = scalars.index(before: start)
        guard ["-", "−", "－"].contains(scalars[signIndex]) else { return false }
        guard signIndex > scalars.startIndex else { return true }
        let before = scalars[scalars.index(before: signIndex)].properties
        return !(before.isAlphabetic || before.numericType != nil)
    }

    /// The thousands separators people type in a language, after CLDR: a comma in English
    /// and Japanese, a full stop in German and Spanish, a (narrow) no-break space in French,
    /// where a full stop is common too (the decimal separator is a comma there).
    static func groupingSeparators(for languageCode: String) -> Set<Unicode.Scalar> {
        switch LanguageRules.baseLanguage(of: languageCode) {
        case "de", "es": ["."]
        case "fr": ["\u{202F}", "\u{00A0}", "."]
        default: [","]
        }
    }

    /// The decimal separator of a language's written numbers, after CLDR: a full stop in
    /// English and Japanese, a comma in German, Spanish and French.
    static func decimalSeparator(for languageCode: String) -> Unicode.Scalar {
        switch LanguageRules.baseLanguage(of: languageCode) {
        case "de", "es", "fr": ","
        default: "."
        }
    }
}
