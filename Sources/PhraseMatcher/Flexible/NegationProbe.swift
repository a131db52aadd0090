/// A quick look at whether a sentence may deny anything at all (see
/// ``FlexibleLexicon/negations``): it holds the first word of a negation ("don" of "don't"
/// too), or in Japanese ない or なく. Made without the flexible matcher, so that a sentence
/// an exact phrase matched does not build it just to learn that it denies nothing.
public struct NegationProbe: Sendable {
    private let words: Set<String>
    private let languageCode: String

    /// Keeps the first word of each negation: its normalizer key, the way the flexible stage
    /// reads a sentence's words before it looks for their other forms. No stemmer or morphology
    /// is loaded for it (Japanese is probed by its endings).
    public init(negations: [String], index: PhraseIndex) {
        let normalizer = index.normalizer
        languageCode = normalizer.languageCode
        // A negation written "…X" denies the word before it; its own first word is X.
        words = Set(
            negations.flatMap { text -> [String] in
                let said = text.hasPrefix("…") ? String(text.dropFirst()) : text
                guard let first = normalizer.tokens(in: said).first?.key else { return [] }
                return [first, first.split { !$0.isLetter }.first.map(String.init) ?? first]
            })
    }

    /// Whether `sentence` may deny something; false means it surely does not.
    public func mayDeny(_ sentence: String) -> Bool {
        guard !words.isEmpty else { return false }
        if languageCode == "ja" { return sentence.contains("ない") || sentence.contains("なく") }
        return sentence.lowercased().split { !$0.isLetter }.contains { words.contains(String($0)) }
    }
}
