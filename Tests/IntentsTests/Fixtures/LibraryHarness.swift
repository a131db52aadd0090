import Intents
import TestSupport
import Testing

/// One test's world: its own library and perform log, registered in its own dependency
/// manager, and the Library app defined over them.
struct LibraryHarness {
    let library: Library
    let log = PerformLog()
    let dependencies = AppDependencyManager()
    let app: AppDefinition

    init(library: Library = .sample()) {
        self.library = library
        dependencies.add(dependency: library)
        dependencies.add(dependency: log)
        app = AppDefinition(
            name: "Library", synonyms: ["Books"], shortcuts: LibraryShortcuts.self,
            intents: [
                NameShelfIntent.self, ShelveBookIntent.self, DonateBookIntent.self, RenewLoanIntent.self,
                ReserveBookIntent.self, ShowCardIntent.self, BorrowBookIntent.self,
            ],
            dependencies: dependencies)
    }

    /// The registered definition of an intent type.
    func definition<Intent: AppIntent>(of type: Intent.Type) throws -> IntentDefinition {
        try #require(app.intent(withID: "Library.\(Intent.self)"))
    }

    /// A fresh invocation of an intent type, with the given parameters set.
    func invocation<Intent: AppIntent>(_ type: Intent.Type, _ values: [String: any Sendable] = [:]) throws
        -> IntentInvocation
    {
        let invocation = try definition(of: type).makeInvocation()
        for (name, value) in values {
            try invocation.setValue(value, for: name)
        }
        return invocation
    }

    /// Runs `perform()` with this harness's dependencies and a scripted conversation.
    func perform(_ invocation: IntentInvocation, answering conversation: ScriptedConversation = ScriptedConversation())
        async throws -> IntentResultContent
    {
        try await invocation.perform(conversation: conversation, dependencies: dependencies)
    }

    /// Runs `body` with this harness's dependencies, as the runner does around entity queries.
    func withDependencies<Result: Sendable>(_ body: () async throws -> Result) async rethrows -> Result {
        try await IntentRuntime.$context.withValue(IntentRuntime.Context(dependencies: dependencies), operation: body)
    }

    /// The sample book with this id.
    func book(_ id: String) throws -> BookEntity {
        BookEntity(try #require(library.books.first { $0.id == id }))
    }

    func shelf(_ id: String) throws -> ShelfEntity {
        ShelfEntity(try #require(library.shelves.first { $0.id == id }))
    }

    func author(_ id: String) throws -> AuthorEntity {
        AuthorEntity(try #require(library.authors.first { $0.id == id }))
    }
}
