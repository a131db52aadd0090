import Foundation
import Intents
import TestSupport
import Testing

@testable import LapsApp

@Suite("Laps intents answer as PRODUCT.md words them")
struct LapsIntentTests {
    let harness: LapsHarness

    init() throws {
        harness = try LapsHarness()
    }

    static let benchmarkPrompt = "Which lap should be saved as the benchmark?"

    @Test("starting a run, and starting it again")
    func start() async throws {
        #expect(try await harness.perform(StartRunIntent.self)?.key == "Started a run.")
        #expect(try await harness.perform(StartRunIntent.self)?.key == "A run is already going.")
    }

    @Test("a lap says its number and its duration, which the edge speaks per language")
    func lap() async throws {
        try await harness.perform(StartRunIntent.self)
        harness.clock.advance(by: .seconds(58))
        try await harness.perform(LapIntent.self)
        harness.clock.advance(by: .seconds(65))
        let dialog = try #require(try await harness.perform(LapIntent.self))
        #expect(dialog.key == "Lap %lld: %@.")
        #expect(dialog.arguments == [.int(2), .duration(.seconds(65))])
    }

    @Test("no lap without a run")
    func lapWithoutRun() async throws {
        #expect(try await harness.perform(LapIntent.self)?.key == "There's no run going.")
    }

    @Test("no run to stop, whatever the resolution", arguments: StopResolution.allCases)
    func stopWithoutRun(resolution: StopResolution) async throws {
        #expect(
            try await harness.perform(StopRunIntent.self, ["resolution": resolution])?.key == "There's no run to stop.")
    }

    @Test("with no run going, stopping says so and asks nothing, not even what to do with the run")
    func stopWithoutRunAsksNothing() async throws {
        let conversation = ScriptedConversation()
        #expect(try await harness.perform(StopRunIntent.self, answering: conversation)?.key == "There's no run to stop.")
        #expect(await conversation.questions.isEmpty)
    }

    @Test("with a run going, the resolution is asked inside perform()")
    func resolutionAsked() async throws {
        try harness.run(laps: [.seconds(60)])
        let conversation = ScriptedConversation(.value(StopResolution.saveRun))
        #expect(try await harness.perform(StopRunIntent.self, answering: conversation)?.key == "Saved run.")
        #expect(await conversation.questions.count == 1)
    }

    @Test("a run without laps saves its final lap as the benchmark without asking, and says so")
    func onlyTheFinalLap() async throws {
        let run = try harness.run(laps: [])
        harness.clock.advance(by: .seconds(42))
        let conversation = ScriptedConversation()
        let dialog = try await harness.perform(
            StopRunIntent.self, ["resolution": StopResolution.saveAsBenchmark], answering: conversation)
        #expect(dialog?.key == "Saved the final lap as the benchmark.")
        #expect(await conversation.questions.isEmpty)
        let final = try #require(try harness.store.laps(ofRun: run.id).last)
        #expect(try harness.store.run(id: run.id)?.benchmarkLapID == final.id)
        #expect(final.duration == .seconds(42))
    }

    @Test(
        "saving or discarding answers with its own sentence",
        arguments: [(StopResolution.saveRun, "Saved run."), (.discardRun, "Discarded run.")])
    func stop(resolution: StopResolution, answer: String) async throws {
        let run = try harness.run(laps: [.seconds(60)])
        let conversation = ScriptedConversation()
        #expect(
            try await harness.perform(StopRunIntent.self, ["resolution": resolution], answering: conversation)?.key
                == answer)
        #expect(await conversation.questions.isEmpty)
        #expect(try harness.store.currentRun() == nil)
        #expect(try harness.store.run(id: run.id)?.status == (resolution == .saveRun ? .saved : nil))
    }

    @Test("without a lap, save as benchmark offers the current run's laps and the final lap")
    func benchmarkAsksAmongCurrentLaps() async throws {
        let old = try harness.run(laps: [.seconds(50), .seconds(55), .seconds(52)])
        _ = try harness.store.stop(runID: old.id, as: .save)
        let run = try harness.run(laps: [.seconds(60), .seconds(65)])
        harness.clock.advance(by: .seconds(30))
        let conversation = ScriptedConversation(.choice(2))
        let dialog = try await harness.perform(
            StopRunIntent.self, ["resolution": StopResolution.saveAsBenchmark], answering: conversation)
        #expect(dialog?.key == "Saved benchmark.")
        #expect(
            await conversation.questions == [
                .choice(
                    parameter: "benchmarkLap", options: ["Lap 1", "Lap 2", "Final lap"], prompt: Self.benchmarkPrompt)
            ])
        let saved = try #require(try harness.store.run(id: run.id))
        let final = try #require(try harness.store.laps(ofRun: run.id).last)
        #expect(saved.status == .benchmark)
        #expect(saved.benchmarkLapID == final.id)
        #expect(final.number == 3)
        #expect(final.duration == .seconds(30))
    }

    @Test("a supplied lap that is still a candidate is taken without asking")
    func suppliedCurrentLap() async throws {
        let run = try harness.run(laps: [.seconds(60), .seconds(65)])
        let lap = try #require(
            try await harness.withContext { try await BenchmarkLapQuery().suggestedEntities() }.first)
        let conversation = ScriptedConversation()
        let dialog = try await harness.perform(
            StopRunIntent.self, ["resolution": StopResolution.saveAsBenchmark, "benchmarkLap": lap],
            answering: conversation)
        #expect(dialog?.key == "Saved benchmark.")
        #expect(await conversation.questions.isEmpty)
        #expect(try harness.store.run(id: run.id)?.benchmarkLapID?.uuidString == lap.id)
    }

    @Test("a supplied final lap is taken without asking")
    func suppliedFinalLap() async throws {
        let run = try harness.run(laps: [.seconds(60)])
        let final = try #require(
            try await harness.withContext { try await BenchmarkLapQuery().entities(for: ["final"]) }.first)
        harness.clock.advance(by: .seconds(12))
        let conversation = ScriptedConversation()
        #expect(
            try await harness.perform(
                StopRunIntent.self, ["resolution": StopResolution.saveAsBenchmark, "benchmarkLap": final],
                answering: conversation)?.key == "Saved benchmark.")
        #expect(await conversation.questions.isEmpty)
        let laps = try harness.store.laps(ofRun: run.id)
        #expect(laps.map(\.duration) == [.seconds(60), .seconds(12)])
        #expect(try harness.store.run(id: run.id)?.benchmarkLapID == laps.last?.id)
    }

    @Test("a lap from an earlier run is never accepted: the current run's laps are offered instead")
    func suppliedLapOfEarlierRun() async throws {
        try harness.run(laps: [.seconds(50)])
        let oldLap = try #require(
            try await harness.withContext { try await BenchmarkLapQuery().suggestedEntities() }.first)
        try await harness.perform(StopRunIntent.self, ["resolution": StopResolution.saveRun])
        let run = try harness.run(laps: [.seconds(70)])
        let conversation = ScriptedConversation(.choice(0))
        let dialog = try await harness.perform(
            StopRunIntent.self, ["resolution": StopResolution.saveAsBenchmark, "benchmarkLap": oldLap],
            answering: conversation)
        #expect(dialog?.key == "Saved benchmark.")
        #expect(
            await conversation.questions == [
                .choice(parameter: "benchmarkLap", options: ["Lap 1", "Final lap"], prompt: Self.benchmarkPrompt)
            ])
        let chosen = try #require(try harness.store.laps(ofRun: run.id).first)
        #expect(try harness.store.run(id: run.id)?.benchmarkLapID == chosen.id)
        #expect(chosen.duration == .seconds(70))
    }

    @Test("the query finds the running run's candidates only; an earlier run's lap id is absent")
    func queryScoped() async throws {
        try harness.run(laps: [.seconds(50)])
        let oldLaps = try await harness.withContext { try await BenchmarkLapQuery().suggestedEntities() }
        #expect(oldLaps.map(\.displayRepresentation.title.sourceText) == ["Lap 1", "Final lap"])
        try await harness.perform(StopRunIntent.self, ["resolution": StopResolution.saveRun])
        #expect(try await harness.withContext { try await BenchmarkLapQuery().suggestedEntities() }.isEmpty)
        #expect(
            try await harness.withContext { try await BenchmarkLapQuery().entities(for: oldLaps.map(\.id)) }.isEmpty)

        try harness.run(laps: [.seconds(30), .seconds(31)])
        let current = try await harness.withContext { try await BenchmarkLapQuery().suggestedEntities() }
        #expect(current.map(\.number) == [1, 2, 3])
        #expect(Set(current.map(\.id)).isDisjoint(with: oldLaps.dropLast().map(\.id)))
        let found = try await harness.withContext {
            try await BenchmarkLapQuery().entities(for: [oldLaps[0].id, current[1].id, "final"])
        }
        #expect(found.map(\.id) == [current[1].id, "final"])
    }

    @Test(
        "the options provider offers the scoped laps only once the resolution is save as benchmark",
        arguments: [(StopResolution?.none, 0), (.saveRun, 0), (.discardRun, 0), (.saveAsBenchmark, 3)])
    func optionsProvider(resolution: StopResolution?, count: Int) async throws {
        try harness.run(laps: [.seconds(50)])
        try await harness.perform(StopRunIntent.self, ["resolution": StopResolution.saveRun])
        try harness.run(laps: [.seconds(30), .seconds(31)])
        let intent = try harness.invocation(StopRunIntent.self, resolution.map { ["resolution": $0] } ?? [:])
        let options = try await harness.withContext(intent: intent.intentForTesting) {
            try await BenchmarkLapOptionsProvider().results()
        }
        #expect(options.count == count)
        let current = try await harness.withContext { try await BenchmarkLapQuery().suggestedEntities() }
        #expect(options.map(\.id) == (count == 0 ? [] : current.map(\.id)))
    }

    @Test("the resolutions are shown as PRODUCT.md says, with their synonyms")
    func resolutions() {
        let shown = StopResolution.allCases.map { StopResolution.caseDisplayRepresentations[$0] }
        #expect(shown.map { $0?.title.key } == ["Save as benchmark", "Save", "Discard"])
        #expect(
            shown.map { $0?.synonyms.map(\.key) } == [
                ["save as reference", "make it the benchmark", "save it as the benchmark"],
                ["keep", "keep it", "save it"], ["throw away", "throw it away", "discard it", "delete it"],
            ])
        #expect(StopResolution.allCases.map(\.rawValue) == ["saveAsBenchmark", "saveRun", "discardRun"])
    }

    @Test("resolution is asked with its own question, once a run is found; the benchmark lap is optional")
    func parameters() throws {
        let definition = try #require(harness.app.intent(withID: "Laps.StopRunIntent"))
        let resolution = try #require(definition.parameter(named: "resolution"))
        // Asked inside perform(), after the run is found: with no run, the question cannot matter.
        #expect(!resolution.isRequired)
        #expect(resolution.requestValueDialog?.full.key == "What should I do with the run?")
        let lap = try #require(definition.parameter(named: "benchmarkLap"))
        #expect(!lap.isRequired)
        #expect(lap.isOptional)
    }
}
