import Foundation
import Intents
import Storage
import TestSupport
import Testing

@testable import LapsApp

/// One test's world: a throwaway database, a manual clock at a fixed start, and Laps
/// registered over both, as the composition root registers it.
struct LapsHarness {
    static let start = Date(timeIntervalSince1970: 1_800_000_000)

    let clock = ManualClock(start: LapsHarness.start)
    let database: Database
    let app: AppDefinition
    let store: LapStore

    init() throws {
        database = try Database(path: ":memory:")
        app = try LapsApp.definition(database: database, clock: clock.appClock)
        store = app.dependencies.resolve(LapStore.self)
    }

    /// A fresh invocation of an intent type, with the given parameters set.
    func invocation<Intent: AppIntent>(_ type: Intent.Type, _ values: [String: any Sendable] = [:]) throws
        -> IntentInvocation
    {
        try app.invocation(type, values)
    }

    /// Runs an intent with a scripted conversation and returns its dialog's key and arguments.
    @discardableResult
    func perform<Intent: AppIntent>(
        _ type: Intent.Type, _ values: [String: any Sendable] = [:],
        answering conversation: ScriptedConversation = ScriptedConversation()
    ) async throws -> LocalizedStringResource? {
        try await app.perform(type, values, answering: conversation)
    }

    /// Runs `body` with Laps' dependencies, and `intent` as the one being filled in.
    func withContext<Result: Sendable>(intent: (any AppIntent)? = nil, _ body: () async throws -> Result)
        async rethrows -> Result
    {
        try await IntentRuntime.$context.withValue(
            IntentRuntime.Context(dependencies: app.dependencies, intent: intent), operation: body)
    }

    /// Starts a run and records a lap after each of `laps`, letting that much time pass first.
    @discardableResult
    func run(laps: [Duration]) throws -> RunRecord {
        guard case .started(let run) = try store.startRun() else { throw HarnessError.runAlreadyGoing }
        for lap in laps {
            clock.advance(by: lap)
            _ = try store.recordLap()
        }
        return run
    }

    enum HarnessError: Error { case runAlreadyGoing }
}
