import Testing

@testable import PhraseMatcher

@Suite("English number parser")
struct NumberParserTests {
    static let cases: [([String], NumberReading?)] = [
        (["2"], NumberReading(value: 2, wordCount: 1)),
        (["one"], NumberReading(value: 1, wordCount: 1)),
        (["twenty"], NumberReading(value: 20, wordCount: 1)),
        (["twenty", "one", "soups"], NumberReading(value: 21, wordCount: 2)),
        (["a", "hundred"], NumberReading(value: 100, wordCount: 2)),
        (["two", "hundred", "and", "five"], NumberReading(value: 205, wordCount: 4)),
        (["three", "thousand", "and", "one"], NumberReading(value: 3001, wordCount: 4)),
        (["a", "soup"], nil),
        (["soup"], nil),
        ([], nil),
    ]

    @Test("reads digits and words", arguments: cases)
    func reads(words: [String], expected: NumberReading?) {
        #expect(EnglishNumberParser().reading(of: words[...]) == expected)
    }

    @Test("reads decimal digits of any script")
    func digits() {
        #expect(decimalValue(of: "٤٢") == 42)
        #expect(decimalValue(of: "4a") == nil)
    }
}

@Suite("Japanese number parser")
struct JapaneseNumberParserTests {
    static let cases: [([String], NumberReading?)] = [
        (["二十一"], NumberReading(value: 21, wordCount: 1)),
        (["みっつ"], NumberReading(value: 3, wordCount: 1)),
        // A number with its counter as one word.
        (["一つ"], NumberReading(value: 1, wordCount: 1)),
        (["一杯"], NumberReading(value: 1, wordCount: 1)),
        (["3個"], NumberReading(value: 3, wordCount: 1)),
        (["二人前"], NumberReading(value: 2, wordCount: 1)),
        // A counting word MeCab cut in two.
        (["みっ", "つ", "注文"], NumberReading(value: 3, wordCount: 2)),
        (["ここ", "の", "つ"], NumberReading(value: 9, wordCount: 3)),
        // A kanji numeral MeCab cut into pieces.
        (["二", "十", "個"], NumberReading(value: 20, wordCount: 2)),
        (["十", "五", "杯"], NumberReading(value: 15, wordCount: 2)),
        (["三", "百", "二", "十"], NumberReading(value: 320, wordCount: 4)),
        (["二", "個"], NumberReading(value: 2, wordCount: 1)),
        (["杯"], nil),
        (["トマト", "つ"], nil),
    ]

    @Test("reads kanji, digits and counting words, with or without their counter", arguments: cases)
    func reads(words: [String], expected: NumberReading?) {
        #expect(JapaneseNumberParser().reading(of: words[...]) == expected)
    }
}
