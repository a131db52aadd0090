import Foundation
import Intents
import Localization
import PhraseMatcher

/// One session with a person: each line in, one response out.
///
/// A line either starts a flow — match, resolve, ask, choose, confirm, perform, respond —
/// or answers the question the running flow is waiting on. "cancel", "repeat" and "help"
/// work at any turn. I/O stays outside: the front end passes lines in and prints responses.
///
/// ```swift
/// let conversation = try await Conversation(apps: [tasks], localizer: localizer)
/// await conversation.respond(to: "add buy milk to Tasks").dialog  // "Added “Buy milk”."
/// ```
public actor Conversation {
    public private(set) var state: ConversationState = .idle
    let matcher: IntentMatcher
    private let localizer: Localizer
    private var flow: Flow?
    private var lastResponse: Response?

    /// - Parameter clock: what "today", "tomorrow at 5 pm" and durations are read against;
    ///   the apps' own clock, so transcripts control both.
    public init(apps: [AppDefinition], localizer: Localizer, clock: AppClock = .system) async throws {
        var localizer = localizer
        localizer.timeZone = clock.timeZone  // dates are written in the person's time zone
        self.localizer = localizer
        matcher = try IntentMatcher(apps: apps, localizer: localizer, clock: clock)
        await matcher.refreshVocabularies()
    }

    /// The language responses are in.
    public nonisolated var language: Language { localizer.language }

    /// Answers one line. Blank lines are not turns: callers skip them.
    public func respond(to line: String) async -> Response {
        let command = BuiltInCommand(line, localizer: localizer)
        if let flow, let question = state.question {
            switch command {
            case .cancel:
                return await cancel(flow)
            case .repeat:
                return lastResponse.map { reply(to: line, reusing: $0) } ?? prompt(question, input: line)
            case .help:
                return remember(await help(input: line))
            case nil:
                // A new request that names its app replaces the question: the person moved on.
                if !question.acceptsAnyText, case .matched(let match) = matcher.match(line), match.isExplicit {
                    flow.cancel()
                    _ = await nextEvent(of: flow)
                    return await start(line)
                }
                flow.answer(line)
                return await nextEvent(of: flow)
            }
        }
        switch command {
        case .cancel:
            return remember(
                Response(
                    input: line, language: localizer.language.code, kind: .cancelled,
                    dialog: localizer.string("Cancelled.")))
        case .repeat:
            return lastResponse.map { reply(to: line, reusing: $0) } ?? notUnderstood(input: line, nearest: nil)
        case .help:
            return remember(await help(input: line))
        case nil:
            return await start(line)
        }
    }

    /// Ctrl-C: abandons the conversation in progress. Nil when nothing was in progress.
    public func interrupt() async -> Response? {
        guard let flow, state.question != nil else { return nil }
        return await cancel(flow)
    }

    private func start(_ line: String) async -> Response {
        switch matcher.match(line) {
        case .notUnderstood(let nearest):
            return remember(notUnderstood(input: line, nearest: nearest))
        case .ambiguous(let matches):
            return await run(line) { conversation in
                let titles = matches.map {
                    DisplayRepresentation(
                        title: LocalizedStringResource.verbatim(
                            "\(self.localizer.string($0.intent.title)) (\($0.app.name))"))
                }
                let index = try await conversation.requestDisambiguation(
                    for: nil, among: titles, dialog: IntentDialog(LocalizedStringResource("Which did you mean?")))
                return matches[index]
            }
        case .matched(let match):
            return await run(line) { _ in match }
        }
    }

    /// Starts a flow for `line` and returns its first event.
    private func run(_ line: String, choose: @escaping @Sendable (FlowConversation) async throws -> IntentMatcher.Match)
        async -> Response
    {
        let flow = Flow()
        self.flow = flow
        let conversation = FlowConversation(flow: flow, localizer: localizer, values: matcher.values, input: line)
        let runner = IntentFlowRunner(conversation: conversation, matcher: matcher, localizer: localizer)
        Task { await runner.run(choose: choose) }
        return await nextEvent(of: flow)
    }

    private func nextEvent(of flow: Flow) async -> Response {
        switch await flow.events.next() {
        case .question(let question, let response):
            state = .waiting(question)
            return remember(response)
        case .finished(let response):
            state = .idle
            self.flow = nil
            return remember(response)
        }
    }

    private func cancel(_ flow: Flow) async -> Response {
        flow.cancel()
        return await nextEvent(of: flow)
    }

    private func remember(_ response: Response) -> Response {
        lastResponse = response
        return response
    }

    private func reply(to line: String, reusing response: Response) -> Response {
        var repeated = response
        repeated.input = line
        return repeated
    }

    private func prompt(_ question: Question, input: String) -> Response {
        Response(
            input: input, language: localizer.language.code, kind: .requestValue, dialog: question.prompt,
            options: question.options)
    }

    private func notUnderstood(input: String, nearest: String?) -> Response {
        let text =
            nearest.map { localizer.string("Sorry, I didn’t get that. Did you mean “%@”?", .string($0)) }
            ?? localizer.string("Sorry, I didn’t get that.")
        return Response(input: input, language: localizer.language.code, kind: .notUnderstood, dialog: text)
    }

    private func help(input: String) async -> Response {
        let examples = await localizer.helpExamples(for: matcher.apps)
        let quoted = examples.map { localizer.string("hark.quoted", .string($0)) }
        let text = localizer.string("You can say: %@.", .list(quoted))
        return Response(input: input, language: localizer.language.code, kind: .result, dialog: text)
    }
}

/// The words that work at any turn.
enum BuiltInCommand: Equatable {
    case cancel, `repeat`, help

    init?(_ line: String, localizer: Localizer) {
        if localizer.says(line, required: ["hark.words.cancel"], also: ["hark.words.no"]) {
            self = .cancel
        } else if localizer.says(line, required: ["hark.words.repeat"]) {
            self = .repeat
        } else if localizer.says(line, required: ["hark.words.help"]) {
            self = .help
        } else {
            return nil
        }
    }
}
