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
    /// Counters said right after a number, as in "一杯", "3個", "二人前" (a counter is part of
    /// how Japanese says a number; no dictionary gives this list).
    private static let counters = ["つ", "杯", "個", "本", "皿", "件", "人前", "人分"]
    private static let countersWithLengths = counters.map { ($0, $0.count) }
    private static let powers: [Character: Int] = ["十": 10, "百": 100, "千": 1000]
    /// The letters a number read here can begin with besides a digit: a kanji numeral's, and
    /// the first of each counting word's.
    private static let openingScalars: Set<Unicode.Scalar> = {
        var scalars = Set<Unicode.Scalar>()
        for character in Array(digits.keys) + Array(powers.keys) + ["万"] {
            if let scalar = character.unicodeScalars.first { scalars.insert(scalar) }
        }
        for word in Array(native.keys) + Array(kanaCounted.keys) {
            if let scalar = word.unicodeScalars.first { scalars.insert(scalar) }
        }
        return scalars
    }()
    private static let native: [String: Int] = [
        "ひとつ": 1, "ふたつ": 2, "みっつ": 3, "よっつ": 4, "いつつ": 5, "むっつ": 6, "ななつ": 7, "やっつ": 8,
        "ここのつ": 9, "とお": 10,
        // Said with a stress that doubles the consonant (「ふたっつ頼むべ」, 「ひとっつちょうだい」).
        "ひとっつ": 1, "ふたっつ": 2,
    ]
    /// Numbers with their counter written in kana, as voice input writes them (「とまとすーぷ
    /// にこ」, 「いっこ」, 「さんばい」): the sound changes of 個, 杯 and 人前 are not the
    /// numbers' own readings, so they are listed. Not いっぱい ("a lot" as often as 一杯), nor
    /// 本's にほん (Japan).
    private static let kanaCounted: [String: Int] = [
        "いっこ": 1, "にこ": 2, "さんこ": 3, "よんこ": 4, "ごこ": 5, "ろっこ": 6, "ななこ": 7, "はっこ": 8,
        "きゅうこ": 9, "じゅっこ": 10, "じっこ": 10,
        "にはい": 2, "さんばい": 3, "よんはい": 4, "ごはい": 5, "ろっぱい": 6, "ななはい": 7, "はっぱい": 8,
        "きゅうはい": 9, "じゅっぱい": 10,
        "いちにんまえ": 1, "ににんまえ": 2, "さんにんまえ": 3, "よにんまえ": 4, "ごにんまえ": 5,
        "ひとさら": 1, "ふたさら": 2,
    ]

    func reading(of words: ArraySlice<String>) -> NumberReading? {
        guard let first = words.first else { return nil }
        // Most words of a sentence are no number: one that begins with a letter no number
        // here begins with is none, told without a look-up.
        if let opening = first.unicodeScalars.first, !Self.openingScalars.contains(opening),
            opening.properties.numericType != .decimal
        {
            return nil
        }
        // A kanji numeral cut into pieces by a morphological analyser ("二" "十", "十" "二").
        if let pieces = kanjiPieces(words) { return pieces }
        if let value = decimalValue(of: first) ?? Self.native[first] ?? Self.kanaCounted[first] ?? Self.kanji(first) {
            return NumberReading(value: value, wordCount: 1)
        }
        // A number with its counter written as one word ("一つ", "一杯", "3個", "二人前"). The
        // word's length is counted once (counting walks its characters).
        let length = first.count
        for (counter, counterLength) in Self.countersWithLengths where length > counterLength && first.hasSuffix(counter) {
            let number = String(first.dropLast(counterLength))
            if let value = decimalValue(of: number) ?? Self.kanji(number) { return NumberReading(value: value, wordCount: 1) }
        }
        // A counting word cut into pieces by a morphological analyser ("みっ" "つ").
        var joined = first
        for count in stride(from: 2, through: min(4, words.count), by: 1) {
            joined += words[words.startIndex + count - 1]
            if let value = Self.native[joined] ?? Self.kanaCounted[joined] { return NumberReading(value: value, wordCount: count) }
        }
        return nil
    }

    /// The longest run of two or more words that together write one kanji numeral.
    private func kanjiPieces(_ words: ArraySlice<String>) -> NumberReading? {
        var numeral = ""
        var reading: NumberReading?
        for (offset, word) in words.prefix(8).enumerated() {
            guard !word.isEmpty, word.allSatisfy({ Self.digits[$0] != nil || Self.powers[$0] != nil || $0 == "万" })
            else { break }
            numeral += word
            if offset > 0, let value = Self.kanji(numeral) { reading = NumberReading(value: value, wordCount: offset + 1) }
        }
        return reading
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
