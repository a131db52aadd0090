/// Errors the App Intents runtime defines; Hark's conversation turns each into a sentence.
public enum AppIntentError: Error, Sendable, Hashable {
    /// The person said no to a confirmation or cancelled the conversation.
    case userCancelled
    /// The value the person gave cannot be used.
    case invalidInput
    /// Something the intent needed could not be found.
    case entityNotFound
    /// Anything else, with a sentence to say.
    case general(LocalizedStringResource)
}

/// Thrown by `$param.needsValueError(…)`: Hark asks for the parameter and runs `perform()`
/// again with the answer.
public struct NeedsValueError: Error, Sendable {
    public let parameterName: String
    public let dialog: IntentDialog?
}

/// Thrown by `$param.needsDisambiguationError(among:dialog:)`: Hark offers the choices and
/// runs `perform()` again with the one picked.
public struct NeedsDisambiguationError: Error, Sendable {
    public let parameterName: String
    public let options: [any Sendable]
    public let dialog: IntentDialog?
}
