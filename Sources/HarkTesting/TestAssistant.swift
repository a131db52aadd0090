import Foundation
import HarkKit
import Intents
import Storage

/// An assistant of your apps for a test: its own in-memory database, a clock that stands still
/// until told to move, and one language. Drive it turn by turn and check each answer.
///
/// ```swift
/// @Test func ordering() async throws {
///     let assistant = try await TestAssistant(apps: [cellar], language: .french)
///     #expect(await assistant.say("range le vin dans Cellar").dialog == "Vin est à la cave.")
///     assistant.wait(.seconds(90))
/// }
/// ```
public struct TestAssistant: Sendable {
    /// The time the apps read; `wait(_:)` moves it.
    public let clock: ManualClock
    /// The language the assistant speaks.
    public let language: Language
    let conversation: Conversation

    /// Starts an assistant of `apps` on a new in-memory database, at `start`.
    public init(apps: [AssistantApp], language: Language = .english, start: Date = Transcript.defaultStart)
        async throws
    {
        let clock = ManualClock(start: start)
        self.clock = clock
        self.language = language
        conversation = try await Self.conversation(apps: apps, language: language, clock: clock, database: ":memory:")
    }

    /// Answers one line, as the chat or a pipe would.
    public func say(_ line: String) async -> Response {
        await conversation.respond(to: line)
    }

    /// Lets time pass.
    public func wait(_ duration: Duration) {
        clock.advance(by: duration)
    }

    /// A conversation with `apps` over the database at `path`, reading time from `clock`.
    static func conversation(apps: [AssistantApp], language: Language, clock: ManualClock, database path: String)
        async throws -> Conversation
    {
        let localizer = try AssistantSetup.localizer(apps: apps, language: language)
        let database = try Database(path: path)
        let definitions = try AssistantSetup.definitions(of: apps, database: database, clock: clock.appClock)
        return try await Conversation(
            apps: definitions, localizer: localizer, clock: clock.appClock,
            classifyError: AssistantSetup.failureKind)
    }
}
