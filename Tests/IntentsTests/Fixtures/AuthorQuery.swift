import Foundation
import Intents

/// The string query: authors whose name contains the words said, ignoring case.
struct AuthorQuery: EntityStringQuery {
    @Dependency private var library: Library

    init() {}

    func entities(for identifiers: [String]) async throws -> [AuthorEntity] {
        library.authors.filter { identifiers.contains($0.id) }.map(AuthorEntity.init)
    }

    func entities(matching string: String) async throws -> [AuthorEntity] {
        library.authors.filter { $0.name.localizedCaseInsensitiveContains(string) }.map(AuthorEntity.init)
    }
}
