import Foundation
import Intents
import Localization

/// One String Catalog file as lint sees it: where it is, which folder (app) it belongs to,
/// and its strings.
///
/// ```swift
/// let document = try CatalogDocument(url: tasksShortcutsURL)
/// document.name          // "phrases/Tasks/AppShortcuts.xcstrings"
/// document.holdsPhrases  // true
/// ```
public struct CatalogDocument: Sendable {
    /// The file.
    public let url: URL
    /// Its strings, read on their own (not merged with other files).
    public let catalog: LocalizationCatalog
    private let displayName: String?

    /// Reads the catalog at `url`; findings name it `name` (its path in the package), or
    /// `phrases/<folder>/<file>` without one.
    public init(url: URL, name: String? = nil) throws(LocalizationError) {
        self.url = url
        self.catalog = try LocalizationCatalog(urls: [url])
        displayName = name
    }

    /// The folder the file is in: the app (`Tasks`, `SoupChef`) or `Hark`.
    public var folder: String {
        url.deletingLastPathComponent().lastPathComponent
    }

    /// The name findings use: the file's path in its package, or `phrases/<folder>/<file>`.
    public var name: String {
        displayName ?? "phrases/\(folder)/\(url.lastPathComponent)"
    }

    /// Whether the file holds App Shortcut phrases (`AppShortcuts.xcstrings`).
    public var holdsPhrases: Bool {
        url.deletingPathExtension().lastPathComponent == "AppShortcuts"
    }

    /// Whether this file is one of `app`'s tables: its folder is the app's localization domain.
    func belongs(to app: AppDefinition) -> Bool {
        folder == app.localizationDomain
    }
}
