import Foundation
import Synchronization

/// Tells whether a word is a verb in its plain form, in a language that names an action by
/// that form rather than by an ending (English: "order", "go", "check", "make"), so that a
/// title begun by a verb after the verb of adding ("add order more soup cans", "put go for a
/// run on my list") is read as that title, as French and Spanish infinitives are (see
/// ``WordForms/isInfinitive(_:)``).
///
/// The language's spelling dictionary decides: a word is a verb when its "-ing" form is a
/// word of the dictionary ("ordering", "going", "making", "stopping"). Nouns that are also
/// verbs ("milk", "salt") pass too: callers read it only right after the verb of a request
/// with a title, where a verb is what people say. Empty for other languages and when no
/// dictionary is installed. Results are cached per word.
///
/// ```swift
/// let verbs = PlainVerbs(languageCode: "en")
/// verbs.isPlainVerb("order")   // true
/// verbs.isPlainVerb("miso")    // false
/// ```
final class PlainVerbs: Sendable {
    private let dictionary: SpellDictionary?
    private let cache = Mutex<[String: Bool]>([:])

    init(languageCode: String) {
        dictionary = LanguageRules.baseLanguage(of: languageCode) == "en" ? SpellDictionary(languageCode: languageCode) : nil
    }

    /// Whether the language reads verbs so (English, with its dictionary installed).
    var isActive: Bool { dictionary != nil }

    /// Whether the folded word `key` is a verb's plain form: one of its "-ing" forms is a
    /// word of the dictionary. False for words under two letters or with other than letters.
    func isPlainVerb(_ key: String) -> Bool {
        guard let dictionary, key.count >= 2, key.allSatisfy({ $0.isLetter && $0.isASCII }) else { return false }
        if let known = cache.withLock({ $0[key] }) { return known }
        let known = Self.ingForms(of: key).contains { dictionary.isKnown($0) }
        cache.withLock { $0[key] = known }
        return known
    }

    /// The spellings the "-ing" form of `key` may take: the word with "ing", without its
    /// silent "e" ("make" → "making"), with "ie" as "y" ("tie" → "tying"), with its last
    /// consonant doubled ("stop" → "stopping").
    static func ingForms(of key: String) -> [String] {
        var forms = [key + "ing"]
        if key.hasSuffix("ie") {
            forms.append(String(key.dropLast(2)) + "ying")
        } else if key.hasSuffix("e"), !key.hasSuffix("ee"), !key.hasSuffix("oe"), !key.hasSuffix("ye") {
            forms.append(String(key.dropLast()) + "ing")
        }
        if let last = key.last, !"aeiouwxy".contains(last), let before = key.dropLast().last, "aeiou".contains(before) {
            forms.append(key + String(last) + "ing")
        }
        return forms
    }
}
