/// The words of dates, times and durations in one language, as folded keys.
///
/// One row per language in ``table``; multi-word expressions are arrays of keys ("après-demain"
/// arrives as `["apres", "demain"]`). ``DateParser`` and ``DurationParser`` read sentences with
/// these tables and the language's ``NumberParser``.
///
/// ```swift
/// TemporalWords.words(for: "fr").relativeDays.first { $0.words == ["demain"] }?.days  // 1
/// ```
struct TemporalWords: Sendable {
    /// "today" 0, "tomorrow" 1, "day after tomorrow" 2, "yesterday" −1.
    var relativeDays: [(words: [String], days: Int)]
    /// Weekday names to Calendar weekdays (1 = Sunday).
    var weekdays: [String: Int]
    /// Words before a weekday meaning "the coming one, not today" ("next", "el próximo").
    var nextBefore: [[String]] = []
    /// Words after a weekday meaning the same ("prochain", "que viene").
    var nextAfter: [[String]] = []
    /// Words before a weekday meaning "in the next calendar week" ("来週の").
    var nextWeekBefore: [[String]] = []
    /// Words before a weekday or a date that change nothing ("this", "on", "le", "am", "el").
    var articles: [[String]] = []
    /// Month names to month numbers.
    var months: [String: Int]
    /// Words between a day and a month ("of", "de"); Japanese uses `dayMarkers` instead.
    var dayMonthJoiners: [[String]] = []
    /// Suffixes after a day number ("th", "er"), and Japanese "月"/"日" markers.
    var ordinalSuffixes: Set<String> = []
    var monthMarker: String?
    var dayMarker: String?
    /// Words joining a date and a time ("の", ",").
    var dateTimeJoiners: [[String]] = []
    /// Words before a time ("at", "à", "um", "a las").
    var timeIntroducers: [[String]]
    /// Words after the hour ("h", "heures", "Uhr", "時", "o'clock").
    var hourWords: Set<String>
    /// Words after the minutes ("分", "min").
    var minuteWords: Set<String> = []
    /// Half and quarter past ("y media", "半", "et quart").
    var halfPast: [[String]] = []
    var quarterPast: [[String]] = []
    /// Morning and afternoon markers, after the time ("am", "de la tarde") or before it ("午後").
    var morningAfter: [[String]] = []
    var eveningAfter: [[String]] = []
    var morningBefore: [[String]] = []
    var eveningBefore: [[String]] = []
    var noon: [[String]]
    var midnight: [[String]]
    /// Words before a duration meaning "from now" ("in", "dans"), or after it ("後").
    var fromNowBefore: [[String]] = []
    var fromNowAfter: [[String]] = []

    /// Duration units in seconds ("minutes": 60, "h": 3600).
    var units: [String: Int]
    /// Words worth one before a unit ("a", "an").
    var articlesOne: Set<String> = []
    /// "half an hour", "une demi-heure", "eine halbe Stunde", "media hora": half of the next unit.
    var halfBefore: [[String]] = []
    /// "anderthalb", "eineinhalb": one and a half of the next unit.
    var oneAndHalfBefore: [[String]] = []
    /// "and a half", "et demie", "y media", "半" after a unit: half of it more.
    var halfAfter: [[String]] = []
    /// Words joining parts of a duration ("and", "et", "und", "y").
    var joiners: [[String]] = []

    static func words(for languageCode: String) -> TemporalWords {
        table[LanguageRules.baseLanguage(of: languageCode)] ?? table["en"]!
    }

    /// The length of the longest of `options` that starts `words`, or nil.
    static func prefix(of words: ArraySlice<String>, in options: [[String]]) -> Int? {
        var best: Int?
        for option in options where option.count <= words.count && option.count > (best ?? 0) {
            if zip(option, words).allSatisfy({ $0 == $1 }) { best = option.count }
        }
        return best
    }
}
