/// A quick look at whether a sentence may deny anything at all (see
/// ``FlexibleLexicon/negations``): it holds the first word of a negation ("don" of "don't"
/// too), or in Japanese ない or なく. Made without the flexible matcher, so that a sentence
/// an exact phrase matched does not build it just to learn that it denies nothing.
public struct NegationProbe: Sendable {
    private let words: Set<String>
    private let languageCode: String
    /// Japanese prefixes that deny the word after them ("未…"), looked for as written.
    private let prefixes: [String]

    /// Keeps the first word of each negation: its normalizer key, the way the flexible stage
    /// reads a sentence's words before it looks for their other forms. No stemmer or morphology
    /// is loaded for it (Japanese is probed by its endings and prefixes).
    public init(negations: [String], index: PhraseIndex) {
        let normalizer = index.normalizer
        languageCode = normalizer.languageCode
        prefixes = negations.filter { $0.hasSuffix("…") && !$0.hasPrefix("…") }.map { String($0.dropLast()) }
        words = Set(
            negations.flatMap { text -> [String] in
                // "…X" denies the word before it, "X…" the word after it; its own first word is X.
                var said = Substring(text)
                if said.hasPrefix("…") { said = said.dropFirst() }
                if said.hasSuffix("…") { said = said.dropLast() }
                guard let first = normalizer.tokens(in: String(said)).first?.key else { return [] }
                return [first, first.split { !$0.isLetter }.first.map(String.init) ?? first]
            })
    }

    /// Whether `sentence` may deny something; false means it surely does not.
    public func mayDeny(_ sentence: String) -> Bool {
        guard !words.isEmpty else { return false }
        if languageCode == "ja" {
            return sentence.contains("ない") || sentence.contains("なく") || prefixes.contains(where: sentence.contains)
        }
        return sentence.lowercased().split { !$0.isLetter }.contains { words.contains(String($0)) }
    }
}
