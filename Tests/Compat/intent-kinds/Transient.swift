// An entity that exists only while an intent runs: `@Property`s without titles and an `init()`.
import AppIntents

struct NoteSummary: TransientAppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Note Summary"

    @Property var noteCount: Int
    @Property(title: "Longest Note") var longest: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(noteCount) notes")
    }

    init() {}
}

struct SummarizeNotesIntent: AppIntent {
    static let title: LocalizedStringResource = "Summarize Notes"

    func perform() async throws -> some IntentResult & ReturnsValue<NoteSummary> {
        let summary = NoteSummary()
        summary.noteCount = NoteStore.shared.notes.count
        summary.longest = NoteStore.shared.notes.map(\.text).max { $0.count < $1.count } ?? ""
        return .result(value: summary)
    }
}
