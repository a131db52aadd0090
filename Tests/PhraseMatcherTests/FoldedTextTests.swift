import Testing

@testable import PhraseMatcher

/// Runs of kana and CJK ideographs are copied into the folded text as they are, their flags
/// written in one pass; every other character is read one at a time. Both ways must give the
/// same folded text: bytes, origins, word starts, free joints, digits and the runs ICU cuts.
@Suite("Folded text of scripts written without spaces")
struct FoldedTextTests {
    static let cases: [(language: String, text: String)] = [
        ("ja", "テレビをオンにして"),
        ("ja", "エアコンオフにして"),
        ("ja", "リビングのエアコンを起動してください"),
        // Kanji numerals are digits: a word starts where they begin and end.
        ("ja", "温度を二十一度にして"),
        ("ja", "タイマーを三十分にセット"),
        // A combining voiced mark goes with the kana before it (read one at a time).
        ("ja", "か\u{3099}いい"),
        ("ja", "テレヒ\u{3099}をつけて"),
        // Half-width katakana fold to full width; full-width Latin to ASCII.
        ("ja", "ｴｱｺﾝをオンにして"),
        ("ja", "ＡＢＣテレビを消して"),
        // Mixed with spaced scripts, digits and punctuation.
        ("ja", "Soup Chefでスープを頼んで"),
        ("ja", "20度にして、お願い"),
        ("ja", "テレビ を オン にして"),
        ("ja", "々ー〆"),
        ("zh", "打开客厅的灯"),
        ("zh", "把温度调到二十五度"),
        ("en", "turn on the テレビ please"),
        // Plain text (ASCII and kana or ideographs only) is folded in one pass of its own.
        ("en", "Turn on the lights in the Living Room"),
        ("en", "set the thermostat to 21 degrees, please!"),
        ("en", "  play track 2b  "),
        ("en", ""),
        ("ja", "二十1度にして"),
        ("ja", "三5テレビ"),
        ("ja", "TV2台をオン"),
        ("ja", "a二b三"),
        ("ja", "テレビ2"),
    ]

    @Test("copying a run gives what reading it character by character gives", arguments: cases)
    func copiedRuns(_ language: String, _ text: String) {
        let rules = LanguageRules.rules(for: language)
        let fast = FoldedText(text, rules: rules)
        let slow = FoldedText(text, rules: rules, copiesPlainRuns: false)
        #expect(fast.bytes == slow.bytes)
        #expect(fast.origins == slow.origins)
        #expect(fast.originEnds == slow.originEnds)
        #expect(fast.flags.map(\.rawValue) == slow.flags.map(\.rawValue))
        #expect(fast.wordStartCount == slow.wordStartCount)
        #expect(fast.needsSegmentation == slow.needsSegmentation)
    }

    /// A sentence is folded into the memory of the one before (see `PreparedUtterance.reuse`):
    /// whatever that one was, the result is the sentence's own.
    @Test("folding into used memory gives what folding anew gives", arguments: cases)
    func refolded(_ language: String, _ text: String) {
        let rules = LanguageRules.rules(for: language)
        let fresh = FoldedText(text, rules: rules)
        for before in ["リビングのエアコンを起動してください", "set the thermostat to 21 degrees, please!", "Crème brûlée", ""] {
            var reused = FoldedText(before, rules: rules)
            reused.refold(text, rules: rules)
            #expect(reused.bytes == fresh.bytes)
            #expect(reused.origins == fresh.origins)
            #expect(reused.originEnds == fresh.originEnds)
            #expect(reused.flags.map(\.rawValue) == fresh.flags.map(\.rawValue))
            #expect(reused.wordStartCount == fresh.wordStartCount)
            #expect(reused.needsSegmentation == fresh.needsSegmentation)
        }
    }

    @Test("a kana run folds to itself and keeps where each character came from")
    func origins() {
        let text = "エアコンをオン"
        let folded = FoldedText(text, rules: LanguageRules.rules(for: "ja"))
        #expect(String(decoding: folded.bytes, as: UTF8.self) == text)
        #expect(folded.originRange(of: 12..<15) == 12..<15)  // "を"
        #expect(folded.flags[0].contains(.needsSegmentation))
        #expect(folded.flags[3].contains(.freeJoint))
    }

    /// Accented Latin and Cyrillic letters are classified without looking up Unicode
    /// properties: the shortcut must agree with the properties on every scalar it covers.
    @Test(
        "European letters are classified as their Unicode properties say",
        arguments: [0xC0...0x24F, 0x370...0x3FF, 0x400...0x52F] as [ClosedRange<UInt32>])
    func europeanLetters(_ range: ClosedRange<UInt32>) {
        for value in range {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let category = scalar.properties.generalCategory
            let isLetterOrNumber: Bool
            switch category {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
                isLetterOrNumber = true
            default:
                isLetterOrNumber = false
            }
            let isMark = [.nonspacingMark, .spacingMark, .enclosingMark].contains(category)
            #expect(FoldedText.isWordScalar(scalar) == isLetterOrNumber, "U+\(String(value, radix: 16))")
            #expect(FoldedText.isMark(scalar) == isMark, "U+\(String(value, radix: 16))")
            #expect(
                FoldedText.isDecimalDigit(scalar) == (scalar.properties.numericType == .decimal),
                "U+\(String(value, radix: 16))")
            #expect(
                FoldedText.isSymbolWord(scalar) == (category == .currencySymbol || value == 0xB0),
                "U+\(String(value, radix: 16))")
        }
    }

    @Test(
        "accented words fold as they did",
        arguments: [
            ("fr", "Allume la lumière de l'entrée", "allumelalumieredelentree"),
            ("de", "Schließe die Garagentür", "schliessediegaragentur"),
            ("es", "¿Cuál es la temperatura del salón?", "cualeslatemperaturadelsalon"),
            ("ru", "Включи свет на кухне", "включисветнакухне"),
        ])
    func accentedWords(_ language: String, _ text: String, _ folded: String) {
        let result = FoldedText(text, rules: LanguageRules.rules(for: language))
        #expect(String(decoding: result.bytes, as: UTF8.self) == folded)
    }
}
