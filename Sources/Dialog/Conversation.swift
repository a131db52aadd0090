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
/// ## What a turn guarantees
/// A call to ``respond(to:)`` is one turn, and a turn is atomic:
/// - **Nothing of it is still running when it returns.** A flow is a task the conversation
///   owns: it either waits on a question (suspended, doing nothing) or has ended — its final
///   answer is its task's value, so the conversation has awaited it. Cancelling a flow
///   (``interrupt()``, "cancel", a new request) cancels its task and waits for it to end.
/// - **What it changed is visible to the next match.** Entity names are matched from one
///   immutable vocabulary snapshot per entity type, swapped whole. Before a sentence is
///   matched, every vocabulary it could need is brought up to date when its app announced
///   new names (`updateAppShortcutParameters()`) or its store's change token moved (a write
///   by this process or any other); at the end of a flow, the loaded vocabularies are
///   brought up to date the same way. A name the vocabulary does not hold is still looked up
///   with the entity's query before a sentence is refused.
/// - **The same input gives the same answers.** Questions follow the intent's parameter
///   order; nothing depends on dictionary order or on timing.
/// - **Errors are sentences.** A failure becomes one localized sentence for the person
///   (``Response/dialog``) and the developer's details (``Response/errorDetail``); the
///   session goes on. A vocabulary that could not be reloaded keeps its last good snapshot
///   and the failure is reported in the turn's details.
///
/// ```swift
/// let conversation = try await Conversation(apps: [tasks], localizer: localizer)
/// await conversation.respond(to: "add buy milk to Tasks").dialog  // "Added “Buy milk”."
/// await conversation.respond(to: "complete buy milk").dialog      // "Completed “Buy milk”."
/// ```
public actor Conversation {
    public private(set) var state: ConversationState = .idle
    let matcher: IntentMatcher
    let localizer: Localizer
    private let errors: ErrorRenderer
    private var flow: Flow?
    /// The stage of matching that started the running flow, stamped on its responses.
    var flowStage: Response.MatchStage?
    private(set) var lastResponse: Response?
    /// What the running request is about and what the last one did: for answers, corrections,
    /// references and undo (see Conversation+Questions.swift and Conversation+References.swift).
    var followUp = FollowUp()
    /// What the waiting question takes, for tab completion (read outside the actor).
    nonisolated let questionAnswers = QuestionAnswers()
    /// What reference and undo windows are measured with.
    let clock: AppClock
    /// Per vocabulary source: the app's update count and change token its names were loaded
    /// at; nil until first needed.
    private var loadedAt: [(generation: Int, token: UInt64?)?]

    /// - Parameters:
    ///   - clock: what "today", "tomorrow at 5 pm" and durations are read against; the apps'
    ///     own clock, so transcripts control both. Dates are written in its time zone.
    ///   - classifyError: tells what kind of failure an error is (a busy or read-only store,
    ///     say), so it can be said in one sentence; errors it does not know are "unexpected".
    ///   - phraseCacheDirectory: a folder where the compiled phrases are kept between runs
    ///     (see `PhraseCache`); without one they are compiled every time. Answers are the same
    ///     either way.
    public init(
        apps: [AppDefinition], localizer: Localizer, clock: AppClock = .system,
        classifyError: @escaping @Sendable (any Error) -> FailureKind? = { _ in nil },
        phraseCacheDirectory: URL? = nil
    ) async throws {
        var localizer = localizer
        localizer.timeZone = clock.timeZone  // dates are written in the person's time zone
        self.localizer = localizer
        self.clock = clock
        errors = ErrorRenderer(localizer: localizer, classify: classifyError)
        matcher = try IntentMatcher(apps: apps, localizer: localizer, clock: clock, phraseCache: phraseCacheDirectory.map(PhraseCache.init(directory:)))
        loadedAt = Array(repeating: nil, count: matcher.vocabularySources.count)
    }

    /// The language responses are in.
    public nonisolated var language: Language { localizer.language }

    /// Answers one line. Blank lines are not turns: callers skip them.
    public func respond(to line: String) async -> Response {
        var response = await turn(line)
        response.input = line
        lastResponse = response
        return response
    }

    private func turn(_ line: String) async -> Response {
        let command = BuiltInCommand(line, localizer: localizer)
        if let flow, let question = state.question {
            switch command {
            case .cancel:
                return await cancel(flow)
            case .repeat:
                return lastResponse ?? prompt(question)
            case .help:
                return await help()
            case nil:
                // An answer, a correction, or a new request that replaces the question.
                return await reply(line, to: flow, question: question)
            }
        }
        switch command {
        case .cancel:
            // "cancel that" right after a result Hark can undo: nothing is in progress, so what
            // the person cancels is what was just done.
            if cancelsLastResult(line) { return undo() }
            if let request = await requestBesideCancel(line) { return request }
            if let request = await requestInCancelWords(line) { return request }
            return Response(
                input: line, language: localizer.language.code, kind: .cancelled,
                dialog: localizer.string("Cancelled."))
        case .repeat:
            return lastResponse ?? notUnderstood(nearest: nil)
        case .help:
            return await help()
        case nil:
            // "undo", or a reference to what the last request did ("delete it too").
            if let response = await followUpResponse(to: line) { return response }
            // A request taken back while it is said, by the words of cancelling ("add buy bread, no
            // wait, never mind", « démarre une course, euh non, laisse tomber », „…, nee, lass
            // mal“): nothing is done. Not by a no alone ("stop the run and delete it, no, don't"
            // may take back the deletion only), nor when those words say or deny a value of a
            // request ("stop the run, no wait, scrap it": Laps' discarding), which the sentence is
            // then read for.
            if let parts = matcher.correctedParts(of: line), BuiltInCommand(parts.after, localizer: localizer) == .cancel,
                !matcher.flexible.matcher.matches(for: parts.after).contains(where: { reading in
                    reading.evidence.contains { $0.kind == .value || $0.kind == .denied }
                })
            {
                return Response(
                    input: line, language: localizer.language.code, kind: .cancelled,
                    dialog: localizer.string("Cancelled."))
            }
            let (outcome, notes) = await understand(line)
            return await start(line, outcome: outcome, notes: notes)
        }
    }

    /// Whether `line`, said with no question waiting, names cancelling ("cancel that",
    /// « annule », 「取り消して」 — not "never mind" or "stop") right after a result its app can
    /// undo: it then undoes it.
    func cancelsLastResult(_ line: String) -> Bool {
        guard let last = followUp.last, last.isRecent(at: clock.now()), last.undoManager.canUndo else { return false }
        return localizer.says(
            line, requiredEntries: localizer.firstKind(of: "hark.words.cancel"), also: ["hark.words.cancel"])
    }

    /// With no question waiting, a line read as cancelling only with the help of an answer's
    /// words ("stop, keep it", «stop, guárdala»: keeping is an answer to a question that was
    /// never asked) is read as a request when a sure reading takes a value from those words
    /// (Laps' «guárdala» is saving the run); nil otherwise, and the line cancels. A cancelling
    /// word with a bare "no" ("stop, no") takes no value and still cancels.
    private func requestBesideCancel(_ line: String) async -> Response? {
        guard !localizer.says(line, required: ["hark.words.cancel"]) else { return nil }
        let (outcome, notes) = await understand(line)
        guard case .understood(.matched(let match)) = outcome,
            match.slots.contains(where: { $0.key != "applicationName" })
        else { return nil }
        return await start(line, outcome: outcome, notes: notes)
    }

    /// With no question waiting, a line of words of stopping alone (the stopping kind of
    /// `hark.words.cancel`: "stop", « arrête », „hör auf“, 「ストップ」, as a stopwatch is told)
    /// that is also a request's own wording (Laps' stopping of the run) is that request, when
    /// the understanding is sure of it and it lacks no value but a choice among the request's
    /// own options (what to do with the run). Nil otherwise, and the line cancels: "cancel" and
    /// "never mind" name nothing to stop; a word two requests share (German „Stopp“: a lap or
    /// the run) is no sure reading.
    private func requestInCancelWords(_ line: String) async -> Response? {
        let kinds = localizer.kinds(of: "hark.words.cancel")
        guard kinds.count > Self.stoppingKind, localizer.says(line, requiredEntries: kinds[Self.stoppingKind]) else { return nil }
        let (outcome, notes) = await understand(line)
        guard case .understood(.matched(let match)) = outcome, !match.lacksRequiredValue(besidesChoices: true) else { return nil }
        return await start(line, outcome: outcome, notes: notes)
    }

    /// The kind of `hark.words.cancel` that names stopping ("stop", the third of the English
    /// list's kinds, which every language's list follows).
    static let stoppingKind = 2

    /// Ctrl-C: abandons the conversation in progress. Nil when nothing was in progress.
    public func interrupt() async -> Response? {
        guard let flow, state.question != nil else { return nil }
        let response = await cancel(flow)
        lastResponse = response
        return response
    }

    /// Ends the session: a flow still waiting on a question is cancelled and awaited. Returns
    /// its (cancelled) response, or nil when nothing was in progress.
    public func close() async -> Response? {
        await interrupt()
    }

    // MARK: - Understanding

    /// What a line means, with the vocabularies it could need brought up to date first.
    /// The second value holds developer notes (a vocabulary that failed to reload).
    func understand(_ line: String) async -> (Outcome, [String]) {
        let prepared = matcher.index.prepare(line)
        var notes = await refreshVocabularies(matcher.sourcesNeeded(for: prepared), includingUnloaded: true)
        do {
            let outcome = try await matcher.match(line, prepared: prepared)
            guard case .notUnderstood = outcome else { return (.understood(outcome), notes) }
            // No phrase read it: the flexible stage may find names anywhere ("three
            // minestrones"), so every vocabulary is brought up to date, and it reads again if
            // any changed.
            let version = matcher.index.vocabularyVersion
            notes += await refreshVocabularies(Array(matcher.vocabularySources.indices), includingUnloaded: true)
            var again = outcome
            if matcher.index.vocabularyVersion != version {
                again = try await matcher.match(line, prepared: matcher.index.prepare(line))
                guard case .notUnderstood = again else { return (.understood(again), notes) }
            }
            // Still nothing: a name the vocabulary does not hold (a to-do past the query's
            // suggestions) is asked of the entities' string queries, and the line read again.
            let found = try await matcher.currentNames(adding: matcher.flexible.matcher.wordsToLookUp(in: line))
            guard !found.updates.isEmpty else { return (.understood(again), notes) }
            matcher.index.updateVocabularies(found.updates)
            let read = try await matcher.match(line, prepared: matcher.index.prepare(line))
            // A name found by one of its words must explain the whole sentence: "markiere Papa
            // anrufen" names no „Sam anrufen“, though the search for „anrufen“ found it.
            if names(read, any: found.added), let reading = matcher.flexible.matcher.matches(for: line).first,
                reading.evidence.contains(where: { $0.kind == .unexplained })
            {
                matcher.index.updateVocabularies(found.offered)
                return (.understood(again), notes)
            }
            return (.understood(read), notes)
        } catch {
            return (.failed(error), notes)
        }
    }

    /// Whether the outcome's match names one of the entities of `ids`.
    private func names(_ outcome: IntentMatcher.Outcome, any ids: Set<String>) -> Bool {
        let matches: [IntentMatcher.Match] =
            switch outcome {
            case .matched(let match), .proposed(let match): [match]
            case .ambiguous(let matches): matches
            case .notUnderstood: []
            }
        return matches.contains { match in
            match.slots.values.contains { if case .vocabulary(let id, _) = $0 { ids.contains(id) } else { false } }
        }
    }

    enum Outcome {
        case understood(IntentMatcher.Outcome)
        case failed(any Error)

        static func matched(_ match: IntentMatcher.Match) -> Outcome { .understood(.matched(match)) }
    }

    /// Reloads the names of `sources` whose app announced new names or whose store changed
    /// since they were loaded (and, with `includingUnloaded`, those never loaded), then swaps
    /// them into the matcher at once. Returns a note per source that failed; it keeps its
    /// last good names and is tried again next time.
    private func refreshVocabularies(_ sources: [Int], includingUnloaded: Bool) async -> [String] {
        var updates: [PhraseIndex.VocabularyUpdate] = []
        var loaded: [(Int, (generation: Int, token: UInt64?))] = []
        var notes: [String] = []
        for position in sources {
            let source = matcher.vocabularySources[position]
            let current = (generation: source.app.parameterGeneration(), token: source.app.changeToken?())
            if let previous = loadedAt[position] {
                if previous.generation == current.generation, previous.token == current.token { continue }
            } else if !includingUnloaded {
                continue
            }
            do {
                let names = try await matcher.currentNames(of: source)
                updates.append(PhraseIndex.VocabularyUpdate(slots: source.slots, values: names))
                loaded.append((position, current))
            } catch {
                notes.append(errors.detail(of: error, while: "loading the names of \(source.info.typeName)"))
            }
        }
        if !updates.isEmpty { matcher.index.updateVocabularies(updates) }
        for (position, version) in loaded { loadedAt[position] = version }
        return notes
    }

    /// Every phrase a person may say now, with every entity's current names loaded, and the
    /// vocabulary version they were read at: what a speech grammar is made from. A caller
    /// keeps the version and asks again when ``vocabularyVersion`` moves on.
    public func spokenPhrases() async -> (phrases: [SpokenPhrase], version: Int) {
        _ = await refreshVocabularies(Array(matcher.vocabularySources.indices), includingUnloaded: true)
        return (matcher.index.spokenPhrases(), matcher.index.vocabularyVersion)
    }

    /// How many times the entity names the phrases are matched against changed.
    public nonisolated var vocabularyVersion: Int { matcher.index.vocabularyVersion }

    /// The sources whose names were loaded at least once.
    private var loadedSources: [Int] {
        loadedAt.indices.filter { loadedAt[$0] != nil }
    }

    // MARK: - Flows

    func start(_ line: String, outcome: Outcome, notes: [String]) async -> Response {
        var response: Response
        switch outcome {
        case .failed(let error):
            response = errors.response(for: error, app: nil, language: localizer.language.code)
        case .understood(.notUnderstood):
            // "Did you mean …?" only for a request that yes can carry out (see Conversation+Suggestions.swift).
            if let suggestion = await suggestion(for: line) {
                flowStage = suggestion.stage
                let prompt = localizer.string(
                    "Sorry, I didn’t get that. Did you mean “%@”?", .string(localizer.proposal(of: suggestion, quoted: false, said: line)))
                response = await run(line) { conversation in
                    guard try await conversation.confirmInterpretation(suggestion, prompt: prompt) else {
                        throw IntentFlowRunner.Declined()
                    }
                    return suggestion
                }
            } else {
                response = notUnderstood(nearest: nil)
            }
        case .understood(.ambiguous(let matches)):
            flowStage = .exact
            response = await run(line) { conversation in
                let titles = matches.map {
                    DisplayRepresentation(
                        title: LocalizedStringResource.verbatim(
                            "\(self.localizer.scoped(to: $0.app).string($0.intent.title)) (\($0.app.name))"))
                }
                let index = try await conversation.requestDisambiguation(
                    for: nil, among: titles, dialog: IntentDialog(LocalizedStringResource("Which did you mean?")))
                return matches[index]
            }
        case .understood(.matched(let match)):
            flowStage = match.stage
            response = await run(line) { _ in match }
        case .understood(.proposed(let match)):
            flowStage = match.stage
            let prompt = localizer.proposalQuestion(of: match)
            response = await run(line) { conversation in
                guard try await conversation.confirmInterpretation(match, prompt: prompt) else {
                    throw IntentFlowRunner.Declined()
                }
                return match
            }
        }
        response.addErrorDetails(notes)
        return response
    }

    /// Starts a flow for `line` and returns its first question or, if it asks none, its answer.
    /// `presets` are values already known (a correction's, a reference's), set before anything
    /// is asked; `pendingChoice` is asked first.
    func run(
        _ line: String, presets: [String: any Sendable] = [:], pendingChoice: IntentFlowRunner.PendingChoice? = nil,
        choose: @escaping @Sendable (FlowConversation) async throws -> IntentMatcher.Match
    ) async -> Response {
        let matcher = self.matcher
        let localizer = self.localizer
        let errors = self.errors
        let session = FollowUp.SessionBox()
        let flow = Flow { channel in
            let conversation = FlowConversation(
                channel: channel, localizer: localizer, values: matcher.values, input: line)
            session.set(conversation)
            var runner = IntentFlowRunner(conversation: conversation, matcher: matcher, localizer: localizer, errors: errors)
            runner.presets = presets
            runner.pendingChoice = pendingChoice
            return await runner.run(choose: choose)
        }
        self.flow = flow
        followUp.session = session
        return await nextEvent(of: flow)
    }

    /// The flow's next question, or — once it has ended — its final answer, after the
    /// vocabularies it may have changed are up to date.
    func nextEvent(of flow: Flow) async -> Response {
        if let asked = await flow.nextQuestion() {
            state = .waiting(asked.question)
            followUp.asked = asked
            questionAnswers.set(answers(to: asked.question))
            var response = asked.response
            response.match = flowStage
            return response
        }
        var response = await flow.finalResponse()
        response.match = flowStage
        state = .idle
        self.flow = nil
        flowStage = nil
        // What it did, for "it", "the other one" and "undo" in the turns that follow.
        followUp.finish(response, now: clock.now())
        questionAnswers.set([])
        response.addErrorDetails(await refreshVocabularies(loadedSources, includingUnloaded: false))
        return response
    }

    func cancel(_ flow: Flow) async -> Response {
        flow.cancel()
        return await nextEvent(of: flow)
    }

    // MARK: - Fixed answers

    func prompt(_ question: Question) -> Response {
        Response(
            input: "", language: localizer.language.code, kind: .requestValue, dialog: question.prompt,
            options: question.options)
    }

    func notUnderstood(nearest: String?) -> Response {
        let text =
            nearest.map { localizer.string("Sorry, I didn’t get that. Did you mean “%@”?", .string($0)) }
            ?? localizer.string("Sorry, I didn’t get that.")
        return Response(input: "", language: localizer.language.code, kind: .notUnderstood, dialog: text)
    }

    private func help() async -> Response {
        let examples = await localizer.helpExamples(for: matcher.apps)
        let quoted = examples.map { localizer.string("hark.quoted", .string($0)) }
        let text = localizer.punctuated(localizer.string("You can say: %@.", .list(quoted)))
        return Response(input: "", language: localizer.language.code, kind: .result, dialog: text)
    }
}

/// The words that work at any turn.
enum BuiltInCommand: Equatable {
    case cancel, `repeat`, help

    /// The longest line, in UTF-8 bytes, read as a command or an undo: a few words with
    /// fillers around them ("um, could you please repeat that again?") are far shorter, and
    /// folding a 4,000-character line for each word list cost every such line milliseconds.
    static let longestLine = 200

    init?(_ line: String, localizer: Localizer) {
        guard line.utf8.count <= Self.longestLine else { return nil }
        if localizer.says(line, required: ["hark.words.cancel"], also: ["hark.words.no"]) {
            self = .cancel
        } else if localizer.isOneEntry(line, of: ["hark.words.yes", "hark.words.no"]) {
            // A whole yes or no ("uh huh", 「ええ」) is an answer, though its words could be cut
            // into a filler and a request to repeat ("uh" + "huh").
            return nil
        } else if localizer.says(line, required: ["hark.words.repeat"]) {
            self = .repeat
        } else if localizer.says(line, required: ["hark.words.help"]) {
            self = .help
        } else {
            return nil
        }
    }
}
