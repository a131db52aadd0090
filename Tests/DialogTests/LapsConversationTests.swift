import Dialog
import Testing

@Suite("The Laps conversations of PRODUCT.md, answered word for word, with time under the test's control")
struct LapsConversationTests {
    static let benchmarkQuestion = "Which lap should be saved as the benchmark?"

    static let contract: [[TimedTurn]] = [
        [
            TimedTurn("Lap in Laps", "There's no run going."),
            TimedTurn("Start a run in Laps", "Started a run."),
            TimedTurn("Start a run in Laps", "A run is already going."),
            TimedTurn(after: .seconds(58), "Record a lap in Laps", "Lap 1: 58 seconds."),
            TimedTurn(after: .seconds(60), "Lap in Laps", "Lap 2: 1 minute."),
            TimedTurn("Stop and discard the run in Laps", "Discarded run."),
            TimedTurn("Lap in Laps", "There's no run going."),
        ],
        [
            TimedTurn("Stop and save the run in Laps", "There's no run to stop."),
            TimedTurn("Stop the run in Laps", "What should I do with the run?"),
            TimedTurn("save", "There's no run to stop."),
        ],
        [
            TimedTurn("Start a run in Laps", "Started a run."),
            TimedTurn(after: .seconds(300), "Stop the run in Laps", "What should I do with the run?"),
            TimedTurn("keep", "Saved run."),
            TimedTurn("Start a run in Laps", "Started a run."),
            TimedTurn("Stop the run in Laps", "What should I do with the run?"),
            TimedTurn("throw away", "Discarded run."),
            TimedTurn("Start a run in Laps", "Started a run."),
            TimedTurn("Stop and keep the run in Laps", "Saved run."),
            TimedTurn("Start a run in Laps", "Started a run."),
            TimedTurn("Stop and throw away the run in Laps", "Discarded run."),
            TimedTurn("Stop the run in Laps", "What should I do with the run?"),
            TimedTurn("discard", "There's no run to stop."),
        ],
        [
            TimedTurn("Start a run in Laps", "Started a run."),
            TimedTurn(after: .seconds(60), "Lap in Laps", "Lap 1: 1 minute."),
            TimedTurn(after: .seconds(58), "Lap in Laps", "Lap 2: 58 seconds."),
            TimedTurn(
                after: .seconds(30), "Stop and save as benchmark the run in Laps",
                "\(benchmarkQuestion) 1. Lap 1, 2. Lap 2, and 3. Final lap"),
            TimedTurn("2", "Saved benchmark."),
        ],
        [
            TimedTurn("Start a run in Laps", "Started a run."),
            TimedTurn(after: .seconds(60), "Lap in Laps", "Lap 1: 1 minute."),
            TimedTurn("Stop the run in Laps", "What should I do with the run?"),
            TimedTurn("save as benchmark", "\(benchmarkQuestion) 1. Lap 1 and 2. Final lap"),
            TimedTurn("final lap", "Saved benchmark."),
        ],
        [
            // A run just started has only its final lap to offer.
            TimedTurn("Start a run in Laps", "Started a run."),
            TimedTurn(
                after: .seconds(5), "Stop and save as benchmark the run in Laps", "\(benchmarkQuestion) 1. Final lap"),
            TimedTurn("the first one", "Saved benchmark."),
        ],
        [
            // The first run's three laps are never offered for the second run.
            TimedTurn("Start a run in Laps", "Started a run."),
            TimedTurn(after: .seconds(50), "Lap in Laps", "Lap 1: 50 seconds."),
            TimedTurn(after: .seconds(51), "Lap in Laps", "Lap 2: 51 seconds."),
            TimedTurn(after: .seconds(52), "Lap in Laps", "Lap 3: 52 seconds."),
            TimedTurn("Stop and keep the run in Laps", "Saved run."),
            TimedTurn("Start a run in Laps", "Started a run."),
            TimedTurn(after: .seconds(40), "Lap in Laps", "Lap 1: 40 seconds."),
            TimedTurn("Stop and save as benchmark the run in Laps", "\(benchmarkQuestion) 1. Lap 1 and 2. Final lap"),
            TimedTurn("3", "\(benchmarkQuestion) 1. Lap 1 and 2. Final lap"),
            TimedTurn("lap 3", "\(benchmarkQuestion) 1. Lap 1 and 2. Final lap"),
            TimedTurn("lap 1", "Saved benchmark."),
            TimedTurn("Lap in Laps", "There's no run going."),
        ],
        [
            TimedTurn("Start a run in Laps", "Started a run."),
            TimedTurn("Stop and save as benchmark the run in Laps", "\(benchmarkQuestion) 1. Final lap"),
            TimedTurn("cancel", "Cancelled."),
            TimedTurn("Start a run in Laps", "A run is already going."),
        ],
    ]

    @Test("each conversation gets its exact answers", arguments: contract)
    func conversation(_ script: [TimedTurn]) async throws {
        let world = try await SampleAppsConversation()
        let answers = await world.play(script)
        for (turn, answer) in zip(script, answers) {
            #expect(answer == turn.answer, "after saying “\(turn.say)”")
        }
    }

    @Test("the benchmark choice lists the laps as options too")
    func benchmarkOptions() async throws {
        let world = try await SampleAppsConversation()
        _ = await world.play([TimedTurn("Start a run in Laps", ""), TimedTurn(after: .seconds(61), "Lap in Laps", "")])
        let response = await world.conversation.respond(to: "Stop and save as benchmark the run in Laps")
        #expect(response.kind == .disambiguation)
        #expect(response.options.map(\.title) == ["Lap 1", "Final lap"])
    }

    @Test("a lap of more than a minute is spoken as PRODUCT.md says: “Lap 2: 1 minute 5 seconds.”")
    func minutesAndSeconds() async throws {
        let world = try await SampleAppsConversation()
        let answers = await world.play([
            TimedTurn("Start a run in Laps", ""),
            TimedTurn(after: .seconds(58), "Record a lap in Laps", ""),
            TimedTurn(after: .seconds(65), "Lap in Laps", ""),
        ])
        withKnownIssue("Dialog: Localizer speaks a Duration as “1 minute, 5 seconds” (Foundation's list comma)") {
            #expect(answers.last == "Lap 2: 1 minute 5 seconds.")
        }
    }

    @Test("“What should I do with the run?” offers the three resolutions, and a number picks one")
    func resolutionOffered() async throws {
        let world = try await SampleAppsConversation()
        _ = await world.conversation.respond(to: "Start a run in Laps")
        let question = await world.conversation.respond(to: "Stop the run in Laps")
        #expect(question.dialog.hasPrefix("What should I do with the run?"))
        withKnownIssue("Dialog: enum choices are not offered as a numbered list yet") {
            #expect(question.options.map(\.title) == ["Save as benchmark", "Save", "Discard"])
        }
        let answer = await world.conversation.respond(to: "2")
        withKnownIssue("Dialog: a number does not pick an enum case yet") {
            #expect(answer.dialog == "Saved run.")
        }
    }
}
