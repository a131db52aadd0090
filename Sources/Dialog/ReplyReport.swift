/// How the conversation reads a line given what came before it, for `hark explain`: an answer
/// to the question waiting, a correction, a new request that replaces it, a reference to the
/// last result, "undo" — or, with nothing before it to relate to, nil.
///
/// ```swift
/// // after "delete buy milk from Tasks" (“Delete “Buy milk”?”)
/// await conversation.replyReport(for: "no, I meant Pay rent")
/// // ReplyReport(question: "Delete “Buy milk”?", reading: .correction(parameter: "task", value: "Pay rent"))
/// ```
public struct ReplyReport: Sendable, Equatable {
    public enum Reading: Sendable, Equatable {
        /// An answer to the question; the words handed to it.
        case answer(String)
        /// A correction of the request in progress: the parameter and its new value ("" when
        /// the person is asked which).
        case correction(parameter: String, value: String)
        /// A request of its own, which replaces the question; the words it is read from.
        case newRequest(String)
        /// Not an answer, and no request: the question says why (when it can) and asks again.
        case notAnAnswer(reason: String?)
        /// A word that works at any turn: cancel, repeat or help.
        case command(String)
        /// Undo what the last request did: the app's name for it ("" when it gives none), or nil
        /// when there is nothing to undo (no undoable request, or more than two minutes ago).
        case undo(String?)
        /// A request that refers back to the last result: the intent, and what the reference
        /// names ("" when the person is asked which).
        case reference(intent: String, value: String)
        /// "undo" while a question waits: the request in progress is cancelled.
        case undoQuestion
        /// A bare no to a question that asks for a value: the request in progress is cancelled.
        case declined
        /// "wait" to a question that asks for a value: the question is asked again.
        case waiting
        /// A correction of the last result: the parameter and its new value ("" when the person
        /// is asked which); the last request is undone and carried out again. `undoable` is
        /// false when its app cannot undo it, and nothing changes.
        case correctionOfLast(parameter: String, value: String, undoable: Bool)
    }

    /// The question waiting when the line is said, if any.
    public let question: String?
    public let reading: Reading
}

extension Conversation {
    /// How `line` would be read now, after the turns so far; performs nothing. Nil when no
    /// question waits and the line refers to nothing before it (it is then matched as usual).
    public func replyReport(for line: String) async -> ReplyReport? {
        let command = BuiltInCommand(line, localizer: localizer)
        if let question = state.question {
            if let command { return ReplyReport(question: question.prompt, reading: .command(command.name)) }
            let reading: ReplyReport.Reading =
                switch await reading(ofReply: line, to: question) {
                case .answer(let text): .answer(text)
                case .correction(let correction): .correction(parameter: correction.parameter, value: correction.value)
                case .newRequest(let said, _, _): .newRequest(said)
                case .refused(let reason): .notAnAnswer(reason: reason)
                case .undo: .undoQuestion
                case .declined: .declined
                case .waiting: .waiting
                }
            return ReplyReport(question: question.prompt, reading: reading)
        }
        if let command, !(command == .cancel && cancelsLastResult(line)) {
            return ReplyReport(question: nil, reading: .command(command.name))
        }
        if command == .cancel || FollowUpWords(localizer: localizer).isUndo(line) {
            let last = followUp.last.flatMap { $0.isRecent(at: clock.now()) && $0.undoManager.canUndo ? $0 : nil }
            return ReplyReport(question: nil, reading: .undo(last?.undoManager.undoActionName))
        }
        if let reference = await referenceReading(of: line) {
            return ReplyReport(
                question: nil, reading: .reference(intent: reference.match.intent.id, value: reference.title))
        }
        guard let correction = await correctionOfLast(line) else { return nil }
        return ReplyReport(
            question: nil,
            reading: .correctionOfLast(
                parameter: correction.parameter, value: correction.value,
                undoable: followUp.last?.undoManager.canUndo == true))
    }
}

extension BuiltInCommand {
    /// The command's name, for `hark explain`.
    var name: String {
        switch self {
        case .cancel: "cancel"
        case .repeat: "repeat"
        case .help: "help"
        }
    }
}
