import Foundation

/// One app's String Catalogs, one per table: `Localizable.xcstrings` is the table `Localizable`,
/// `AppShortcuts.xcstrings` the phrases, and any other file a table a resource may name
/// (`LocalizedStringResource("Trail", table: "AppIntents")`).
///
/// Each app keeps its own: two apps may translate the same key differently.
///
/// ```swift
/// let tables = try LocalizationTables(domain: "Tasks", urls: catalogURLs, languages: ["fr"])
/// tables["Localizable"]?.string(forKey: "Added “%@”.", language: "fr", arguments: [.string("Lait")])
/// ```
public struct LocalizationTables: Sendable {
    /// The app's catalog folder name (`Tasks`, `SoupChef`), as ``AppDefinition`` names it.
    public let domain: String
    private var tables: [String: LocalizationCatalog]

    /// Reads each catalog at `urls` as the table named by its file name; `languages` limits
    /// what is read to those translations (and the source language's), each entry read when
    /// its key is first asked for; nil reads them all now.
    public init(
        domain: String, urls: [URL], languages: [String]? = nil, indexCache: CatalogIndexCache? = nil
    ) throws(LocalizationError) {
        self.domain = domain
        var tables: [String: LocalizationCatalog] = [:]
        for url in urls {
            let name = url.deletingPathExtension().lastPathComponent
            var table = tables[name] ?? LocalizationCatalog()
            if let languages {
                try table.add(contentsOf: url, languages: Set(languages), indexCache: indexCache)
            } else {
                try table.add(contentsOf: url)
            }
            tables[name] = table
        }
        self.tables = tables
    }

    /// The table with this name (`Localizable` when a resource names none); nil when the app has none.
    public subscript(table: String) -> LocalizationCatalog? {
        tables[table]
    }

    /// The names of the app's tables, sorted.
    public var tableNames: [String] { tables.keys.sorted() }

    /// Shows every table in the pseudo-locale the way `pseudoLocalization` says.
    public mutating func setPseudoLocalization(_ pseudoLocalization: PseudoLocalization) {
        for name in tables.keys { tables[name]?.pseudoLocalization = pseudoLocalization }
    }
}
