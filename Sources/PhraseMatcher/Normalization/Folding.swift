import Foundation

/// Folds text into comparison bytes one character at a time: NFKC, case, width and (per
/// language) diacritics, as UTF-8.
///
/// Folding a character never depends on its neighbours, except that combining marks go with
/// the character they follow, so a word folds to the concatenation of its characters' folds:
/// templates, list values and sentences can then be compared byte by byte, at any offset,
/// whatever the spacing. Common scripts are read from generated constant tables; other characters go
/// through Foundation (and are rare in commands).
///
/// ```swift
/// var bytes: [UInt8] = []
/// Folding.latin.append("É", to: &bytes)  // "e"
/// ```
struct Folding: Sendable {
    /// Whether diacritics are folded away (every language but Japanese).
    let foldsDiacritics: Bool
    private let table: [UInt32]
    private let pool: [UInt8]

    /// Folding with diacritics removed.
    static let latin = Folding(foldsDiacritics: true)
    /// Folding that keeps diacritics (Japanese voiced kana).
    static let keepingDiacritics = Folding(foldsDiacritics: false)

    static func `for`(foldsDiacritics: Bool) -> Folding {
        foldsDiacritics ? latin : keepingDiacritics
    }

    /// The blocks folded through a table (generated constants): Latin, IPA, Greek, Cyrillic, Latin Extended
    /// Additional, Greek Extended, and the full-width and half-width forms.
    static let tableRanges: [ClosedRange<UInt32>] = [
        0x80...0x52F, 0x1E00...0x1FFF, 0xFF00...0xFFEF,
    ]

    /// The tables are constants generated from `slowFold` (FoldingTables.swift): building them
    /// at start-up took about a third of a one-turn process's work. `FoldingTableTests` checks
    /// them against Foundation and regenerates the file when they differ.
    private init(foldsDiacritics: Bool) {
        self.foldsDiacritics = foldsDiacritics
        table = foldsDiacritics ? Self.latinTable : Self.keepingDiacriticsTable
        pool = foldsDiacritics ? Self.latinPool : Self.keepingDiacriticsPool
    }

    /// The table and pool `slowFold` gives for every scalar of `tableRanges`: what the
    /// generated constants must equal.
    static func computedTables(foldsDiacritics: Bool) -> (table: [UInt32], pool: [UInt8]) {
        var table: [UInt32] = []
        var pool: [UInt8] = []
        for range in tableRanges {
            for value in range {
                guard let scalar = Unicode.Scalar(value) else {
                    table.append(0)
                    continue
                }
                let bytes = Array(slowFold(String(Character(scalar)), foldsDiacritics: foldsDiacritics).utf8)
                table.append(UInt32(pool.count) << 8 | UInt32(min(bytes.count, 255)))
                pool += bytes
            }
        }
        return (table, pool)
    }

    /// The generated constants, for the test that compares them with `computedTables`.
    static func generatedTables(foldsDiacritics: Bool) -> (table: [UInt32], pool: [UInt8]) {
        foldsDiacritics ? (latinTable, latinPool) : (keepingDiacriticsTable, keepingDiacriticsPool)
    }

    /// Foundation's folding of a whole string, composed again (NFC), apostrophes dropped: the
    /// reference the tables are built from.
    static func slowFold(_ text: String, foldsDiacritics: Bool) -> String {
        var options: String.CompareOptions = [.caseInsensitive, .widthInsensitive]
        if foldsDiacritics { options.insert(.diacriticInsensitive) }
        let folded = text.precomposedStringWithCompatibilityMapping.folding(options: options, locale: nil)
            .precomposedStringWithCanonicalMapping
        return String(folded.filter { !Normalizer.isApostrophe($0) })
    }

    /// Appends the folded bytes of one character (a scalar without combining marks after it).
    @inline(__always)
    func append(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
        let value = scalar.value
        if value < 0x80 {
            bytes.append(UInt8(value) | (value >= 0x41 && value <= 0x5A ? 0x20 : 0))
            return
        }
        if Self.isPlainIdeographic(value) {
            appendUTF8(scalar, to: &bytes)
            return
        }
        if let index = tableIndex(of: value) {
            let entry = table[index]
            let start = Int(entry >> 8)
            let count = Int(entry & 0xFF)
            for offset in 0..<count { bytes.append(pool[start + offset]) }
            return
        }
        if !scalar.properties.changesWhenNFKCCaseFolded {
            appendUTF8(scalar, to: &bytes)
            return
        }
        bytes += Self.slowFold(String(Character(scalar)), foldsDiacritics: foldsDiacritics).utf8
    }

    /// Appends the folded bytes of a character with combining marks (`text`: the base and its marks).
    func appendCluster(_ text: Substring, to bytes: inout [UInt8]) {
        bytes += Self.slowFold(String(text), foldsDiacritics: foldsDiacritics).utf8
    }

    /// Whether a combining mark simply disappears when diacritics are folded (the combining
    /// diacritical mark blocks), so that the character before it folds alone.
    static func isFoldedAwayMark(_ value: UInt32) -> Bool {
        (0x300...0x36F).contains(value) || (0x1AB0...0x1AFF).contains(value) || (0x1DC0...0x1DFF).contains(value)
            || (0x20D0...0x20FF).contains(value) || (0xFE20...0xFE2F).contains(value)
    }

    /// Hiragana, katakana and CJK ideographs that fold to themselves (no case, width or
    /// compatibility mapping).
    @inline(__always)
    static func isPlainIdeographic(_ value: UInt32) -> Bool {
        (0x3041...0x3096).contains(value) || (0x30A1...0x30FA).contains(value) || value == 0x30FC
            || (0x4E00...0x9FFF).contains(value)
    }

    @inline(__always)
    private func tableIndex(of value: UInt32) -> Int? {
        var base = 0
        for range in Self.tableRanges {
            if value < range.lowerBound { return nil }
            if value <= range.upperBound { return base + Int(value - range.lowerBound) }
            base += Int(range.upperBound - range.lowerBound) + 1
        }
        return nil
    }

    @inline(__always)
    private func appendUTF8(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
        let value = scalar.value
        switch value {
        case 0..<0x80:
            bytes.append(UInt8(value))
        case 0x80..<0x800:
            bytes.append(UInt8(0xC0 | (value >> 6)))
            bytes.append(UInt8(0x80 | (value & 0x3F)))
        case 0x800..<0x10000:
            bytes.append(UInt8(0xE0 | (value >> 12)))
            bytes.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
            bytes.append(UInt8(0x80 | (value & 0x3F)))
        default:
            bytes.append(UInt8(0xF0 | (value >> 18)))
            bytes.append(UInt8(0x80 | ((value >> 12) & 0x3F)))
            bytes.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
            bytes.append(UInt8(0x80 | (value & 0x3F)))
        }
    }
}
