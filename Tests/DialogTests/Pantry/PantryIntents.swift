import Foundation
import Intents
import UniformTypeIdentifiers

struct UseItemIntent: AppIntent {
    static let title: LocalizedStringResource = "Use Item"
    @Parameter(title: "Item") var item: PantryItemEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Used \(item.name).")
    }
}

/// Asks with the app's own words before throwing an item out.
struct ThrowOutIntent: AppIntent {
    static let title: LocalizedStringResource = "Throw Out"
    @Parameter(title: "Item") var item: PantryItemEntity
    @Dependency private var pantry: Pantry

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await requestConfirmation(
            actionName: .custom(
                acceptLabel: "Throw out", acceptAlternatives: ["Bin it"], denyLabel: "Keep",
                denyAlternatives: ["Leave it"], destructive: true),
            dialog: "Throw out \(item.name)?")
        pantry.remove(id: item.id)
        return .result(dialog: "Threw out \(item.name).")
    }
}

/// Orders more; asks with the built-in "order" action only when the sentence was not sure.
struct RestockIntent: AppIntent {
    static let title: LocalizedStringResource = "Restock"
    @Parameter(title: "Item") var item: PantryItemEntity
    @Dependency private var pantry: Pantry

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await requestConfirmation(
            conditions: .lowConfidenceSource, actionName: .order, dialog: "Order more \(item.name)?")
        pantry.add(1, to: item.id)
        return .result(dialog: "Ordered more \(item.name).")
    }
}

/// Takes a receipt file, of text or PDF.
struct AttachReceiptIntent: AppIntent {
    static let title: LocalizedStringResource = "Attach Receipt"
    @Parameter(title: "Receipt", supportedContentTypes: [.plainText, .pdf]) var receipt: IntentFile
    @Dependency private var pantry: Pantry

    func perform() async throws -> some IntentResult & ProvidesDialog {
        pantry.attach(receipt.filename)
        return .result(dialog: "Attached \(receipt.filename) (\(receipt.data.count) bytes).")
    }
}

/// Needs the location, which the app never has here: Apple's predefined error.
struct NearestShopIntent: AppIntent {
    static let title: LocalizedStringResource = "Nearest Shop"

    let locationAllowed = false

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard locationAllowed else { throw AppIntentError.PermissionRequired.location }
        return .result(dialog: "The nearest shop is round the corner.")
    }
}

/// Says where a shelf is, with text localized inside `perform()`.
struct ShelfIntent: AppIntent {
    static let title: LocalizedStringResource = "Shelf"
    @Parameter(title: "Shelf") var shelf: Shelf

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let place = String(localized: "\(shelf) is by the door.")
        let labels = String(localized: "Labels are on the left.", table: "Shelves")
        return .result(dialog: "\(place) \(labels)")
    }
}

/// Stores an item; the Cellar says the same key its own way.
struct StoreItemIntent: AppIntent {
    static let title: LocalizedStringResource = "Store Item"
    @Parameter(title: "Item") var item: PantryItemEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Stored \(item.name).")
    }
}

struct PantryShortcuts: AppShortcutsProvider {
    static let negativePhrases: [NegativeAppShortcutPhrase] = [
        "Throw a party in \(.applicationName)", "Order a pizza from \(.applicationName)",
    ]

    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: UseItemIntent(), phrases: ["Use \(\.$item) from \(.applicationName)"], systemImageName: "fork.knife")
        AppShortcut(intent: ThrowOutIntent(), phrases: ["Throw out \(\.$item) from \(.applicationName)"], systemImageName: "trash")
        AppShortcut(intent: RestockIntent(), phrases: ["Restock \(\.$item) in \(.applicationName)"], systemImageName: "cart")
        AppShortcut(intent: AttachReceiptIntent(), phrases: ["Attach a receipt in \(.applicationName)"], systemImageName: "doc")
        AppShortcut(intent: NearestShopIntent(), phrases: ["Find the nearest shop with \(.applicationName)"], systemImageName: "map")
        AppShortcut(intent: StoreItemIntent(), phrases: ["Store \(\.$item) in \(.applicationName)"], systemImageName: "archivebox")
        AppShortcut(intent: ShelfIntent(), phrases: ["Where is the \(\.$shelf) in \(.applicationName)"], systemImageName: "square.stack")
    }
}
