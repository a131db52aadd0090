extension LapStore {
    /// What `recordLap()` did.
    public enum LapOutcome: Sendable, Equatable {
        /// The lap was recorded in the running run.
        case recorded(LapRecord)
        /// No run is going, so there is nothing to record a lap in.
        case noRun
    }
}
