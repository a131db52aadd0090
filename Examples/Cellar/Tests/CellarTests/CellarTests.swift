import CellarApp
import Foundation
import HarkTesting
import Testing

/// The Cellar app, registered as `cellar`'s `main.swift` registers it.
let cellar = AssistantApp(name: CellarApp.name, catalogFolder: CellarApp.catalogFolder) { environment in
    try CellarApp.definition(database: environment.database, clock: environment.clock)
}

@Suite("Cellar in conversation")
struct CellarConversationTests {
    @Test("a bottle added is listed, and opened after saying yes in the app's words")
    func addListOpen() async throws {
        let assistant = try await TestAssistant(apps: [cellar])
        #expect(await assistant.say("Add Rioja to Cellar").dialog == "Added “Rioja” (red).")
        #expect(await assistant.say("List my Cellar").dialog == "You have 1 bottle: Rioja.")
        let question = await assistant.say("Open rioja from Cellar")
        #expect(question.kind == .confirmation)
        #expect(await assistant.say("open it").dialog == "Enjoy “Rioja”.")
        #expect(await assistant.say("What's in Cellar").dialog == "Your cellar is empty.")
    }

    @Test("a colour is said by its name or a synonym, in French too")
    func colors() async throws {
        let english = try await TestAssistant(apps: [cellar])
        #expect(await english.say("Add pink wine Tavel to Cellar").dialog == "Added “Tavel” (rosé).")
        let french = try await TestAssistant(apps: [cellar], language: .french)
        #expect(
            await french.say("Ajoute du vin blanc Chablis à Cellar").dialog == "J’ai ajouté «\u{A0}Chablis\u{A0}» (blanc).")
    }
}

@Suite("Cellar's transcripts")
struct CellarTranscriptTests {
    static let files = TranscriptReplay.files(
        in: URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appending(
            path: "Transcripts"))

    @Test("every transcript passes, in its language", arguments: files)
    func replay(_ file: URL) async throws {
        let outcome = try await TranscriptReplay(apps: [cellar]).replay(file)
        #expect(outcome.failures.isEmpty, "\(outcome.report)")
        #expect(outcome.passed > 0)
    }

    @Test("there is a transcript in each language the catalogs have")
    func languages() {
        #expect(Set(Self.files.map { $0.deletingLastPathComponent().lastPathComponent }) == ["en", "fr", "de", "es", "ja"])
    }
}
