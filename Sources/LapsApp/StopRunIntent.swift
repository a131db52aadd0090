import Intents

/// Stops the running run and saves it, saves it with a benchmark lap, or discards it.
///
/// The benchmark lap is asked for only when the resolution is "Save as benchmark", and only
/// among the running run's laps plus the final lap that stopping records. A lap supplied
/// beforehand is accepted only while it is still one of those candidates.
///
/// No question is asked whose answer cannot matter: with no run going, what to do with it is
/// not asked (the resolution is asked inside `perform()`, after the run is found); a run
/// without laps has the final lap as its only candidate, which is taken and said.
public struct StopRunIntent: AppIntent {
    public static let title: LocalizedStringResource = "Stop Run"
    public static let description = IntentDescription("Stops the run and saves or discards it.")

    @Parameter(title: "Resolution", requestValueDialog: "What should I do with the run?")
    var resolution: StopResolution?

    @Parameter(title: "Benchmark Lap", optionsProvider: BenchmarkLapOptionsProvider())
    var benchmarkLap: BenchmarkLapEntity?

    @Dependency private var store: LapStore

    public init() {}

    public static var parameterSummary: some ParameterSummary {
        Summary("Stop the run and \(\.$resolution)") { \.$benchmarkLap }
    }

    public func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let run = try store.currentRun() else {
            return .result(dialog: "There's no run to stop.")
        }
        let resolution: StopResolution
        if let chosen = self.resolution {
            resolution = chosen
        } else {
            resolution = try await $resolution.requestValue()
        }
        let decision: LapStore.StopDecision
        var onlyTheFinalLap = false
        switch resolution {
        case .saveAsBenchmark:
            let lap = try await selectedBenchmarkLap(for: run)
            onlyTheFinalLap = lap.onlyCandidate
            decision = .saveAsBenchmark(lapID: lap.entity.id)
        case .saveRun:
            decision = .save
        case .discardRun:
            decision = .discard
        }
        switch try store.stop(runID: run.id, as: decision) {
        case .savedBenchmark:
            return .result(dialog: onlyTheFinalLap ? "Saved the final lap as the benchmark." : "Saved benchmark.")
        case .saved:
            return .result(dialog: "Saved run.")
        case .discarded:
            return .result(dialog: "Discarded run.")
        case .notRunning:
            return .result(dialog: "There's no run to stop.")
        case .notACandidate:
            throw $benchmarkLap.needsDisambiguationError(
                among: try store.candidates(forRun: run.id).map(BenchmarkLapEntity.init),
                dialog: "Which lap should be saved as the benchmark?")
        }
    }

    /// The supplied lap while it is still a candidate of `run`; the only candidate when there
    /// is one (a run without laps: its final lap); otherwise the person's pick among them.
    private func selectedBenchmarkLap(for run: RunRecord) async throws -> (entity: BenchmarkLapEntity, onlyCandidate: Bool) {
        let candidates = try store.candidates(forRun: run.id).map(BenchmarkLapEntity.init)
        if let benchmarkLap, let current = candidates.first(where: { $0.id == benchmarkLap.id }) {
            return (current, false)
        }
        if candidates.count == 1 { return (candidates[0], true) }
        let picked = try await $benchmarkLap.requestDisambiguation(
            among: candidates, dialog: "Which lap should be saved as the benchmark?")
        return (picked, false)
    }
}
