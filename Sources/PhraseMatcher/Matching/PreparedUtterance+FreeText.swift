/// Free text as the person wrote it.
extension PreparedUtterance {
    /// The text of a free-text slot over folded bytes `range` (whole words): everything from
    /// the end of the word before it to the start of the word after it, so that the
    /// punctuation, symbols and emoji around and between its words stay ("learn C++",
    /// "(optional) stretch", "call Mum 😀"), minus only what frames a sentence at its edges:
    /// spaces, sentence punctuation (". , ; : ! ? …", "¿ ¡", "。、！？") and one pair of
    /// quotation marks around the whole of it.
    ///
    /// Control characters and escape sequences are never taken in: a side whose gap holds
    /// one ends at the word itself.
    ///
    /// ```swift
    /// // "add (optional) stretch. to Tasks", the bytes of "optional stretch"
    /// input.freeText(ofBytes: range).text  // "(optional) stretch"
    /// ```
    func freeText(ofBytes range: Range<Int>) -> (text: String, range: Range<String.Index>) {
        let words = originalText(ofBytes: range).range
        guard !range.isEmpty else { return (String(text[words]), words) }
        let scalars = text.unicodeScalars
        let utf8 = text.utf8
        // The gap before: from the end of the previous folded character; after: to the next one.
        let gapStart = range.lowerBound == 0 ? 0 : Int(folded.originEnds[range.lowerBound - 1])
        let gapEnd = range.upperBound >= folded.count ? utf8.count : Int(folded.origins[range.upperBound])
        var start = min(utf8.index(utf8.startIndex, offsetBy: gapStart), words.lowerBound)
        var end = max(utf8.index(utf8.startIndex, offsetBy: gapEnd), words.upperBound)
        if scalars[start..<words.lowerBound].contains(where: Self.isControl) { start = words.lowerBound }
        if scalars[words.upperBound..<end].contains(where: Self.isControl) { end = words.upperBound }
        trim(&start, &end)
        // One pair of quotation marks around the whole title says "this is the title".
        if start < end, let closing = Self.closingQuote[scalars[start]] {
            let beforeEnd = scalars.index(before: end)
            if beforeEnd > start, scalars[beforeEnd] == closing {
                start = scalars.index(after: start)
                end = beforeEnd
                trim(&start, &end)
            }
        }
        // Never less than the words themselves (a word is never trimmed).
        start = min(start, words.lowerBound)
        end = max(end, words.upperBound)
        return (String(text[start..<end]), start..<end)
    }

    /// Moves `start` forward and `end` back over spaces and sentence punctuation.
    private func trim(_ start: inout String.Index, _ end: inout String.Index) {
        let scalars = text.unicodeScalars
        while start < end, Self.framesSentence(scalars[start]) { start = scalars.index(after: start) }
        while start < end {
            let previous = scalars.index(before: end)
            guard Self.framesSentence(scalars[previous]) else { break }
            end = previous
        }
    }

    /// Spaces and the punctuation that ends or opens a sentence or clause, in any script.
    private static func framesSentence(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.isWhitespace { return true }
        switch scalar {
        case "¿", "¡", "…", "‥": return true
        default: return scalar.properties.isTerminalPunctuation
        }
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control
    }

    /// Opening quotation marks and the mark that closes each.
    private static let closingQuote: [Unicode.Scalar: Unicode.Scalar] = [
        "\"": "\"", "“": "”", "„": "“", "‘": "’", "'": "'", "«": "»", "»": "«", "‹": "›", "「": "」",
        "『": "』",
    ]
}
