import Foundation
import Intents

/// A booking with a date and a duration, for answers read by type ("tomorrow at 5 pm",
/// "ten minutes").
public struct BookTimeIntent: AppIntent {
    public static let title: LocalizedStringResource = "Book Time"
    @Parameter(title: "Time", requestValueDialog: "When?") var when: Date
    @Parameter(title: "Length", requestValueDialog: "For how long?") var length: Duration
    public init() {}
    public func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Booked \(when) for \(length).")
    }
}

/// A label with no dialog of its own: the prompt is built from the parameter's title.
public struct MakeLabelIntent: AppIntent {
    public static let title: LocalizedStringResource = "Make Label"
    @Parameter(title: "Label") var label: String
    public init() {}
    public func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Labelled “\(label)”.")
    }
}

struct PlannerShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: BookTimeIntent(), phrases: ["Book time in \(.applicationName)"], shortTitle: "Book Time",
            systemImageName: "calendar")
        AppShortcut(
            intent: MakeLabelIntent(), phrases: ["Make a label in \(.applicationName)"], shortTitle: "Make Label",
            systemImageName: "tag")
    }
}
