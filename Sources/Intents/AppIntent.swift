import Foundation

/// One verb people can ask for — "complete a task", "order soup" — with its parameters and
/// the work it does in `perform()`.
///
/// Hark creates the intent with `init()`, fills its `@Parameter`s from the sentence and the
/// conversation, then calls `perform()`, whose result carries the dialog Hark speaks.
public protocol AppIntent: Sendable {
    associatedtype PerformResult: IntentResult
    associatedtype SummaryContent: ParameterSummary

    init()
    static var title: LocalizedStringResource { get }
    static var description: IntentDescription { get }
    static var openAppWhenRun: Bool { get }
    static var supportedModes: IntentModes { get }
    static var isDiscoverable: Bool { get }
    static var authenticationPolicy: IntentAuthenticationPolicy { get }
    @ParameterSummaryBuilder<Self>
    static var parameterSummary: SummaryContent { get }

    func perform() async throws -> PerformResult
}

extension AppIntent {
    public static var description: IntentDescription { IntentDescription(LocalizedStringResource("")) }
    public static var openAppWhenRun: Bool { false }
    public static var supportedModes: IntentModes { .background }
    public static var isDiscoverable: Bool { true }
    public static var authenticationPolicy: IntentAuthenticationPolicy { .alwaysAllowed }
}

extension AppIntent where SummaryContent == NoParameterSummary {
    public static var parameterSummary: NoParameterSummary { NoParameterSummary() }
}

/// Where an intent may run: in the background, or bringing the app forward. In Hark the
/// conversation is the app's foreground, so every mode runs the same way; the modes are kept
/// for metadata.
public struct IntentModes: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let background = IntentModes(rawValue: 1 << 0)
    public static let foreground = IntentModes(rawValue: 1 << 1)

    /// Foreground, with when the app comes forward (iOS 26).
    public static func foreground(_ mode: ForegroundMode) -> IntentModes {
        IntentModes(rawValue: foreground.rawValue | mode.rawValue)
    }

    /// When an intent that may run in the foreground brings the app forward.
    public struct ForegroundMode: Sendable, Hashable {
        let rawValue: Int
        /// Before `perform()` runs.
        public static let immediate = ForegroundMode(rawValue: 1 << 2)
        /// Only if the intent asks, with `continueInForeground`.
        public static let dynamic = ForegroundMode(rawValue: 1 << 3)
        /// At the latest when `perform()` ends.
        public static let deferred = ForegroundMode(rawValue: 1 << 4)
    }
}

/// Whether an intent may run while the device is locked.
public enum IntentAuthenticationPolicy: Sendable, Hashable {
    case alwaysAllowed, requiresAuthentication, requiresLocalDeviceAuthentication
}

extension AppIntent {
    /// Asks the person to confirm before the intent goes on; returns if they say yes and
    /// throws ``AppIntentError/userCancelled`` if they say no.
    ///
    /// `actionName` says what yes means: besides the language's yes and no words, the person
    /// may answer with the action ("order", "commander") or, for a `.custom` name, with its
    /// accept and deny labels and their alternatives. With `.lowConfidenceSource` among the
    /// `conditions`, Hark asks only when the intent was started from a sentence it was not
    /// sure of (a near match, or one that left out the app's name).
    public func requestConfirmation(
        conditions: ConfirmationConditions = [], actionName: ConfirmationActionName = .continue, dialog: IntentDialog
    ) async throws {
        guard conditions.requireConfirmation(in: IntentRuntime.context) else { return }
        try await IntentRuntime.confirm(parameter: nil, item: nil, dialog: dialog, actionName: actionName)
    }

    /// Asks the person to confirm, with the intent's own default prompt.
    public func requestConfirmation(
        conditions: ConfirmationConditions = [], actionName: ConfirmationActionName = .continue
    ) async throws {
        guard conditions.requireConfirmation(in: IntentRuntime.context) else { return }
        try await IntentRuntime.confirm(parameter: nil, item: nil, dialog: nil, actionName: actionName)
    }

    /// Asks the person to confirm with a view beside the question; the view is built, not drawn.
    public func requestConfirmation<Content>(
        conditions: ConfirmationConditions = [], actionName: ConfirmationActionName = .continue,
        dialog: IntentDialog? = nil, showDialogAsPrompt: Bool = true, @SnippetBuilder content: () -> Content
    ) async throws {
        _ = content()
        guard conditions.requireConfirmation(in: IntentRuntime.context) else { return }
        try await IntentRuntime.confirm(parameter: nil, item: nil, dialog: dialog, actionName: actionName)
    }

    /// Asks the person to confirm with an interactive snippet (iOS 26); the snippet intent is
    /// not run, the question is asked.
    public func requestConfirmation<Snippet: SnippetIntent>(
        conditions: ConfirmationConditions = [], actionName: ConfirmationActionName = .continue,
        dialog: IntentDialog? = nil, showDialogAsPrompt: Bool = true, snippetIntent: Snippet
    ) async throws {
        guard conditions.requireConfirmation(in: IntentRuntime.context) else { return }
        try await IntentRuntime.confirm(parameter: nil, item: nil, dialog: dialog, actionName: actionName)
    }

    /// Asks the person to confirm, with the intent's own default prompt.
    public func requestConfirmation() async throws {
        try await IntentRuntime.confirm(parameter: nil, item: nil, dialog: nil, actionName: .continue)
    }

    /// Asks the person to confirm a result before it is carried out (the iOS 16 form): its
    /// dialog is the question.
    public func requestConfirmation<Result: IntentResult>(
        result: Result, confirmationActionName: ConfirmationActionName = .continue, showPrompt: Bool = true
    ) async throws {
        try await IntentRuntime.confirm(
            parameter: nil, item: nil, dialog: result.resultContent.dialog, actionName: confirmationActionName)
    }
}

/// The identifier of a donation, returned by `donate()`.
public struct IntentDonationIdentifier: Sendable, Hashable, Codable {
    public let id: UUID
    init() { id = UUID() }
}

extension AppIntent {
    /// Donates this intent to the system, so it can learn what the person does. Hark keeps no
    /// history to learn from: the donation is accepted and dropped.
    @available(*, deprecated, message: "Hark keeps no donations: the call is accepted and nothing learns from it.")
    @discardableResult
    public func donate() -> IntentDonationIdentifier { IntentDonationIdentifier() }

    /// Donates this intent asynchronously; accepted and dropped, as ``donate()``.
    @available(*, deprecated, message: "Hark keeps no donations: the call is accepted and nothing learns from it.")
    @discardableResult
    public func donate() async throws -> IntentDonationIdentifier { IntentDonationIdentifier() }

    /// Donates this intent with the result it had; accepted and dropped, as ``donate()``.
    @available(*, deprecated, message: "Hark keeps no donations: the call is accepted and nothing learns from it.")
    @discardableResult
    public func donate<Result: IntentResult>(result: Result) -> IntentDonationIdentifier {
        IntentDonationIdentifier()
    }

    /// Donates this intent with its result, asynchronously; accepted and dropped.
    @available(*, deprecated, message: "Hark keeps no donations: the call is accepted and nothing learns from it.")
    @discardableResult
    public func donate<Result: IntentResult>(result: Result) async throws -> IntentDonationIdentifier {
        IntentDonationIdentifier()
    }
}

/// Where an app donates and deletes donations. Hark keeps none: donations are accepted and dropped.
public struct IntentDonationManager: Sendable {
    public static let shared = IntentDonationManager()

    @available(*, deprecated, message: "Hark keeps no donations: the call is accepted and nothing learns from it.")
    @discardableResult
    public func donate<Intent: AppIntent>(intent: Intent) -> IntentDonationIdentifier { IntentDonationIdentifier() }

    @available(*, deprecated, message: "Hark keeps no donations: the call is accepted and nothing learns from it.")
    @discardableResult
    public func donate<Intent: AppIntent>(intent: Intent) async throws -> IntentDonationIdentifier {
        IntentDonationIdentifier()
    }

    @available(*, deprecated, message: "Hark keeps no donations: the call is accepted and nothing learns from it.")
    @discardableResult
    public func donate<Intent: AppIntent, Result: IntentResult>(intent: Intent, result: Result)
        -> IntentDonationIdentifier
    { IntentDonationIdentifier() }

    @available(*, deprecated, message: "Hark keeps no donations: the call is accepted and nothing learns from it.")
    @discardableResult
    public func donate<Intent: AppIntent, Result: IntentResult>(intent: Intent, result: Result) async throws
        -> IntentDonationIdentifier
    { IntentDonationIdentifier() }

    public func deleteDonations(matching: IntentDonationMatchingPredicate) async throws {}
}

/// Which donations to delete.
public enum IntentDonationMatchingPredicate: Sendable {
    case donationIdentifiers([IntentDonationIdentifier])
    case intentType(any AppIntent.Type)
}
