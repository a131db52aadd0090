/// How a German word sounds, coarsely: the Cologne phonetics (Kölner Phonetik, Postel 1969),
/// a code of digits that letters sounding alike share — the soft and hard consonants of the
/// dialects (d/t, b/p, g/k), vowels, and doubled letters all alike. „Domadnsubbn“ and
/// „Tomatasuppa“ sound as „Tomatensuppe“ does.
///
/// ```swift
/// GermanSound.code(of: "tomatensuppe")  // "262681"
/// GermanSound.code(of: "tomatasuppa")   // "262681"
/// GermanSound.code(of: "domadnsubbn")   // "2626816"
/// ```
enum GermanSound {
    /// The code of a lower-case word: one digit per sound, a repeated digit once, vowels only
    /// as the first sound ("0").
    static func code(of word: String) -> String {
        let letters = Array(word.lowercased().unicodeScalars)
        var digits: [UInt8] = []
        func letter(_ offset: Int) -> Unicode.Scalar? { letters.indices.contains(offset) ? letters[offset] : nil }
        func isOneOf(_ scalar: Unicode.Scalar?, _ set: String) -> Bool { scalar.map { set.unicodeScalars.contains($0) } ?? false }
        for (offset, scalar) in letters.enumerated() {
            let next = letter(offset + 1), previous = letter(offset - 1)
            switch scalar {
            case "a", "e", "i", "j", "o", "u", "y", "ä", "ö", "ü": digits.append(0)
            case "h": continue
            case "b": digits.append(1)
            case "p": digits.append(next == "h" ? 3 : 1)
            case "d", "t": digits.append(isOneOf(next, "csz") ? 8 : 2)
            case "f", "v", "w": digits.append(3)
            case "g", "k", "q": digits.append(4)
            case "c":
                let hard =
                    offset == 0 ? isOneOf(next, "ahkloqrux") : isOneOf(next, "ahkoqux") && !isOneOf(previous, "sz")
                digits.append(hard ? 4 : 8)
            case "x":
                if isOneOf(previous, "ckq") { digits.append(8) } else { digits.append(contentsOf: [4, 8]) }
            case "l": digits.append(5)
            case "m", "n": digits.append(6)
            case "r": digits.append(7)
            case "s", "z", "ß": digits.append(8)
            default: continue
            }
        }
        var code = ""
        var last: UInt8?
        for (offset, digit) in digits.enumerated() {
            defer { last = digit }
            if digit == last { continue }
            if digit == 0 && offset > 0 { continue }
            code.append(Character(Unicode.Scalar(UInt8(ascii: "0") + digit)))
        }
        return code
    }

    /// The codes a word is looked up by: its code, and without a last „n“ after a vowel or a
    /// consonant ending it — the dialects drop and add the ending -n freely („gieße“ for
    /// „gießen“, „Suppn“ for „Suppe“).
    /// Whether two codes differ by at most one sound: one more, one less or one other.
    static func withinOneSound(_ some: String, _ other: String) -> Bool {
        let first = Array(some.utf8), second = Array(other.utf8)
        let (short, long) = first.count <= second.count ? (first, second) : (second, first)
        guard long.count - short.count <= 1 else { return false }
        var same = 0
        while same < short.count, short[same] == long[same] { same += 1 }
        if same == short.count { return true }
        if short.count == long.count { return short[(same + 1)...] == long[(same + 1)...] }
        return short[same...] == long[(same + 1)...]
    }

    /// The codes one sound shorter: what a code within one sound of another shares with it
    /// (see ``withinOneSound(_:_:)``).
    static func shortened(_ code: String) -> [String] {
        let digits = Array(code)
        return digits.indices.map { offset in
            var shorter = digits
            shorter.remove(at: offset)
            return String(shorter)
        }
    }

    static func keys(of word: String) -> [String] {
        let whole = code(of: word)
        guard whole.count > 3, whole.hasSuffix("6"), let last = word.unicodeScalars.last, last == "n" else { return [whole] }
        return [whole, String(whole.dropLast())]
    }
}
