import Foundation
import Intents

/// One conversation in progress: the task that matches, resolves and performs an intent,
/// and the two channels between it and the ``Conversation`` — questions and the final
/// answer going out, the person's lines coming in.
final class Flow: @unchecked Sendable {
    enum Event: Sendable {
        case question(Question, Response)
        case finished(Response)
    }

    /// Thrown into the flow when the person cancels.
    struct Cancelled: Error {}

    let events = Mailbox<Event>()
    private let lock = NSLock()
    private var pendingAnswer: CheckedContinuation<String, any Error>?

    /// Flow side: shows a question and waits for the person's line.
    func ask(_ question: Question, response: Response) async throws -> String {
        try await withCheckedThrowingContinuation { continuation in
            lock.lock()
            pendingAnswer = continuation
            lock.unlock()
            events.post(.question(question, response))
        }
    }

    /// Conversation side: hands the person's line to the waiting question.
    func answer(_ line: String) {
        takePending()?.resume(returning: line)
    }

    /// Conversation side: ends the question with cancellation.
    func cancel() {
        takePending()?.resume(throwing: Cancelled())
    }

    private func takePending() -> CheckedContinuation<String, any Error>? {
        lock.lock()
        defer { lock.unlock() }
        let pending = pendingAnswer
        pendingAnswer = nil
        return pending
    }
}
