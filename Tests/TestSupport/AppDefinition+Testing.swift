import Intents

/// Runs an app's intents directly, as the runtime does, for tests that need no conversation.
extension AppDefinition {
    /// The intent type is not registered in this app.
    public struct UnregisteredIntent: Error, CustomStringConvertible {
        public let id: String
        public var description: String { "No intent \(id) is registered." }
    }

    /// A fresh invocation of an intent type of this app, with the given parameters set.
    public func invocation<Intent: AppIntent>(_ type: Intent.Type, _ values: [String: any Sendable] = [:]) throws
        -> IntentInvocation
    {
        let id = "\(name).\(Intent.self)"
        guard let definition = intent(withID: id) else { throw UnregisteredIntent(id: id) }
        let invocation = definition.makeInvocation()
        for (name, value) in values {
            try invocation.setValue(value, for: name)
        }
        return invocation
    }

    /// Runs an intent of this app with a scripted conversation and returns its dialog.
    @discardableResult
    public func perform<Intent: AppIntent>(
        _ type: Intent.Type, _ values: [String: any Sendable] = [:],
        answering conversation: ScriptedConversation = ScriptedConversation()
    ) async throws -> LocalizedStringResource? {
        try await invocation(type, values).perform(conversation: conversation, dependencies: dependencies).dialog?.full
    }
}
