/// Where a conversation is between two lines: idle, or waiting for an answer to a question.
public enum ConversationState: Sendable, Equatable {
    case idle
    case waiting(Question)

    /// The question being waited on, if any.
    public var question: Question? {
        if case .waiting(let question) = self { return question }
        return nil
    }
}
