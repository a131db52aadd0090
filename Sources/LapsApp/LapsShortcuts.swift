import Intents

/// The phrases people say to Laps.
public struct LapsShortcuts: AppShortcutsProvider {
    public static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: StartRunIntent(),
            phrases: [
                "Start a run in \(.applicationName)",
                "Start running in \(.applicationName)",
            ],
            shortTitle: "Start Run",
            systemImageName: "figure.run")
        AppShortcut(
            intent: LapIntent(),
            phrases: [
                "Record a lap in \(.applicationName)",
                "Lap in \(.applicationName)",
            ],
            shortTitle: "Record Lap",
            systemImageName: "stopwatch")
        AppShortcut(
            intent: StopRunIntent(),
            phrases: [
                "Stop the run in \(.applicationName)",
                "Stop and \(\.$resolution) the run in \(.applicationName)",
            ],
            shortTitle: "Stop Run",
            systemImageName: "stop.circle")
    }

    public static var shortcutTileColor: ShortcutTileColor { .orange }
}
