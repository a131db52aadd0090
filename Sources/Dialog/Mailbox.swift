import Foundation

/// A one-consumer queue between the task that runs an intent and the conversation that
/// waits for its next event. Posting never blocks; `next()` suspends until a value arrives.
final class Mailbox<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var queued: [Value] = []
    private var waiter: CheckedContinuation<Value, Never>?

    func post(_ value: Value) {
        lock.lock()
        if let waiter {
            self.waiter = nil
            lock.unlock()
            waiter.resume(returning: value)
        } else {
            queued.append(value)
            lock.unlock()
        }
    }

    func next() async -> Value {
        await withCheckedContinuation { continuation in
            lock.lock()
            if queued.isEmpty {
                waiter = continuation
                lock.unlock()
            } else {
                let value = queued.removeFirst()
                lock.unlock()
                continuation.resume(returning: value)
            }
        }
    }
}
