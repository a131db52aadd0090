/// A number read at the start of a run of words: its value and how many words spelled it.
///
/// ```swift
/// EnglishNumberParser().reading(of: ["twenty", "one", "soups"])
/// // NumberReading(value: 21, wordCount: 2)
/// ```
public struct NumberReading: Sendable, Hashable {
    /// The number's value.
    public var value: Int
    /// How many words it took.
    public var wordCount: Int

    public init(value: Int, wordCount: Int) {
        self.value = value
        self.wordCount = wordCount
    }
}
