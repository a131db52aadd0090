/// Free text as the person wrote it.
extension PreparedUtterance {
    /// The text of a free-text slot over words `range`: everything from the end of the word
    /// before it to the start of the word after it, so that the punctuation, symbols and emoji
    /// around and between its words stay ("learn C++", "(optional) stretch", "call Mum 😀"),
    /// minus only what frames a sentence at its edges: spaces, sentence punctuation (". , ; :
    /// ! ? …", "¿ ¡", "。、！？") and one pair of quotation marks around the whole of it.
    ///
    /// Control characters and escape sequences are never taken in: a side whose gap holds
    /// one ends at the word itself.
    ///
    /// ```swift
    /// // "add (optional) stretch. to Tasks", words 1..<3
    /// input.freeText(of: 1..<3).text  // "(optional) stretch"
    /// ```
    func freeText(of range: Range<Int>) -> (text: String, range: Range<String.Index>) {
        let first = tokens[range.lowerBound].range
        let last = tokens[range.upperBound - 1].range
        var start = range.lowerBound == 0 ? text.startIndex : tokens[range.lowerBound - 1].range.upperBound
        var end = range.upperBound == tokens.count ? text.endIndex : tokens[range.upperBound].range.lowerBound
        if text[start..<first.lowerBound].contains(where: Self.isControl) { start = first.lowerBound }
        if text[last.upperBound..<end].contains(where: Self.isControl) { end = last.upperBound }
        trim(&start, &end)
        // One pair of quotation marks around the whole title says "this is the title".
        if start < end, let closing = Self.closingQuote[text[start]] {
            let beforeEnd = text.index(before: end)
            if beforeEnd > start, text[beforeEnd] == closing {
                start = text.index(after: start)
                end = beforeEnd
                trim(&start, &end)
            }
        }
        // Never less than the words themselves (a word is never trimmed).
        start = min(start, first.lowerBound)
        end = max(end, last.upperBound)
        return (String(text[start..<end]), start..<end)
    }

    /// Moves `start` forward and `end` back over spaces and sentence punctuation.
    private func trim(_ start: inout String.Index, _ end: inout String.Index) {
        while start < end, Self.framesSentence(text[start]) { start = text.index(after: start) }
        while start < end {
            let previous = text.index(before: end)
            guard Self.framesSentence(text[previous]) else { break }
            end = previous
        }
    }

    /// Spaces and the punctuation that ends or opens a sentence or clause, in any script.
    private static func framesSentence(_ character: Character) -> Bool {
        if character.isWhitespace { return true }
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else { return false }
        switch scalar {
        case "¿", "¡", "…", "‥": return true
        default: return scalar.properties.isTerminalPunctuation
        }
    }

    private static func isControl(_ character: Character) -> Bool {
        character.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }

    /// Opening quotation marks and the mark that closes each.
    private static let closingQuote: [Character: Character] = [
        "\"": "\"", "“": "”", "„": "“", "‘": "’", "'": "'", "«": "»", "»": "«", "‹": "›", "「": "」",
        "『": "』",
    ]
}
