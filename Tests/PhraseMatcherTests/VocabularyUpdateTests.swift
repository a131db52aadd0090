import Testing

@testable import PhraseMatcher

@Suite("Vocabularies are immutable snapshots, updated incrementally and swapped whole")
struct VocabularyUpdateTests {
    static let normalizer = Normalizer(languageCode: "en")

    static func names(_ count: Int) -> [VocabularyValue] {
        (0..<count).map { VocabularyValue(id: "t\($0)", title: "Errand number \($0)") }
    }

    /// What a person could say, read back from a vocabulary: each live value's id by its title.
    static func titles(_ vocabulary: Vocabulary) -> [String: String] {
        Dictionary(uniqueKeysWithValues: vocabulary.values.map { ($0.title, $0.id) })
    }

    struct Change: CustomStringConvertible, Sendable {
        let description: String
        let apply: @Sendable ([VocabularyValue]) -> [VocabularyValue]
    }

    static let changes: [Change] = [
        Change(description: "one name added") { $0 + [VocabularyValue(id: "new", title: "Water the plants")] },
        Change(description: "one name removed") { Array($0.dropFirst(3).prefix(1)) + $0.dropFirst(4) },
        Change(description: "one name renamed") { values in
            var values = values
            values[7].title = "Call Sam"
            return values
        },
        Change(description: "a synonym added") { values in
            var values = values
            values[2].synonyms = ["the second errand"]
            return values
        },
        Change(description: "one name inserted in the middle") { values in
            Array(values.prefix(50)) + [VocabularyValue(id: "new", title: "Water the plants")] + values.dropFirst(50)
        },
        Change(description: "one name removed in the middle, one renamed after it") { values in
            var values = Array(values.prefix(50)) + values.dropFirst(51)
            values[120].title = "Call Sam"
            return values
        },
        Change(description: "a name moved from the end to the start") { values in [values[values.count - 1]] + values.dropLast() },
        Change(description: "the order shuffled") { $0.reversed() },
        Change(description: "a repeated id, first wins") { $0 + [VocabularyValue(id: "t1", title: "Duplicate")] },
        Change(description: "everything replaced") { _ in [VocabularyValue(id: "x", title: "Only this")] },
        Change(description: "nothing changed") { $0 },
    ]

    @Test("an updated vocabulary holds exactly the new names", arguments: changes)
    func updatedHoldsNewNames(change: Change) {
        let old = Self.names(200)
        let new = change.apply(old)
        let updated = Vocabulary(values: old, normalizer: Self.normalizer).updated(to: new, normalizer: Self.normalizer)
        let rebuilt = Vocabulary(values: new, normalizer: Self.normalizer)
        #expect(Self.titles(updated) == Self.titles(rebuilt))
        #expect(updated.count == rebuilt.count)
        for value in rebuilt.values {
            let index = updated.index(ofID: value.id)
            #expect(index.map(updated.value(at:)) == value)
        }
    }

    @Test("one added name among many keeps the built base and costs one small layer")
    func oneAddedSharesBase() {
        let old = Vocabulary(values: Self.names(10_000), normalizer: Self.normalizer)
        let updated = old.updated(
            to: Self.names(10_000) + [VocabularyValue(id: "new", title: "Water the plants")], normalizer: Self.normalizer)
        #expect(updated.base === old.base)
        #expect(updated.delta?.values.map(\.id) == ["new"])
        #expect(updated.entries(startingWith: "water").delta.count == 1)
    }

    @Test("a removed name is no longer matched, a renamed one only by its new title")
    func removedAndRenamed() throws {
        let index = try PhraseIndex(
            PhraseSet(
                languageCode: "en",
                phrases: [Phrase(id: "Complete", template: "complete ${task}")],
                slots: ["task": .vocabulary(Self.names(100))]))
        #expect(index.matches(for: "complete errand number 5").first?.slots["task"]?.value != nil)
        var values = Self.names(100)
        values.remove(at: 5)
        values[9].title = "Pay the rent"  // id t10
        index.updateVocabulary("task", values: values)
        #expect(index.matches(for: "complete errand number 5").isEmpty)
        #expect(index.matches(for: "complete errand number 10").isEmpty)
        #expect(
            index.matches(for: "complete pay the rent").first?.slots["task"]?.value
                == .vocabulary(id: "t10", title: "Pay the rent"))
        #expect(
            index.matches(for: "complete pay the rnet").first?.slots["task"]?.value
                == .vocabulary(id: "t10", title: "Pay the rent"))
    }

    @Test("several slots of one entity type share one vocabulary, swapped at once with one version")
    func groupsSwapTogether() throws {
        let index = try PhraseIndex(
            PhraseSet(
                languageCode: "en",
                phrases: [
                    Phrase(id: "Complete", template: "complete ${task}"),
                    Phrase(id: "Delete", template: "delete ${task}"),
                ],
                slots: ["Complete/task": .vocabulary([]), "Delete/task": .vocabulary([])]))
        let before = index.vocabularyVersion
        index.updateVocabularies([
            PhraseIndex.VocabularyUpdate(
                slots: ["Complete/task", "Delete/task"], values: [VocabularyValue(id: "1", title: "Buy milk")])
        ])
        #expect(index.vocabularyVersion == before + 1)
        for sentence in ["complete buy milk", "delete buy milk"] {
            #expect(index.matches(for: sentence).first?.slots["task"]?.value == .vocabulary(id: "1", title: "Buy milk"))
        }
    }
}
