/// Why a phrase template could not be parsed, and where.
///
/// The error carries data (the template, a 1-based line and column counted in characters, and a
/// reason); `description` renders the English sentence for developers.
///
/// ```swift
/// do { _ = try Template.parse("Add (${title} to Tasks") } catch {
///     error.line     // 1
///     error.column   // 5
///     error.reason   // .unclosedGroup("(")
/// }
/// ```
public struct TemplateSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Sendable, Hashable {
        /// The template has no words at all.
        case emptyTemplate
        /// A `(` or `[` opened here is never closed.
        case unclosedGroup(Character)
        /// A `)` or `]` that closes nothing (or the wrong kind of group).
        case unmatchedCloser(Character)
        /// `[]`: an optional part with nothing in it.
        case emptyOptional
        /// A `${` opened here has no `}`.
        case unclosedPlaceholder
        /// The text between `${` and `}` is not a name (letters, digits, `_` or `.`).
        case invalidPlaceholderName(String)
        /// A `$` not followed by `{`; write `\$` for a literal dollar sign.
        case bareDollar
        /// A character reserved for future syntax, such as `{`; escape it with `\`.
        case reservedCharacter(Character)
        /// A `\` at the very end, escaping nothing.
        case danglingEscape
    }

    /// The template as written.
    public let template: String
    /// 1-based line of the offending character.
    public let line: Int
    /// 1-based column of the offending character, counted in characters.
    public let column: Int
    /// What went wrong.
    public let reason: Reason

    public init(template: String, line: Int, column: Int, reason: Reason) {
        self.template = template
        self.line = line
        self.column = column
        self.reason = reason
    }

    public var description: String {
        "Template “\(template)”, line \(line), column \(column): \(explanation)"
    }

    private var explanation: String {
        switch reason {
        case .emptyTemplate: "the template is empty."
        case .unclosedGroup(let opener): "“\(opener)” is never closed."
        case .unmatchedCloser(let closer): "“\(closer)” closes nothing; escape it as “\\\(closer)”."
        case .emptyOptional: "“[]” has nothing in it."
        case .unclosedPlaceholder: "“${” has no closing “}”."
        case .invalidPlaceholderName(let name):
            "“\(name)” is not a placeholder name; use letters, digits, “_” or “.”."
        case .bareDollar: "“$” must start a placeholder such as “${title}”; write “\\$” for a dollar sign."
        case .reservedCharacter(let character): "“\(character)” is reserved; write “\\\(character)”."
        case .danglingEscape: "“\\” at the end escapes nothing."
        }
    }
}
