/// What Hark answers to one line: the sentence to show or speak, and what scripts need
/// to know about it (the JSON Lines fields of PRODUCT.md).
public struct Response: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable {
        case result, requestValue, disambiguation, confirmation, cancelled, notUnderstood, error
    }

    public var input: String
    public var language: String
    public var kind: Kind
    public var app: String?
    public var intent: String?
    public var parameters: [String: JSONValue]
    /// The localized text, as it would be spoken.
    public var dialog: String
    public var options: [Option]
    /// A returned entity, flat.
    public var value: JSONValue?
    /// For developers, never shown to the person: what failed and with which data (an error's
    /// type, SQL and arguments, a vocabulary that could not be reloaded). Front ends write it
    /// to standard error and to the `error` field of `--json`.
    public var errorDetail: String?
    /// Which stage of matching understood the sentence that started this request: the exact
    /// phrases, or the flexible stage that reads words, values and the app name anywhere. Nil
    /// for answers that match no intent (help, cancel, not understood).
    public var match: MatchStage?
    /// True when this response asks the person to confirm how their sentence was understood:
    /// nothing has been done yet; "yes" carries the request out, "no" drops it.
    public var confirmsInterpretation = false

    /// The stage of matching that understood a sentence.
    public enum MatchStage: String, Sendable, Equatable {
        case exact, flexible
    }

    /// True when the dialog itself says every option ("Which soup would you like? Tomato
    /// Soup, Clam Chowder, Miso Soup, or Minestrone."): the text then shows the dialog alone.
    public var saysOptions = false

    /// The answer as shown in text: the dialog, then — unless the dialog says them all — each
    /// option numbered on its own line.
    public var lines: [String] {
        saysOptions ? [dialog] : [dialog] + options.map { "\($0.id). \($0.title)" }
    }

    public init(
        input: String, language: String, kind: Kind, app: String? = nil, intent: String? = nil,
        parameters: [String: JSONValue] = [:], dialog: String, options: [Option] = [], value: JSONValue? = nil
    ) {
        self.input = input
        self.language = language
        self.kind = kind
        self.app = app
        self.intent = intent
        self.parameters = parameters
        self.dialog = dialog
        self.options = options
        self.value = value
    }
}
