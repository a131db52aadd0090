import Foundation

/// Runs async work to completion from libFuzzer's synchronous callback.
///
/// The callback runs on the main thread, outside any actor; the work runs on the global
/// concurrent executor while this thread waits on a semaphore.
func runBlocking<Value: Sendable>(_ work: @escaping @Sendable () async -> Value) -> Value {
    let box = ResultBox<Value>()
    let done = DispatchSemaphore(value: 0)
    Task {
        box.value = await work()
        done.signal()
    }
    done.wait()
    return box.value!
}

private final class ResultBox<Value>: @unchecked Sendable {
    // Written by the task before it signals, read after the wait: ordered by the semaphore.
    var value: Value?
}
