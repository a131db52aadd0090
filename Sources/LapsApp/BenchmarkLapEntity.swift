import Foundation
import Intents

/// A lap that may become the benchmark of the run being stopped, as intents see it: a flat
/// snapshot of one ``LapCandidate``, shown as "Lap 2" or, for the lap that stopping the run
/// records, "Final lap" (also "last lap").
///
/// The id is the candidate's: a recorded lap's UUID string, or `"final"`, so a chosen
/// entity maps back to the store without guessing.
public struct BenchmarkLapEntity: AppEntity, Identifiable {
    public let id: String
    public let runID: UUID
    public let number: Int
    public let duration: Duration

    public static var typeDisplayRepresentation: TypeDisplayRepresentation { "Lap" }
    public static var defaultQuery: BenchmarkLapQuery { BenchmarkLapQuery() }

    public var displayRepresentation: DisplayRepresentation {
        if id == LapCandidate.finalID {
            return DisplayRepresentation(title: "Final lap", synonyms: ["last lap"])
        }
        return "Lap \(number)"
    }

    init(_ candidate: LapCandidate) {
        id = candidate.id
        runID = candidate.runID
        number = candidate.number
        duration = candidate.duration
    }
}
