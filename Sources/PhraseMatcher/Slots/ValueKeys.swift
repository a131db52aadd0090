/// Every title and synonym of a vocabulary folded into bytes and sorted, so that the values
/// starting at any offset of a sentence are found by narrowing a range byte by byte.
///
/// A value's spaces are not in its bytes ("Bedroom Lamp" is `bedroomlamp`); where its word
/// breaks were is kept, so a sentence that writes it without them ("bedroomlamp", or glued as
/// in "エアコンオフ") still finds it and the matcher can count the spacing difference.
///
/// ```swift
/// let keys = ValueKeys(values: [VocabularyValue(id: "1", title: "Bedroom Lamp")], folded: { FoldedText($0, rules: rules) })
/// keys.forEachMatch(in: Array("bedroomlamps".utf8)[...], from: 0) { entry, end in … }  // entry 0, end 11
/// ```
struct ValueKeys: Sendable {
    /// Concatenated key bytes of the entries, sorted: entry `i` is `bytes[starts[i]..<starts[i + 1]]`.
    private(set) var bytes: [UInt8] = []
    private(set) var starts: [Int32] = [0]
    /// The value each entry says.
    private(set) var valueIndices: [Int32] = []
    /// Words in each entry, for the score.
    private(set) var wordCounts: [Int16] = []
    /// Characters (scalars) in each entry's bytes.
    private(set) var characterCounts: [Int16] = []
    /// Offsets (within the entry) where a word break stood: `breaks[breakStarts[i]..<breakStarts[i + 1]]`.
    private(set) var breaks: [Int16] = []
    private(set) var breakStarts: [Int32] = [0]
    /// The text of each entry that folds to the same bytes as another value's ("Trader Joe's",
    /// "Trader Joes"), so the one spelled as typed can be preferred.
    private(set) var twinTexts: [Int: String] = [:]
    /// Entries whose first byte is `b`: `rootStarts[b]..<rootStarts[b + 1]`.
    private var rootStarts = [Int32](repeating: 0, count: 257)

    var count: Int { valueIndices.count }

    /// Keys of `values`, whose indices start at `offset`.
    init(values: [VocabularyValue], offset: Int = 0, fold: (String) -> FoldedText) {
        struct Entry {
            var text: String
            var key: [UInt8]
            var value: Int
            var words: Int
            var characters: Int
            var breaks: [Int16]
        }
        var entries: [Entry] = []
        for (index, value) in values.enumerated() {
            var seen = Set<[UInt8]>()
            for phrase in [value.title] + value.synonyms {
                let folded = fold(phrase)
                guard !folded.bytes.isEmpty, seen.insert(folded.bytes).inserted else { continue }
                var breaks: [Int16] = []
                var words = 0
                for offset in 0..<folded.count where folded.flags[offset].contains(.wordStart) {
                    words += 1
                    if offset > 0, folded.flags[offset].contains(.hardBreak) { breaks.append(Int16(offset)) }
                }
                let characters = folded.bytes.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
                entries.append(
                    Entry(
                        text: phrase, key: folded.bytes, value: index, words: max(words, 1), characters: characters,
                        breaks: breaks))
            }
        }
        entries.sort { $0.key.lexicographicallyPrecedes($1.key) }
        for (index, entry) in entries.enumerated() {
            let twin = { (other: Int) in
                other >= 0 && other < entries.count && entries[other].key == entry.key
                    && entries[other].value != entry.value
            }
            if twin(index - 1) || twin(index + 1) { twinTexts[index] = entry.text }
            bytes += entry.key
            starts.append(Int32(bytes.count))
            valueIndices.append(Int32(offset + entry.value))
            wordCounts.append(Int16(clamping: entry.words))
            characterCounts.append(Int16(clamping: entry.characters))
            breaks += entry.breaks
            breakStarts.append(Int32(breaks.count))
        }
        var index = 0
        for byte in 0..<256 {
            rootStarts[byte] = Int32(index)
            while index < entries.count, entries[index].key[0] == UInt8(byte) { index += 1 }
        }
        rootStarts[256] = Int32(entries.count)
    }

    /// Calls `body(entry, end)` for every entry whose bytes occur in `text` at `offset`,
    /// shortest first.
    ///
    /// - Complexity: O(*m* log *n*) for a match *m* bytes long among *n* entries: each byte
    ///   narrows the range of entries sharing the bytes so far (by binary search while it is
    ///   wide, then directly).
    @inline(__always)
    func forEachMatch(in text: UnsafeBufferPointer<UInt8>, from offset: Int, _ body: (Int, Int) -> Void) {
        guard offset < text.count else { return }
        var low = Int(rootStarts[Int(text[offset])])
        var high = Int(rootStarts[Int(text[offset]) + 1])
        guard low < high else { return }
        bytes.withUnsafeBufferPointer { keyBytes in
            starts.withUnsafeBufferPointer { starts in
                var depth = 1
                while low < high {
                    // Entries exactly `depth` long come first in the range.
                    while low < high, Int(starts[low + 1] &- starts[low]) == depth {
                        body(low, offset + depth)
                        low += 1
                    }
                    guard low < high, offset + depth < text.count else { return }
                    if high - low <= 8 {
                        // Few left: compare each directly.
                        for entry in low..<high {
                            let start = Int(starts[entry])
                            let length = Int(starts[entry + 1]) - start
                            guard offset + length <= text.count else { continue }
                            var position = depth
                            while position < length, keyBytes[start + position] == text[offset + position] {
                                position += 1
                            }
                            if position == length { body(entry, offset + length) }
                        }
                        return
                    }
                    // Narrow to entries whose byte at `depth` is the text's.
                    let byte = text[offset + depth]
                    var lower = low
                    var upper = high
                    while lower < upper {
                        let middle = (lower + upper) >> 1
                        if keyBytes[Int(starts[middle]) + depth] < byte { lower = middle + 1 } else { upper = middle }
                    }
                    low = lower
                    upper = high
                    while lower < upper {
                        let middle = (lower + upper) >> 1
                        if keyBytes[Int(starts[middle]) + depth] <= byte { lower = middle + 1 } else { upper = middle }
                    }
                    high = lower
                    depth += 1
                }
            }
        }
    }

    /// Whether entry `entry` should give way to a twin (same bytes, another value) among
    /// `candidates` that is spelled exactly as `typed` (case aside) when it is not.
    func yieldsToTwin(_ entry: Int, typed: String, among candidates: some Sequence<Int>) -> Bool {
        guard let text = twinTexts[entry] else { return false }
        let spelled = typed.lowercased()
        guard text.lowercased() != spelled else { return false }
        return candidates.contains { $0 != entry && twinTexts[$0]?.lowercased() == spelled }
    }

    /// The word-break offsets inside entry `entry`.
    func breakOffsets(of entry: Int) -> ArraySlice<Int16> {
        breaks[Int(breakStarts[entry])..<Int(breakStarts[entry + 1])]
    }

    /// Bytes held, for memory figures.
    var byteSize: Int {
        bytes.count + starts.count * 4 + valueIndices.count * 4 + wordCounts.count * 2 + characterCounts.count * 2
            + breaks.count * 2 + breakStarts.count * 4 + rootStarts.count * 4
    }
}
