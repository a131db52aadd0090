/// A language's number parser that also reads the words people say for a quantity — "a couple
/// of", "a dozen", « une douzaine de », "un par de", „ein Dutzend“ — from a list a translator
/// keeps in the catalog, so "order a dozen tomato soups" orders 12.
///
/// ```swift
/// let parser = QuantityWords(languageCode: "en", quantities: ["a dozen": 12, "a couple of": 2])
/// parser.reading(of: ["a", "dozen", "soups"])  // NumberReading(value: 12, wordCount: 2)
/// parser.reading(of: ["three", "soups"])       // NumberReading(value: 3, wordCount: 1)
/// ```
public struct QuantityWords: NumberParser {
    private let base: any NumberParser
    /// The quantity phrases as folded keys, by first key, longest first.
    private let byFirst: [String: [(keys: [String], value: Int)]]

    public init(languageCode: String, quantities: [String: Int]) {
        base = defaultNumberParser(for: languageCode)
        let normalizer = Normalizer(languageCode: languageCode)
        var byFirst: [String: [(keys: [String], value: Int)]] = [:]
        for (text, value) in quantities {
            let keys = normalizer.tokens(in: text).map(\.key)
            guard let first = keys.first else { continue }
            byFirst[first, default: []].append((keys, value))
        }
        self.byFirst = byFirst.mapValues { $0.sorted { $0.keys.count > $1.keys.count } }
    }

    public func reading(of words: ArraySlice<String>) -> NumberReading? {
        if let first = words.first, let phrases = byFirst[first] {
            for phrase in phrases where words.starts(with: phrase.keys) {
                return NumberReading(value: phrase.value, wordCount: phrase.keys.count)
            }
        }
        return base.reading(of: words)
    }
}
