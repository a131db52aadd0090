import Intents

struct NoteEntity: AppEntity, URLRepresentableEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
    static let defaultQuery = NoteQuery()
    static var urlRepresentation: URLRepresentation { "https://example.com/notes/\(.id)?text=\(\.$text)" }

    let id: String
    @Property var text: String

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: text) }

    init(_ note: Notebook.Note) {
        id = note.id
        text = note.text
    }
}

struct NoteQuery: EntityQuery {
    @Dependency private var notebook: Notebook

    func entities(for identifiers: [String]) async throws -> [NoteEntity] {
        identifiers.compactMap(notebook.note(id:)).map(NoteEntity.init)
    }
}

/// What a summary says, made while the intent runs and never looked up.
struct NoteSummary: TransientAppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Summary"

    @Property var noteCount: Int
    @Property(title: "First Note") var first: String

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(noteCount) notes") }

    init() {}
}
