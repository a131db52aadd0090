/// An intent the system itself may start (Spotlight, the Action button, a widget).
public protocol SystemIntent: AppIntent {}

/// An intent that opens one item in the app — `target` — such as a task found in Spotlight.
///
/// In Hark the assistant is the app's interface, so "opening" is whatever `perform()` says;
/// `target` is an ordinary parameter that people can name in a phrase (`Open ${target}`).
///
/// ```swift
/// struct OpenTaskIntent: OpenIntent {
///     static let title: LocalizedStringResource = "Open Task"
///     @Parameter(title: "Task") var target: TaskEntity
///     func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "\(target.title)") }
/// }
/// ```
public protocol OpenIntent: SystemIntent {
    associatedtype Value: _IntentValue
    var target: Value { get set }
}
