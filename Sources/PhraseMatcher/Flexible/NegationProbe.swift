/// A quick look at whether a sentence may deny anything at all (see
/// ``FlexibleLexicon/negations``): it holds the first word of a negation ("don" of "don't"
/// too), or in Japanese ない or なく. Made without the flexible matcher, so that a sentence
/// an exact phrase matched does not build it just to learn that it denies nothing.
public struct NegationProbe: Sendable {
    private let words: Set<String>
    private let languageCode: String
    /// Japanese prefixes that deny the word after them ("未…"), looked for as written.
    private let prefixes: [String]

    public init(negations: [String], index: PhraseIndex) {
        let tokenizer = FlexibleTokenizer(normalizer: index.normalizer)
        languageCode = tokenizer.forms.languageCode
        prefixes = negations.filter { $0.hasSuffix("…") && !$0.hasPrefix("…") }.map { String($0.dropLast()) }
        words = Set(
            negations.flatMap { text -> [String] in
                // "…X" denies the word before it, "X…" the word after it; its own first word is X.
                var words = Substring(text)
                if words.hasPrefix("…") { words = words.dropFirst() }
                if words.hasSuffix("…") { words = words.dropLast() }
                guard let first = tokenizer.keys(in: String(words)).first else {
                    return []
                }
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
