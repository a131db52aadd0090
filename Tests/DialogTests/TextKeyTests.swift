import Foundation
import Testing

@testable import Dialog

/// The comparison key of what a person typed: an ASCII text's key is made without
/// Foundation, and must be the key Foundation's folding makes.
@Suite("Text keys")
struct TextKeyTests {
    static let asciiTexts = [
        "Yes", "no thanks", "  Cancel  that! ", "don't", "DON'T do it", "uh-huh", "ok, go ahead.", "Repeat that?",
        "what's on my list", "2 more", "x", "", "   ", "tab\there", "line\r\nbreak", "a_b", "1,000", "O'Brien's",
    ]

    /// What `fold` made of every text before ASCII had its own path.
    static func foundationKey(_ text: String, keepsDiacritics: Bool) -> String {
        var options: String.CompareOptions = [.caseInsensitive, .widthInsensitive]
        if !keepsDiacritics { options.insert(.diacriticInsensitive) }
        let folded = text.folding(options: options, locale: nil).replacingOccurrences(of: "’", with: "'")
        return folded.split { !($0.isLetter || $0.isNumber || $0 == "'") }.joined(separator: " ")
    }

    @Test("an ASCII text gets the key Foundation's folding gives it", arguments: asciiTexts)
    func asciiKeyIsFoundationsKey(text: String) {
        #expect(TextKey.fold(text) == Self.foundationKey(text, keepsDiacritics: false))
        #expect(TextKey.fold(text, keepsDiacritics: true) == Self.foundationKey(text, keepsDiacritics: true))
    }

    @Test("other texts are folded as before: accents, widths, curly apostrophes")
    func otherTexts() {
        #expect(TextKey.fold("Crème brûlée") == "creme brulee")
        #expect(TextKey.fold("don’t") == "don't")
        #expect(TextKey.fold("ＡＢＣ") == "abc")
        #expect(TextKey.fold("だめ", keepsDiacritics: true) == "だめ")
        #expect(TextKey.fold("Ça va", keepsDiacritics: true) == Self.foundationKey("Ça va", keepsDiacritics: true))
    }
}
