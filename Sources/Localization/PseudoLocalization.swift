/// The `en-XA` pseudo-locale: English text with accented letters, lengthened and bracketed,
/// so that text which skipped the catalogs, or a layout that cannot take longer words,
/// stands out at a glance.
///
/// Letters become accented letters that fold back to the same letter (`a` → `á`), so a
/// pseudo-localized word still compares equal to its English spelling when case and
/// diacritics are ignored, and people can answer in plain English. Format specifiers
/// (`%@`, `%1$lld`, `%#@tasks@`), `${placeholders}`, command-line options (`--lang`) and
/// the names in `keeping` (app names) are left exactly as written. The result is wrapped in
/// `[` … `]` and padded with `·` by about 40 % of its letters, as German or French would be.
///
/// ```swift
/// PseudoLocalization(keeping: ["Tasks"]).transform("Added “%@” to Tasks.")
/// // "[Àďďéď “%@” ţö Tasks. ·····]"
/// ```
public struct PseudoLocalization: Sendable {
    /// Words left as written (app names, the program's name).
    public let keptWords: Set<String>

    /// The opening and closing marks around every pseudo-localized text.
    public static let brackets: (open: Character, close: Character) = ("[", "]")

    public init(keeping keptWords: Set<String> = []) {
        self.keptWords = keptWords
    }

    /// The pseudo-localized form of `text`.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    public func transform(_ text: String) -> String {
        guard !text.isEmpty else { return text }
        let letters = text.reduce(0) { $0 + ($1.isLetter ? 1 : 0) }
        let padding = String(repeating: "·", count: max(2, (letters * 2 + 4) / 5))
        return "\(Self.brackets.open)\(accent(text)) \(padding)\(Self.brackets.close)"
    }

    /// `text` with its letters accented, neither bracketed nor lengthened: for a piece of
    /// text that is inserted into another (a plural substitution).
    public func accent(_ text: String) -> String {
        let characters = Array(text)
        var output = ""
        var index = 0
        while index < characters.count {
            let end = protectedEnd(in: characters, at: index)
            if end > index {
                output += String(characters[index..<end])
                index = end
                continue
            }
            if characters[index].isLetter {
                var wordEnd = index
                while wordEnd < characters.count, characters[wordEnd].isLetter { wordEnd += 1 }
                let word = String(characters[index..<wordEnd])
                output += keptWords.contains(word) ? word : String(word.map(Self.accented))
                index = wordEnd
                continue
            }
            output.append(characters[index])
            index += 1
        }
        return output
    }

    /// Whether `text` looks pseudo-localized: bracketed as ``transform(_:)`` does.
    public static func isPseudoLocalized(_ text: String) -> Bool {
        text.first == brackets.open && text.last == brackets.close
    }

    /// The end of a run that must be kept as written starting at `index`, or `index` if none:
    /// a format specifier, a `${placeholder}`, or an option such as `--lang`.
    private func protectedEnd(in characters: [Character], at index: Int) -> Int {
        switch characters[index] {
        case "%":
            return Self.specifierEnd(in: characters, after: index + 1) ?? index
        case "$" where index + 1 < characters.count && characters[index + 1] == "{":
            let close = characters[index...].firstIndex(of: "}")
            return close.map { $0 + 1 } ?? index
        case "-" where index + 1 < characters.count && characters[index + 1] == "-":
            var end = index + 2
            while end < characters.count, characters[end].isLetter || characters[end] == "-" { end += 1 }
            return end
        default:
            return index
        }
    }

    /// The end of a printf specifier whose `%` is just before `start`: `%%`, `%@`, `%1$lld`,
    /// `%.1f`, `%#@name@`.
    private static func specifierEnd(in characters: [Character], after start: Int) -> Int? {
        var index = start
        func peek() -> Character? { index < characters.count ? characters[index] : nil }
        if peek() == "%" { return index + 1 }
        while let digit = peek(), digit.isASCII, digit.isNumber || digit == "$" || digit == "." { index += 1 }
        if peek() == "#", index + 1 < characters.count, characters[index + 1] == "@" {
            guard let close = characters[(index + 2)...].firstIndex(of: "@") else { return nil }
            return close + 1
        }
        while let modifier = peek(), "hlqLzjt".contains(modifier) { index += 1 }
        guard let conversion = peek(), "@dDiuUxXoOfFeEgGcCsSpaA".contains(conversion) else { return nil }
        return index + 1
    }

    /// An accented form of `letter` that folds back to it when diacritics are ignored.
    static func accented(_ letter: Character) -> Character {
        table[letter] ?? letter
    }

    private static let table: [Character: Character] = {
        let pairs = [
            ("a", "á"), ("b", "ḃ"), ("c", "ç"), ("d", "ď"), ("e", "é"), ("f", "ḟ"), ("g", "ĝ"), ("h", "ĥ"),
            ("i", "î"), ("j", "ĵ"), ("k", "ķ"), ("l", "ļ"), ("m", "ṁ"), ("n", "ñ"), ("o", "ö"), ("p", "ṗ"),
            ("q", "q"), ("r", "ř"), ("s", "š"), ("t", "ţ"), ("u", "û"), ("v", "ṽ"), ("w", "ŵ"), ("x", "ẋ"),
            ("y", "ý"), ("z", "ž"),
            ("A", "À"), ("B", "Ḃ"), ("C", "Ç"), ("D", "Ď"), ("E", "É"), ("F", "Ḟ"), ("G", "Ĝ"), ("H", "Ĥ"),
            ("I", "Î"), ("J", "Ĵ"), ("K", "Ķ"), ("L", "Ļ"), ("M", "Ṁ"), ("N", "Ñ"), ("O", "Ö"), ("P", "Ṗ"),
            ("Q", "Q"), ("R", "Ř"), ("S", "Š"), ("T", "Ţ"), ("U", "Û"), ("V", "Ṽ"), ("W", "Ŵ"), ("X", "Ẋ"),
            ("Y", "Ý"), ("Z", "Ž"),
        ]
        return Dictionary(uniqueKeysWithValues: pairs.map { (Character($0.0), Character($0.1)) })
    }()
}
