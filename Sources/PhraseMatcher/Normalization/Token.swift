/// One word of a sentence: its folded comparison key and where it is in the original text.
///
/// The key is for comparing only; what the person typed is always `text[token.range]`.
///
/// ```swift
/// let tokens = Normalizer(languageCode: "en").tokens(in: "What’s ON")
/// tokens.map(\.key)  // ["whats", "on"]
/// ```
public struct Token: Sendable, Hashable {
    /// Folded form used for comparison (NFKC, case, width and, per language, diacritics folded;
    /// apostrophes removed).
    public let key: String
    /// The word's range in the original string.
    public let range: Range<String.Index>

    public init(key: String, range: Range<String.Index>) {
        self.key = key
        self.range = range
    }
}
