/// A text with some stretches written otherwise, that keeps the way back to the text as typed:
/// a range of the rewritten text is a range of the typed text, so that words read in the
/// rewritten text (romaji in kana, kana in kanji) are written down as they were typed.
///
/// ```swift
/// let text = "rappu kiroku"
/// let rewritten = RewrittenText(text, replacing: [(text.range(of: "rappu")!, "らっぷ")])
/// rewritten.text                                          // "らっぷ kiroku"
/// rewritten.typed[rewritten.typedRange(of: range)]        // the typed words of a range
/// ```
struct RewrittenText: Sendable {
    /// The text with its stretches rewritten.
    let text: String
    /// The text as typed.
    let typed: String
    private let pieces: [Piece]

    /// A stretch of the rewritten text and the stretch of the typed text it stands for.
    private struct Piece: Sendable {
        let text: Range<String.Index>
        let typed: Range<String.Index>
        /// Whether the stretch was rewritten (it then has other characters).
        let isConverted: Bool
    }

    /// `typed` with each of `replacements` (in order, apart) written as its text.
    init(_ typed: String, replacing replacements: [(range: Range<String.Index>, text: String)]) {
        var text = ""
        var length = 0  // in Unicode scalars
        var spans: [(text: Range<Int>, typed: Range<String.Index>, isConverted: Bool)] = []
        func append(_ piece: some StringProtocol, for range: Range<String.Index>, isConverted: Bool) {
            let count = piece.unicodeScalars.count
            text += piece
            spans.append((length..<length + count, range, isConverted))
            length += count
        }
        var kept = typed.startIndex
        for replacement in replacements {
            if kept < replacement.range.lowerBound {
                append(typed[kept..<replacement.range.lowerBound], for: kept..<replacement.range.lowerBound, isConverted: false)
            }
            append(replacement.text, for: replacement.range, isConverted: true)
            kept = replacement.range.upperBound
        }
        if kept < typed.endIndex { append(typed[kept...], for: kept..<typed.endIndex, isConverted: false) }
        let scalars = Array(text.unicodeScalars.indices) + [text.endIndex]
        self.text = text
        self.typed = typed
        pieces = spans.map {
            Piece(text: scalars[$0.text.lowerBound]..<scalars[$0.text.upperBound], typed: $0.typed, isConverted: $0.isConverted)
        }
    }

    /// The range of the typed text that `range` of the rewritten text stands for. A bound
    /// inside a rewritten stretch falls where the same share of the typed stretch ends, so that
    /// the parts of one word stay in order and touch as they did; a bound at a stretch's edge
    /// is that edge.
    func typedRange(of range: Range<String.Index>) -> Range<String.Index> {
        let lower = typedIndex(of: range.lowerBound, atEnd: false)
        let upper = typedIndex(of: range.upperBound, atEnd: true)
        return lower..<max(lower, upper)
    }

    private func typedIndex(of index: String.Index, atEnd: Bool) -> String.Index {
        guard
            let piece = pieces.first(where: {
                atEnd ? ($0.text.lowerBound < index && index <= $0.text.upperBound) : ($0.text.lowerBound <= index && index < $0.text.upperBound)
            })
        else { return index <= text.startIndex ? typed.startIndex : typed.endIndex }
        let offset = text.unicodeScalars.distance(from: piece.text.lowerBound, to: index)
        guard piece.isConverted else {
            return typed.unicodeScalars.index(piece.typed.lowerBound, offsetBy: offset)
        }
        let rewrittenLength = text.unicodeScalars.distance(from: piece.text.lowerBound, to: piece.text.upperBound)
        let typedLength = typed.distance(from: piece.typed.lowerBound, to: piece.typed.upperBound)
        let share = (offset * typedLength + rewrittenLength / 2) / max(rewrittenLength, 1)
        return typed.index(piece.typed.lowerBound, offsetBy: min(share, typedLength))
    }
}
