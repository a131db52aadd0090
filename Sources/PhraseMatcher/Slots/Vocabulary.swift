/// A slot's vocabulary compiled for lookup: every title and synonym as folded words, by first word.
///
/// Built off the matching path (at compile time and on each vocabulary update); matching only
/// reads it. Entries sharing a first word are ordered longest first.
///
/// ```swift
/// let vocabulary = Vocabulary(values: [VocabularyValue(id: "high", title: "high", synonyms: ["urgent"])],
///                             normalizer: Normalizer(languageCode: "en"))
/// vocabulary.entries["urgent"]?.first?.valueIndex  // 0
/// ```
struct Vocabulary: Sendable {
    struct Entry: Sendable {
        var keys: [String]
        var valueIndex: Int
    }

    let values: [VocabularyValue]
    let entries: [String: [Entry]]

    init(values: [VocabularyValue], normalizer: Normalizer) {
        self.values = values
        var entries: [String: [Entry]] = [:]
        for (index, value) in values.enumerated() {
            for phrase in [value.title] + value.synonyms {
                let keys = normalizer.tokens(in: phrase).map(\.key)
                if let first = keys.first { entries[first, default: []].append(Entry(keys: keys, valueIndex: index)) }
            }
        }
        self.entries = entries.mapValues { $0.sorted { $0.keys.count > $1.keys.count } }
    }
}
