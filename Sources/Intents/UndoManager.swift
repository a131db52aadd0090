import Foundation

#if !canImport(Darwin)
/// Foundation's undo stack, which Foundation on Linux lacks: enough of it for
/// ``UndoableIntent`` — registering undo actions, naming them, and undoing the last one.
public final class UndoManager: @unchecked Sendable {
    private let lock = NSLock()
    private var actions: [(name: String, run: () -> Void)] = []
    private var pendingName = ""

    public init() {}

    /// Registers `handler` to undo the last change, called with `target`.
    public func registerUndo<Target: AnyObject>(withTarget target: Target, handler: @escaping (Target) -> Void) {
        lock.lock()
        actions.append((pendingName, { handler(target) }))
        pendingName = ""
        lock.unlock()
    }

    /// Names the action being registered ("Delete Task").
    public func setActionName(_ actionName: String) {
        lock.lock()
        if actions.isEmpty { pendingName = actionName } else { actions[actions.count - 1].name = actionName }
        lock.unlock()
    }

    public var canUndo: Bool {
        lock.lock()
        defer { lock.unlock() }
        return !actions.isEmpty
    }

    /// The name of the action `undo()` would undo.
    public var undoActionName: String {
        lock.lock()
        defer { lock.unlock() }
        return actions.last?.name ?? ""
    }

    /// Undoes the last registered action.
    public func undo() {
        lock.lock()
        let action = actions.popLast()
        lock.unlock()
        action?.run()
    }

    public func removeAllActions() {
        lock.lock()
        actions.removeAll()
        lock.unlock()
    }
}
#endif
