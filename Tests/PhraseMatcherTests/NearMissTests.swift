import Testing

@testable import PhraseMatcher

@Suite("Phrase index: near misses")
struct NearMissTests {
    static let index = try! TasksPhrases.index()

    static let cases: [(String, String, String, Int, String?)] = [
        ("complete buy milk", "Tasks.CompleteTaskIntent", "Complete Buy milk in Tasks", 3, nil),
        ("complete buy milk at tasks", "Tasks.CompleteTaskIntent", "Complete Buy milk in Tasks", 3, "at"),
        ("Complete walk the dog", "Tasks.CompleteTaskIntent", "Complete walk the dog in Tasks", 4, nil),
        ("what's on my shelf", "Tasks.ListTasksIntent", "What's on my list in Tasks", 3, "shelf"),
        ("add eggs", "Tasks.AddTaskIntent", "Add eggs to Tasks", 2, nil),
    ]

    @Test("suggests the phrase that aligned the most words", arguments: cases)
    func suggests(utterance: String, phraseID: String, example: String, divergence: Int, word: String?) throws {
        let miss = try #require(Self.index.nearestPhrase(for: utterance))
        #expect(miss.phraseID == phraseID)
        #expect(miss.example == example)
        #expect(miss.divergenceIndex == divergence)
        #expect(miss.unexpectedWord == word)
    }

    @Test("suggests nothing when no word aligned", arguments: ["order soup", "", "\u{1B}[0m", "please"])
    func nothing(utterance: String) {
        #expect(Self.index.nearestPhrase(for: utterance) == nil)
    }
}
