import Intents

/// Stops the running run and saves it, saves it with a benchmark lap, or discards it.
///
/// The benchmark lap is asked for only when the resolution is "Save as benchmark", and only
/// among the running run's laps plus the final lap that stopping records. A lap supplied
/// beforehand is accepted only while it is still one of those candidates.
public struct StopRunIntent: AppIntent {
    public static let title: LocalizedStringResource = "Stop Run"
    public static let description = IntentDescription("Stops the run and saves or discards it.")

    @Parameter(title: "Resolution", requestValueDialog: "What should I do with the run?")
    var resolution: StopResolution

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
        let decision: LapStore.StopDecision
        switch resolution {
        case .saveAsBenchmark:
            decision = .saveAsBenchmark(lapID: try await selectedBenchmarkLap(for: run).id)
        case .saveRun:
            decision = .save
        case .discardRun:
            decision = .discard
        }
        switch try store.stop(runID: run.id, as: decision) {
        case .savedBenchmark:
            return .result(dialog: "Saved benchmark.")
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

    /// The supplied lap while it is still a candidate of `run`; otherwise the person's pick
    /// among the candidates.
    private func selectedBenchmarkLap(for run: RunRecord) async throws -> BenchmarkLapEntity {
        let candidates = try store.candidates(forRun: run.id).map(BenchmarkLapEntity.init)
        if let benchmarkLap, let current = candidates.first(where: { $0.id == benchmarkLap.id }) {
            return current
        }
        return try await $benchmarkLap.requestDisambiguation(
            among: candidates, dialog: "Which lap should be saved as the benchmark?")
    }
}
