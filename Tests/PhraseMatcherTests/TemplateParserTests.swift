import Testing

@testable import PhraseMatcher

@Suite("Template parser")
struct TemplateParserTests {
    static let valid: [(String, TemplateNode)] = [
        ("Show my ${applicationName}", .sequence([.text("Show my "), .slot("applicationName")])),
        ("help", .text("help")),
        ("(a|b|c)", .alternatives([.text("a"), .text("b"), .text("c")])),
        ("a [b] c", .sequence([.text("a "), .optional(.text("b")), .text(" c")])),
        (
            "(le|la|l') ${task}",
            .sequence([.alternatives([.text("le"), .text("la"), .text("l'")]), .text(" "), .slot("task")])
        ),
        (
            "order [(a|one) [big]] ${soup}",
            .sequence([
                .text("order "),
                .optional(
                    .sequence([.alternatives([.text("a"), .text("one")]), .text(" "), .optional(.text("big"))])),
                .text(" "), .slot("soup"),
            ])
        ),
        ("[a|the] list", .sequence([.optional(.alternatives([.text("a"), .text("the")])), .text(" list")])),
        ("(yes|)", .alternatives([.text("yes"), .sequence([])])),
        (#"cost \$5 \(really\) \[no\] a\|b \{x} \\"#, .text(#"cost $5 (really) [no] a|b {x} \"#)),
        ("${a}${b.c_d}", .sequence([.slot("a"), .slot("b.c_d")])),
        ("top|level", .alternatives([.text("top"), .text("level")])),
    ]

    @Test("parses into the expected syntax tree", arguments: valid)
    func parses(template: String, expected: TemplateNode) throws {
        #expect(try Template.parse(template).root == expected)
    }

    static let invalid: [(String, Int, Int, TemplateSyntaxError.Reason)] = [
        ("Add (${title} to Tasks", 1, 5, .unclosedGroup("(")),
        ("Add [a ${title}", 1, 5, .unclosedGroup("[")),
        ("Add a) task", 1, 6, .unmatchedCloser(")")),
        ("(a]", 1, 3, .unmatchedCloser("]")),
        ("Add [] task", 1, 5, .emptyOptional),
        ("Add ${title to Tasks", 1, 5, .unclosedPlaceholder),
        ("Add ${} to Tasks", 1, 5, .invalidPlaceholderName("")),
        ("Add ${my title}", 1, 5, .invalidPlaceholderName("my title")),
        ("Pay $5", 1, 5, .bareDollar),
        ("Add {title}", 1, 5, .reservedCharacter("{")),
        ("Add \\", 1, 5, .danglingEscape),
        ("   ", 1, 1, .emptyTemplate),
        ("first line\nsecond (line", 2, 8, .unclosedGroup("(")),
    ]

    @Test("reports syntax errors with line and column", arguments: invalid)
    func rejects(template: String, line: Int, column: Int, reason: TemplateSyntaxError.Reason) {
        #expect(throws: TemplateSyntaxError(template: template, line: line, column: column, reason: reason)) {
            try Template.parse(template)
        }
    }

    @Test("an error renders a sentence naming the template, line and column")
    func errorDescription() {
        let error = TemplateSyntaxError(template: "Add (x", line: 1, column: 5, reason: .unclosedGroup("("))
        #expect(error.description == "Template “Add (x”, line 1, column 5: “(” is never closed.")
    }

    @Test("lists slot names in order of first appearance")
    func slotNames() throws {
        let template = try Template.parse("(Complete ${task}|Finish ${task}) in ${applicationName}")
        #expect(template.slotNames == ["task", "applicationName"])
    }
}
