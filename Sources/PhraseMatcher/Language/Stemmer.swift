internal import CStemmer
import Synchronization

/// A Snowball stemmer for one language: cuts a word down to the stem its inflected forms
/// share, so that "soups" meets "soup" and "soupes" meets "soupe".
///
/// A stem is a comparison key, not a word ("chowders" → "chowder", but "palourdes" →
/// "palourd"): stem both sides of a comparison with the same language's stemmer. Stemming
/// is by rule, without a dictionary, so it is quick and works on names
/// no dictionary holds; it does not know irregular forms ("mice", "gaben") — that is what
/// ``SpellDictionary/stems(of:)`` is for.
///
/// The algorithms are Snowball's (libstemmer), looked up by ISO 639 code: English is
/// Snowball's "english" (Porter2), and there are stemmers for French, German, Spanish and
/// two dozen more languages; Japanese and Chinese have none (they do not inflect by
/// suffixes; see ``JapaneseMorphology``). Calls on one stemmer are serialized by a lock
/// (Snowball reuses one output buffer), and each takes about a microsecond. The library is
/// opened the first time a stemmer is made (see CStemmer), so a process that never stems
/// does not load it.
///
/// ```swift
/// let english = Stemmer(languageCode: "en")!
/// english.stem("soups")          // "soup"
/// english.stem("Chowders")       // "chowder"
/// Stemmer(languageCode: "de")!.stem("tomatensuppen")  // "tomatensupp"
/// Stemmer(languageCode: "ja")    // nil
/// ```
struct Stemmer: Sendable {
    /// The language code the stemmer was asked for, such as "fr" or "pt-BR".
    let languageCode: String

    private let handle: Handle

    /// The stemmer for a language code such as "en", "fr-CA" or "de_DE" (only the language
    /// matters), or nil when Snowball has no stemmer for that language.
    init?(languageCode: String) {
        let language = Self.baseLanguage(of: languageCode)
        // Snowball knows languages by name and by ISO 639 code, and also answers to its
        // algorithm names ("porter"); only letters can be a language code.
        guard !language.isEmpty, language.allSatisfy({ $0.isASCII && $0.isLetter }),
            let stemmer = hark_stemmer_new(language, "UTF_8")
        else { return nil }
        self.languageCode = languageCode
        handle = Handle(stemmer)
    }

    /// The stem of one word.
    ///
    /// The word is lower-cased first (Snowball's rules are written for lower case);
    /// diacritics are kept, as the rules expect them ("tâches" → "tâch"). Give one word:
    /// spaces and punctuation are not removed.
    func stem(_ word: String) -> String {
        guard !word.isEmpty else { return word }
        var lowered = word.lowercased()
        return handle.stemmer.withLock { stemmer in
            lowered.withUTF8 { bytes in
                guard let base = bytes.baseAddress, bytes.count <= Int(Int32.max),
                    let stem = hark_stemmer_stem(stemmer, base, Int32(bytes.count))
                else { return String(decoding: bytes, as: UTF8.self) }
                let length = Int(hark_stemmer_length(stemmer))
                return String(decoding: UnsafeBufferPointer(start: stem, count: length), as: UTF8.self)
            }
        }
    }

    /// The languages Snowball has stemmers for, by Snowball's names ("english", "french",
    /// "porter", …); ``init(languageCode:)`` also accepts their ISO 639 codes.
    static var algorithms: [String] {
        var names: [String] = []
        guard var list = hark_stemmer_list() else { return names }
        while let name = list.pointee {
            names.append(String(cString: name))
            list += 1
        }
        return names
    }

    /// "pt-BR" and "pt_BR" → "pt".
    static func baseLanguage(of languageCode: String) -> String {
        String(languageCode.prefix { $0 != "-" && $0 != "_" }).lowercased()
    }

    /// Owns one Snowball stemmer; its output buffer makes it usable by one caller at a time.
    private final class Handle: Sendable {
        let stemmer: Mutex<OpaquePointer>

        init(_ stemmer: sending OpaquePointer) {
            self.stemmer = Mutex(stemmer)
        }

        deinit {
            stemmer.withLock { hark_stemmer_delete($0) }
        }
    }
}
