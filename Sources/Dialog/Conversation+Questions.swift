import Foundation
import Intents
import PhraseMatcher

/// A line said while a question waits: an answer, a correction of the request, or a new
/// request that replaces it.
///
/// The rules, in order (docs/conversation.md says them for people):
/// 1. **A correction** — "no, I meant Pay rent", "make that three", "actually two" — whose
///    value answers the question is that answer; otherwise it corrects the request's
///    parameter it fits (the question's own first, then the others, a title only when the
///    question is about it) and the request starts again with the new value. "not that one,
///    the other one" takes the choice not picked. "no, I meant <a request>" is that request.
///    **"undo"** (unless the question takes it as an answer) cancels the request in progress:
///    it has done nothing yet.
/// 2. **A request that names its app** replaces the question, unless the question takes any
///    words (a title).
/// 3. **An answer** the question can use is handed to it.
/// 4. **A request on its own** — one Hark would carry out or propose, with or without its
///    app's name — replaces the question: a question never swallows a request.
/// 5. Anything else is handed to the question, which says why it cannot use it and asks
///    again (at most twice) — except a yes/no question about how Hark understood a sentence
///    ("Did you mean …?"): that was Hark's guess, and a line that answers neither yes nor no
///    is read afresh, as a new line.
extension Conversation {
    /// How a line said while a question waits is read.
    enum Reply {
        /// An answer, to hand to the question (the value alone when a correction said it).
        case answer(String)
        /// A correction of the request: it starts again with these values.
        case correction(Correction)
        /// A new request that replaces the question; `line` is what it says.
        case newRequest(line: String, Outcome, notes: [String])
        /// Not an answer and no request: the question says why and asks again.
        case refused(reason: String?)
        /// "undo" while the question waits: what is undone is the request in progress, which
        /// has done nothing yet, so it is cancelled.
        case undo
        /// A bare no ("nope", « non merci », 「いや」) to a question that asks for a value: the
        /// person declines the request, which is cancelled.
        case declined
        /// "wait", "hold on" (« attends », „warte“, «espera», 「待って」) to a question that asks
        /// for a value: no answer yet; the question is asked again, no attempt counted.
        case waiting
    }

    /// A request started again with a corrected value.
    struct Correction: @unchecked Sendable {
        // Presets are values of the intent's parameters, each Sendable.
        let match: IntentMatcher.Match
        let presets: [String: any Sendable]
        let pendingChoice: IntentFlowRunner.PendingChoice?
        /// The parameter corrected, and the value as said or titled.
        let parameter: String
        let value: String
    }

    /// Answers a line said while `flow` waits on `question`.
    func reply(_ line: String, to flow: Flow, question: Question) async -> Response {
        switch await reading(ofReply: line, to: question) {
        case .answer(let text):
            flow.send(text)
            return await nextEvent(of: flow)
        case .refused:
            flow.send(line)
            return await nextEvent(of: flow)
        case .undo, .declined:
            return await cancel(flow)
        case .waiting:
            // Asked again as it was last said, as "repeat" does.
            return lastResponse ?? prompt(question)
        case .correction(let correction):
            let stage = flowStage
            _ = await cancel(flow)
            flowStage = stage
            return await run(line, presets: correction.presets, pendingChoice: correction.pendingChoice) { _ in
                correction.match
            }
        case .newRequest(let said, let outcome, let notes):
            let wasGuess = isGuessing
            _ = await cancel(flow)
            var response = await start(said, outcome: outcome, notes: notes)
            // The old request is dropped with a short word, then the new one is answered; a
            // guess of Hark's ("Did you mean …?") is dropped without one.
            if !wasGuess {
                response.dialog = localizer.joinedSentences([localizer.string("hark.escaped"), response.dialog])
            }
            return response
        }
    }

    /// How a line would be read as a reply to `question`; performs nothing (entity queries may
    /// be asked for names, as in a turn).
    func reading(ofReply line: String, to question: Question) async -> Reply {
        let words = FollowUpWords(localizer: localizer)
        let check = followUp.asked?.check ?? .anything
        // "the other one", "actually, not that one": read before the words after a correction's
        // lead, which alone ("esa no") could pass for something else.
        if words.saysTheOtherOne(line), let correction = otherOneCorrection() {
            return .correction(correction)
        }
        if let value = words.correctedValue(in: line) {
            if await answers(value, check: check, question: question) { return .answer(value) }
            if let reply = await reading(ofCorrection: value, freeText: true) { return reply }
        }
        // "no, add honey", « non, ajoute du miel »: a no before a request of its own corrects
        // with it, as "no, I meant …" does; before a value Hark knows ("no, two"), likewise. Never
        // free text: "no, that's wrong" is no title.
        if question.kind == .confirmation, let rest = words.afterNo(line),
            !(await answers(line, check: check, question: question)),
            let reply = await reading(ofCorrection: rest, freeText: false)
        {
            return reply
        }
        if words.isUndo(line), await check.verdict(line) != .answer { return .undo }
        // "no" to "Which task should I complete?", "What should I do with the run?" or "What's
        // the title?" names nothing: the person turns the request down. Never a value found by
        // one of its words (a run's "no need to save it" is no "no"); only an option offered
        // under that very name is picked by it.
        if question.kind != .confirmation, let reply: Reply = words.declines(line) ? .declined : words.waits(line) ? .waiting : nil {
            let said = localizer.key(line)
            if !question.options.contains(where: { localizer.key($0.title) == said }) { return reply }
        }
        // "no, buy bread" to "What should the task say?": the words after the no and its comma
        // are the answer («no lo sé» is a sentence of its own).
        if question.acceptsAnyText, let rest = words.afterNo(line), line.hasSuffix(rest),
            line.dropLast(rest.count).trimmingCharacters(in: .whitespaces).last.map({ ",;:、…".contains($0) }) == true
        {
            return .answer(rest)
        }
        guard !question.acceptsAnyText else { return .answer(line) }
        // "add it", 「はい、追加して」, "yes, add it to my list": said to a yes/no question about a
        // request, the request's own words alone are a yes (before a phrase can read the "yes"
        // as a title). Not a word that also says no or cancel: 「キャンセルで」 to 「「ゴミ出し」を
        // 削除しますか？」 cancels, though キャンセル is also a word of deleting.
        if question.kind == .confirmation, let (match, _) = requestInProgress(),
            let yes = localizer.firstKind(of: "hark.words.yes").first,
            !localizer.says(line, required: ["hark.words.no"], also: ["hark.words.cancel", "hark.words.yes"]),
            !localizer.says(line, required: ["hark.words.cancel"], also: ["hark.words.no", "hark.words.yes"]),
            matcher.saysOnlyTheRequest(words.withoutAnswerWords(line), intentID: match.intent.id)
        {
            return .answer(yes)
        }
        let (outcome, notes) = await understand(line)
        if case .understood(.matched(let match)) = outcome, match.isExplicit {
            return .newRequest(line: line, outcome, notes: notes)
        }
        let verdict = await check.verdict(line)
        if verdict == .answer {
            if await answers(line, check: check, question: question) { return .answer(line) }
            // Another request's words ("delete it" while adding) are that request, never a yes.
            return .newRequest(line: line, outcome, notes: notes)
        }
        // A reply in the shape of an offered option with another number ("lap 3" when "Lap 1"
        // and "final lap" are offered) is an answer the question cannot use, though it also
        // reads as a request ("that's lap 3" records a lap).
        if isShapedAsOption(line, question: question) {
            if case .refused(let reason) = verdict { return .refused(reason: reason) }
            return .refused(reason: nil)
        }
        // A guessed title ("feed the cat" → add a task called so?) is more likely an answer the
        // question could not use than a new request: it does not replace the question.
        if (Self.isRequest(outcome) && !isGuessedTitle(outcome)) || isGuessing {
            return .newRequest(line: line, outcome, notes: notes)
        }
        if case .refused(let reason) = verdict { return .refused(reason: reason) }
        return .refused(reason: nil)
    }

    /// How the value a correction says is read, nil when it corrects nothing: first as a value
    /// Hark knows for the request (a task, a number, a choice); then, when it is a request of its
    /// own ("no, I meant add jelly", 「いや、ゼリーを追加して」), as that request — a correction
    /// of the same intent, or a new request, never a title that holds its verb; last, when
    /// `freeText`, as free text for a title, or a request Hark would only guess at.
    private func reading(ofCorrection value: String, freeText: Bool) async -> Reply? {
        if let correction = await correction(saying: value, freeText: false) { return .correction(correction) }
        let (outcome, notes) = await understand(value)
        if let request = requestSaid(in: value, outcome: outcome) {
            if let (match, values) = requestInProgress(),
                let correction = correction(of: match, values: values, by: request, said: value)
            {
                return .correction(correction)
            }
            return .newRequest(line: value, outcome, notes: notes)
        }
        guard freeText else { return nil }
        if let correction = await correction(saying: value, freeText: true) { return .correction(correction) }
        if Self.isRequest(outcome) { return .newRequest(line: value, outcome, notes: notes) }
        return nil
    }

    /// Whether `text` answers the question: the question's own check, except that at a yes/no
    /// question about a request, the words of removing ("delete it", « supprime-la », 「消して」:
    /// the fourth kind of `hark.words.yes`) are a yes only to a request they name — never to
    /// adding a task or ordering a soup.
    private func answers(_ text: String, check: AnswerCheck, question: Question) async -> Bool {
        guard await check.verdict(text) == .answer else { return false }
        guard question.kind == .confirmation, let (match, _) = requestInProgress() else { return true }
        var kinds = localizer.kinds(of: "hark.words.yes")
        guard kinds.indices.contains(Self.removingKind) else { return true }
        let removing = kinds.remove(at: Self.removingKind)
        // Only a yes that needs them is in question: a yes without them, a no, or the action's
        // own words ("place the order", a custom action's labels) are what they say.
        if !localizer.says(text, required: ["hark.words.yes"])
            || localizer.says(text, requiredEntries: kinds.flatMap { $0 }, also: ["hark.words.no"])
            || localizer.says(text, required: ["hark.words.no"])
        {
            return true
        }
        return removing.contains { matcher.readsAsRequest($0, intentID: match.intent.id) }
    }

    /// Where the words of removing are among the kinds of `hark.words.yes`.
    private static let removingKind = 3

    /// Whether the waiting question asks whether Hark understood a sentence right.
    var isGuessing: Bool {
        followUp.session?.conversation?.proposal != nil && followUp.session?.conversation?.request == nil
    }

    /// Whether the outcome only proposes a request whose title is words of the line: a guess.
    private func isGuessedTitle(_ outcome: Outcome) -> Bool {
        guard case .understood(.proposed(let match)) = outcome else { return false }
        return matcher.hasFreeText(match)
    }

    /// Whether `line` says an option the question offers with another number in place of its
    /// number ("lap 3" to "Lap 1 or final lap?", „Runde 4“ to „Runde 1 oder letzte Runde?“).
    /// Words are compared as typed, so only languages that write spaces between them.
    private func isShapedAsOption(_ line: String, question: Question) -> Bool {
        guard localizer.language != .japanese, !question.options.isEmpty else { return false }
        let numbers = NumberReader(language: localizer.language)
        func shape(_ text: String) -> [String]? {
            var saysNumber = false
            // Words as written, for the number reader („fünf“), then folded for comparing.
            let words = text.lowercased().split(whereSeparator: { $0.isWhitespace || $0.isPunctuation }).map { word -> String in
                guard numbers.wholeInteger(in: String(word)) != nil else { return TextKey.fold(String(word)) }
                saysNumber = true
                return "#"
            }
            return saysNumber ? words : nil
        }
        guard let said = shape(line) else { return false }
        return question.options.contains { shape($0.title) == said }
    }

    /// Whether an outcome is a request Hark would act on or ask about.
    static func isRequest(_ outcome: Outcome) -> Bool {
        switch outcome {
        case .understood(.matched), .understood(.proposed), .understood(.ambiguous): true
        default: false
        }
    }

    /// The request waiting on the question, with the values it holds now: the running intent's
    /// (its invocation's), or the one a yes/no question proposes.
    func requestInProgress() -> (match: IntentMatcher.Match, values: [String: any Sendable])? {
        guard let session = followUp.session?.conversation else { return nil }
        if let request = session.request {
            var values: [String: any Sendable] = [:]
            for parameter in request.intent.parameters {
                if let value = request.invocation.value(for: parameter.name) { values[parameter.name] = value }
            }
            let match = IntentMatcher.Match(
                app: request.app, intent: request.intent, slots: [:], isExplicit: true, stage: flowStage ?? .exact)
            return (match, values)
        }
        return session.proposal.map { ($0, [:]) }
    }

    /// The request with `value` in the parameter it fits: the question's own parameter first,
    /// then the others in the intent's order; of the parameters that take free text when
    /// `freeText`, of the others when not. Free text fits a title only when the question is
    /// about it, or when the proposed request holds a title already.
    private func correction(saying value: String, freeText: Bool) async -> Correction? {
        guard let (match, values) = requestInProgress() else { return nil }
        let asked = followUp.asked?.parameter
        let parameters = match.intent.parameters.filter { $0.name == asked } + match.intent.parameters.filter { $0.name != asked }
        // Free text never takes another request's words ("no, I meant delete jam").
        let anotherRequest = freeText && matcher.readsAsAnotherIntent(value, than: match.intent.id)
        let fitting = parameters.filter { parameter in
            guard case .string = parameter.valueType else { return !freeText }
            if !freeText || anotherRequest { return false }
            return parameter.name == asked || (asked == nil && match.slots[parameter.name] != nil)
        }
        return await correction(of: match, values: values, saying: value, trying: fitting)
    }

    /// `match` with `value` in the first of `parameters` whose type reads it (asked which when
    /// it names several), the other values kept.
    func correction(
        of match: IntentMatcher.Match, values: [String: any Sendable], saying value: String, trying parameters: [ParameterInfo]
    ) async -> Correction? {
        let parser = AnswerParser(localizer: localizer.scoped(to: match.app), values: matcher.values)
        // A title said as a correction loses its leading article as a title said in a request
        // does ("no, I meant the jelly" → “jelly”, « … de la gelée » → « gelée »).
        let title = FollowUpWords(localizer: localizer).withoutLeadingFillers(value)
        for parameter in parameters {
            var said = value
            if case .string = parameter.valueType { said = title }
            let outcome = try? await IntentRuntime.withDependencies(match.app.dependencies) { [said] in
                try await parser.parse(said, for: parameter)
            }
            switch outcome {
            case .value(let corrected):
                var presets = values
                presets[parameter.name] = corrected
                return Correction(
                    match: match, presets: presets, pendingChoice: nil, parameter: parameter.name,
                    value: localizer.scoped(to: match.app).string(DisplayRepresentation.of(corrected).title))
            case .candidates(let candidates):
                var presets = values
                presets[parameter.name] = nil
                let choice = IntentFlowRunner.PendingChoice(
                    parameter: parameter.name, values: candidates.map(\.value), displays: candidates.map(\.display))
                return Correction(match: match, presets: presets, pendingChoice: choice, parameter: parameter.name, value: value)
            default:
                continue
            }
        }
        return nil
    }

    /// The request a correction's value says of its own, with more than a title: the intent's
    /// words ("add jelly"), or values of their kinds ("two miso soups"). Nil when the value is
    /// no request, or only a guess at a title made of all its words ("call Mom"), which may as
    /// well be a value of the request in progress.
    func requestSaid(in value: String, outcome: Outcome) -> IntentMatcher.Match? {
        let match: IntentMatcher.Match
        switch outcome {
        case .understood(.matched(let found)), .understood(.proposed(let found)): match = found
        case .understood(.ambiguous(let found)): match = found[0]
        default: return nil
        }
        let texts = match.slots.values.compactMap { slot -> String? in
            if case .text(let text) = slot { text } else { nil }
        }
        let letters = { (text: String) in TextKey.fold(text).filter { $0 != " " }.count }
        if !texts.isEmpty, letters(texts.joined()) >= letters(value) { return nil }
        return match
    }

    /// `request`, read from the words `said`, as a correction of `match` when it is the same
    /// intent: the values it says, and the others kept from `values`. Nil for a request of
    /// another intent.
    func correction(
        of match: IntentMatcher.Match, values: [String: any Sendable], by request: IntentMatcher.Match, said: String
    ) -> Correction? {
        guard request.app.name == match.app.name, request.intent.id == match.intent.id else { return nil }
        let presets = values.filter { request.slots[$0.key] == nil }
        let parameter = match.intent.parameters.first { request.slots[$0.name] != nil }?.name ?? ""
        let value: String
        switch request.slots[parameter] {
        case .vocabulary(_, let title): value = title
        case .text(let text): value = text
        default: value = said
        }
        return Correction(match: request, presets: presets, pendingChoice: nil, parameter: parameter, value: value)
    }

    /// "not that one, the other one": the request with the value not picked, for the question's
    /// parameter or the first one picked among choices; asked which when several are left.
    private func otherOneCorrection() -> Correction? {
        guard let (match, values) = requestInProgress(), let session = followUp.session?.conversation else { return nil }
        let choices = session.choices
        let asked = followUp.asked?.parameter
        let candidates = ([asked].compactMap { $0 } + match.intent.parameters.map(\.name))
        guard let name = candidates.first(where: { choices[$0]?.picked != nil }), let offered = choices[name],
            let picked = offered.picked
        else { return nil }
        let others = offered.values.indices.filter { $0 != picked }
        guard !others.isEmpty else { return nil }
        var presets = values
        if others.count == 1 {
            presets[name] = offered.values[others[0]]
            return Correction(match: match, presets: presets, pendingChoice: nil, parameter: name, value: offered.titles[others[0]])
        }
        presets[name] = nil
        let choice = IntentFlowRunner.PendingChoice(
            parameter: name, values: others.map { offered.values[$0] },
            displays: others.map { DisplayRepresentation.of(offered.values[$0]) })
        return Correction(match: match, presets: presets, pendingChoice: choice, parameter: name, value: "")
    }
}
