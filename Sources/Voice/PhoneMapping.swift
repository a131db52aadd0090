/// espeak-ng's English phonemes (its ASCII mnemonics) as the CMU phones of PocketSphinx's
/// US English model: how a word missing from the pronunciation dictionary ("miso") gets one.
///
/// ```swift
/// PhoneMapping.cmuPhones(fromEspeak: "m'i:soU")  // ["M", "IY", "S", "OW"]
/// ```
enum PhoneMapping {
    /// Mnemonic → CMU phones, longest mnemonics tried first.
    private static let table: [(String, [String])] = [
        // Vowels, with the r-coloured and two-part ones first.
        ("aI@", ["AY", "ER"]), ("aU@", ["AW", "ER"]), ("i@3", ["IY", "R"]), ("A@", ["AA", "R"]),
        ("e@", ["EH", "R"]), ("i@", ["IY", "R"]), ("O@", ["AO", "R"]), ("o@", ["AO", "R"]), ("U@", ["UH", "R"]),
        ("3:", ["ER"]), ("@L", ["AH", "L"]), ("@-", ["AH"]), ("aa", ["AE"]), ("a#", ["AH"]), ("A:", ["AA"]),
        ("A", ["AA"]), ("i:", ["IY"]), ("u:", ["UW"]), ("O:", ["AO"]), ("eI", ["EY"]), ("aI", ["AY"]),
        ("aU", ["AW"]), ("oU", ["OW"]), ("OI", ["OY"]), ("I2", ["IH"]), ("I#", ["IH"]), ("@2", ["AH"]),
        ("@5", ["AH"]), ("3", ["ER"]), ("@", ["AH"]), ("a", ["AE"]), ("E", ["EH"]), ("e", ["EH"]), ("I", ["IH"]),
        ("i", ["IY"]), ("0", ["AA"]), ("O", ["AO"]), ("U", ["UH"]), ("u", ["UW"]), ("V", ["AH"]),
        // Consonants.
        ("tS", ["CH"]), ("dZ", ["JH"]), ("t#", ["T"]), ("d#", ["D"]), ("n-", ["N"]), ("l-", ["L"]),
        ("r-", ["R"]), ("p", ["P"]), ("b", ["B"]), ("t", ["T"]), ("d", ["D"]), ("k", ["K"]), ("g", ["G"]),
        ("f", ["F"]), ("v", ["V"]), ("T", ["TH"]), ("D", ["DH"]), ("s", ["S"]), ("z", ["Z"]), ("S", ["SH"]),
        ("Z", ["ZH"]), ("h", ["HH"]), ("m", ["M"]), ("n", ["N"]), ("N", ["NG"]), ("l", ["L"]), ("r", ["R"]),
        ("j", ["Y"]), ("w", ["W"]), ("x", ["K"]), ("C", ["HH"]),
    ].sorted { $0.0.count > $1.0.count }

    /// Marks that carry no phone: stress, syllable and pause marks, word separators.
    private static let ignored: Set<Character> = ["'", ",", "%", "=", "_", ":", "!", "|", " ", "\n", ";", "?"]

    /// The CMU phones of an espeak-ng transcription; nil when it holds a mnemonic with no
    /// counterpart (the word is then reported rather than guessed).
    static func cmuPhones(fromEspeak phonemes: String) -> [String]? {
        var phones: [String] = []
        var rest = Substring(phonemes)
        next: while let first = rest.first {
            for (mnemonic, cmu) in table where rest.hasPrefix(mnemonic) {
                phones += cmu
                rest = rest.dropFirst(mnemonic.count)
                continue next
            }
            guard ignored.contains(first) else { return nil }
            rest = rest.dropFirst()
        }
        return phones.isEmpty ? nil : phones
    }
}
