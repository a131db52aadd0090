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

/// Every sample app over a throwaway database, in one language, with a clock the test moves.
private struct World {
    let clock: ManualClock
    let conversation: Conversation

    init(_ language: Language) async throws {
        let clock = ManualClock(start: SampleAppsConversation.noon)
        let database = try Database(path: ":memory:")
        self.clock = clock
        conversation = try await Conversation(
            apps: [
                TasksApp.definition(database: database, clock: clock.appClock),
                LapsApp.definition(database: database, clock: clock.appClock),
                SoupChefApp.definition(database: database, clock: clock.appClock),
            ],
            localizer: Localizer(language: language, catalog: try LocalizationCatalog(urls: PhraseCatalogs.all())),
            clock: clock.appClock)
    }

    func say(_ lines: [String]) async {
        for line in lines { _ = await conversation.respond(to: line) }
    }
}

@Suite("A line said after others is read as an answer, a correction, a new request or a reference")
struct ReplyReadingTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let language: Language
        let before: [String]
        let line: String
        let reading: ReplyReport.Reading
        var testDescription: String { "\(language): \(before.last ?? "") → \(line)" }
    }

    static let cases: [Case] = [
        // Answers, and what is not one.
        Case(
            language: .english, before: ["add buy milk to Tasks", "complete a task in Tasks"], line: "buy milk",
            reading: .answer("buy milk")),
        Case(
            language: .english, before: ["add buy milk to Tasks", "complete a task in Tasks"], line: "bananas",
            reading: .notAnAnswer(reason: "There's no task called “bananas”.")),
        Case(
            language: .english, before: ["Order 30 miso from Soup Chef"], line: "twenty-one",
            reading: .notAnAnswer(reason: "21 is more than 20.")),
        Case(
            language: .english, before: ["Order soup from Soup Chef"], line: "the second one",
            reading: .answer("the second one")),
        // A correction whose value answers the question is the answer.
        Case(
            language: .english, before: ["add buy milk to Tasks", "complete a task in Tasks"],
            line: "no, I meant buy milk", reading: .answer("buy milk")),
        // New requests, with and without their app's name.
        Case(
            language: .english, before: ["add buy milk to Tasks", "complete a task in Tasks"],
            line: "what did I order from Soup Chef", reading: .newRequest("what did I order from Soup Chef")),
        Case(
            language: .english, before: ["add eggs to Tasks", "Order soup from Soup Chef"], line: "delete eggs",
            reading: .newRequest("delete eggs")),
        Case(
            language: .english, before: ["Order soup from Soup Chef"], line: "cancel", reading: .command("cancel")),
        // Corrections of another value of the request.
        Case(
            language: .english, before: ["add buy milk to Tasks", "add pay rent to Tasks", "delete buy milk from Tasks"],
            line: "no, I meant pay rent", reading: .correction(parameter: "task", value: "Pay rent")),
        Case(
            language: .english, before: ["Order soup from Soup Chef"], line: "make that three",
            reading: .correction(parameter: "quantity", value: "3")),
        Case(
            language: .english,
            before: ["add buy milk to Tasks", "add buy bread to Tasks", "delete buy from Tasks", "the first one"],
            line: "not that one, the other one", reading: .correction(parameter: "task", value: "Buy bread")),
        Case(
            language: .french,
            before: ["ajoute acheter du lait à Tasks", "ajoute payer le loyer à Tasks", "supprime acheter du lait de Tasks"],
            line: "non, je voulais dire payer le loyer", reading: .correction(parameter: "task", value: "Payer le loyer")),
        Case(
            language: .german, before: ["Bestelle eine Suppe bei Soup Chef"], line: "mach daraus drei",
            reading: .correction(parameter: "quantity", value: "3")),
        Case(
            language: .spanish,
            before: ["añade comprar leche a Tasks", "añade comprar pan a Tasks", "borra comprar de Tasks", "la primera"],
            line: "no, esa no, la otra", reading: .correction(parameter: "task", value: "Comprar pan")),
        Case(
            language: .japanese, before: ["Soup Chefでクラムチャウダーを30杯注文して"], line: "やっぱり二杯",
            reading: .answer("二杯")),
        // After a result: references and undo.
        Case(
            language: .english, before: ["add buy milk to Tasks", "complete buy milk"], line: "delete it too",
            reading: .reference(intent: "Tasks.DeleteTaskIntent", value: "Buy milk")),
        Case(
            language: .english, before: ["add buy milk to Tasks"], line: "undo", reading: .undo("Add “Buy milk”")),
        Case(language: .english, before: ["show my Tasks"], line: "undo", reading: .undo(nil)),
        Case(
            language: .spanish, before: ["añade comprar leche a Tasks"], line: "bórrala también",
            reading: .reference(intent: "Tasks.DeleteTaskIntent", value: "Comprar leche")),
        Case(
            language: .french, before: ["ajoute acheter du lait à Tasks"], line: "supprime-la aussi",
            reading: .reference(intent: "Tasks.DeleteTaskIntent", value: "Acheter du lait")),
        Case(
            language: .german, before: ["füge Milch kaufen zu Tasks hinzu"], line: "lösch sie auch",
            reading: .reference(intent: "Tasks.DeleteTaskIntent", value: "Milch kaufen")),
        Case(
            language: .japanese, before: ["Tasksに牛乳を買うを追加して"], line: "それも削除して",
            reading: .reference(intent: "Tasks.DeleteTaskIntent", value: "牛乳を買う")),
    ]

    @Test("each line is read as the rules say, and nothing is performed by reading it", arguments: cases)
    func reading(_ item: Case) async throws {
        let world = try await World(item.language)
        await world.say(item.before)
        let state = await world.conversation.state
        let report = await world.conversation.replyReport(for: item.line)
        #expect(report?.reading == item.reading)
        #expect(await world.conversation.state == state)
    }

    @Test("a line that refers to nothing before it has no reading of its own")
    func nothingBefore() async throws {
        let world = try await World(.english)
        #expect(await world.conversation.replyReport(for: "add buy milk to Tasks") == nil)
        #expect(await world.conversation.replyReport(for: "delete it") == nil)
    }
}

@Suite("After a result: it, the other one and undo, for two minutes")
struct FollowUpTests {
    @Test("undo takes back the last request once, and says what it undid")
    func undo() async throws {
        let world = try await World(.english)
        let conversation = world.conversation
        #expect(await conversation.respond(to: "undo").dialog == "Nothing to undo.")
        _ = await conversation.respond(to: "add buy milk to Tasks")
        let undone = await conversation.respond(to: "undo")
        #expect(undone.dialog == "Undone: Add “Buy milk”.")
        #expect(undone.kind == .result)
        #expect(undone.app == "Tasks")
        #expect(await conversation.respond(to: "show my Tasks").dialog == "You have no open tasks.")
        #expect(await conversation.respond(to: "undo").dialog == "Nothing to undo.")
    }

    @Test("a deleted task comes back in its place, as it was")
    func undoDelete() async throws {
        let world = try await World(.english)
        await world.say(["add buy milk to Tasks", "add call Sam to Tasks", "add pay rent to Tasks"])
        await world.say(["delete call sam from Tasks", "yes"])
        #expect(await world.conversation.respond(to: "undo").dialog == "Undone: Delete “Call Sam”.")
        #expect(
            await world.conversation.respond(to: "show my Tasks").dialog
                == "You have 3 open tasks: Buy milk, Call Sam, and Pay rent.")
    }

    @Test("after two minutes, nothing refers back and nothing is undone", arguments: [119, 121])
    func window(seconds: Int) async throws {
        let world = try await World(.english)
        await world.say(["add buy milk to Tasks", "complete buy milk"])
        world.clock.advance(by: .seconds(seconds))
        let undo = await world.conversation.respond(to: "undo").dialog
        #expect(undo == (seconds < 120 ? "Undone: Complete “Buy milk”." : "Nothing to undo."))
    }

    @Test("a request that gives no result leaves the last result to refer to")
    func cancelledRequest() async throws {
        let world = try await World(.english)
        await world.say(["add buy milk to Tasks", "add eggs to Tasks", "complete eggs", "Order soup from Soup Chef", "cancel"])
        #expect(await world.conversation.respond(to: "delete it too").dialog == "Delete “Eggs”?")
    }
}

@Suite("Questions say their choices, and Tab completes their answers")
struct QuestionChoicesTests {
    @Test("a question's choices are said, listed in options, and not numbered when said")
    func said() async throws {
        let world = try await World(.english)
        let question = await world.conversation.respond(to: "Order soup from Soup Chef")
        #expect(question.dialog == "Which soup would you like? Tomato Soup, Clam Chowder, Miso Soup, or Minestrone.")
        #expect(question.options.map(\.title) == ["Tomato Soup", "Clam Chowder", "Miso Soup", "Minestrone"])
        #expect(question.lines == [question.dialog])
    }

    @Test("with more than five, the five newest are said and another one may be named")
    func more() async throws {
        let world = try await World(.english)
        await world.say((1...7).map { "add task number \($0) to Tasks" })
        let question = await world.conversation.respond(to: "complete a task in Tasks")
        #expect(
            question.dialog
                == "Which task should I complete? Task number 7, Task number 6, Task number 5, Task number 4, Task number 3, or another one."
        )
        #expect(question.options.count == 5)
        #expect(await world.conversation.respond(to: "task number 1").dialog == "Completed “Task number 1”.")
    }

    @Test("a choice with one candidate is not offered: it is taken, and said")
    func onlyChoice() async throws {
        let world = try await World(.english)
        await world.say(["Start a run in Laps"])
        world.clock.advance(by: .seconds(30))
        #expect(
            await world.conversation.respond(to: "Stop and save as benchmark the run in Laps").dialog
                == "Saved the final lap as the benchmark.")
    }

    @Test("while a question waits, Tab completes its answers; otherwise phrases")
    func completion() async throws {
        let world = try await World(.english)
        let conversation = world.conversation
        _ = await conversation.respond(to: "Order soup from Soup Chef")
        #expect(conversation.completions(for: "cl", word: "cl") == ["Clam Chowder"])
        #expect(conversation.completions(for: "clam ch", word: "ch") == ["Chowder"])
        _ = await conversation.respond(to: "add buy milk to Tasks")
        _ = await conversation.respond(to: "delete buy milk from Tasks")
        #expect(conversation.completions(for: "y", word: "y").contains("yes"))
        _ = await conversation.respond(to: "no")
        #expect(conversation.completions(for: "complete bu", word: "bu") == ["Buy"])
    }
}
