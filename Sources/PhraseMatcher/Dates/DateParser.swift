import Foundation

/// Reads a date, a time, or both, spoken in one language, relative to a reference date:
/// "today", "tomorrow at 5 pm", "next Friday", "March 5", "in 10 minutes", "demain à 17 h",
/// "nächsten Freitag um 9 Uhr", "el viernes a las 5 de la tarde", "明日の午後5時".
///
/// A day alone gives midnight at the start of that day (`includesTime` false); a time alone
/// gives that time on the reference day. A bare number is not a date. "next Friday" is the
/// coming Friday, never today; "Friday" may be today.
///
/// ```swift
/// let parser = DateParser(languageCode: "en")
/// parser.reading(of: ["tomorrow", "at", "5", "pm"], now: now, calendar: calendar)
/// // Reading(date: tomorrow 17:00, includesTime: true, wordCount: 4)
/// ```
struct DateParser: Sendable {
    /// A date, whether a time of day was said, and the words it took.
    struct Reading: Sendable, Hashable {
        var date: Date
        var includesTime: Bool
        var wordCount: Int
    }

    let words: TemporalWords
    let numbers: any NumberParser
    let durations: DurationParser

    init(languageCode: String, numbers: (any NumberParser)? = nil) {
        words = TemporalWords.words(for: languageCode)
        self.numbers = numbers ?? defaultNumberParser(for: languageCode)
        durations = DurationParser(languageCode: languageCode, numbers: self.numbers)
    }

    func reading(of input: ArraySlice<String>, now: Date, calendar: Calendar) -> Reading? {
        let today = calendar.startOfDay(for: now)
        if let relative = fromNow(input) {
            return Reading(
                date: now.addingTimeInterval(TimeInterval(relative.seconds)), includesTime: relative.seconds < 86400,
                wordCount: relative.wordCount)
        }
        if let day = day(input, today: today, calendar: calendar) {
            var rest = input.dropFirst(day.wordCount)
            var joined = 0
            if let joiner = TemporalWords.prefix(of: rest, in: words.dateTimeJoiners) {
                rest = rest.dropFirst(joiner)
                joined = joiner
            }
            if let time = time(rest), let date = at(time.minutes, on: day.date, calendar: calendar) {
                return Reading(date: date, includesTime: true, wordCount: day.wordCount + joined + time.wordCount)
            }
            return Reading(date: day.date, includesTime: false, wordCount: day.wordCount)
        }
        guard let time = time(input) else { return nil }
        var dayStart = today
        var count = time.wordCount
        if let day = day(input.dropFirst(time.wordCount), today: today, calendar: calendar) {
            dayStart = day.date
            count += day.wordCount
        }
        guard let date = at(time.minutes, on: dayStart, calendar: calendar) else { return nil }
        return Reading(date: date, includesTime: true, wordCount: count)
    }

    /// "in ten minutes", "dans 3 jours", "3日後".
    private func fromNow(_ input: ArraySlice<String>) -> DurationParser.Reading? {
        if let before = TemporalWords.prefix(of: input, in: words.fromNowBefore),
            let duration = durations.reading(of: input.dropFirst(before))
        {
            return .init(seconds: duration.seconds, wordCount: before + duration.wordCount)
        }
        if !words.fromNowAfter.isEmpty, let duration = durations.reading(of: input),
            let after = TemporalWords.prefix(of: input.dropFirst(duration.wordCount), in: words.fromNowAfter)
        {
            return .init(seconds: duration.seconds, wordCount: duration.wordCount + after)
        }
        return nil
    }

    /// A day: relative, a weekday, or a day and month; its start and the words it took.
    private func day(_ input: ArraySlice<String>, today: Date, calendar: Calendar) -> (date: Date, wordCount: Int)? {
        var best: (days: Int, count: Int)?
        for (phrase, days) in words.relativeDays where phrase.count > (best?.count ?? 0) {
            if TemporalWords.prefix(of: input, in: [phrase]) != nil { best = (days, phrase.count) }
        }
        if let best, let date = calendar.date(byAdding: .day, value: best.days, to: today) {
            return (date, best.count)
        }
        if let weekday = weekday(input, today: today, calendar: calendar) { return weekday }
        return monthDay(input, today: today, calendar: calendar)
    }

    private func weekday(_ input: ArraySlice<String>, today: Date, calendar: Calendar) -> (date: Date, wordCount: Int)?
    {
        var position = input.startIndex
        var mode = 0  // 0: this or coming, 1: next (not today), 2: in the next calendar week
        if let count = TemporalWords.prefix(of: input, in: words.nextWeekBefore) {
            mode = 2
            position += count
        } else if let count = TemporalWords.prefix(of: input, in: words.nextBefore) {
            mode = 1
            position += count
        } else if let count = TemporalWords.prefix(of: input, in: words.articles) {
            position += count
        }
        guard position < input.endIndex, let target = words.weekdays[input[position]] else { return nil }
        position += 1
        if mode == 0, let count = TemporalWords.prefix(of: input[position...], in: words.nextAfter) {
            mode = 1
            position += count
        }
        let current = calendar.component(.weekday, from: today)
        var ahead = (target - current + 7) % 7
        switch mode {
        case 1: if ahead == 0 { ahead = 7 }
        case 2:
            // Monday-based weeks: days to next Monday, then to the target.
            let mondayBased = { (weekday: Int) in (weekday + 5) % 7 }
            ahead = 7 - mondayBased(current) + mondayBased(target)
        default: break
        }
        guard let date = calendar.date(byAdding: .day, value: ahead, to: today) else { return nil }
        return (date, position - input.startIndex)
    }

    /// "March 5", "5 March", "the 5th of March", "le 1er mars", "5. März", "5 de marzo", "3月5日".
    private func monthDay(_ input: ArraySlice<String>, today: Date, calendar: Calendar) -> (date: Date, wordCount: Int)?
    {
        var position = input.startIndex
        if let count = TemporalWords.prefix(of: input, in: words.articles) { position += count }
        var month: Int?
        var day: Int?
        if let marker = words.monthMarker, let dayMarker = words.dayMarker {
            guard let number = numbers.reading(of: input[position...]) else { return nil }
            position += number.wordCount
            guard position < input.endIndex, input[position] == marker else { return nil }
            position += 1
            month = number.value
            guard let dayNumber = numbers.reading(of: input[position...]) else { return nil }
            position += dayNumber.wordCount
            guard position < input.endIndex, input[position] == dayMarker else { return nil }
            position += 1
            day = dayNumber.value
        } else if position < input.endIndex, let name = words.months[input[position]] {
            position += 1
            guard let number = numbers.reading(of: input[position...]) else { return nil }
            position += number.wordCount
            if position < input.endIndex, words.ordinalSuffixes.contains(input[position]) { position += 1 }
            (month, day) = (name, number.value)
        } else {
            guard let number = numbers.reading(of: input[position...]) else { return nil }
            position += number.wordCount
            if position < input.endIndex, words.ordinalSuffixes.contains(input[position]) { position += 1 }
            if let joiner = TemporalWords.prefix(of: input[position...], in: words.dayMonthJoiners) {
                position += joiner
            }
            guard position < input.endIndex, let name = words.months[input[position]] else { return nil }
            position += 1
            (month, day) = (name, number.value)
        }
        guard let month, let day, (1...12).contains(month), (1...31).contains(day) else { return nil }
        var components = calendar.dateComponents([.year], from: today)
        components.month = month
        components.day = day
        guard var date = calendar.date(from: components), calendar.component(.day, from: date) == day else {
            return nil
        }
        if date < today, let next = calendar.date(byAdding: .year, value: 1, to: date) { date = next }
        return (date, position - input.startIndex)
    }

    /// A time of day in minutes after midnight, and the words it took.
    private func time(_ input: ArraySlice<String>) -> (minutes: Int, wordCount: Int)? {
        var position = input.startIndex
        var marked = false
        if let count = TemporalWords.prefix(of: input, in: words.timeIntroducers) {
            position += count
            marked = true
        }
        var half: Int?  // 0: morning, 12: evening
        if let count = TemporalWords.prefix(of: input[position...], in: words.morningBefore) {
            (half, position, marked) = (0, position + count, true)
        } else if let count = TemporalWords.prefix(of: input[position...], in: words.eveningBefore) {
            (half, position, marked) = (12, position + count, true)
        }
        if let count = TemporalWords.prefix(of: input[position...], in: words.noon) {
            return (12 * 60, position + count - input.startIndex)
        }
        if let count = TemporalWords.prefix(of: input[position...], in: words.midnight) {
            return (0, position + count - input.startIndex)
        }
        guard let hour = numbers.reading(of: input[position...]), (0...24).contains(hour.value) else { return nil }
        position += hour.wordCount
        var minutes = 0
        var hasHourWord = false
        if position < input.endIndex, words.hourWords.contains(input[position]) {
            position += 1
            marked = true
            hasHourWord = true
        }
        if let count = TemporalWords.prefix(of: input[position...], in: words.halfPast) {
            (minutes, position, marked) = (30, position + count, true)
        } else if let count = TemporalWords.prefix(of: input[position...], in: words.quarterPast) {
            (minutes, position, marked) = (15, position + count, true)
        } else if let minute = numbers.reading(of: input[position...]), (0...59).contains(minute.value),
            hasHourWord || decimalValue(of: input[position]) != nil
        {
            // "5 30 pm", "17 h 30", "5時30分"; a spelled number needs the hour word first.
            let after = position + minute.wordCount
            if after < input.endIndex, words.units[input[after]] != nil, !words.minuteWords.contains(input[after]) {
                // "at 5 10 minutes" is not a time of 5:10.
            } else {
                minutes = minute.value
                position = after
                if position < input.endIndex, words.minuteWords.contains(input[position]) { position += 1 }
                marked = marked || hasHourWord || input[input.startIndex..<position].count > 1
            }
        }
        if half == nil, let count = TemporalWords.prefix(of: input[position...], in: words.morningAfter) {
            (half, position, marked) = (0, position + count, true)
        } else if half == nil, let count = TemporalWords.prefix(of: input[position...], in: words.eveningAfter) {
            (half, position, marked) = (12, position + count, true)
        }
        guard marked else { return nil }
        var hours = hour.value
        if let half {
            guard hours <= 12 else { return nil }
            if half == 12, hours < 12 { hours += 12 }
            if half == 0, hours == 12 { hours = 0 }
        }
        guard hours < 24 || (hours == 24 && minutes == 0) else { return nil }
        return (hours % 24 * 60 + minutes, position - input.startIndex)
    }

    private func at(_ minutes: Int, on day: Date, calendar: Calendar) -> Date? {
        calendar.date(bySettingHour: minutes / 60, minute: minutes % 60, second: 0, of: day)
    }
}
