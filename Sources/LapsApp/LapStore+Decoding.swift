import Foundation
import Storage

extension RunRecord {
    /// Decodes a row selected with `LapStore.runColumns`; a malformed row is a `StorageError`.
    init(row: Row) throws {
        let statusText = try row.string("status")
        guard let status = Status(rawValue: statusText) else {
            throw StorageError(code: .mismatch, message: "runs.status \(statusText.debugDescription) is unknown")
        }
        self.init(
            id: try LapStore.uuid(row, "id"),
            startedAt: Date(timeIntervalSince1970: try row.double("started_at")),
            endedAt: try row.optionalDouble("ended_at").map(Date.init(timeIntervalSince1970:)),
            status: status,
            benchmarkLapID: try row.optionalString("benchmark_lap_id").map { _ in
                try LapStore.uuid(row, "benchmark_lap_id")
            })
    }
}

extension LapRecord {
    /// Decodes a row selected with `LapStore.lapColumns`; a malformed row is a `StorageError`.
    init(row: Row) throws {
        self.init(
            id: try LapStore.uuid(row, "id"), runID: try LapStore.uuid(row, "run_id"), number: try row.int("number"),
            endedAt: Date(timeIntervalSince1970: try row.double("ended_at")),
            duration: .milliseconds(try row.int("duration_ms")))
    }
}

extension LapStore {
    /// The UUID stored as text in `column`.
    static func uuid(_ row: Row, _ column: String) throws -> UUID {
        let text = try row.string(column)
        guard let id = UUID(uuidString: text) else {
            throw StorageError(code: .mismatch, message: "\(column) \(text.debugDescription) is not a UUID")
        }
        return id
    }
}
