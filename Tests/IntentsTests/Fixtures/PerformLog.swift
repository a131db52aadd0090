import Synchronization

/// Counts `perform()` calls per intent, registered as a dependency so a test can see a
/// `needsValueError` run `perform()` again.
final class PerformLog: Sendable {
    private let calls = Mutex<[String]>([])

    func record(_ intent: String) {
        calls.withLock { $0.append(intent) }
    }

    func count(of intent: String) -> Int {
        calls.withLock { calls in calls.filter { $0 == intent }.count }
    }
}
