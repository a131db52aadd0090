/// Reads a duration spoken in one language: "ten minutes", "1 h 30", "an hour and a half",
/// "une demi-heure", "anderthalb Stunden", "una hora y media", "1時間30分".
///
/// A duration is one or more parts — a number (or "a"/"an") and a unit — optionally joined by
/// "and" ("et", "und", "y"); a bare number after hours or minutes counts in the next smaller
/// unit ("1 h 30" is 90 minutes). The reading takes as many words as form a duration.
/// A duration longer than ``maximumSeconds`` is no reading, never a wrapped-around one.
///
/// ```swift
/// DurationParser(languageCode: "en").reading(of: ["an", "hour", "and", "a", "half"])
/// // Reading(seconds: 5400, wordCount: 5)
/// ```
struct DurationParser: Sendable {
    /// A duration in whole seconds and the words it took.
    struct Reading: Sendable, Hashable {
        var seconds: Int
        var wordCount: Int
    }

    /// The longest duration read: 10,000 years. Longer ones are not something a person books
    /// or times, and bounding them keeps every sum, product and date built on them exact.
    static let maximumSeconds = 10_000 * 366 * 86_400

    let words: TemporalWords
    let numbers: any NumberParser

    init(languageCode: String, numbers: (any NumberParser)? = nil) {
        words = TemporalWords.words(for: languageCode)
        self.numbers = numbers ?? defaultNumberParser(for: languageCode)
    }

    func reading(of input: ArraySlice<String>) -> Reading? {
        var total = 0
        var position = input.startIndex
        var lastUnit: Int?
        var result: Reading?
        while position < input.endIndex {
            var start = position
            if result != nil, let joiner = TemporalWords.prefix(of: input[position...], in: words.joiners) {
                start += joiner
            }
            guard let part = part(input[start...], after: lastUnit) else { break }
            total += part.seconds
            guard total <= Self.maximumSeconds else { return nil }
            lastUnit = part.unit
            position = start + part.wordCount
            result = Reading(seconds: total, wordCount: position - input.startIndex)
            if part.unit == nil { break }
        }
        return result
    }

    /// One number and unit, or a bare number in the unit below `previous`.
    private func part(_ input: ArraySlice<String>, after previous: Int?) -> (seconds: Int, wordCount: Int, unit: Int?)?
    {
        guard let first = input.first else { return nil }
        var position = input.startIndex
        var amount = 2  // in halves
        if let count = TemporalWords.prefix(of: input, in: words.halfBefore) {
            amount = 1
            position += count
        } else if let count = TemporalWords.prefix(of: input, in: words.oneAndHalfBefore) {
            amount = 3
            position += count
        } else if let number = numbers.reading(of: input) {
            guard (0...Self.maximumSeconds).contains(number.value) else { return nil }
            amount = number.value * 2
            position += number.wordCount
        } else if words.articlesOne.contains(first) {
            position += 1
        } else {
            return nil
        }
        guard position < input.endIndex, let unit = words.units[input[position]] else {
            // "1 h 30": a bare number after hours or minutes, in the next unit down.
            guard let previous, previous >= 60, amount.isMultiple(of: 2), position > input.startIndex,
                amount / 2 < 60, numbers.reading(of: input) != nil
            else { return nil }
            return (amount / 2 * (previous == 3600 ? 60 : 1), position - input.startIndex, nil)
        }
        position += 1
        if let previous, unit >= previous { return nil }
        if amount.isMultiple(of: 2), let half = TemporalWords.prefix(of: input[position...], in: words.halfAfter) {
            amount += 1
            position += half
        }
        let (halfSeconds, overflow) = amount.multipliedReportingOverflow(by: unit)
        guard !overflow, halfSeconds / 2 <= Self.maximumSeconds else { return nil }
        return (halfSeconds / 2, position - input.startIndex, unit)
    }
}
