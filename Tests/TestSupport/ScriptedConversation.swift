import Intents

/// A conversation that replays canned answers in order and records every question it was
/// asked, with its prompt as source text, so a test can compare both with literals.
///
/// ```swift
/// let conversation = ScriptedConversation(.value("Reading Nook"))
/// _ = try await invocation.perform(conversation: conversation, dependencies: dependencies)
/// #expect(await conversation.questions == [.value(parameter: "name", prompt: "What should the shelf be called?")])
/// ```
public actor ScriptedConversation: IntentConversation {
    /// One canned answer.
    public enum Answer: Sendable {
        case value(any Sendable)
        case choice(Int)
        case yes
        case no
        case cancel
    }

    /// One question as the test sees it: the parameter, the prompt's source text, the options.
    public enum Question: Sendable, Hashable, CustomStringConvertible {
        case value(parameter: String, prompt: String?)
        case choice(parameter: String?, options: [String], prompt: String?)
        case confirmation(parameter: String?, item: String?, prompt: String?)

        public var description: String {
            switch self {
            case .value(let parameter, let prompt): "value of \(parameter): \(prompt ?? "-")"
            case .choice(let parameter, let options, let prompt):
                "choice of \(parameter ?? "-") among \(options): \(prompt ?? "-")"
            case .confirmation(let parameter, let item, let prompt):
                "confirm \(parameter ?? "-") \(item ?? "-"): \(prompt ?? "-")"
            }
        }
    }

    /// The script had no answer of the right kind for a question.
    public struct UnscriptedQuestion: Error, CustomStringConvertible {
        public let question: Question
        public var description: String { "No scripted answer for: \(question)" }
    }

    private var answers: [Answer]
    /// Every question asked so far, in order.
    public private(set) var questions: [Question] = []

    public init(_ answers: Answer...) {
        self.answers = answers
    }

    /// How many scripted answers were never used.
    public var unusedAnswerCount: Int { answers.count }

    public func requestValue(for parameter: ParameterInfo, dialog: IntentDialog?) async throws -> any Sendable {
        let question = Question.value(parameter: parameter.name, prompt: dialog?.full.sourceText)
        guard case .value(let value) = try nextAnswer(to: question) else {
            throw UnscriptedQuestion(question: question)
        }
        return value
    }

    public func requestDisambiguation(
        for parameter: ParameterInfo?, among options: [DisplayRepresentation], dialog: IntentDialog?
    ) async throws -> Int {
        let question = Question.choice(
            parameter: parameter?.name, options: options.map(\.title.sourceText), prompt: dialog?.full.sourceText)
        guard case .choice(let index) = try nextAnswer(to: question) else {
            throw UnscriptedQuestion(question: question)
        }
        return index
    }

    public func requestConfirmation(for parameter: ParameterInfo?, item: DisplayRepresentation?, dialog: IntentDialog?)
        async throws -> Bool
    {
        let question = Question.confirmation(
            parameter: parameter?.name, item: item?.title.sourceText, prompt: dialog?.full.sourceText)
        switch try nextAnswer(to: question) {
        case .yes: return true
        case .no: return false
        default: throw UnscriptedQuestion(question: question)
        }
    }

    /// Records the question and takes the next answer; `.cancel` ends the intent as a person would.
    private func nextAnswer(to question: Question) throws -> Answer {
        questions.append(question)
        guard !answers.isEmpty else { throw UnscriptedQuestion(question: question) }
        let answer = answers.removeFirst()
        if case .cancel = answer { throw AppIntentError.userCancelled }
        return answer
    }
}
