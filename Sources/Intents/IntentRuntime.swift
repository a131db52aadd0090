import Foundation

/// The context an intent runs in: who answers its questions and where its dependencies
/// come from. Set by the runner for the duration of `perform()` and of entity queries.
public enum IntentRuntime {
    /// Everything an intent reaches while it runs, set as one task-local value.
    public struct Context: Sendable {
        public var conversation: (any IntentConversation)?
        public var dependencies: AppDependencyManager
        /// Called by `updateAppShortcutParameters()`: the conversation refreshes its vocabularies.
        public var parameterUpdates: (@Sendable () -> Void)?
        /// The intent whose parameters are being resolved or performed, for
        /// `@IntentParameterDependency`.
        public var intent: (any AppIntent)?
        /// Where an ``UndoableIntent`` registers its undo; one per run.
        public var undoManager: UndoManager?
        /// What a ``ProgressReportingIntent`` reports to; one per run.
        public var progress: Progress
        /// True when the intent was started from a sentence the matcher was not sure of; a
        /// confirmation with `.lowConfidenceSource` is asked only then.
        public var isLowConfidenceSource: Bool

        public init(
            conversation: (any IntentConversation)? = nil, dependencies: AppDependencyManager = .shared,
            parameterUpdates: (@Sendable () -> Void)? = nil, intent: (any AppIntent)? = nil,
            undoManager: UndoManager? = nil, progress: Progress = Progress(totalUnitCount: 0),
            isLowConfidenceSource: Bool = false
        ) {
            self.conversation = conversation
            self.dependencies = dependencies
            self.parameterUpdates = parameterUpdates
            self.intent = intent
            self.undoManager = undoManager
            self.progress = progress
            self.isLowConfidenceSource = isLowConfidenceSource
        }
    }

    /// One task-local rather than three: nested `withValue` calls in escaping async closures
    /// crash the 6.3 concurrency runtime in release builds (`swift_task_localValuePush`).
    @TaskLocal public static var context = Context()

    public static var conversation: (any IntentConversation)? { context.conversation }
    public static var dependencies: AppDependencyManager { context.dependencies }
    public static var parameterUpdates: (@Sendable () -> Void)? { context.parameterUpdates }

    /// Runs `operation` with `dependencies` serving `@Dependency` (the conversation and
    /// update hook are kept as they are).
    public static func withDependencies<T: Sendable>(
        _ dependencies: AppDependencyManager, operation: @Sendable () async throws -> T
    ) async rethrows -> T {
        var context = self.context
        context.dependencies = dependencies
        return try await $context.withValue(context, operation: operation)
    }

    static func currentConversation() throws -> any IntentConversation {
        guard let conversation else { throw IntentRuntimeError.noConversation }
        return conversation
    }

    static func confirm(
        parameter: ParameterInfo?, item: DisplayRepresentation?, dialog: IntentDialog?,
        actionName: ConfirmationActionName = .continue
    ) async throws {
        let yes = try await currentConversation().requestConfirmation(
            for: parameter, item: item, dialog: dialog, actionName: actionName)
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
        case .wrongValueType(let parameter, let expected, let got):
            "The parameter \(parameter) takes \(expected), not \(got)."
        case .unsupportedKeyPath(let intent): "A key path of \(intent) does not lead to a @Parameter."
        }
    }
}
