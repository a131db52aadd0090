import Foundation
import Intents
import Synchronization

/// What a conversation keeps between turns so that a person can follow up: the question
/// waiting and the request it belongs to, and — for a short time after a result — what that
/// request did, for "it", "the other one" and "undo".
///
/// ```swift
/// // > complete eggs       < Completed “Eggs”.
/// followUp.last?.returned  // the task “Eggs”
/// // > delete it too       < Delete “Eggs”?
/// ```
struct FollowUp {
    /// How long after a result "it", "the other one" and "undo" still refer to it.
    static let window: Duration = .seconds(120)

    /// The running flow's side of the conversation, set by the flow's body when it starts.
    final class SessionBox: Sendable {
        private let value = Mutex<FlowConversation?>(nil)

        func set(_ conversation: FlowConversation) {
            value.withLock { $0 = conversation }
        }

        var conversation: FlowConversation? {
            value.withLock { $0 }
        }
    }

    /// What a finished request did.
    struct LastRequest: @unchecked Sendable {
        // Values are the intent's parameter values and returned value, each Sendable.
        let time: Date
        let app: AppDefinition
        let intent: IntentDefinition
        /// The intent's parameter values when it ran, by name.
        let values: [String: any Sendable]
        /// What it returned (the task it added or completed), if anything.
        let returned: (any Sendable)?
        /// The choices each parameter was picked from.
        let choices: [String: FlowConversation.Choices]
        /// Where an ``UndoableIntent`` registered how to undo it.
        let undoManager: UndoManager

        /// Whether the request still counts as "the last one" at `now`.
        func isRecent(at now: Date) -> Bool {
            now.timeIntervalSince(time) >= 0 && now.timeIntervalSince(time) <= Double(FollowUp.window.components.seconds)
        }
    }

    var session: SessionBox?
    /// The question the running flow waits on.
    var asked: Flow.Asked?
    /// The last request that gave a result.
    var last: LastRequest?

    /// Notes how the running flow ended: a result becomes the last request; anything else
    /// (cancelled, declined, failed) leaves the one before.
    mutating func finish(_ response: Response, now: Date) {
        defer {
            session = nil
            asked = nil
        }
        guard response.kind == .result, let conversation = session?.conversation, let request = conversation.request
        else { return }
        var values: [String: any Sendable] = [:]
        for parameter in request.intent.parameters {
            if let value = request.invocation.value(for: parameter.name) { values[parameter.name] = value }
        }
        last = LastRequest(
            time: now, app: request.app, intent: request.intent, values: values, returned: conversation.returned,
            choices: conversation.choices, undoManager: request.invocation.undoManager)
    }
}
