import Testing

@testable import PhraseMatcher

/// A phrase that fills a list slot in every reading is not searched when no value of the list
/// appears anywhere in the sentence. That shortcut must read exactly what the search reads: a
/// value glued inside a word, a slot only some readings fill, values added or removed after
/// compiling, and a value typed with a typo all still match.
@Suite("Phrases whose list slot finds no value")
struct NeededSlotTests {
    typealias Case = PhraseSetExample

    static let sets: [String: PhraseSet] = [
        "en": PhraseSet(
            languageCode: "en",
            phrases: [
                Phrase(id: "TurnOn", template: "turn on [the] ${name}"),
                // `area` is filled by some readings only.
                Phrase(id: "Light", template: "(dim|brighten) the light [in [the] ${area}]"),
                Phrase(id: "Open", template: "open (the door|[the] ${name})"),
            ],
            slots: [
                "name": .vocabulary([VocabularyValue(id: "desk", title: "Desk"), VocabularyValue(id: "porch", title: "Porch")]),
                "area": .vocabulary([VocabularyValue(id: "kitchen", title: "Kitchen")]),
            ]),
        "de": PhraseSet(
            languageCode: "de",
            // The value starts inside a word of the sentence ("Oberlicht").
            phrases: [Phrase(id: "Ein", template: "schalte [das] (Ober|Unter)${light} ein")],
            slots: ["light": .vocabulary([VocabularyValue(id: "licht", title: "Licht")])]),
    ]

    static let cases: [Case] = [
        Case(language: "en", sentence: "turn on the desk", phraseID: "TurnOn", slots: ["name": "desk"]),
        Case(language: "en", sentence: "turn on the lamp", phraseID: nil),
        Case(language: "en", sentence: "dim the light", phraseID: "Light"),
        Case(language: "en", sentence: "dim the light in the kitchen", phraseID: "Light", slots: ["area": "kitchen"]),
        Case(language: "en", sentence: "open the door", phraseID: "Open"),
        Case(language: "en", sentence: "open the porch", phraseID: "Open", slots: ["name": "porch"]),
        // A typo of a value: the search with typos does not need the value written exactly.
        Case(language: "en", sentence: "turn on the dessk", phraseID: "TurnOn", slots: ["name": "desk"]),
        Case(language: "de", sentence: "schalte das Oberlicht ein", phraseID: "Ein", slots: ["light": "licht"]),
        Case(language: "de", sentence: "schalte das Oberteil ein", phraseID: nil),
    ]

    @Test("a phrase whose list slot has a value somewhere in the sentence is still read", arguments: cases)
    func reads(_ test: Case) throws {
        let index = try PhraseIndex(try #require(Self.sets[test.language]))
        test.expectRead(by: index)
    }

    @Test("values added and removed after compiling count, and only while they are in the list")
    func updatedValues() throws {
        let index = try PhraseIndex(try #require(Self.sets["en"]))
        #expect(index.matches(for: "turn on the lamp").isEmpty)
        index.updateVocabulary(
            "name",
            values: [VocabularyValue(id: "desk", title: "Desk"), VocabularyValue(id: "lamp", title: "Lamp")])
        #expect(index.matches(for: "turn on the lamp").first?.slots["name"]?.value.vocabularyID == "lamp")
        // "Porch" was removed: exactly, and with a typo, it names nothing now.
        #expect(index.matches(for: "turn on the porch").isEmpty)
    }

    @Test("a list slot is needed only when every reading of the phrase fills it")
    func neededSlots() throws {
        let index = try PhraseIndex(try #require(Self.sets["en"]))
        let program = index.program
        func needed(_ phrase: Int) -> [String] {
            var lanes = program.phraseNeededSlots[phrase]
            var names: [String] = []
            while lanes != 0 {
                names.append(program.bindings[Int(lanes & 0xFFFF) - 1].key)
                lanes >>= 16
            }
            return names
        }
        #expect(needed(0) == ["name"])
        #expect(needed(1) == [])
        #expect(needed(2) == [])
    }
}
