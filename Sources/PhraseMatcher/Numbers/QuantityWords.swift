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
    /// The quantity phrases as folded keys, longest first. A handful: compared in turn, which
    /// costs less than hashing each word the exact stage asks about.
    private let phrases: [(keys: [String], value: Int)]

    public init(languageCode: String, quantities: [String: Int]) {
        base = defaultNumberParser(for: languageCode)
        let normalizer = Normalizer(languageCode: languageCode)
        phrases = quantities.map { (keys: normalizer.tokens(in: $0.key).map(\.key), value: $0.value) }
            .filter { !$0.keys.isEmpty }
            .sorted { $0.keys.count != $1.keys.count ? $0.keys.count > $1.keys.count : $0.keys.joined() < $1.keys.joined() }
    }

    public func reading(of words: ArraySlice<String>) -> NumberReading? {
        if let first = words.first {
            // Compared as bytes: the keys are folded alike, and `String`'s `==` normalizes
            // non-ASCII words on every call.
            for phrase in phrases
            where phrase.keys[0].hasSameBytes(as: first) && words.starts(with: phrase.keys, by: { $0.hasSameBytes(as: $1) }) {
                return NumberReading(value: phrase.value, wordCount: phrase.keys.count)
            }
        }
        return base.reading(of: words)
    }
}
