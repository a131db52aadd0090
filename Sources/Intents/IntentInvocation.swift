import Foundation

/// One run of an intent: a fresh instance whose parameters are set from outside, then
/// performed in a conversation.
///
/// `perform()` may ask questions through the conversation; a `needsValueError` asks for
/// the value and performs again with it, as Apple documents.
public final class IntentInvocation: @unchecked Sendable {
    public let definition: IntentDefinition
    let intent: any AppIntent
    private let parameters: [String: any AnyIntentParameter]

    init(definition: IntentDefinition, intent: any AppIntent) {
        self.definition = definition
        self.intent = intent
        self.parameters = Dictionary(
            IntentReflection.parameters(of: intent).map { ($0.name, $0.parameter) },
            uniquingKeysWith: { first, _ in first })
    }

    /// Sets a parameter; the value must be of the parameter's type (an entity, an enum case,
    /// a `String`, an `Int`, …).
    public func setValue(_ value: (any Sendable)?, for name: String) throws {
        guard let parameter = parameters[name] else {
            throw IntentRuntimeError.unknownParameter(intent: definition.typeName, name: name)
        }
        try parameter.setErasedValue(value, name: name)
    }

    /// The intent instance itself, for tests that run its helpers in its context.
    public var intentForTesting: any AppIntent { intent }

    /// The current value of a parameter, nil when it has none.
    public func value(for name: String) -> (any Sendable)? {
        parameters[name]?.erasedValue
    }

    /// The required parameters that have no value yet, in declaration order.
    public var missingRequiredParameters: [ParameterInfo] {
        definition.parameters.filter { $0.isRequired && value(for: $0.name) == nil }
    }

    /// Runs `perform()` with `conversation` answering its questions and `dependencies`
    /// serving its `@Dependency`s. Re-runs after a `needsValueError` or
    /// `needsDisambiguationError` once the person has answered.
    public func perform(
        conversation: any IntentConversation,
        dependencies: AppDependencyManager,
        parameterUpdates: (@Sendable () -> Void)? = nil,
        lowConfidenceSource: Bool = false
    ) async throws -> IntentResultContent {
        let context = IntentRuntime.Context(
            conversation: conversation, dependencies: dependencies, parameterUpdates: parameterUpdates, intent: intent,
            undoManager: undoManager, isLowConfidenceSource: lowConfidenceSource)
        return try await IntentRuntime.$context.withValue(context) {
            var content = try await performRetrying(conversation: conversation)
            // A result may name intents that run next: the one it opens and the one that draws
            // its snippet. Each runs here, in the same conversation, and its dialog follows.
            for next in [content.snippetIntent, content.opensIntent].compactMap({ $0 }) {
                let followUp = IntentInvocation(
                    definition: IntentDefinition(type(of: next), app: definition.appName), intent: next)
                let result = try await followUp.performRetrying(conversation: conversation)
                content.followUpDialogs += result.dialogs
            }
            return content
        }
    }

    /// Where an ``UndoableIntent`` run registers its undo; kept with the invocation so tests
    /// and hosts can undo what it did.
    public let undoManager = UndoManager()

    /// The choices a parameter's options provider offers now, computed with this invocation's
    /// other values visible to `@IntentParameterDependency`; nil without a provider.
    public func dynamicOptions(for name: String, dependencies: AppDependencyManager) async throws -> [DynamicOption]? {
        guard let parameter = definition.parameter(named: name) else { return nil }
        let context = IntentRuntime.Context(dependencies: dependencies, intent: intent)
        return try await IntentRuntime.$context.withValue(context) {
            try await parameter.dynamicOptions()
        }
    }

    /// The parameter summary that applies to the current values, with each `${name}` replaced
    /// by `render(parameter, value)`; nil when the intent has no summary.
    public func summary(render: (ParameterInfo, (any Sendable)?) -> String) -> String? {
        var values: [String: String] = [:]
        for parameter in definition.parameters {
            if let value = value(for: parameter.name) { values[parameter.name] = SummaryCondition.describe(value) }
        }
        guard let chosen = definition.summaries.first(where: { $0.applies(to: values) }) else { return nil }
        var text = chosen.template
        for parameter in definition.parameters {
            text = text.replacingOccurrences(
                of: "${\(parameter.name)}", with: render(parameter, value(for: parameter.name)))
        }
        return text
    }

    /// How many times `perform()` may ask to start over (`AppIntentError.restartPerform`)
    /// before Hark gives up on the intent: a loop that never ends is a programming error.
    static let maximumRestarts = 10

    private func performRetrying(conversation: any IntentConversation) async throws -> IntentResultContent {
        var restarts = 0
        while true {
            do {
                return try await Self.run(intent)
            } catch let error as NeedsValueError {
                guard let parameter = definition.parameter(named: error.parameterName) else { throw error }
                let answer = try await conversation.requestValue(for: parameter, dialog: error.dialog)
                try setValue(answer, for: parameter.name)
            } catch let error as NeedsDisambiguationError {
                let parameter = definition.parameter(named: error.parameterName)
                let index = try await conversation.requestDisambiguation(
                    for: parameter, among: error.options.map { DisplayRepresentation.of($0) }, dialog: error.dialog)
                guard error.options.indices.contains(index) else { throw AppIntentError.invalidInput }
                try setValue(error.options[index], for: error.parameterName)
            } catch AppIntentError.restartPerform {
                restarts += 1
                if restarts > Self.maximumRestarts { throw AppIntentError.restartPerform }
            } catch AppIntentError.continueInForeground(let continuation) {
                try await continuation.resume()
                return IntentResultContent()
            }
        }
    }

    private static func run<Intent: AppIntent>(_ intent: Intent) async throws -> IntentResultContent {
        try await intent.perform().resultContent
    }
}
