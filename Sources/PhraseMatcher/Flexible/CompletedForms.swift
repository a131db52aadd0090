import Foundation
import Synchronization

/// Finds the words of a sentence that say a verb in its completed form — the past tense or
/// the past participle ("bought", "watered", « acheté », „gekauft“, "regué", 「買った」) — and
/// the verb they are a form of, so that "Bought the milk" can meet the to-do "Buy milk".
///
/// The language's knowledge comes from its libraries and its catalog:
/// - Hunspell gives the dictionary entry of an inflected word ("watered" → "water", « pris » →
///   "prendre", "regué" → "regar"); the catalog's endings say which inflections are
///   completed ones ("-ed", « -é », "-ado"), its pairs the irregular ones the dictionary does
///   not link ("bought=buy", „gegossen=gießen“).
/// - German participles are read by their shape, which no dictionary entry links: a
///   separable prefix, "ge-", and the verb ("rausgebracht" → "raus" + „gebracht“ → "rausbringen",
///   „gekauft“ → „kaufen“ when the dictionary knows that infinitive).
/// - Japanese: MeCab already gives a verb's dictionary form; a verb, or する after a noun, is
///   completed when the auxiliary た follows (「買った」, 「電話しました」).
///
/// Results are cached per word: a dictionary lookup costs microseconds, and the same words
/// come back.
///
/// ```swift
/// let completed = CompletedForms(languageCode: "en", endings: ["-ed"], irregular: ["bought": "buy"], tokenizer: tokenizer)
/// completed.candidates(in: reading)           // [0] for "Bought the milk"
/// completed.verbForms(at: 0, in: reading)     // ["buy"]
/// ```
final class CompletedForms: Sendable {
    let languageCode: String
    /// Endings of completed forms, without their "-".
    private let endings: [String]
    /// The endings only a finite verb has (written `--aste` in the catalog: «pediste»,
    /// «arrancó»): such a word says the past by itself, with no word like "have" beside it.
    private let finiteEndings: [String]
    /// Irregular completed forms: key of the form → the verb's text.
    private let irregular: [String: String]
    private let tokenizer: FlexibleTokenizer
    private let dictionary: SpellDictionary?
    /// Per key of a sentence's word, the forms of the verbs it is a completed form of.
    private let cache = Mutex<[String: [String]]>([:])

    init(languageCode: String, endings: [String], irregular: [String: String], tokenizer: FlexibleTokenizer) {
        self.languageCode = LanguageRules.baseLanguage(of: languageCode)
        self.endings = endings.map { String($0.drop(while: { $0 == "-" })) }.filter { !$0.isEmpty }
        finiteEndings = endings.filter { $0.hasPrefix("--") }.map { String($0.dropFirst(2)) }.filter { !$0.isEmpty }
        self.irregular = irregular
        self.tokenizer = tokenizer
        let usesDictionary = !self.endings.isEmpty || self.languageCode == "de"
        dictionary = usesDictionary ? SpellDictionary(languageCode: languageCode) : nil
    }

    /// The language's spelling dictionary, when one is installed and the language reads
    /// completed forms (Japanese has none).
    var spelling: SpellDictionary? { dictionary }

    /// Whether the language says anything completed at all.
    var isEmpty: Bool { endings.isEmpty && irregular.isEmpty && languageCode != "ja" && languageCode != "de" }

    /// The positions of the words that may be completed forms, by their shape alone (an
    /// ending, an irregular form, a German ge- participle, a Japanese verb before た): cheap,
    /// no dictionary is read. See ``verbForms(at:in:)`` for the verbs they are forms of.
    func candidates(in reading: FlexibleMatcher.Reading) -> [Int] {
        guard !isEmpty, !reading.keys.isEmpty else { return [] }
        if languageCode == "ja" { return japaneseVerbs(in: reading) }
        return reading.keys.indices.filter { position in
            let key = reading.keys[position]
            guard key.count >= 3 else { return false }
            if irregular[key] != nil { return true }
            let word = reading.text(position..<position + 1).lowercased()
            if languageCode == "de",
                germanParticipleShape(word) != nil || WordForms.writtenGermanSpellings(word).contains(where: { germanParticipleShape($0) != nil })
            {
                return true
            }
            return endsAsCompleted(word)
        }
    }

    /// The forms of the verbs the word at `position` (one of ``candidates(in:)``) is a
    /// completed form of; empty when it is none. Reads the dictionary (loaded on first use).
    func verbForms(at position: Int, in reading: FlexibleMatcher.Reading) -> [String] {
        // Japanese: the verb's own forms are its dictionary form and readings.
        if languageCode == "ja" { return reading.forms[position] }
        // Keys are folded ("acheté" → "achete"): endings and the dictionary read the word as
        // written, in lower case.
        return verbForms(of: reading.text(position..<position + 1).lowercased(), key: reading.keys[position])
    }

    /// Whether the word at `position` is a finite form of the past (one of the catalog's
    /// `--` endings) of a verb: a verb said in the past by itself («¿Pediste la minestrone?»).
    func isFinitePast(at position: Int, in reading: FlexibleMatcher.Reading) -> Bool {
        guard !finiteEndings.isEmpty else { return false }
        let word = reading.text(position..<position + 1).lowercased()
        return finiteEndings.contains { word.hasSuffix($0) && word.count > $0.count + 1 } && !verbForms(at: position, in: reading).isEmpty
    }

    /// The forms of the verbs `word` (its folded key `key`) is a completed form of (empty when
    /// none).
    private func verbForms(of word: String, key: String) -> [String] {
        if let known = cache.withLock({ $0[word] }) { return known }
        var verbs: [String] = []
        if let verb = irregular[key] { verbs.append(verb) }
        if languageCode == "de" {
            verbs += germanParticipleVerbs(of: word)
            // Said as in the south or in Berlin ("ausgmacht", "anjerufen"): read in its written
            // spelling.
            if verbs.isEmpty {
                for written in WordForms.writtenGermanSpellings(word) where verbs.isEmpty {
                    if let writtenKey = tokenizer.keys(in: written).first, let verb = irregular[writtenKey] { verbs.append(verb) }
                    verbs += germanParticipleVerbs(of: written)
                }
            }
        }
        if let dictionary, endsAsCompleted(word) {
            for stem in participleStems(of: word, in: dictionary) where stem.lowercased() != word && !verbs.contains(stem) {
                verbs.append(stem)
            }
        }
        var forms: [String] = []
        for verb in verbs {
            for verbKey in tokenizer.keys(in: verb) {
                for form in tokenizer.forms.forms(of: verbKey) where !forms.contains(form) && form != key {
                    forms.append(form)
                }
            }
        }
        cache.withLock { cache in
            if cache.count > 4_096 { cache.removeAll() }
            cache[word] = forms
        }
        return forms
    }

    /// The dictionary entries `word` is a completed form of. Where the dictionary names the
    /// part of speech of each reading (the French one: « po:ppas » for a past participle), only
    /// the participle readings count: « fais », « paie » and « nettoie » end as participles do
    /// but are the present tense. Spanish builds its future on the whole infinitive (« pagaré »
    /// is « pagar » + « é », as the past « pagué » is not): such a reading is no completed form.
    private func participleStems(of word: String, in dictionary: SpellDictionary) -> [String] {
        let analyses = dictionary.analyses(of: word)
        let namesParts = analyses.contains { $0.contains("po:") }
        var stems: [String]
        if namesParts {
            stems = analyses.filter { $0.contains("po:ppas") }.compactMap { analysis in
                analysis.split(separator: " ").first { $0.hasPrefix("st:") }.map { String($0.dropFirst(3)) }
            }
        } else {
            stems = dictionary.stems(of: word)
        }
        // English doubles a verb's last consonant before "-ed" ("planned", "stopped",
        // "cancelled"), and its dictionary keeps many such forms as words of their own.
        if languageCode == "en", word.hasSuffix("ed"), word.count >= 6 {
            let base = word.dropLast(2)
            if let last = base.last, base.dropLast().last == last, !"aeiouy".contains(last), dictionary.isKnown(String(base.dropLast())) {
                stems.append(String(base.dropLast()))
            }
        }
        // Spanish speech drops the d of "-ado" («regao», «acabao», «comprao»; Andalusia, the
        // Caribbean): a word the dictionary does not know is read as written with it.
        if languageCode == "es", stems.isEmpty, word.hasSuffix("ao") || word.hasSuffix("aos"), !dictionary.isKnown(word) {
            stems = dictionary.stems(of: Self.withSpanishD(word))
        }
        if languageCode == "es" {
            stems.removeAll { stem in
                let infinitive = stem.lowercased()
                return infinitive.hasSuffix("r") && (word == infinitive + "é" || word == infinitive + "á")
            }
            // A word that ends as a participle does ("-ada", "-idas") is one only when it is
            // its verb's participle, which is regular (the irregular ones are the catalog's
            // pairs): «añadas», «añada» and «pida» are the present subjunctive of «añadir» and
            // «pedir» («necesito que añadas …», «quiero que me pidas …»), no statement of done.
            let full = Self.withSpanishD(word)
            if let ending = Self.spanishParticipleEndings.first(where: { full.hasSuffix($0) && full.count > $0.count + 1 }) {
                stems.removeAll { stem in
                    let infinitive = stem.lowercased()
                    // A noun's entry («añada», a vintage, for «añadas») is no verb; the participle's
                    // own («añadido» for «añadidas») is.
                    guard let verbEnding = ["ar", "er", "ir", "ír"].first(where: { infinitive.hasSuffix($0) }) else {
                        let masculine = String(full.dropLast(ending.count)) + String(ending.prefix(2)) + "o"
                        return infinitive != masculine
                    }
                    let base = String(infinitive.dropLast(verbEnding.count))
                    let vowel = verbEnding == "ar" ? ["ad"] : ["id", "íd"]
                    return !vowel.contains { base + $0 + String(ending.dropFirst(2)) == full }
                }
            }
        }
        return SpellDictionary.unique(stems)
    }

    /// Whether `word` ends in one of the endings of completed forms. A German verb said to
    /// "du" ends in "-st" after its stem („notierst“, „trägst“, „schreibst“ in „Trägst du … ein?“):
    /// no participle ends so but one whose stem ends in an s sound („erfasst“, „gelöst“).
    private func endsAsCompleted(_ word: String) -> Bool {
        if languageCode == "de", word.hasSuffix("st"), let before = word.dropLast(2).last, !"sßzx".contains(before) { return false }
        return endings.contains { word.hasSuffix($0) && word.count > $0.count + 1 }
    }

    /// `word` with the d of "-ado" that speech drops written back («comprao» → «comprado»,
    /// «acabaos» → «acabados»); any other word as it is.
    private static func withSpanishD(_ word: String) -> String {
        if word.hasSuffix("aos") { return word.dropLast(2) + "dos" }
        if word.hasSuffix("ao") { return word.dropLast() + "do" }
        return word
    }

    /// The endings of a Spanish past participle, "-ado" of "-ar" verbs, "-ido" of the others.
    private static let spanishParticipleEndings = [
        "ados", "adas", "idos", "idas", "ídos", "ídas", "ado", "ada", "ido", "ida", "ído", "ída",
    ]

    /// A German past participle's infinitives: an irregular participle after a separable
    /// prefix ("rausgebracht" → "rausbringen"), or "ge" + the verb + "t" or "en"
    /// („gekauft“ → „kaufen“, "angerufen" → "anrufen") where the dictionary knows the infinitive.
    private func germanParticipleVerbs(of word: String) -> [String] {
        guard let (prefix, rest) = germanParticipleShape(word) else { return [] }
        if !prefix.isEmpty, let restKey = tokenizer.keys(in: rest).first, let verb = irregular[restKey] { return [prefix + verb] }
        guard rest.hasPrefix("ge"), rest.count >= 6 else { return [] }
        let stem = rest.dropFirst(2)
        var infinitives: [String] = []
        if stem.hasSuffix("en") {
            infinitives.append(String(stem))
        } else if stem.hasSuffix("et") {
            infinitives.append(stem.dropLast(2) + "en")
        } else if stem.hasSuffix("t") {
            infinitives.append(stem.dropLast() + "en")
            infinitives.append(stem.dropLast() + "n")  // "geändert" → "ändern"
        }
        guard let dictionary else { return [] }
        return infinitives.filter { dictionary.isKnown(prefix + $0) }.map { prefix + $0 }
    }

    /// German: the infinitives the rest of a participle after its separable prefix may be of
    /// („gehakt“ → „haken“, „gestrichen“ → „streichen“ by the catalog's irregular forms), by
    /// shape alone and unchecked: the caller keeps those whose forms are words of a request.
    func germanInfinitiveGuesses(ofParticiple rest: String) -> [String] {
        guard languageCode == "de", rest.hasPrefix("ge"), rest.count >= 5 else { return [] }
        if let verb = irregular[rest] { return [verb.lowercased()] }
        let stem = rest.dropFirst(2)
        if stem.hasSuffix("et") { return [stem.dropLast(2) + "en"] }
        if stem.hasSuffix("t") { return [stem.dropLast() + "en", stem.dropLast() + "n"] }
        return []
    }

    /// A German word shaped as a past participle: a separable prefix or none, then "ge" and
    /// at least four letters, or a participle without "ge" after a separable prefix that the
    /// catalog lists („rausgebracht“ → ("raus", „gebracht“)). Nil otherwise.
    private func germanParticipleShape(_ word: String) -> (prefix: String, rest: String)? {
        if word.hasPrefix("ge"), word.count >= 6 { return ("", word) }
        guard let split = SeparablePrefixes.split(word) else { return nil }
        if split.rest.hasPrefix("ge"), split.rest.count >= 6 { return (split.prefix, split.rest) }
        if let restKey = tokenizer.keys(in: split.rest).first, irregular[restKey] != nil { return (split.prefix, split.rest) }
        return nil
    }

    /// Japanese: the word before the auxiliary of the past at `position`, past a ます between
    /// them (買っ of 「買った」, し of 「出しました」); -1 when none.
    static func wordBeforePast(_ position: Int, in reading: FlexibleMatcher.Reading) -> Int {
        let before = position - 1
        return before >= 0 && reading.isFunctionWord[before] && reading.forms[before].contains("ます") ? before - 1 : before
    }

    /// Japanese: the verb (or the する after a noun) right before the auxiliary た, with
    /// ます between them or not (「買った」, 「出しました」): its forms are already its
    /// dictionary form and reading. A sentence that asks (「買った？」, 「払ったか」) says
    /// nothing done.
    private func japaneseVerbs(in reading: FlexibleMatcher.Reading) -> [Int] {
        let sentence = reading.sentence.trimmingCharacters(in: .whitespaces)
        if sentence.hasSuffix("？") || sentence.hasSuffix("?") || sentence.hasSuffix("か") { return [] }
        var found: [Int] = []
        for position in reading.isPastAuxiliary.indices where reading.isPastAuxiliary[position] {
            var verb = Self.wordBeforePast(position, in: reading)
            // A verb that only helps the one before it (「買ってきた」, 「買っておいた」,
            // 「やっちゃった」): that one is what was done.
            while verb > 0, reading.isHelpingVerb[verb] {
                verb -= 1
                if verb > 0, reading.isFunctionWord[verb], ["て", "で"].contains(reading.keys[verb]) { verb -= 1 }
            }
            guard verb >= 0, !reading.isFunctionWord[verb] else { continue }
            found.append(verb)
        }
        return found
    }
}
