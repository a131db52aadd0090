import Dialog
import Testing

/// The Laps lines of PRODUCT.md are replayed word for word by `Tests/Transcripts/en/laps-*.transcript`;
/// these tests look at what a transcript cannot: the options a script receives.
@Suite("Laps in conversation: choices scoped to the current run")
struct LapsConversationTests {
    @Test("the benchmark choice lists the current run's laps and the final lap as options")
    func benchmarkOptions() async throws {
        let world = try await SampleAppsConversation()
        _ = await world.play([TimedTurn("Start a run in Laps", ""), TimedTurn(after: .seconds(61), "Lap in Laps", "")])
        let response = await world.conversation.respond(to: "Stop and save as benchmark the run in Laps")
        #expect(response.kind == .disambiguation)
        #expect(response.dialog == "Which lap should be saved as the benchmark? Lap 1 or final lap.")
        #expect(response.options == [Option(id: "1", title: "Lap 1"), Option(id: "2", title: "Final lap")])
    }

    @Test("“What should I do with the run?” says the three resolutions, and a number picks one")
    func resolutionOffered() async throws {
        let world = try await SampleAppsConversation()
        _ = await world.conversation.respond(to: "Start a run in Laps")
        let question = await world.conversation.respond(to: "Stop the run in Laps")
        #expect(question.kind == .requestValue)
        #expect(question.dialog == "What should I do with the run? Save as benchmark, save, or discard.")
        #expect(question.lines == [question.dialog])
        #expect(question.options.map(\.title) == ["Save as benchmark", "Save", "Discard"])
        #expect(await world.conversation.respond(to: "2").dialog == "Saved the run.")
    }

    @Test("a lap of more than a minute is spoken as PRODUCT.md says")
    func minutesAndSeconds() async throws {
        let world = try await SampleAppsConversation()
        let answers = await world.play([
            TimedTurn("Start a run in Laps", ""),
            TimedTurn(after: .seconds(58), "Record a lap in Laps", ""),
            TimedTurn(after: .seconds(65), "Lap in Laps", ""),
            TimedTurn(after: .seconds(3725), "Lap in Laps", ""),
        ])
        #expect(
            answers.suffix(3) == [
                "Lap 1: 58 seconds.", "Lap 2: 1 minute and 5 seconds.", "Lap 3: 1 hour, 2 minutes, and 5 seconds.",
            ])
    }
}
