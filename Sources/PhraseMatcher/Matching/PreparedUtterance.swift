/// A sentence ready for matching: its tokens, their keys, lexicon ids and filler spans.
///
/// Built once per call, shared by every phrase, so per-phrase matching only compares integers
/// and looks words up.
///
/// ```swift
/// let input = PreparedUtterance("add milk please", normalizer: normalizer, program: program)
/// input.fillerLengths  // [0, 0, 1]
/// ```
struct PreparedUtterance {
    let text: String
    let tokens: [Token]
    let keys: [String]
    /// Lexicon id of each word, or -1 for a word no template uses.
    let wordIDs: [Int]
    /// How many words the filler phrase starting at each word covers (0: not a filler).
    let fillerLengths: [Int]
    /// Template words each unknown word may be a typo of: `fuzzyWords[fuzzyStarts[i]..<fuzzyStarts[i + 1]]`.
    let fuzzyStarts: [Int]
    let fuzzyWords: [(id: Int, edits: Int)]
    /// Numbers whose minus sign, thousands separators or size the keys do not show, by the
    /// word they start at (see ``WrittenNumber``).
    let writtenNumbers: [WrittenNumber?]

    init(_ text: String, normalizer: Normalizer, program: PhraseProgram, fuzzy: Bool = true) {
        self.text = text
        tokens = normalizer.tokens(in: text)
        keys = tokens.map(\.key)
        wordIDs = keys.map { program.lexicon[$0] ?? -1 }
        fillerLengths = normalizer.fillerLengths(of: tokens)
        writtenNumbers = WrittenNumber.readings(of: tokens, in: text, languageCode: normalizer.languageCode)
        var starts = [0]
        var words: [(id: Int, edits: Int)] = []
        if fuzzy, tokens.count <= PhraseIndex.maximumWordCount {
            for (index, key) in keys.enumerated() {
                if wordIDs[index] < 0, fillerLengths[index] == 0 {
                    words += program.fuzzyLexicon.candidates(for: key).map { (id: $0.index, edits: $0.edits) }
                }
                starts.append(words.count)
            }
        } else {
            starts += Array(repeating: 0, count: tokens.count)
        }
        fuzzyStarts = starts
        fuzzyWords = words
    }

    /// The edits that make word `position` the template word `id`, if it is a typo of it.
    func fuzzyEdits(at position: Int, for id: Int) -> Int? {
        var index = fuzzyStarts[position]
        while index < fuzzyStarts[position + 1] {
            if fuzzyWords[index].id == id { return fuzzyWords[index].edits }
            index += 1
        }
        return nil
    }

    var count: Int { tokens.count }

    /// Whether every word is a filler word (or there are none): nothing to match.
    var isEmpty: Bool {
        var index = 0
        while index < count {
            guard fillerLengths[index] > 0 else { return false }
            index += fillerLengths[index]
        }
        return true
    }

    /// The original text from word `range.lowerBound` through word `range.upperBound - 1`.
    func originalText(of range: Range<Int>) -> (text: String, range: Range<String.Index>) {
        let span = tokens[range.lowerBound].range.lowerBound..<tokens[range.upperBound - 1].range.upperBound
        return (String(text[span]), span)
    }
}
