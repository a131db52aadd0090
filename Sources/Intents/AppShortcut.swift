/// A phrase people can say with no setup, naming the app: "Complete ${task} in ${applicationName}".
public struct AppShortcut: Sendable {
    public let intent: any AppIntent
    /// Phrases as templates with `${applicationName}` and `${param}` placeholders, as Xcode
    /// writes them in `AppShortcuts.xcstrings`.
    public let phrases: [String]
    public let shortTitle: LocalizedStringResource?
    public let systemImageName: String?

    /// The iOS 17 form, with a title and symbol for Shortcuts and Spotlight.
    public init<Intent: AppIntent>(
        intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource,
        systemImageName: String
    ) {
        self.intent = intent
        self.phrases = phrases.map(\.template)
        self.shortTitle = shortTitle
        self.systemImageName = systemImageName
    }

    /// The iOS 16 form.
    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>], systemImageName: String? = nil)
    {
        self.intent = intent
        self.phrases = phrases.map(\.template)
        self.shortTitle = nil
        self.systemImageName = systemImageName
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
