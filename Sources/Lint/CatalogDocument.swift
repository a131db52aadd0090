import Foundation
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

    /// Reads the catalog at `url`.
    public init(url: URL) throws(LocalizationError) {
        self.url = url
        self.catalog = try LocalizationCatalog(urls: [url])
    }

    /// The folder the file is in: the app (`Tasks`, `SoupChef`) or `Hark`.
    public var folder: String {
        url.deletingLastPathComponent().lastPathComponent
    }

    /// The name findings use: `phrases/<folder>/<file>`.
    public var name: String {
        "phrases/\(folder)/\(url.lastPathComponent)"
    }

    /// Whether the file holds App Shortcut phrases (`AppShortcuts.xcstrings`).
    public var holdsPhrases: Bool {
        url.deletingPathExtension().lastPathComponent == "AppShortcuts"
    }

    /// Whether this file belongs to the app named `appName` (its folder is the name without spaces).
    func belongs(to appName: String) -> Bool {
        folder == appName.replacingOccurrences(of: " ", with: "")
    }
}
