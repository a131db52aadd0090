import Foundation
import HarkTesting
import Phrases
import SoupChefApp
import Testing

/// Soup Chef registered as any package registers its app with HarkKit.
let soupChef = AssistantApp(name: SoupChefApp.name, catalogs: { PhraseCatalogs.tables(folder: "SoupChef") }) {
    [try SoupChefApp.definition(database: $0.database, clock: $0.clock)]
}

@Suite("HarkTesting drives an assistant of any apps, turn by turn and by transcript")
struct TestAssistantTests {
    @Test("a test assistant answers turn by turn in its language, on its own database and clock")
    func turnByTurn() async throws {
        let assistant = try await TestAssistant(apps: [soupChef], language: .french)
        #expect(
            await assistant.say("Commande 2 bols de clam chowder sur Soup Chef").dialog
                == "J’ai commandé 2 bols de clam chowder.")
        #expect(await assistant.say("Qu’ai-je commandé sur Soup Chef").dialog == "Vous avez commandé 2 soupes aujourd’hui.")
        let other = try await TestAssistant(apps: [soupChef])
        #expect(await other.say("What did I order from Soup Chef").dialog == "You haven't ordered anything today.")
    }

    @Test("time is the test's to move: orders of yesterday are not today's")
    func clock() async throws {
        let assistant = try await TestAssistant(apps: [soupChef])
        _ = await assistant.say("Order 2 miso from Soup Chef")
        #expect(await assistant.say("What did I order from Soup Chef").dialog == "You ordered 2 soups today.")
        assistant.wait(.seconds(86_400))
        #expect(await assistant.say("What did I order from Soup Chef").dialog == "You haven't ordered anything today.")
    }

    @Test("a transcript replays on a fresh database in the language it names; a wrong answer is reported as hark test reports it")
    func transcript() async throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "harkkit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = folder.appending(path: "good.transcript")
        try Data("> Order 2 miso from Soup Chef\n< Ordered 2 bowls of Miso Soup.\n".utf8).write(to: good)
        let wrong = folder.appending(path: "wrong.transcript")
        try Data("# lang: en\n> What did I order from Soup Chef\n< You ordered 9 soups today.\n".utf8).write(to: wrong)

        #expect(TranscriptReplay.files(in: folder) == [good, wrong])
        let replay = TranscriptReplay(apps: [soupChef])
        let passed = try await replay.replay(good)
        #expect(passed.passed == 1)
        #expect(passed.failures.isEmpty)
        let failed = try await replay.replay(wrong)
        #expect(failed.passed == 0)
        #expect(
            failed.report == """
                \(wrong.path):3: after “What did I order from Soup Chef”
                  expected: You ordered 9 soups today.
                  actual:   You haven't ordered anything today.
                """)
    }
}
