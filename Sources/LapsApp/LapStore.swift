import Foundation
import Storage

/// The Laps app's domain service: the only code that reads or writes the `runs` and `laps`
/// tables.
///
/// Creating a store runs the app's migrations (namespace "laps"). At most one run is going
/// at a time. A lap lasts from the end of the previous lap (or the start of the run) to the
/// moment it is recorded; stopping a run that is kept records the time since the last lap as
/// its final lap. Time comes from the injected `now`, so tests and transcripts are
/// deterministic.
///
/// ```swift
/// let store = try LapStore(database: try Database(path: ":memory:"))
/// guard case .started(let run) = try store.startRun() else { return }
/// _ = try store.recordLap()                          // .recorded(lap 1)
/// let choices = try store.candidates(forRun: run.id) // lap 1, then "final"
/// _ = try store.stop(runID: run.id, as: .saveAsBenchmark(lapID: "final"))
/// ```
public final class LapStore: Sendable {
    let database: Database

    /// Changes whenever the stored data may have changed, in this process or another one:
    /// what Hark compares to know when to reload the names people can say.
    public var changeToken: UInt64 { database.changeToken }
    let now: @Sendable () -> Date

    /// Opens the store on `database`, applying any pending migrations.
    public init(database: Database, now: @escaping @Sendable () -> Date = Date.init) throws {
        self.database = database
        self.now = now
        try database.migrate(Self.migrations, namespace: "laps")
    }

    /// Starts a run, unless one is already going.
    public func startRun() throws -> StartOutcome {
        try database.transaction { db in
            if let running = try Self.runningRun(in: db) { return .alreadyRunning(running) }
            let run = RunRecord(
                id: UUID(), startedAt: Self.stored(now()), endedAt: nil, status: .running, benchmarkLapID: nil)
            try db.execute(
                "INSERT INTO runs (id, started_at, status) VALUES (?, ?, 'running')",
                [.text(run.id.uuidString), .real(run.startedAt.timeIntervalSince1970)])
            return .started(run)
        }
    }

    /// Records a lap in the running run: from the previous lap's end (or the run's start) to now.
    public func recordLap() throws -> LapOutcome {
        try database.transaction { db in
            guard let run = try Self.runningRun(in: db) else { return .noRun }
            return .recorded(try Self.insertLap(in: run, at: Self.stored(now()), db: db))
        }
    }

    /// The run that is going, if any.
    public func currentRun() throws -> RunRecord? {
        try Self.runningRun(in: database)
    }

    /// The run with this id, running or stopped; nil when there is none (a discarded run).
    public func run(id: UUID) throws -> RunRecord? {
        try database.query("SELECT \(Self.runColumns) FROM runs WHERE id = ?", [.text(id.uuidString)])
            .first.map(RunRecord.init(row:))
    }

    /// Every run that was not discarded, oldest first.
    public func runs() throws -> [RunRecord] {
        try database.query("SELECT \(Self.runColumns) FROM runs ORDER BY seq").map(RunRecord.init(row:))
    }

    /// The recorded laps of a run, in order.
    public func laps(ofRun id: UUID) throws -> [LapRecord] {
        try Self.laps(ofRun: id, in: database)
    }

    /// The laps that may be saved as the benchmark when the running run `id` stops: its
    /// recorded laps, then the final lap that stopping would record (id `"final"`, lasting
    /// from the last lap to now). Empty when that run is not going, so a lap of an earlier
    /// run is never a candidate.
    public func candidates(forRun id: UUID) throws -> [LapCandidate] {
        try Self.candidates(forRun: id, at: Self.stored(now()), in: database)
    }

    /// Stops the running run `runID` and does with it what `decision` says. Keeping the run
    /// records its final lap; a benchmark lap must be one of `candidates(forRun:)`.
    public func stop(runID: UUID, as decision: StopDecision) throws -> StopOutcome {
        try database.transaction { db in
            guard let run = try Self.runningRun(in: db), run.id == runID else { return .notRunning }
            let end = Self.stored(now())
            let candidates = try Self.candidates(forRun: run.id, at: end, in: db)
            switch decision {
            case .discard:
                try db.execute("DELETE FROM runs WHERE id = ?", [.text(run.id.uuidString)])
                return .discarded
            case .save:
                _ = try Self.insertLap(in: run, at: end, db: db)
                return .saved(try Self.finish(run, status: .saved, benchmark: nil, at: end, db: db))
            case .saveAsBenchmark(let lapID):
                guard candidates.contains(where: { $0.id == lapID }) else { return .notACandidate(lapID: lapID) }
                let final = try Self.insertLap(in: run, at: end, db: db)
                let benchmark =
                    lapID == LapCandidate.finalID
                    ? final : try Self.laps(ofRun: run.id, in: db).first { $0.id.uuidString == lapID } ?? final
                let stopped = try Self.finish(run, status: .benchmark, benchmark: benchmark.id, at: end, db: db)
                return .savedBenchmark(stopped, benchmark: benchmark)
            }
        }
    }

    // MARK: - Statements

    /// A time as it reads back from its stored form, so records equal what reads return.
    private static func stored(_ date: Date) -> Date {
        Date(timeIntervalSince1970: date.timeIntervalSince1970)
    }

    private static func runningRun(in db: Database) throws -> RunRecord? {
        try db.query("SELECT \(runColumns) FROM runs WHERE status = 'running'").first.map(RunRecord.init(row:))
    }

    private static func laps(ofRun id: UUID, in db: Database) throws -> [LapRecord] {
        try db.query("SELECT \(lapColumns) FROM laps WHERE run_id = ? ORDER BY number", [.text(id.uuidString)])
            .map(LapRecord.init(row:))
    }

    private static func candidates(forRun id: UUID, at end: Date, in db: Database) throws -> [LapCandidate] {
        guard let run = try runningRun(in: db), run.id == id else { return [] }
        let recorded = try laps(ofRun: id, in: db)
        let lastEnd = recorded.last?.endedAt ?? run.startedAt
        let final = LapCandidate(
            id: LapCandidate.finalID, runID: id, number: recorded.count + 1,
            duration: .milliseconds(milliseconds(from: lastEnd, to: end)))
        return recorded.map(LapCandidate.init) + [final]
    }

    private static func insertLap(in run: RunRecord, at end: Date, db: Database) throws -> LapRecord {
        let previous = try db.query(
            "SELECT \(lapColumns) FROM laps WHERE run_id = ? ORDER BY number DESC LIMIT 1", [.text(run.id.uuidString)]
        ).first.map(LapRecord.init(row:))
        let start = previous?.endedAt ?? run.startedAt
        let milliseconds = milliseconds(from: start, to: end)
        let lap = LapRecord(
            id: UUID(), runID: run.id, number: (previous?.number ?? 0) + 1, endedAt: end,
            duration: .milliseconds(milliseconds))
        try db.execute(
            "INSERT INTO laps (id, run_id, number, ended_at, duration_ms) VALUES (?, ?, ?, ?, ?)",
            [
                .text(lap.id.uuidString), .text(run.id.uuidString), SQLValue(lap.number),
                .real(end.timeIntervalSince1970), .integer(milliseconds),
            ])
        return lap
    }

    private static func finish(
        _ run: RunRecord, status: RunRecord.Status, benchmark: UUID?, at end: Date, db: Database
    ) throws -> RunRecord {
        try db.execute(
            "UPDATE runs SET status = ?, ended_at = ?, benchmark_lap_id = ? WHERE id = ?",
            [
                .text(status.rawValue), .real(end.timeIntervalSince1970),
                benchmark.map { .text($0.uuidString) } ?? .null,
                .text(run.id.uuidString),
            ])
        return RunRecord(id: run.id, startedAt: run.startedAt, endedAt: end, status: status, benchmarkLapID: benchmark)
    }

    /// Whole milliseconds between two times, never negative (a clock set back counts as zero).
    private static func milliseconds(from start: Date, to end: Date) -> Int64 {
        max(0, Int64((end.timeIntervalSince(start) * 1000).rounded()))
    }
}
