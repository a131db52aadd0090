/// A phrase people can say with no setup, naming the app: "Complete ${task} in ${applicationName}".
public struct AppShortcut: Sendable {
    public let intent: any AppIntent
    /// Phrases as templates with `${applicationName}` and `${param}` placeholders, as Xcode
    /// writes them in `AppShortcuts.xcstrings`.
    public let phrases: [String]
    public let shortTitle: LocalizedStringResource?
    public let systemImageName: String?
    /// The parameter an App Shortcut is offered for, value by value, in Shortcuts (iOS 17).
    public let parameterPresentation: ShortcutParameterPresentation?

    // The phrases are read with closures, not key paths: a key path made inside a generic
    // function is instantiated at run time, which checks `Intent: AppIntent` by scanning every
    // protocol conformance in the executable, once per intent type, at every start.

    /// The iOS 17 form, with a title and symbol for Shortcuts and Spotlight.
    public init<Intent: AppIntent>(
        intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource,
        systemImageName: String
    ) {
        self.intent = intent
        self.phrases = phrases.map { $0.template }
        self.shortTitle = shortTitle
        self.systemImageName = systemImageName
        self.parameterPresentation = nil
    }

    /// The iOS 17 form for one shortcut per value of a parameter ("Get Mount Tam conditions").
    /// Hark's phrases already take any value of the parameter; the presentation is kept for
    /// metadata.
    public init<Intent: AppIntent, Value: _IntentValue>(
        intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource,
        systemImageName: String, parameterPresentation: AppShortcutParameterPresentation<Intent, Value>
    ) {
        self.intent = intent
        self.phrases = phrases.map { $0.template }
        self.shortTitle = shortTitle
        self.systemImageName = systemImageName
        self.parameterPresentation = parameterPresentation.erased
    }

    /// The iOS 16 form.
    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>], systemImageName: String? = nil)
    {
        self.intent = intent
        self.phrases = phrases.map { $0.template }
        self.shortTitle = nil
        self.systemImageName = systemImageName
        self.parameterPresentation = nil
    }
}

/// One App Shortcut phrase: literal text with `\(.applicationName)` and `\(\.$param)`.
public struct AppShortcutPhrase<Intent: AppIntent>: ExpressibleByStringInterpolation, Sendable {
    public let template: String

    public init(stringLiteral value: String) { template = value }
    public init(stringInterpolation: StringInterpolation) { template = stringInterpolation.template }

    public struct StringInterpolation: StringInterpolationProtocol {
        var template = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { template += literal }
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) { template += "${\(token.rawValue)}" }
        public mutating func appendInterpolation<Value>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>) {
            template += "${\(IntentReflection.parameterName(keyPath))}"
        }
    }
}

/// The special placeholders of a phrase.
public enum AppShortcutPhraseToken: String, Sendable {
    case applicationName
}

/// A phrase that must NOT run any of the app's shortcuts.
public struct NegativeAppShortcutPhrase: Sendable, ExpressibleByStringInterpolation {
    public let template: String
    public init(stringLiteral value: String) { template = value }
    public init(stringInterpolation: AppShortcutPhrase<NoIntent>.StringInterpolation) {
        template = stringInterpolation.template
    }
}

/// A placeholder intent type for phrases that belong to no intent.
public struct NoIntent: AppIntent {
    public static var title: LocalizedStringResource { "" }
    public init() {}
    public func perform() async throws -> some IntentResult { .result() }
}

/// How an App Shortcut is offered for the values of one parameter: its summary, and the
/// collections of options Shortcuts lists.
///
/// ```swift
/// parameterPresentation: ParameterPresentation(
///     for: \.$trail, summary: Summary("Get \(\.$trail) conditions"),
///     optionsCollections: { OptionsCollection(TrailQuery(), title: "Favorite Trails", systemImageName: "star") })
/// ```
public struct AppShortcutParameterPresentation<Intent: AppIntent, Value: _IntentValue>: Sendable {
    let erased: ShortcutParameterPresentation

    public init(
        for keyPath: KeyPath<Intent, IntentParameter<Value>>, summary: Summary<Intent>,
        @AppShortcutOptionsCollectionBuilder optionsCollections: () -> [AppShortcutOptionsCollectionSpecification] = {
            []
        }
    ) {
        erased = ShortcutParameterPresentation(
            parameter: IntentReflection.parameterName(keyPath), summary: summary.template,
            collectionTitles: optionsCollections().map(\.title))
    }
}

/// An App Shortcut's parameter presentation without its types, as metadata shows it.
public struct ShortcutParameterPresentation: Sendable {
    public let parameter: String
    /// The summary, with `${name}` where the parameter goes.
    public let summary: String
    public let collectionTitles: [LocalizedStringResource]
}

/// One titled collection of options for a parameter presentation.
public struct AppShortcutOptionsCollection<Provider: Sendable>: Sendable {
    let specification: AppShortcutOptionsCollectionSpecification

    /// Options from a dynamic options provider.
    public init(_ provider: Provider, title: LocalizedStringResource, systemImageName: String? = nil)
    where Provider: DynamicOptionsProvider {
        specification = AppShortcutOptionsCollectionSpecification(title: title, systemImageName: systemImageName)
    }

    /// Options from an entity query's suggestions.
    public init(_ provider: Provider, title: LocalizedStringResource, systemImageName: String? = nil)
    where Provider: EntityQuery {
        specification = AppShortcutOptionsCollectionSpecification(title: title, systemImageName: systemImageName)
    }
}

/// A collection of options, without its provider's type.
public struct AppShortcutOptionsCollectionSpecification: Sendable {
    public let title: LocalizedStringResource
    public let systemImageName: String?
}

/// Collects the options collections of a parameter presentation.
@resultBuilder
public enum AppShortcutOptionsCollectionBuilder {
    public static func buildExpression<Provider>(_ collection: AppShortcutOptionsCollection<Provider>)
        -> [AppShortcutOptionsCollectionSpecification]
    { [collection.specification] }
    public static func buildBlock(_ parts: [AppShortcutOptionsCollectionSpecification]...)
        -> [AppShortcutOptionsCollectionSpecification]
    { parts.flatMap { $0 } }
}

extension AppShortcutsProvider {
    /// `ParameterPresentation(for:summary:optionsCollections:)`, as providers spell it.
    public typealias ParameterPresentation<Intent: AppIntent, Value: _IntentValue> = AppShortcutParameterPresentation<
        Intent, Value
    >
    /// `OptionsCollection(_:title:systemImageName:)`, as providers spell it.
    public typealias OptionsCollection<Provider: Sendable> = AppShortcutOptionsCollection<Provider>
}

/// The colour of an app's tile in Shortcuts; kept for metadata.
public enum ShortcutTileColor: String, Sendable {
    case red, orange, yellow, lime, green, teal, lightBlue, blue, navy, purple, lightPurple, pink, gray, grayBlue,
        grayGreen, grayBrown
}

/// Declares an app's App Shortcuts.
public protocol AppShortcutsProvider {
    @AppShortcutsBuilder
    static var appShortcuts: [AppShortcut] { get }
    static var shortcutTileColor: ShortcutTileColor { get }
    static var negativePhrases: [NegativeAppShortcutPhrase] { get }
}

extension AppShortcutsProvider {
    public static var shortcutTileColor: ShortcutTileColor { .blue }
    public static var negativePhrases: [NegativeAppShortcutPhrase] { [] }

    /// Tells Hark that the values people may say in phrases changed (new task titles, say),
    /// so the matcher's vocabularies are refreshed before the next sentence is matched.
    ///
    /// Works from anywhere, as on Apple's platforms: inside `perform()`, in a domain service,
    /// or at launch. It bumps the provider's ``AppShortcutParameterGenerations`` count, which
    /// every conversation reads before it matches.
    public static func updateAppShortcutParameters() {
        AppShortcutParameterGenerations.bump(Self.self)
        IntentRuntime.parameterUpdates?()
    }
}

/// Collects the `AppShortcut`s of `appShortcuts`.
@resultBuilder
public enum AppShortcutsBuilder {
    public static func buildExpression(_ shortcut: AppShortcut) -> [AppShortcut] { [shortcut] }
    public static func buildExpression(_ shortcuts: [AppShortcut]) -> [AppShortcut] { shortcuts }
    public static func buildBlock(_ parts: [AppShortcut]...) -> [AppShortcut] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [AppShortcut]?) -> [AppShortcut] { part ?? [] }
    public static func buildEither(first: [AppShortcut]) -> [AppShortcut] { first }
    public static func buildEither(second: [AppShortcut]) -> [AppShortcut] { second }
    public static func buildArray(_ parts: [[AppShortcut]]) -> [AppShortcut] { parts.flatMap { $0 } }
}
