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
