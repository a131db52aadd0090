import Intents
import Testing

@Suite("Parameters set from outside, read back and described")
struct ParameterTests {
    static let plainValues: [(name: String, value: any Sendable)] = [
        ("copies", 3),
        ("format", BookFormat.hardcover),
        ("note", "gift wrap"),
    ]

    @Test("a value set through setValue is read back unchanged", arguments: plainValues)
    func readBack(name: String, value: any Sendable) throws {
        let invocation = try LibraryHarness().invocation(BorrowBookIntent.self)
        try invocation.setValue(value, for: name)
        let stored = try #require(invocation.value(for: name))
        #expect(String(describing: stored) == String(describing: value))
    }

    @Test("an entity set through setValue is the same entity when read back")
    func entityReadBack() throws {
        let harness = LibraryHarness()
        let invocation = try harness.invocation(BorrowBookIntent.self, ["book": try harness.book("b2")])
        let book = try #require(invocation.value(for: "book") as? BookEntity)
        #expect(book.id == "b2")
        #expect(book.title == "Children of Dune")
    }

    @Test("before anything is set, a default reads as its value and an optional as no value")
    func defaults() throws {
        let invocation = try LibraryHarness().invocation(BorrowBookIntent.self)
        #expect(invocation.value(for: "copies") as? Int == 1)
        #expect(invocation.value(for: "note") == nil)
        #expect(invocation.value(for: "book") == nil)
    }

    @Test("setting nil clears an optional again")
    func clearOptional() throws {
        let invocation = try LibraryHarness().invocation(BorrowBookIntent.self, ["note": "gift wrap"])
        try invocation.setValue(nil, for: "note")
        #expect(invocation.value(for: "note") == nil)
    }

    @Test("a value of the wrong type is refused with the parameter and both types named")
    func wrongType() throws {
        let invocation = try LibraryHarness().invocation(BorrowBookIntent.self)
        #expect(throws: IntentRuntimeError.wrongValueType(parameter: "copies", expected: "Int", got: "String")) {
            try invocation.setValue("three", for: "copies")
        }
        #expect(throws: IntentRuntimeError.wrongValueType(parameter: "note", expected: "String", got: "Int")) {
            try invocation.setValue(7, for: "note")
        }
    }

    @Test("an unknown parameter name is refused with the intent named")
    func unknownName() throws {
        let invocation = try LibraryHarness().invocation(BorrowBookIntent.self)
        #expect(throws: IntentRuntimeError.unknownParameter(intent: "BorrowBookIntent", name: "pages")) {
            try invocation.setValue(200, for: "pages")
        }
    }

    static let missingTable: [(set: [String], missing: [String])] = [
        ([], ["book", "format"]),
        (["note", "copies"], ["book", "format"]),
        (["book"], ["format"]),
        (["format"], ["book"]),
        (["book", "format"], []),
    ]

    @Test(
        "missingRequiredParameters lists required values not yet set; defaults and optionals never count",
        arguments: missingTable)
    func missing(set: [String], missing: [String]) throws {
        let harness = LibraryHarness()
        let values: [String: any Sendable] = [
            "book": try harness.book("b1"), "format": BookFormat.paperback, "note": "n", "copies": 2,
        ]
        let invocation = try harness.invocation(BorrowBookIntent.self, values.filter { set.contains($0.key) })
        #expect(invocation.missingRequiredParameters.map(\.name) == missing)
    }

    static let infoTable:
        [(name: String, kind: String, type: String, isOptional: Bool, isRequired: Bool, title: String)] = [
            ("book", "entity", "BookEntity", false, true, "Book"),
            ("copies", "integer", "Int", false, false, "Copies"),
            ("format", "enum", "BookFormat", false, true, "Format"),
            ("note", "string", "String", true, false, "Note"),
        ]

    @Test("each parameter is described with its kind, type, optionality and title", arguments: infoTable)
    func info(name: String, kind: String, type: String, isOptional: Bool, isRequired: Bool, title: String) throws {
        let parameter = try #require(try LibraryHarness().definition(of: BorrowBookIntent.self).parameter(named: name))
        #expect(parameter.valueType.kindName == kind)
        #expect(parameter.valueType.typeName == type)
        #expect(parameter.isOptional == isOptional)
        #expect(parameter.isRequired == isRequired)
        #expect(parameter.title.key == title)
    }

    @Test("parameters are listed in declaration order, with defaults and dialogs")
    func declarationOrder() throws {
        let definition = try LibraryHarness().definition(of: BorrowBookIntent.self)
        #expect(definition.parameters.map(\.name) == ["book", "copies", "format", "note"])
        #expect(definition.parameter(named: "copies")?.defaultValue as? Int == 1)
        #expect(definition.parameter(named: "book")?.requestValueDialog?.description == "Which book would you like?")
        #expect(definition.parameter(named: "note")?.requestValueDialog == nil)
    }

    @Test("injected values are the ones perform() sees")
    func performSeesValues() async throws {
        let harness = LibraryHarness()
        let invocation = try harness.invocation(
            BorrowBookIntent.self, ["book": try harness.book("b3"), "format": BookFormat.audiobook, "copies": 2])
        _ = try await harness.perform(invocation)
        #expect(harness.library.loans == [Library.Loan(bookID: "b3", copies: 2, format: .audiobook, note: nil)])
    }
}

/// An intent that keeps other objects and plain values beside its parameters.
private struct NoteIntent: AppIntent {
    static let title: LocalizedStringResource = "Take Note"
    final class Scratch: Sendable {}
    let scratch = Scratch()
    @Parameter(title: "Text") var text: String
    let limit = 3
    @Parameter(title: "Pinned") var pinned: Bool?
    func perform() async throws -> some IntentResult { .result() }
}

private struct NoteShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] { [] }
}

/// The same intent written as a class, which App Intents also accepts.
private final class ClassNoteIntent: AppIntent, @unchecked Sendable {
    static let title: LocalizedStringResource = "Take Note"
    @Parameter(title: "Text") var text: String
    @Parameter(title: "Pinned") var pinned: Bool?
    required init() {}
    func perform() async throws -> some IntentResult { .result() }
}

@Suite("Parameters found by reflection")
struct ReflectionTests {
    static let intents: [any AppIntent.Type] = [NoteIntent.self, ClassNoteIntent.self]

    @Test("only @Parameters are parameters, in declaration order, whether the intent is a struct or a class",
        arguments: intents)
    func parametersOnly(intent: any AppIntent.Type) throws {
        let app = AppDefinition(name: "Notes", shortcuts: NoteShortcuts.self, intents: [intent])
        let definition = try #require(app.intent(withID: "Notes.\(intent)"))
        #expect(definition.parameters.map(\.name) == ["text", "pinned"])
        #expect(definition.parameters.map(\.isOptional) == [false, true])
        #expect(definition.parameters.map(\.valueType.kindName) == ["string", "boolean"])
    }
}
