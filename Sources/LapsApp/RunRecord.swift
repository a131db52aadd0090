import Foundation

/// A run as the Laps app stores it: a flat, immutable snapshot read from `LapStore`.
///
/// Intents never see SQL; they get records from the store and turn them into entities.
public struct RunRecord: Sendable, Equatable, Identifiable {
    /// What became of a run.
    public enum Status: String, Sendable, CaseIterable {
        /// Still going: laps can be recorded, and it can be stopped.
        case running
        /// Stopped and kept in history.
        case saved
        /// Stopped, kept, and one of its laps saved as the benchmark.
        case benchmark
    }

    /// The stable identifier, stored as the UUID's string.
    public let id: UUID
    /// When the run started, by the store's clock.
    public let startedAt: Date
    /// When the run was stopped; nil while it is running.
    public let endedAt: Date?
    /// Running, saved or saved with a benchmark lap.
    public let status: Status
    /// The lap saved as the benchmark, when `status` is `.benchmark`.
    public let benchmarkLapID: UUID?

    public init(id: UUID, startedAt: Date, endedAt: Date?, status: Status, benchmarkLapID: UUID?) {
        self.id = id
        self.startedAt = startedAt
        self.endedAt = endedAt
        self.status = status
        self.benchmarkLapID = benchmarkLapID
    }
}
