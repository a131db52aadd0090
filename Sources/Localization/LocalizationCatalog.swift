import Foundation

/// Every localizable string Hark knows, merged from one or more String Catalogs.
///
/// A catalog answers a key in a language with text ready to show: it picks the
/// language's translation (falling back to the source language, then to the key
/// itself), chooses the plural variation for the numbers given, and fills in the
/// printf-style specifiers with numbers and lists formatted for the language.
///
/// ```swift
/// let catalog = try LocalizationCatalog(urls: [responses])
/// catalog.string(forKey: "You have %lld open tasks: %@.", language: "en",
///                arguments: [.int(0), .list([])])
/// // "You have no open tasks."
/// ```
public struct LocalizationCatalog: Sendable {
    /// One key as merged from the catalogs that define it.
    struct Record: Sendable {
        var sourceLanguage: String
        var entry: StringCatalogFile.Entry
    }

    var records: [String: Record] = [:]

    /// How text is shown in the `en-XA` pseudo-locale; set its kept words to the app names.
    public var pseudoLocalization = PseudoLocalization()

    /// An empty catalog: every key renders as itself.
    public init() {}

    /// Reads and merges the String Catalogs at `urls`, in order.
    ///
    /// - Throws: ``LocalizationError`` naming the first file that cannot be read.
    public init(urls: [URL]) throws(LocalizationError) {
        for url in urls {
            try add(contentsOf: url)
        }
    }

    /// Reads and merges the String Catalogs at `urls`, keeping only the translations of
    /// `languages` (and of each file's source language, the fallback): what an assistant
    /// that speaks one language needs, read in a fraction of the time.
    ///
    /// - Throws: ``LocalizationError`` naming the first file that cannot be read.
    public init(urls: [URL], languages: [String]) throws(LocalizationError) {
        for url in urls {
            let file = try StringCatalogFile.load(from: url, languages: Set(languages))
            merge(file)
        }
    }

    /// Reads the String Catalog at `url` and merges it into this one.
    ///
    /// When two catalogs define the same key, the later one's translations replace the
    /// earlier one's language by language, and its flags (`shouldTranslate`, comment)
    /// win where it sets them.
    ///
    /// - Throws: ``LocalizationError`` naming the file and, where possible, the key.
    public mutating func add(contentsOf url: URL) throws(LocalizationError) {
        merge(try StringCatalogFile.load(from: url))
    }

    /// Decodes String Catalog JSON read from `url` (named in errors) and merges it into this one.
    ///
    /// - Throws: ``LocalizationError`` naming `url` and, where possible, the key.
    public mutating func add(_ data: Data, from url: URL) throws(LocalizationError) {
        merge(try StringCatalogFile.decode(data, from: url))
    }

    /// Merges an already decoded catalog.
    mutating func merge(_ file: StringCatalogFile) {
        for (key, entry) in file.strings {
            guard var record = records[key] else {
                records[key] = Record(sourceLanguage: file.sourceLanguage, entry: entry)
                continue
            }
            record.sourceLanguage = file.sourceLanguage
            record.entry.comment = entry.comment ?? record.entry.comment
            record.entry.extractionState = entry.extractionState ?? record.entry.extractionState
            record.entry.shouldTranslate = entry.shouldTranslate ?? record.entry.shouldTranslate
            if let localizations = entry.localizations {
                record.entry.localizations = (record.entry.localizations ?? [:])
                    .merging(localizations) { _, later in later }
            }
            records[key] = record
        }
    }

    /// Every key, sorted.
    public var keys: [String] {
        records.keys.sorted()
    }

    /// Every language code that has a translation or is a source language, sorted.
    public var languages: [String] {
        var codes = Set<String>()
        for record in records.values {
            codes.insert(record.sourceLanguage)
            codes.formUnion(record.entry.localizations?.keys ?? [:].keys)
        }
        return codes.sorted()
    }

    /// Whether any catalog defines `key`.
    public func hasKey(_ key: String) -> Bool {
        records[key] != nil
    }

    /// Whether `key` is meant to be translated (`false` when the catalog marks it
    /// `shouldTranslate: false`, or does not know it).
    public func shouldTranslate(key: String) -> Bool {
        guard let record = records[key] else { return false }
        return record.entry.shouldTranslate ?? true
    }

    /// The developer's comment for `key`, if the catalog has one.
    public func comment(forKey key: String) -> String? {
        records[key]?.entry.comment
    }
}
