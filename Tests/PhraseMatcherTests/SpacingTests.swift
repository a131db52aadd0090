import PhraseMatcher
import Testing

@Suite("Sentences rebuilt from pieces keep each language's spacing")
struct SpacingTests {
    static let cases: [([(String, String?)], String)] = [
        ([("Complete", nil), ("buy milk", nil), ("in", " "), ("Tasks", nil)], "Complete buy milk in Tasks"),
        // The template's own spacing: elision and hyphens.
        ([("Qu’", nil), ("est", ""), ("ce", "-"), ("que", " "), ("j’", " "), ("ai", "")], "Qu’est-ce que j’ai"),
        // Where the template does not say: nothing after an elided word…
        ([("Rappelle", nil), ("moi", "-"), ("d’", " "), ("acheter du lait", nil)], "Rappelle-moi d’acheter du lait"),
        // …and nothing next to Japanese.
        ([("Soup Chef", nil), ("で", nil), ("スープ", nil), ("を", ""), ("頼ん", ""), ("で", "")], "Soup Chefでスープを頼んで"),
        // Opening punctuation the template starts with is kept.
        ([("Qué", "¿"), ("hay", " "), ("en", " "), ("Tasks", nil)], "¿Qué hay en Tasks"),
        // A no-break space is kept; other runs of spacing become one space.
        ([("Tasks", nil), ("ok", "\u{00A0}"), ("là", "   ")], "Tasks\u{00A0}ok là"),
    ]

    @Test("pieces joined", arguments: cases)
    func join(_ pieces: [(String, String?)], _ expected: String) {
        #expect(Spacing.join(pieces.map { (text: $0.0, spacing: $0.1) }) == expected)
    }

    @Test("sample sentences keep a French no-break space before a question mark")
    func noBreakSpace() throws {
        let template = try Template.parse("Qu’y a-t-il dans ${applicationName}\u{00A0}?")
        #expect(template.sampleSentences(limit: 1) { _ in ["Tasks"] } == ["Qu’y a-t-il dans Tasks\u{00A0}?"])
    }
}
