/// Hiragana and katakana: the two kana scripts write the same syllables, so a reading can
/// be compared in one of them.
///
/// ```swift
/// Kana.katakana("みそしる")  // "ミソシル"
/// Kana.isKana("ミソスープ")  // true
/// ```
enum Kana {
    /// The text with every hiragana letter written in katakana (ぁ–ゖ, ゝ, ゞ); everything
    /// else is kept.
    static func katakana(_ text: some StringProtocol) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isHiragana(scalar), let shifted = Unicode.Scalar(scalar.value + 0x60) {
                scalars.append(shifted)
            } else {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// The text with every katakana letter that has a hiragana written in hiragana (ァ–ヶ,
    /// ヽ, ヾ); everything else, the prolonged sound mark included, is kept.
    static func hiragana(_ text: some StringProtocol) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if (0x30A1...0x30F6).contains(scalar.value) || scalar.value == 0x30FD || scalar.value == 0x30FE,
                let shifted = Unicode.Scalar(scalar.value - 0x60)
            {
                scalars.append(shifted)
            } else {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// Whether the text is a word written in katakana: katakana letters (ァ–ヺ) and the
    /// prolonged sound mark, at least one letter.
    static func isKatakanaWord(_ text: some StringProtocol) -> Bool {
        text.unicodeScalars.contains { (0x30A1...0x30FA).contains($0.value) }
            && text.unicodeScalars.allSatisfy { (0x30A1...0x30FA).contains($0.value) || $0 == "ー" }
    }

    /// Whether the text is all kana (and not empty): hiragana, katakana, the prolonged
    /// sound mark ー, the voicing marks and the middle dot.
    static func isKana(_ text: some StringProtocol) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { (0x3041...0x30FF).contains($0.value) && $0.value != 0x30A0 }
    }

    /// ぁ (U+3041) to ゖ (U+3096), and the iteration marks ゝ ゞ, whose katakana are 0x60
    /// further on.
    static func isHiragana(_ scalar: Unicode.Scalar) -> Bool {
        (0x3041...0x3096).contains(scalar.value) || scalar.value == 0x309D || scalar.value == 0x309E
    }

    /// The katakana with each long vowel written as the prolonged sound mark: a vowel after a
    /// syllable of the same vowel, ウ after an o-syllable and イ after an e-syllable (ロオ, ロウ
    /// → ロー; スウ → スー; ケイ → ケー), as dictionaries write loanwords (スープ, ミネストローネ)
    /// and as people type them in kana or romaji (すうぷ, "minesutoroone"). Both sides of a
    /// comparison are folded, so native words meet too (チュウモン and ちゅーもん → チューモン).
    static func foldingLongVowels(_ katakana: String) -> String {
        var scalars = String.UnicodeScalarView()
        var previousVowel: Character?
        for scalar in katakana.unicodeScalars {
            let vowel = vowels[scalar]
            if let vowel, Self.pureVowels.contains(scalar), let previous = previousVowel,
                previous == vowel || (previous == "o" && vowel == "u") || (previous == "e" && vowel == "i")
            {
                scalars.append("ー")
                continue
            }
            scalars.append(scalar)
            if scalar != "ー" { previousVowel = vowel }
        }
        return String(scalars)
    }

    /// アイウエオ: the kana that are a vowel alone.
    private static let pureVowels: Set<Unicode.Scalar> = ["ア", "イ", "ウ", "エ", "オ"]

    /// The vowel each katakana syllable ends in (small ャュョ give the syllable theirs).
    private static let vowels: [Unicode.Scalar: Character] = {
        let rows: [(Character, String)] = [
            ("a", "アカガサザタダナハバパマヤラワャァヵ"), ("i", "イキギシジチヂニヒビピミリィ"),
            ("u", "ウクグスズツヅヌフブプムユルュゥヴ"), ("e", "エケゲセゼテデネヘベペメレェヶ"),
            ("o", "オコゴソゾトドノホボポモヨロヲョォ"),
        ]
        var table: [Unicode.Scalar: Character] = [:]
        for (vowel, kana) in rows { for scalar in kana.unicodeScalars { table[scalar] = vowel } }
        return table
    }()
}
