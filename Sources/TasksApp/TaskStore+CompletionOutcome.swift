extension TaskStore {
    /// What `complete(id:)` did: an already completed task is an expected outcome, which
    /// the intent turns into a dialog, not an error.
    public enum CompletionOutcome: Sendable, Equatable {
        /// The task was open and is now complete; the record shows it completed.
        case completed(TaskRecord)
        /// The task had been completed before; nothing changed.
        case alreadyComplete(TaskRecord)
        /// No task has that id (it may have been deleted).
        case notFound
    }
}
