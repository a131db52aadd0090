import Foundation
import Intents
import Localization

/// Checks apps' phrases and every catalog's translations the way Apple's build-time metadata
/// processor would, and more; `hark lint` prints what it finds.
///
/// Each check lives in its own extension (`Linter+Phrases.swift`, …) and returns findings
/// that name file, key and language. Nothing is read or printed here: the caller passes the
/// catalogs, the registered apps and, for stale keys, the keys its source code uses.
///
/// ```swift
/// let linter = Linter(catalogs: documents, apps: apps, languages: Language.supported, sourceKeys: keys)
/// linter.findings().filter { $0.severity == .error }.isEmpty  // clean
/// ```
public struct Linter: Sendable {
    /// Apple's limit of App Shortcuts per app.
    public static let maximumShortcuts = 10

    /// A catalog comment containing this marks a phrase that may leave out the app's name.
    public static let noAppNameMarker = "[lint: no-app-name]"

    public var catalogs: [CatalogDocument]
    public var apps: [AppDefinition]
    /// The languages that ship: every key must be translated into each.
    public var languages: [Language]
    /// The keys the source code uses, as ``SourceStrings`` finds them; `nil` when the source is
    /// not at hand, and then only keys Xcode marked `stale` are reported as stale.
    public var sourceKeys: SourceStrings?

    public init(
        catalogs: [CatalogDocument], apps: [AppDefinition], languages: [Language] = Language.supported,
        sourceKeys: SourceStrings? = nil
    ) {
        self.catalogs = catalogs
        self.apps = apps
        self.languages = languages
        self.sourceKeys = sourceKeys
    }

    /// Every finding of every check, sorted by file, key and language.
    public func findings() -> [LintFinding] {
        (phraseFindings() + shortcutLimitFindings() + translationFindings() + staleKeyFindings()
            + overlapFindings() + sampleMatchFindings() + typographyFindings() + exampleFindings()
            + wordListFindings()).sorted()
    }

    /// The catalog of App Shortcut phrases of `app`, if one ships.
    func phraseCatalog(of app: AppDefinition) -> CatalogDocument? {
        catalogs.first { $0.holdsPhrases && $0.belongs(to: app) }
    }

    /// All catalogs merged, for the display names that vocabularies use.
    func mergedCatalog() -> LocalizationCatalog {
        (try? LocalizationCatalog(urls: catalogs.map(\.url))) ?? LocalizationCatalog()
    }

    /// The name findings use for the App Shortcuts catalog of `app`, shipped or not.
    func phraseFileName(of app: AppDefinition) -> String {
        if let shipped = phraseCatalog(of: app) { return shipped.name }
        // Beside the app's other tables, when it has some.
        if let sibling = catalogs.first(where: { $0.belongs(to: app) }) {
            let folder = (sibling.name as NSString).deletingLastPathComponent
            return folder.isEmpty ? "AppShortcuts.xcstrings" : "\(folder)/AppShortcuts.xcstrings"
        }
        return "phrases/\(app.localizationDomain)/AppShortcuts.xcstrings"
    }
}
