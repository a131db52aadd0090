import Foundation

/// What the rule apps did, in order, so a test can check that nothing ran that should not
/// have, and that nothing acknowledged was lost.
public final class RuleLog: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String] = []

    public init() {}

    func add(_ entry: String) {
        lock.lock()
        entries.append(entry)
        lock.unlock()
    }

    /// Every entry so far.
    public var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return entries
    }
}
