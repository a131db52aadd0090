/// The parsers of one language for typed slots: numbers, dates and durations.
///
/// Made once per index and shared by every match.
///
/// ```swift
/// let parsers = SlotParsers(languageCode: "fr", numbers: nil)
/// parsers.durations.reading(of: ["dix", "minutes"])?.seconds  // 600
/// ```
struct SlotParsers: Sendable {
    let numbers: any NumberParser
    let dates: DateParser
    let durations: DurationParser

    init(languageCode: String, numbers: (any NumberParser)?) {
        let numbers = numbers ?? defaultNumberParser(for: languageCode)
        self.numbers = numbers
        dates = DateParser(languageCode: languageCode, numbers: numbers)
        durations = DurationParser(languageCode: languageCode, numbers: numbers)
    }
}
