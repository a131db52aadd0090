import PhraseMatcher

/// Japanese answers as kana, for espeak-ng, which reads kanji as "Chinese letter".
///
/// Words take MeCab's pronunciation (味噌汁 → ミソシル, the particle は → ワ). A number
/// written in digits is read out in kana, and the counter after it changes its sound the way
/// it does when said: 1杯 イッパイ, 3杯 サンバイ, 6分 ロップン, 4時 ヨジ, 1人 ヒトリ. Quotation
/// brackets become pauses, so a quoted title is read as a phrase of its own. What the
/// dictionary does not know (a title in Latin letters) is left as written.
///
/// ```swift
/// JapaneseSpeech.kana(for: "味噌汁を3杯注文しました。")  // "ミソシルヲサンバイチューモンシマシタ。"
/// ```
public enum JapaneseSpeech {
    /// `text` as it is said; `text` unchanged when the dictionary is not installed.
    public static func kana(for text: String) -> String {
        guard let words = SpokenJapanese.words(in: text) else { return text }
        var spoken = ""
        var index = 0
        while index < words.count {
            let word = words[index]
            if let number = number(in: word.surface) {
                let counter = index + 1 < words.count && words[index + 1].isCounter ? words[index + 1] : nil
                spoken += reading(of: number, counter: counter?.kana ?? counter?.surface)
                index += counter == nil ? 1 : 2
                continue
            }
            if word.isSymbol {
                if "「」『』（）()".contains(word.surface) {
                    if !spoken.isEmpty, !spoken.hasSuffix("、") { spoken += "、" }
                } else if "。、！？!?,.".contains(word.surface) {
                    spoken += word.surface
                }
            } else {
                spoken += word.kana ?? word.surface
            }
            index += 1
        }
        return spoken
    }

    /// The value of a word written in digits (ASCII or full width), below a hundred million.
    static func number(in surface: String) -> Int? {
        var value = 0
        for scalar in surface.unicodeScalars {
            let digit: UInt32
            switch scalar.value {
            case 0x30...0x39: digit = scalar.value - 0x30
            case 0xFF10...0xFF19: digit = scalar.value - 0xFF10
            case 0x2C where !surface.isEmpty: continue  // "1,000"
            default: return nil
            }
            value = value * 10 + Int(digit)
            guard value < 100_000_000 else { return nil }
        }
        return surface.isEmpty ? nil : value
    }

    private static let digits = ["ゼロ", "イチ", "ニ", "サン", "ヨン", "ゴ", "ロク", "ナナ", "ハチ", "キュウ"]

    /// `number` in kana, followed by `counter` (its katakana reading) with the sound changes
    /// the number's last part causes.
    static func reading(of number: Int, counter: String? = nil) -> String {
        guard let counter, let first = counter.first else { return plain(number) }
        // Special readings of a whole count.
        switch (number, counter) {
        case (1, "ニン"): return "ヒトリ"
        case (2, "ニン"): return "フタリ"
        case (4, "ニン"): return "ヨニン"
        case (4, "ジ"), (4, "ジカン"): return "ヨ" + counter
        case (7, "ジ"), (7, "ガツ"): return "シチ" + counter
        case (9, "ジ"), (9, "ジカン"), (9, "ガツ"): return "ク" + counter
        case (4, "ガツ"): return "シ" + counter
        default: break
        }
        let last = number % 10
        let head = number - last
        // Counters in k, s, t, h (and p) take a small ッ after 1, 6, 8 and 10; those in h turn to p
        // there, and to b or p after 3 (サンバイ, サンボン, サンプン).
        let geminates = "カキクケコサシスセソタチツテトハヒフヘホパピプペポ".contains(first)
        let isH = "ハヒフヘホ".contains(first)
        var sound = counter
        var stem: String
        if last != 0 {
            stem = plain(head, joining: true) + digits[last]
            if geminates, [1, 6, 8].contains(last) {
                stem = plain(head, joining: true) + ["", "イッ", "", "", "", "", "ロッ", "", "ハッ"][last]
                if isH { sound = Self.voiced(counter, to: .p) }
            } else if isH, last == 3 {
                sound = Self.voiced(counter, to: counter == "フン" ? .p : .b)
            } else if counter == "フン", last == 4 {
                sound = Self.voiced(counter, to: .p)
            }
        } else if number % 100 != 0 {
            // Ends in ジュウ: 10, 20, … take ジュッ before such counters.
            stem = plain(number)
            if geminates {
                stem = String(stem.dropLast("ジュウ".count)) + "ジュッ"
                if isH { sound = Self.voiced(counter, to: .p) }
            }
        } else {
            stem = plain(number)
        }
        return stem + sound
    }

    private enum Voicing { case b, p }

    /// The first kana of `counter` with a voiced (b) or half-voiced (p) sound: ハイ → バイ, パイ.
    private static func voiced(_ counter: String, to voicing: Voicing) -> String {
        let plain = Array("ハヒフヘホ"), b = Array("バビブベボ"), p = Array("パピプペポ")
        guard let first = counter.first, let position = plain.firstIndex(of: first) else { return counter }
        return String(voicing == .b ? b[position] : p[position]) + counter.dropFirst()
    }

    /// `number` in kana without a counter: 1 イチ, 300 サンビャク, 8000 ハッセン, 12000 イチマンニセン.
    /// With `joining`, zero reads as nothing (the head of a larger number).
    static func plain(_ number: Int, joining: Bool = false) -> String {
        if number == 0 { return joining ? "" : digits[0] }
        var parts = ""
        if number >= 10_000 { parts += plain(number / 10_000) + "マン" }
        let thousands = number / 1000 % 10, hundreds = number / 100 % 10, tens = number / 10 % 10
        switch thousands {
        case 0: break
        case 1: parts += "セン"
        case 3: parts += "サンゼン"
        case 8: parts += "ハッセン"
        default: parts += digits[thousands] + "セン"
        }
        switch hundreds {
        case 0: break
        case 1: parts += "ヒャク"
        case 3: parts += "サンビャク"
        case 6: parts += "ロッピャク"
        case 8: parts += "ハッピャク"
        default: parts += digits[hundreds] + "ヒャク"
        }
        switch tens {
        case 0: break
        case 1: parts += "ジュウ"
        default: parts += digits[tens] + "ジュウ"
        }
        if !joining || number % 10 != 0 { if number % 10 != 0 { parts += digits[number % 10] } }
        return parts
    }
}
