import Testing

@testable import PhraseMatcher

@Suite("Template sampler")
struct TemplateSamplingTests {
    static let cases: [(String, [String])] = [
        ("Show my ${applicationName}", ["Show my Tasks"]),
        ("Add [a] task", ["Add task", "Add a task"]),
        ("(Complete|Finish) ${task}", ["Complete Buy milk", "Finish Buy milk"]),
        (
            "order [(a|one) [big]] soup",
            ["order soup", "order a soup", "order a big soup", "order one soup", "order one big soup"]
        ),
    ]

    @Test("enumerates the sentences a template accepts", arguments: cases)
    func samples(template: String, expected: [String]) throws {
        let values = ["applicationName": ["Tasks"], "task": ["Buy milk"]]
        #expect(try Template.parse(template).sampleSentences { values[$0] ?? [] } == expected)
    }

    @Test("renders slots without values as placeholders and respects the limit")
    func placeholdersAndLimit() throws {
        let template = try Template.parse("(a|b|c) ${title}")
        #expect(template.sampleSentences(limit: 2) == ["a ${title}", "b ${title}"])
    }

    @Test("every sample of the Tasks phrases matches its own phrase")
    func samplesMatch() throws {
        let index = try TasksPhrases.index()
        for (id, sentences) in index.sampleSentences(limit: 20) {
            for sentence in sentences {
                #expect(index.matches(for: sentence).first?.phraseID == id, "\(sentence)")
            }
        }
    }
}
