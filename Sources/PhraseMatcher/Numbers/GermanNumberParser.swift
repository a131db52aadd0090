/// Reads German numbers in digits or words, compounds included ("einundzwanzig",
/// "zweihundertdreiundvierzig", "tausendeins"), also when written apart ("zwei hundert").
///
/// Words arrive folded ("fünf" → "funf", "dreißig" → "dreissig"); typed without umlauts
/// ("zwoelf", "fuenf") they are read too. Up to three words are joined and read as one
/// compound; the longest reading wins. The compound is read on its UTF-8 bytes in a buffer on
/// the stack: a number slot reads every word of a sentence it may start at, so this runs on
/// most words of every German sentence with a number slot, and joining strings and searching
/// them with Foundation took most of the slowest sentences' time.
///
/// ```swift
/// GermanNumberParser().reading(of: ["einundzwanzig", "suppen"])?.value  // 21
/// ```
struct GermanNumberParser: NumberParser {
    private typealias Bytes = UnsafeBufferPointer<UInt8>

    private static let units = table([
        ("null", 0), ("eins", 1), ("einen", 1), ("einem", 1), ("einer", 1), ("eine", 1), ("ein", 1),
        ("zwei", 2), ("zwo", 2), ("drei", 3), ("vier", 4), ("funf", 5), ("sechs", 6), ("sieben", 7),
        ("acht", 8), ("neun", 9),
    ])
    private static let teens = table([
        ("zehn", 10), ("elf", 11), ("zwolf", 12), ("dreizehn", 13), ("vierzehn", 14), ("funfzehn", 15),
        ("sechzehn", 16), ("siebzehn", 17), ("achtzehn", 18), ("neunzehn", 19),
    ])
    private static let tens = table([
        ("zwanzig", 20), ("dreissig", 30), ("dreißig", 30), ("vierzig", 40), ("funfzig", 50), ("sechzig", 60),
        ("siebzig", 70), ("achtzig", 80), ("neunzig", 90),
    ])
    private static let thousand = Array("tausend".utf8)
    private static let hundred = Array("hundert".utf8)
    private static let and = Array("und".utf8)

    private static func table(_ entries: [(String, Int)]) -> [(bytes: [UInt8], value: Int)] {
        entries.map { (Array($0.0.utf8), $0.1) }
    }

    func reading(of words: ArraySlice<String>) -> NumberReading? {
        guard let first = words.first else { return nil }
        // A word starting with an ASCII letter is not made of digits.
        if !(first.utf8.first.map(Self.isASCIILetter) ?? false), let value = decimalValue(of: first) {
            return NumberReading(value: value, wordCount: 1)
        }
        let count = min(3, words.count)
        let prefix = words.prefix(count)
        let total = prefix.reduce(0) { $0 + $1.utf8.count }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * max(total, 1)) { buffer in
            // The words one after the other, and where each ends.
            var ends = (0, 0, 0)
            var length = 0
            for (index, word) in prefix.enumerated() {
                for byte in word.utf8 {
                    buffer[length] = byte
                    length += 1
                }
                switch index {
                case 0: ends.0 = length
                case 1: ends.1 = length
                default: ends.2 = length
                }
            }
            let joined = Bytes(rebasing: buffer[0..<length])
            // The second half of the buffer: the same words with "oe" and "ue" read as "ö" and
            // "ü" are folded ("zwoelf" → "zwolf"), for numbers typed without umlauts.
            let spare = UnsafeMutableBufferPointer(rebasing: buffer[length...])
            for wordCount in stride(from: count, through: 1, by: -1) {
                let end = wordCount == 3 ? ends.2 : wordCount == 2 ? ends.1 : ends.0
                let compound = Bytes(rebasing: joined[0..<end])
                if let value = Self.number(compound) {
                    return NumberReading(value: value, wordCount: wordCount)
                }
                if let respelled = Self.withoutUmlautDigraphs(compound, into: spare),
                    let value = Self.number(Bytes(rebasing: spare[0..<respelled]))
                {
                    return NumberReading(value: value, wordCount: wordCount)
                }
            }
            return nil
        }
    }

    /// `text` with each "oe" and "ue" written as "o" and "u" into `target`, and its length;
    /// nil when it has neither (nothing to read again).
    private static func withoutUmlautDigraphs(_ text: Bytes, into target: UnsafeMutableBufferPointer<UInt8>) -> Int? {
        var length = 0
        var changed = false
        var index = 0
        while index < text.count {
            let byte = text[index]
            target[length] = byte
            length += 1
            if (byte == UInt8(ascii: "o") || byte == UInt8(ascii: "u")), index + 1 < text.count,
                text[index + 1] == UInt8(ascii: "e")
            {
                changed = true
                index += 2
            } else {
                index += 1
            }
        }
        return changed ? length : nil
    }

    /// The value of a whole compound, or nil unless every byte is used.
    private static func number(_ text: Bytes) -> Int? {
        if let split = find(thousand, in: text) {
            let head = Bytes(rebasing: text[..<split])
            let tail = Bytes(rebasing: text[(split + thousand.count)...])
            let multiplier = head.isEmpty ? 1 : belowThousand(head)
            let rest = tail.isEmpty ? 0 : belowThousand(droppingAnd(tail))
            guard let multiplier, let rest, multiplier > 0 else { return nil }
            return multiplier * 1000 + rest
        }
        return belowThousand(text)
    }

    private static func belowThousand(_ text: Bytes) -> Int? {
        if let split = find(hundred, in: text) {
            let head = Bytes(rebasing: text[..<split])
            let tail = Bytes(rebasing: text[(split + hundred.count)...])
            let multiplier = head.isEmpty ? 1 : lookup(head, in: units)
            let rest = tail.isEmpty ? 0 : belowHundred(droppingAnd(tail))
            guard let multiplier, let rest, multiplier > 0 else { return nil }
            return multiplier * 100 + rest
        }
        return belowHundred(text)
    }

    private static func belowHundred(_ text: Bytes) -> Int? {
        if let value = lookup(text, in: teens) ?? lookup(text, in: tens) ?? lookup(text, in: units) { return value }
        // "einundzwanzig": a unit, "und", a ten.
        guard let split = find(and, in: text) else { return nil }
        guard let unit = lookup(Bytes(rebasing: text[..<split]), in: units), unit > 0,
            let ten = lookup(Bytes(rebasing: text[(split + and.count)...]), in: tens)
        else { return nil }
        return ten + unit
    }

    /// `text` without a leading "und".
    private static func droppingAnd(_ text: Bytes) -> Bytes {
        text.starts(with: and) ? Bytes(rebasing: text[and.count...]) : text
    }

    /// Where `word` first occurs in `text` (the words are folded: compared byte by byte).
    private static func find(_ word: [UInt8], in text: Bytes) -> Int? {
        guard word.count <= text.count else { return nil }
        var start = 0
        while start + word.count <= text.count {
            var offset = 0
            while offset < word.count, text[start + offset] == word[offset] { offset += 1 }
            if offset == word.count { return start }
            start += 1
        }
        return nil
    }

    private static func lookup(_ text: Bytes, in table: [(bytes: [UInt8], value: Int)]) -> Int? {
        for entry in table where entry.bytes.count == text.count && entry.bytes.elementsEqual(text) {
            return entry.value
        }
        return nil
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }
}
