/// Reads German numbers in digits or words, compounds included ("einundzwanzig",
/// "zweihundertdreiundvierzig", "tausendeins"), also when written apart ("zwei hundert").
///
/// Words arrive folded ("fünf" → "funf", "dreißig" → "dreissig"); typed without umlauts
/// ("zwoelf", "fuenf") they are read too. Up to three words are joined
/// and read as one compound; the longest reading wins.
///
/// ```swift
/// GermanNumberParser().reading(of: ["einundzwanzig", "suppen"])?.value  // 21
/// ```
struct GermanNumberParser: NumberParser {
    private static let units: [(String, Int)] = [
        ("null", 0), ("eins", 1), ("einen", 1), ("einem", 1), ("einer", 1), ("eine", 1), ("ein", 1),
        ("zwei", 2), ("zwo", 2), ("drei", 3), ("vier", 4), ("funf", 5), ("sechs", 6), ("sieben", 7),
        ("acht", 8), ("neun", 9),
    ]
    private static let teens: [(String, Int)] = [
        ("zehn", 10), ("elf", 11), ("zwolf", 12), ("dreizehn", 13), ("vierzehn", 14), ("funfzehn", 15),
        ("sechzehn", 16), ("siebzehn", 17), ("achtzehn", 18), ("neunzehn", 19),
    ]
    private static let tens: [(String, Int)] = [
        ("zwanzig", 20), ("dreissig", 30), ("dreißig", 30), ("vierzig", 40), ("funfzig", 50), ("sechzig", 60),
        ("siebzig", 70), ("achtzig", 80), ("neunzig", 90),
    ]

    func reading(of words: ArraySlice<String>) -> NumberReading? {
        guard let first = words.first else { return nil }
        if let value = decimalValue(of: first) { return NumberReading(value: value, wordCount: 1) }
        for count in stride(from: min(3, words.count), through: 1, by: -1) {
            let joined = words.prefix(count).joined()
            if let value = Self.number(Substring(joined)) { return NumberReading(value: value, wordCount: count) }
            // Typed without umlauts: "zwoelf", "fuenf", "fuenfzig".
            if joined.contains("oe") || joined.contains("ue"),
                let value = Self.number(Substring(joined.replacing("oe", with: "o").replacing("ue", with: "u")))
            {
                return NumberReading(value: value, wordCount: count)
            }
        }
        return nil
    }

    /// The value of a whole compound, or nil unless every letter is used.
    static func number(_ text: Substring) -> Int? {
        if let split = text.range(of: "tausend") {
            let head = text[..<split.lowerBound]
            let tail = text[split.upperBound...]
            let multiplier = head.isEmpty ? 1 : belowThousand(head)
            let rest = tail.isEmpty ? 0 : belowThousand(tail.hasPrefix("und") ? tail.dropFirst(3) : tail)
            guard let multiplier, let rest, multiplier > 0 else { return nil }
            return multiplier * 1000 + rest
        }
        return belowThousand(text)
    }

    private static func belowThousand(_ text: Substring) -> Int? {
        if let split = text.range(of: "hundert") {
            let head = text[..<split.lowerBound]
            let tail = text[split.upperBound...]
            let multiplier = head.isEmpty ? 1 : unit(head)
            let rest = tail.isEmpty ? 0 : belowHundred(tail.hasPrefix("und") ? tail.dropFirst(3) : tail)
            guard let multiplier, let rest, multiplier > 0 else { return nil }
            return multiplier * 100 + rest
        }
        return belowHundred(text)
    }

    private static func belowHundred(_ text: Substring) -> Int? {
        if let value = lookup(text, in: teens) ?? lookup(text, in: tens) ?? unit(text) { return value }
        // "einundzwanzig": a unit, "und", a ten.
        guard let split = text.range(of: "und") else { return nil }
        guard let unit = unit(text[..<split.lowerBound]), unit > 0,
            let ten = lookup(text[split.upperBound...], in: tens)
        else { return nil }
        return ten + unit
    }

    private static func unit(_ text: Substring) -> Int? {
        lookup(text, in: units)
    }

    private static func lookup(_ text: Substring, in table: [(String, Int)]) -> Int? {
        table.first { $0.0 == text }?.1
    }
}
