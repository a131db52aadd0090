import Foundation
import Intents
import PhraseMatcher

/// What a person may say right after a result, for a short time (``FollowUp/window``):
/// "undo", a correction of it ("no, I meant Pay rent", "make that two": undone, then done
/// again with the value said), and requests that refer back to it — "delete it too",
/// "complete that one", "and the other one".
///
/// "it" and "that one" are what the last request acted on: the entity it returned (the task
/// it added or completed), else the entity it was given. "the other one" is the choice it did
/// not take, when the person picked among choices. A reference is read from the phrases
/// themselves: a phrase or reading whose entity words are only a reference ("Delete ${task}"
/// with "it too"), or no more than a reference, which repeats the last request ("and the
/// other one").
extension Conversation {
    /// A request that refers back to the last one.
    struct ReferenceReading: @unchecked Sendable {
        // Presets are values of the intent's parameters, each Sendable.
        let match: IntentMatcher.Match
        let presets: [String: any Sendable]
        let pendingChoice: IntentFlowRunner.PendingChoice?
        /// What the reference was read as, and the title of what it names ("" when asked which).
        let reference: FollowUpWords.Reference
        let title: String
    }

    /// The answer to "undo", or to a request that refers to the last result; nil for a line
    /// that is neither (it is matched as usual).
    func followUpResponse(to line: String) async -> Response? {
        let words = FollowUpWords(localizer: localizer)
        if words.isUndo(line) { return undo() }
        if let reading = await referenceReading(of: line) {
            flowStage = reading.match.stage
            return await run(line, presets: reading.presets, pendingChoice: reading.pendingChoice) { _ in reading.match }
        }
        if let correction = await correctionOfLast(line) { return await redo(line, correcting: correction) }
        // "no, I meant show my Tasks": the request the correction says, read on its own.
        if followUp.last?.isRecent(at: clock.now()) == true, let value = words.correctedValue(in: line),
            !Self.isUnderstoodWhole(await understand(line).0)
        {
            let (outcome, notes) = await understand(value)
            if Self.isRequest(outcome) { return await start(value, outcome: outcome, notes: notes) }
        }
        return nil
    }

    /// Undoes the last request when it registered how (an ``UndoableIntent``) and is still
    /// recent; otherwise says there is nothing to undo.
    func undo() -> Response {
        guard let last = followUp.last, last.isRecent(at: clock.now()), last.undoManager.canUndo else {
            return Response(
                input: "", language: localizer.language.code, kind: .result, dialog: localizer.string("Nothing to undo."))
        }
        let name = last.undoManager.undoActionName
        last.undoManager.undo()
        // What was undone is no longer there to refer to.
        followUp.last = nil
        return Response(
            input: "", language: localizer.language.code, kind: .result, app: last.app.name, intent: last.intent.typeName,
            dialog: name.isEmpty ? localizer.string("Undone.") : localizer.string("Undone: %@.", .string(name)))
    }

    /// "no, I meant Pay rent", "make that two", "actually tomorrow" right after a result: the
    /// last request with the value said in the parameter it fits — one that is not free text
    /// first (a task, a number, a date, a choice), then free text the request had ("actually
    /// call Dad" after adding “Call Mom”). Nil when the line is no correction, the last result
    /// is not recent, the line is a request understood as said, or no parameter reads the value
    /// ("no, I meant show my tasks" is a request of its own).
    func correctionOfLast(_ line: String) async -> Correction? {
        // The last request first: reading the correction words costs more than a turn needs
        // when there is nothing to correct.
        guard let last = followUp.last, last.isRecent(at: clock.now()),
            let value = FollowUpWords(localizer: localizer).correctedValue(in: line)
        else { return nil }
        // A request understood as said ("完了にして" ends like "make it …") is that request; one
        // Hark would only propose ("make that two" read as adding “two”) is not.
        guard !Self.isUnderstoodWhole(await understand(line).0) else { return nil }
        let match = IntentMatcher.Match(app: last.app, intent: last.intent, slots: [:], isExplicit: true, stage: .exact)
        let isText = { (parameter: ParameterInfo) in if case .string = parameter.valueType { true } else { false } }
        if let correction = await correction(
            of: match, values: last.values, saying: value, trying: last.intent.parameters.filter { !isText($0) })
        {
            return correction
        }
        // "no, I meant add jelly" after adding “jam”: a request of its own, of the same intent,
        // corrects with what it says; of another intent it is read on its own.
        let (said, _) = await understand(value)
        if let request = requestSaid(in: value, outcome: said) {
            // "actually, order a clam chowder too": a request said with "also" adds, and is
            // read on its own.
            let texts = request.slots.values.compactMap { slot -> String? in
                switch slot {
                case .text(let text), .vocabulary(_, let text): text
                default: nil
                }
            }
            if FollowUpWords(localizer: localizer).saysAlso(line, values: texts) { return nil }
            return correction(of: match, values: last.values, by: request, said: value)
        }
        // Free text reads anything: what is a request of its own ("no, I meant show my Tasks")
        // is that request, and a number that fits no number of the request is no title.
        guard !Self.isRequest(said), matcher.values.integer(in: value) == nil,
            !matcher.readsAsAnotherIntent(value, than: last.intent.id)
        else { return nil }
        return await correction(
            of: match, values: last.values, saying: value,
            trying: last.intent.parameters.filter { isText($0) && last.values[$0.name] != nil })
    }

    /// Carries out the last request again with a corrected value, once what it did is undone
    /// (`Undone: Add “Call Mom”. Added “Call Dad”.`); when its app cannot undo it, says so and
    /// changes nothing.
    func redo(_ line: String, correcting correction: Correction) async -> Response {
        guard let last = followUp.last, last.undoManager.canUndo else {
            return Response(
                input: "", language: localizer.language.code, kind: .result,
                dialog: localizer.string("That’s done, and it can’t be undone."))
        }
        let undone = undo()
        flowStage = .exact
        var response = await run(line, presets: correction.presets, pendingChoice: correction.pendingChoice) { _ in
            correction.match
        }
        response.dialog = localizer.joinedSentences([undone.dialog, response.dialog])
        return response
    }

    /// Whether a line is a request understood as said: matched by a phrase or read with
    /// confidence, or between apps — not one Hark would only propose.
    static func isUnderstoodWhole(_ outcome: Outcome) -> Bool {
        switch outcome {
        case .understood(.matched), .understood(.ambiguous): true
        default: false
        }
    }

    /// How `line` refers to the last result, if it does and that result is still recent.
    func referenceReading(of line: String) async -> ReferenceReading? {
        guard let last = followUp.last, last.isRecent(at: clock.now()) else { return nil }
        let words = FollowUpWords(localizer: localizer)
        // No more than a reference: the last request again, with what it names.
        if let reference = words.reference(in: line) {
            return reading(app: last.app, intent: last.intent, slots: [:], stage: .exact, reference: reference, last: last)
        }
        for variant in [line] + [words.separatingAttachedPronouns(in: line)].compactMap({ $0 }) {
            let exact = matcher.index.matches(for: matcher.index.prepare(variant), limit: 10).map {
                (phraseID: $0.phraseID, slots: $0.slots.mapValues(\.value), stage: Response.MatchStage.exact)
            }
            let flexible = matcher.flexible.matcher.matches(for: variant).map {
                (phraseID: $0.phraseID, slots: $0.slots.mapValues(\.value), stage: Response.MatchStage.flexible)
            }
            for candidate in exact + flexible {
                guard let (app, intent) = intent(withID: candidate.phraseID) else { continue }
                for parameter in intent.parameters {
                    guard case .entity = parameter.valueType, case .text(let said) = candidate.slots[parameter.name],
                        let reference = words.reference(in: said)
                    else { continue }
                    var slots = candidate.slots
                    slots[parameter.name] = nil
                    if let found = reading(
                        app: app, intent: intent, slots: slots, stage: candidate.stage, reference: reference, last: last,
                        parameter: parameter)
                    {
                        return found
                    }
                }
            }
        }
        return nil
    }

    /// The request `intent` with its entity parameter (`parameter`, or the first one the
    /// referent fits) set to what `reference` names in `last`.
    private func reading(
        app: AppDefinition, intent: IntentDefinition, slots: [String: SlotValue], stage: Response.MatchStage,
        reference: FollowUpWords.Reference, last: FollowUp.LastRequest, parameter: ParameterInfo? = nil
    ) -> ReferenceReading? {
        let targets = parameter.map { [$0] } ?? intent.parameters.filter { if case .entity = $0.valueType { true } else { false } }
        let match = IntentMatcher.Match(app: app, intent: intent, slots: slots, isExplicit: true, stage: stage)
        let scoped = localizer.scoped(to: last.app)
        for target in targets {
            guard case .entity(let info) = target.valueType else { continue }
            let fits = { (value: any Sendable) in _typeName(type(of: value), qualified: false) == info.typeName }
            switch reference {
            case .it:
                let candidates = [last.returned].compactMap { $0 } + last.intent.parameters.compactMap { last.values[$0.name] }
                guard let referent = candidates.first(where: fits) else { continue }
                return ReferenceReading(
                    match: match, presets: [target.name: referent], pendingChoice: nil, reference: .it,
                    title: scoped.string(DisplayRepresentation.of(referent).title))
            case .other:
                for name in last.intent.parameters.map(\.name) {
                    guard let offered = last.choices[name], let picked = offered.picked,
                        offered.values.indices.contains(picked), fits(offered.values[picked])
                    else { continue }
                    let others = offered.values.indices.filter { $0 != picked }
                    if others.count == 1 {
                        return ReferenceReading(
                            match: match, presets: [target.name: offered.values[others[0]]], pendingChoice: nil,
                            reference: .other, title: offered.titles[others[0]])
                    }
                    guard !others.isEmpty else { continue }
                    let choice = IntentFlowRunner.PendingChoice(
                        parameter: target.name, values: others.map { offered.values[$0] },
                        displays: others.map { DisplayRepresentation.of(offered.values[$0]) })
                    return ReferenceReading(match: match, presets: [:], pendingChoice: choice, reference: .other, title: "")
                }
            }
        }
        return nil
    }

    /// The app and intent a phrase id names.
    func intent(withID id: String) -> (AppDefinition, IntentDefinition)? {
        for app in matcher.apps {
            if let intent = app.intent(withID: id) { return (app, intent) }
        }
        return nil
    }
}
