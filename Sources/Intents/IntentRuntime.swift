/// The context an intent runs in: who answers its questions and where its dependencies
/// come from. Set by the runner for the duration of `perform()` and of entity queries.
public enum IntentRuntime {
    @TaskLocal public static var conversation: (any IntentConversation)?
    @TaskLocal public static var dependencies: AppDependencyManager = .shared
    /// Called by `updateAppShortcutParameters()`: the conversation refreshes its vocabularies.
    @TaskLocal public static var parameterUpdates: (@Sendable () -> Void)?

    static func currentConversation() throws -> any IntentConversation {
        guard let conversation else { throw IntentRuntimeError.noConversation }
        return conversation
    }

    static func confirm(parameter: ParameterInfo?, item: DisplayRepresentation?, dialog: IntentDialog?) async throws {
        let yes = try await currentConversation().requestConfirmation(for: parameter, item: item, dialog: dialog)
        if !yes { throw AppIntentError.userCancelled }
    }
}

/// Programming errors of the runtime, each with the data to find the cause.
public enum IntentRuntimeError: Error, Sendable, Equatable, CustomStringConvertible {
    case noConversation
    case unknownParameter(intent: String, name: String)
    case wrongValueType(parameter: String, expected: String, got: String)
    case unsupportedKeyPath(intent: String)

    public var description: String {
        switch self {
        case .noConversation: "An intent asked a question outside a conversation."
        case .unknownParameter(let intent, let name): "\(intent) has no parameter named \(name)."
        case .wrongValueType(let parameter, let expected, let got): "The parameter \(parameter) takes \(expected), not \(got)."
        case .unsupportedKeyPath(let intent): "A key path of \(intent) does not lead to a @Parameter."
        }
    }
}
