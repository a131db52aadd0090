import Foundation
import Intents
import TestSupport
import Testing

@Suite("The intent kinds Apple defines behave in a conversation")
struct IntentKindsTests {
    @Test("needsToContinueInForegroundError asks its question, and yes runs the continuation")
    func continueInForegroundYes() async throws {
        let harness = NotebookHarness()
        let conversation = ScriptedConversation(.yes)
        let invocation = try harness.app.invocation(SyncNotesIntent.self)
        _ = try await harness.perform(invocation, answering: conversation)
        #expect(
            await conversation.questions == [.confirmation(parameter: nil, item: nil, prompt: "Sign in to sync your notes?")])
        #expect(harness.notebook.signedIn)
        #expect(harness.notebook.continuations == 1)
    }

    @Test("saying no to continuing in the app cancels, and the continuation never runs")
    func continueInForegroundNo() async throws {
        let harness = NotebookHarness()
        await #expect(throws: AppIntentError.userCancelled) {
            try await harness.perform(try harness.app.invocation(SyncNotesIntent.self), answering: ScriptedConversation(.no))
        }
        #expect(!harness.notebook.signedIn)
    }

    @Test("requestToContinueInForeground returns what the continuation returns")
    func requestToContinue() async throws {
        let harness = NotebookHarness()
        let conversation = ScriptedConversation(.yes)
        let result = try await harness.perform(try harness.app.invocation(ReviewNotesIntent.self), answering: conversation)
        #expect(result.dialog?.description == "You have 2 notes to review.")
        #expect(await conversation.questions.count == 1)
    }

    @Test("continueInForeground without alwaysConfirm asks nothing")
    func continueWithoutAsking() async throws {
        let harness = NotebookHarness()
        let conversation = ScriptedConversation()
        let result = try await harness.perform(try harness.app.invocation(EditNoteIntent.self), answering: conversation)
        #expect(result.dialog?.description == "Editing.")
        #expect(await conversation.questions.isEmpty)
    }

    @Test("AppIntentError.restartPerform runs perform() again from the start")
    func restartPerform() async throws {
        let harness = NotebookHarness()
        let result = try await harness.perform(try harness.app.invocation(RetryingIntent.self))
        #expect(result.dialog?.description == "Second time lucky.")
        #expect(harness.log.count(of: "RetryingIntent") == 2)
    }

    @Test("a result that opens another intent runs it, and its dialog follows; the view is noted, not drawn")
    func opensIntentFollows() async throws {
        let harness = NotebookHarness()
        let invocation = try harness.app.invocation(ShowNoteIntent.self, ["note": try harness.note("n1")])
        let result = try await harness.perform(invocation)
        #expect(result.showsSnippet)
        #expect(result.dialogs.map(\.description) == ["Here it is.", "“Buy bread”"])
    }

    @Test("a result with a snippet intent runs it, and its dialog follows")
    func snippetIntentFollows() async throws {
        let harness = NotebookHarness()
        let invocation = try harness.app.invocation(DeleteNoteIntent.self, ["note": try harness.note("n1")])
        let result = try await harness.perform(invocation)
        #expect(result.dialogs.map(\.description) == ["Deleted “Buy bread”.", "1 notes in all."])
    }

    @Test("an undoable intent's undo brings back what it deleted")
    func undo() async throws {
        let harness = NotebookHarness()
        let invocation = try harness.app.invocation(DeleteNoteIntent.self, ["note": try harness.note("n1")])
        _ = try await harness.perform(invocation)
        #expect(harness.notebook.note(id: "n1") == nil)
        #expect(invocation.undoManager.undoActionName == "Delete Note")
        invocation.undoManager.undo()
        #expect(harness.notebook.note(id: "n1")?.text == "Buy bread")
        #expect(!invocation.undoManager.canUndo)
    }

    @Test("an entity's URL fills in its id and properties, percent-encoded")
    func entityURL() throws {
        let harness = NotebookHarness()
        #expect(try harness.note("n 2").urlRepresentation?.absoluteString == "https://example.com/notes/n%202?text=Call%20Sam")
    }

    @Test("an intent with a URL representation and no perform() says and returns its link")
    func intentURL() async throws {
        let harness = NotebookHarness()
        let invocation = try harness.app.invocation(ShareNoteIntent.self, ["note": try harness.note("n1")])
        let result = try await harness.perform(invocation)
        #expect(result.value as? URL == URL(string: "https://example.com/share/n1"))
        #expect(result.dialog?.description == "https://example.com/share/n1")
    }

    @Test("a transient entity is made on the spot, and its id follows its values")
    func transientEntity() async throws {
        let harness = NotebookHarness()
        let result = try await harness.perform(try harness.app.invocation(SummarizeNotesIntent.self))
        let summary = try #require(result.value as? NoteSummary)
        #expect(summary.noteCount == 2)
        #expect(summary.id == "2|Buy bread")
        #expect(try await NoteSummary.defaultQuery.entities(for: [summary.id]).isEmpty)
    }

    @Test("options in titled sections are offered under their own titles, in order")
    func sectionedOptions() async throws {
        let harness = NotebookHarness()
        let definition = try #require(harness.app.intent(withID: "Notebook.PickTagIntent"))
        let options = try #require(
            try await definition.makeInvocation().dynamicOptions(for: "tagName", dependencies: harness.dependencies))
        #expect(options.map(\.display.title.sourceText) == ["At home", "At work", "calm"])
        #expect(options.map { $0.value as? String } == ["home", "work", "calm"])
    }

    @Test("parameters and properties declared without a title get one from their name")
    func generatedTitles() throws {
        let harness = NotebookHarness()
        let pick = try #require(harness.app.intent(withID: "Notebook.PickTagIntent"))
        #expect(pick.parameter(named: "tagName")?.title.key == "Tag Name")
        #expect(pick.parameter(named: "priorityLevel")?.title.key == "Priority Level")
        #expect(pick.parameter(named: "priorityLevel")?.inclusiveRange == 1...5)
        #expect(pick.parameter(named: "priorityLevel")?.isRequired == false)
        #expect(NoteSummary().$noteCount.title(propertyName: "noteCount").key == "Note Count")
        #expect(NoteSummary().$first.title(propertyName: "first").key == "First Note")
    }

    static let titles: [(String, String)] = [
        ("trailLength", "Trail Length"), ("isComplete", "Is Complete"), ("homeURL", "Home URL"),
        ("URLString", "URL String"), ("due_date", "Due Date"), ("name", "Name"),
    ]

    @Test("a generated title splits the name at its words", arguments: titles)
    func generatedTitle(name: String, title: String) {
        #expect(EntityProperty<Int>().title(propertyName: name).key == title)
    }
}

@Suite("requestChoice offers its options in order")
struct ChoiceTests {
    struct ReplaceIntent: AppIntent {
        static let title: LocalizedStringResource = "Replace"
        static let replace = IntentChoiceOption(title: "Replace", style: .destructive)

        func perform() async throws -> some IntentResult & ProvidesDialog {
            let choice = try await requestChoice(
                between: [Self.replace, Option(title: "Keep Both"), .cancel], dialog: "It already exists.")
            return .result(dialog: choice == Self.replace ? "Replaced." : "Kept both.")
        }
    }

    struct Choosers: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
            AppShortcut(intent: ReplaceIntent(), phrases: ["Replace in \(.applicationName)"])
        }
    }

    @Test("the option picked is returned; its options are offered under the dialog")
    func picked() async throws {
        let app = AppDefinition(name: "Files", shortcuts: Choosers.self, dependencies: AppDependencyManager())
        let conversation = ScriptedConversation(.choice(0))
        #expect(try await app.perform(ReplaceIntent.self, answering: conversation)?.sourceText == "Replaced.")
        #expect(
            await conversation.questions == [
                .choice(parameter: nil, options: ["Replace", "Keep Both", "Cancel"], prompt: "It already exists.")
            ])
    }

    @Test("picking the cancel option cancels the intent")
    func cancelled() async throws {
        let app = AppDefinition(name: "Files", shortcuts: Choosers.self, dependencies: AppDependencyManager())
        await #expect(throws: AppIntentError.userCancelled) {
            try await app.perform(ReplaceIntent.self, answering: ScriptedConversation(.choice(2)))
        }
    }
}

@Suite("A parameter with a query of its own is chosen from that query")
struct ParameterQueryTests {
    struct FirstNotesQuery: EntityQuery {
        @Dependency private var notebook: Notebook
        func entities(for identifiers: [String]) async throws -> [NoteEntity] {
            identifiers.compactMap(notebook.note(id:)).map(NoteEntity.init)
        }
        func suggestedEntities() async throws -> [NoteEntity] {
            notebook.notes.prefix(1).map(NoteEntity.init)
        }
    }

    struct PinNoteIntent: AppIntent {
        static let title: LocalizedStringResource = "Pin Note"
        @Parameter(title: "Note", query: FirstNotesQuery()) var note: NoteEntity
        func perform() async throws -> some IntentResult { .result() }
    }

    struct Pins: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] { AppShortcut(intent: PinNoteIntent(), phrases: ["Pin \(\.$note)"]) }
    }

    @Test("its suggestions come from the parameter's query, not the entity's default one")
    func suggestions() async throws {
        let harness = NotebookHarness()
        let app = AppDefinition(name: "Pins", shortcuts: Pins.self, dependencies: harness.dependencies)
        let parameter = try #require(app.intent(withID: "Pins.PinNoteIntent")?.parameter(named: "note"))
        guard case .entity(let info) = parameter.valueType else {
            Issue.record("the note parameter takes \(parameter.valueType.kindName)")
            return
        }
        #expect(info.typeName == "NoteEntity")
        let suggested = try await IntentRuntime.withDependencies(harness.dependencies) {
            try await info.suggestedEntities()
        }
        #expect(suggested.map(\.id) == ["n1"])
    }
}
