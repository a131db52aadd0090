import Foundation

/// The "now" and the time zone that date slots are read against.
///
/// Inject a fixed clock for deterministic results; the system clock is the default.
///
/// ```swift
/// let clock = ReferenceClock.fixed(Date(timeIntervalSince1970: 1_767_225_600), timeZone: TimeZone(identifier: "Europe/Paris")!)
/// let index = try PhraseIndex(set, clock: clock)
/// ```
public struct ReferenceClock: Sendable {
    /// The current date.
    public var now: @Sendable () -> Date
    /// The time zone days start and end in.
    public var timeZone: TimeZone

    public init(timeZone: TimeZone, now: @escaping @Sendable () -> Date) {
        self.now = now
        self.timeZone = timeZone
    }

    /// The system's clock and time zone.
    public static var system: ReferenceClock { ReferenceClock(timeZone: .autoupdatingCurrent, now: { Date() }) }

    /// Always `date`, in `timeZone`.
    public static func fixed(_ date: Date, timeZone: TimeZone) -> ReferenceClock {
        ReferenceClock(timeZone: timeZone, now: { date })
    }

    /// A Gregorian calendar in the clock's time zone.
    var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }
}
