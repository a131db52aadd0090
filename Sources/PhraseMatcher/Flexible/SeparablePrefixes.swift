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
