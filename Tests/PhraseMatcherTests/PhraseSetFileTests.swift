import Foundation
import Testing

@testable import PhraseMatcher

@Suite("Phrase set files: intents, fixed values, list slots with in and out, typed slots, skip words")
struct PhraseSetFileTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var language: String
        var order: String
        var soupIn: String
        var skip: String
        var sentence: String
        var voiceSentence: String
        var testDescription: String { language }
    }

    static let cases: [Case] = [
        Case(
            language: "en", order: "order [a] ${soup} from ${applicationName}", soupIn: "(clam chowder|chowder)",
            skip: "right now", sentence: "order a chowder from Soup Chef right now", voiceSentence: "I'd like 2 chowder"
        ),
        Case(
            language: "fr", order: "commande [une] ${soup} (sur|dans) ${applicationName}",
            soupIn: "(chaudrée|soupe) de palourdes", skip: "tout de suite",
            sentence: "commande une soupe de palourdes sur Soup Chef tout de suite",
            voiceSentence: "je voudrais deux chaudrée de palourdes"),
        Case(
            language: "de", order: "bestelle [eine] ${soup} bei ${applicationName}",
            soupIn: "(Muschelsuppe|Muschelcremesuppe)",
            skip: "sofort", sentence: "bestelle sofort eine Muschelsuppe bei Soup Chef",
            voiceSentence: "ich möchte zwei Muschelsuppe"),
        Case(
            language: "es", order: "pide [una] ${soup} en ${applicationName}", soupIn: "(crema|sopa) de almejas",
            skip: "ahora mismo", sentence: "pide una sopa de almejas en Soup Chef ahora mismo",
            voiceSentence: "quiero dos crema de almejas"),
        Case(
            language: "ja", order: "${applicationName}で${soup}を注文して", soupIn: "(クラムチャウダー|チャウダー)", skip: "今すぐ",
            sentence: "今すぐSoup Chefでチャウダーを注文して", voiceSentence: "チャウダーを2つください"),
    ]

    static func json(_ test: Case) -> String {
        let voice: String =
            switch test.language {
            case "en": "I'd like ${quantity} ${soup}"
            case "fr": "je voudrais ${quantity} ${soup}"
            case "de": "ich möchte ${quantity} ${soup}"
            case "es": "quiero ${quantity} ${soup}"
            default: "${soup}を${quantity}つください"
            }
        return """
            { "language": "\(test.language)",
              "intents": {
                "OrderSoup": [
                  "\(test.order)",
                  { "templates": ["\(voice)"], "fixed": { "channel": "voice" } } ] },
              "slots": {
                "soup": { "values": [ { "in": "\(test.soupIn)", "out": "chowder" }, { "in": ["miso"] } ] },
                "quantity": { "type": "number", "min": 1, "max": 20 },
                "applicationName": { "values": [ { "in": "Soup Chef" } ] } },
              "skipWords": ["\(test.skip)"] }
            """
    }

    @Test("loads and matches, reporting out values, fixed values and skipping skip words", arguments: cases)
    func loads(_ test: Case) throws {
        let set = try PhraseSet(json: Data(Self.json(test).utf8), file: "\(test.language).json")
        #expect(set.phrases.count == 2)
        let index = try PhraseIndex(set)
        let match = try #require(index.matches(for: test.sentence).first)
        #expect(match.phraseID == "OrderSoup")
        #expect(match.slots["soup"]?.value.vocabularyID == "chowder")
        #expect(match.slots["applicationName"]?.value.vocabularyID == "Soup Chef")
        #expect(match.score.skippedWords > 0)
        let voice = try #require(index.matches(for: test.voiceSentence).first)
        #expect(voice.fixed == ["channel": "voice"])
        #expect(voice.slots["quantity"]?.value == .number(2))
        // A value without "out" reports the words matched.
        let misoSentence: String =
            switch test.language {
            case "en": "I'd like 2 miso"
            case "fr": "je voudrais deux miso"
            case "de": "ich möchte zwei miso"
            case "es": "quiero dos miso"
            default: "misoを2つください"
            }
        #expect(index.matches(for: misoSentence).first?.slots["soup"]?.value.vocabularyID == "miso")
    }

    static let broken: [(String, String)] = [
        (#"{"intents": {}}"#, "fr.json: language: this key is required."),
        (#"{"language": "fr", "intents": {"A": "x"}}"#, "fr.json: intents.A: expected an array."),
        (
            #"{"language": "fr", "intents": {"A": ["ok", {"templates": ["(a"]}]}}"#,
            "fr.json: intents.A[1].templates[0]: Template “(a”, line 1, column 1: “(” is never closed."
        ),
        (
            #"{"language": "fr", "intents": {}, "slots": {"n": {"type": "numbre"}}}"#,
            "fr.json: slots.n.type: unknown slot type “numbre”; use number, text, date or duration."
        ),
        (
            #"{"language": "fr", "intents": {}, "slots": {"n": {"type": "number", "min": "un"}}}"#,
            "fr.json: slots.n.min: expected a whole number."
        ),
        (
            #"{"language": "fr", "intents": {}, "slots": {"s": {"values": [{"out": "x"}]}}}"#,
            "fr.json: slots.s.values[0].in: this key is required."
        ),
        ("{", "fr.json: not valid JSON"),
    ]

    @Test("errors name the file and the key", arguments: broken)
    func errors(json: String, message: String) {
        #expect {
            try PhraseSet(json: Data(json.utf8), file: "fr.json")
        } throws: { error in
            (error as? PhraseSetError)?.description.hasPrefix(message) == true
        }
    }

    @Test("the French benchmark set loads")
    func benchmarkSet() throws {
        let url = URL(filePath: #filePath).deletingLastPathComponent().appending(
            path: "../../Benchmarks/phrase-sets/fr.json")
        let set = try PhraseSet(contentsOf: url)
        #expect(set.languageCode == "fr")
        #expect(
            try PhraseIndex(set).matches(for: "commande une soupe miso sur Soup Chef").first?.phraseID == "OrderSoup")
    }
}
