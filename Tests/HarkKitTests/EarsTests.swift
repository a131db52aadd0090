import Dialog
import Foundation
@testable import HarkKit
import Localization
import Phrases
import TasksApp
import Testing
import Voice

/// What a session says about what it heard (`--listen`, and the chat's listen command).
@Suite("Ears: answers to what was heard")
struct EarsTests {
    @Test(
        "a heard request is answered; nothing heard is “didn't catch that”; a question whose answer may be any words asks for it typed",
        .enabled(if: Recognizer.canHear("en"), "PocketSphinx's English model is not installed"))
    func answers() async throws {
        let tasks = AssistantApp(name: TasksApp.name, catalogs: { PhraseCatalogs.tables(folder: "Tasks") }) {
            environment in [try TasksApp.definition(database: environment.database, clock: environment.clock)]
        }
        let localizer = try AssistantSetup.localizer(apps: [tasks], language: .english)
        let assistant = try await Assistant.start(apps: [tasks], databasePath: ":memory:", localizer: localizer)
        let ears = try Ears(assistant: assistant)
        // A new title cannot be heard (the grammar holds only known names): Hark asks for it typed.
        let question = await ears.respond(to: Recognizer.Heard(text: "add to tasks", score: -1000, frames: 120))
        #expect(question.dialog == "What should the task say? New names can't be heard reliably: please type it.")
        _ = await assistant.conversation.interrupt()

        let added = await ears.respond(to: Recognizer.Heard(text: "add buy milk to tasks", score: -1000, frames: 120))
        #expect(added.dialog == "Added “Buy milk”.")
        let nothing = await ears.respond(to: Recognizer.Heard(text: "", score: 0, frames: 80))
        #expect(nothing.dialog == "Sorry, I didn't catch that.")
        #expect(nothing.kind == .notUnderstood)
        // A choice among known names can be said: no such request.
        let choice = await ears.respond(to: Recognizer.Heard(text: "complete a task in tasks", score: -1000, frames: 120))
        #expect(!choice.dialog.contains("type it"), "\(choice.dialog)")
    }
}
