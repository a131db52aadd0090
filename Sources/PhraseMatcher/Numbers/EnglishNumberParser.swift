/// Reads English numbers in digits or words, from "zero" to "nine hundred ninety-nine thousand …".
///
/// Accepts digits ("42"), units and teens ("seven", "nineteen"), tens with an optional unit
/// ("twenty", "twenty-one", which arrives as two words), hundreds with an optional "and"
/// ("a hundred and five"), and thousands. "a" alone is not a number.
///
/// ```swift
/// EnglishNumberParser().reading(of: ["a", "hundred", "and", "five"])?.value  // 105
/// ```
struct EnglishNumberParser: NumberParser {
    private static let units: [String: Int] = [
        "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
        "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
        "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
        "nineteen": 19,
    ]
    private static let tens: [String: Int] = [
        "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
        "eighty": 80, "ninety": 90,
    ]

    func reading(of words: ArraySlice<String>) -> NumberReading? {
        guard let first = words.first else { return nil }
        if let value = decimalValue(of: first) { return NumberReading(value: value, wordCount: 1) }
        guard var reading = belowThousand(words) else { return nil }
        let rest = words.dropFirst(reading.wordCount)
        if rest.first == "thousand" {
            reading.value *= 1000
            reading.wordCount += 1
            var tail = rest.dropFirst()
            if tail.first == "and", let next = belowThousand(tail.dropFirst()) {
                tail = tail.dropFirst()
                reading.wordCount += 1 + next.wordCount
                reading.value += next.value
            } else if let next = belowThousand(tail) {
                reading.wordCount += next.wordCount
                reading.value += next.value
            }
        }
        return reading
    }

    private func belowThousand(_ words: ArraySlice<String>) -> NumberReading? {
        guard let first = words.first else { return nil }
        let second = words.dropFirst().first
        if second == "hundred", let multiplier = first == "a" ? 1 : Self.units[first], multiplier > 0 {
            var reading = NumberReading(value: multiplier * 100, wordCount: 2)
            var tail = words.dropFirst(2)
            var andWords = 0
            if tail.first == "and" {
                tail = tail.dropFirst()
                andWords = 1
            }
            if let rest = belowHundred(tail) {
                reading.value += rest.value
                reading.wordCount += andWords + rest.wordCount
            }
            return reading
        }
        return belowHundred(words)
    }

    private func belowHundred(_ words: ArraySlice<String>) -> NumberReading? {
        guard let first = words.first else { return nil }
        if let ten = Self.tens[first] {
            if let next = words.dropFirst().first, let unit = Self.units[next], (1...9).contains(unit) {
                return NumberReading(value: ten + unit, wordCount: 2)
            }
            return NumberReading(value: ten, wordCount: 1)
        }
        return Self.units[first].map { NumberReading(value: $0, wordCount: 1) }
    }
}
