import Foundation
import Testing

@testable import PhraseMatcher

/// A program read from the cache is the program compiled: the same bytes when written again,
/// the same matches, near misses and typo readings; a damaged or foreign file is never used.
@Suite("Compiled phrases kept between runs")
struct PhraseCacheTests {
    static let sets: [PhraseSet] = [
        PhraseSet(
            languageCode: "en",
            phrases: [
                Phrase(id: "Add", template: "(add|put) ${title} (to|on) [my] ${applicationName} [list]"),
                Phrase(id: "Add", template: "add [a|an] ${priority} [priority] task ${title} to ${applicationName}"),
                Phrase(id: "Order", template: "order ${quantity} ${soup}[s] [from ${applicationName}]"),
                Phrase(id: "Due", template: "remind me to ${title} ${due} in ${applicationName}"),
                Phrase(id: "Run", template: "start a ${length} run", fixed: ["kind": "outdoor"]),
                Phrase(id: "Batteries", template: "batter(y|ies) [level[s]]"),
            ],
            slots: [
                "applicationName": .vocabulary([VocabularyValue(id: "Tasks", title: "Tasks", synonyms: ["to-do"])]),
                "priority": .vocabulary([VocabularyValue(id: "high", title: "High", synonyms: ["urgent"])]),
                "soup": .vocabulary([
                    VocabularyValue(id: "miso", title: "Miso Soup"), VocabularyValue(id: "clam", title: "Clam Chowder"),
                ]),
                "quantity": SlotDefinition(kind: .number(min: 1, max: 20)),
                "due": SlotDefinition(kind: .date),
                "length": SlotDefinition(kind: .duration, isOmittable: true),
                "title": SlotDefinition(kind: .text),
            ],
            fillerWords: ["please", "um"]),
        PhraseSet(
            languageCode: "de",
            phrases: [
                Phrase(id: "Ein", template: "schalte [das] ${licht} ein"),
                Phrase(id: "Akku", template: "wie voll ist [der] ${name}[ ]akku[s]"),
            ],
            slots: [
                "licht": .vocabulary([VocabularyValue(id: "flur", title: "Flurlicht")]),
                "name": .vocabulary([VocabularyValue(id: "handy", title: "Handy")]),
            ]),
        PhraseSet(
            languageCode: "ja",
            phrases: [Phrase(id: "On", template: "${name}[を](つけて|オンにして)[ください]")],
            slots: ["name": .vocabulary([VocabularyValue(id: "aircon", title: "エアコン")])]),
    ]

    static let sentences: [String: [String]] = [
        "en": [
            "add buy milk to my Tasks list", "put call mom on to-do", "add an urgent task pay rent to Tasks",
            "order three miso soups", "order 2 clam chowder from Tasks", "remind me to water the plants tomorrow in Tasks",
            "start a 5 minute run", "battery levels", "batteries", "add buy milk to Taks", "please add um eggs to Tasks",
            "order soup", "nothing like any phrase",
        ],
        "de": ["schalte das Flurlicht ein", "wie voll ist der Handyakku", "wie voll ist der Handy Akku", "schalte ein"],
        "ja": ["エアコンをつけてください", "エアコンオフにして", "エアコンつけて"],
    ]

    static func temporaryDirectory() -> URL {
        FileManager.default.temporaryDirectory.appending(path: "hark-phrase-cache-\(UUID().uuidString)")
    }

    static func encoded(_ index: PhraseIndex) -> [UInt8] {
        var writer = ByteArchiveWriter()
        index.program.write(to: &writer)
        return writer.bytes
    }

    @Test("a program read back is written again byte for byte", arguments: sets)
    func roundTrip(set: PhraseSet) throws {
        let bytes = Self.encoded(try PhraseIndex(set))
        var reader = ByteArchiveReader(bytes)
        let read = try #require(PhraseProgram(from: &reader))
        #expect(reader.isAtEnd)
        var writer = ByteArchiveWriter()
        read.write(to: &writer)
        #expect(writer.bytes == bytes)
    }

    /// Sets and dictionaries iterate in an order that changes from one instance to the next:
    /// none of it may reach the program, or a kept program would differ from a new one.
    @Test("compiling a set again gives the same program, byte for byte", arguments: sets)
    func deterministic(set: PhraseSet) throws {
        let first = Self.encoded(try PhraseIndex(set))
        for _ in 0..<12 { #expect(Self.encoded(try PhraseIndex(set)) == first) }
    }

    @Test("the second index is read from the cache and matches as the first", arguments: sets)
    func sameMatches(set: PhraseSet) throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = PhraseCache(directory: directory)
        let compiled = try PhraseIndex(set)
        let first = try PhraseIndex(set, cache: cache)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(files.count == 1)
        let inputs = PhraseCache.inputs(of: set)
        #expect(cache.program(for: inputs) != nil)
        let second = try PhraseIndex(set, cache: cache)
        #expect(Self.encoded(second) == Self.encoded(compiled))
        for sentence in Self.sentences[set.languageCode] ?? [] {
            let expected = compiled.matches(for: sentence, limit: 10)
            #expect(first.matches(for: sentence, limit: 10) == expected, "\(sentence)")
            #expect(second.matches(for: sentence, limit: 10) == expected, "\(sentence)")
            #expect(second.nearestPhrase(for: sentence) == compiled.nearestPhrase(for: sentence), "\(sentence)")
        }
    }

    @Test("another phrase set, or the same one changed, gets its own program")
    func inputsDecide() throws {
        let directory = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = PhraseCache(directory: directory)
        var set = Self.sets[0]
        _ = try PhraseIndex(set, cache: cache)
        set.phrases.append(Phrase(id: "Help", template: "help [me]"))
        let changed = try PhraseIndex(set, cache: cache)
        #expect(changed.matches(for: "help me").first?.phraseID == "Help")
        set.slots["length"] = SlotDefinition(kind: .duration, isOmittable: false)
        _ = try PhraseIndex(set, cache: cache)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).count == 3)
    }

    @Test("a cut or damaged file is compiled again and replaced", arguments: [0.5, 0.99])
    func damagedFile(keptFraction: Double) throws {
        let kept = try KeptProgram()
        try kept.bytes.prefix(Int(Double(kept.bytes.count) * keptFraction)).write(to: kept.file)
        #expect(kept.cache.program(for: kept.inputs) == nil)
        try kept.expectCompiledAgain()
    }

    @Test("a byte changed anywhere in a kept program is noticed, and the program compiled again")
    func flippedByte() throws {
        let kept = try KeptProgram()
        let bytes = kept.bytes
        for position in stride(from: kept.inputs.count + 16, to: bytes.count, by: max(1, bytes.count / 40)) {
            var damaged = bytes
            damaged[position] ^= 0x5A
            try damaged.write(to: kept.file)
            #expect(kept.cache.program(for: kept.inputs) == nil, "byte \(position)")
        }
        try kept.expectCompiledAgain()
    }

    @Test("a file kept for other inputs under the same name is not used")
    func otherInputs() throws {
        let kept = try KeptProgram()
        // The German set's file, put where the English set's is looked for.
        let german = try PhraseIndex(Self.sets[1])
        var body = ByteArchiveWriter()
        german.program.write(to: &body)
        var writer = ByteArchiveWriter()
        writer.write(PhraseCache.inputs(of: Self.sets[1]))
        writer.write(Int(Int64(bitPattern: PhraseCache.checksum(body.bytes[...]))))
        try Data(writer.bytes + body.bytes).write(to: kept.file)
        #expect(kept.cache.program(for: kept.inputs) == nil)
        try kept.expectCompiledAgain()
    }

    @Test("a folder that cannot be written leaves the index as compiled")
    func unwritableFolder() throws {
        let file = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("not a folder".utf8).write(to: file)
        let index = try PhraseIndex(Self.sets[0], cache: PhraseCache(directory: file.appending(path: "phrases")))
        #expect(index.matches(for: "add buy milk to Tasks").first?.phraseID == "Add")
    }
}

/// A phrase set compiled once through a cache in a folder of its own, and the file it kept; the
/// folder goes with it.
private final class KeptProgram {
    let directory = PhraseCacheTests.temporaryDirectory()
    let cache: PhraseCache
    let set: PhraseSet
    let compiled: PhraseIndex
    let file: URL
    /// The file as it was written.
    let bytes: Data

    init(_ set: PhraseSet = PhraseCacheTests.sets[0]) throws {
        cache = PhraseCache(directory: directory)
        self.set = set
        compiled = try PhraseIndex(set, cache: cache)
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: directory.path).first)
        file = directory.appending(path: name)
        bytes = try Data(contentsOf: file)
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    var inputs: [UInt8] { PhraseCache.inputs(of: set) }

    /// Indexing the set again through the cache gives the program first compiled, and writes
    /// the file back as it was.
    func expectCompiledAgain() throws {
        let again = try PhraseIndex(set, cache: cache)
        #expect(PhraseCacheTests.encoded(again) == PhraseCacheTests.encoded(compiled))
        #expect(try Data(contentsOf: file) == bytes)
    }
}

extension PhraseSet: CustomTestStringConvertible {
    public var testDescription: String { languageCode }
}
