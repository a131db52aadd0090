import Foundation

/// The JSON of one String Catalog (`.xcstrings`), exactly as Xcode writes it.
///
/// Only the fields Hark uses are decoded; unknown fields are ignored, so catalogs
/// written by newer Xcode versions still load. Every field but `strings` is optional.
struct StringCatalogFile: Decodable, Sendable, Equatable {
    /// The language the keys are written in, usually `en`.
    var sourceLanguage: String
    /// Every string, by key.
    var strings: [String: Entry]
    /// The format version, `"1.0"` today.
    var version: String?

    /// One key's entry: its comment, flags and translations.
    struct Entry: Decodable, Sendable, Equatable {
        var comment: String?
        var extractionState: String?
        var shouldTranslate: Bool?
        var localizations: [String: Content]?
    }

    /// A translation, or one variation of it: a string unit, or variations to choose
    /// from, plus the substitutions its text refers to with `%#@name@`.
    struct Content: Decodable, Sendable, Equatable {
        var stringUnit: StringUnit?
        var variations: Variations?
        var substitutions: [String: Substitution]?
    }

    /// A piece of text and its translation state.
    struct StringUnit: Decodable, Sendable, Equatable {
        var state: String?
        var value: String?
    }

    /// Variations by plural category (`zero` … `other`) or by device (`iphone`, `mac`,
    /// `other`, …). Keys are kept as written; unknown ones are ignored when rendering.
    struct Variations: Decodable, Sendable, Equatable {
        var plural: [String: Content]?
        var device: [String: Content]?
    }

    /// A named piece of text inserted with `%#@name@`, varying with one argument, which
    /// its own text refers to as `%arg`.
    struct Substitution: Decodable, Sendable, Equatable {
        var argNum: Int?
        var formatSpecifier: String?
        var variations: Variations?
    }

    /// A catalog walked through but not decoded: its source language, and where each key's
    /// entry lies in the file's bytes.
    struct Index: Sendable {
        var sourceLanguage: String
        var entries: [String: UnreadEntry]
    }

    /// One key's entry, still as the catalog's JSON: read when the key is asked for.
    struct UnreadEntry: Sendable {
        /// The whole file's bytes, shared by every entry of the file.
        let bytes: [UInt8]
        /// Where the entry's JSON object lies in `bytes`.
        let range: Range<Int>
        /// The base languages whose translations are kept (with the file's source language).
        let languages: Set<String>

        /// The entry, with only the kept languages' translations. The walk that found it
        /// checked its JSON; content `JSONDecoder` takes but this reader does not is
        /// decoded by `JSONDecoder`, and an entry neither can read is an empty one (its key
        /// then shows as itself, as an unknown key does; `hark lint` names the file).
        func read() -> Entry {
            if let entry = StringCatalogReader.entry(in: bytes, at: range, languages: languages) { return entry }
            return (try? JSONDecoder().decode(Entry.self, from: Data(bytes[range]))) ?? Entry()
        }
    }

    /// What ``index(from:languages:)`` found: the catalog's index, or — when the quick walk
    /// could not read the file — the whole file decoded.
    enum Reading {
        case index(Index)
        case file(StringCatalogFile)
    }

    /// Walks through the catalog at `url` without decoding its entries, keeping `languages`
    /// (and the file's source language) for when they are read.
    ///
    /// - Throws: ``LocalizationError`` naming the file and, when the problem lies inside
    ///   one string's entry, its key.
    /// With `cache`, the entry ranges kept for this very file are used instead of walking it,
    /// and a walk's ranges are kept.
    static func index(
        from url: URL, languages: Set<String>, cache: CatalogIndexCache? = nil
    ) throws(LocalizationError) -> Reading {
        let data = try contents(of: url)
        let bytes = [UInt8](data)
        let path = cache != nil && url.isFileURL ? url.path : nil
        var found = path.flatMap { cache?.ranges(forCatalogAt: $0, bytes: bytes) }
        if found == nil, let walked = StringCatalogReader.entryRanges(bytes) {
            found = walked
            if let path {
                cache?.keep(
                    sourceLanguage: walked.sourceLanguage, ranges: walked.ranges, forCatalogAt: path, byteCount: bytes.count)
            }
        }
        if let (sourceLanguage, ranges) = found {
            return .index(
                StringCatalogReader.index(bytes, sourceLanguage: sourceLanguage, ranges: ranges, languages: languages))
        }
        return .file(try decode(data, from: url))
    }

    /// Reads and decodes the catalog at `url`.
    ///
    /// - Throws: ``LocalizationError`` naming the file and, when the problem lies inside
    ///   one string's entry, its key.
    static func load(from url: URL) throws(LocalizationError) -> StringCatalogFile {
        let data = try contents(of: url)
        if let file = StringCatalogReader.read(data, languages: nil) { return file }
        return try decode(data, from: url)
    }

    /// The bytes of the catalog at `url`, mapped rather than copied: they are copied once into
    /// the array the reader walks, and the assistant's own catalog is a third of a megabyte
    /// read at every start.
    private static func contents(of url: URL) throws(LocalizationError) -> Data {
        do {
            return try Data(contentsOf: url, options: .alwaysMapped)
        } catch {
            throw LocalizationError(file: url, reason: "cannot read the file (\(error.localizedDescription))")
        }
    }

    /// Decodes catalog JSON that was read from `url` (used in errors).
    static func decode(_ data: Data, from url: URL) throws(LocalizationError) -> StringCatalogFile {
        do {
            return try JSONDecoder().decode(StringCatalogFile.self, from: data)
        } catch let error as DecodingError {
            throw LocalizationError(decoding: error, in: url, data: data)
        } catch {
            throw LocalizationError(file: url, reason: "not a String Catalog (\(error.localizedDescription))")
        }
    }
}
