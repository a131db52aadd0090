extension LapStore {
    /// What `stop(runID:as:)` did. Every case but the first three is an expected conflict.
    public enum StopOutcome: Sendable, Equatable {
        /// The run was kept, with this lap as its benchmark.
        case savedBenchmark(RunRecord, benchmark: LapRecord)
        /// The run was kept.
        case saved(RunRecord)
        /// The run and its laps were deleted.
        case discarded
        /// That run is not going (it was stopped already, or never existed); nothing changed.
        case notRunning
        /// The lap named for the benchmark is not a candidate of that run; nothing changed.
        case notACandidate(lapID: String)
    }
}
