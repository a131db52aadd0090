import Testing

@testable import PhraseMatcher

/// A group of many alternatives — a list written out in the template, as Home Assistant's
/// converted templates do — is searched through a table of its alternatives by first byte.
/// The table must read exactly what trying every alternative reads: alternatives sharing a
/// first letter, starting with a slot, empty, accented, after filler words, in file order.
@Suite("Groups of many alternatives")
struct BranchTableTests {
    typealias Case = PhraseSetExample

    static let sets: [String: PhraseSet] = [
        "en": PhraseSet(
            languageCode: "en",
            phrases: [
                Phrase(
                    id: "TurnOn",
                    template:
                        "turn on [the] (kitchen|kids room|keller|bedroom|bathroom|basement|office|garage|${name}|) (light|lamp)[s]"
                ),
                Phrase(
                    id: "Open",
                    template: "open [the] (front|back|side|garage|patio|cellar|shed|gate|attic) door"),
                Phrase(id: "Set", template: "set [the] ${name} to (low|medium|high|max|min|off|eco|auto|boost)"),
            ],
            slots: ["name": .vocabulary([VocabularyValue(id: "desk", title: "Desk"), VocabularyValue(id: "porch", title: "Porch")])]),
        "fr": PhraseSet(
            languageCode: "fr",
            phrases: [
                Phrase(
                    id: "Allume",
                    template:
                        "allume [la] lumière (de la cuisine|du salon|de l'entrée|de l'étage|du garage|du bureau|de la chambre|du sous-sol|${area})"
                )
            ],
            slots: ["area": .vocabulary([VocabularyValue(id: "cave", title: "Cave")])]),
        "ja": PhraseSet(
            languageCode: "ja",
            phrases: [
                Phrase(
                    id: "TurnOn",
                    template: "(リビング|寝室|台所|玄関|廊下|書斎|浴室|トイレ|${name})[の](電気|照明)をつけて")
            ],
            slots: ["name": .vocabulary([VocabularyValue(id: "desk", title: "デスク")])]),
    ]

    static let cases: [Case] = [
        Case(language: "en", sentence: "turn on the kitchen light", phraseID: "TurnOn"),
        // Several alternatives start with the same letter.
        Case(language: "en", sentence: "turn on the kids room lamps", phraseID: "TurnOn"),
        Case(language: "en", sentence: "turn on the keller light", phraseID: "TurnOn"),
        Case(language: "en", sentence: "turn on the basement light", phraseID: "TurnOn"),
        // An alternative that is a slot, and the empty one.
        Case(language: "en", sentence: "turn on the desk lamp", phraseID: "TurnOn", slots: ["name": "desk"]),
        Case(language: "en", sentence: "turn on the lights", phraseID: "TurnOn"),
        // Filler words before the group.
        Case(language: "en", sentence: "turn on the um garage light", phraseID: "TurnOn"),
        Case(language: "en", sentence: "open the patio door", phraseID: "Open"),
        Case(language: "en", sentence: "open please the shed door", phraseID: "Open"),
        Case(language: "en", sentence: "open the kitchen door", phraseID: nil),
        Case(language: "en", sentence: "set the porch to boost", phraseID: "Set", slots: ["name": "porch"]),
        Case(language: "en", sentence: "set the desk to eco", phraseID: "Set", slots: ["name": "desk"]),
        // Accented alternatives, and a spelling without the accent.
        Case(language: "fr", sentence: "allume la lumière de l'entrée", phraseID: "Allume"),
        Case(language: "fr", sentence: "allume la lumiere de l'etage", phraseID: "Allume"),
        Case(language: "fr", sentence: "allume la lumière du sous-sol", phraseID: "Allume"),
        Case(language: "fr", sentence: "allume la lumière de la cave", phraseID: nil),
        Case(language: "fr", sentence: "allume la lumière cave", phraseID: "Allume", slots: ["area": "cave"]),
        // Words written without spaces: the group's alternatives inside one ICU word.
        Case(language: "ja", sentence: "寝室の電気をつけて", phraseID: "TurnOn"),
        Case(language: "ja", sentence: "トイレ照明をつけて", phraseID: "TurnOn"),
        Case(language: "ja", sentence: "デスクの電気をつけて", phraseID: "TurnOn", slots: ["name": "desk"]),
        Case(language: "ja", sentence: "車庫の電気をつけて", phraseID: nil),
    ]

    @Test("a group of many alternatives reads each of them", arguments: cases)
    func reads(_ test: Case) throws {
        let index = try PhraseIndex(try #require(Self.sets[test.language]))
        // The groups here are large enough to get a table by first byte.
        #expect(!index.program.branchByteStarts.isEmpty)
        test.expectRead(by: index)
    }

    @Test("a table lists, for each first byte, the alternatives that may start with it, in order")
    func table() throws {
        let index = try PhraseIndex(try #require(Self.sets["en"]))
        let program = index.program
        for instruction in program.packedInstructions where instruction.kind == .branch && instruction.c > 0 {
            let first = Int(instruction.a)
            let count = Int(instruction.b)
            #expect(count >= PhraseProgram.branchTableMinimum)
            let row = (Int(instruction.c) - 1) * 65
            for bit in 0..<64 {
                let listed = program.branchByteTargets[
                    Int(program.branchByteStarts[row + bit])..<Int(program.branchByteStarts[row + bit + 1])
                ].map(Int.init)
                let expected = (first..<first + count).filter { program.branchFirstBytes[$0] & (1 << UInt64(bit)) != 0 }
                #expect(listed == expected)
            }
        }
    }
}
