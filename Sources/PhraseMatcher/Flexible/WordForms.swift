/// The forms a folded word is compared in by the flexible stage: the word itself, its stem,
/// and — in German — the word with typed-out umlauts read as umlauts ("muell" as "müll").
///
/// Forms are comparison keys only; what the person typed is never changed. Both sides are
/// turned into forms the same way: a phrase word, a vocabulary title and a word of the
/// sentence meet when they share a form ("soups" and "soup" share "soup").
///
/// ```swift
/// let forms = WordForms(languageCode: "de")
/// forms.forms(of: "tomatensuppen")  // ["tomatensuppen", "tomatensupp"]
/// forms.forms(of: "muell")          // ["muell", "mull", …]
/// ```
struct WordForms: Sendable {
    let languageCode: String
    /// The language's Snowball stemmer, if it has one.
    private let stemmer: Stemmer?
    private let readsTypedUmlauts: Bool

    init(languageCode: String) {
        self.languageCode = LanguageRules.baseLanguage(of: languageCode)
        stemmer = Stemmer(languageCode: languageCode)
        readsTypedUmlauts = self.languageCode == "de"
    }

    /// The word's forms, itself first, without repeats.
    func forms(of key: String) -> [String] {
        var forms = [key]
        func add(_ form: String) {
            if !form.isEmpty, !forms.contains(form) { forms.append(form) }
        }
        if readsTypedUmlauts {
            // Keys are folded (ü → u), so "müll" is "mull": read "ue" in "muell" the same way.
            let umlauts = Self.foldingTypedUmlauts(key)
            if umlauts != key { add(umlauts) }
            // A verb said to "du" ends in -st; Snowball drops it only after some consonants, so
            // "stoppst" and "speicherst" (verb last: „wenn du den Lauf stoppst“) are also read
            // without it.
            if let verb = Self.droppingSecondPersonEnding(key) { add(verb) }
            // Spoken German written as said: the word in its written spelling too ("abhakn",
            // "ausgmacht", "anjerufen", "uffschreiben"; see `writtenGermanSpellings`).
            for written in Self.writtenGermanSpellings(key) { add(written) }
        }
        if languageCode == "es" {
            // "empieza" and "empezar", "muestra" and "mostrar": one verb, its stem said with a
            // diphthong when stressed.
            let plain = Self.reducingStressedDiphthongs(key)
            if plain != key { add(plain) }
            // An imperative with its pronouns attached ("bórrame", "márcala", "apúntamelo") is
            // also the imperative alone.
            // A diminutive is also the word it makes small ("sopita" → "sopa", "vueltita" →
            // "vuelta", "cafecito" → "cafe").
            for base in Self.droppingDiminutive(key) { add(base) }
            // A superlative is also the word it heightens ("urgentísimo" → "urgente",
            // "importantísima" → "importante").
            for base in Self.droppingSuperlative(key) { add(base) }
            if let verb = Self.droppingEncliticPronouns(key) {
                add(verb)
                let plainVerb = Self.reducingStressedDiphthongs(verb)
                if plainVerb != verb { add(plainVerb) }
                // The vos imperative of an -ir verb with its pronouns ("pedime", "decime",
                // "escribime") is its infinitive without the "r": read as that verb too.
                if verb.hasSuffix("i") { add(verb + "r") }
            }
        }
        if languageCode == "en", let full = Self.restoringDroppedG(key) {
            // "startin", "stoppin'", "orderin": the -ing form said without its g.
            add(full)
        }
        if let stemmer, !key.unicodeScalars.contains(where: { $0.properties.numericType != nil }) {
            for form in forms { add(stemmer.stem(form)) }
        }
        return forms
    }

    /// An English -ing form written as said without its g ("startin", "runnin'", "orderin"):
    /// the word with it. Nil for words under five letters ("skin", "join") and where a vowel
    /// comes before the ending ("again", "remain", "protein"): words of their own.
    static func restoringDroppedG(_ key: String) -> String? {
        let word = key.hasSuffix("'") || key.hasSuffix("’") ? String(key.dropLast()) : key
        guard word.count >= 5, word.hasSuffix("in"), let before = word.dropLast(2).last, !"aeiouy".contains(before) else { return nil }
        return word + "g"
    }

    /// Spanish pronouns written onto an imperative, longest first: "me", "la", "melo", "selas"…
    private static let encliticPronouns: [String] = {
        let single = ["me", "te", "se", "nos", "os", "lo", "la", "los", "las", "le", "les"]
        let pairs = ["me", "te", "se", "nos", "os"].flatMap { first in ["lo", "la", "los", "las"].map { first + $0 } }
        return (single + pairs).sorted { $0.count > $1.count }
    }()

    /// A Spanish imperative without the pronouns written onto it ("borrame" → "borra",
    /// "apuntamelo" → "apunta"; keys are folded, so "bórrame" arrives as "borrame"): nil when
    /// the word does not end in one, or what is left is too short or does not end as an
    /// imperative does (in a vowel).
    static func droppingEncliticPronouns(_ key: String) -> String? {
        for pronoun in encliticPronouns where key.hasSuffix(pronoun) {
            let verb = key.dropLast(pronoun.count)
            guard verb.count >= 3, let last = verb.last, "aei".contains(last) else { continue }
            return String(verb)
        }
        return nil
    }

    /// A Spanish word in its diminutive, -ito/-ita (plural -itos/-itas) and -cito/-cita,
    /// back to the word it makes small: "sopita" → "sopa", "tomatitos" → "tomatos" (stemmed as
    /// "tomates" is) and "tomates", "lechita" → "lecha" and "leche", "cafecito" → "cafe",
    /// "lechecita" → "leche". Only words of six letters or more, so "cita" and "pito" are
    /// left as they are; empty when the word is none.
    static func droppingDiminutive(_ key: String) -> [String] {
        guard key.count >= 6 else { return [] }
        var word = Substring(key)
        var plural = ""
        if word.hasSuffix("s") {
            word = word.dropLast()
            plural = "s"
        }
        guard let vowel = word.last, vowel == "a" || vowel == "o", word.dropLast().hasSuffix("it") else { return [] }
        var bases: [String] = []
        let stem = word.dropLast(3)
        if stem.count >= 3 {
            bases.append(String(stem) + String(vowel) + plural)
            // Words in -e make theirs with -ito/-ita too ("lechita" → "leche", "tomatito" →
            // "tomate"), beside -cito/-cita ("lechecita").
            bases.append(String(stem) + "e" + plural)
        }
        if stem.hasSuffix("c"), stem.count >= 4 { bases.append(String(stem.dropLast()) + plural) }
        return bases
    }

    /// A Spanish superlative in -ísimo/-ísima (plural -ísimos/-ísimas) back to the word it
    /// heightens, in each ending that word may have: "urgentisimo" → "urgento", "urgenta",
    /// "urgente" (keys are folded). Only words of eight letters or more; empty when the word
    /// is none.
    static func droppingSuperlative(_ key: String) -> [String] {
        guard key.count >= 8 else { return [] }
        var word = Substring(key)
        var plural = ""
        if word.hasSuffix("s") {
            word = word.dropLast()
            plural = "s"
        }
        guard let vowel = word.last, vowel == "a" || vowel == "o", word.dropLast().hasSuffix("isim") else { return [] }
        let stem = word.dropLast(5)
        guard stem.count >= 3 else { return [] }
        return [String(vowel), "e"].map { String(stem) + $0 + plural }
    }

    /// Whether a folded Spanish word is an infinitive, alone or with pronouns written onto it
    /// ("comprar", "parar", "ir", "escribirle", "inscribirme"): it ends in -ar, -er or -ir.
    /// A French one ends in -er, -ir or -re ("acheter", "sortir", "faire", "prendre", "voir"),
    /// as French to-dos are written. Nouns so spelt ("azúcar", "taller", « papier », « livre »)
    /// pass too; callers read it only right after a verb, and never a small word of the
    /// language. False in other languages.
    func isInfinitive(_ key: String) -> Bool {
        if languageCode == "fr" {
            return key.count >= 4 && ["er", "ir", "re"].contains { key.hasSuffix($0) }
        }
        guard languageCode == "es" else { return false }
        func plain(_ word: Substring) -> Bool {
            word == "ir" || (word.count >= 4 && ["ar", "er", "ir"].contains { word.hasSuffix($0) })
        }
        if plain(Substring(key)) { return true }
        for pronoun in Self.encliticPronouns where key.hasSuffix(pronoun) {
            if plain(key.dropLast(pronoun.count)) { return true }
        }
        return false
    }

    /// Spanish "ie" and "ue" read as the "e" and "o" they are in the unstressed forms of the
    /// same word ("empiezo" → "empezo", "vuelve" → "volve"); "ue" after "q" or "g" spells no
    /// diphthong ("que", "guerra") and stays.
    static func reducingStressedDiphthongs(_ key: String) -> String {
        var result = ""
        var previous: Character?
        var pending: Character?
        for character in key {
            if let vowel = pending {
                if vowel == "i", character == "e" {
                    result.append("e")
                } else if vowel == "u", character == "e", previous != "q", previous != "g" {
                    result.append("o")
                } else {
                    result.append(vowel)
                    pending = nil
                    if character == "i" || character == "u" { pending = character; continue }
                    result.append(character)
                    previous = character
                    continue
                }
                previous = "e"
                pending = nil
                continue
            }
            if character == "i" || character == "u" {
                pending = character
                continue
            }
            result.append(character)
            previous = character
        }
        if let vowel = pending { result.append(vowel) }
        return result
    }

    /// A German verb said to "du" without its ending, where Snowball keeps it: after "p" or
    /// "r" ("stoppst" → "stopp", "speicherst" → "speicher", "markierst" → "markier"). Only
    /// words of seven letters or more, so "zuerst" and "Wurst" stay as they are; nil otherwise.
    static func droppingSecondPersonEnding(_ key: String) -> String? {
        guard key.count >= 7, key.hasSuffix("rst") || key.hasSuffix("pst") else { return nil }
        return String(key.dropLast(2))
    }

    /// A German word written the way it is said in the south or in Berlin, in its written
    /// spelling: an unstressed "e" left out before a final "n" ("abhakn", "Suppn", "holn" →
    /// "abhaken", "Suppen", "holen"), the participle's "ge-" said "g" or "je" and "be-" said
    /// "b" before a consonant ("gmacht", "ausgmacht", "jekauft", "anjerufen", "bstellt" →
    /// "gemacht", "ausgemacht", "gekauft", "angerufen", "bestellt"; also after a separable
    /// prefix), and Berlin "uff" for "auf" ("uffschreiben"). Only shapes written German hardly
    /// has: "g" and "b" before a consonant other than "l", "r" or "n" begin no word, and a final
    /// "n" follows an "e", a vowel, "r", "h" or "n" ("gern", "Bahn", "kann"; a name such as
    /// "Köln" only gains a form nothing says). Empty when the word is none; the word itself
    /// stays one of its forms.
    static func writtenGermanSpellings(_ key: String) -> [String] {
        guard key.count >= 4 else { return [] }
        var spellings: [String] = []
        // The beginning: "g", "je" and "b" for "ge-" and "be-", "uff" for "auf".
        func restored(_ word: Substring) -> String? {
            let characters = Array(word)
            guard characters.count >= 4 else { return nil }
            if characters[0] == "g", Self.consonantsAfterReducedPrefix.contains(characters[1]) { return "ge" + word.dropFirst() }
            if characters[0] == "b", Self.consonantsAfterReducedPrefix.contains(characters[1]) { return "be" + word.dropFirst() }
            if characters[0] == "j", characters[1] == "e", !"aeiouy".contains(characters[2]) { return "g" + word.dropFirst() }
            return nil
        }
        if key.hasPrefix("uff"), key.count >= 6 { spellings.append("auf" + key.dropFirst(3)) }
        if let whole = restored(Substring(key)) {
            spellings.append(whole)
        } else if let (prefix, rest) = SeparablePrefixes.split(key), let part = restored(Substring(rest)) {
            spellings.append(prefix + part)
        }
        // The end: "-n" for "-en" after a consonant that a written word's final "n" never follows.
        for word in [key] + spellings {
            let characters = Array(word)
            guard let last = characters.last, last == "n", characters.count >= 4 else { continue }
            let before = characters[characters.count - 2]
            let saysE = Self.consonantsBeforeReducedEnding.contains(before) || (before == "h" && characters[characters.count - 3] == "c")
            if saysE { spellings.append(String(characters.dropLast()) + "en") }
        }
        return spellings
    }

    /// Consonants after which a spoken "g" or "b" is a reduced "ge-" or "be-": no written
    /// word begins so.
    private static let consonantsAfterReducedPrefix: Set<Character> = ["b", "d", "f", "h", "k", "m", "p", "s", "t", "w", "z"]
    /// Consonants before a spoken final "n" that stands for "-en": no written word ends so.
    private static let consonantsBeforeReducedEnding: Set<Character> = ["b", "d", "f", "g", "k", "l", "p", "s", "t", "z"]

    /// "ae", "oe" and "ue" as the vowel they spell, the way German is typed without umlauts.
    /// ("Feuer" turns into "feur" too: both sides are read the same way, and the word itself
    /// stays one of the forms, so nothing that matched before stops matching.)
    static func foldingTypedUmlauts(_ key: String) -> String {
        var result = ""
        var previous: Character?
        for character in key {
            if character == "e", let vowel = previous, "aou".contains(vowel) {
                result.append(vowel)
                previous = nil
                continue
            }
            if let previous { result.append(previous) }
            previous = character
        }
        if let previous { result.append(previous) }
        return result
    }
}
