import Foundation

/// Where apps read the time: the system clock in the chat, a manual one in transcripts, so
/// "today" and lap durations give the same answer on every run.
///
/// Hark's own addition (App Intents reads `Date()`); apps receive it at the composition root.
///
/// ```swift
/// let clock = ManualClock(start: Date(timeIntervalSince1970: 0))
/// let app = try LapsApp.definition(database: db, clock: clock.appClock)
/// clock.advance(by: .seconds(65))
/// ```
public struct AppClock: Sendable {
    private let read: @Sendable () -> Date
    /// The time zone "today" is reckoned in: by default the system's, looked up when first
    /// used (a process that reckons no day never pays for Foundation's lookup).
    public let timeZone: TimeZone

    public init(timeZone: TimeZone = .autoupdatingCurrent, now: @escaping @Sendable () -> Date) {
        self.read = now
        self.timeZone = timeZone
    }

    /// The current time.
    public func now() -> Date { read() }

    /// The system clock.
    public static let system = AppClock { Date() }

    /// The calendar day containing `now()`, as a start and an end.
    public func today() -> DateInterval {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar.dateInterval(of: .day, for: now()) ?? DateInterval(start: now(), duration: 86_400)
    }
}

/// A clock that stands still until told to move, for transcripts and tests.
public final class ManualClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date
    public let timeZone: TimeZone

    public init(start: Date, timeZone: TimeZone = TimeZone(identifier: "UTC")!) {
        current = start
        self.timeZone = timeZone
    }

    public var now: Date {
        lock.lock()
        defer { lock.unlock() }
        return current
    }

    /// Lets time pass.
    public func advance(by duration: Duration) {
        let (seconds, attoseconds) = duration.components
        lock.lock()
        current += Double(seconds) + Double(attoseconds) / 1e18
        lock.unlock()
    }

    /// Sets the time.
    public func set(_ date: Date) {
        lock.lock()
        current = date
        lock.unlock()
    }

    /// This clock as apps read it.
    public var appClock: AppClock {
        AppClock(timeZone: timeZone) { [self] in now }
    }
}
