/// One app as Hark knows it: its name, the names people also use for it, its intents and
/// App Shortcuts, and the services its intents depend on.
///
/// ```swift
/// let tasks = AppDefinition(name: "Tasks", shortcuts: TasksShortcuts.self,
///                           intents: [ListTasksIntent.self], dependencies: dependencies,
///                           changeToken: { store.changeToken })
/// ```
public struct AppDefinition: Sendable {
    public let name: String
    public let synonyms: [String]
    public let intents: [IntentDefinition]
    public let shortcuts: [ShortcutDefinition]
    public let shortcutTileColor: ShortcutTileColor
    public let negativePhrases: [String]
    public let dependencies: AppDependencyManager
    /// The provider's count of `updateAppShortcutParameters()` calls.
    public let parameterGeneration: @Sendable () -> Int
    /// A cheap token that changes whenever the app's stored data may have changed, by this
    /// process or another one (a store's SQLite data version, say); nil when the app has none.
    /// Entity vocabularies are reloaded when it changes.
    public let changeToken: (@Sendable () -> UInt64)?
    /// The folder of the app's String Catalogs, one file per table (`Localizable.xcstrings`,
    /// `AppShortcuts.xcstrings`, …): its resources are looked up there and nowhere else, so
    /// two apps may translate the same key differently. By default the app's name without
    /// spaces ("Soup Chef" → `SoupChef`).
    public let localizationDomain: String

    /// Registers an app. Every intent of its App Shortcuts is included; `intents` adds those
    /// that have no shortcut.
    public init<Provider: AppShortcutsProvider>(
        name: String,
        synonyms: [String] = [],
        shortcuts provider: Provider.Type,
        intents extra: [any AppIntent.Type] = [],
        dependencies: AppDependencyManager = .shared,
        changeToken: (@Sendable () -> UInt64)? = nil,
        localizationDomain: String? = nil
    ) {
        self.name = name
        self.localizationDomain = localizationDomain ?? name.filter { $0.isLetter || $0.isNumber }
        self.changeToken = changeToken
        parameterGeneration = { AppShortcutParameterGenerations.current(of: provider) }
        self.synonyms = synonyms
        self.dependencies = dependencies
        let shortcuts = provider.appShortcuts
        var seen = Set<ObjectIdentifier>()
        var types: [any AppIntent.Type] = []
        for type in shortcuts.map({ Swift.type(of: $0.intent) }) + extra
        where seen.insert(ObjectIdentifier(type)).inserted {
            types.append(type)
        }
        let intents = types.map { IntentDefinition($0, app: name) }
        self.intents = intents
        self.shortcuts = shortcuts.map { shortcut in
            ShortcutDefinition(
                intentID: IntentDefinition.identifier(of: Swift.type(of: shortcut.intent), app: name),
                phrases: shortcut.phrases, shortTitle: shortcut.shortTitle, systemImageName: shortcut.systemImageName,
                parameterPresentation: shortcut.parameterPresentation)
        }
        shortcutTileColor = provider.shortcutTileColor
        negativePhrases = provider.negativePhrases.map(\.template)
    }

    /// The intent with this identifier (`Tasks.AddTaskIntent`).
    public func intent(withID id: String) -> IntentDefinition? {
        intents.first { $0.id == id }
    }
}

/// One App Shortcut as registered: the intent it runs and its phrase templates.
public struct ShortcutDefinition: Sendable {
    public let intentID: String
    public let phrases: [String]
    public let shortTitle: LocalizedStringResource?
    public let systemImageName: String?
    public let parameterPresentation: ShortcutParameterPresentation?
}
