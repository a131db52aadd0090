import Testing

@testable import PhraseMatcher

/// Every example in a doc comment, run as written.
@Suite("Doc comment examples")
struct DocExampleTests {
    @Test("TemplateNode and Template")
    func templates() throws {
        #expect(
            try Template.parse("Add [a] ${title}").root
                == .sequence([.text("Add "), .optional(.text("a")), .text(" "), .slot("title")]))
        #expect(
            try Template.parse("Complete ${task} (in|on) ${applicationName}").slotNames == ["task", "applicationName"])
        #expect(try Template.parse("Add [a] ${title}").sampleSentences { _ in ["milk"] } == ["Add milk", "Add a milk"])
    }

    @Test("Normalizer and Token")
    func normalizer() {
        let normalizer = Normalizer(languageCode: "en")
        let text = "ADD  Buy milk to Tasks!!"
        #expect(normalizer.tokens(in: text).map(\.key) == ["add", "buy", "milk", "to", "tasks"])
        #expect(text[normalizer.tokens(in: text)[1].range] == "Buy")
        #expect(normalizer.key(for: "Crème") == "creme")
        #expect(normalizer.tokens(in: "What’s ON").map(\.key) == ["whats", "on"])
        #expect(LanguageRules.rules(for: "fr-CA").splitsAfterApostrophe)
    }

    @Test("Numbers")
    func numbers() {
        #expect(
            EnglishNumberParser().reading(of: ["twenty", "one", "soups"]) == NumberReading(value: 21, wordCount: 2))
        #expect(EnglishNumberParser().reading(of: ["a", "hundred", "and", "five"])?.value == 105)
        #expect(decimalValue(of: "42") == 42)
    }

    @Test("Instruction: a template compiles back to front")
    func compiledProgram() throws {
        var compiler = TemplateCompiler(normalizer: Normalizer(languageCode: "en"), definitions: [:])
        try compiler.add(Phrase(id: "Add", template: "Add [a] ${title}"))
        let program = compiler.program
        #expect(
            program.instructions == [
                .accept, .slot(capture: 0, binding: 0, next: 0), .literal(piece: 0, next: 1),
                .branch(first: 0, count: 2, isOptional: true), .wordBreak(next: 3), .literal(piece: 1, next: 4),
            ])
        #expect(program.branchTargets == [2, 1])
        #expect(program.phrases[0].entry == 5)
    }

    @Test("PhraseIndex, PhraseMatch and MatchScore")
    func index() throws {
        let index = try PhraseIndex(
            PhraseSet(
                languageCode: "en",
                phrases: [Phrase(id: "Tasks.AddTaskIntent", template: "Add ${title} to ${applicationName}")],
                slots: ["title": .text, "applicationName": .vocabulary([VocabularyValue(id: "Tasks", title: "Tasks")])])
        )
        #expect(index.matches(for: "Add buy milk to Tasks, please").first?.slots["title"]?.text == "buy milk")
        #expect(
            index.matches(for: "add buy milk to Tasks").first?.score.description
                == "2 literal words, 1 vocabulary slot (1 word), 1 free-text slot (2 words)")
        let score = MatchScore(literalWords: 3, vocabularySlots: 2, vocabularyWords: 2, textSlots: 1, textWords: 2)
        #expect(score.description == "3 literal words, 2 vocabulary slots (2 words), 1 free-text slot (2 words)")
    }

    @Test("PreparedUtterance and Vocabulary")
    func prepared() {
        let normalizer = Normalizer(languageCode: "en")
        #expect(
            PreparedUtterance("add milk please", normalizer: normalizer).fillerLengths == [
                0, 0, 1,
            ])
        let vocabulary = Vocabulary(
            values: [VocabularyValue(id: "high", title: "high", synonyms: ["urgent"])], normalizer: normalizer)
        #expect(vocabulary.entries(startingWith: "urgent").base.first?.valueIndex == 0)
    }
}
