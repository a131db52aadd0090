import Intents

/// The test app's App Shortcuts: one in the iOS 17 form, one in the iOS 16 form.
struct LibraryShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: BorrowBookIntent(),
            phrases: ["Borrow \(\.$book) from \(.applicationName)", "Get a book from \(.applicationName)"],
            shortTitle: "Borrow Book",
            systemImageName: "book")
        AppShortcut(
            intent: ReturnBookIntent(),
            phrases: ["Return \(\.$book) to \(.applicationName)"],
            systemImageName: "arrow.uturn.left")
    }

    static let shortcutTileColor: ShortcutTileColor = .teal
    static let negativePhrases: [NegativeAppShortcutPhrase] = ["Buy a book in \(.applicationName)"]
}
