import Foundation
import Glibc

/// A language's Hunspell dictionary: which words exist, the dictionary entries an inflected
/// word comes from, and the nearest spellings of a word it does not know.
///
/// Where ``Stemmer`` cuts suffixes by rule, a dictionary knows the language's real words and
/// their forms: "soupes" is a form of "soupe", "Aufgaben" of "Aufgabe", "borre" of
/// "borrar", and "rnet" is most likely "rent".
///
/// The dictionary files are found when the value is made (nil when none is installed for
/// the language) but read only when a word is first looked up, once per process: every
/// `SpellDictionary` for the same files shares one loaded handle. Loading costs tens of
/// milliseconds and megabytes, so make one only for a language that is used. All methods
/// are thread-safe; calls on the same dictionary are serialized by a lock.
///
/// Capitals: a word typed all in lower case is also looked up capitalized, since people
/// and voice input often leave out the capitals of German nouns and of names ("aufgaben"
/// is known, as "Aufgaben").
///
/// ```swift
/// let french = SpellDictionary(languageCode: "fr")!
/// french.isKnown("palourdes")      // true
/// french.stems(of: "soupes")       // ["soupe", "souper"]
/// SpellDictionary(languageCode: "en")!.suggestions(for: "rnet").first  // "rent"
/// SpellDictionary(languageCode: "xx")  // nil
/// ```
struct SpellDictionary: Sendable {
    /// The language code the dictionary was asked for, such as "de" or "es-MX".
    let languageCode: String
    /// The dictionary's name, the file name without extension ("de_DE", "fr").
    let name: String

    private let handle: HunspellHandle

    /// The dictionary for a language code such as "en", "fr-CA" or "de_DE", found in
    /// `directories`, or nil when none of them holds one.
    ///
    /// For "fr-CA" the files tried are fr_CA, then the language's main dictionary (fr_FR;
    /// en_US for English), then fr, then the first fr_* in alphabetical order. Nothing is
    /// read yet: only whether the `.aff` and `.dic` files exist is checked.
    init?(languageCode: String, directories: [String] = SpellDictionary.defaultDirectories) {
        guard let (name, affix, dictionary) = Self.files(for: languageCode, in: directories) else { return nil }
        self.languageCode = languageCode
        self.name = name
        // Debian installs regional dictionaries as links to one pair of files (fr_CA.aff →
        // fr.aff): the real paths name the handle, so that they are loaded once.
        handle = HunspellHandle.shared(affixPath: Self.realPath(affix), dictionaryPath: Self.realPath(dictionary))
    }

    /// Where dictionaries are looked for: the directories of `DICPATH` (the variable the
    /// hunspell tool reads, colon-separated), then where Debian and other systems install
    /// them.
    static let defaultDirectories: [String] = {
        let fromEnvironment =
            ProcessInfo.processInfo.environment["DICPATH"]?.split(separator: ":").map(String.init) ?? []
        return fromEnvironment + ["/usr/share/hunspell", "/usr/local/share/hunspell", "/usr/share/myspell/dicts"]
    }()

    /// Whether the dictionary knows the word, as written or (for a word in lower case)
    /// capitalized. Compounds the dictionary's rules allow are known ("Tomatensuppen").
    func isKnown(_ word: String) -> Bool {
        guard Self.isLookupable(word) else { return false }
        return handle.withHunspell { hunspell in
            hunspell.spell(word) || (Self.isLowercase(word) && hunspell.spell(Self.capitalized(word)))
        } ?? false
    }

    /// The dictionary entries the word is a form of (its lemmas): "soupes" → ["soupe",
    /// "souper"], "Aufgaben" → […, "Aufgabe"], "borre" → ["borrar"]. Empty when the word
    /// is not in the dictionary or is known only as a compound ("Tomatensuppen": see
    /// ``compoundParts(of:)``).
    ///
    /// The entries come as the dictionary writes them, without repeats, in Hunspell's
    /// order; an entry may differ from the word only in case ("Suppen" → "suppe", "Suppe").
    func stems(of word: String) -> [String] {
        guard Self.isLookupable(word) else { return [] }
        return handle.withHunspell { hunspell in
            var stems = hunspell.lemmas(word)
            if Self.isLowercase(word) { stems += hunspell.lemmas(Self.capitalized(word)) }
            return Self.unique(stems)
        } ?? []
    }

    /// Words of the dictionary spelled closest to `word`, best first ("rnet" → "rent",
    /// "net", …), without the word itself and without the fragments some dictionaries
    /// offer for compounding ("Aufgaben-", "-aufgaben").
    ///
    /// Slow: Hunspell compares the word with the whole dictionary, about 15 ms in English,
    /// 40 ms in German and 130 ms in French per word, holding the dictionary's lock. It is
    /// for spelling words of the language; a misspelt name is better found among the names
    /// themselves.
    func suggestions(for word: String) -> [String] {
        guard Self.isLookupable(word) else { return [] }
        return handle.withHunspell { hunspell in
            Self.unique(hunspell.suggest(word)).filter { $0 != word && !$0.hasPrefix("-") && !$0.hasSuffix("-") }
        } ?? []
    }

    /// Hunspell's morphological analyses of the word, as the dictionary writes them
    /// ("soupes" → ["st:soupe po:nom is:fem is:pl", …]); the fields depend on the
    /// dictionary (the French one names the part of speech, the German one does not).
    func analyses(of word: String) -> [String] {
        guard Self.isLookupable(word) else { return [] }
        return handle.withHunspell { hunspell in
            hunspell.analyze(word).map { $0.trimmingCharacters(in: .whitespaces) }
        } ?? []
    }

    /// Whether the dictionary files have been read (they are, after the first lookup).
    var isLoaded: Bool { handle.isOpen }

    /// Runs `body` with the loaded dictionary (for the compound splitter, which makes many
    /// lookups under one lock).
    func withHunspell<Result>(_ body: (HunspellHandle.Hunspell) -> Result) -> Result? {
        handle.withHunspell(body)
    }

    // MARK: - Words

    /// Hunspell rejects words longer than 100 bytes and the empty word; a word with a
    /// space or a control character is not a word.
    static func isLookupable(_ word: String) -> Bool {
        !word.isEmpty && word.utf8.count <= 100
            && !word.unicodeScalars.contains { $0.properties.isWhitespace || $0.properties.generalCategory == .control }
    }

    static func isLowercase(_ word: some StringProtocol) -> Bool {
        !word.contains { $0.isUppercase }
    }

    /// "aufgaben" → "Aufgaben".
    static func capitalized(_ word: some StringProtocol) -> String {
        guard let first = word.first else { return "" }
        return first.uppercased() + word.dropFirst()
    }

    static func unique(_ words: [String]) -> [String] {
        var seen: Set<String> = []
        return words.filter { seen.insert($0).inserted }
    }

    // MARK: - Files

    /// The path with links and "." and ".." resolved, or as given when that fails.
    private static func realPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The main dictionary of a language when it is not the language code in capitals
    /// (en → en_US, as Debian's hunspell-en-us installs it).
    private static let mainRegions: [String: String] = ["en": "US"]

    private static func files(
        for languageCode: String, in directories: [String]
    ) -> (name: String, affix: String, dictionary: String)? {
        let parts = languageCode.split(whereSeparator: { $0 == "-" || $0 == "_" })
        guard let first = parts.first, first.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        let language = first.lowercased()
        var names: [String] = []
        if parts.count > 1 { names.append(language + "_" + parts[1].uppercased()) }
        names.append(language + "_" + (mainRegions[language] ?? language.uppercased()))
        names.append(language)
        for name in names {
            for directory in directories {
                let base = directory + "/" + name
                if access(base + ".aff", R_OK) == 0, access(base + ".dic", R_OK) == 0 {
                    return (name, base + ".aff", base + ".dic")
                }
            }
        }
        for directory in directories {
            let regional = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
                .filter { $0.hasPrefix(language + "_") && $0.hasSuffix(".aff") }
                .map { String($0.dropLast(4)) }
                .sorted()
            for name in regional where access(directory + "/" + name + ".dic", R_OK) == 0 {
                return (name, directory + "/" + name + ".aff", directory + "/" + name + ".dic")
            }
        }
        return nil
    }
}

/// How a language's dictionary writes a word: whether it is written in lower case inside a
/// sentence. German capitalizes nouns and nothing else, so a title said inside a sentence
/// („Speichern“, „Als Referenz speichern“) keeps its capital only on a noun („Referenz“).
///
/// ```swift
/// let german = WordCasing(languageCode: "de")
/// german?.writesLowercase("Speichern")  // true: „speichern“ is a word
/// german?.writesLowercase("Referenz")   // false: a noun
/// ```
public struct WordCasing: Sendable {
    private let dictionary: SpellDictionary

    /// Nil when no dictionary is installed for the language.
    public init?(languageCode: String) {
        guard let dictionary = SpellDictionary(languageCode: languageCode) else { return nil }
        self.dictionary = dictionary
    }

    /// Whether the dictionary knows the word written in lower case, as it is (a word it knows
    /// only capitalized, a noun or a name, is not).
    public func writesLowercase(_ word: String) -> Bool {
        let lowered = word.lowercased()
        guard SpellDictionary.isLookupable(lowered) else { return false }
        return dictionary.withHunspell { $0.spell(lowered) } ?? false
    }
}
