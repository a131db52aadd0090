import AppIntents
import Foundation

/// Puts a bottle in the cellar.
public struct AddBottleIntent: AppIntent {
    public static let title: LocalizedStringResource = "Add Bottle"
    public static let description = IntentDescription("Puts a bottle in your cellar.")

    @Parameter(title: "Name", requestValueDialog: "Which wine is it?")
    var name: String

    @Parameter(title: "Colour", default: .red)
    var color: WineColor

    @Dependency private var store: BottleStore

    public init() {}

    public func perform() async throws -> some IntentResult & ProvidesDialog {
        let bottle = try store.add(name: name, color: color)
        CellarShortcuts.updateAppShortcutParameters()
        return .result(dialog: "Added “\(bottle.name)”, \(bottle.color).")
    }
}

/// Opens a bottle, after asking with the app's own words.
public struct OpenBottleIntent: AppIntent {
    public static let title: LocalizedStringResource = "Open Bottle"

    @Parameter(title: "Bottle", requestValueDialog: "Which bottle?")
    var bottle: BottleEntity

    @Dependency private var store: BottleStore

    public init() {}

    public func perform() async throws -> some IntentResult & ProvidesDialog {
        try await requestConfirmation(
            actionName: .custom(
                acceptLabel: "Open it", acceptAlternatives: ["Uncork it"], denyLabel: "Keep it",
                denyAlternatives: ["Save it"]),
            dialog: "Open “\(bottle.name)”?")
        guard let opened = try store.remove(id: bottle.id) else { throw $bottle.needsValueError() }
        CellarShortcuts.updateAppShortcutParameters()
        return .result(dialog: "Enjoy “\(opened.name)”.")
    }
}

/// Says what is in the cellar.
public struct ListBottlesIntent: AppIntent {
    public static let title: LocalizedStringResource = "List Bottles"

    @Dependency private var store: BottleStore

    public init() {}

    public func perform() async throws -> some IntentResult & ProvidesDialog {
        let names = try store.all().map(\.name)
        return .result(dialog: "You have \(names.count) bottles: \(names).")
    }
}

public struct CellarShortcuts: AppShortcutsProvider {
    public static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: AddBottleIntent(),
            phrases: [
                "Add \(\.$name) to \(.applicationName)",
                "Add \(\.$color) wine \(\.$name) to \(.applicationName)",
            ],
            shortTitle: "Add Bottle", systemImageName: "wineglass")
        AppShortcut(
            intent: OpenBottleIntent(),
            phrases: ["Open \(\.$bottle) from \(.applicationName)", "Open a bottle from \(.applicationName)"],
            shortTitle: "Open Bottle", systemImageName: "wineglass.fill")
        AppShortcut(
            intent: ListBottlesIntent(),
            phrases: ["What's in \(.applicationName)", "List my \(.applicationName)"],
            shortTitle: "List Bottles", systemImageName: "list.bullet")
    }
}
