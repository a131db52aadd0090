import Synchronization

/// A slot's vocabulary compiled for lookup: every title and synonym as folded bytes (see
/// ``ValueKeys``), found at any offset of a sentence, and as folded words by first word, for
/// typos. The distinct first words feed a ``FuzzyIndex``, so a typo in a name ("Buy mikl")
/// still finds its entries (scored below an exact match).
///
/// A vocabulary is immutable. ``updated(to:normalizer:)`` makes the next one incrementally: the
/// values of the last full build stay in a shared *base* layer, and what changed since lives in
/// a small *delta* layer plus a set of hidden base values, so one added name costs a lookup of
/// the changed values, not a rebuild of 100,000. When the delta grows past an eighth of the base,
/// the next update rebuilds both into one base (amortized O(1) per change).
///
/// ```swift
/// let vocabulary = Vocabulary(values: [VocabularyValue(id: "high", title: "high", synonyms: ["urgent"])],
///                             normalizer: Normalizer(languageCode: "en"))
/// vocabulary.entries(startingWith: "urgent").base.first?.valueIndex  // 0
/// ```
struct Vocabulary: Sendable {
    struct Entry: Sendable {
        var keys: [String]
        /// The value's index in the vocabulary (delta values follow the base's).
        var valueIndex: Int
    }

    /// One built layer: values, their folded bytes, entries by first word, and their fuzzy index.
    final class Layer: Sendable {
        /// This layer's number, never given to another layer of the process: what caches of
        /// things made from a layer key on. (An `ObjectIdentifier` is the object's address,
        /// which a later layer may reuse once this one is freed, and with it a stale cache entry.)
        let serial: UInt64
        private static let serials = Atomic<UInt64>(0)
        let values: [VocabularyValue]
        /// Where this layer's value indices start.
        let offset: Int
        /// Titles and synonyms as sorted bytes, for exact matching at any offset (value
        /// indices global, like the entries').
        let keys: ValueKeys
        let entries: [String: [Entry]]
        /// The distinct first words of the entries, indexed for typos (on first look-up).
        let firstWords: [String]
        let fuzzy: LazyFuzzyIndex
        /// Value index (global) by id.
        let indexByID: [String: Int]

        init(values: [VocabularyValue], offset: Int, normalizer: Normalizer) {
            serial = Self.serials.add(1, ordering: .relaxed).newValue
            self.values = values
            self.offset = offset
            keys = ValueKeys(values: values, offset: offset, fold: normalizer.folded)
            var entries: [String: [Entry]] = [:]
            var indexByID: [String: Int] = [:]
            indexByID.reserveCapacity(values.count)
            for (position, value) in values.enumerated() {
                indexByID[value.id] = offset + position
                for phrase in [value.title] + value.synonyms {
                    let keys = normalizer.tokens(in: phrase).map(\.key)
                    if let first = keys.first {
                        entries[first, default: []].append(Entry(keys: keys, valueIndex: offset + position))
                    }
                }
            }
            self.entries = entries.mapValues { $0.sorted { $0.keys.count > $1.keys.count } }
            self.indexByID = indexByID
            firstWords = entries.keys.sorted()
            fuzzy = LazyFuzzyIndex(words: firstWords)
        }
    }

    let base: Layer
    let delta: Layer?
    /// Base value indices that were removed or replaced by the delta.
    let hidden: Set<Int>
    /// How many values are live (not hidden).
    let count: Int
    /// This vocabulary's number, never given to another vocabulary of the process (copies share
    /// it): bindings given the same vocabulary (every request's app name, the entity of several
    /// requests) are one vocabulary to what a sentence looks up in it.
    let serial: UInt64
    private static let serials = Atomic<UInt64>(0)

    init(values: [VocabularyValue], normalizer: Normalizer) {
        var seen = Set<String>()
        let unique = values.filter { seen.insert($0.id).inserted }
        base = Layer(values: unique, offset: 0, normalizer: normalizer)
        delta = nil
        hidden = []
        count = unique.count
        serial = Self.serials.add(1, ordering: .relaxed).newValue
    }

    private init(base: Layer, delta: Layer?, hidden: Set<Int>) {
        self.base = base
        self.delta = delta
        self.hidden = hidden
        count = base.values.count - hidden.count + (delta?.values.count ?? 0)
        serial = Self.serials.add(1, ordering: .relaxed).newValue
    }

    /// Whether value `index` is still part of the vocabulary.
    func isLive(_ index: Int) -> Bool {
        index >= base.values.count || !hidden.contains(index)
    }

    /// The value at a (live) index.
    func value(at index: Int) -> VocabularyValue {
        if index < base.values.count { return base.values[index] }
        return delta!.values[index - base.values.count]
    }

    /// The live values, base first, in order.
    var values: [VocabularyValue] {
        var live: [VocabularyValue] = []
        live.reserveCapacity(count)
        for (index, value) in base.values.enumerated() where !hidden.contains(index) { live.append(value) }
        live += delta?.values ?? []
        return live
    }

    /// The first live value, if any (for examples).
    var first: VocabularyValue? {
        if let index = base.values.indices.first(where: { !hidden.contains($0) }) { return base.values[index] }
        return delta?.values.first
    }

    /// The entries whose first word is `key`, in each layer (delta entries already offset);
    /// callers skip entries whose value ``isLive(_:)`` says is gone.
    func entries(startingWith key: String) -> (base: [Entry], delta: [Entry]) {
        (base.entries[key] ?? [], delta?.entries[key] ?? [])
    }

    /// First words of either layer within a small edit distance of `word`, with the edits.
    func fuzzyFirstWords(for word: String) -> [(word: String, edits: Int)] {
        var found = base.fuzzy.candidates(for: word).map { (word: base.firstWords[$0.index], edits: $0.edits) }
        if let delta {
            for candidate in delta.fuzzy.candidates(for: word)
            where !found.contains(where: { $0.word == delta.firstWords[candidate.index] }) {
                found.append((delta.firstWords[candidate.index], candidate.edits))
            }
        }
        return found
    }

    /// The vocabulary that holds exactly `newValues` (deduplicated by id, first wins).
    ///
    /// Only values whose id, title or synonyms changed are normalized again; when few changed,
    /// the base layer is shared with this vocabulary.
    ///
    /// - Complexity: O(n) comparisons of the new values against the current ones, plus the
    ///   normalization of the changed values; a full rebuild when the changes outgrow the base.
    func updated(to newValues: [VocabularyValue], normalizer: Normalizer) -> Vocabulary {
        let baseValues = base.values
        // Base values the new list still has, unchanged; the rest of the base is hidden.
        var kept = [Bool](repeating: false, count: baseValues.count)
        var deltaValues: [VocabularyValue] = []
        var deltaIDs = Set<String>()
        // Where the next value is expected in the base: lists come back in the same order, so
        // after a removal or an insertion the values still follow each other, one place off.
        // Following the base with a cursor keeps the common case a plain comparison; only a
        // value that is not where expected is looked up by id (and the cursor moves past it).
        var cursor = 0
        for value in newValues {
            if cursor < baseValues.count, !kept[cursor], baseValues[cursor] == value {
                kept[cursor] = true
                cursor += 1
                continue
            }
            if let index = base.indexByID[value.id] {
                if kept[index] { continue }  // a repeated id: the first one wins
                if baseValues[index] == value {
                    kept[index] = true
                    cursor = index + 1
                    continue
                }
                cursor = index + 1
            }
            if deltaIDs.insert(value.id).inserted { deltaValues.append(value) }
        }
        var hidden = Set<Int>()
        for index in baseValues.indices where !kept[index] { hidden.insert(index) }
        if deltaValues.count + hidden.count > max(64, baseValues.count / 8) {
            return Vocabulary(values: newValues, normalizer: normalizer)
        }
        if hidden == self.hidden, deltaValues == (delta?.values ?? []) { return self }
        let layer =
            deltaValues.isEmpty ? nil : Layer(values: deltaValues, offset: baseValues.count, normalizer: normalizer)
        return Vocabulary(base: base, delta: layer, hidden: hidden)
    }

    /// The index of the live value with `id`, if any.
    func index(ofID id: String) -> Int? {
        if let index = delta?.indexByID[id] { return index }
        if let index = base.indexByID[id], !hidden.contains(index) { return index }
        return nil
    }
}
