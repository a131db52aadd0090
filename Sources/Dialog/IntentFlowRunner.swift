import Foundation
import Intents
import PhraseMatcher

/// The body of one flow: resolves the matched slots to parameter values, asks for what is
/// missing, performs the intent and posts the final response.
struct IntentFlowRunner: Sendable {
    /// The person said no to how Hark understood their sentence.
    struct Declined: Error {}

    let conversation: FlowConversation
    let matcher: IntentMatcher
    let localizer: Localizer
    let errors: ErrorRenderer
    /// Values set before anything is asked, by parameter name: what a correction ("no, I
    /// meant Pay rent") or a reference ("delete it too") already says.
    var presets: [String: any Sendable] = [:]
    /// A parameter to pick among some of its values before the intent runs: "not that one,
    /// the other one" when more than one other was offered.
    var pendingChoice: PendingChoice?

    /// Values of one parameter to choose among, as they are shown.
    struct PendingChoice: @unchecked Sendable {
        // The values are entities or enum cases of the parameter's type, each Sendable.
        let parameter: String
        let values: [any Sendable]
        let displays: [DisplayRepresentation]
    }

    /// Runs the flow to its end and returns its final answer: the intent's result, or the
    /// sentence that says why there is none (cancelled, given up, failed).
    func run(choose: @Sendable (FlowConversation) async throws -> IntentMatcher.Match) async -> Response {
        var app: String?
        do {
            let match = try await choose(conversation)
            app = match.app.name
            return try await IntentRuntime.withDependencies(match.app.dependencies) {
                try await perform(match)
            }
        } catch is Declined {
            return conversation.response(kind: .cancelled, dialog: localizer.string("OK, never mind."))
        } catch is CancellationError {
            return conversation.response(kind: .cancelled, dialog: localizer.string("Cancelled."))
        } catch AppIntentError.userCancelled {
            return conversation.response(kind: .cancelled, dialog: localizer.string("Cancelled."))
        } catch is FlowConversation.GaveUp {
            return conversation.response(
                kind: .cancelled, dialog: localizer.string("Sorry, I still didn’t get that. Let’s leave it for now."))
        } catch {
            // The app's own errors are said from its tables.
            let errors = ErrorRenderer(localizer: conversation.localizer, classify: errors.classify)
            var response = conversation.response(kind: .error, dialog: errors.sentence(for: error, app: app))
            response.errorDetail = errors.detail(of: error)
            return response
        }
    }

    private func perform(_ match: IntentMatcher.Match) async throws -> Response {
        let invocation = match.intent.makeInvocation()
        conversation.attach(app: match.app, intent: match.intent, invocation: invocation)
        var unusable: [ParameterInfo] = []
        // In the intent's parameter order, so questions come in the same order every run.
        for parameter in match.intent.parameters {
            guard let slot = match.slots[parameter.name] else { continue }
            let name = parameter.name
            if let value = try await value(of: slot, for: parameter) {
                try invocation.setValue(value, for: name)
            } else {
                unusable.append(parameter)
            }
        }
        for (name, value) in presets.sorted(by: { $0.key < $1.key }) {
            try invocation.setValue(value, for: name)
            unusable.removeAll { $0.name == name }
        }
        if let pendingChoice, let parameter = match.intent.parameter(named: pendingChoice.parameter) {
            let index = try await conversation.requestDisambiguation(
                for: parameter, among: pendingChoice.displays, dialog: parameter.requestDisambiguationDialog,
                values: pendingChoice.values)
            try invocation.setValue(pendingChoice.values[index], for: parameter.name)
            unusable.removeAll { $0.name == parameter.name }
        }
        // A value that was said but cannot be used (a number out of range, say) is asked
        // for again, even when the parameter has a default; then whatever is still missing.
        let unusableNames = Set(unusable.map(\.name))
        let missing = invocation.missingRequiredParameters.filter { !unusableNames.contains($0.name) }
        for parameter in unusable + missing {
            let value = try await conversation.requestValue(for: parameter, dialog: parameter.requestValueDialog)
            try invocation.setValue(value, for: parameter.name)
        }
        let content = try await invocation.perform(
            conversation: conversation, dependencies: match.app.dependencies, lowConfidenceSource: !match.isExplicit)
        conversation.returned = content.value
        let localizer = conversation.localizer
        var spoken = content.dialogs.map { localizer.string($0.full) }
        // A value taken because it was the only choice is said, unless the answer names it.
        for title in conversation.takenAsOnlyChoice.reversed()
        where !spoken.contains(where: { TextKey.fold($0).contains(TextKey.fold(title)) }) {
            spoken.insert(localizer.string("hark.onlyChoice", .string(localizer.string("hark.quoted", .string(title)))), at: 0)
        }
        var response = conversation.response(
            kind: .result, dialog: spoken.isEmpty ? localizer.string("Done.") : localizer.joinedSentences(spoken))
        response.value = content.value.map(ResponseValues(localizer: localizer).flat)
        return response
    }

    /// A matched slot as a value of the parameter's type; nil when it must be asked for.
    private func value(of slot: SlotValue, for parameter: ParameterInfo) async throws -> (any Sendable)? {
        switch (parameter.valueType, slot) {
        case (.entity(let info), .vocabulary(let id, _)):
            return try await info.entitiesForIdentifiers([id]).first?.value
        case (.entity(let info), .text(let words)):
            switch try await conversation.parser.entity(words, of: info) {
            case .value(let value): return value
            case .candidates(let candidates):
                let index = try await conversation.requestDisambiguation(
                    for: parameter, among: candidates.map(\.display), dialog: parameter.requestDisambiguationDialog,
                    values: candidates.map(\.value))
                return candidates[index].value
            case .invalid: return nil
            }
        case (.enumeration(let info), .vocabulary(let id, _)):
            return info.cases.first { $0.rawValue == id }?.value
        case (.integer, .number(let number)):
            if let range = parameter.inclusiveRange, !range.contains(Double(number)) { return nil }
            return number
        case (.string, .text(let words)), (.string, .vocabulary(_, let words)):
            return words
        case (_, .text(let words)), (_, .vocabulary(_, let words)):
            if case .value(let value) = try await conversation.parser.parse(words, for: parameter) { return value }
            return nil
        case (.date, .date(let date, _)):
            return date
        case (.duration, .duration(let seconds)):
            return Duration.seconds(seconds)
        case (_, .date), (_, .duration):
            return nil
        case (_, .number(let number)):
            if case .value(let value) = try await conversation.parser.parse(String(number), for: parameter) {
                return value
            }
            return nil
        case (.integer, .decimal):
            // "2.5 soups": not a whole number; ask again.
            return nil
        case (_, .decimal(let number)):
            if case .value(let value) = try await conversation.parser.parse(String(number), for: parameter) {
                return value
            }
            return nil
        }
    }
}

