// Intents that configure a widget (iOS 17), with an array sized per widget family, and a
// Control Center control (iOS 18).
import AppIntents

struct PinnedNotesConfiguration: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Pinned Notes"

    @Parameter(title: "Notes", size: [.systemSmall: 2, .systemMedium: 4, .systemLarge: 8, .accessoryInline: 1])
    var notes: [NoteEntity]?

    @Parameter(title: "Show Dates", default: true)
    var showDates: Bool
}

struct QuickNoteControl: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Quick Note"

    @Parameter(title: "Note")
    var note: NoteEntity?

    func perform() async throws -> some IntentResult { .result() }
}
