import Dialog
import Foundation
import Intents
import Localization
import Phrases

/// An app with a date and a duration parameter, for the rule that an answer is parsed by the
/// parameter's type.
struct ScheduleIntent: AppIntent {
    static let title: LocalizedStringResource = "Schedule"
    @Parameter(title: "Time", requestValueDialog: "When?") var when: Date
    @Parameter(title: "Length", requestValueDialog: "For how long?") var length: Duration
    init() {}
    func perform() async throws -> some IntentResult & ProvidesDialog {
        let start = when.formatted(.iso8601)
        return .result(dialog: "Booked \(start) for \(Int(length.components.seconds)) seconds.")
    }
}

struct ScheduleShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: ScheduleIntent(), phrases: ["Book time in \(.applicationName)"], systemImageName: "calendar")
    }
}

func scheduleConversation(language: Language, clock: ManualClock) async throws -> Conversation {
    let catalog = try LocalizationCatalog(urls: PhraseCatalogs.all())
    return try await Conversation(
        apps: [AppDefinition(name: "Planner", shortcuts: ScheduleShortcuts.self)],
        localizer: Localizer(language: language, catalog: catalog), clock: clock.appClock)
}

/// An intent whose parameter has no dialog of its own: the prompt is built from its title.
struct LabelIntent: AppIntent {
    static let title: LocalizedStringResource = "Label"
    @Parameter(title: "Label") var label: String
    init() {}
    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Labelled \(label).")
    }
}

struct LabelShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: LabelIntent(), phrases: ["Make a label in \(.applicationName)"], systemImageName: "tag")
    }
}

func labelConversation(language: Language) async throws -> Conversation {
    let catalog = try LocalizationCatalog(urls: PhraseCatalogs.all())
    return try await Conversation(
        apps: [AppDefinition(name: "Labeler", shortcuts: LabelShortcuts.self)],
        localizer: Localizer(language: language, catalog: catalog))
}
