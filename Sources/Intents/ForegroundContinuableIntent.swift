import Foundation

/// An intent that starts in the background and may ask to continue in the app (iOS 16.4;
/// deprecated in iOS 26 for `supportedModes` with `.foreground(.dynamic)`).
///
/// In Hark the conversation is the app's foreground: asking to continue there is a yes-or-no
/// question when there is a dialog to ask, and then the continuation runs.
public protocol ForegroundContinuableIntent: AppIntent {}

extension ForegroundContinuableIntent {
    /// An error that, thrown from `perform()`, asks the person to continue in the app; Hark asks
    /// `dialog` as a yes-or-no question (no answer is needed without one), then runs `continuation`.
    public func needsToContinueInForegroundError(
        _ dialog: IntentDialog? = nil, continuation: (@MainActor () async throws -> Void)? = nil
    ) -> AppIntentError {
        .continueInForeground(ForegroundContinuation(dialog: dialog, confirm: dialog != nil, run: continuation))
    }

    /// Asks to continue in the app — a yes-or-no question when there is a dialog — and returns
    /// what `continuation` returns. Saying no cancels the intent.
    @discardableResult
    public func requestToContinueInForeground<ResultValue: Sendable>(
        _ dialog: IntentDialog? = nil, continuation: @MainActor () async throws -> ResultValue = { () }
    ) async throws -> ResultValue {
        if let dialog { try await IntentRuntime.confirm(parameter: nil, item: nil, dialog: dialog) }
        return try await continuation()
    }
}

extension AppIntent {
    /// Brings the app forward (iOS 26). In Hark the conversation already is the app; with a
    /// dialog and `alwaysConfirm`, the person is asked first, and no cancels the intent.
    public func continueInForeground(_ dialog: IntentDialog? = nil, alwaysConfirm: Bool = true) async throws {
        if let dialog, alwaysConfirm { try await IntentRuntime.confirm(parameter: nil, item: nil, dialog: dialog) }
    }

    /// An error that, thrown from `perform()`, ends the intent by continuing in the app (iOS 26);
    /// Hark asks `dialog` first when `alwaysConfirm`.
    public func needsToContinueInForegroundError(_ dialog: IntentDialog? = nil, alwaysConfirm: Bool = true)
        -> AppIntentError
    {
        .continueInForeground(ForegroundContinuation(dialog: dialog, confirm: dialog != nil && alwaysConfirm, run: nil))
    }
}

/// What a `needsToContinueInForegroundError` carries: the question, and the work to do after yes.
public struct ForegroundContinuation: Sendable, Hashable {
    public let dialog: IntentDialog?
    public let confirm: Bool
    let run: (@MainActor () async throws -> Void)?
    private let identity = UUID()

    init(dialog: IntentDialog?, confirm: Bool, run: (@MainActor () async throws -> Void)?) {
        self.dialog = dialog
        self.confirm = confirm
        self.run = run
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity == rhs.identity }
    public func hash(into hasher: inout Hasher) { hasher.combine(identity) }

    /// Asks (when it should) and runs the continuation.
    func resume() async throws {
        if confirm { try await IntentRuntime.confirm(parameter: nil, item: nil, dialog: dialog) }
        try await run?()
    }
}
