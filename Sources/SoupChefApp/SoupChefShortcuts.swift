import Intents

/// The phrases people say to Soup Chef.
public struct SoupChefShortcuts: AppShortcutsProvider {
    public static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: OrderSoupIntent(),
            phrases: [
                "Order \(\.$soup) from \(.applicationName)",
                "Order \(\.$quantity) \(\.$soup) from \(.applicationName)",
                "Order soup from \(.applicationName)",
            ],
            shortTitle: "Order Soup",
            systemImageName: "takeoutbag.and.cup.and.straw")
        AppShortcut(
            intent: ListOrdersIntent(),
            phrases: [
                "What did I order from \(.applicationName)",
                "What did I order today from \(.applicationName)",
            ],
            shortTitle: "List Orders",
            systemImageName: "list.bullet.rectangle")
    }

    public static var shortcutTileColor: ShortcutTileColor { .red }
}
