import Foundation

/// German separable verb prefixes: "abhaken" is "hak … ab", "eintragen" is "trag … ein",
/// "hinzufügen" is "füg … hinzu". Said as one word (an infinitive, verb-final or in a
/// frame: "kannst du X abhaken"), the verb is also read as its prefix and its rest, so it meets
/// the phrase that splits it ("Hak X ab"). Prefixes before "zu" ("einzutragen") are read the
/// same way.
///
/// ```swift
/// SeparablePrefixes.split("abhaken")      // ("ab", "haken")
/// SeparablePrefixes.split("einzutragen")  // ("ein", "tragen")
/// ```
enum SeparablePrefixes {
    /// The common separable prefixes, longest first so "hinzu" wins over "hin".
    static let german: [String] = [
        "zurück", "zuruck", "zusammen", "weiter", "hinzu", "herunter", "runter", "heraus", "raus", "herein", "rein",
        "vorbei", "wieder", "durch", "nach", "fest", "frei", "hoch", "weg", "auf", "aus", "ein", "mit", "vor",
        "los", "hin", "her", "ab", "an", "zu",
    ].sorted { $0.count > $1.count }

    /// Adverbs that close a verb of putting as its prefix would („setz … drauf“, „schreib …
    /// dazu“, „pack … rauf“): said last, they end the request, no title's word.
    static let closingAdverbs: Set<String> = ["drauf", "darauf", "dazu", "rauf", "drüber", "druber"]

    /// Particles that close a verb said apart from them, beyond the prefixes: „klar“ of „mach …
    /// klar“ (klarmachen, to get a thing ready).
    static let particles: Set<String> = ["klar"]

    /// Whether `key` may close a verb said before it: a prefix, a closing adverb or a particle.
    static func closesVerb(_ key: String) -> Bool {
        particles.contains(key) || closingAdverbs.contains(key) || german.contains(key)
    }

    /// The word that opens an infinitive clause after a main clause („hör auf zu messen“, „fang
    /// an zu laufen“): a prefix right before it closes its verb's part as a comma would.
    static let infinitiveMarker = "zu"

    /// The prefix and the verb after it (without an infix "zu"), or nil when the word starts
    /// with no prefix or too little is left to be a verb.
    static func split(_ key: String) -> (prefix: String, rest: String)? {
        for prefix in german where key.hasPrefix(prefix) {
            var rest = String(key.dropFirst(prefix.count))
            if prefix != "zu", rest.hasPrefix("zu"), rest.count >= 6 { rest = String(rest.dropFirst(2)) }
            guard rest.count >= 4 else { continue }
            return (prefix, rest)
        }
        return nil
    }
}

/// German free text that ends in a zu-infinitive, as said after „daran, …“ or „Vergiss nicht,
/// …“ („Milch zu kaufen“, „den Müll rauszubringen“, „Sam anzurufen“): a to-do is written with
/// the plain infinitive („Milch kaufen“, „den Müll rausbringen“, „Sam anrufen“).
///
/// The last word must be one the dictionary writes in lower case, a verb, so that a noun keeps
/// the „zu“ before it („Geschenk zu Weihnachten“).
///
/// ```swift
/// GermanInfinitive.plain("Milch zu kaufen", casing: casing)        // "Milch kaufen"
/// GermanInfinitive.plain("den Müll rauszubringen", casing: casing)  // "den Müll rausbringen"
/// GermanInfinitive.plain("Geschenk zu Weihnachten", casing: casing) // nil
/// ```
public enum GermanInfinitive {
    /// The words that join two parts of one clause, each with its own verb („Brot backen und
    /// Kaffee kochen“, „stopp den Lauf und speicher ihn nicht“).
    static let joiningWords: Set<String> = ["und", "oder"]

    /// The text with its zu-infinitives made plain where they end the text or one of its
    /// parts („Brot zu backen und Kaffee zu kochen“), or nil when it ends in none.
    public static func plain(_ text: String, casing: WordCasing) -> String? {
        var words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        var changed = false
        var position = words.count - 1
        while position >= 0 {
            let word = words[position]
            let verb = word.trimmingCharacters(in: .punctuationCharacters)
            let endsPart = position == words.count - 1 || verb.count < word.count
                || joiningWords.contains(words[position + 1].lowercased())
            guard endsPart, !verb.isEmpty, verb == verb.lowercased(), verb.hasSuffix("n") else {
                position -= 1
                continue
            }
            let closing = String(word.reversed().prefix(while: \.isPunctuation).reversed())
            // „Milch zu kaufen“: the marker as a word of its own, after a word of the thing.
            if position >= 2, words[position - 1].lowercased() == SeparablePrefixes.infinitiveMarker, casing.writesLowercase(verb) {
                words.remove(at: position - 1)
                changed = true
                position -= 2
                continue
            }
            // „rauszubringen“: the marker between a separable prefix and its verb; the verb
            // with its prefix known, or the verb alone where the dictionary lacks the
            // colloquial prefix („raus“ of „rausbringen“).
            for prefix in SeparablePrefixes.german where verb.hasPrefix(prefix + SeparablePrefixes.infinitiveMarker) {
                let rest = String(verb.dropFirst(prefix.count + SeparablePrefixes.infinitiveMarker.count))
                guard rest.count >= 3, casing.writesLowercase(prefix + rest) || casing.writesLowercase(rest) else { continue }
                words[position] = prefix + rest + closing
                changed = true
                break
            }
            position -= 1
        }
        return changed ? words.joined(separator: " ") : nil
    }
}
