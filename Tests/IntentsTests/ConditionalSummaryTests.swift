import Intents
import Testing

enum Ending: String, AppEnum {
    case keep, discard, benchmark
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Ending" }
    static var caseDisplayRepresentations: [Ending: DisplayRepresentation] {
        [.keep: "Keep", .discard: "Discard", .benchmark: "Benchmark"]
    }
}

struct FinishIntent: AppIntent {
    static let title: LocalizedStringResource = "Finish"

    @Parameter(title: "Ending") var ending: Ending
    @Parameter(title: "Lap", inclusiveRange: (1, 99)) var lap: Int?
    @Parameter(title: "Note") var note: String?

    static var parameterSummary: some ParameterSummary {
        When(\.$ending, .equalTo, .benchmark) {
            Summary("Finish as a benchmark with lap \(\.$lap)")
        } otherwise: {
            Switch(\.$ending) {
                Case(Ending.keep) { Summary("Keep the run") { \.$note } }
                DefaultCase { Summary("\(\.$ending) the run") }
            }
        }
    }

    func perform() async throws -> some IntentResult { .result() }
}

struct NoteOptions: DynamicOptionsProvider {
    @IntentParameterDependency<FinishIntent>(\.$ending) var finish

    func results() async throws -> [String] {
        guard let finish else { return [] }
        return finish.ending == .keep ? ["Easy run", "Long run"] : ["Why?"]
    }
}

@Suite("Conditional summaries, rendered with the current values")
struct ConditionalSummaryTests {
    let definition = AppDefinition(name: "Runs", shortcuts: NoShortcuts.self, intents: [FinishIntent.self]).intents[0]

    @Test("When and Switch flatten to templates with their conditions")
    func templates() {
        #expect(
            definition.summaries.map(\.template) == [
                "Finish as a benchmark with lap ${lap}", "Keep the run", "${ending} the run",
            ])
        #expect(
            definition.summaries.map(\.condition) == [
                "ending == benchmark", "ending == keep && !(ending == benchmark)",
                "!(ending == keep) && !(ending == benchmark)",
            ])
        #expect(definition.summaries[1].parameters == ["note"])
    }

    @Test(
        "the summary that applies to the current values is rendered",
        arguments: [
            (Ending.benchmark, "Finish as a benchmark with lap 3"),
            (Ending.keep, "Keep the run"),
            (Ending.discard, "Discard the run"),
        ])
    func rendered(ending: Ending, expected: String) throws {
        let invocation = definition.makeInvocation()
        try invocation.setValue(ending, for: "ending")
        try invocation.setValue(3, for: "lap")
        let text = invocation.summary { parameter, value in
            value.map { DisplayRepresentation.of($0).title.sourceText } ?? parameter.title.sourceText
        }
        #expect(text == expected)
    }

    @Test("an optional number keeps its inclusive range")
    func optionalRange() {
        #expect(definition.parameter(named: "lap")?.inclusiveRange == 1...99)
        #expect(definition.parameter(named: "lap")?.isRequired == false)
    }

    @Test("@IntentParameterDependency sees the intent being filled in, once its parameter has a value")
    func parameterDependency() async throws {
        let invocation = definition.makeInvocation()
        let provider = NoteOptions()
        let context = { (invocation: IntentInvocation) in IntentRuntime.Context(intent: invocation.intentForTesting) }
        #expect(try await IntentRuntime.$context.withValue(context(invocation)) { try await provider.results() } == [])
        try invocation.setValue(Ending.keep, for: "ending")
        #expect(
            try await IntentRuntime.$context.withValue(context(invocation)) { try await provider.results() } == [
                "Easy run", "Long run",
            ])
        #expect(try await provider.results() == [])
    }
}

struct NoShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] { [] }
}
