/// An intent whose work can be undone (iOS 17): it registers its undo with `undoManager`.
///
/// Hark gives each run an ``UndoManager`` that keeps the registrations; the chat has no undo
/// command yet, so they are kept for tests (``UndoManager/undo()``).
public protocol UndoableIntent: AppIntent {
    var undoManager: UndoManager? { get }
}

extension UndoableIntent {
    public var undoManager: UndoManager? { IntentRuntime.context.undoManager }
}
