internal import CICU

/// Japanese typed in Latin letters (rōmaji), as people type it without a Japanese input method
/// ("gomi dashi wo sakujo shite kudasai"): every word that is spelt in the syllables of Hepburn
/// or Kunrei-shiki romanization is read in hiragana by ICU's Latin-Hiragana transliterator, so
/// that MeCab can cut it and its readings meet the phrases' (さくじょ → サクジョ, as 削除 reads).
/// A word no syllables spell ("Tasks", "Laps", "SoupChef", "OK", "mail") keeps its letters.
///
/// The kana text keeps the way back to the text as typed: a range of the kana text is a range
/// of the typed text, so a to-do said in romaji is written down as it was typed.
///
/// ```swift
/// let romaji = RomajiText("gomi dashi wo sakujo shite")!
/// romaji.kana                                   // "ごみ だし を さくじょ して"
/// romaji.typed[romaji.typedRange(of: range)]    // the typed word of a kana word's range
/// RomajiText("Lapsでランを開始して")              // nil: no word is romaji
/// ```
struct RomajiText {
    /// The text with each romaji word written in hiragana, and the way back to the text as typed.
    let rewritten: RewrittenText
    /// The text with each romaji word written in hiragana; everything else as typed.
    var kana: String { rewritten.text }
    /// The text as typed.
    var typed: String { rewritten.typed }

    /// The text read with its romaji words in hiragana, or nil when it is not Japanese typed
    /// in romaji: a text with any Japanese script in it (「Doneにして」, 「Amazonで」 keep their
    /// English words), or fewer than two romaji words, or fewer romaji words than others in
    /// Latin letters ("run start"). A word written against an address's or a name's marks
    /// ("yamada@example.com", "file_name") is never read so.
    init?(_ text: String) {
        guard text.utf8.contains(where: Self.isLatinLetterByte),
            !text.unicodeScalars.contains(where: WordSegmenter.isWrittenWithoutSpaces)
        else { return nil }
        // Each word in Latin letters, with its Hepburn spelling when it is romaji.
        var words: [(range: Range<String.Index>, hepburn: String?)] = []
        var position = text.startIndex
        while position < text.endIndex {
            guard Self.isWordLetter(text[position]) else {
                position = text.index(after: position)
                continue
            }
            var end = text.index(after: position)
            while end < text.endIndex {
                if Self.isWordLetter(text[end]) {
                    end = text.index(after: end)
                } else if Self.apostrophes.contains(text[end]), text.index(after: end) < text.endIndex,
                    Self.isWordLetter(text[text.index(after: end)])
                {
                    end = text.index(after: end)
                } else {
                    break
                }
            }
            let range = position..<end
            words.append((range, Self.isJoined(range, in: text) ? nil : Self.hepburn(text[range])))
            position = end
        }
        let romajiCount = words.count(where: { $0.hepburn != nil })
        guard romajiCount >= 2, romajiCount * 2 >= words.count else { return nil }
        var replacements: [(range: Range<String.Index>, text: String)] = []
        for word in words {
            guard let spelt = word.hepburn, let hiragana = Self.hiragana(ofHepburn: spelt) else { continue }
            replacements.append((word.range, hiragana))
        }
        guard !replacements.isEmpty else { return nil }
        rewritten = RewrittenText(text, replacing: replacements)
    }

    /// Whether the word is written against a mark that joins it to more: an address's @ or
    /// dot ("yamada@example.com"), an underscore, a slash, a digit ("x2").
    private static func isJoined(_ range: Range<String.Index>, in text: String) -> Bool {
        func isJoining(_ character: Character) -> Bool { "@_/\\".contains(character) || character.isNumber }
        if range.lowerBound > text.startIndex {
            let before = text.index(before: range.lowerBound)
            if isJoining(text[before]) { return true }
            if text[before] == ".", before > text.startIndex, text[text.index(before: before)].isLetter { return true }
        }
        if range.upperBound < text.endIndex {
            if isJoining(text[range.upperBound]) { return true }
            let after = text.index(after: range.upperBound)
            if text[range.upperBound] == ".", after < text.endIndex, text[after].isLetter { return true }
        }
        return false
    }

    /// The range of the typed text that `range` of the kana text stands for (see
    /// ``RewrittenText/typedRange(of:)``).
    func typedRange(of range: Range<String.Index>) -> Range<String.Index> { rewritten.typedRange(of: range) }

    /// Whether `word` is spelt wholly in romaji syllables: a vowel, a consonant (or a Hepburn
    /// or Kunrei cluster such as sh, ch, ts, ky, sy) before a vowel, the moraic n, or a doubled
    /// consonant before a syllable (the small tsu of "rappu", "matcha"). "tasks", "Laps",
    /// "chef" and "ok" are not; "todo", "run" and "pan" are, as they would be typed in Japanese.
    static func isRomaji(_ word: Substring) -> Bool { hepburn(word) != nil }

    /// The word in Hepburn spelling, which ICU's transliterator reads: Kunrei-shiki and
    /// Nihon-shiki syllables ("si", "tu", "hu", "zi", "sya", "tya", "zyo", "di", "du") written as
    /// Hepburn writes them ("shi", "tsu", "fu", "ji", "sha", "cha", "jo", "ji", "zu"), long vowels
    /// with a macron or a circumflex written twice; nil when the word is not spelt in romaji.
    static func hepburn(_ word: Substring) -> String? {
        let letters = Array(word.lowercased().flatMap { character -> [Character] in
            if let plain = plainVowels[character] { return [plain, plain == "o" ? "u" : plain] }
            return apostrophes.contains(character) ? ["'"] : [character]
        })
        guard !letters.isEmpty, letters.contains(where: vowels.contains) else { return nil }
        var spelt: [Character] = []
        var position = 0
        while position < letters.count {
            let letter = letters[position]
            if vowels.contains(letter) {
                spelt.append(letter)
                position += 1
                continue
            }
            let next = position + 1 < letters.count ? letters[position + 1] : nil
            if letter == "'" {
                position += 1
                continue
            }
            func endsSyllable(_ letter: Character?) -> Bool { letter.map { !vowels.contains($0) && $0 != "y" } ?? true }
            if letter == "n", endsSyllable(next) {
                // ん; typed twice before a consonant or at the end, as input methods take it
                // ("sinnbunn"), still one ん; "n'" before a vowel or y ("kon'ya") is ん too.
                spelt += next == "'" ? ["n", "'"] : ["n"]
                let after = position + 2 < letters.count ? letters[position + 2] : nil
                position += next == "n" && endsSyllable(after) ? 2 : 1
                continue
            }
            if let next, next == letter || (letter == "t" && next == "c"), doubled.contains(letter) {
                spelt.append(letter)  // っ before the syllable that follows
                position += 1
                continue
            }
            if letter == "m", let next, ["b", "p"].contains(next) {
                spelt.append("n")  // Hepburn's ん before b and p: "shimbun"
                position += 1
                continue
            }
            guard
                let onset = onsets.first(where: { onset in
                    position + onset.count < letters.count && Array(letters[position..<(position + onset.count)]) == onset
                        && vowels.contains(letters[position + onset.count])
                })
            else { return nil }
            let vowel = letters[position + onset.count]
            spelt += Self.hepburnOnset(String(onset), before: vowel)
            spelt.append(vowel)
            position += onset.count + 1
        }
        return String(spelt)
    }

    /// A Kunrei or Nihon-shiki onset as Hepburn writes it before `vowel` ("s" before "i" is
    /// "sh", "zy" is "j"); a Hepburn one as it is.
    private static func hepburnOnset(_ onset: String, before vowel: Character) -> [Character] {
        switch (onset, vowel) {
        case ("s", "i"), ("sy", _): Array("sh")
        case ("t", "i"), ("ty", _), ("cy", _): Array("ch")
        case ("t", "u"): Array("ts")
        case ("h", "u"): Array("f")
        case ("z", "i"), ("d", "i"), ("zy", _), ("dy", _), ("jy", _): Array("j")
        case ("d", "u"): Array("z")
        default: Array(onset)
        }
    }

    /// A word's Hepburn spelling (``hepburn(_:)``) in hiragana by ICU's Latin-Hiragana, or nil
    /// when ICU fails or leaves a letter.
    private static func hiragana(ofHepburn spelt: String) -> String? {
        let units = Array(spelt.utf16)
        var out = [UInt16](repeating: 0, count: units.count * 4 + 8)
        let written = units.withUnsafeBufferPointer { text in
            out.withUnsafeMutableBufferPointer { buffer in
                hark_transliterate("Latin-Hiragana", text.baseAddress, Int32(text.count), buffer.baseAddress, Int32(buffer.count))
            }
        }
        guard written > 0 else { return nil }
        let result = String(decoding: out.prefix(Int(written)), as: UTF16.self)
        guard !result.unicodeScalars.contains(where: { $0.isASCII && $0.properties.isAlphabetic }) else { return nil }
        return result
    }

    private static let vowels: Set<Character> = ["a", "i", "u", "e", "o"]
    /// Long vowels written with a macron or a circumflex ("sūpu", "tôkyô"), in either case.
    private static let plainVowels: [Character: Character] = [
        "ā": "a", "â": "a", "ī": "i", "î": "i", "ū": "u", "û": "u", "ē": "e", "ê": "e", "ō": "o", "ô": "o",
        "Ā": "a", "Â": "a", "Ī": "i", "Î": "i", "Ū": "u", "Û": "u", "Ē": "e", "Ê": "e", "Ō": "o", "Ô": "o",
    ]
    /// Consonants written twice for the small tsu (っ).
    private static let doubled: Set<Character> = ["k", "g", "s", "z", "t", "d", "h", "b", "p", "f", "j", "c", "r", "m", "w", "y", "v"]
    /// The consonants and clusters that begin a syllable, longest first.
    private static let onsets: [[Character]] = [
        "sh", "ch", "ts", "ky", "gy", "sy", "zy", "jy", "ty", "cy", "dy", "ny", "hy", "by", "py", "my", "ry", "fy", "vy",
        "k", "g", "s", "z", "j", "t", "d", "n", "h", "b", "p", "f", "m", "y", "r", "w", "v",
    ].map { Array($0) }
    private static let apostrophes: Set<Character> = ["'", "’"]

    private static func isWordLetter(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return false }
        return (scalar.isASCII && scalar.properties.isAlphabetic) || plainVowels[character] != nil
    }

    private static func isLatinLetterByte(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0xC3 || byte == 0xC4 || byte == 0xC5
    }
}
