import Intents

/// Finds benchmark laps among the running run's candidates only: its recorded laps and the
/// final lap. An id of a lap from an earlier run, or any id once no run is going, is simply
/// absent.
public struct BenchmarkLapQuery: EntityQuery {
    @Dependency private var store: LapStore

    public init() {}

    public func entities(for identifiers: [String]) async throws -> [BenchmarkLapEntity] {
        let candidates = try Self.currentCandidates(in: store)
        return identifiers.compactMap { id in candidates.first { $0.id == id } }
    }

    public func suggestedEntities() async throws -> [BenchmarkLapEntity] {
        try Self.currentCandidates(in: store)
    }

    /// The candidates of the run that is going; empty when none is.
    static func currentCandidates(in store: LapStore) throws -> [BenchmarkLapEntity] {
        guard let run = try store.currentRun() else { return [] }
        return try store.candidates(forRun: run.id).map(BenchmarkLapEntity.init)
    }
}
