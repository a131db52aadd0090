import Foundation

/// A recorded lap: its run, its number within the run (from 1), when it ended and how long
/// it took.
public struct LapRecord: Sendable, Equatable, Identifiable {
    /// The stable identifier, stored as the UUID's string.
    public let id: UUID
    /// The run the lap belongs to.
    public let runID: UUID
    /// 1 for the run's first lap, 2 for the next, …
    public let number: Int
    /// When the lap ended, by the store's clock.
    public let endedAt: Date
    /// From the end of the previous lap (or the start of the run) to `endedAt`, to the millisecond.
    public let duration: Duration

    public init(id: UUID, runID: UUID, number: Int, endedAt: Date, duration: Duration) {
        self.id = id
        self.runID = runID
        self.number = number
        self.endedAt = endedAt
        self.duration = duration
    }
}
