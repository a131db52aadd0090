import Foundation
import Intents

/// A due date as a person says it, relative to now: "today", "tomorrow at 5 PM", "this
/// Friday", "on March 12 at 9:30 AM" — each in the person's language from the app's catalog, with
/// weekday and month names and the time written by CLDR for that language.
///
/// A date at midnight is a day alone (the person said no time).
///
/// ```swift
/// DueDate(tomorrowAt5pm, now: now, timeZone: utc).spoken  // "tomorrow at 5 PM"
/// ```
struct DueDate {
    let date: Date
    let now: Date
    let timeZone: TimeZone

    init(_ date: Date, now: Date, timeZone: TimeZone) {
        self.date = date
        self.now = now
        self.timeZone = timeZone
    }

    var spoken: LocalizedStringResource {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let days = calendar.dateComponents([.day], from: calendar.startOfDay(for: now), to: calendar.startOfDay(for: date)).day ?? 0
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        let style = Date.FormatStyle(calendar: calendar, timeZone: timeZone)
        let time: Date.FormatStyle? =
            parts.hour == 0 && parts.minute == 0 ? nil : parts.minute == 0 ? style.hour() : style.hour().minute()
        let weekday = style.weekday(.wide)
        let day = style.month(.wide).day()
        switch (days, time) {
        case (0, nil): return "today"
        case (0, let time?): return "today at \(date, format: time)"
        case (1, nil): return "tomorrow"
        case (1, let time?): return "tomorrow at \(date, format: time)"
        // Within the coming week, the weekday ("this Friday").
        case (2...6, nil): return "this \(date, format: weekday)"
        case (2...6, let time?): return "this \(date, format: weekday) at \(date, format: time)"
        case (_, nil): return "on \(date, format: day)"
        case (_, let time?): return "on \(date, format: day) at \(date, format: time)"
        }
    }
}
