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
    /// Thrown from `perform()`: Hark runs `perform()` again from the start, with the values it has.
    case restartPerform
    /// Thrown from `perform()` by `needsToContinueInForegroundError`: Hark asks to continue
    /// (when there is a question) and runs the continuation.
    case continueInForeground(ForegroundContinuation)
}

// Apple's predefined errors (iOS 18), each spoken as a sentence from Hark's own catalog.
extension AppIntentError {
    /// Errors no one can fix right now.
    public enum Unrecoverable {
        public static let entityNotFound = AppIntentError.general(
            LocalizedStringResource("I couldn’t find that.", table: HarkTable.name))
        public static let featureCurrentlyRestricted = AppIntentError.general(
            LocalizedStringResource("That’s restricted on this device right now.", table: HarkTable.name))
        public static let networkFailure = AppIntentError.general(
            LocalizedStringResource("I couldn’t reach the network. Please try again later.", table: HarkTable.name))
        public static let notAllowed = AppIntentError.general(
            LocalizedStringResource("That isn’t allowed.", table: HarkTable.name))
        public static let unknown = AppIntentError.general(
            LocalizedStringResource("Sorry, something went wrong.", table: HarkTable.name))
    }

    /// Errors that need the person to grant the app a permission.
    public enum PermissionRequired {
        public static let bluetooth = permission("Bluetooth")
        public static let contacts = permission("your contacts")
        public static let localNetwork = permission("the local network")
        public static let location = permission("your location")
        public static let photos = permission("your photos")
        public static let siri = permission("Siri")

        private static func permission(_ what: LocalizedStringResource) -> AppIntentError {
            var resource = LocalizedStringResource("The app needs permission to use %@.", table: HarkTable.name)
            var thing = what
            thing.table = HarkTable.name
            resource.arguments = [.resource(thing)]
            return .general(resource)
        }
    }

    /// Errors the person can fix by doing something first.
    public enum UserActionRequired {
        public static let accountSetup = AppIntentError.general(
            LocalizedStringResource("Please set up your account in the app first.", table: HarkTable.name))
        public static let confirmation = AppIntentError.general(
            LocalizedStringResource("That needs your confirmation first.", table: HarkTable.name))
        public static let signin = AppIntentError.general(
            LocalizedStringResource("Please sign in to the app first.", table: HarkTable.name))
    }
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
