/// Reads Japanese numbers: digits (full-width ones arrive as ASCII), kanji numerals
/// ("二十一", "三千五百", "一万二千") and native counting words ("ひとつ" … "とお").
///
/// ```swift
/// JapaneseNumberParser().reading(of: ["二十一", "個"])?.value  // 21
/// ```
struct JapaneseNumberParser: NumberParser {
    private static let digits: [Character: Int] = [
        "〇": 0, "零": 0, "一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9,
    ]
    private static let powers: [Character: Int] = ["十": 10, "百": 100, "千": 1000]
    private static let native: [String: Int] = [
        "ひとつ": 1, "ふたつ": 2, "みっつ": 3, "よっつ": 4, "いつつ": 5, "むっつ": 6, "ななつ": 7, "やっつ": 8,
        "ここのつ": 9, "とお": 10,
    ]

    func reading(of words: ArraySlice<String>) -> NumberReading? {
        guard let first = words.first else { return nil }
        if let value = decimalValue(of: first) ?? Self.native[first] ?? Self.kanji(first) {
            return NumberReading(value: value, wordCount: 1)
        }
        // A number with the general counter つ written as one word ("一つ", "3つ").
        if first.count > 1, first.last == "つ" {
            let number = String(first.dropLast())
            if let value = decimalValue(of: number) ?? Self.kanji(number) { return NumberReading(value: value, wordCount: 1) }
        }
        return nil
    }

    /// The value of a kanji numeral such as "二十一" or "一万二千三百"; nil for anything else.
    static func kanji(_ text: String) -> Int? {
        guard !text.isEmpty else { return nil }
        var total = 0
        var section = 0
        var digit: Int?
        for character in text {
            if let value = digits[character] {
                guard digit == nil else { return nil }
                digit = value
            } else if let power = powers[character] {
                section += (digit ?? 1) * power
                digit = nil
            } else if character == "万" {
                total += (section + (digit ?? 0)) * 10_000
                guard total > 0 else { return nil }
                section = 0
                digit = nil
            } else {
                return nil
            }
        }
        return total + section + (digit ?? 0)
    }
}
