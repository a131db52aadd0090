/// The other side of `perform()`: whoever answers the intent's questions.
///
/// `Dialog` implements this protocol; each call suspends `perform()` until the person's next
/// line answers it. Throwing ``AppIntentError/userCancelled`` ends the intent.
public protocol IntentConversation: Sendable {
    /// Asks for a value of `parameter`'s type and returns it, already parsed.
    func requestValue(for parameter: ParameterInfo, dialog: IntentDialog?) async throws -> any Sendable
    /// Offers `options` and returns the index of the one the person picked.
    func requestDisambiguation(
        for parameter: ParameterInfo?, among options: [DisplayRepresentation], dialog: IntentDialog?
    ) async throws -> Int
    /// Asks a yes-or-no question; true means yes.
    func requestConfirmation(for parameter: ParameterInfo?, item: DisplayRepresentation?, dialog: IntentDialog?)
        async throws -> Bool
    /// Asks a yes-or-no question whose yes is `actionName` ("Order", an app's own "Delete"):
    /// its words are answers too. True means yes.
    func requestConfirmation(
        for parameter: ParameterInfo?, item: DisplayRepresentation?, dialog: IntentDialog?,
        actionName: ConfirmationActionName
    ) async throws -> Bool
    /// A resource in the person's language, for `String(localized:)` inside `perform()`.
    func localizedString(for resource: LocalizedStringResource) -> String
}

extension IntentConversation {
    /// A conversation that knows no action words asks the plain yes-or-no question.
    public func requestConfirmation(
        for parameter: ParameterInfo?, item: DisplayRepresentation?, dialog: IntentDialog?,
        actionName: ConfirmationActionName
    ) async throws -> Bool {
        try await requestConfirmation(for: parameter, item: item, dialog: dialog)
    }

    /// Without a catalog at hand, a resource reads as its source text.
    public func localizedString(for resource: LocalizedStringResource) -> String { resource.sourceText }
}
