import Foundation
import Intents

/// Replays transcripts against fresh conversations and reports each answer that differs.
///
/// The caller makes each conversation (a new database per transcript) from the clock the
/// runner controls, so `# now:` and `# wait:` move the time the apps see.
public struct TranscriptRunner: Sendable {
    /// One answer line that was not what the transcript expected.
    public struct Failure: Sendable, Equatable {
        public let file: String
        public let line: Int
        public let said: String
        /// The expected line; nil when nothing more was expected.
        public let expected: String?
        /// The actual line; nil when Hark said nothing there.
        public let actual: String?

        /// The failure as a person reads it, in the localizer's language.
        public func description(in localizer: Localizer) -> String {
            localizer.string(
                "hark.test.failure", .string(file), .string(String(line)), .string(said),
                .string(expected ?? localizer.string("hark.test.nothingMore")),
                .string(actual ?? localizer.string("hark.test.nothing")))
        }
    }

    /// What one transcript came to.
    public struct Outcome: Sendable {
        public let passed: Int
        public let failures: [Failure]
    }

    let makeConversation: @Sendable (ManualClock) async throws -> Conversation

    public init(makeConversation: @escaping @Sendable (ManualClock) async throws -> Conversation) {
        self.makeConversation = makeConversation
    }

    public func run(_ transcript: Transcript) async throws -> Outcome {
        let clock = ManualClock(start: Transcript.defaultStart)
        let conversation = try await makeConversation(clock)
        var passed = 0
        var failures: [Failure] = []
        for step in transcript.steps {
            switch step {
            case .setTime(let date, _):
                clock.set(date)
            case .wait(let duration, _):
                clock.advance(by: duration)
            case .say(let said, let line, let expected):
                let actual = await conversation.respond(to: said).lines
                for (index, item) in expected.enumerated() {
                    let shown = index < actual.count ? actual[index] : nil
                    if index < actual.count, item.expectation.matches(actual[index]) {
                        passed += 1
                    } else {
                        failures.append(
                            Failure(
                                file: transcript.name, line: item.line, said: said, expected: item.expectation.text,
                                actual: shown))
                    }
                }
                if !expected.isEmpty, actual.count > expected.count {
                    failures.append(
                        Failure(
                            file: transcript.name, line: expected.last?.line ?? line, said: said,
                            expected: nil,
                            actual: actual[expected.count...].joined(separator: " / ")))
                }
            }
        }
        return Outcome(passed: passed, failures: failures)
    }
}
