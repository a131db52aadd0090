import Intents

/// The laps a Shortcuts editor offers for ``StopRunIntent``'s benchmark lap: the running
/// run's candidates, and only once the resolution is "Save as benchmark".
///
/// The same scoped list as `perform()` offers; never every lap in history.
public struct BenchmarkLapOptionsProvider: DynamicOptionsProvider {
    @IntentParameterDependency<StopRunIntent>(\.$resolution) var stopRun
    @Dependency private var store: LapStore

    public init() {}

    public func results() async throws -> [BenchmarkLapEntity] {
        guard let stopRun, stopRun.resolution == .saveAsBenchmark else { return [] }
        return try BenchmarkLapQuery.currentCandidates(in: store)
    }
}
