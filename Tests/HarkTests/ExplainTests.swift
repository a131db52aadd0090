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
        // Not understood; what it does offer keeps only what was said: an order, the soup asked for.
        #expect(
            result.stdout.hasSuffix(
                "Decision: not understood.\nOffered as “Did you mean …?”: “Order a soup from Soup Chef” (yes carries it out).\n"))
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

    @Test("on a phrase set: every reading, why each ranks below the one above, and ties decided by file order")
    func phraseSetRanking() throws {
        let file = FileManager.default.temporaryDirectory.appending(path: "ranking-\(UUID().uuidString).json")
        try Data(
            #"""
            { "language": "en",
              "intents": {
                "LightsOff": ["turn off the (light|lights) in the ${area}", "turn off [the] ${name} in [the] ${area}"],
                "SwitchOff": ["turn off [the] ${name} in [the] ${area}"] },
              "slots": { "area": { "values": [ { "in": "Kitchen" } ] },
                         "name": { "values": [ { "in": "Light" } ] } } }
            """#.utf8
        ).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try hark(["explain", "--phrases", file.path, "turn off the light in the kitchen"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("1. LightsOff — “turn off the (light|lights) in the ${area}”"), "\(result.stdout)")
        #expect(result.stdout.contains("2. LightsOff — “turn off [the] ${name} in [the] ${area}”"))
        #expect(result.stdout.contains("ranks below 1: segments 4, not 2"))
        #expect(result.stdout.contains("3. SwitchOff — “turn off [the] ${name} in [the] ${area}”"))
        #expect(result.stdout.contains("ties with 2: the phrase set’s file order decides"))
        #expect(result.stdout.hasSuffix("Decision: LightsOff\n"))
    }

    /// A phrase set with fixed values: the rule that decided a tie is named, with the word that
    /// decided it, in the person's language; a tie it leaves is still file order's.
    static let fixedValueTies: [(language: String, sentence: String, line: String)] = [
        (
            "en", "is the shed window open",
            "ties with 1, put first by the words of its fixed values: its list value contains “window”, which only the templates fixing ${device_class} = window spell"
        ),
        (
            "fr", "is the shed window open",
            "à égalité avec 1, qui est classé devant grâce aux mots de ses valeurs fixes\u{00A0}: sa valeur de liste contient «\u{00A0}window\u{00A0}», un mot que seuls emploient les modèles qui fixent ${device_class} = window"
        ),
        (
            "de", "is the shed window open",
            "gleichauf mit 1, der wegen der Wörter seiner festen Werte vorgezogen wird: sein Listenwert enthält „window“, ein Wort, das nur in den Vorlagen vorkommt, die ${device_class} = window festlegen"
        ),
        (
            "es", "is the shed window open",
            "empata con 1, que queda por delante gracias a las palabras de sus valores fijos: su valor de lista contiene «window», una palabra que solo aparece en las plantillas que fijan ${device_class} = window"
        ),
        (
            "ja", "is the shed window open",
            "1位と同点：固定値の語で上位が決まります（リストの値に含まれる「window」は、${device_class} = windowを固定するテンプレートにしかない語です）"
        ),
        ("en", "is the front door open", "ties with 1: the phrase set’s file order decides"),
    ]

    @Test("on a phrase set with fixed values: a tie names the rule that decided it", arguments: fixedValueTies)
    func fixedValueTie(_ language: String, _ sentence: String, _ line: String) throws {
        let file = FileManager.default.temporaryDirectory.appending(path: "fixed-ties-\(UUID().uuidString).json")
        try Data(
            #"""
            { "language": "en",
              "intents": {
                "GetState": [
                  { "templates": ["is [the] ${name} open"], "fixed": { "device_class": "door" } },
                  { "templates": ["is [the] ${name} open"], "fixed": { "device_class": "window" } },
                  { "templates": ["are all [the] window[s] open"], "fixed": { "device_class": "window" } } ] },
              "slots": { "name": { "values": [ { "in": "shed window" }, { "in": "front door" } ] } } }
            """#.utf8
        ).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try hark(["explain", "--lang", language, "--phrases", file.path, sentence])
        #expect(result.status == 0)
        #expect(result.stdout.contains("   " + line + "\n"), "\(result.stdout)")
        // The window reading comes first for the shed window; file order keeps the door first.
        let first = sentence.contains("window") ? "device_class} = window" : "device_class} = door"
        let lines = result.stdout.split(separator: "\n")
        let fixedLines = lines.filter { $0.contains("${device_class} =") && !$0.contains(",") }
        #expect(fixedLines.first?.hasSuffix(first) == true, "\(result.stdout)")
    }

    /// Two intents tie: the words of each intent's templates decide, and the line says which.
    static let intentTies: [(language: String, line: String)] = [
        (
            "en",
            "ties with 1, put first by the words of its intent: its list value contains “lamp”, which templates of LightSet spell and those of SetPosition do not"
        ),
        (
            "fr",
            "à égalité avec 1, qui est classé devant grâce aux mots de son intention\u{00A0}: sa valeur de liste contient «\u{00A0}lamp\u{00A0}», un mot qu’emploient des modèles de LightSet, mais aucun de ceux de SetPosition"
        ),
        (
            "de",
            "gleichauf mit 1, der wegen der Wörter seines Intents vorgezogen wird: sein Listenwert enthält „lamp“, ein Wort, das in Vorlagen von LightSet vorkommt, aber in keiner von SetPosition"
        ),
        (
            "es",
            "empata con 1, que queda por delante gracias a las palabras de su intención: su valor de lista contiene «lamp», una palabra que aparece en plantillas de LightSet y en ninguna de las de SetPosition"
        ),
        (
            "ja",
            "1位と同点：インテント固有の語で上位が決まります（リストの値に含まれる「lamp」は、LightSetのテンプレートにはあり、SetPositionのテンプレートにはない語です）"
        ),
    ]

    @Test("on a phrase set: a tie between two intents names the word that decided it", arguments: intentTies)
    func intentTie(_ language: String, _ line: String) throws {
        let file = FileManager.default.temporaryDirectory.appending(path: "intent-ties-\(UUID().uuidString).json")
        try Data(
            #"""
            { "language": "en",
              "intents": {
                "SetPosition": ["set [the] ${name} to ${level}[ ]%", "open [the] blind[s]"],
                "LightSet": ["set [the] ${name} to ${level}[ ]%", { "templates": ["turn on [the] lamp[s]"], "fixed": { "domain": "light" } }] },
              "slots": { "name": { "values": [ { "in": "desk lamp" } ] }, "level": { "type": "number" } } }
            """#.utf8
        ).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try hark(["explain", "--lang", language, "--phrases", file.path, "set the desk lamp to 50%"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("1. LightSet"), "\(result.stdout)")
        #expect(result.stdout.contains("   " + line + "\n"), "\(result.stdout)")
    }

    @Test("without a sentence, a usage error")
    func usage() throws {
        let result = try hark(["explain"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("say which sentence to explain"))
    }

    @Test("a sentence nothing matched shows the request “Did you mean …?” would offer, with the values said")
    func suggestion() throws {
        let result = try hark(["explain", "--db", ":memory:", "complete the puzzle"])
        #expect(
            result.stdout.hasSuffix(
                "Decision: not understood.\nOffered as “Did you mean …?”: “Complete a task in Tasks” (yes carries it out).\n"),
            "\(result.stdout)")
        #expect(!(try hark(["explain", "--db", ":memory:", "delete the puzzle"]).stdout.contains("Offered as")))
    }

    @Test("after the lines before it, an answer is read as an answer, a correction or a new request")
    func afterLines() throws {
        let before = ["--after", "add buy milk to Tasks", "--after", "add pay rent to Tasks", "--after", "delete buy milk from Tasks"]
        let correction = try hark(["explain", "--db", ":memory:"] + before + ["no, I meant pay rent"])
        #expect(correction.status == 0)
        #expect(
            correction.stdout
                == "Question waiting: “Delete “Buy milk”?”\nRead as: a correction, ${task} = “Pay rent”; the request starts again with it.\n")
        let request = try hark(["explain", "--db", ":memory:"] + before + ["what did I order from Soup Chef"])
        #expect(request.stdout.contains("Read as: a new request (“what did I order from Soup Chef”); the question is dropped."))
        #expect(request.stdout.hasSuffix("Decision: Soup Chef › Soup Chef.ListOrdersIntent\n"), "\(request.stdout)")
        let refused = try hark(["explain", "--db", ":memory:"] + before + ["perhaps"])
        #expect(refused.stdout.hasSuffix("Read as: not an answer; the question is asked again.\n"))
        let undo = try hark(["explain", "--db", ":memory:"] + before + ["undo"])
        #expect(undo.stdout.hasSuffix("Read as: undo while a question waits; the request in progress is canceled.\n"))
    }

    @Test("right after a result, a correction is read as one of the last request, undone and done again when it can be")
    func correctionAfterResult() throws {
        let corrected = try hark(["explain", "--db", ":memory:", "--after", "Order 1 miso from Soup Chef", "make that two"])
        #expect(
            corrected.stdout
                == "Read as: a correction of the last request, ${quantity} = “2”; it is undone and carried out again with it.\n",
            "\(corrected.stdout)")
        let run = ["--after", "start a run in Laps", "--after", "stop the run in Laps", "--after", "save"]
        let kept = try hark(["explain", "--db", ":memory:"] + run + ["actually discard"])
        #expect(kept.stdout == "Read as: a correction of the last request, which can't be undone; nothing changes.\n", "\(kept.stdout)")
    }

    @Test("the lines before may come from a transcript, with its clock; the database is left as it was")
    func afterTranscript() throws {
        let folder = try scratchFolder()
        let transcript = folder.appending(path: "undo.transcript")
        try Data("# lang: en\n> add call Sam to Tasks\n< Added “Call Sam”.\n# wait: 3m\n".utf8).write(to: transcript)
        let late = try hark(["explain", "--transcript", transcript.path, "undo"])
        #expect(late.stdout == "Read as: undo, but there is nothing to undo.\n")
        let early = try hark(["explain", "--db", ":memory:", "--after", "add call Sam to Tasks", "undo"])
        #expect(early.stdout == "Read as: undo the last request (Add “Call Sam”).\n")
        let database = folder.appending(path: "hark.sqlite").path
        _ = try hark(["--db", database], input: "add buy milk to Tasks\n")
        let reference = try hark(["explain", "--db", database, "--after", "complete buy milk", "delete it too"])
        #expect(reference.stdout == "Read as: Tasks.DeleteTaskIntent on “Buy milk”, named by a reference to the last request.\n")
        // The replay ran on a copy: the task is still open.
        #expect(try hark(["--db", database], input: "show my Tasks\n").stdout == "You have 1 open task: Buy milk.\n")
    }
}
