import Foundation
import Intents
import Storage
import TestSupport
import Testing

@testable import SoupChefApp

/// One test's world: a throwaway database, a manual clock (UTC) at a fixed start, and Soup
/// Chef registered over both, as the composition root registers it.
struct SoupChefHarness {
    /// 2027-01-15 12:00:00 UTC.
    static let noon = Date(timeIntervalSince1970: 1_800_014_400)

    let clock: ManualClock
    let database: Database
    let app: AppDefinition
    let store: OrderStore

    init(start: Date = SoupChefHarness.noon) throws {
        clock = ManualClock(start: start)
        database = try Database(path: ":memory:")
        app = try SoupChefApp.definition(database: database, clock: clock.appClock)
        store = app.dependencies.resolve(OrderStore.self)
    }

    /// A fresh invocation of an intent type, with the given parameters set.
    func invocation<Intent: AppIntent>(_ type: Intent.Type, _ values: [String: any Sendable] = [:]) throws
        -> IntentInvocation
    {
        try app.invocation(type, values)
    }

    /// Runs an intent with a scripted conversation and returns its dialog.
    @discardableResult
    func perform<Intent: AppIntent>(
        _ type: Intent.Type, _ values: [String: any Sendable] = [:],
        answering conversation: ScriptedConversation = ScriptedConversation()
    ) async throws -> LocalizedStringResource? {
        try await app.perform(type, values, answering: conversation)
    }

    /// Runs `body` with Soup Chef's dependencies, as the runner does around entity queries.
    func withDependencies<Result: Sendable>(_ body: () async throws -> Result) async rethrows -> Result {
        try await IntentRuntime.$context.withValue(
            IntentRuntime.Context(dependencies: app.dependencies), operation: body)
    }
}
