/// Starts a workout of a style people choose (watchOS 10). Hark runs it as any intent; the
/// suggested workouts are kept for metadata.
public protocol StartWorkoutIntent: AppIntent {
    associatedtype WorkoutStyle: AppEnum
    var workoutStyle: WorkoutStyle { get }
    static var suggestedWorkouts: [Self] { get }
    var displayRepresentation: DisplayRepresentation { get }
}

extension StartWorkoutIntent {
    public static var suggestedWorkouts: [Self] { [] }
}

/// Pauses the workout in progress.
public protocol PauseWorkoutIntent: AppIntent {}

/// Resumes the paused workout.
public protocol ResumeWorkoutIntent: AppIntent {}
