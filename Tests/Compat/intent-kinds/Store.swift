// Stand-in domain types for the intent kinds.
import Foundation

struct Note: Sendable { let id: String; let text: String }

final class NoteStore: @unchecked Sendable {
    static let shared = NoteStore()
    var notes: [Note] = [Note(id: "n1", text: "Buy bread")]
    func note(id: String) -> Note? { notes.first { $0.id == id } }
    func remove(id: String) { notes.removeAll { $0.id == id } }
    func restore(_ note: Note) { notes.append(note) }
}

final class Session: @unchecked Sendable {
    static let shared = Session()
    var signedIn = false
}
