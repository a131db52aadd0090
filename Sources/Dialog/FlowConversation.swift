import Foundation
import Intents
import Localization

/// The ``IntentConversation`` an intent talks to while its flow runs: every question goes
/// out through the flow and every answer is parsed here, re-asked at most twice.
final class FlowConversation: IntentConversation, @unchecked Sendable {
    /// Thrown after the person's answer could not be used three times.
    struct GaveUp: Error {}

    static let maximumReprompts = 2

    let channel: Flow.Channel
    let input: String
    private let values: ValueReader
    private let lock = NSLock()
    private var context:
        (app: String, intent: String, invocation: IntentInvocation, dependencies: AppDependencyManager)?
    private var scoped: (localizer: Localizer, parser: AnswerParser)

    init(channel: Flow.Channel, localizer: Localizer, values: ValueReader, input: String) {
        self.channel = channel
        self.values = values
        self.scoped = (localizer, AnswerParser(localizer: localizer, values: values))
        self.input = input
    }

    /// The localizer of the app the questions are about, once it is known (the assistant's before).
    var localizer: Localizer {
        lock.lock()
        defer { lock.unlock() }
        return scoped.localizer
    }

    /// Reads answers in the person's language, with the app's own titles.
    var parser: AnswerParser {
        lock.lock()
        defer { lock.unlock() }
        return scoped.parser
    }

    /// Names the intent the questions are about, for the responses' `app`, `intent` and
    /// `parameters` fields, and looks the app's resources up in its own tables from now on.
    func attach(app: AppDefinition, intent: String, invocation: IntentInvocation) {
        lock.lock()
        context = (app.name, intent, invocation, app.dependencies)
        let localizer = scoped.localizer.scoped(to: app)
        scoped = (localizer, AnswerParser(localizer: localizer, values: values))
        lock.unlock()
    }

    private func currentContext() -> (
        app: String, intent: String, invocation: IntentInvocation, dependencies: AppDependencyManager
    )? {
        lock.lock()
        defer { lock.unlock() }
        return context
    }

    func response(kind: Response.Kind, dialog: String, options: [Option] = []) -> Response {
        let context = currentContext()
        return Response(
            input: input, language: localizer.language.code, kind: kind,
            app: context?.app, intent: context?.intent,
            parameters: context.map { ResponseValues(localizer: localizer).parameters(of: $0.invocation) } ?? [:],
            dialog: dialog, options: options)
    }

    func requestValue(for parameter: ParameterInfo, dialog: IntentDialog?) async throws -> any Sendable {
        let prompt = dialog.map { localizer.string($0.full) } ?? defaultPrompt(for: parameter)
        if let choices = try await choices(for: parameter) {
            let index = try await choose(
                among: choices.map(\.display), heading: prompt, kind: .requestValue, parameter: parameter.name)
            return choices[index].value
        }
        var attempts = 0
        while true {
            let freeText = if case .string = parameter.valueType { true } else { false }
            let question = Question(kind: .value(parameter: parameter.name), prompt: prompt, acceptsAnyText: freeText)
            let line = try await channel.ask(question, response: response(kind: .requestValue, dialog: prompt))
            switch try await parser.parse(line, for: parameter) {
            case .value(let value):
                return value
            case .candidates(let candidates):
                let index = try await requestDisambiguation(
                    for: parameter, among: candidates.map(\.display),
                    dialog: parameter.requestDisambiguationDialog)
                return candidates[index].value
            case .invalid:
                attempts += 1
                if attempts > Self.maximumReprompts { throw GaveUp() }
            }
        }
    }

    /// The values a parameter is chosen from rather than said freely: an enum's cases, or
    /// what its options provider offers now.
    private func choices(for parameter: ParameterInfo) async throws -> [(
        display: DisplayRepresentation, value: any Sendable
    )]? {
        if case .enumeration(let info) = parameter.valueType {
            return info.cases.map { ($0.display, $0.value) }
        }
        guard let context = currentContext(),
            let options = try await context.invocation.dynamicOptions(
                for: parameter.name, dependencies: context.dependencies), !options.isEmpty
        else {
            return nil
        }
        return options.map { ($0.display, $0.value) }
    }

    func requestDisambiguation(
        for parameter: ParameterInfo?, among options: [DisplayRepresentation], dialog: IntentDialog?
    ) async throws -> Int {
        let heading = dialog.map { localizer.string($0.full) } ?? localizer.string("Which one?")
        return try await choose(among: options, heading: heading, kind: .disambiguation, parameter: parameter?.name)
    }

    /// Offers `options` as a numbered list under `heading`; the answer may be the number, an
    /// ordinal, a title or a synonym. Re-asked at most twice.
    private func choose(
        among options: [DisplayRepresentation], heading: String, kind: Response.Kind, parameter: String?
    ) async throws -> Int {
        let titles = options.map { localizer.string($0.title) }
        let synonyms = options.map { $0.synonyms.map(localizer.string) }
        let offered = titles.enumerated().map { Option(id: String($0.offset + 1), title: $0.element) }
        let questionKind: Question.Kind =
            kind == .requestValue ? .value(parameter: parameter ?? "") : .choice(parameter: parameter)
        var attempts = 0
        while true {
            let question = Question(kind: questionKind, prompt: heading, options: offered)
            let line = try await channel.ask(question, response: response(kind: kind, dialog: heading, options: offered))
            if let index = parser.choice(line, among: titles, synonyms: synonyms) { return index }
            attempts += 1
            if attempts > Self.maximumReprompts { throw GaveUp() }
        }
    }

    func requestConfirmation(for parameter: ParameterInfo?, item: DisplayRepresentation?, dialog: IntentDialog?)
        async throws -> Bool
    {
        try await requestConfirmation(for: parameter, item: item, dialog: dialog, actionName: .continue)
    }

    /// Asks yes or no. Besides the language's yes and no words, the action's own words answer:
    /// a built-in action's verb ("order"), or a custom action's labels and alternatives. A
    /// reprompt for a custom action names its two labels.
    func requestConfirmation(
        for parameter: ParameterInfo?, item: DisplayRepresentation?, dialog: IntentDialog?,
        actionName: ConfirmationActionName
    ) async throws -> Bool {
        let prompt: String
        if let dialog {
            prompt = localizer.string(dialog.full)
        } else if let item {
            prompt = localizer.string("Are you sure about “%@”?", .string(localizer.string(item.title)))
        } else {
            prompt = localizer.string("Are you sure?")
        }
        return try await askYesOrNo(prompt, actionName: actionName) {
            self.response(kind: .confirmation, dialog: $0)
        }
    }

    /// Asks whether Hark understood the person's sentence as `match`, said back as `prompt`
    /// ("Add “jam” to Tasks?"): true for yes. The question carries the proposed intent and
    /// values, and says it confirms an interpretation.
    func confirmInterpretation(_ match: IntentMatcher.Match, prompt: String) async throws -> Bool {
        let values = ResponseValues(localizer: localizer)
        return try await askYesOrNo(prompt) { shown in
            var response = Response(
                input: self.input, language: self.localizer.language.code, kind: .confirmation,
                app: match.app.name, intent: match.intent.typeName,
                parameters: values.parameters(of: match), dialog: shown)
            response.confirmsInterpretation = true
            return response
        }
    }

    /// A yes/no question, asked again (at most twice) with a reminder of the two answers —
    /// the action's own words when it has them ("Please say “Open it” or “Keep it”.").
    private func askYesOrNo(
        _ prompt: String, actionName: ConfirmationActionName = .continue, response: (String) -> Response
    ) async throws -> Bool {
        let words = ActionWords(actionName, localizer: localizer)
        var attempts = 0
        var shown = prompt
        while true {
            let line = try await channel.ask(Question(kind: .confirmation, prompt: shown), response: response(shown))
            if let answer = words.answer(line) ?? parser.confirmation(line) { return answer }
            attempts += 1
            if attempts > Self.maximumReprompts { throw GaveUp() }
            shown =
                if let accept = actionName.acceptLabel, let deny = actionName.denyLabel {
                    localizer.string(
                        "Please say “%1$@” or “%2$@”. %3$@", .string(localizer.string(accept)),
                        .string(localizer.string(deny)), .string(prompt))
                } else {
                    localizer.string("Please say yes or no. %@", .string(prompt))
                }
        }
    }

    func localizedString(for resource: LocalizedStringResource) -> String {
        localizer.string(resource)
    }

    /// "What’s the title?" built from the parameter's title when it has no dialog of its own.
    private func defaultPrompt(for parameter: ParameterInfo) -> String {
        localizer.string("What’s the %@?", .string(localizer.inSentence(localizer.string(parameter.title))))
    }
}
