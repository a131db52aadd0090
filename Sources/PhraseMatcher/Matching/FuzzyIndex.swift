import Synchronization

/// Finds known words within a small Damerau edit distance of a typed word, without comparing
/// it to every known word.
///
/// The budget depends on the known word: one edit (insertion, deletion, substitution or
/// transposition of neighbours) for words of 4–7 letters, two for 8 or more, none for shorter
/// words or words with digits. Built once (symmetric deletion: every known word is stored
/// under the hashes of its variants with up to its budget of letters deleted, sorted); a look-up
/// hashes the typed word's own deletions, binary-searches them and verifies each candidate's
/// true distance, so it costs microseconds whatever the number of known words.
///
/// A word's deletion variants grow with the square of its length (each variant's hash is put
/// together in constant time from prefix hashes), so the work is quadratic in one word's
/// length. Words longer than ``maximumWordLength`` scalars are therefore neither indexed nor
/// looked up: no one makes a typo in a 4,000-letter word, and refusing them keeps every
/// look-up within microseconds whatever a sentence holds. A typed word longer than every known word by
/// more than two letters cannot be within two edits of any, and is not looked up either.
///
/// ```swift
/// let index = FuzzyIndex(words: ["complete", "delete", "tasks"])
/// index.candidates(for: "compelte")  // [(index: 0, edits: 1)]
/// index.candidates(for: "taks")      // [(index: 2, edits: 1)]
/// ```
struct FuzzyIndex: Sendable {
    private let words: [[Unicode.Scalar]]
    /// Deletion-variant hashes with the index of the word each came from in their low
    /// `ownerBits` bits (the hash keeps the rest), sorted: one plain array of integers, which
    /// sorts several times faster than pairs do.
    private let entries: [UInt64]
    private let ownerBits: Int
    /// The longest indexed word, in scalars.
    private let longestWord: Int
    /// A bit for each slot of the variants' hashes (see `filterSlot`): a typed word's variant
    /// whose bit is clear is no known word's, and is not searched for. Most of a word's
    /// variants are no known word's, and a sentence's words are looked up in every
    /// vocabulary: the binary searches were most of a look-up.
    private let filter: [UInt64]
    private let filterShift: UInt64
    /// At most this many bits (half a megabyte), about eight a variant below it.
    static let largestFilter = 1 << 22

    /// The longest word, in Unicode scalars, that may be a typo or have one.
    static let maximumWordLength = 48

    init(words: [String]) {
        let scalars = words.map { Array($0.unicodeScalars.prefix(Self.maximumWordLength + 1)) }
        let ownerBits = max(1, UInt64.bitWidth - UInt64(scalars.count).leadingZeroBitCount)
        let ownerMask = UInt64.max >> (UInt64.bitWidth - ownerBits)
        var entries: [UInt64] = []
        var longest = 0
        for (index, word) in scalars.enumerated() {
            let budget = Self.maximumEdits(for: word)
            guard budget > 0, word.count <= Self.maximumWordLength else { continue }
            longest = max(longest, word.count)
            Self.forEachDeletion(of: word, upTo: budget) { hash in
                entries.append(hash & ~ownerMask | UInt64(index))
            }
        }
        Self.radixSort(&entries)
        // A variant made twice from one word (deleting either of two equal neighbours) once.
        var kept = 0
        for entry in entries where kept == 0 || entries[kept - 1] != entry {
            entries[kept] = entry
            kept += 1
        }
        entries.removeLast(entries.count - kept)
        var bits = 64
        while bits < min(entries.count * 8, Self.largestFilter) { bits *= 2 }
        let filterShift = UInt64(UInt64.bitWidth - bits.trailingZeroBitCount)
        var filter = [UInt64](repeating: 0, count: bits / 64)
        for entry in entries {
            let slot = Self.filterSlot(entry & ~ownerMask, shift: filterShift)
            filter[slot >> 6] |= 1 << UInt64(slot & 63)
        }
        self.filter = filter
        self.filterShift = filterShift
        self.words = scalars
        self.entries = entries
        self.ownerBits = ownerBits
        longestWord = longest
    }

    /// Sorts `values` a byte at a time from the lowest (a least-significant-digit radix
    /// sort): a vocabulary of long words has hundreds of thousands of variants, which a
    /// comparison sort takes milliseconds over.
    static func radixSort(_ values: inout [UInt64]) {
        guard values.count > 64 else { return values.sort() }
        var buffer = [UInt64](repeating: 0, count: values.count)
        var counts = [Int](repeating: 0, count: 256)
        for shift in stride(from: UInt64(0), to: UInt64(UInt64.bitWidth), by: 8) {
            let sorted = values.withUnsafeBufferPointer { source in
                buffer.withUnsafeMutableBufferPointer { target in
                    counts.withUnsafeMutableBufferPointer { counts in
                        counts.update(repeating: 0)
                        for value in source { counts[Int(truncatingIfNeeded: value >> shift) & 0xFF] += 1 }
                        // A byte all values share leaves the order as it is.
                        if counts.contains(source.count) { return false }
                        var start = 0
                        for digit in 0..<256 { (counts[digit], start) = (start, start + counts[digit]) }
                        for value in source {
                            let digit = Int(truncatingIfNeeded: value >> shift) & 0xFF
                            target[counts[digit]] = value
                            counts[digit] += 1
                        }
                        return true
                    }
                }
            }
            if sorted { swap(&values, &buffer) }
        }
    }

    /// How many edits a known word allows: 0 below 4 letters or with a digit, 1 up to 7, 2 from 8.
    static func maximumEdits(for word: [Unicode.Scalar]) -> Int {
        guard word.count >= 4, !word.contains(where: isNumeric) else { return 0 }
        return word.count >= 8 ? 2 : 1
    }

    /// Known words within their budget of `word`, other than `word` itself, with the edits needed.
    func candidates(for word: String) -> [(index: Int, edits: Int)] {
        // Measured before anything is copied: the word may be megabytes long (a scalar is
        // at most four UTF-8 bytes, and a native string knows its byte count at once).
        let limit = min(longestWord + 2, Self.maximumWordLength)
        guard !entries.isEmpty, word.utf8.count <= 4 * limit, word.unicodeScalars.count <= limit,
            let probe = Self.probe(for: word)
        else { return [] }
        return candidates(for: probe)
    }

    /// A typed word made ready to be looked up in any number of indexes: its scalars and the
    /// hashes of its deletion variants, put together once. A sentence's word is looked up in
    /// the index of every vocabulary its requests read, and putting the variants together was
    /// most of each look-up.
    struct Probe {
        fileprivate let typed: [Unicode.Scalar]
        /// The hashes of the word and of its variants, each once, in order.
        fileprivate let hashes: [UInt64]
    }

    /// The probe of `word`, or nil for a word no index looks up (under three letters, with a
    /// digit, or longer than ``maximumWordLength``).
    static func probe(for word: String) -> Probe? {
        guard word.utf8.count <= 4 * maximumWordLength, word.unicodeScalars.count <= maximumWordLength else { return nil }
        let typed = Array(word.unicodeScalars)
        guard typed.count >= 3, !typed.contains(where: isNumeric) else { return nil }
        var hashes: [UInt64] = []
        forEachDeletion(of: typed, upTo: typed.count >= 6 ? 2 : 1) { hashes.append($0) }
        // A variant made twice (deleting either of two equal neighbours) is looked up once:
        // its words were checked the first time.
        hashes.sort()
        var kept = 0
        for hash in hashes where kept == 0 || hashes[kept - 1] != hash {
            hashes[kept] = hash
            kept += 1
        }
        hashes.removeLast(hashes.count - kept)
        return Probe(typed: typed, hashes: hashes)
    }

    /// Known words within their budget of the probe's word, other than the word itself, with
    /// the edits needed (see `candidates(for:)`).
    func candidates(for probe: Probe) -> [(index: Int, edits: Int)] {
        let typed = probe.typed
        guard !entries.isEmpty, typed.count <= min(longestWord + 2, Self.maximumWordLength) else { return [] }
        var found: [(index: Int, edits: Int)] = []
        var checked = Set<Int>()
        let ownerMask = UInt64.max >> (UInt64.bitWidth - ownerBits)
        for hash in probe.hashes {
            let key = hash & ~ownerMask
            let slot = Self.filterSlot(key, shift: filterShift)
            guard filter[slot >> 6] & (1 << UInt64(slot & 63)) != 0 else { continue }
            var low = 0
            var high = entries.count
            while low < high {
                let middle = (low + high) / 2
                if entries[middle] < key { low = middle + 1 } else { high = middle }
            }
            while low < entries.count, entries[low] & ~ownerMask == key {
                let owner = Int(entries[low] & ownerMask)
                low += 1
                guard checked.insert(owner).inserted else { continue }
                let known = words[owner]
                let budget = Self.maximumEdits(for: known)
                // A word of three letters keeps its first one: a slip there is rare, and the
                // short words it would make are words of their own (« Oté » is no « Note »,
                // "ear" no "near"); "stp" is still "stop".
                if typed.count < 4, typed.first != known.first { continue }
                if let edits = Self.distance(typed, known, limit: budget), edits > 0 {
                    found.append((owner, edits))
                }
            }
        }
        return found.sorted { ($0.edits, $0.index) < ($1.edits, $1.index) }
    }

    /// The filter's bit for a variant's hash: its bits mixed (Fibonacci hashing), the top ones
    /// kept.
    private static func filterSlot(_ key: UInt64, shift: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    private static func isNumeric(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? ("0"..."9").contains(scalar) : scalar.properties.numericType != nil
    }

    /// The optimal-string-alignment (Damerau) distance between two words, or nil above `limit`.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int? {
        guard abs(a.count - b.count) <= limit else { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) <= limit ? max(a.count, b.count) : nil }
        let width = b.count + 1
        var previous2 = [Int](repeating: 0, count: width)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: width)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return nil }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }

    /// Calls `body` with the hash of the word and of every variant with up to `budget` letters
    /// deleted. The hash is polynomial, so a variant's hash is put together from the hashes of
    /// the runs of letters it keeps (prefix hashes and powers of the base) in constant time,
    /// instead of hashing each variant letter by letter: a word's variants cost the square of
    /// its length, not the cube. Collisions only cost a distance check: every candidate is verified.
    private static func forEachDeletion(of word: [Unicode.Scalar], upTo budget: Int, _ body: (UInt64) -> Void) {
        let count = word.count
        // prefix[k]: the hash of the first k letters; power[k]: the base to the k-th.
        var prefix = [UInt64](repeating: 0, count: count + 1)
        var power = [UInt64](repeating: 1, count: count + 1)
        for (index, scalar) in word.enumerated() {
            prefix[index + 1] = prefix[index] &* base &+ UInt64(scalar.value &+ 1)
            power[index + 1] = power[index] &* base
        }
        /// The hash of the letters in `start..<end`.
        func run(_ start: Int, _ end: Int) -> UInt64 { prefix[end] &- prefix[start] &* power[end - start] }
        body(prefix[count])
        guard budget >= 1 else { return }
        for i in word.indices {
            let before = prefix[i]
            body(before &* power[count - i - 1] &+ run(i + 1, count))
            guard budget >= 2 else { continue }
            for j in (i + 1)..<count {
                let kept = (before &* power[j - i - 1] &+ run(i + 1, j)) &* power[count - j - 1]
                body(kept &+ run(j + 1, count))
            }
        }
    }

    /// The polynomial hash's base: an odd 64-bit multiplier (FNV's prime).
    private static let base: UInt64 = 0x0000_0100_0000_01B3

    func addFootprint(to footprint: inout MemoryFootprint) {
        footprint.add(words)
        for word in words { footprint.add(word) }
        footprint.add(entries)
        footprint.add(filter)
    }
}

/// A ``FuzzyIndex`` of a program's words, built the first time a word is looked up.
///
/// Only a sentence with a word no template says (a typo, or a word of no phrase) looks one
/// up; a process that loads a kept program and matches a phrase exactly never builds it
/// (a twentieth of a one-line pipe's start-up).
final class LazyFuzzyIndex: Sendable {
    private let words: [String]
    private let built = Mutex<FuzzyIndex?>(nil)

    init(words: [String]) {
        self.words = words
    }

    /// The index, built now if it was not yet.
    var index: FuzzyIndex {
        built.withLock { built in
            if let index = built { return index }
            let index = FuzzyIndex(words: words)
            built = index
            return index
        }
    }

    func candidates(for word: String) -> [(index: Int, edits: Int)] {
        index.candidates(for: word)
    }

    func addFootprint(to footprint: inout MemoryFootprint) {
        index.addFootprint(to: &footprint)
    }
}
