import Synchronization

/// A sentence ready for matching: its folded bytes, and — made on first need — its words,
/// their filler spans and the template words each unknown word may be a typo of.
///
/// Built once per call and shared by every phrase. Literal text and list values compare bytes
/// and need no words, so a sentence that only such templates read never runs ICU's word break
/// (Japanese) nor looks words up.
///
/// A ``PhraseIndex`` keeps one per aligner of its pool and prepares the next sentence in it
/// (``reuse(for:)``) when no match of the last one still holds it: matching a sentence then
/// allocates no memory for folding it.
///
/// ```swift
/// let input = PreparedUtterance("add milk please", normalizer: normalizer)
/// input.fillerLengths  // [0, 0, 1]
/// ```
final class PreparedUtterance: @unchecked Sendable {
    // Unchecked: `text` and `folded` change only in ``reuse(for:)``, which the index calls
    // only on an utterance no one else holds (known uniquely referenced, under its pool's lock).
    /// Words and what each one is, for slots, fillers, typos and explanations.
    struct WordData: Sendable {
        let words: Words
        /// How many words the filler phrase starting at each word covers (0: not a filler).
        let fillerLengths: [Int]
        /// Numbers whose minus sign, thousands separators or size the words do not show, by
        /// the word they start at (see ``WrittenNumber``); empty when there are no digits.
        let writtenNumbers: [WrittenNumber?]
    }

    /// The lexicon id of each word and its possible typos.
    struct TypoData: Sendable {
        /// Lexicon id of each word, or -1 for a word no template uses.
        let wordIDs: [Int]
        /// Template words each unknown word may be a typo of: `fuzzyWords[fuzzyStarts[i]..<fuzzyStarts[i + 1]]`.
        let fuzzyStarts: [Int]
        let fuzzyWords: [(id: Int, edits: Int)]

        /// No words.
        static let empty = TypoData(wordIDs: [], fuzzyStarts: [0], fuzzyWords: [])

        /// The edits that make word `index` the template word `id`, if it is a typo of it.
        func fuzzyEdits(at index: Int, for id: Int) -> Int? {
            var position = fuzzyStarts[index]
            while position < fuzzyStarts[index + 1] {
                if fuzzyWords[position].id == id { return fuzzyWords[position].edits }
                position += 1
            }
            return nil
        }
    }

    // Read in every step of a search: no dynamic exclusivity check (see the note above).
    @exclusivity(unchecked) private(set) var text: String
    @exclusivity(unchecked) private(set) var folded: FoldedText
    let normalizer: Normalizer
    private let wordData = Mutex<WordData?>(nil)
    private let typoData = Mutex<TypoData?>(nil)

    init(_ text: String, normalizer: Normalizer) {
        self.text = text
        self.normalizer = normalizer
        folded = normalizer.folded(text)
    }

    /// Prepares `text` in this utterance's memory, as `init(_:normalizer:)` would: only for an
    /// utterance nothing else holds.
    func reuse(for text: String) {
        self.text = text
        normalizer.fold(text, into: &folded)
        wordData.withLock { $0 = nil }
        typoData.withLock { $0 = nil }
    }

    var count: Int { folded.count }

    /// The sentence's words (cut by ICU where written without spaces), made once.
    var words: WordData {
        wordData.withLock { data in
            if let data { return data }
            let words = normalizer.words(of: folded, in: text)
            let made = WordData(
                words: words, fillerLengths: normalizer.fillerLengths(keys: words.keys),
                writtenNumbers: WrittenNumber.readings(
                    of: words, folded: folded, text: text, languageCode: normalizer.languageCode))
            data = made
            return made
        }
    }

    var fillerLengths: [Int] { words.fillerLengths }

    /// Lexicon ids and typo candidates of the words against `program`'s words, made once.
    func typos(in program: PhraseProgram) -> TypoData {
        if let known = typoData.withLock({ $0 }) { return known }
        let words = self.words
        let wordIDs = words.words.keys.map { program.lexicon[$0] ?? -1 }
        var starts = [0]
        var found: [(id: Int, edits: Int)] = []
        if words.words.count <= PhraseIndex.maximumWordCount {
            for (index, key) in words.words.keys.enumerated() {
                if wordIDs[index] < 0, words.fillerLengths[index] == 0 {
                    found += program.fuzzyLexicon.candidates(for: key).map { (id: $0.index, edits: $0.edits) }
                }
                starts.append(found.count)
            }
        } else {
            starts += Array(repeating: 0, count: words.words.count)
        }
        let made = TypoData(wordIDs: wordIDs, fuzzyStarts: starts, fuzzyWords: found)
        typoData.withLock { $0 = made }
        return made
    }

    /// Whether every word is a filler word (or there are none): nothing to match.
    var isEmpty: Bool {
        guard !folded.bytes.isEmpty else { return true }
        let words = self.words
        var index = 0
        while index < words.words.count {
            guard words.fillerLengths[index] > 0 else { return false }
            index += words.fillerLengths[index]
        }
        return true
    }

    /// The original text of folded bytes `range`, and its range in ``text``.
    func originalText(ofBytes range: Range<Int>) -> (text: String, range: Range<String.Index>) {
        let origin = folded.originRange(of: range)
        let utf8 = text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: origin.lowerBound)
        let upper = utf8.index(lower, offsetBy: origin.count)
        return (String(text[lower..<upper]), lower..<upper)
    }

    /// The original text from word `range.lowerBound` through word `range.upperBound - 1`.
    func originalText(of range: Range<Int>) -> (text: String, range: Range<String.Index>) {
        let words = self.words.words
        return originalText(ofBytes: words.starts[range.lowerBound]..<words.end(of: range.upperBound - 1))
    }
}
