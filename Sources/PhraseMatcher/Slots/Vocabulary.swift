/// A slot's vocabulary compiled for lookup: every title and synonym as folded bytes (see
/// ``ValueKeys``), found at any offset of a sentence, and as folded words by first word, for
/// typos.
///
/// The distinct first words feed a ``FuzzyIndex``, so a typo in a name ("Buy mikl") still
/// finds its entries (scored below an exact match).
///
/// Built off the matching path (at compile time and on each vocabulary update); matching only
/// reads it, through one shared reference. Entries sharing a first word are ordered longest first.
///
/// ```swift
/// let vocabulary = Vocabulary(values: [VocabularyValue(id: "high", title: "high", synonyms: ["urgent"])],
///                             normalizer: Normalizer(languageCode: "en"))
/// vocabulary.entries["urgent"]?.first?.valueIndex  // 0
/// ```
final class Vocabulary: Sendable {
    struct Entry: Sendable {
        var keys: [String]
        var valueIndex: Int
    }

    let values: [VocabularyValue]
    /// Titles and synonyms as sorted bytes, for exact matching at any offset.
    let keys: ValueKeys
    let entries: [String: [Entry]]
    /// The distinct first words of the entries, indexed for typos.
    let firstWords: [String]
    let fuzzy: FuzzyIndex

    init(values: [VocabularyValue], normalizer: Normalizer) {
        self.values = values
        keys = ValueKeys(values: values, fold: normalizer.folded)
        var entries: [String: [Entry]] = [:]
        for (index, value) in values.enumerated() {
            for phrase in [value.title] + value.synonyms {
                let keys = normalizer.tokens(in: phrase).map(\.key)
                if let first = keys.first { entries[first, default: []].append(Entry(keys: keys, valueIndex: index)) }
            }
        }
        self.entries = entries.mapValues { $0.sorted { $0.keys.count > $1.keys.count } }
        firstWords = entries.keys.sorted()
        fuzzy = FuzzyIndex(words: firstWords)
    }
}
