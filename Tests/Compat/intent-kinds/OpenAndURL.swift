// OpenIntent with its `target`, and universal links for an entity and an intent (iOS 18).
import AppIntents
import Foundation

struct NoteEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
    static let defaultQuery = NoteQuery()

    let id: String
    @Property(title: "Text") var text: String

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(text)") }

    init(_ note: Note) {
        id = note.id
        text = note.text
    }
}

struct NoteQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [NoteEntity] {
        identifiers.compactMap { NoteStore.shared.note(id: $0) }.map(NoteEntity.init)
    }
}

extension NoteEntity: URLRepresentableEntity {
    static var urlRepresentation: URLRepresentation {
        "https://example.com/notes/\(.id)"
    }
}

struct OpenNoteIntent: OpenIntent {
    static let title: LocalizedStringResource = "Open Note"

    @Parameter(title: "Note")
    var target: NoteEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "\(target.text)")
    }
}

struct ShowNoteOnWebIntent: OpenIntent, URLRepresentableIntent {
    static let title: LocalizedStringResource = "Show Note on the Web"
    static var urlRepresentation: URLRepresentation {
        "https://example.com/web/\(\.$target)"
    }

    @Parameter(title: "Note")
    var target: NoteEntity
}
