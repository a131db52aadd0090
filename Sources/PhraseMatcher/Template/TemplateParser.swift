/// Recursive-descent parser from template text to a ``TemplateNode`` tree.
///
/// Grammar: `alternatives := sequence ('|' sequence)*`; a sequence holds literal text,
/// `${name}`, `(alternatives)` and `[alternatives]`. Positions are tracked as 1-based line and
/// column so that errors point at the character at fault.
///
/// ```swift
/// var parser = TemplateParser(template: "(a|b) [c]")
/// let root = try parser.parse()  // .sequence([.alternatives([.text("a"), .text("b")]), .text(" "), .optional(.text("c"))])
/// ```
struct TemplateParser {
    private struct Position {
        var line = 1
        var column = 1
    }

    private let template: String
    private let characters: [Character]
    private var index = 0
    private var position = Position()

    init(template: String) {
        self.template = template
        self.characters = Array(template)
    }

    mutating func parse() throws(TemplateSyntaxError) -> TemplateNode {
        guard characters.contains(where: { !$0.isWhitespace }) else {
            throw error(.emptyTemplate, at: Position())
        }
        return try parseAlternatives(closer: nil, openedAt: Position())
    }

    private mutating func parseAlternatives(
        closer: Character?, openedAt opening: Position
    ) throws(TemplateSyntaxError) -> TemplateNode {
        var branches: [TemplateNode] = []
        var items: [TemplateNode] = []
        var text = ""

        func flushText() {
            if !text.isEmpty { items.append(.text(text)) }
            text = ""
        }
        func finishBranch() {
            flushText()
            branches.append(items.count == 1 ? items[0] : .sequence(items))
            items = []
        }

        while index < characters.count {
            let character = characters[index]
            let here = position
            switch character {
            case "\\":
                advance()
                guard index < characters.count else { throw error(.danglingEscape, at: here) }
                text.append(characters[index])
                advance()
            case "(":
                advance()
                flushText()
                items.append(try parseAlternatives(closer: ")", openedAt: here))
            case "[":
                advance()
                flushText()
                let body = try parseAlternatives(closer: "]", openedAt: here)
                if body == .sequence([]) { throw error(.emptyOptional, at: here) }
                items.append(.optional(body))
            case ")", "]":
                guard character == closer else { throw error(.unmatchedCloser(character), at: here) }
                advance()
                finishBranch()
                return branches.count == 1 ? branches[0] : .alternatives(branches)
            case "|":
                advance()
                finishBranch()
            case "$":
                flushText()
                items.append(.slot(try parsePlaceholder()))
            case "{":
                throw error(.reservedCharacter(character), at: here)
            default:
                text.append(character)
                advance()
            }
        }
        if let closer {
            throw error(.unclosedGroup(closer == ")" ? "(" : "["), at: opening)
        }
        finishBranch()
        return branches.count == 1 ? branches[0] : .alternatives(branches)
    }

    /// Parses `${name}` starting at the `$`.
    private mutating func parsePlaceholder() throws(TemplateSyntaxError) -> String {
        let dollar = position
        advance()
        guard index < characters.count, characters[index] == "{" else {
            throw error(.bareDollar, at: dollar)
        }
        advance()
        var name = ""
        while index < characters.count, characters[index] != "}" {
            name.append(characters[index])
            advance()
        }
        guard index < characters.count else { throw error(.unclosedPlaceholder, at: dollar) }
        advance()
        let isName =
            !name.isEmpty
            && name.unicodeScalars.allSatisfy {
                $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "."
            }
        guard isName else { throw error(.invalidPlaceholderName(name), at: dollar) }
        return name
    }

    private mutating func advance() {
        if characters[index].isNewline {
            position.line += 1
            position.column = 1
        } else {
            position.column += 1
        }
        index += 1
    }

    private func error(_ reason: TemplateSyntaxError.Reason, at where: Position) -> TemplateSyntaxError {
        TemplateSyntaxError(template: template, line: `where`.line, column: `where`.column, reason: reason)
    }
}
