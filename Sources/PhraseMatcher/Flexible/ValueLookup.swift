import Synchronization

/// Finds a vocabulary's values anywhere in a sentence, the way people say them: whole, in
/// another form ("soups" for "soup"), with a typo in a longer word ("chowdr"), written
/// together ("SoupChef" for "Soup Chef"), or — for names — only in part ("the passport one"
/// for "Renew my passport").
///
/// ```swift
/// let lookup = ValueLookup(values: [VocabularyValue(id: "1", title: "Renew my passport")],
///                          tokenizer: FlexibleTokenizer(normalizer: Normalizer(languageCode: "en")), soft: ["my"])
/// lookup.bestMention(in: reading, excluding: used, allowsPartial: true)?.quality  // 0.5 for "the passport one"
/// ```
struct ValueLookup: Sendable {
    /// One way to say one value: its words' keys and forms.
    struct Name: Sendable {
        let value: Int
        let keys: [String]
        let forms: [[String]]
        /// Positions of the words that are not fillers or connectors.
        let content: [Int]
        /// Each word's number among the names' distinct words (a key with its forms): what a
        /// sentence's memo of matching words keys on.
        var wordIDs: [Int] = []
        /// For a name with one compound said as its two parts („Zahnarzt Termin“ for
        /// „Zahnarzttermin“), the offset of the first part: a mention says both parts or
        /// neither.
        var parts: Int? = nil
        /// Whether the name is the value's title, not one of its synonyms.
        var isTitle = false
        /// Whether the name holds a word that denies another ("no rush", „keine Eile“): said in
        /// part, it says the opposite or nothing ("rush", "no"), so only whole is it named.
        var denies = false
        /// For a name that denies, the forms of its content words other than the negation
        /// (the „speichere“ of „speichere ihn nicht“, the "keep" of "don't keep it"): what
        /// another value's name says that this one denies.
        var deniedCore: [[String]] = []
    }

    struct Mention {
        let span: Range<Int>
        let value: VocabularyValue
        /// 1 for the whole name; the share of its content words otherwise.
        let quality: Double
        /// Typo edits needed.
        let edits: Int
        /// The sentence's words that matched a word of the name.
        var matchedWords: [Int] { Array(span) }
        /// For a name said in part, the name's own words those matched, as the name spells
        /// them ("plantes" for "plante", "appeler" for "apeler"): what a query looks up. One a
        /// matched word: a compound said as its two parts is the whole word at the first part's
        /// place and an empty word at the second's.
        var nameWords: [String] = []
        /// Whether the name was said by its compound's first part alone, as written („Zahnarzt“
        /// for „Zahnarzttermin vereinbaren“): the part that says which one, not a slip.
        var byFirstPart = false
        /// Whether the value was said by its title, not by one of its synonyms.
        var byTitle = false
    }

    let values: [VocabularyValue]
    let names: [Name]
    private let readsForms: Bool
    /// Fillers, connectors and frames of the language: small words said exactly or not at all.
    private let soft: Set<WordKey>
    /// Object pronouns of the language ("it", « la », « le »): ending a name, one stands for the
    /// thing acted on, and another said in its place names the same ("bin them" for "bin it",
    /// « oublie-le » for « oublie-la »).
    private let pronouns: Set<WordKey>
    /// German: „Sie“ written with its capital inside a sentence addresses the person
    /// („speichern Sie den Lauf“), never the thing acted on.
    private let readsAddressingSie: Bool
    /// Names by a form of their first word: where a whole name can start.
    private let byFirstForm: [WordKey: [Int]]
    /// Names by a form of one of their distinctive words (one that few values share): where
    /// a name said in part can be found.
    private let byDistinctiveForm: [WordKey: [Int]]
    /// A word a value shares with more values than this is not distinctive of it.
    static let distinctiveLimit = 3
    /// How many values have a word form, for telling distinctive words from common ones.
    private let valuesPerForm: [WordKey: Int]
    /// The distinct words of the names, indexed for typos.
    private let words: [String]
    private let fuzzy: FuzzyIndex
    /// German: the names' words by how they sound (``GermanSound``), for a name said in a
    /// dialect or spelt as it is heard („Domadnsubbn“, „Bluma“): found as a typo is.
    private let soundalike: [String: [String]]
    /// A name's word this long, and a said word this long, may be matched by sound.
    static let shortestSoundalike = (said: 4, known: 5)
    /// Codes this long may differ by one sound („Tomatasuppa“ drops the n of „Tomatensuppe“),
    /// the longer of the two one sound longer still.
    static let shortestLooseSound = 5
    /// How many distinct words (a key with its forms) the names have (see ``Name/wordIDs``).
    private let wordCount: Int
    /// This lookup's number, never given to another (what a sentence's memo of typos keys on).
    let serial: UInt64
    private static let serials = Atomic<UInt64>(0)
    /// Japanese: names by their whole reading in katakana, for names said in other kana or
    /// kanji and cut into other words by MeCab ("らっぷす", "すーぷしぇふ", "はいしゃのよやく").
    /// Readings are compared as scalars: hashing a non-ASCII String normalizes it each time.
    private let byReading: [[Unicode.Scalar]: [Int]]
    /// The lengths of those readings, longest first.
    private let readingLengths: [Int]
    /// The long readings by their first two sounds, for a slip of one sound later in a long
    /// name ("ミネストローニ").
    private let looseReadings: [[Unicode.Scalar]: [[Unicode.Scalar]]]
    /// Readings of the language's small words: what may follow a name inside one word MeCab
    /// did not cut ("タスクスアプリ", "らっぷすで").
    private let softReadings: Set<[Unicode.Scalar]>
    private let longestSoftReading: Int
    /// The first two sounds of every reading: every way a reading is found starts with them.
    private let openingSounds: Set<[Unicode.Scalar]>
    /// The first sound of every reading, to pass over most words at once.
    private let firstSounds: Set<Unicode.Scalar>
    /// The language's spelling dictionary (German only, where one is installed): a word it
    /// knows as written is no typo of a value's word ("holen" is no "hohen", "bringen" no
    /// "dringend" — the verbs that end a to-do's title). Read on the first typo considered.
    private let spelling: SpellDictionary?
    /// Languages whose typos of a value's word are checked against the dictionary first.
    static let spellCheckedLanguages: Set<String> = ["de", "fr"]
    /// A reading this short is a word, not a name to look for across words.
    static let shortestReading = 3
    /// A word said in part of a name with a typo is looked up in the name's spelling only from
    /// this length ("apeler" for "appeler"; "took" stays "took", not "book").
    static let shortestTrustedTypo = 5
    /// A reading this long may be said with one sound wrong.
    static let shortestLooseReading = 6

    /// - Parameter readsForms: whether a word may match in another form (a stem, German typed
    ///   without umlauts). Names of apps are names, not words: "lap" is not "Laps".
    init(
        values: [VocabularyValue], tokenizer: FlexibleTokenizer, soft: Set<String>, negations: Set<String> = [],
        pronouns: Set<String> = [], readsForms: Bool = true
    ) {
        self.values = values
        self.pronouns = Set(pronouns.map(WordKey.init))
        readsAddressingSie = tokenizer.forms.languageCode == "de"
        self.readsForms = readsForms
        serial = Self.serials.add(1, ordering: .relaxed).newValue
        spelling =
            Self.spellCheckedLanguages.contains(tokenizer.forms.languageCode)
            ? SpellDictionary(languageCode: tokenizer.forms.languageCode) : nil
        self.soft = Set(soft.map(WordKey.init))
        var names: [Name] = []
        var byFirstForm: [WordKey: [Int]] = [:]
        var byForm: [WordKey: [Int]] = [:]
        var valuesPerForm: [WordKey: Int] = [:]
        var byReading: [[Unicode.Scalar]: [Int]] = [:]
        var writtenSounds = Set<[Unicode.Scalar]>()
        for (index, value) in values.enumerated() {
            var seen = Set<String>()
            for (number, text) in ([value.title] + value.synonyms).enumerated() {
                let words = tokenizer.words(in: text)
                let keys = words.keys
                guard !keys.isEmpty else { continue }
                if words.readings.count == keys.count, !words.readings.contains(where: \.isEmpty) {
                    for (offset, sounds) in Self.spokenReadings(of: words).enumerated() {
                        let sound = Array(sounds.joined().unicodeScalars)
                        if sound.count >= Self.shortestReading, !(byReading[sound]?.contains(names.count) ?? false) {
                            byReading[sound, default: []].append(names.count)
                        }
                        // Only the name as written may be said with a sound wrong: a name
                        // without its particles, or in the past, is already said otherwise
                        // (「わたすリスト」 is no 「わたしのリスト」).
                        if offset == 0 { writtenSounds.insert(sound) }
                    }
                }
                var variants: [(keys: [String], forms: [[String]], parts: Int?)] = [(keys, words.forms, nil)]
                // Written together: "Soup Chef" also as "soupchef". Not when that is a small
                // word of the language: the English "to-dos" kept beside a translation is
                // "todos" written together, Spanish for "all", "everyone" (« …que cenamos
                // todos en casa » named no app).
                if keys.count > 1, !self.soft.contains(WordKey(keys.joined())) {
                    variants.append(([keys.joined()], [[keys.joined()]], nil))
                }
                // A compound said as two words, as voice typing and quick typing cut it
                // („Zahnarzt Termin löschen“, „Zahnartz termin“ for „Zahnarzttermin“): each
                // compound of a name also as its two parts, where the dictionary knows both.
                if let spelling = self.spelling, readsForms, keys.count == words.tokens.count {
                    for offset in keys.indices {
                        let written = text[words.tokens[offset].range].lowercased()
                        for (head, tail) in Self.compoundParts(of: written, in: spelling) {
                            let headWords = tokenizer.words(in: head), tailWords = tokenizer.words(in: tail)
                            guard headWords.keys.count == 1, tailWords.keys.count == 1 else { continue }
                            var partKeys = keys, partForms = words.forms
                            partKeys.replaceSubrange(offset...offset, with: [headWords.keys[0], tailWords.keys[0]])
                            partForms.replaceSubrange(offset...offset, with: [headWords.forms[0], tailWords.forms[0]])
                            variants.append((partKeys, partForms, offset))
                        }
                    }
                }
                for (keys, keyForms, parts) in variants {
                    let wordForms = readsForms ? keyForms : keys.map { [$0] }
                    let content = keys.indices.filter { !soft.contains(keys[$0]) }
                    var name = Name(value: index, keys: keys, forms: wordForms, content: content.isEmpty ? Array(keys.indices) : content)
                    name.parts = parts
                    name.isTitle = number == 0
                    name.denies = keys.count > 1 && keys.contains(where: negations.contains)
                    if name.denies {
                        name.deniedCore = name.content.filter { !negations.contains(keys[$0]) }.map { wordForms[$0] }
                    }
                    for form in Set(wordForms.joined()) {
                        byForm[WordKey(form), default: []].append(names.count)
                        if seen.insert(form).inserted { valuesPerForm[WordKey(form), default: 0] += 1 }
                    }
                    for form in Set(wordForms[0]) { byFirstForm[WordKey(form), default: []].append(names.count) }
                    names.append(name)
                }
            }
        }
        // Names share most of their words (a surname, "the", "soup"): a word matched against a
        // sentence's word once is known for every name that says it.
        var wordIDs: [WordKey: [([String], Int)]] = [:]
        var wordCount = 0
        for index in names.indices {
            names[index].wordIDs = names[index].keys.indices.map { offset in
                let key = WordKey(names[index].keys[offset])
                let forms = names[index].forms[offset]
                if let known = wordIDs[key]?.first(where: { $0.0 == forms }) { return known.1 }
                wordIDs[key, default: []].append((forms, wordCount))
                wordCount += 1
                return wordCount - 1
            }
        }
        self.wordCount = wordCount
        self.names = names
        self.byFirstForm = byFirstForm
        self.byDistinctiveForm = byForm.filter { (valuesPerForm[$0.key] ?? 0) <= Self.distinctiveLimit }
        self.valuesPerForm = valuesPerForm
        words = Array(Set(names.flatMap(\.keys))).sorted()
        fuzzy = FuzzyIndex(words: words)
        var soundalike: [String: [String]] = [:]
        if readsAddressingSie, readsForms {
            for word in words where word.count >= Self.shortestSoundalike.known && !word.contains(where: \.isNumber) {
                for key in Self.soundIndexKeys(of: word) { soundalike[key, default: []].append(word) }
            }
        }
        self.soundalike = soundalike
        self.byReading = byReading
        readingLengths = Set(byReading.keys.map(\.count)).sorted(by: >)
        var loose: [[Unicode.Scalar]: [[Unicode.Scalar]]] = [:]
        for sound in byReading.keys where sound.count >= Self.shortestLooseReading && writtenSounds.contains(sound) {
            loose[Array(sound.prefix(2)), default: []].append(sound)
        }
        looseReadings = loose
        openingSounds = Set(byReading.keys.map { Array($0.prefix(2)) })
        firstSounds = Set(byReading.keys.compactMap(\.first))
        let softReadings = byReading.isEmpty ? [] : Set(soft.map { Array(Kana.katakana($0).unicodeScalars) })
        self.softReadings = softReadings
        longestSoftReading = softReadings.map(\.count).max() ?? 0
    }

    /// The one value one of whose names denies what `said` names, in the same words: "don't
    /// keep it" of a case for "keep it" said after a negation („speicher das nich“, « ne pas
    /// garder »). Nil when no value's name, or more than one value's, does.
    func valueDenying(_ said: Mention, in reading: FlexibleMatcher.Reading) -> VocabularyValue? {
        let content = said.span.filter { !soft.contains(WordKey(reading.keys[$0])) }
        let saidWords = content.isEmpty ? Array(said.span) : content
        var denying: Set<Int> = []
        for name in names where name.denies && !name.deniedCore.isEmpty && values[name.value].id != said.value.id {
            let holdsSaid = saidWords.allSatisfy { position in name.deniedCore.contains { Self.shareForm(reading.forms[position], $0) } }
            let saysCore = name.deniedCore.allSatisfy { forms in saidWords.contains { Self.shareForm(reading.forms[$0], forms) } }
            if holdsSaid, saysCore { denying.insert(name.value) }
        }
        guard denying.count == 1, let value = denying.first else { return nil }
        return values[value]
    }

    /// The ways a name's words are said, by their readings (Japanese): as written; without
    /// the particles between them, as people drop them when they speak (「牛乳買う」 for
    /// 「牛乳を買う」, 「はいしゃよやく」); and, for a name that ends in a verb, either of those
    /// with the verb in the past, as a to-do is said done (「ぎゅうにゅうかった」).
    static func spokenReadings(of words: FlexibleWords) -> [[String]] {
        var said = [words.readings]
        let inner = words.readings.indices.filter { $0 == 0 || $0 == words.readings.count - 1 || !words.isFunctionWord[$0] }
        if inner.count < words.readings.count { said.append(inner.map { words.readings[$0] }) }
        if let past = words.pastReadings.last, !past.isEmpty {
            let folded = Kana.foldingLongVowels(past)
            for sounds in said { said.append(sounds.dropLast() + [folded.count >= 3 ? folded : past]) }
        }
        return said
    }

    /// The best mention of a value among the words not yet `used`, or nil. Two values read
    /// equally well from the same words give nil: the sentence does not say which.
    func bestMention(
        in reading: FlexibleMatcher.Reading, excluding used: [Bool], allowsPartial: Bool, skipping hidden: Set<Int> = []
    ) -> Mention? {
        var choice = mentionChoice()
        considerMentions(in: reading, excluding: used, allowsPartial: allowsPartial, skipping: hidden) { choice.consider($0) }
        return choice.best
    }

    /// A choice among this lookup's mentions: an app's name, read as written, is taken where its
    /// title says it (see ``MentionChoice/prefersTitle``).
    func mentionChoice() -> MentionChoice { MentionChoice(prefersTitle: !readsForms) }

    /// The best of the mentions considered: the whole name before a part, then the longer
    /// span, then fewer typo edits; nil when two values tie (the words do not say which).
    struct MentionChoice {
        /// Whether a value said as well twice is taken where its title says it: an app's name,
        /// read as written (see `consider`). Slot values keep the first.
        let prefersTitle: Bool
        private var leader: Mention?
        /// The mentions of other values read as well as the leader.
        private(set) var rivals: [Mention] = []

        init(prefersTitle: Bool = false) { self.prefersTitle = prefersTitle }

        mutating func consider(_ mention: Mention) {
            guard let current = leader else {
                leader = mention
                return
            }
            let new = (mention.quality, mention.span.count, -mention.edits)
            let old = (current.quality, current.span.count, -current.edits)
            if new > old {
                leader = mention
                rivals = []
            } else if prefersTitle, new == old, mention.value.id == current.value.id, mention.byTitle, !current.byTitle {
                // The same value said as well twice: where its title says it („Taks“ for the app
                // Tasks), not where a word one of its other names says may be the sentence's own
                // („Neue Aufgabe in Taks: …“, „Aufgabe“ for its other name „Aufgaben“).
                leader = mention
            } else if new == old, mention.value.id != current.value.id, !rivals.contains(where: { $0.value.id == mention.value.id }) {
                rivals.append(mention)
            }
        }

        var best: Mention? { rivals.isEmpty ? leader : nil }
        /// The best mention and those that tie with it, one a value, when they tie.
        var tied: [Mention] { rivals.isEmpty ? [] : (leader.map { [$0] } ?? []) + rivals }
    }

    /// Calls `consider` with every mention of a value (but those of `hidden` values) among the
    /// words not `used`.
    func considerMentions(
        in reading: FlexibleMatcher.Reading, excluding used: [Bool], allowsPartial: Bool, skipping hidden: Set<Int>,
        _ consider: (Mention) -> Void
    ) {
        // A layer without values (an empty vocabulary, such as a list with nothing in it yet) says none.
        guard !names.isEmpty else { return }
        var costs = CostMemo(wordCount: wordCount)
        for start in reading.keys.indices where !used[start] {
            // The names that may start at a word, and those it may say in part, depend on the
            // word alone: found once a sentence per lookup, whatever words are excluded.
            let whole = reading.typos.wholeCandidates(of: serial, at: start) { self.wholeCandidates(at: start, in: reading) }
            for nameIndex in whole where !hidden.contains(names[nameIndex].value) {
                let name = names[nameIndex]
                if let edits = wholeMatch(name, at: start, in: reading, used: used, costs: &costs) {
                    var mention = Mention(span: start..<(start + name.keys.count), value: values[name.value], quality: 1, edits: edits)
                    mention.byTitle = name.isTitle
                    consider(mention)
                }
            }
            if !byReading.isEmpty { considerReadings(from: start, in: reading, used: used, skipping: hidden, consider) }
            guard allowsPartial else { continue }
            let partial = reading.typos.partialCandidates(of: serial, at: start) { self.partialCandidates(at: start, in: reading) }
            for nameIndex in partial where !hidden.contains(names[nameIndex].value) {
                if wholeMatch(names[nameIndex], at: start, in: reading, used: used, costs: &costs) != nil { continue }
                if let mention = partialMatch(names[nameIndex], at: start, in: reading, used: used) { consider(mention) }
            }
        }
    }

    /// The names whose first word the word at `start` may be (in a form of it or with a typo),
    /// in the order a set of them gives.
    private func wholeCandidates(at start: Int, in reading: FlexibleMatcher.Reading) -> [Int] {
        var whole = Set<Int>()
        for form in readsForms ? reading.forms[start] : [reading.keys[start]] { whole.formUnion(byFirstForm[WordKey(form)] ?? []) }
        for word in fuzzyWords(at: start, in: reading) { whole.formUnion(byFirstForm[WordKey(word)] ?? []) }
        return Array(whole)
    }

    /// The names one of whose distinctive words the word at `start` may be (in a form of it or
    /// with a typo), in the order a set of them gives: sought only by a look-up that reads names
    /// said in part (an app's name is read whole).
    private func partialCandidates(at start: Int, in reading: FlexibleMatcher.Reading) -> [Int] {
        var partial = Set<Int>()
        for form in readsForms ? reading.forms[start] : [reading.keys[start]] { partial.formUnion(byDistinctiveForm[WordKey(form)] ?? []) }
        for word in fuzzyWords(at: start, in: reading) { partial.formUnion(byDistinctiveForm[WordKey(word)] ?? []) }
        return Array(partial)
    }

    /// The names' words within a typo of the word at `start`: looked up once a sentence,
    /// whatever words are excluded.
    private func fuzzyWords(at start: Int, in reading: FlexibleMatcher.Reading) -> [String] {
        reading.typos.words(of: serial, at: start) {
            let key = reading.keys[start]
            var found = reading.typos.probe(at: start, of: key).map { probe in fuzzy.candidates(for: probe).map { words[$0.index] } } ?? []
            if !soundalike.isEmpty, key.count >= Self.shortestSoundalike.said, !key.contains(where: \.isNumber) {
                for sound in Self.soundIndexKeys(of: key) { found += soundalike[sound] ?? [] }
            }
            return found
        }
    }

    /// A name said as done, its verb in a completed form ("Bought the milk" for "Buy milk",
    /// „Milch ist gekauft“ for „Milch kaufen“, 「牛乳買った」 for 「牛乳を買う」): every content
    /// word of the name is said, in any order, one of them by a word of `completed` — the
    /// positions of words shaped as completed forms, whose verbs `verbForms` gives (read only
    /// for a name whose other words are all said: it may load a dictionary) — or, where the
    /// verb of the statement is only a "do" after the name (「電話した」, `completedAfterName`),
    /// by the word right after the name's last one. Words between the name's words must be
    /// ones `mayBeBetween` allows (fillers, frames, "ist", "hab ich"). The name with the most
    /// content words wins, then the one with the fewest words in all; two names ranked alike
    /// tie (nil).
    func completedMention(
        in reading: FlexibleMatcher.Reading, excluding used: [Bool], completed: [Int], verbForms: (Int) -> [String],
        completedAfterName: Set<Int>, mayBeBetween: (Int) -> Bool, mayBeBeforeVerb: (Int) -> Bool,
        skipping hidden: Set<Int> = []
    ) -> (mention: Mention, verb: Int)? {
        guard !completed.isEmpty else { return nil }
        var candidates = Set<Int>()
        for position in reading.keys.indices where !used[position] && !soft.contains(WordKey(reading.keys[position])) {
            for form in reading.forms[position] { candidates.formUnion(byDistinctiveForm[WordKey(form)] ?? []) }
        }
        var best: (mention: Mention, verb: Int, rank: (Int, Int))?
        var tied = false
        for nameIndex in candidates.sorted() where !hidden.contains(names[nameIndex].value) {
            let name = names[nameIndex]
            guard let (positions, verb) = completedPlaces(
                of: name, in: reading, used: used, completed: completed, verbForms: verbForms,
                completedAfterName: completedAfterName)
            else { continue }
            let lower = min(positions.min() ?? verb, verb)
            let upper = max(positions.max() ?? verb, verb)
            let taken = Set(positions + [verb])
            guard (lower...upper).allSatisfy({ taken.contains($0) || mayBeBetween($0) }) else { continue }
            // Between what was done and the verb after it, only the words of such a statement
            // ("the car is washed", « le loyer a été payé »): in « maman a appelé » and „Mama hat
            // angerufen“ the name's word before the verb is who did it.
            if let before = positions.filter({ $0 < verb }).max(),
                !(before + 1..<verb).allSatisfy({ taken.contains($0) || mayBeBeforeVerb($0) })
            {
                continue
            }
            let mention = Mention(span: lower..<(upper + 1), value: values[name.value], quality: 1, edits: 0)
            // Of two names said by the same words, the one with fewer words left unsaid: 「牛乳買った」
            // is 「牛乳を買う」 done, not 「忘れないうちに牛乳を買う」, whose other words are small ones.
            let rank = (name.content.count, -name.keys.count)
            if let current = best {
                if rank > current.rank {
                    best = (mention, verb, rank)
                    tied = false
                } else if rank == current.rank, current.mention.value.id != mention.value.id {
                    tied = true
                }
            } else {
                best = (mention, verb, rank)
            }
        }
        guard let best, !tied else { return nil }
        return (best.mention, best.verb)
    }

    /// Where each content word of `name` is said, one sentence word each, and the position of
    /// the completed verb; nil when a word is missing or no word says the name done. Words are
    /// first found as they are; a completed form found so ("watered", whose stem is "water")
    /// is the verb when the dictionary knows it as one; else the one word left must be the verb of a completed form ("bought").
    private func completedPlaces(
        of name: Name, in reading: FlexibleMatcher.Reading, used: [Bool], completed: [Int], verbForms: (Int) -> [String],
        completedAfterName: Set<Int>
    ) -> (positions: [Int], verb: Int)? {
        var positions: [Int] = []
        var missing: [Int] = []
        var verb: Int?
        for word in name.content {
            guard let position = reading.keys.indices.first(where: { position in
                !used[position] && !positions.contains(position) && !soft.contains(WordKey(reading.keys[position]))
                    && cost(of: position, matching: word, in: name, reading: reading) == 0
            }) else {
                missing.append(word)
                continue
            }
            positions.append(position)
            // Its shape is not enough: the dictionary must know it as a completed form
            // (« paie » is cut as « payer » is, but is the present tense).
            if verb == nil, completed.contains(position), !reading.keys[position].hasSameBytes(as: name.keys[word]),
                !verbForms(position).isEmpty
            {
                verb = position
            }
        }
        if let word = missing.first {
            guard missing.count == 1, verb == nil, let position = completed.first(where: { position in
                !used[position] && !positions.contains(position) && Self.shareForm(verbForms(position), name.forms[word])
            }) else { return nil }
            positions.append(position)
            return (positions, position)
        }
        if let verb { return (positions, verb) }
        // Japanese: a name that ends in a verb, said with its particle (「ゴミを出した」 for
        // 「ゴミ出し」, 「植木に水をやりました」 for 「植木の水やり」): its last word is the verb
        // said done.
        if !reading.readings.isEmpty, let last = positions.last, last == positions.max(), completed.contains(last) {
            return (positions, last)
        }
        // 「お母さんに電話した」: the name said whole, then the verb that says it done.
        guard let last = positions.max(), completedAfterName.contains(last + 1) else { return nil }
        return (positions, last + 1)
    }

    /// Names whose reading the sentence's words from `start` say (Japanese): the words' readings
    /// run together say the name's, whatever words MeCab cut them into; the last word may go
    /// on with a small word of the language it did not cut off ("タスクスアプリ"). A long name
    /// may be said with one sound wrong or missing ("ミネストローニ", "ぎゅうにゅうかう").
    private func considerReadings(
        from start: Int, in reading: FlexibleMatcher.Reading, used: [Bool], skipping hidden: Set<Int>,
        _ consider: (Mention) -> Void
    ) {
        guard reading.readings.count == reading.keys.count, let longest = readingLengths.first,
            let first = reading.readings[start].unicodeScalars.first, firstSounds.contains(first)
        else { return }
        var bucket: [[Unicode.Scalar]]?
        var said: [Unicode.Scalar] = []
        var end = start
        var saidExactly = false
        func found(_ names: [Int], edits: Int) {
            // Small words inside a name may have been read as frames; its edges may not.
            guard !used[end - 1] else { return }
            if edits == 0 { saidExactly = true }
            for nameIndex in names where !hidden.contains(self.names[nameIndex].value) {
                consider(Mention(span: start..<end, value: values[self.names[nameIndex].value], quality: 1, edits: edits))
            }
        }
        while end < reading.keys.count, !used[end] || soft.contains(WordKey(reading.keys[end])), !reading.readings[end].isEmpty,
            said.count <= longest
        {
            let before = said.count
            said.append(contentsOf: reading.readings[end].unicodeScalars)
            end += 1
            if before < 2, said.count >= 2 {
                let opening = Array(said.prefix(2))
                guard openingSounds.contains(opening) else { return }
                bucket = looseReadings[opening]
            }
            if let names = byReading[said] {
                found(names, edits: 0)
                continue
            }
            for length in readingLengths where length > before && length < said.count && said.count - length <= longestSoftReading {
                if softReadings.contains(Array(said[length...])), let names = byReading[Array(said[..<length])] {
                    found(names, edits: 0)
                }
            }
            // A name said exactly is not also said wrong with the next word ("トマトスープ二").
            if !saidExactly, said.count >= Self.shortestLooseReading - 1, let bucket {
                for known in bucket where abs(known.count - said.count) <= 1 {
                    if FuzzyIndex.distance(said, known, limit: 1) == 1 { found(byReading[known] ?? [], edits: 1) }
                }
            }
        }
    }

    /// Edits needed for the whole name to start at `start`, or nil.
    private func wholeMatch(
        _ name: Name, at start: Int, in reading: FlexibleMatcher.Reading, used: [Bool], costs: inout CostMemo
    ) -> Int? {
        guard start + name.keys.count <= reading.keys.count else { return nil }
        var edits = 0
        // A word of three letters a letter short of the name's ("sup chef" for "Soup Chef"),
        // or with two neighbouring letters swapped ("pay teh rent"): read only in a name of
        // several words said whole, every other word as written.
        var shortTypo = false
        for offset in name.keys.indices {
            let position = start + offset
            // A small word inside the name may have been read as a frame ("の" of "歯医者の予約").
            let isInside = offset > 0 && offset < name.keys.count - 1
            guard
                !used[position]
                    || (isInside && soft.contains(WordKey(name.keys[offset])) && reading.keys[position].hasSameBytes(as: name.keys[offset]))
            else { return nil }
            // A small word's cost depends on where in the name it stands (a pronoun only as the
            // last word): never kept for the word alone, or the order names are tried in would
            // decide the reading.
            let wordEdits =
                soft.contains(WordKey(reading.keys[position]))
                ? cost(of: position, matching: offset, in: name, reading: reading)
                : costs.cost(
                    of: position, matching: name.wordIDs[offset],
                    find: { self.cost(of: position, matching: offset, in: name, reading: reading) })
            if let wordEdits {
                edits += wordEdits
            } else if name.keys.count >= 2, !shortTypo, isShortTypo(reading.keys[position], of: name.keys[offset]) {
                shortTypo = true
                edits += 1
            } else {
                return nil
            }
        }
        return shortTypo && edits > 1 ? nil : edits
    }

    /// Whether `typed`, three letters, is `known` with one letter left out (four letters) or
    /// with two neighbouring letters swapped (three); or, four letters, `known` (three) with
    /// one of its letters doubled, as people type and say it („Omma“ for „Oma“).
    private func isShortTypo(_ typed: String, of known: String) -> Bool {
        guard typed.utf8.count <= 16, !soft.contains(WordKey(typed)) else { return false }
        let typed = Array(typed.unicodeScalars)
        let known = Array(known.unicodeScalars)
        if typed.count == 4, known.count == 3, known.allSatisfy({ $0.properties.isAlphabetic }) {
            return (0..<3).contains { doubled in
                typed[doubled] == typed[doubled + 1] && Array(typed[..<doubled] + typed[(doubled + 1)...]) == known
            }
        }
        guard typed.count == 3, known.count == 3 || known.count == 4, known.allSatisfy({ $0.properties.isAlphabetic }) else {
            return false
        }
        if known.count == 3 {
            return (typed[0] == known[1] && typed[1] == known[0] && typed[2] == known[2])
                || (typed[0] == known[0] && typed[1] == known[2] && typed[2] == known[1])
        }
        return FuzzyIndex.distance(typed, known, limit: 1) == 1
    }

    /// A run of words from `start`, each a content word of the name (in the name's order),
    /// that holds at least one word distinctive among the values.
    private func partialMatch(_ name: Name, at start: Int, in reading: FlexibleMatcher.Reading, used: [Bool]) -> Mention? {
        var position = start
        var matched: [Int] = []
        var spelt: [String] = []
        var edits = 0
        var next = 0
        while position < reading.keys.count, !used[position] {
            guard let found = name.content.firstIndex(where: { candidate in
                candidate >= next && cost(of: position, matching: candidate, in: name, reading: reading) != nil
            }) else { break }
            let word = name.content[found]
            let wordEdits = cost(of: position, matching: word, in: name, reading: reading) ?? 0
            // A word of the language spelt right is no typo of one word of a longer name: the
            // „wird“ of „es wird kalt“ is no „wild“ of „nicht so wild“.
            if wordEdits > 0, let spelling, spelling.isKnown(reading.text(position..<position + 1)) { break }
            edits += wordEdits
            // A short word one letter off is as likely another word ("took" is no "book"): it
            // is looked up as said, and finds what it names, if anything.
            let short = reading.keys[position].count < Self.shortestTrustedTypo
            spelt.append(wordEdits > 0 && short ? reading.keys[position] : name.keys[word])
            matched.append(word)
            next = word + 1
            position += 1
        }
        guard !matched.isEmpty else { return nil }
        if name.denies, !name.content.allSatisfy(matched.contains) { return nil }
        // A compound's last part alone, the kind of thing it is, is no part of the name:
        // „Termin“ is no mention of „Zahnarzttermin“. Its first part, which says which one, is
        // („das mit dem Zahnarzt“, „den Zahnarzt-Eintrag“), as a word of a name said in part.
        if let parts = name.parts, matched.contains(parts + 1), !matched.contains(parts) { return nil }
        // Both parts are looked up as the one word the name writes („zahnarzttermin“): the
        // first part's place holds it, the second's nothing.
        if let parts = name.parts, let first = matched.firstIndex(of: parts), matched.contains(parts + 1) {
            spelt[first] = name.keys[parts] + name.keys[parts + 1]
            spelt[first + 1] = ""
        }
        let distinctive = matched.contains { word in
            name.forms[word].contains { (valuesPerForm[WordKey($0)] ?? 0) <= min(Self.distinctiveLimit, max(1, values.count / 5)) }
        }
        // A pronoun alone, or a small word alone, is no part of a name ("it's raining" says no
        // "save it", nor "it's a keeper"); a verb said without the pronoun its name writes onto
        // it is (« oublie » of « oublie-la »), though the verb is a word of a frame too.
        let endsInPronoun = name.keys.last.map { pronouns.contains(WordKey($0)) } ?? false
        guard distinctive,
            matched.contains(where: { word in
                let key = WordKey(name.keys[word])
                return !soft.contains(key) || (endsInPronoun && !pronouns.contains(key))
            })
        else { return nil }
        let quality = Double(matched.count) / Double(name.content.count)
        return Mention(
            span: start..<position, value: values[name.value], quality: min(quality, 0.99), edits: edits,
            nameWords: spelt, byFirstPart: edits == 0 && name.parts.map { matched == [$0] } == true)
    }

    /// 0 when the sentence's word at `position` shares a form with the name's word at
    /// `offset`, the typo edits when it is a longer word said slightly wrong, else nil.
    private func cost(of position: Int, matching offset: Int, in name: Name, reading: FlexibleMatcher.Reading) -> Int? {
        // A small word of the language is never another form of a name's word: Spanish "mis"
        // (my) stems as "miso" does, and is no miso soup.
        if soft.contains(WordKey(reading.keys[position])) {
            if reading.keys[position].hasSameBytes(as: name.keys[offset]) { return 0 }
            // Only the name's last word, the object after its verb (an article inside a name,
            // « les » of « Sortir les poubelles », is none); and not one said before another
            // (the „Sie“ of „speichern Sie ihn“ says who, „ihn“ what).
            let next = position + 1
            let beforeAnother = next < reading.keys.count && pronouns.contains(WordKey(reading.keys[next]))
            if readsAddressingSie, position > 0, reading.text(position..<next) == "Sie" { return nil }
            return offset == name.keys.count - 1 && !beforeAnother && pronouns.contains(WordKey(reading.keys[position]))
                && pronouns.contains(WordKey(name.keys[offset])) ? 0 : nil
        }
        if readsForms {
            if Self.shareForm(reading.forms[position], name.forms[offset]) { return 0 }
        } else if reading.keys[position].hasSameBytes(as: name.keys[offset]) {
            return 0
        }
        let known = Array(name.keys[offset].unicodeScalars)
        let typed = Array(reading.keys[position].unicodeScalars)
        let budget = FuzzyIndex.maximumEdits(for: known)
        // A typo is read in a word of some length: "lap" is a word of its own, not "Laps" mistyped.
        guard budget > 0, typed.count >= 4 else { return nil }
        // A word that sounds as the name's word does, in German, is as far from it as a typo
        // may be: read in a name, never certain.
        guard let edits = FuzzyIndex.distance(typed, known, limit: budget) ?? (soundsAlike(reading.keys[position], name.keys[offset]) ? budget : nil)
        else { return nil }
        if let spelling, Self.differsBeforeEnding(typed, known), spelling.isKnown(reading.text(position..<position + 1)) {
            return nil
        }
        return edits
    }

    /// The codes a word is found by sound under: those of at least three sounds.
    private static func soundKeys(of word: String) -> [String] {
        GermanSound.keys(of: word).filter { $0.count >= 3 }
    }

    /// What a word is indexed and looked up by sound under: its codes, and those longer than
    /// ``shortestLooseSound`` also one sound shorter, so that two codes within one sound of each
    /// other share a key (see ``soundsAlike(_:_:)``).
    private static func soundIndexKeys(of word: String) -> [String] {
        soundKeys(of: word).flatMap { key in key.count > shortestLooseSound ? [key] + GermanSound.shortened(key) : [key] }
    }

    /// Whether a said word sounds as a name's word does (German only; see ``GermanSound``).
    private func soundsAlike(_ said: String, _ known: String) -> Bool {
        guard !soundalike.isEmpty, said.count >= Self.shortestSoundalike.said, known.count >= Self.shortestSoundalike.known,
            !said.contains(where: \.isNumber)
        else { return false }
        let knownKeys = Self.soundKeys(of: known)
        return Self.soundKeys(of: said).contains { saidKey in
            knownKeys.contains { knownKey in
                saidKey == knownKey
                    || (min(saidKey.count, knownKey.count) >= Self.shortestLooseSound
                        && max(saidKey.count, knownKey.count) > Self.shortestLooseSound && GermanSound.withinOneSound(saidKey, knownKey))
            }
        }
    }

    /// `cost(of:matching:in:reading:)` of a sentence's word against a name's word, found once a
    /// look-up: many names share a word, and a typo's distance is the dearest part of a look-up.
    /// Only for words that are no small words, whose cost is the word's alone.
    struct CostMemo {
        let wordCount: Int
        private var known: [Int: Int8] = [:]

        init(wordCount: Int) { self.wordCount = wordCount }

        mutating func cost(of position: Int, matching word: Int, find: () -> Int?) -> Int? {
            let key = position &* wordCount &+ word
            if let cost = known[key] { return cost < 0 ? nil : Int(cost) }
            let found = find()
            known[key] = Int8(clamping: found ?? -1)
            return found
        }
    }

    /// Whether two words differ before their last two letters: a word of the language said
    /// as written that does is another word, not a typo ("holen" for "hohen", "bringen" for
    /// "dringend"); one that differs only in its ending is a form of the same word
    /// ("Aufgabe" for a name's "Aufgaben", "vereinbart" for "vereinbaren").
    static func differsBeforeEnding(_ typed: [Unicode.Scalar], _ known: [Unicode.Scalar]) -> Bool {
        let stem = min(typed.count, known.count) - 2
        var index = 0
        while index < stem {
            if typed[index] != known[index] { return true }
            index += 1
        }
        return false
    }

    /// The shortest part of a compound said as two words.
    static let shortestCompoundPart = 4

    /// The ways to cut `word`, a compound, into two words the dictionary knows, each of at
    /// least ``shortestCompoundPart`` letters: „zahnarzttermin“ → („zahnarzt“, „termin“),
    /// („zahn“, „arzttermin“). The first part may end in the linking „s“ („geburtstags“).
    /// Empty for a word shorter than two parts, or with a digit.
    static func compoundParts(of word: String, in spelling: SpellDictionary) -> [(String, String)] {
        let letters = Array(word)
        let shortest = shortestCompoundPart
        guard letters.count >= 2 * shortest, letters.allSatisfy(\.isLetter) else { return [] }
        var parts: [(String, String)] = []
        for cut in shortest...(letters.count - shortest) {
            let head = String(letters[..<cut]), tail = String(letters[cut...])
            let headKnown = spelling.isKnown(head) || (head.hasSuffix("s") && head.count > shortest && spelling.isKnown(String(head.dropLast())))
            if headKnown, spelling.isKnown(tail) { parts.append((head, tail)) }
        }
        return parts
    }

    /// Whether two lists of a word's forms have one in common.
    static func shareForm(_ some: [String], _ others: [String]) -> Bool {
        some.contains { form in others.contains { form.hasSameBytes(as: $0) } }
    }
}
