import Foundation

/// A lap that may be saved as the benchmark of the run being stopped: one of the run's
/// recorded laps, or the final lap that stopping would record.
///
/// The id is the recorded lap's UUID string, or ``LapCandidate/finalID`` for the final lap,
/// which has no row until the run is stopped.
public struct LapCandidate: Sendable, Equatable, Identifiable {
    /// The id of the not-yet-persisted final lap.
    public static let finalID = "final"

    /// The recorded lap's UUID string, or `"final"`.
    public let id: String
    /// The run the lap belongs to.
    public let runID: UUID
    /// The lap's number within the run; the final lap comes after every recorded one.
    public let number: Int
    /// How long the lap took; for the final lap, how long it has lasted so far.
    public let duration: Duration

    /// True for the final lap, which stopping the run records.
    public var isFinal: Bool { id == Self.finalID }

    public init(id: String, runID: UUID, number: Int, duration: Duration) {
        self.id = id
        self.runID = runID
        self.number = number
        self.duration = duration
    }

    /// A recorded lap as a candidate.
    init(_ lap: LapRecord) {
        self.init(id: lap.id.uuidString, runID: lap.runID, number: lap.number, duration: lap.duration)
    }
}
