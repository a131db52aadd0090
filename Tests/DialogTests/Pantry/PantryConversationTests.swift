import Dialog
import Foundation
import Intents
import Localization
import Testing

@Suite("Apple's API in conversation: property queries, action names, files, predefined errors, localized text")
struct PantryConversationTests {
    @Test("an entity whose query only compares properties is found from the words said")
    func propertyQuery() async throws {
        let conversation = try await PantryApp.conversation()
        #expect(await conversation.respond(to: "Use lentils from Pantry").dialog == "Used Red lentils.")
        #expect(await conversation.respond(to: "Use green tea from Pantry").dialog == "Used Green tea.")
    }

    @Test("a custom action's own words answer its confirmation; anything else is asked again with them")
    func customActionWords() async throws {
        let pantry = Pantry()
        let conversation = try await PantryApp.conversation(pantry: pantry)
        #expect(await conversation.respond(to: "Throw out rice from Pantry").dialog == "Throw out Rice?")
        let again = await conversation.respond(to: "purple")
        #expect(again.kind == .confirmation)
        #expect(again.dialog == "Please say “Throw out” or “Keep”. Throw out Rice?")
        #expect(await conversation.respond(to: "bin it").dialog == "Threw out Rice.")
        #expect(pantry.item(id: "rice") == nil)
    }

    @Test("a custom action's deny words say no")
    func customDeny() async throws {
        let pantry = Pantry()
        let conversation = try await PantryApp.conversation(pantry: pantry)
        _ = await conversation.respond(to: "Throw out rice from Pantry")
        #expect(await conversation.respond(to: "leave it").kind == .cancelled)
        #expect(pantry.item(id: "rice") != nil)
    }

    @Test("a custom action's words are said and understood in the person's language")
    func customActionInFrench() async throws {
        let conversation = try await PantryApp.conversation(language: .french)
        #expect(await conversation.respond(to: "Jette rice de Pantry").dialog == "Jeter Rice\u{202F}?")
        #expect(await conversation.respond(to: "violet").dialog == "Répondez «\u{A0}Jeter\u{A0}» ou «\u{A0}Garder\u{A0}». Jeter Rice\u{202F}?")
        #expect(await conversation.respond(to: "à la poubelle").dialog == "Rice a été jeté.")
    }

    @Test("a low-confidence confirmation is not asked of a sentence that named the app")
    func lowConfidenceExact() async throws {
        let pantry = Pantry()
        let conversation = try await PantryApp.conversation(pantry: pantry)
        #expect(await conversation.respond(to: "Restock rice in Pantry").dialog == "Ordered more Rice.")
        #expect(pantry.item(id: "rice")?.count == 3)
    }

    @Test("a low-confidence confirmation is asked of a sentence matched despite a typo, and the action's verb answers it")
    func lowConfidenceNearMatch() async throws {
        let pantry = Pantry()
        let conversation = try await PantryApp.conversation(pantry: pantry)
        let question = await conversation.respond(to: "restok rice in Pantry")
        #expect(question.kind == .confirmation)
        #expect(question.dialog == "Order more Rice?")
        #expect(await conversation.respond(to: "place the order").dialog == "Ordered more Rice.")
    }

    @Test("a file is named by its path; one of a kind the parameter does not take is asked again")
    func fileAnswer() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pantry-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let receipt = folder.appendingPathComponent("receipt.txt")
        let photo = folder.appendingPathComponent("shelf.png")
        try Data("milk 1.20".utf8).write(to: receipt)
        try Data([0x89, 0x50]).write(to: photo)

        let pantry = Pantry()
        let conversation = try await PantryApp.conversation(pantry: pantry)
        #expect(await conversation.respond(to: "Attach a receipt in Pantry").dialog == "What’s the receipt?")
        #expect(await conversation.respond(to: photo.path).kind == .requestValue)
        #expect(await conversation.respond(to: folder.appendingPathComponent("missing.txt").path).kind == .requestValue)
        #expect(await conversation.respond(to: receipt.path).dialog == "Attached receipt.txt (9 bytes).")
        #expect(pantry.attached == ["receipt.txt"])
    }

    static let permission: [(Language, String, String)] = [
        (.english, "Find the nearest shop with Pantry", "The app needs permission to use your location."),
        (.french, "Trouve le magasin le plus proche avec Pantry",
         "L’app a besoin de votre autorisation pour utiliser votre position."),
    ]

    @Test("Apple's predefined errors are said as sentences in the person's language", arguments: permission)
    func predefinedError(language: Language, say: String, answer: String) async throws {
        let conversation = try await PantryApp.conversation(language: language)
        let response = await conversation.respond(to: say)
        #expect(response.kind == .error)
        #expect(response.dialog == answer)
    }

    static let shelves: [(Language, String, String)] = [
        (.english, "Where is the fridge in Pantry", "Fridge is by the door. Labels are on the left."),
        (.french, "Où est le frigo dans Pantry", "Frigo est près de la porte. Les étiquettes sont à gauche."),
    ]

    @Test(
        "String(localized:) inside perform() speaks the person's language, an enum case by its title, from the table it names",
        arguments: shelves)
    func localizedInsidePerform(language: Language, say: String, answer: String) async throws {
        let conversation = try await PantryApp.conversation(language: language)
        #expect(await conversation.respond(to: say).dialog == answer)
    }
}

@Suite("Negative phrases are refused")
struct NegativePhraseTests {
    static let sentences = ["Throw a party in Pantry", "order a pizza from pantry", "throw a party"]

    @Test("a sentence closest to a negative phrase is not acted on, and nothing is suggested", arguments: sentences)
    func refused(sentence: String) async throws {
        let conversation = try await PantryApp.conversation()
        let response = await conversation.respond(to: sentence)
        #expect(response.kind == .notUnderstood)
        #expect(response.dialog == "Sorry, I didn't get that.")
    }

    @Test("the app's own phrases still work beside them")
    func ownPhrases() async throws {
        let conversation = try await PantryApp.conversation()
        #expect(await conversation.respond(to: "Throw out rice from Pantry").dialog == "Throw out Rice?")
    }
}

@Suite("Each app's String Catalogs are its own")
struct AppTablesTests {
    @Test("two apps translate the same key each their own way")
    func sameKeyTwoApps() async throws {
        let conversation = try await PantryApp.conversation(language: .french, withCellar: true)
        #expect(await conversation.respond(to: "Range rice dans Pantry").dialog == "Rice est rangé dans le placard.")
        #expect(await conversation.respond(to: "Range le vin dans Cellar").dialog == "Vin est à la cave.")
    }
}
