/// What the conversation is waiting for the person to answer.
public struct Question: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// A value for the named parameter.
        case value(parameter: String)
        /// One of the numbered options, for the named parameter (nil: which app or intent).
        case choice(parameter: String?)
        /// Yes or no.
        case confirmation
    }

    public let kind: Kind
    /// The prompt as spoken, already localized.
    public let prompt: String
    /// The choices offered, in the order they were numbered.
    public let options: [Option]
    /// True when any words are a valid answer (a title, a note): a sentence that names an app
    /// is then taken as the answer, not as a new request.
    public let acceptsAnyText: Bool

    public init(kind: Kind, prompt: String, options: [Option] = [], acceptsAnyText: Bool = false) {
        self.kind = kind
        self.prompt = prompt
        self.options = options
        self.acceptsAnyText = acceptsAnyText
    }
}

/// One choice offered to the person: an id for scripts and the title they see.
public struct Option: Sendable, Equatable {
    public let id: String
    public let title: String

    public init(id: String, title: String) {
        self.id = id
        self.title = title
    }
}
