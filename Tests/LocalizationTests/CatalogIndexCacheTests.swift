import Foundation
import Testing

@testable import Localization

@Suite("Where a catalog's entries lie is kept between runs, and never trusted blindly")
struct CatalogIndexCacheTests {
    /// A new, empty cache folder of its own.
    static func newCache() -> CatalogIndexCache {
        CatalogIndexCache(
            directory: FileManager.default.temporaryDirectory
                .appendingPathComponent("hark-catalog-index-\(UUID().uuidString)", isDirectory: true))
    }

    static func catalogJSON(_ entries: [(key: String, french: String)]) -> String {
        let strings = entries.map { entry in
            """
            "\(entry.key)" : { "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "\(entry.key)" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "\(entry.french)" } } } }
            """
        }
        return #"{ "sourceLanguage" : "en", "strings" : { "# + strings.joined(separator: ",\n") + #" }, "version" : "1.0" }"#
    }

    static let first = catalogJSON([("Added.", "Ajoutée."), ("Cancelled.", "Annulé."), ("Done.", "Fait.")])

    static func keptIndexes(_ cache: CatalogIndexCache) -> [URL] {
        ((try? FileManager.default.contentsOfDirectory(at: cache.directory, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "index" }
    }

    @Test("a catalog read again through its kept index says the same in every language")
    func keptIndexReadsTheSame() throws {
        let url = try Fixtures.temporaryFile(containing: Self.first)
        let cache = Self.newCache()
        let walked = try LocalizationCatalog(urls: [url], languages: ["fr"], indexCache: cache)
        #expect(Self.keptIndexes(cache).count == 1)
        let kept = try LocalizationCatalog(urls: [url], languages: ["fr"], indexCache: cache)
        for key in ["Added.", "Cancelled.", "Done.", "Unknown."] {
            for language in ["en", "fr", "de"] {
                #expect(kept.string(forKey: key, language: language) == walked.string(forKey: key, language: language))
            }
        }
        #expect(kept.string(forKey: "Cancelled.", language: "fr") == "Annulé.")
        #expect(kept.keys == walked.keys)
    }

    @Test("a catalog edited after its index was kept is read as it is now")
    func editedCatalogIsReadAgain() throws {
        let url = try Fixtures.temporaryFile(containing: Self.first)
        let cache = Self.newCache()
        _ = try LocalizationCatalog(urls: [url], languages: ["fr"], indexCache: cache)
        // A new entry before the others moves every range; the same size would not hide it.
        let edited = Self.catalogJSON([("Added.", "Ajoutée !"), ("Begun.", "Commencé."), ("Done.", "Terminé.")])
        try Data(edited.utf8).write(to: url)
        let catalog = try LocalizationCatalog(urls: [url], languages: ["fr"], indexCache: cache)
        #expect(catalog.string(forKey: "Added.", language: "fr") == "Ajoutée !")
        #expect(catalog.string(forKey: "Begun.", language: "fr") == "Commencé.")
        #expect(catalog.string(forKey: "Done.", language: "fr") == "Terminé.")
        #expect(!catalog.hasKey("Cancelled."))
    }

    /// Ways a kept index can be damaged, each applied to the file's bytes.
    static let damages: [(name: String, damage: @Sendable ([UInt8]) -> [UInt8])] = [
        ("cut short", { Array($0.prefix($0.count / 2)) }),
        ("emptied", { _ in [] }),
        ("a range moved by one byte", { bytes in
            var changed = bytes
            changed[changed.count - 16] &+= 1  // the last entry's start
            return changed
        }),
        ("a range past the catalog's end", { bytes in
            var changed = bytes
            changed[changed.count - 2] = 0x7f  // the last entry's end, far beyond the file
            return changed
        }),
        ("bytes appended", { $0 + [1, 2, 3] }),
        ("another format version", { bytes in
            var changed = bytes
            changed[8] &+= 1
            return changed
        }),
    ]

    @Test("a damaged kept index is ignored and the catalog read as written", arguments: damages.map(\.name))
    func damagedIndexIsIgnored(damage name: String) throws {
        let damage = try #require(Self.damages.first { $0.name == name }).damage
        let url = try Fixtures.temporaryFile(containing: Self.first)
        let cache = Self.newCache()
        _ = try LocalizationCatalog(urls: [url], languages: ["fr"], indexCache: cache)
        let index = try #require(Self.keptIndexes(cache).first)
        try Data(damage([UInt8](try Data(contentsOf: index)))).write(to: index)
        let catalog = try LocalizationCatalog(urls: [url], languages: ["fr"], indexCache: cache)
        #expect(catalog.string(forKey: "Added.", language: "fr") == "Ajoutée.")
        #expect(catalog.string(forKey: "Cancelled.", language: "fr") == "Annulé.")
        #expect(catalog.string(forKey: "Done.", language: "fr") == "Fait.")
        #expect(catalog.keys == ["Added.", "Cancelled.", "Done."])
    }

    @Test("a cache folder that cannot be made is left alone")
    func unwritableFolder() throws {
        let url = try Fixtures.temporaryFile(containing: Self.first)
        // A file where the folder should be.
        let blocker = try Fixtures.temporaryFile(named: "not-a-folder", containing: "")
        let cache = CatalogIndexCache(directory: blocker.appendingPathComponent("catalogs", isDirectory: true))
        let catalog = try LocalizationCatalog(urls: [url], languages: ["fr"], indexCache: cache)
        #expect(catalog.string(forKey: "Done.", language: "fr") == "Fait.")
    }

    @Test("a file that is not a catalog is still named in the error, with a cache as without")
    func brokenCatalogIsNamed() throws {
        let url = try Fixtures.temporaryFile(containing: #"{ "sourceLanguage" : "en", "strings" : { "a" : [ } }"#)
        #expect(throws: LocalizationError.self) {
            try LocalizationCatalog(urls: [url], languages: ["fr"], indexCache: Self.newCache())
        }
    }
}
