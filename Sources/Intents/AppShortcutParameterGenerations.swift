import Synchronization

/// How many times each App Shortcuts provider said its parameters changed, process-wide.
///
/// `updateAppShortcutParameters()` is a static call on Apple's platforms, made wherever an app
/// changes its data; here it bumps the provider's count, and a conversation that sees a count
/// other than the one it loaded its vocabularies at reloads them before it matches.
///
/// ```swift
/// let before = AppShortcutParameterGenerations.current(of: TasksShortcuts.self)
/// TasksShortcuts.updateAppShortcutParameters()
/// AppShortcutParameterGenerations.current(of: TasksShortcuts.self)  // before + 1
/// ```
public enum AppShortcutParameterGenerations {
    private static let counts = Mutex<[ObjectIdentifier: Int]>([:])

    /// The number of updates `provider` announced so far.
    public static func current(of provider: any AppShortcutsProvider.Type) -> Int {
        counts.withLock { $0[ObjectIdentifier(provider)] ?? 0 }
    }

    static func bump(_ provider: any AppShortcutsProvider.Type) {
        counts.withLock { $0[ObjectIdentifier(provider), default: 0] += 1 }
    }
}
