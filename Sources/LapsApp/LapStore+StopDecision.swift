extension LapStore {
    /// What to do with a run when it stops.
    public enum StopDecision: Sendable, Equatable {
        /// Keep the run, with the candidate lap of this id (a lap's UUID string, or
        /// `"final"`) as the benchmark.
        case saveAsBenchmark(lapID: String)
        /// Keep the run in history.
        case save
        /// Delete the run and its laps.
        case discard
    }
}
