/// The words of a ``FoldedText``: where each starts and ends among its bytes, and its key.
///
/// Words tile the folded bytes. Runs written without spaces are cut by ``WordSegmenter`` (ICU),
/// which is why words are made only when needed: number, date, duration and free-text slots,
/// filler words, typos and explanations read words; literal text and list values do not.
///
/// ```swift
/// let text = "add 2 soups"
/// let words = Words(FoldedText(text, rules: rules), text: text, segmenter: WordSegmenter(languageCode: "en"))
/// words.keys     // ["add", "2", "soups"]
/// words.starts   // [0, 3, 4]
/// ```
struct Words: Sendable {
    /// Byte offset where each word starts; word `i` ends where word `i + 1` starts (or at the end).
    var starts: [Int] = []
    /// Each word's folded key.
    var keys: [String] = []
    /// The index of the word starting at each byte offset (`count + 1` entries), or -1.
    var indexAt: [Int32] = []
    /// Total bytes.
    let byteCount: Int

    var count: Int { starts.count }

    /// No words.
    static let empty = Words()

    private init() { byteCount = 0 }

    init(_ folded: FoldedText, text: String, segmenter: WordSegmenter) {
        byteCount = folded.count
        var starts: [Int] = []
        starts.reserveCapacity(folded.wordStartCount)
        var offset = 0
        while offset < folded.count {
            let flags = folded.flags[offset]
            if flags.contains(.needsSegmentation) {
                var end = offset + 1
                while end < folded.count, !folded.flags[end].contains(.runStart) { end += 1 }
                starts += Self.segment(folded, run: offset..<end, text: text, segmenter: segmenter)
                offset = end
                continue
            }
            if flags.contains(.wordStart) { starts.append(offset) }
            offset += 1
        }
        self.starts = starts
        var indexAt = [Int32](repeating: -1, count: folded.count + 1)
        for (index, start) in starts.enumerated() { indexAt[start] = Int32(index) }
        self.indexAt = indexAt
        keys = starts.indices.map { index in
            let end = index + 1 < starts.count ? starts[index + 1] : folded.count
            return String(decoding: folded.bytes[starts[index]..<end], as: UTF8.self)
        }
    }

    /// The end offset of word `index`.
    @inline(__always)
    func end(of index: Int) -> Int {
        index + 1 < starts.count ? starts[index + 1] : byteCount
    }

    /// The words that bytes `range` touch.
    func wordRange(covering range: Range<Int>) -> Range<Int> {
        guard !starts.isEmpty else { return 0..<0 }
        let first = wordIndex(containing: range.lowerBound)
        guard !range.isEmpty else { return first..<first }
        return first..<(wordIndex(containing: range.upperBound - 1) + 1)
    }

    /// The index of the word containing byte `offset` (the word count at the end).
    func wordIndex(containing offset: Int) -> Int {
        guard offset < byteCount else { return starts.count }
        var low = 0
        var high = starts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if starts[middle] <= offset { low = middle } else { high = middle }
        }
        return low
    }

    /// Word starts inside one run written without spaces, from ICU.
    private static func segment(
        _ folded: FoldedText, run: Range<Int>, text: String, segmenter: WordSegmenter
    ) -> [Int] {
        let utf8 = text.utf8
        let originStart = Int(folded.origins[run.lowerBound])
        let originEnd = Int(folded.originEnds[run.upperBound - 1])
        let lower = utf8.index(utf8.startIndex, offsetBy: originStart)
        let upper = utf8.index(utf8.startIndex, offsetBy: originEnd)
        var starts: [Int] = []
        for word in segmenter.words(in: text[lower..<upper]) {
            let origin = utf8.distance(from: utf8.startIndex, to: word.lowerBound)
            // The first byte folded from a character at or after the word's origin.
            var low = run.lowerBound
            var high = run.upperBound
            while low < high {
                let middle = (low + high) / 2
                if Int(folded.origins[middle]) < origin { low = middle + 1 } else { high = middle }
            }
            if low < run.upperBound, starts.last != low { starts.append(low) }
        }
        if starts.first != run.lowerBound { starts.insert(run.lowerBound, at: 0) }
        return starts
    }
}
