import Testing

@testable import PhraseMatcher

@Suite("Phrase index: matching the Tasks phrases")
struct PhraseIndexTests {
    static let index = try! TasksPhrases.index()

    struct Case: CustomTestStringConvertible, Sendable {
        var utterance: String
        var phraseID: String
        var slots: [String: SlotValue]
        var testDescription: String { utterance }
    }

    static let app = SlotValue.vocabulary(id: "Tasks", title: "Tasks")

    static let contract: [Case] = [
        Case(
            utterance: "Add buy milk to Tasks", phraseID: "Tasks.AddTaskIntent",
            slots: ["title": .text("buy milk"), "applicationName": app]),
        Case(
            utterance: "ADD  buy milk to tasks!!", phraseID: "Tasks.AddTaskIntent",
            slots: ["title": .text("buy milk"), "applicationName": app]),
        Case(
            utterance: "add Buy milk to Tasks, please", phraseID: "Tasks.AddTaskIntent",
            slots: ["title": .text("Buy milk"), "applicationName": app]),
        Case(
            utterance: "hey, um, could you add milk, eggs to Tasks", phraseID: "Tasks.AddTaskIntent",
            slots: ["title": .text("milk, eggs"), "applicationName": app]),
        Case(
            utterance: "add milk to bread to tasks", phraseID: "Tasks.AddTaskIntent",
            slots: ["title": .text("milk to bread"), "applicationName": app]),
        Case(
            utterance: "remind me to call the bank in Tasks", phraseID: "Tasks.AddTaskIntent",
            slots: ["title": .text("call the bank"), "applicationName": app]),
        Case(
            utterance: "Add urgent task pay rent to Tasks", phraseID: "Tasks.AddTaskIntent",
            slots: [
                "priority": .vocabulary(id: "high", title: "high"), "title": .text("pay rent"),
                "applicationName": app,
            ]),
        Case(
            utterance: "add low task water plants to tasks", phraseID: "Tasks.AddTaskIntent",
            slots: [
                "priority": .vocabulary(id: "low", title: "low"), "title": .text("water plants"),
                "applicationName": app,
            ]),
        Case(
            utterance: "Complete buy milk in Tasks", phraseID: "Tasks.CompleteTaskIntent",
            slots: ["task": .vocabulary(id: "1", title: "Buy milk"), "applicationName": app]),
        Case(
            utterance: "complete walk the dog in tasks", phraseID: "Tasks.CompleteTaskIntent",
            slots: ["task": .text("walk the dog"), "applicationName": app]),
        Case(
            utterance: "mark CALL SAM as done in tasks.", phraseID: "Tasks.CompleteTaskIntent",
            slots: ["task": .vocabulary(id: "2", title: "Call Sam"), "applicationName": app]),
        Case(
            utterance: "Complete a task in Tasks", phraseID: "Tasks.CompleteTaskIntent",
            slots: ["applicationName": app]),
        Case(
            utterance: "delete Pay rent from Tasks", phraseID: "Tasks.DeleteTaskIntent",
            slots: ["task": .vocabulary(id: "3", title: "Pay rent"), "applicationName": app]),
        Case(
            utterance: "remove the old stuff from tasks", phraseID: "Tasks.DeleteTaskIntent",
            slots: ["task": .text("the old stuff"), "applicationName": app]),
        Case(
            utterance: "What’s on my list in Tasks", phraseID: "Tasks.ListTasksIntent",
            slots: ["applicationName": app]),
        Case(
            utterance: "whats on my list in tasks", phraseID: "Tasks.ListTasksIntent",
            slots: ["applicationName": app]),
        Case(
            utterance: "What's on my list in Tasks?!", phraseID: "Tasks.ListTasksIntent",
            slots: ["applicationName": app]),
        Case(utterance: "show my TASKS", phraseID: "Tasks.ListTasksIntent", slots: ["applicationName": app]),
        Case(
            utterance: "\u{1B}[1mshow\u{1B}[0m my tasks\u{0}", phraseID: "Tasks.ListTasksIntent",
            slots: ["applicationName": app]),
    ]

    @Test("matches every contract phrase, in any case, spacing and punctuation", arguments: contract)
    func matchesContract(_ example: Case) throws {
        let match = try #require(Self.index.matches(for: example.utterance).first)
        #expect(match.phraseID == example.phraseID)
        #expect(match.slots.mapValues(\.value) == example.slots)
    }

    /// The index prepares a sentence in the memory of the last one when no match holds it any
    /// more: a match kept while others are made must keep its own sentence.
    @Test("a match kept while other sentences are matched keeps its sentence", arguments: contract)
    func keptMatch(_ example: Case) throws {
        let kept = Self.index.matches(for: example.utterance)
        let slots = try #require(kept.first).slots
        let wordRanges = slots.mapValues(\.wordRange)
        for other in Self.contract.map(\.utterance) + ["add milk to Tasks", ""] {
            _ = Self.index.matches(for: other)
        }
        #expect(kept == Self.index.matches(for: example.utterance))
        #expect(kept.first?.slots.mapValues(\.value) == example.slots)
        #expect(slots.mapValues(\.wordRange) == wordRanges)
        for slot in slots.values { #expect(example.utterance[slot.range] == slot.text) }
    }

    @Test("slot text and range are exactly what was typed")
    func slotText() throws {
        let utterance = "add  Buy   Milk!  to Tasks"
        let title = try #require(Self.index.matches(for: utterance).first?.slots["title"])
        #expect(title.text == "Buy   Milk")
        #expect(utterance[title.range] == "Buy   Milk")
        #expect(title.wordRange == 1..<3)
    }

    static let titles: [(String, String)] = [
        ("add learn C++ to Tasks", "learn C++"),
        ("add (optional) stretch to Tasks", "(optional) stretch"),
        ("add call mom 😀 to Tasks", "call mom 😀"),
        ("add buy milk. to Tasks", "buy milk"),
        ("add “pay rent” to Tasks", "pay rent"),
        ("add \"pay rent\" to Tasks", "pay rent"),
        ("add 50% off \"sale\" to Tasks", "50% off \"sale\""),
        ("add Robert'); DROP TABLE tasks;-- to Tasks", "Robert'); DROP TABLE tasks;--"),
        ("add ¿qué? to Tasks", "qué"),
        ("add #42: fix the C# build… to Tasks", "#42: fix the C# build"),
        ("add e-mail Sam, then call him to Tasks", "e-mail Sam, then call him"),
    ]

    @Test("free text keeps what was typed, minus only the sentence punctuation around it", arguments: titles)
    func freeText(sentence: String, title: String) throws {
        let slot = try #require(Self.index.matches(for: sentence).first?.slots["title"], "\(sentence)")
        #expect(slot.text == title)
        #expect(sentence[slot.range] == title || slot.text.count < sentence[slot.range].count)
    }

    @Test("an escape sequence next to free text is not taken into it")
    func freeTextStopsAtControls() throws {
        let slot = try #require(
            Self.index.matches(for: "add \u{1B}[31mbuy milk\u{1B}[0m to Tasks").first?.slots["title"])
        #expect(slot.text == "buy milk")
    }

    static let nonMatches = [
        "order soup", "", "   ", "\u{0}\u{1B}[2J\u{7}", "please", "um, hey", "?!", "add to tasks",
        "complete buy milk", "show my tasks now", "add buy milk to Laps",
    ]

    @Test("matches nothing for foreign, empty, control-only or partial input", arguments: nonMatches)
    func noMatch(utterance: String) {
        #expect(Self.index.matches(for: utterance).isEmpty)
    }

    @Test("a priority from the vocabulary outranks free text")
    func ranking() throws {
        let matches = Self.index.matches(for: "add urgent task pay rent to tasks", limit: 5)
        let best = try #require(matches.first)
        #expect(best.template == "Add ${priority} task ${title} to ${applicationName}")
        #expect(best.slots["title"]?.value == .text("pay rent"))
        #expect(matches.count == 1, "one match per phrase id")
        let rival = try #require(
            try PhraseIndex(
                PhraseSet(
                    languageCode: "en", phrases: [Phrase(id: "Plain", template: "Add ${title} to ${applicationName}")],
                    slots: TasksPhrases.slots)
            ).matches(for: "add urgent task pay rent to tasks").first)
        #expect(rival.slots["title"]?.value == .text("urgent task pay rent"))
        #expect(best.score > rival.score)
    }

    @Test("a vocabulary value outranks free text for the same words")
    func vocabularyBeatsFreeText() throws {
        let match = try #require(Self.index.matches(for: "complete buy milk in tasks").first)
        #expect(match.score.vocabularySlots == 2)
        #expect(match.score.textSlots == 0)
        #expect(match.score.description == "2 literal words, 2 vocabulary slots (3 words)")
    }

    @Test("the score counts skipped filler words")
    func skippedWords() throws {
        let match = try #require(Self.index.matches(for: "please show my tasks, um").first)
        #expect(match.score.skippedWords == 2)
        #expect(match.score.description == "2 literal words, 1 vocabulary slot (1 word), 2 skipped filler words")
    }

    @Test("vocabulary updates take effect without recompiling")
    func updateVocabulary() throws {
        let index = try TasksPhrases.index()
        #expect(
            index.matches(for: "complete water plants in tasks").first?.slots["task"]?.value
                == .text("water plants"))
        index.updateVocabulary("task", values: [VocabularyValue(id: "9", title: "Water plants")])
        #expect(
            index.matches(for: "complete water plants in tasks").first?.slots["task"]?.value
                == .vocabulary(id: "9", title: "Water plants"))
        #expect(index.matches(for: "complete buy milk in tasks").first?.slots["task"]?.value == .text("buy milk"))
    }

    @Test("a phrase-scoped slot definition overrides the shared one")
    func scopedSlots() throws {
        let index = try PhraseIndex(
            PhraseSet(
                languageCode: "en",
                phrases: [Phrase(id: "A", template: "pick ${x}"), Phrase(id: "B", template: "choose ${x}")],
                slots: ["x": .vocabulary([VocabularyValue(id: "red", title: "red")]), "B/x": .number()]))
        #expect(index.matches(for: "pick red").first?.slots["x"]?.value == .vocabulary(id: "red", title: "red"))
        #expect(index.matches(for: "pick 3").isEmpty)
        #expect(index.matches(for: "choose three").first?.slots["x"]?.value == .number(3))
    }

    @Test("alternatives, optional words and fixed values match")
    func alternativesAndFixed() throws {
        let index = try PhraseIndex(
            PhraseSet(
                languageCode: "en",
                phrases: [
                    Phrase(id: "Order", template: "order [(a|one) [big]] bowl of ${soup}", fixed: ["size": "bowl"])
                ],
                slots: ["soup": .vocabulary([VocabularyValue(id: "miso", title: "Miso Soup", synonyms: ["miso"])])]))
        for sentence in ["order bowl of miso", "order a bowl of miso soup", "Order one big bowl of Miso"] {
            let match = try #require(index.matches(for: sentence).first, "\(sentence)")
            #expect(match.fixed == ["size": "bowl"])
            #expect(match.slots["soup"]?.value == .vocabulary(id: "miso", title: "Miso Soup"))
        }
        #expect(index.matches(for: "order big bowl of miso").isEmpty)
    }

    static let numbers: [(String, Int, Bool)] = [
        ("order 2 clam chowder from soup chef", 2, true),
        ("Order two Clam Chowder from Soup Chef", 2, true),
        ("order twenty-one chowder from soup chef", 21, false),
        ("order ２ chowder from soup chef", 2, true),
        ("order -5 chowder from soup chef", -5, false),
        ("order 1,000 chowder from soup chef", 1000, false),
        ("order 99999999999999999999999 chowder from soup chef", Int.max, false),
        ("order -99999999999999999999999 chowder from soup chef", Int.min, false),
    ]

    @Test("reads numbers in digits and words, flagging values out of limits", arguments: numbers)
    func readsNumbers(sentence: String, value: Int, isWithinLimits: Bool) throws {
        let index = try PhraseIndex(
            PhraseSet(
                languageCode: "en",
                phrases: [Phrase(id: "Order", template: "Order ${quantity} ${soup} from ${applicationName}")],
                slots: [
                    "quantity": .number(min: 1, max: 20),
                    "soup": .vocabulary([VocabularyValue(id: "chowder", title: "Clam Chowder", synonyms: ["chowder"])]),
                    "applicationName": .vocabulary([VocabularyValue(id: "Soup Chef", title: "Soup Chef")]),
                ]))
        let quantity = try #require(index.matches(for: sentence).first?.slots["quantity"])
        #expect(quantity.value == .number(value))
        #expect(quantity.isWithinLimits == isWithinLimits)
    }
}
