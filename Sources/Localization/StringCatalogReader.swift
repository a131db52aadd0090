import Foundation

/// Reads a String Catalog's JSON straight into a ``StringCatalogFile``, keeping only the
/// languages asked for.
///
/// Hark answers in one language, but every catalog holds all of them: decoding a whole
/// catalog with `JSONDecoder` builds every language's strings, and its generic machinery
/// costs more at start-up than the rest of a turn. This reader walks the bytes once,
/// skips the translations of other languages without building them, and ignores fields it
/// does not know. It accepts standard JSON (RFC 8259); anything it cannot read is reported
/// as `nil`, and the caller decodes the file with `JSONDecoder` instead, which either
/// succeeds or names the problem precisely.
///
/// ```swift
/// let file = StringCatalogReader.read(data, languages: ["fr", "en"])
/// file?.strings["Cancelled."]?.localizations?.keys.sorted()  // ["fr"] (and "en" if present)
/// ```
struct StringCatalogReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    /// Language codes (lower-cased base languages, such as "fr") whose translations are kept;
    /// nil keeps all of them.
    private var languages: Set<String>?

    private struct Malformed: Error {}

    /// The catalog in `data`, with only the translations whose base language is in
    /// `languages` (nil: all); nil when the data is not JSON this reader can read.
    static func read(_ data: some Collection<UInt8>, languages: Set<String>?) -> StringCatalogFile? {
        let copy = Array(data)
        return copy.withUnsafeBufferPointer { buffer in
            var reader = StringCatalogReader(bytes: buffer, languages: languages.map { Set($0.map(baseLanguage)) })
            return try? reader.file()
        }
    }

    /// The source language of the catalog in `bytes` and the byte range of each key's entry;
    /// nil when the bytes are not JSON this reader can read.
    static func entryRanges(_ bytes: [UInt8]) -> (sourceLanguage: String, ranges: [String: Range<Int>])? {
        bytes.withUnsafeBufferPointer { buffer -> (String, [String: Range<Int>])? in
            var reader = StringCatalogReader(bytes: buffer, languages: nil)
            return try? reader.entryRanges()
        }
    }

    /// The index of the catalog in `bytes` whose entries lie at `ranges`, to be read later for
    /// `languages` (and the source language).
    static func index(
        _ bytes: [UInt8], sourceLanguage: String, ranges: [String: Range<Int>], languages: Set<String>
    ) -> StringCatalogFile.Index {
        let kept = Set(languages.map(baseLanguage)).union([baseLanguage(sourceLanguage)])
        return StringCatalogFile.Index(
            sourceLanguage: sourceLanguage,
            entries: ranges.mapValues { StringCatalogFile.UnreadEntry(bytes: bytes, range: $0, languages: kept) })
    }

    /// The entry whose JSON lies at `range` in `bytes`, with the translations of `languages`
    /// (base languages, lower-cased); nil when this reader cannot read it.
    static func entry(in bytes: [UInt8], at range: Range<Int>, languages: Set<String>) -> StringCatalogFile.Entry? {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = StringCatalogReader(bytes: UnsafeBufferPointer(rebasing: buffer[range]), languages: languages)
            guard let entry = try? reader.entry() else { return nil }
            reader.skipWhitespace()
            return reader.position == reader.bytes.count ? entry : nil
        }
    }

    /// Bytes per entry assumed when making room for a catalog's entries: a third or less of
    /// what an entry with a few translations takes (hark's own average 700 to 2,300), so the
    /// room is rarely outgrown; a catalog of smaller entries just grows its table as it goes.
    static let assumedEntryBytes = 256

    /// The base language of a code, lower-cased: "fr-CA" and "fr_ca" → "fr".
    static func baseLanguage(_ code: String) -> String {
        String(code.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "")
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, languages: Set<String>?) {
        self.bytes = bytes
        self.languages = languages
    }

    // MARK: - The catalog's shape

    private mutating func file() throws -> StringCatalogFile {
        var sourceLanguage: String?
        var strings: [String: StringCatalogFile.Entry]?
        var version: String?
        try object { reader, key in
            switch key {
            case "sourceLanguage":
                let code = try reader.string()
                sourceLanguage = code
                // The source language is every other language's fallback: always kept (Xcode
                // writes it before the strings).
                reader.languages?.insert(Self.baseLanguage(code))
            case "strings":
                var entries: [String: StringCatalogFile.Entry] = [:]
                try reader.object { reader, key in entries[key] = try reader.entry() }
                strings = entries
            case "version": version = try reader.string()
            default: try reader.skipValue()
            }
        }
        skipWhitespace()
        guard position == bytes.count, let sourceLanguage, let strings else { throw Malformed() }
        return StringCatalogFile(sourceLanguage: sourceLanguage, strings: strings, version: version)
    }

    /// The source language, and the byte range of each key's entry, found by its brackets and
    /// not decoded: the entry's JSON is checked when it is read.
    private mutating func entryRanges() throws -> (String, [String: Range<Int>]) {
        var sourceLanguage: String?
        var ranges: [String: Range<Int>]?
        try object { reader, key in
            switch key {
            case "sourceLanguage": sourceLanguage = try reader.string()
            case "strings":
                // Room for every entry at once: growing rehashes each key, and a key with a
                // character outside ASCII (“%@”) is hashed through its normalized form.
                var found: [String: Range<Int>] = [:]
                found.reserveCapacity(reader.bytes.count / Self.assumedEntryBytes)
                try reader.object { reader, key in
                    reader.skipWhitespace()
                    let start = reader.position
                    guard reader.position < reader.bytes.count, reader.bytes[reader.position] == UInt8(ascii: "{")
                    else { throw Malformed() }
                    try reader.skipBrackets()
                    found[key] = start..<reader.position
                }
                ranges = found
            default: try reader.skipValue()
            }
        }
        skipWhitespace()
        guard position == bytes.count, let sourceLanguage, let ranges else { throw Malformed() }
        return (sourceLanguage, ranges)
    }

    private mutating func entry() throws -> StringCatalogFile.Entry {
        var entry = StringCatalogFile.Entry()
        try object { reader, key in
            switch key {
            case "comment": entry.comment = try reader.string()
            case "extractionState": entry.extractionState = try reader.string()
            case "shouldTranslate": entry.shouldTranslate = try reader.bool()
            case "localizations":
                var localizations: [String: StringCatalogFile.Content] = [:]
                try reader.localizations { reader, language in localizations[language] = try reader.content() }
                entry.localizations = localizations
            default: try reader.skipValue()
            }
        }
        return entry
    }

    private mutating func content() throws -> StringCatalogFile.Content {
        var content = StringCatalogFile.Content()
        try object { reader, key in
            switch key {
            case "stringUnit":
                var unit = StringCatalogFile.StringUnit()
                try reader.object { reader, key in
                    switch key {
                    case "state": unit.state = try reader.string()
                    case "value": unit.value = try reader.string()
                    default: try reader.skipValue()
                    }
                }
                content.stringUnit = unit
            case "variations": content.variations = try reader.variations()
            case "substitutions":
                var substitutions: [String: StringCatalogFile.Substitution] = [:]
                try reader.object { reader, name in
                    var substitution = StringCatalogFile.Substitution()
                    try reader.object { reader, key in
                        switch key {
                        case "argNum": substitution.argNum = try reader.integer()
                        case "formatSpecifier": substitution.formatSpecifier = try reader.string()
                        case "variations": substitution.variations = try reader.variations()
                        default: try reader.skipValue()
                        }
                    }
                    substitutions[name] = substitution
                }
                content.substitutions = substitutions
            default: try reader.skipValue()
            }
        }
        return content
    }

    private mutating func variations() throws -> StringCatalogFile.Variations {
        var variations = StringCatalogFile.Variations()
        try object { reader, key in
            switch key {
            case "plural", "device":
                var cases: [String: StringCatalogFile.Content] = [:]
                try reader.object { reader, name in cases[name] = try reader.content() }
                if key == "plural" { variations.plural = cases } else { variations.device = cases }
            default: try reader.skipValue()
            }
        }
        return variations
    }

    /// Reads an entry's `localizations` object, calling `member` with each language kept; the
    /// others are skipped without making a string of their code (a catalog holds every
    /// language, and a process keeps one or two).
    private mutating func localizations(_ member: (inout StringCatalogReader, String) throws -> Void) throws {
        guard let languages else { return try object(member) }
        try expect(UInt8(ascii: "{"))
        if take(UInt8(ascii: "}")) { return }
        repeat {
            try expect(UInt8(ascii: "\""))
            let start = position
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\") { end += 1 }
            if end < bytes.count, bytes[end] == UInt8(ascii: "\""), !Self.contains(languages, bytes[start..<end]) {
                position = end + 1
                try expect(UInt8(ascii: ":"))
                try skipValue()
            } else {
                position = start - 1
                let language = try string()
                try expect(UInt8(ascii: ":"))
                if languages.contains(Self.baseLanguage(language)) {
                    try member(&self, language)
                } else {
                    try skipValue()
                }
            }
        } while take(UInt8(ascii: ","))
        try expect(UInt8(ascii: "}"))
    }

    /// Whether the base language of `code` (ASCII, up to its first "-" or "_", any case) is
    /// in `languages`.
    private static func contains(_ languages: Set<String>, _ code: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        var length = 0
        for byte in code {
            if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") { break }
            guard byte < 0x80 else { return true }  // not ASCII: decided on the whole string
            length += 1
        }
        let base = code.prefix(length).lazy.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 + 0x20 : $0 }
        return languages.contains { $0.utf8.elementsEqual(base) }
    }

    // MARK: - JSON

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    private mutating func expect(_ byte: UInt8) throws {
        skipWhitespace()
        guard position < bytes.count, bytes[position] == byte else { throw Malformed() }
        position += 1
    }

    /// Whether the next byte (after whitespace) is `byte`; consumes it if so.
    private mutating func take(_ byte: UInt8) -> Bool {
        skipWhitespace()
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    /// Reads an object, calling `member` with each key; `member` must read the value.
    private mutating func object(_ member: (inout StringCatalogReader, String) throws -> Void) throws {
        try expect(UInt8(ascii: "{"))
        if take(UInt8(ascii: "}")) { return }
        repeat {
            let key = try string()
            try expect(UInt8(ascii: ":"))
            try member(&self, key)
        } while take(UInt8(ascii: ","))
        try expect(UInt8(ascii: "}"))
    }

    private mutating func string() throws -> String {
        try expect(UInt8(ascii: "\""))
        let start = position
        // The common case: no escapes, one slice of UTF-8.
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
                position += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            guard byte >= 0x20 else { throw Malformed() }
            position += 1
        }
        var utf8 = Array(bytes[start..<position])
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard position < bytes.count else { throw Malformed() }
                let escaped = bytes[position]
                position += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escaped)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try hexQuad()
                    if (0xD800..<0xDC00).contains(scalar) {
                        // A surrogate pair: the low half must follow.
                        guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
                            bytes[position + 1] == UInt8(ascii: "u")
                        else { throw Malformed() }
                        position += 2
                        let low = try hexQuad()
                        guard (0xDC00..<0xE000).contains(low) else { throw Malformed() }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let unicode = Unicode.Scalar(scalar) else { throw Malformed() }
                    utf8 += Array(String(Character(unicode)).utf8)
                default:
                    throw Malformed()
                }
            default:
                guard byte >= 0x20 else { throw Malformed() }
                utf8.append(byte)
            }
        }
        throw Malformed()
    }

    private mutating func hexQuad() throws -> UInt32 {
        guard position + 4 <= bytes.count else { throw Malformed() }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            position += 1
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw Malformed()
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    private mutating func bool() throws -> Bool {
        skipWhitespace()
        if match("true") { return true }
        if match("false") { return false }
        throw Malformed()
    }

    private mutating func integer() throws -> Int {
        skipWhitespace()
        let start = position
        try skipNumber()
        guard let value = Int(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self))
        else { throw Malformed() }
        return value
    }

    private mutating func match(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        let expected = UnsafeBufferPointer(start: literal.utf8Start, count: count)
        for index in 0..<count where bytes[position + index] != expected[index] { return false }
        position += count
        return true
    }

    private mutating func skipNumber() throws {
        let start = position
        if position < bytes.count, bytes[position] == UInt8(ascii: "-") { position += 1 }
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"),
                UInt8(ascii: "+"), UInt8(ascii: "-"):
                position += 1
            default:
                guard position > start else { throw Malformed() }
                return
            }
        }
        guard position > start else { throw Malformed() }
    }

    /// Skips the rest of a string after its opening quote, without building it.
    private mutating func skipStringBody() throws {
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            if byte == UInt8(ascii: "\"") { return }
            if byte == UInt8(ascii: "\\") {
                position += 1  // the escaped character (a \u escape's digits are plain bytes)
            } else if byte < 0x20 {
                throw Malformed()
            }
        }
        throw Malformed()
    }

    /// Skips the object or array that starts at `position` by counting its brackets, jumping
    /// over each string to its closing quote with `memchr`: most of a catalog is text in
    /// languages nobody asked for, and this is the quickest way past it. The JSON in between
    /// is not checked.
    private mutating func skipBrackets() throws {
        guard let base = bytes.baseAddress else { throw Malformed() }
        let count = bytes.count
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
        var at = position  // a local, so that the loop keeps it in a register
        var depth = 0
        while at < count {
            let byte = base[at]
            at += 1
            if byte <= UInt8(ascii: " ") { continue }  // indentation: most of the bytes between strings
            if byte == quote {
                while true {
                    guard let found = memchr(base + at, Int32(quote), count - at) else { throw Malformed() }
                    let end = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base
                    var backslashes = 0
                    while end - backslashes > at, base[end - backslashes - 1] == backslash { backslashes += 1 }
                    at = end + 1
                    if backslashes % 2 == 0 { break }  // an even run of backslashes escapes itself, not the quote
                }
            } else if byte | 0x20 == UInt8(ascii: "{") {  // "{" or "["
                depth += 1
            } else if byte | 0x20 == UInt8(ascii: "}") {  // "}" or "]"
                depth -= 1
                if depth == 0 {
                    position = at
                    return
                }
            }
        }
        throw Malformed()
    }

    /// Skips any value, without building it.
    private mutating func skipValue() throws {
        skipWhitespace()
        guard position < bytes.count else { throw Malformed() }
        switch bytes[position] {
        case UInt8(ascii: "{"):
            position += 1
            if take(UInt8(ascii: "}")) { return }
            repeat {
                try expect(UInt8(ascii: "\""))
                try skipStringBody()
                try expect(UInt8(ascii: ":"))
                try skipValue()
            } while take(UInt8(ascii: ","))
            try expect(UInt8(ascii: "}"))
        case UInt8(ascii: "["):
            position += 1
            if take(UInt8(ascii: "]")) { return }
            repeat { try skipValue() } while take(UInt8(ascii: ","))
            try expect(UInt8(ascii: "]"))
        case UInt8(ascii: "\""):
            position += 1
            try skipStringBody()
        case UInt8(ascii: "t"), UInt8(ascii: "f"):
            _ = try bool()
        case UInt8(ascii: "n"):
            guard match("null") else { throw Malformed() }
        default:
            try skipNumber()
        }
    }
}
