import Foundation
import TestSupport
import Testing

@Suite("hark explain shows how a sentence was, or was not, matched")
struct ExplainTests {
    @Test("a match: the candidate, each word's alignment and the decision")
    func match() throws {
        let result = try hark(["explain", "please add buy milk to Tasks"])
        #expect(result.status == 0)
        #expect(
            result.stdout.hasPrefix(
                "Candidates for “please add buy milk to Tasks”:\n1. Tasks.AddTaskIntent — “Add ${title} to ${applicationName}|"
            ))
        #expect(result.stdout.contains("please → skipped (filler word)"))
        #expect(result.stdout.contains("buy milk → ${title} = “buy milk”"))
        #expect(result.stdout.contains("Tasks → ${applicationName} = Tasks"))
        #expect(result.stdout.hasSuffix("Decision: Tasks › Tasks.AddTaskIntent\n"))
    }

    @Test("the flexible stage: each reading's evidence, its score and the stage that decided")
    func flexibleStage() throws {
        let result = try hark(["explain", "--db", ":memory:", "Tasks, could you add jam for me"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Flexible stage, read by evidence:\n1. Tasks.AddTaskIntent — score +4.30"), "\(result.stdout)")
        #expect(result.stdout.contains("add → the intent's own word (+2.30)"))
        #expect(result.stdout.contains("jam → free text for ${title}"))
        #expect(result.stdout.contains("Tasks → the app's name (+2.00)"))
        #expect(result.stdout.contains("could → skipped (request frame)"))
        #expect(result.stdout.hasSuffix("Decision (flexible stage): Tasks › Tasks.AddTaskIntent\n"))
    }

    @Test("a reading the flexible stage is not sure of is asked first; one it cannot explain is not understood")
    func flexibleStageUnsure() throws {
        let asked = try hark(["explain", "--db", ":memory:", "add salt to the stew"])
        #expect(asked.stdout.hasSuffix("ask first — Add “salt to the stew” to Tasks?\n"), "\(asked.stdout)")
        let refused = try hark(["explain", "--db", ":memory:", "start the dishwasher"])
        #expect(refused.stdout.contains("dishwasher → unexplained (−0.70)"), "\(refused.stdout)")
        #expect(refused.stdout.hasSuffix("Decision: not understood.\n"))
    }

    @Test("a typo is shown with its edits")
    func typo() throws {
        let result = try hark(["explain", "add buy milk to Taks"])
        #expect(result.stdout.contains("Taks → ${applicationName} = Tasks (typo, 1 edit)"), "\(result.stdout)")
    }

    @Test("a near miss: the nearest phrase, where it diverged, and a suggestion")
    func nearMiss() throws {
        let result = try hark(["explain", "complete buy milk at Tasks"])
        #expect(result.status == 0)
        #expect(
            result.stdout.hasPrefix(
                "No phrase matches “complete buy milk at Tasks”.\nNearest phrase: Tasks.CompleteTaskIntent"),
            "\(result.stdout)")
        #expect(result.stdout.contains("Did you mean “"))
    }

    @Test("a candidate that is not enough: the app left out and the soup unknown")
    func rejectedCandidate() throws {
        let result = try hark(["explain", "order a pizza from the moon"])
        #expect(result.stdout.contains("(not said) → ${applicationName}"))
        #expect(result.stdout.hasSuffix("Decision: not understood.\n"))
        #expect(
            try hark(["explain", "turn the lights off"]).stdout
                == "No phrase matches “turn the lights off”.\nNo phrase shares a word with it.\n")
    }

    @Test("in another language, and on a phrase set file")
    func languageAndPhraseSet() throws {
        let french = try hark(["explain", "--lang", "fr", "ajoute du lait à Tasks"])
        #expect(french.stdout.contains("Décision\u{00A0}: Tasks › Tasks.AddTaskIntent"))
        let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let set = root.appending(path: "Benchmarks/phrase-sets/fr.json").path
        let result = try hark(["explain", "--lang", "fr", "--phrases", set, "commande 2 soupe miso sur Soup Chef"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("OrderSoup"), "\(result.stdout)")
    }

    @Test("without a sentence, a usage error")
    func usage() throws {
        let result = try hark(["explain"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("say which sentence to explain"))
    }
}
