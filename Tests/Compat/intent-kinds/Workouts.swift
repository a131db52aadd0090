// The workout system intents, with a style enum and suggested workouts.
import AppIntents

enum WalkStyle: String, AppEnum {
    case stroll, brisk

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Walk"
    static let caseDisplayRepresentations: [WalkStyle: DisplayRepresentation] = [
        .stroll: "Stroll",
        .brisk: DisplayRepresentation(title: "Brisk Walk", subtitle: "Keep the pace up"),
    ]
}

struct StartWalkIntent: StartWorkoutIntent {
    static let title: LocalizedStringResource = "Start Walk"

    @Parameter(title: "Walk")
    var workoutStyle: WalkStyle

    static var suggestedWorkouts: [StartWalkIntent] {
        [StartWalkIntent(style: .stroll), StartWalkIntent(style: .brisk)]
    }

    var displayRepresentation: DisplayRepresentation {
        WalkStyle.caseDisplayRepresentations[workoutStyle] ?? "Walk"
    }

    init() {}

    init(style: WalkStyle) {
        workoutStyle = style
    }

    func perform() async throws -> some IntentResult { .result() }
}

struct PauseWalkIntent: PauseWorkoutIntent {
    static let title: LocalizedStringResource = "Pause Walk"
    func perform() async throws -> some IntentResult { .result() }
}

struct ResumeWalkIntent: ResumeWorkoutIntent {
    static let title: LocalizedStringResource = "Resume Walk"
    func perform() async throws -> some IntentResult { .result() }
}
