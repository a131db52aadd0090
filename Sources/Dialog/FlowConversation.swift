import Foundation
import Intents
import Localization

/// The ``IntentConversation`` an intent talks to while its flow runs: every question goes
/// out through the flow and every answer is parsed here, re-asked at most twice.
///
/// Every question is answerable by voice: one with few choices says them, in the language's
/// list format; a refused answer is asked again with the reason in one clause. A choice with a
/// single candidate is not asked: it is taken, and the final answer says so.
///
/// It also keeps what the request is about — its app, intent and values, the choices each
/// parameter was picked from — for corrections ("no, I meant …", "the other one") and for
/// references after the result ("delete it too").
final class FlowConversation: IntentConversation, @unchecked Sendable {
    /// Thrown after the person's answer could not be used three times.
    struct GaveUp: Error {}

    static let maximumReprompts = 2
    /// How many choices a question says; beyond it, these and "or another one".
    static let spokenChoices = 5

    let channel: Flow.Channel
    let input: String
    private let values: ValueReader
    private let lock = NSLock()
    private var context: Context?
    private var scoped: (localizer: Localizer, parser: AnswerParser)
    private var proposedMatch: IntentMatcher.Match?
    private var picks: [String: Choices] = [:]
    private var onlyChoices: [String] = []
    private var returnedValue: (any Sendable)?

    /// The request being carried out: its app, its intent and the invocation holding its values.
    struct Context {
        let app: AppDefinition
        let intent: IntentDefinition
        let invocation: IntentInvocation
    }

    /// The values a parameter was picked from, and which one was picked.
    struct Choices: @unchecked Sendable {
        // The values are entities or enum cases, each Sendable; kept as the parameter's type.
        let values: [any Sendable]
        let titles: [String]
        var picked: Int?
    }

    init(channel: Flow.Channel, localizer: Localizer, values: ValueReader, input: String) {
        self.channel = channel
        self.values = values
        self.scoped = (localizer, AnswerParser(localizer: localizer, values: values))
        self.input = input
    }

    /// The localizer of the app the questions are about, once it is known (the assistant's before).
    var localizer: Localizer {
        lock.withLock { scoped.localizer }
    }

    /// Reads answers in the person's language, with the app's own titles.
    var parser: AnswerParser {
        lock.withLock { scoped.parser }
    }

    /// Names the request the questions are about, for the responses' `app`, `intent` and
    /// `parameters` fields, and looks the app's resources up in its own tables from now on.
    func attach(app: AppDefinition, intent: IntentDefinition, invocation: IntentInvocation) {
        lock.withLock {
            context = Context(app: app, intent: intent, invocation: invocation)
            let localizer = scoped.localizer.scoped(to: app)
            scoped = (localizer, AnswerParser(localizer: localizer, values: values))
        }
    }

    /// The request being carried out, once its intent runs.
    var request: Context? {
        lock.withLock { context }
    }

    /// The request a yes/no question proposes ("Add “jam” to Tasks?"), while it waits.
    var proposal: IntentMatcher.Match? {
        lock.withLock { proposedMatch }
    }

    /// The choices each parameter was picked from so far, by parameter name.
    var choices: [String: Choices] {
        lock.withLock { picks }
    }

    /// Remembers the values `parameter` was offered among, so that "the other one" can mean
    /// the one not picked.
    func remember(_ values: [any Sendable], titles: [String], for parameter: String?, picked: Int?) {
        guard let parameter else { return }
        lock.withLock { picks[parameter] = Choices(values: values, titles: titles, picked: picked) }
    }

    /// Records that `parameter`'s value was the one in `values` at `index`.
    func picked(_ index: Int, for parameter: String?) {
        guard let parameter else { return }
        lock.withLock { picks[parameter]?.picked = index }
    }

    /// The value the intent returned (the task it added), once it has run.
    var returned: (any Sendable)? {
        get { lock.withLock { returnedValue } }
        set { lock.withLock { returnedValue = newValue } }
    }

    /// The titles of the values taken because they were the only choice.
    var takenAsOnlyChoice: [String] {
        lock.withLock { onlyChoices }
    }

    func response(kind: Response.Kind, dialog: String, options: [Option] = [], saysOptions: Bool = false) -> Response {
        let context = request
        var response = Response(
            input: input, language: localizer.language.code, kind: kind,
            app: context?.app.name, intent: context?.intent.typeName,
            parameters: context.map { ResponseValues(localizer: localizer).parameters(of: $0.invocation) } ?? [:],
            dialog: dialog, options: options)
        response.saysOptions = saysOptions
        return response
    }

    // MARK: - Values

    func requestValue(for parameter: ParameterInfo, dialog: IntentDialog?) async throws -> any Sendable {
        let prompt = dialog.map { localizer.string($0.full) } ?? defaultPrompt(for: parameter)
        if let choices = try await choices(for: parameter) {
            let index = try await choose(
                among: choices.map(\.display), heading: prompt, kind: .requestValue, parameter: parameter.name,
                values: choices.map(\.value))
            return choices[index].value
        }
        let suggested = try await suggestions(for: parameter)
        let titles = suggested.map { localizer.string($0.display.title) }
        let said = Array(titles.prefix(Self.spokenChoices))
        let offered = said.enumerated().map { Option(id: String($0.offset + 1), title: $0.element) }
        let shown =
            suggested.isEmpty
            ? prompt
            : localizer.offering(
                prompt, choices: Array(suggested.prefix(Self.spokenChoices)).map(\.display),
                more: suggested.count > said.count)
        let freeText = if case .string = parameter.valueType { true } else { false }
        let check = answerCheck(for: parameter, offered: said)
        var attempts = 0
        var reason: String?
        while true {
            let dialog = reason.map { localizer.joinedSentences([$0, shown]) } ?? shown
            let question = Question(
                kind: .value(parameter: parameter.name), prompt: dialog, options: offered, acceptsAnyText: freeText)
            let line = try await channel.ask(
                question, response: response(kind: .requestValue, dialog: dialog, options: offered, saysOptions: true),
                parameter: parameter.name, check: check)
            switch try await parser.parse(line, for: parameter) {
            case .value(let value):
                let id = (value as? any AppEntity)?.id.entityIdentifierString
                remember(
                    suggested.map(\.value), titles: titles, for: parameter.name,
                    picked: suggested.firstIndex { $0.id == id })
                return value
            case .candidates(let candidates):
                let index = try await requestDisambiguation(
                    for: parameter, among: candidates.map(\.display), dialog: parameter.requestDisambiguationDialog,
                    values: candidates.map(\.value))
                return candidates[index].value
            case .invalid:
                // One of the choices said, picked by its number or place ("the second one").
                if !said.isEmpty, !readsAsNumber(line), let index = parser.choice(line, among: said) {
                    remember(suggested.map(\.value), titles: titles, for: parameter.name, picked: index)
                    return suggested[index].value
                }
                attempts += 1
                if attempts > Self.maximumReprompts { throw GaveUp() }
                reason = await refusal(of: line, for: parameter)
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
        guard let context = request,
            let options = try await context.invocation.dynamicOptions(
                for: parameter.name, dependencies: context.app.dependencies), !options.isEmpty
        else {
            return nil
        }
        return options.map { ($0.display, $0.value) }
    }

    /// What a question for an entity offers: every entity of a fixed set (a menu), else the
    /// query's suggestions (the most recent open tasks). Nothing for other types.
    private func suggestions(for parameter: ParameterInfo) async throws -> [EntitySnapshot] {
        guard case .entity(let info) = parameter.valueType else { return [] }
        if let all = info.allEntities { return try await all() }
        return try await info.suggestedEntities()
    }

    /// How the question for `parameter` reads a line: an answer when the parameter's type
    /// reads it, or when it picks one of the choices said; otherwise refused, with the reason.
    private func answerCheck(for parameter: ParameterInfo, offered: [String]) -> AnswerCheck {
        if case .string = parameter.valueType { return .anything }
        let dependencies = request?.app.dependencies
        return AnswerCheck { [self] line in
            let run = { @Sendable () async -> AnswerCheck.Verdict in
                let outcome = (try? await self.parser.parse(line, for: parameter)) ?? .invalid
                if case .invalid = outcome {
                    // Choices said without numbers are picked by place ("the second one"), not by a
                    // number, which may be a value of its own ("make that three").
                    if !offered.isEmpty, !self.readsAsNumber(line), self.parser.choice(line, among: offered) != nil
                    {
                        return .answer
                    }
                    return .refused(reason: await self.refusal(of: line, for: parameter))
                }
                return .answer
            }
            guard let dependencies else { return await run() }
            return await IntentRuntime.withDependencies(dependencies) { await run() }
        }
    }

    /// Whether a line reads as a number ("3", "three", "三杯"): said to a question whose
    /// choices were said without numbers, it is a value of its own, not a place in the list.
    private func readsAsNumber(_ line: String) -> Bool {
        // An ordinal ("the third one", "三番目") says a place, though a lenient reader finds a number in it.
        let key = TextKey.fold(line)
        let spaced = localizer.language != .japanese
        let words = Set(key.split(separator: " ").map(String.init))
        let ordinal = localizer.orderedWords("hark.words.ordinals").joined().contains { word in
            !word.isEmpty && (spaced ? words.contains(word) : key.contains(word))
        }
        if ordinal { return false }
        return values.integer(in: line) != nil || NumberReader(language: localizer.language).integer(in: line) != nil
    }

    /// Why `line` is no value of `parameter`, in one clause: no such entity, a number outside
    /// the range, not a number, not a date.
    private func refusal(of line: String, for parameter: ParameterInfo) async -> String? {
        let said = line.trimmingCharacters(in: .whitespacesAndNewlines)
        let quoted = localizer.string("hark.quoted", .string(said))
        switch parameter.valueType {
        case .entity:
            return localizer.string(
                "There’s no %1$@ called %2$@.", .string(localizer.inSentence(localizer.string(parameter.title))),
                .string(quoted))
        case .integer, .double:
            if case .beyondRange(let isNegative) = values.number(in: said) {
                // Too big for any value (the digits as written; a range no wider than Int's).
                let range = parameter.inclusiveRange
                return isNegative
                    ? localizer.string(
                        "%1$@ is less than %2$lld.", .string(said), .int(Self.whole(range?.lowerBound ?? -.infinity)))
                    : localizer.string(
                        "%1$@ is more than %2$lld.", .string(said), .int(Self.whole(range?.upperBound ?? .infinity)))
            }
            guard
                let number = values.integer(in: said)
                    ?? NumberReader(language: localizer.language).integer(in: said)
            else {
                return localizer.string("%@ isn’t a number.", .string(quoted))
            }
            if let range = parameter.inclusiveRange {
                if Double(number) > range.upperBound {
                    return localizer.string("%1$lld is more than %2$lld.", .int(number), .int(Self.whole(range.upperBound)))
                }
                if Double(number) < range.lowerBound {
                    return localizer.string("%1$lld is less than %2$lld.", .int(number), .int(Self.whole(range.lowerBound)))
                }
            }
            return nil
        case .date:
            return localizer.string("I can’t read a date in %@.", .string(quoted))
        case .duration:
            return localizer.string("I can’t read a duration in %@.", .string(quoted))
        default:
            return localizer.string("I can’t use %@ here.", .string(quoted))
        }
    }

    /// A range's bound as a whole number, Int's own limits for one beyond them.
    private static func whole(_ bound: Double) -> Int {
        if let whole = Int(exactly: bound.rounded()) { return whole }
        return bound > 0 ? .max : .min
    }

    // MARK: - Choices

    func requestDisambiguation(
        for parameter: ParameterInfo?, among options: [DisplayRepresentation], dialog: IntentDialog?
    ) async throws -> Int {
        try await requestDisambiguation(for: parameter, among: options, dialog: dialog, values: nil)
    }

    /// Asks which of `options`; `values`, when known, are the values they stand for, kept so
    /// that "the other one" can mean the one not picked.
    func requestDisambiguation(
        for parameter: ParameterInfo?, among options: [DisplayRepresentation], dialog: IntentDialog?,
        values: [any Sendable]?
    ) async throws -> Int {
        let heading = dialog.map { localizer.string($0.full) } ?? localizer.string("Which one?")
        return try await choose(
            among: options, heading: heading, kind: .disambiguation, parameter: parameter?.name, values: values)
    }

    /// Offers `options` under `heading`, said when there are few (numbered when there are
    /// more); the answer may be the number, an ordinal, a title or a synonym. Re-asked at most
    /// twice, with the reason. A single option is not asked: it is taken.
    private func choose(
        among options: [DisplayRepresentation], heading: String, kind: Response.Kind, parameter: String?,
        values: [any Sendable]?
    ) async throws -> Int {
        let titles = options.map { localizer.string($0.title) }
        if let values { remember(values, titles: titles, for: parameter, picked: nil) }
        if options.count == 1, kind == .disambiguation || parameter != nil {
            lock.withLock { onlyChoices.append(titles[0]) }
            picked(0, for: parameter)
            return 0
        }
        let synonyms = options.map { localizer.synonymForms(of: $0.synonyms) }
        let offered = titles.enumerated().map { Option(id: String($0.offset + 1), title: $0.element) }
        let said = Array(options.prefix(Self.spokenChoices))
        let shown = localizer.offering(heading, choices: said, more: options.count > said.count)
        let questionKind: Question.Kind =
            kind == .requestValue ? .value(parameter: parameter ?? "") : .choice(parameter: parameter)
        let parser = self.parser
        let check = AnswerCheck { line in
            parser.choice(line, among: titles, synonyms: synonyms) != nil
                ? .answer
                : .refused(
                    reason: parser.localizer.string(
                        "%@ isn’t one of the choices.",
                        .string(parser.localizer.string("hark.quoted", .string(line.trimmingCharacters(in: .whitespaces))))))
        }
        var attempts = 0
        var reason: String?
        while true {
            let dialog = reason.map { localizer.joinedSentences([$0, shown]) } ?? shown
            let question = Question(kind: questionKind, prompt: dialog, options: offered)
            let line = try await channel.ask(
                question,
                response: response(kind: kind, dialog: dialog, options: offered, saysOptions: said.count == options.count),
                parameter: parameter, check: check)
            if let index = parser.choice(line, among: titles, synonyms: synonyms) {
                picked(index, for: parameter)
                return index
            }
            attempts += 1
            if attempts > Self.maximumReprompts { throw GaveUp() }
            if case .refused(let why) = await check.verdict(line) { reason = why }
        }
    }

    // MARK: - Yes or no

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
        return try await askYesOrNo(prompt, actionName: actionName, parameter: parameter?.name) {
            self.response(kind: .confirmation, dialog: $0)
        }
    }

    /// Asks whether Hark understood the person's sentence as `match`, said back as `prompt`
    /// ("Add “jam” to Tasks?"): true for yes. The question carries the proposed intent and
    /// values, and says it confirms an interpretation.
    func confirmInterpretation(_ match: IntentMatcher.Match, prompt: String) async throws -> Bool {
        let values = ResponseValues(localizer: localizer)
        lock.withLock { proposedMatch = match }
        defer { lock.withLock { proposedMatch = nil } }
        return try await askYesOrNo(prompt, parameter: nil) { shown in
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
        _ prompt: String, actionName: ConfirmationActionName = .continue, parameter: String?,
        response: (String) -> Response
    ) async throws -> Bool {
        let words = ActionWords(actionName, localizer: localizer)
        let parser = self.parser
        let check = AnswerCheck { line in
            words.answer(line) ?? parser.confirmation(line) != nil ? .answer : .refused(reason: nil)
        }
        var attempts = 0
        var shown = prompt
        while true {
            let line = try await channel.ask(
                Question(kind: .confirmation, prompt: shown), response: response(shown), parameter: parameter,
                check: check)
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
