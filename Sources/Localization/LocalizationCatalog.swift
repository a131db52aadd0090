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
    ///
    /// A catalog read for a few languages (``init(urls:languages:)``) keeps each entry
    /// unread until its key is asked for: a turn shows a handful of the catalog's strings.
    struct Record: Sendable {
        var sourceLanguage: String
        private var stored: Stored

        private enum Stored: Sendable {
            case read(StringCatalogFile.Entry)
            case unread(StringCatalogFile.UnreadEntry)
        }

        init(sourceLanguage: String, entry: StringCatalogFile.Entry) {
            self.sourceLanguage = sourceLanguage
            stored = .read(entry)
        }

        init(sourceLanguage: String, unread: StringCatalogFile.UnreadEntry) {
            self.sourceLanguage = sourceLanguage
            stored = .unread(unread)
        }

        /// The entry, read from the catalog's bytes if it was not yet (each time: take
        /// ``read`` once before asking it several things).
        var entry: StringCatalogFile.Entry {
            get {
                switch stored {
                case .read(let entry): entry
                case .unread(let unread): unread.read()
                }
            }
            set { stored = .read(newValue) }
        }

        /// This record with its entry read.
        var read: Record {
            guard case .unread = stored else { return self }
            return Record(sourceLanguage: sourceLanguage, entry: entry)
        }
    }

    var records: [String: Record] = [:]

    /// The record of `key`, its entry read.
    func record(forKey key: String) -> Record? {
        records[key]?.read
    }

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
    ///
    /// Each entry is read when its key is first asked for; the files are only walked through
    /// here (and decoded whole when that walk fails, so a broken file is still named). With
    /// `indexCache`, where each file's entries lie is kept between runs and not walked again.
    public init(urls: [URL], languages: [String], indexCache: CatalogIndexCache? = nil) throws(LocalizationError) {
        for url in urls {
            try add(contentsOf: url, languages: Set(languages), indexCache: indexCache)
        }
    }

    /// Reads the String Catalog at `url`, keeping `languages` (and its source language), and
    /// merges it into this one; its entries are read when their keys are asked for.
    ///
    /// - Throws: ``LocalizationError`` naming the file and, where possible, the key.
    mutating func add(
        contentsOf url: URL, languages: Set<String>, indexCache: CatalogIndexCache? = nil
    ) throws(LocalizationError) {
        switch try StringCatalogFile.index(from: url, languages: languages, cache: indexCache) {
        case .index(let index): merge(index)
        case .file(let file): merge(file)
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

    /// Merges a catalog whose entries are still unread.
    mutating func merge(_ index: StringCatalogFile.Index) {
        for (key, unread) in index.entries {
            if records[key] == nil {
                records[key] = Record(sourceLanguage: index.sourceLanguage, unread: unread)
            } else {
                merge(key: key, sourceLanguage: index.sourceLanguage, entry: unread.read())
            }
        }
    }

    /// Merges an already decoded catalog.
    mutating func merge(_ file: StringCatalogFile) {
        for (key, entry) in file.strings {
            merge(key: key, sourceLanguage: file.sourceLanguage, entry: entry)
        }
    }

    /// Merges one key's entry from a catalog whose source language is `sourceLanguage`.
    private mutating func merge(key: String, sourceLanguage: String, entry: StringCatalogFile.Entry) {
        guard var record = records[key]?.read else {
            records[key] = Record(sourceLanguage: sourceLanguage, entry: entry)
            return
        }
        record.sourceLanguage = sourceLanguage
        record.entry.comment = entry.comment ?? record.entry.comment
        record.entry.extractionState = entry.extractionState ?? record.entry.extractionState
        record.entry.shouldTranslate = entry.shouldTranslate ?? record.entry.shouldTranslate
        if let localizations = entry.localizations {
            record.entry.localizations = (record.entry.localizations ?? [:])
                .merging(localizations) { _, later in later }
        }
        records[key] = record
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
        guard let record = record(forKey: key) else { return false }
        return record.entry.shouldTranslate ?? true
    }

    /// The developer's comment for `key`, if the catalog has one.
    public func comment(forKey key: String) -> String? {
        record(forKey: key)?.entry.comment
    }
}
