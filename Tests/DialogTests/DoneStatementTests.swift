import Dialog
import Foundation
import Intents
import LapsApp
import Localization
import Phrases
import SoupChefApp
import Storage
import TasksApp
import Testing

/// A to-do said done in the past tense or as a participle — "Fed the cat", „Auto ist
/// gewaschen“, « Voiture lavée », "Ya lavé el coche", 「車洗った」 — marks it done, in every
/// language; said denied or asked, it leaves the to-do open.
@Suite("A to-do said done is marked done")
struct DoneStatementTests {
    enum Expected: Sendable, CustomStringConvertible {
        /// The to-do of this title is completed at once.
        case completes(String)
        /// The to-do is proposed for completion in a yes/no question.
        case asksToComplete(String)
        /// Nothing is completed.
        case leavesOpen

        var description: String {
            switch self {
            case .completes(let title): "completes \(title)"
            case .asksToComplete(let title): "asks to complete \(title)"
            case .leavesOpen: "leaves it open"
            }
        }
    }

    struct Case: Sendable, CustomStringConvertible {
        let language: String
        let sentence: String
        let expected: Expected
        var description: String { "[\(language)] \(sentence) → \(expected)" }
    }

    /// The to-dos on the list before each sentence, said as requests to add them.
    static let lists: [String: [String]] = [
        "en": [
            "add post the letter to Tasks", "add feed the cat to Tasks", "add wash the car to Tasks", "add call Mom to Tasks",
            "add plan the trip to Tasks",
        ],
        "fr": [
            "ajoute laver la voiture à Tasks", "ajoute nourrir le chat à Tasks", "ajoute écrire à Paul à Tasks",
            "ajoute appeler maman à Tasks", "ajoute payer le loyer à Tasks",
        ],
        "de": [
            "füge Auto waschen zu Tasks hinzu", "füge Katze füttern zu Tasks hinzu", "füge Brief schreiben zu Tasks hinzu",
            "füge Paket abholen zu Tasks hinzu", "füge Mama anrufen zu Tasks hinzu",
        ],
        "es": [
            "añade lavar el coche a Tasks", "añade escribir a Pablo a Tasks", "añade tender la ropa a Tasks",
            "añade llamar a mamá a Tasks", "añade pagar la luz a Tasks",
        ],
        "ja": [
            "Tasksに車を洗うを追加", "Tasksに手紙を書くを追加", "Tasksに猫のエサやりを追加", "Tasksに銀行に電話を追加",
            "Tasksに牛乳を買うを追加",
        ],
    ]

    static let cases: [Case] = [
        // The past tense, regular and irregular, with the words that come with it.
        Case(language: "en", sentence: "Posted the letter", expected: .completes("Post the letter")),
        Case(language: "en", sentence: "fed the cat", expected: .completes("Feed the cat")),
        Case(language: "en", sentence: "I've already washed the car", expected: .completes("Wash the car")),
        Case(language: "en", sentence: "the car is washed", expected: .completes("Wash the car")),
        Case(language: "en", sentence: "I haven't fed the cat", expected: .leavesOpen),
        Case(language: "en", sentence: "Have I posted the letter?", expected: .leavesOpen),
        Case(language: "en", sentence: "feeding the cat", expected: .leavesOpen),
        // The participle, before or after the thing done.
        Case(language: "fr", sentence: "Voiture lavée", expected: .completes("Laver la voiture")),
        Case(language: "fr", sentence: "J'ai nourri le chat", expected: .completes("Nourrir le chat")),
        Case(language: "fr", sentence: "c'est bon, j'ai écrit à Paul", expected: .completes("Écrire à Paul")),
        Case(language: "fr", sentence: "Je n'ai pas lavé la voiture", expected: .leavesOpen),
        // ge- participles, separable and irregular ones, with „ist“ and „hab ich“ between.
        Case(language: "de", sentence: "Auto ist gewaschen", expected: .completes("Auto waschen")),
        Case(language: "de", sentence: "Ich hab die Katze gefüttert", expected: .completes("Katze füttern")),
        Case(language: "de", sentence: "Den Brief hab ich schon geschrieben", expected: .completes("Brief schreiben")),
        Case(language: "de", sentence: "Paket abgeholt", expected: .completes("Paket abholen")),
        Case(language: "de", sentence: "Ich habe das Auto nicht gewaschen", expected: .leavesOpen),
        // The preterite and the perfect, the participle after the thing done.
        Case(language: "es", sentence: "Ya lavé el coche", expected: .completes("Lavar el coche")),
        Case(language: "es", sentence: "La ropa ya está tendida", expected: .completes("Tender la ropa")),
        Case(language: "es", sentence: "he escrito a Pablo", expected: .completes("Escribir a Pablo")),
        Case(language: "es", sentence: "No he lavado el coche", expected: .leavesOpen),
        // た after the verb, after する, and the verb read as the noun of the to-do.
        Case(language: "ja", sentence: "車洗った", expected: .completes("車を洗う")),
        Case(language: "ja", sentence: "手紙書きました", expected: .completes("手紙を書く")),
        Case(language: "ja", sentence: "猫にエサやったよ", expected: .completes("猫のエサやり")),
        Case(language: "ja", sentence: "銀行に電話しました", expected: .completes("銀行に電話")),
        Case(language: "ja", sentence: "車洗った？", expected: .leavesOpen),
        Case(language: "ja", sentence: "車洗わなかった", expected: .leavesOpen),
        // A doubled consonant before "-ed"; the speaker's own perfect, not a third person's.
        Case(language: "en", sentence: "planned the trip", expected: .completes("Plan the trip")),
        Case(language: "en", sentence: "Mom called me", expected: .leavesOpen),
        Case(language: "en", sentence: "I think I washed the car", expected: .leavesOpen),
        Case(language: "en", sentence: "called Mom yesterday", expected: .completes("Call Mom")),
        // Only a participle is a completed form: « paie » ends as one but is the present tense.
        Case(language: "fr", sentence: "je paie le loyer", expected: .leavesOpen),
        Case(language: "fr", sentence: "loyer payé", expected: .completes("Payer le loyer")),
        Case(language: "fr", sentence: "maman m'a appelé", expected: .leavesOpen),
        Case(language: "fr", sentence: "maman a appelé", expected: .leavesOpen),
        Case(language: "fr", sentence: "le loyer a été payé", expected: .completes("Payer le loyer")),
        Case(language: "fr", sentence: "la voiture, je l'ai lavée", expected: .completes("Laver la voiture")),
        Case(language: "de", sentence: "Mama hat mich angerufen", expected: .leavesOpen),
        Case(language: "de", sentence: "Mama hat angerufen", expected: .leavesOpen),
        Case(language: "de", sentence: "Hab Mama gestern angerufen", expected: .completes("Mama anrufen")),
        Case(language: "de", sentence: "markier das Auto als gewaschen", expected: .completes("Auto waschen")),
        // The future is built on the whole infinitive (« pagaré »), the preterite is not.
        Case(language: "es", sentence: "pagaré la luz", expected: .leavesOpen),
        Case(language: "es", sentence: "ya pagué la luz", expected: .completes("Pagar la luz")),
        Case(language: "es", sentence: "Mamá me llamó", expected: .leavesOpen),
        Case(language: "es", sentence: "ayer llamé a mamá", expected: .completes("Llamar a mamá")),
        Case(language: "es", sentence: "el coche ya lo lavé", expected: .completes("Lavar el coche")),
        // Wondering (っけ) or a condition (たら) says nothing done.
        Case(language: "ja", sentence: "牛乳買ったっけ", expected: .leavesOpen),
        Case(language: "ja", sentence: "牛乳買ったら教えて", expected: .leavesOpen),
        Case(language: "ja", sentence: "もう牛乳買った", expected: .completes("牛乳を買う")),
        // A verb that helps the one done (来る, おく, ちゃう) says it done too.
        Case(language: "ja", sentence: "牛乳買ってきた", expected: .completes("牛乳を買う")),
        Case(language: "ja", sentence: "牛乳買っておいたよ", expected: .completes("牛乳を買う")),
    ]

    @Test("a to-do said done is completed; denied or asked, it stays open", arguments: cases)
    func saysDone(_ example: Case) async throws {
        let language = try #require(Language(code: example.language))
        let database = try Database(path: ":memory:")
        let catalog = try LocalizationCatalog(urls: PhraseCatalogs.all())
        let conversation = try await Conversation(
            apps: [
                TasksApp.definition(database: database),
                LapsApp.definition(database: database),
                SoupChefApp.definition(database: database),
            ],
            localizer: Localizer(language: language, catalog: catalog))
        for request in Self.lists[example.language] ?? [] {
            let added = await conversation.respond(to: request)
            try #require(added.intent == "AddTaskIntent" && added.kind == .result, "\(added.dialog)")
        }
        let response = await conversation.respond(to: example.sentence)
        switch example.expected {
        case .completes(let title):
            #expect(response.intent == "CompleteTaskIntent", "\(response.dialog)")
            #expect(response.kind == .result, "\(response.dialog)")
            #expect(response.dialog.contains(title), "\(response.dialog)")
        case .asksToComplete(let title):
            #expect(response.intent == "CompleteTaskIntent", "\(response.dialog)")
            #expect(response.confirmsInterpretation, "\(response.dialog)")
            #expect(response.dialog.contains(title), "\(response.dialog)")
        case .leavesOpen:
            #expect(!(response.intent == "CompleteTaskIntent" && response.kind == .result), "\(response.dialog)")
        }
    }

    /// The to-do said done or named in part is one of the oldest of a long list: past the
    /// ten newest the Tasks query suggests, found by asking the query for the words said.
    struct OldCase: Sendable, CustomStringConvertible {
        let language: String
        /// The request that adds the to-do the sentence is about, said first.
        let adding: String
        let sentence: String
        /// The intent meant, or nil when the to-do is not what the sentence names.
        let intent: String?
        let title: String
        var description: String { "[\(language)] \(sentence) → \(intent ?? "not") \(title)" }
    }

    static let oldCases: [OldCase] = [
        OldCase(language: "en", adding: "add buy birdseed to Tasks", sentence: "bought the birdseed", intent: "CompleteTaskIntent", title: "Buy birdseed"),
        OldCase(language: "fr", adding: "ajoute acheter des graines à Tasks", sentence: "graines achetées", intent: "CompleteTaskIntent", title: "Acheter des graines"),
        OldCase(language: "de", adding: "füge Vogelfutter kaufen zu Tasks hinzu", sentence: "Vogelfutter gekauft", intent: "CompleteTaskIntent", title: "Vogelfutter kaufen"),
        OldCase(language: "es", adding: "añade comprar alpiste a Tasks", sentence: "ya compré el alpiste", intent: "CompleteTaskIntent", title: "Comprar alpiste"),
        OldCase(language: "ja", adding: "Tasksに鳥の餌を買うを追加", sentence: "鳥の餌買った", intent: "CompleteTaskIntent", title: "鳥の餌を買う"),
        OldCase(language: "en", adding: "add buy birdseed to Tasks", sentence: "delete the birdseed one", intent: "DeleteTaskIntent", title: "Buy birdseed"),
        // Found by one word, but the sentence names another to-do: not proposed.
        OldCase(language: "de", adding: "füge Sam anrufen zu Tasks hinzu", sentence: "markiere Papa anrufen in Tasks", intent: nil, title: "Sam anrufen"),
        OldCase(language: "en", adding: "add phone Sam to Tasks", sentence: "delete phone grandpa", intent: nil, title: "Phone Sam"),
    ]

    @Test("a to-do older than the ten newest is found by the words said", arguments: oldCases)
    func findsOldTodo(_ example: OldCase) async throws {
        let language = try #require(Language(code: example.language))
        let database = try Database(path: ":memory:")
        let catalog = try LocalizationCatalog(urls: PhraseCatalogs.all())
        let conversation = try await Conversation(
            apps: [TasksApp.definition(database: database), LapsApp.definition(database: database), SoupChefApp.definition(database: database)],
            localizer: Localizer(language: language, catalog: catalog))
        let added = await conversation.respond(to: example.adding)
        try #require(added.intent == "AddTaskIntent" && added.kind == .result, "\(added.dialog)")
        // Twelve newer to-dos, none of them sharing a word with it.
        let store = try TaskStore(database: database)
        for number in 1...12 { _ = try store.add(title: "Chore \(number)", priority: .normal) }
        let response = await conversation.respond(to: example.sentence)
        if let intent = example.intent {
            #expect(response.intent == intent, "\(response.dialog)")
            #expect(response.dialog.contains(example.title), "\(response.dialog)")
        } else {
            #expect(!response.dialog.contains(example.title), "\(response.dialog)")
        }
    }
}
