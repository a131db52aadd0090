import Foundation

/// A folder where the entry index of each String Catalog read is kept between runs, so that a
/// short command does not walk every byte of every catalog again to find where its entries lie.
///
/// A catalog is read lazily: at start-up only the byte range of each key's entry is found,
/// and an entry is decoded when its key is asked for. Finding the ranges still walks the whole
/// file (the assistant's own catalog is a third of a megabyte of JSON, most of it other
/// languages' text), which cost a one-turn process a tenth of its instructions. The ranges are
/// kept here, one file per catalog, under the catalog's file identity — device, inode, size
/// and modification time to the nanosecond, as `make` and `git` trust a file's stat — and the
/// catalog's path in full.
///
/// Everything about the cache is best effort and invisible: a kept index that is missing,
/// cut short, damaged, or whose ranges do not fall on an entry's brackets is ignored and
/// written again; a folder that cannot be written is left alone. Each entry is still checked
/// as JSON when it is read, as without the cache.
///
/// ```swift
/// let cache = CatalogIndexCache(directory: URL(filePath: "/home/me/.cache/hark/catalogs"))
/// let catalog = try LocalizationCatalog(urls: urls, languages: ["fr"], indexCache: cache)
/// ```
public struct CatalogIndexCache: Sendable {
    /// The folder, created when the first index is kept.
    public let directory: URL

    public init(directory: URL) {
        self.directory = directory
    }

    /// Bumped whenever the file layout changes.
    static let formatVersion: Int64 = 1
    private static let magic: Int64 = 0x4944_4943_4b52_4148  // "HARKCIDI" read as little-endian bytes

    /// Indexes kept at most: one per catalog path, so older ones (of catalogs moved or
    /// removed) go.
    static let keptFiles = 64

    /// The source language and entry ranges kept for the catalog at `path`, whose bytes are
    /// `bytes`, when they were kept for this very file.
    func ranges(forCatalogAt path: String, bytes: [UInt8]) -> (sourceLanguage: String, ranges: [String: Range<Int>])? {
        guard let identity = Self.identity(of: path), identity.last == Int64(bytes.count),
            let kept = FileManager.default.contents(atPath: file(for: path))
        else { return nil }
        var reader = Reader(bytes: [UInt8](kept))
        guard reader.int() == Self.magic, reader.int() == Self.formatVersion,
            identity.allSatisfy({ reader.int() == $0 }), reader.string() == path,
            let sourceLanguage = reader.string(), let count = reader.int(), count >= 0, count <= bytes.count
        else { return nil }
        var ranges: [String: Range<Int>] = [:]
        ranges.reserveCapacity(Int(count))
        for _ in 0..<count {
            guard let key = reader.string(), let start = reader.int(), let end = reader.int(),
                start >= 0, start < end, end <= bytes.count,
                bytes[Int(start)] == UInt8(ascii: "{"), bytes[Int(end) - 1] == UInt8(ascii: "}")
            else { return nil }
            ranges[key] = Int(start)..<Int(end)
        }
        guard reader.isAtEnd, ranges.count == count else { return nil }
        return (sourceLanguage, ranges)
    }

    /// Keeps the source language and entry ranges of the catalog at `path`; failures are
    /// ignored.
    func keep(sourceLanguage: String, ranges: [String: Range<Int>], forCatalogAt path: String, byteCount: Int) {
        guard let identity = Self.identity(of: path), identity.last == Int64(byteCount) else { return }
        var writer = Writer()
        writer.int(Self.magic)
        writer.int(Self.formatVersion)
        for value in identity { writer.int(value) }
        writer.string(path)
        writer.string(sourceLanguage)
        writer.int(Int64(ranges.count))
        for (key, range) in ranges {
            writer.string(key)
            writer.int(Int64(range.lowerBound))
            writer.int(Int64(range.upperBound))
        }
        let target = file(for: path)
        let temporary = "\(directory.path)/.\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(writer.bytes).write(to: URL(fileURLWithPath: temporary))
            guard rename(temporary, target) == 0 else {
                unlink(temporary)
                return
            }
        } catch {
            unlink(temporary)
            return
        }
        removeOldest()
    }

    /// The catalog's identity: device, inode, modification time (seconds, nanoseconds) and
    /// size, last.
    private static func identity(of path: String) -> [Int64]? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return [
            Int64(bitPattern: UInt64(info.st_dev)), Int64(bitPattern: UInt64(info.st_ino)),
            Int64(info.st_mtim.tv_sec), Int64(info.st_mtim.tv_nsec), Int64(info.st_size),
        ]
    }

    /// The kept index's file: named after the catalog's path (FNV-1a), which the file also
    /// holds in full, so two paths with one name only cost a walk.
    private func file(for path: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in path.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let name = String(hash, radix: 16)
        return "\(directory.path)/\(String(repeating: "0", count: 16 - name.count))\(name).index"
    }

    /// Removes the least recently written indexes beyond ``keptFiles``.
    private func removeOldest() {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: directory.path) else { return }
        let indexes = names.filter { $0.hasSuffix(".index") }
        guard indexes.count > Self.keptFiles else { return }
        let dated = indexes.map { name -> (String, Date) in
            let path = "\(directory.path)/\(name)"
            let date = (try? manager.attributesOfItem(atPath: path)[.modificationDate] as? Date) ?? .distantPast
            return (path, date)
        }
        for (path, _) in dated.sorted(by: { $0.1 < $1.1 }).dropLast(Self.keptFiles) {
            unlink(path)
        }
    }

    /// Little-endian 64-bit numbers and length-prefixed UTF-8 strings.
    private struct Writer {
        var bytes: [UInt8] = []

        mutating func int(_ value: Int64) {
            withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
        }

        mutating func string(_ text: String) {
            int(Int64(text.utf8.count))
            bytes.append(contentsOf: text.utf8)
        }
    }

    /// Reads what ``Writer`` wrote; nil for anything cut short or out of bounds.
    private struct Reader {
        let bytes: [UInt8]
        var offset = 0

        var isAtEnd: Bool { offset == bytes.count }

        mutating func int() -> Int64? {
            guard bytes.count - offset >= 8 else { return nil }
            let value = bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: Int64.self) }
            offset += 8
            return Int64(littleEndian: value)
        }

        mutating func string() -> String? {
            guard let length = int(), length >= 0, length <= bytes.count - offset else { return nil }
            let end = offset + Int(length)
            defer { offset = end }
            return String(validating: bytes[offset..<end], as: UTF8.self)
        }
    }
}
