import Intents

/// Records a lap of the running run and says how long it took, in the person's language.
public struct LapIntent: AppIntent {
    public static let title: LocalizedStringResource = "Record Lap"
    public static let description = IntentDescription("Records a lap and tells you its time.")

    @Dependency private var store: LapStore

    public init() {}

    public func perform() async throws -> some IntentResult & ProvidesDialog {
        switch try store.recordLap() {
        case .recorded(let lap):
            return .result(dialog: "Lap \(lap.number): \(lap.duration).")
        case .noRun:
            return .result(dialog: "There's no run going.")
        }
    }
}
