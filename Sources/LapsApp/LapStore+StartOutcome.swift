extension LapStore {
    /// What `startRun()` did: a run already going is an expected outcome, said as a dialog.
    public enum StartOutcome: Sendable, Equatable {
        /// A new run is going.
        case started(RunRecord)
        /// A run was already going; nothing changed.
        case alreadyRunning(RunRecord)
    }
}
