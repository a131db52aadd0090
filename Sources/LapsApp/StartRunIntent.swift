import Intents

/// Starts a run. A run that is already going is an expected conflict, said as such.
public struct StartRunIntent: AppIntent {
    public static let title: LocalizedStringResource = "Start Run"
    public static let description = IntentDescription("Starts timing a run.")

    @Dependency private var store: LapStore

    public init() {}

    public func perform() async throws -> some IntentResult & ProvidesDialog {
        switch try store.startRun() {
        case .started:
            return .result(dialog: "Started a run.")
        case .alreadyRunning:
            return .result(dialog: "A run is already going.")
        }
    }
}
