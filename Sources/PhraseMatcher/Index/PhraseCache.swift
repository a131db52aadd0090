import Foundation

/// A folder where compiled phrase programs are kept between runs, so that a short command
/// (one piped line) does not compile every template of every app again.
///
/// A program is kept under a name made from everything it was compiled from — the language,
/// the filler words, every phrase (id, template, fixed values), each slot definition's key,
/// kind and omittability — and from the running executable's identity (size, modification
/// time, inode), so that a rebuilt Hark never reads a program an older one compiled. The file
/// holds those inputs in full, and they are compared byte for byte before the program is
/// used: a name clash can only cost a compile, never give another set's program. Vocabulary
/// values are not among the inputs, because the compiler does not read them (vocabularies
/// are built apart, see ``PhraseIndex/updateVocabularies(_:)``).
///
/// Everything about the cache is best effort and invisible: a file that is missing, cut
/// short, damaged or from another build is ignored and replaced; a folder that cannot be
/// written is left alone. A file is written whole under a temporary name and then renamed, so
/// that concurrent runs read either the old file or the new one.
///
/// ```swift
/// let cache = PhraseCache(directory: URL(filePath: "/home/me/.cache/hark/phrases"))
/// let index = try PhraseIndex(set, cache: cache)  // compiles and keeps the program the first time
/// ```
public struct PhraseCache: Sendable {
    /// The folder, created when the first program is kept.
    public let directory: URL

    public init(directory: URL) {
        self.directory = directory
    }

    /// Bumped whenever the file layout changes.
    static let formatVersion = 4

    /// The compiled program of `set`, if one was kept for exactly these inputs.
    func program(for inputs: [UInt8]) -> PhraseProgram? {
        // Mapped, not read: the bytes are copied once, into the array the program is read from.
        guard let data = try? Data(contentsOf: file(for: inputs), options: .alwaysMapped) else { return nil }
        let bytes = [UInt8](data)
        var reader = ByteArchiveReader(bytes)
        guard let kept = reader.readNumbers(UInt8.self), kept == inputs, let sum = reader.readInt(),
            UInt64(bitPattern: Int64(sum)) == Self.checksum(bytes[reader.offset...]),
            let program = PhraseProgram(from: &reader), reader.isAtEnd
        else { return nil }
        return program
    }

    /// Keeps `program`, compiled from `inputs`; failures are ignored.
    func store(_ program: PhraseProgram, for inputs: [UInt8]) {
        var body = ByteArchiveWriter()
        program.write(to: &body)
        var writer = ByteArchiveWriter()
        writer.write(inputs)
        writer.write(Int(Int64(bitPattern: Self.checksum(body.bytes[...]))))
        let target = file(for: inputs)
        let temporary = directory.appending(path: ".\(target.lastPathComponent).\(getpid()).tmp")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(writer.bytes + body.bytes).write(to: temporary)
            guard rename(temporary.path, target.path) == 0 else {
                try? FileManager.default.removeItem(at: temporary)
                return
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            return
        }
        removeOldest(keeping: Self.keptFiles)
    }

    /// Programs kept at most: every build and language makes its own, so older ones go.
    static let keptFiles = 32

    /// Removes the least recently written programs beyond `count`.
    private func removeOldest(keeping count: Int) {
        let manager = FileManager.default
        guard
            let files = try? manager.contentsOfDirectory(
                at: directory, includingPropertiesForKeys: [.contentModificationDateKey])
        else { return }
        let programs = files.filter { $0.pathExtension == "phrases" }
        guard programs.count > count else { return }
        let byAge = programs.map { file in
            (file, (try? file.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate) ?? .distantPast)
        }.sorted { ($0.1, $0.0.lastPathComponent) < ($1.1, $1.0.lastPathComponent) }
        for (file, _) in byAge.prefix(programs.count - count) { try? manager.removeItem(at: file) }
    }

    /// FNV-1a: stable across runs, unlike `Hasher`. Names a file by its inputs (a clash only
    /// costs a compile), and sums the program's bytes, so that a file damaged on disk is
    /// compiled again rather than read as another program.
    static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        // FNV-1a's constants, eight bytes at a time with a shift folding the high bits back
        // down: a kept program is checked at every start, and a byte at a time cost a
        // one-turn process 0.6M instructions.
        let prime: UInt64 = 0x100_0000_01b3
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(bytes.count)
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset + 8 <= raw.count {
                hash = (hash ^ UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))) &* prime
                hash ^= hash >> 29
                offset += 8
            }
            while offset < raw.count {
                hash = (hash ^ UInt64(raw[offset])) &* prime
                offset += 1
            }
        }
        return hash
    }

    private func file(for inputs: [UInt8]) -> URL {
        let name = String(Self.checksum(inputs[...]), radix: 16)
        return directory.appending(path: "\(String(repeating: "0", count: 16 - name.count))\(name).phrases")
    }

    /// The bytes that decide a compiled program: see the type's description.
    static func inputs(of set: PhraseSet) -> [UInt8] {
        var writer = ByteArchiveWriter()
        writer.write("hark phrase cache")
        writer.write(formatVersion)
        writer.write(executableIdentity)
        writer.write(set.languageCode)
        writer.write(set.fillerWords != nil)
        writer.write(set.fillerWords ?? [])
        writer.write(set.phrases.count)
        for phrase in set.phrases {
            writer.write(phrase.id)
            writer.write(phrase.template)
            let fixed = phrase.fixed.sorted { $0.key < $1.key }
            writer.write(fixed.map(\.key))
            writer.write(fixed.map(\.value))
        }
        let keys = set.slots.keys.sorted()
        writer.write(keys)
        for key in keys {
            guard let definition = set.slots[key] else { continue }
            PhraseProgram.write(definition.kind, to: &writer)
            writer.write(definition.isOmittable)
        }
        return writer.bytes
    }

    /// The running executable's size, modification time and inode: a rebuilt binary has
    /// other ones. Empty when they cannot be read, so nothing is ever cached for it.
    static let executableIdentity: [Int] = {
        var status = stat()
        guard stat("/proc/self/exe", &status) == 0 else { return [] }
        return [
            Int(status.st_size), Int(status.st_mtim.tv_sec), Int(status.st_mtim.tv_nsec), Int(status.st_ino),
            Int(status.st_dev),
        ]
    }()

    /// Whether programs can be kept at all for this executable.
    static var isAvailable: Bool { !executableIdentity.isEmpty }
}
