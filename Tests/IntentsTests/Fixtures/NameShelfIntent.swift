import Intents

/// Asks for the new name with `$name.requestValue()` when none was given.
struct NameShelfIntent: AppIntent {
    static let title: LocalizedStringResource = "Name Shelf"

    static var parameterSummary: some ParameterSummary {
        Summary("Name \(\.$shelf) \(\.$name)")
    }

    @Parameter(title: "Shelf")
    var shelf: ShelfEntity

    @Parameter(title: "Name", requestValueDialog: "What should the shelf be called?")
    var name: String?

    @Dependency private var library: Library

    func perform() async throws -> some IntentResult & ReturnsValue<String> & ProvidesDialog {
        let newName: String
        if let name {
            newName = name
        } else {
            newName = try await $name.requestValue()
        }
        library.rename(shelfID: shelf.id, to: newName)
        return .result(value: newName, dialog: "Renamed \(shelf.name) to \(newName).")
    }
}
