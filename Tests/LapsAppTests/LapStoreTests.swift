import Foundation
import Storage
import Testing

@testable import LapsApp

@Suite("The lap store keeps runs and their laps")
struct LapStoreTests {
    let harness: LapsHarness
    var store: LapStore { harness.store }

    init() throws {
        harness = try LapsHarness()
    }

    @Test("the doc comment example works")
    func docExample() throws {
        let store = try LapStore(database: try Database(path: ":memory:"))
        guard case .started(let run) = try store.startRun() else {
            Issue.record("no run started")
            return
        }
        _ = try store.recordLap()
        let choices = try store.candidates(forRun: run.id)
        #expect(choices.map(\.number) == [1, 2])
        #expect(choices.last?.id == "final")
        guard case .savedBenchmark(_, let lap) = try store.stop(runID: run.id, as: .saveAsBenchmark(lapID: "final"))
        else {
            Issue.record("not saved as benchmark")
            return
        }
        #expect(lap.number == 2)
    }

    @Test("a run starts once; starting again while it goes changes nothing")
    func startOnce() throws {
        guard case .started(let run) = try store.startRun() else {
            Issue.record("no run started")
            return
        }
        #expect(run.startedAt == LapsHarness.start)
        #expect(run.status == .running)
        #expect(try store.startRun() == .alreadyRunning(run))
        #expect(try store.runs() == [run])
        #expect(try store.currentRun() == run)
    }

    @Test("no lap is recorded without a run")
    func lapWithoutRun() throws {
        #expect(try store.recordLap() == .noRun)
    }

    @Test("a lap lasts from the previous lap, or the start, to now, to the millisecond")
    func lapDurations() throws {
        let run = try harness.run(laps: [.seconds(62), .milliseconds(65_250), .zero])
        let laps = try store.laps(ofRun: run.id)
        #expect(laps.map(\.number) == [1, 2, 3])
        #expect(laps.map(\.duration) == [.seconds(62), .milliseconds(65_250), .zero])
        #expect(laps.allSatisfy { $0.runID == run.id })
    }

    @Test("the candidates are the running run's laps, then the final lap so far")
    func candidates() throws {
        let run = try harness.run(laps: [.seconds(60), .seconds(70)])
        harness.clock.advance(by: .seconds(15))
        let candidates = try store.candidates(forRun: run.id)
        let laps = try store.laps(ofRun: run.id)
        #expect(candidates.map(\.id) == laps.map(\.id.uuidString) + ["final"])
        #expect(candidates.map(\.number) == [1, 2, 3])
        #expect(candidates.map(\.duration) == [.seconds(60), .seconds(70), .seconds(15)])
        #expect(candidates.map(\.isFinal) == [false, false, true])
    }

    @Test("a run just started has only the final lap as a candidate")
    func onlyFinal() throws {
        let run = try harness.run(laps: [])
        #expect(try store.candidates(forRun: run.id).map(\.id) == ["final"])
    }

    @Test("a stopped run has no candidates, so its laps are never offered again")
    func stoppedRunHasNone() throws {
        let first = try harness.run(laps: [.seconds(60)])
        _ = try store.stop(runID: first.id, as: .save)
        _ = try harness.run(laps: [.seconds(30)])
        #expect(try store.candidates(forRun: first.id).isEmpty)
    }

    @Test("saving keeps the run and records its final lap")
    func save() throws {
        let run = try harness.run(laps: [.seconds(60)])
        harness.clock.advance(by: .seconds(20))
        guard case .saved(let saved) = try store.stop(runID: run.id, as: .save) else {
            Issue.record("not saved")
            return
        }
        #expect(saved.status == .saved)
        #expect(saved.endedAt == LapsHarness.start + 80)
        #expect(try store.laps(ofRun: run.id).map(\.duration) == [.seconds(60), .seconds(20)])
        #expect(try store.currentRun() == nil)
        #expect(try store.run(id: run.id) == saved)
    }

    @Test("discarding deletes the run and its laps")
    func discard() throws {
        let run = try harness.run(laps: [.seconds(60)])
        #expect(try store.stop(runID: run.id, as: .discard) == .discarded)
        #expect(try store.run(id: run.id) == nil)
        #expect(try store.laps(ofRun: run.id).isEmpty)
        #expect(try store.runs().isEmpty)
    }

    @Test("a recorded lap of the running run can be the benchmark")
    func benchmarkRecordedLap() throws {
        let run = try harness.run(laps: [.seconds(60), .seconds(50)])
        let second = try #require(store.laps(ofRun: run.id).last)
        guard
            case .savedBenchmark(let saved, let lap) = try store.stop(
                runID: run.id, as: .saveAsBenchmark(lapID: second.id.uuidString))
        else {
            Issue.record("not saved as benchmark")
            return
        }
        #expect(lap == second)
        #expect(saved.status == .benchmark)
        #expect(saved.benchmarkLapID == second.id)
        #expect(try store.run(id: run.id) == saved)
    }

    @Test("the final lap becomes a real lap when it is the benchmark")
    func benchmarkFinalLap() throws {
        let run = try harness.run(laps: [.seconds(60)])
        harness.clock.advance(by: .seconds(45))
        guard
            case .savedBenchmark(let saved, let lap) = try store.stop(
                runID: run.id, as: .saveAsBenchmark(lapID: "final"))
        else {
            Issue.record("not saved as benchmark")
            return
        }
        #expect(lap.number == 2)
        #expect(lap.duration == .seconds(45))
        #expect(saved.benchmarkLapID == lap.id)
        #expect(try store.laps(ofRun: run.id).last == lap)
    }

    @Test("a lap of an earlier run is not accepted as the benchmark, and nothing changes")
    func benchmarkFromEarlierRun() throws {
        let first = try harness.run(laps: [.seconds(60)])
        let oldLap = try #require(store.laps(ofRun: first.id).first)
        _ = try store.stop(runID: first.id, as: .save)
        let second = try harness.run(laps: [.seconds(40)])
        #expect(
            try store.stop(runID: second.id, as: .saveAsBenchmark(lapID: oldLap.id.uuidString))
                == .notACandidate(lapID: oldLap.id.uuidString))
        #expect(try store.currentRun()?.id == second.id)
        #expect(try store.laps(ofRun: second.id).count == 1)
    }

    @Test("stopping a run that is not going changes nothing", arguments: [LapStore.StopDecision.save, .discard])
    func stopNotRunning(decision: LapStore.StopDecision) throws {
        let run = try harness.run(laps: [])
        _ = try store.stop(runID: run.id, as: .save)
        #expect(try store.stop(runID: run.id, as: decision) == .notRunning)
        #expect(try store.stop(runID: UUID(), as: decision) == .notRunning)
        #expect(try store.run(id: run.id)?.status == .saved)
    }

    @Test("the schema allows one running run only")
    func oneRunningRun() throws {
        try harness.run(laps: [])
        #expect(throws: StorageError.self) {
            try harness.database.execute(
                "INSERT INTO runs (id, started_at, status) VALUES (?, 0, 'running')", [.text(UUID().uuidString)])
        }
    }

    @Test("runs and laps survive reopening the database file")
    func reopen() throws {
        let path = FileManager.default.temporaryDirectory.appending(path: "laps-\(UUID().uuidString).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run: RunRecord
        do {
            let store = try LapStore(database: try Database(path: path), now: { LapsHarness.start })
            guard case .started(let started) = try store.startRun() else {
                throw LapsHarness.HarnessError.runAlreadyGoing
            }
            run = started
            _ = try store.recordLap()
        }
        let reopened = try LapStore(database: try Database(path: path), now: { LapsHarness.start + 5 })
        #expect(try reopened.currentRun() == run)
        #expect(try reopened.candidates(forRun: run.id).map(\.duration) == [.zero, .seconds(5)])
    }
}
