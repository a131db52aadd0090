import Foundation
import Synchronization

/// The flexible stage: reads a sentence no phrase matched exactly by its evidence — the
/// intent's own words, slot values found anywhere, the app's name anywhere — and takes a
/// free-text slot from what remains once request frames, fillers and the app's name are set
/// aside.
///
/// It never decides: it returns every reading with evidence, best first, and the caller acts
/// only when one is clearly best (see `IntentMatcher` in Dialog). Words are compared in their
/// forms (see ``WordForms``): folded, stemmed, German typed without umlauts; names said with a
/// typo or only in part are found too, and flagged as loose.
///
/// Built from a ``PhraseIndex``: the same phrases, slot kinds and — at each call — the same
/// vocabulary snapshot the exact stage reads.
///
/// ```swift
/// let flexible = FlexibleMatcher(index: index, lexicon: lexicon)
/// flexible.matches(for: "could you add jam to my Tasks app please").first?.slots["title"]?.text  // "jam"
/// ```
public final class FlexibleMatcher: Sendable {
    let index: PhraseIndex
    let tokenizer: FlexibleTokenizer
    private let intents: [IntentModel]
    /// The verbs some request of each app says in a completed form (see
    /// ``IntentDraft/completedVerbs``).
    private let completedVerbsOfApp: [String: Set<String>]
    /// Japanese: the apps with a request whose wordings say a verb in the past (see
    /// ``IntentDraft/saysPast``).
    private let appsSayingPast: Set<String>
    /// German: the words for done that close a request's wording and bind its verb (see
    /// ``IntentDraft/boundPrefix``: „erledigt“ of „Setz … auf erledigt“).
    private let boundDoneKeys: Set<String>
    /// Intents by a form of one of their own words (asked about every form of every word).
    private let intentsByKeyword: WordTable<[Int]>
    /// Word forms a compound can be made of, in a language that writes compounds as one
    /// word: the intents' own words and the words of the small vocabularies known when the
    /// stage was made (enum cases, app names). Empty elsewhere.
    private let compoundParts: Set<String>
    /// Per keyword form, the intent it weighs most in, that weight, and the most it weighs in
    /// any other intent.
    private let heaviestKeyword: [String: (weight: Double, intent: String, runnerUp: Double)]
    /// Per form of an everyday word, the forms of the phrase word it stands for (see
    /// ``FlexibleLexicon/synonyms``).
    private let synonymForms: WordTable<[String]>
    /// Per key of an everyday word the synonyms name as said (not through a shared stem),
    /// the forms of the phrase word it stands for: what a word says exactly wins over what
    /// another word of its stem means ("órdenes=pedidos" is no "ordena=pide").
    private let exactSynonymForms: WordTable<[String]>
    /// Per phrase id, the keys of its phrases' own words ("don't" of "Don't let me forget to …").
    private let phraseKeys: [String: Set<String>]
    /// The keys the phrases of requests that take a title say ("add", "list" of "to my list"):
    /// see `introducesTitle`.
    private let titlePhraseKeys: Set<String>
    /// Per key of a phrase word, how many phrase ids say it.
    private let intentsPerPhraseKey: [String: Int]
    /// Tells quickly whether a sentence may deny anything.
    private let negationProbe: NegationProbe
    private let frames: PhraseList
    /// Words that stress a frame ("really" of "I really need to"): see `frameSpans(in:)`.
    private let intensifiers: PhraseList
    /// Words that soften a frame ("maybe" of "could you maybe"): see `frameSpans(in:)`.
    private let softeners: PhraseList
    /// Frames said only at a sentence's end (「…なってる」, written so in the catalog): there a
    /// question's frame, before って, と or を a title's own words (see `closingFrameSpans`).
    private let closingFrames: PhraseList
    /// Frames said only first, before the request (interjections: "oh…", „ach…“, « oups… »):
    /// said inside a title they are its words („Oh Happy Day üben“).
    private let openingFrames: PhraseList
    private let fillers: PhraseList
    /// Keys of the one-word fillers (articles, possessives): not what makes a connector a place.
    private let fillerKeys: Set<String>
    /// Keys of the one-word fillers that are also connectors: articles and possessives ("the",
    /// "my", « ma », „meine“), no pronoun. A request's verb said after one is a noun (`verbOnly`).
    private let determinerKeys: Set<String>
    /// The fillers that say a count, key → number: one-word entries of the quantities list that
    /// are also fillers ("one"). Before a value a filler is read past; such a one is also the
    /// count of the request's number slot ("one miso please").
    private let countingFillers: [String: Int]
    /// The forms of the words that say a thing is done ("done", "finished", « fait »,
    /// „fertig“; ``FlexibleLexicon/Completion/doneWords``).
    private let doneWordForms: Set<String>
    /// Keys of every frame, filler, connector and introducer word.
    private let lexiconWordKeys: Set<String>
    /// Keys of the frames, fillers, connectors, introducers and pronouns that are one word and
    /// that no phrase says („wegen“, „denn“): small words of the language, never a request's
    /// word by a stem they share with one („wegen“ is no „weg“). One a phrase says keeps its
    /// stem («para» of «Para la carrera»).
    private let stemlessKeys: Set<String>
    /// German: keys of the phrases' subjunctives written with an umlaut whose spelling without
    /// it is the past the dictionary knows („hätte“ and „hatte“, „möchte“ and „mochte“,
    /// „würde“ and „wurde“): said without the umlaut, the past is meant, no word of the
    /// phrases. (A verb said without its umlaut, „fug … hinzu“, is still the phrase's.)
    private let umlautOnlyKeys: Set<String>
    private static let umlauts: [Character: Character] = ["ä": "a", "ö": "o", "ü": "u"]
    /// The keys of the apps' names said in one word ("tasks", "laps"): the app addressed, never
    /// the verb that begins a title ("tasks add collect the parcel").
    private let oneWordAppNameKeys: Set<String>
    /// Forms of the words of the small vocabularies known when the stage was made (enum
    /// cases, app names, a menu).
    private let smallValueForms: Set<String>
    /// The keys of the small vocabularies' names said in one word of six letters or more
    /// ("minestrone", "benchmark"): see `readingSplitNames`.
    private let oneWordValueKeys: Set<String>
    /// Their lengths in UTF-8 bytes: a pair of words of another length is not written together.
    private let oneWordValueLengths: Set<Int>
    private let connectors: PhraseList
    private let introducers: PhraseList
    /// Object pronouns ("it", „ihn“): read past, and kept at a free text's end (see `endsTitle`).
    private let pronouns: PhraseList
    /// The keys of one-word ordinals ("third", «tercera»): see `ordinalWords(in:clauses:)`.
    private let ordinalKeys: Set<String>
    /// The keys of the words that label a number (``FlexibleLexicon/numberLabels``).
    private let numberLabelKeys: Set<String>
    /// Words that begin a clause of reason (see `reasonClauses(in:isFrame:soft:clauses:consequenceWords:)`).
    private let reasons: PhraseList
    /// The keys of the reason words that begin nothing else (``FlexibleLexicon/sureReasons``).
    private let sureReasonKeys: Set<[String]>
    /// Words that end a clause of reason before its consequence (see
    /// `reasonClauses(in:isFrame:soft:clauses:consequenceWords:)`).
    private let consequences: PhraseList
    /// Keys of `FlexibleLexicon.consequencesBeforeMark`.
    private let consequenceBeforeMarkKeys: Set<[String]>
    /// Words that end what a negation before them denies ("not urgent but add …"): see `denials`.
    private let contrasts: PhraseList
    /// Words that describe a serving of a value said beside them: see `absorbServings`.
    private let servings: PhraseList
    private let remarkSubjects: PhraseList
    /// Words that make a clause a condition (see `FlexibleLexicon.conditions`).
    private let conditions: PhraseList
    /// Words that say when (see `FlexibleLexicon.times`).
    private let times: PhraseList
    /// The keys of the one-word words that say when ("today", „heute“).
    private let timeKeys: Set<String>
    /// Keys of `FlexibleLexicon.clockWords`.
    private let clockKeys: Set<String>
    /// The forms of the one-word words that only ask ("what", „sind“): see `MentionCache.asks`.
    private let questionForms: Set<String>
    /// The forms of the words of `questionForms` that link rather than ask (« est », « que »,
    /// "is": ``FlexibleLexicon/linkingQuestionWords``), and of those that ask ("what", „was“).
    private let linkingForms: Set<String>
    private let askingForms: Set<String>
    /// Keys of the one-word noes that take a count back („zwei, nee, drei“): see `firstNumber`.
    private let correctionKeys: Set<String>
    /// Words that take back what was just said (see `correctedTitle(_:in:soft:clauses:)`).
    private let titleCorrections: PhraseList
    /// Every way of saying no: see `takesBack(_:)`.
    private let noes: PhraseList
    private let pronounKeys: Set<String>
    /// Keys of the one-word connectors that are no filler ("to", « à », „zu“): what says a place.
    private let placeKeys: Set<String>
    /// Keys of `FlexibleLexicon.infinitiveMarkers`: see `infinitiveAfterMarker(following:in:isFrame:clauses:)`.
    private let infinitiveMarkerKeys: Set<String>
    /// Japanese: keys of the one-word connectors and introducers that may close a title
    /// (を, って): see `endsTitle`.
    private let titleClosers: Set<String>
    private let purposes: PhraseList
    /// Per app, the keys of the one-word verbs that say no request of their own and that none
    /// of its phrases says ("put", « mets », "pon" for Tasks; see
    /// ``FlexibleLexicon/genericVerbs``): "pon" says Laps's "pon en marcha", and is still the
    /// verb of putting something on a list in Tasks.
    private let placingVerbs: [String: Set<String>]
    /// Keys of the verbs that say no request of their own ("add", „anlegen“).
    private let genericVerbKeys: Set<String>
    /// The forms of those verbs ("doing" is a form of "do").
    private let genericVerbForms: Set<String>
    /// Request frames of two words, first word → last words („ich“ → „muss“, „sollte“): said
    /// apart around a title after an introducer, verb last (see `titleInVerbLastFrame`).
    private let twoWordFrames: [String: Set<String>]
    /// Keys of the one-word introducers („dass“, "called").
    private let introducerKeys: Set<String>
    /// Phrase ids that are the one request of their app that takes no value ("List Tasks" of
    /// Tasks): what a sentence that only names the app ("my to-do list", 「タスク一覧」) may mean.
    private let soleWithoutValues: Set<String>
    /// The entity slots' bindings of the requests that mark a thing done (`doneWeight`): the
    /// to-dos a statement of done may name (see `namesDoneEntity`).
    private let doneEntityBindings: [Int]
    /// Words that deny what follows them up to the clause's end, and words that deny the word
    /// right before them.
    private let negationsBefore: PhraseList
    /// The forms some request's wordings say only after their own negation ("forget" of "Don't
    /// let me forget to …", «olvide» of «Que no se me olvide …»): see `IntentDraft.negatedOnly`.
    private let negatedWordingForms: Set<String>
    /// Per phrase id, its `IntentDraft.negatedOnly` forms (see `deniesBeyondPhrase`).
    private let negatedOnlyOfPhrase: [String: Set<String>]
    /// The keys of the negations' own words.
    private let negationWordKeys: Set<String>
    /// Keys of fillers, connectors, introducers, frames and pronouns: not distinctive words of
    /// a name (see `ValueLookup`), and what may stand between a case and its negation (see
    /// `spanWithNegation`). Made once: a case of a closed list looks at it on every reading.
    private let softKeys: Set<String>
    /// The forms some request's wordings say right before a negation after them (忘れ of
    /// 「${title}のを忘れないように」): said so, the negation asks for that request.
    private let negatedAfterWordingForms: Set<String>
    private let negationsAfter: PhraseList
    /// Prefixes that deny only the word right after them (Japanese 未 of 未完了, "not done").
    private let negationsOfNext: PhraseList
    /// Words that deny only beside a negation said after them in their clause, written
    /// `word…negation` (Japanese まだ of 「まだ終わってない」, "not yet"; 「まだ走ってる？」 denies
    /// nothing): the word is then part of the denial.
    private let negationCompanions: [(word: PhraseList, negation: PhraseList)]
    /// The apps whose intents' titles hold each word form (注文 of 「スープを注文」): the
    /// nouns that name what an app acts on.
    private let appsByTitleForm: WordTable<Set<String>>
    private let labels: [String: PhraseList]
    /// The keys of every slot's label words ("priority", „Priorität“): see `isLabel(_:)`.
    private let labelKeys: Set<String>
    /// A number for each word form of the phrases that have free text, for `IntentModel.together`.
    private let formNumbers: [String: Int32]
    /// Per key of a word that begins a wording of an intent's phrases but is also a connector
    /// or purpose word of the language (Spanish "para" — stop, and "for"), the intents it
    /// begins and its weight there: such a word is that intent's verb when it begins a clause
    /// ("Laps, para", "para y guárdala").
    private let leadingLexiconWords: WordTable<[(intent: Int, weight: Double)]>
    /// Per binding of a vocabulary slot, the app whose request has it (see `appValue`).
    private let appOfVocabulary: [Int: String]
    /// Words said in their completed form ("bought", „gekauft“, 「買った」).
    private let completedForms: CompletedForms
    /// The words of the requests' phrases long enough to be typed with a slip ("suprime" for
    /// « supprime »), their forms, and their fuzzy index: see `readingTypedVerbs`.
    private let typedWords: [String]
    private let typedWordForms: [[String]]
    private let typedWordIndex: FuzzyIndex
    /// Verbs in their plain form, where a language names an action so (English): see
    /// `titleAfterVerb`.
    private let plainVerbs: PlainVerbs
    /// Words that may come with a statement that something is done ("already", „ist“).
    private let doneCompanions: PhraseList
    private let doneBlockers: PhraseList
    /// Built value lookups, per vocabulary layer (see `Vocabulary`): a vocabulary that changed
    /// by a few names keeps its base layer, and its lookup with it.
    private let lookups = Mutex<[LookupKey: ValueLookup]>([:])

    /// The keys of values' texts (titles, synonyms) and the forms of a case's names, cut once
    /// and kept: every sentence compares its words with the same few names, and cutting a name
    /// (MeCab, the stemmer, the spellings) costs more than the comparison. Only a vocabulary's
    /// texts are kept, never a sentence's; emptied when it grows past `valueTextLimit`.
    private let valueTexts = Mutex<ValueTexts>(ValueTexts())
    private static let valueTextLimit = 4096

    private struct ValueTexts {
        var keys: [String: [String]] = [:]
        var caseNameForms: [String: Set<String>] = [:]
        var affirmingNameForms: [String: Set<String>] = [:]
    }

    /// The keys of a value's title or synonym (an app's name, a to-do), as `tokenizer.keys(in:)`
    /// gives them.
    private func titleKeys(of title: String) -> [String] {
        if let known = valueTexts.withLock({ $0.keys[title] }) { return known }
        let keys = tokenizer.keys(in: title)
        valueTexts.withLock { memo in
            if memo.keys.count >= Self.valueTextLimit { memo.keys.removeAll() }
            memo.keys[title] = keys
        }
        return keys
    }

    /// Another case of `found`'s closed list that the sentence says more narrowly: its names
    /// hold every word said of `found` ("save" of "save it" in "save it as the benchmark"),
    /// and an open word of the sentence (`isOpen`: not the request's own words) is a word of
    /// its names that no other case's names hold ("benchmark", "PB"). Nil when no case, or
    /// more than one, is so said.
    private func narrowerCase(
        than found: ValueLookup.Mention, in vocabulary: Vocabulary, reading: Reading, isOpen: (Int) -> Bool,
        isOtherRequestWord: (Int) -> Bool
    ) -> (VocabularyValue, [Int])? {
        let cases = vocabulary.values
        guard cases.count > 1, cases.count <= 20 else { return nil }
        let formsByCase = cases.map { caseNameForms(of: $0) }
        var chosen: (VocabularyValue, [Int])?
        for (index, value) in cases.enumerated() where value.id != found.value.id {
            let forms = formsByCase[index]
            let others = formsByCase.indices.filter { $0 != index }.map { formsByCase[$0] }
            let words = reading.keys.indices.filter { position in
                isOpen(position) && !reading.isFunctionWord[position] && !lexiconWordKeys.contains(reading.keys[position])
                    && reading.forms[position].contains(where: forms.contains)
                    && !reading.forms[position].contains(where: { form in others.contains { $0.contains(form) } })
            }
            // A word of another of the app's requests said in another form than the case's
            // name says it names what that request does ("tours", laps, of « enregistre mes
            // cinq tours »), not the case (« tour de référence »); said as the name says it
            // («guárdala como mi marca») or beside a word of the case's own, it is the case's.
            let nameKeys = caseNameKeys(of: value)
            guard words.contains(where: { !isOtherRequestWord($0) || nameKeys.contains(reading.keys[$0]) }),
                holds(found, in: value, reading: reading)
            else { continue }
            if chosen != nil { return nil }
            chosen = (value, words)
        }
        return chosen
    }

    /// The keys of a case's title and synonyms, as its names say them ("tour", not "tours").
    private func caseNameKeys(of value: VocabularyValue) -> Set<String> {
        Set(([value.title] + value.synonyms).flatMap(titleKeys(of:)))
    }

    /// Whether a case of a closed list said whole at `span` is said in words of its own: two or
    /// more words that are no small words, one of them no word of any request's phrases ("save
    /// it as the benchmark", 「ベンチマークとして保存して」, not "discard it" nor "urgent"). Only
    /// the request the case qualifies says such words.
    private func saysCaseInOwnWords(_ span: Range<Int>, in reading: Reading) -> Bool {
        let content = span.filter { !softKeys.contains(reading.keys[$0]) && !reading.isFunctionWord[$0] }
        return content.count >= 2 && content.contains { !reading.forms[$0].contains { intentsByKeyword[$0] != nil } }
    }

    /// Whether the names of `value` that deny nothing hold every word said of `mention` (its
    /// small words aside): "save it as the benchmark" holds "save it". Names that deny
    /// ("without saving", « sans l'enregistrer ») say the opposite of those words.
    private func holds(_ mention: ValueLookup.Mention, in value: VocabularyValue, reading: Reading) -> Bool {
        let saidForms = mention.span.filter { !lexiconWordKeys.contains(reading.keys[$0]) && !reading.isFunctionWord[$0] }
            .map { Set(reading.forms[$0]) }
        guard !saidForms.isEmpty else { return false }
        let affirmingForms = affirmingNameForms(of: value)
        return saidForms.allSatisfy { !$0.isDisjoint(with: affirmingForms) }
    }

    /// The forms of the words of a case's names that deny nothing (see `holds`), cut once per
    /// case like `caseNameForms(of:)`.
    private func affirmingNameForms(of value: VocabularyValue) -> Set<String> {
        let texts = [value.title] + value.synonyms
        let key = texts.joined(separator: "\u{1}")
        if let known = valueTexts.withLock({ $0.affirmingNameForms[key] }) { return known }
        let forms = Set(
            texts.map { tokenizer.words(in: $0) }
                .filter { words in [negationsBefore, negationsAfter, negationsOfNext].allSatisfy { $0.occurrences(in: words.keys).isEmpty } }
                .flatMap { $0.forms.joined() })
        valueTexts.withLock { memo in
            if memo.affirmingNameForms.count >= Self.valueTextLimit { memo.affirmingNameForms.removeAll() }
            memo.affirmingNameForms[key] = forms
        }
        return forms
    }

    /// The forms of the words of a case's names (its title and synonyms) that are no small
    /// words of the language: what a word of the case said apart from the rest is read by.
    private func caseNameForms(of value: VocabularyValue) -> Set<String> {
        let texts = [value.title] + value.synonyms
        let key = texts.joined(separator: "\u{1}")
        if let known = valueTexts.withLock({ $0.caseNameForms[key] }) { return known }
        let forms = Set(
            texts.flatMap { titleKeys(of: $0) }.filter { !lexiconWordKeys.contains($0) }.flatMap { tokenizer.forms.forms(of: $0) })
        valueTexts.withLock { memo in
            if memo.caseNameForms.count >= Self.valueTextLimit { memo.caseNameForms.removeAll() }
            memo.caseNameForms[key] = forms
        }
        return forms
    }

    private struct LookupKey: Hashable {
        /// The layer's ``Vocabulary/Layer/serial``.
        let layer: UInt64
        let readsForms: Bool
    }

    /// A vocabulary's lookups: its base layer's, without the names hidden since, and its
    /// delta layer's.
    struct LayeredLookup {
        let base: ValueLookup
        let delta: ValueLookup?
        let hidden: Set<Int>

        func bestMention(
            in reading: Reading, excluding used: [Bool], allowsPartial: Bool
        ) -> ValueLookup.Mention? {
            choice(in: reading, excluding: used, allowsPartial: allowsPartial).best
        }

        /// The mentions that tie for best, one a value (empty when one is best or none is said).
        func tiedMentions(in reading: Reading, excluding used: [Bool], allowsPartial: Bool) -> [ValueLookup.Mention] {
            choice(in: reading, excluding: used, allowsPartial: allowsPartial).tied
        }

        private func choice(in reading: Reading, excluding used: [Bool], allowsPartial: Bool) -> ValueLookup.MentionChoice {
            var choice = base.mentionChoice()
            base.considerMentions(in: reading, excluding: used, allowsPartial: allowsPartial, skipping: hidden) {
                choice.consider($0)
            }
            delta?.considerMentions(in: reading, excluding: used, allowsPartial: allowsPartial, skipping: []) {
                choice.consider($0)
            }
            return choice
        }

        /// The value whose name denies what `said` names (see ``ValueLookup/valueDenying(_:in:)``).
        func valueDenying(_ said: ValueLookup.Mention, in reading: Reading) -> VocabularyValue? {
            base.valueDenying(said, in: reading) ?? delta?.valueDenying(said, in: reading)
        }

        /// A name said as done (see ``ValueLookup/completedMention(in:excluding:completed:verbForms:completedAfterName:mayBeBetween:mayBeBeforeVerb:skipping:)``),
        /// from the base layer or the delta; a name in both that ties is no mention.
        func completedMention(
            in reading: Reading, excluding used: [Bool], completed: [Int], verbForms: (Int) -> [String],
            completedAfterName: Set<Int>, mayBeBetween: (Int) -> Bool, mayBeBeforeVerb: (Int) -> Bool
        ) -> (mention: ValueLookup.Mention, verb: Int)? {
            let fromBase = base.completedMention(
                in: reading, excluding: used, completed: completed, verbForms: verbForms, completedAfterName: completedAfterName,
                mayBeBetween: mayBeBetween, mayBeBeforeVerb: mayBeBeforeVerb, skipping: hidden)
            let fromDelta = delta?.completedMention(
                in: reading, excluding: used, completed: completed, verbForms: verbForms, completedAfterName: completedAfterName,
                mayBeBetween: mayBeBetween, mayBeBeforeVerb: mayBeBeforeVerb)
            switch (fromBase, fromDelta) {
            case (let found?, nil), (nil, let found?): return found
            case (let one?, let other?):
                if one.mention.span.count != other.mention.span.count {
                    return one.mention.span.count > other.mention.span.count ? one : other
                }
                return one.mention.value.id == other.mention.value.id ? one : nil
            case (nil, nil): return nil
            }
        }
    }

    /// The readable shape of one phrase id while the matcher is made: its keywords and slots
    /// (see ``IntentModel``).
    struct IntentDraft {
        let phraseID: String
        /// Word form → weight (rarer across intents weighs more).
        var keywords: [String: Double] = [:]
        /// Pairs of word forms that occur together in one wording of its phrases ("add" …
        /// "task"); two of its words that never do are alternatives ("add" or "note"): a
        /// sentence with both uses one as the request and the other inside its free text.
        /// Made only for intents with free text, where it is read; forms by `formNumbers`.
        var together: Set<FormPair> = []
        var slots: [(name: String, kind: SlotKind, binding: Int)] = []
        var appBinding: Int?
        /// The weight of its words that say a thing is done ("done", „erledigt“), when it is the
        /// request they weigh most in: a name said done is this request (see `completed`).
        var doneWeight = 0.0
        /// The app it belongs to, when the lexicon says.
        var app: String?
        /// German: verbs its phrases say only with a separable prefix that ends the wording
        /// („Streiche … durch“: streich → durch), which another request says alone („Streiche …
        /// aus Tasks“). Form → the prefix's key.
        var boundPrefix: [String: String] = [:]
        /// Forms its wordings and title say only first, as the verb that opens them (« Commande
        /// … », "Order …"), never after another word: said after an article or a possessive
        /// (« ma commande », "my order") such a word is a noun, no word of this request.
        var verbOnly: Set<String> = []
        /// Words that only ask that its wordings do not say, read as its own as every request
        /// asked as a question reads them: a tie-breaker, only in a sentence that asks (see
        /// `MentionCache.asks`).
        var askedOnly: Set<String> = []
        /// Words its wordings say only after a negation of their own ("forget" of "Don't let me
        /// forget to ${title}"): said without one ("forget about watering the plants"), they
        /// mean the opposite, and are no word of this request. Said with one, the negation
        /// makes them frame words (see `denials`).
        var negatedOnly: Set<String> = []
        /// The verbs its wordings say in a completed form ("ordered" of "What have I ordered",
        /// « commandé », „bestellt“), as the verbs' forms: see `read`, on completed forms.
        var completedVerbs: Set<String> = []
        /// Japanese: whether its wordings say a verb in the past (「何を注文した？」).
        var saysPast = false
        /// The forms of the words another request of its app says, when that request takes a
        /// value and says in the present a verb this one says completed (Soup Chef's « Prends-moi
        /// une minestrone » beside « Qu'est-ce que j'ai commandé ? », which « Commande … » also
        /// says): such a verb said completed (« j'ai pris ») is this request's, as its own
        /// completed verb is. Empty for a request that says no verb completed.
        var siblingVerbs: Set<String> = []
        var hasText: Bool { slots.contains { $0.kind == .text } }
    }

    /// The readable shape of one phrase id: its keywords and slots (see ``IntentDraft``).
    /// A class of constants: a sentence reads many requests' models (a thousand at scale), and
    /// a struct of dictionaries and lists was copied, field by field, into each reading.
    final class IntentModel: Sendable {
        let phraseID: String
        let keywords: [String: Double]
        let together: Set<FormPair>
        let slots: [(name: String, kind: SlotKind, binding: Int)]
        let appBinding: Int?
        let doneWeight: Double
        let app: String?
        /// See ``IntentDraft/boundPrefix``.
        let boundPrefix: [String: String]
        /// See ``IntentDraft/verbOnly``.
        let verbOnly: Set<String>
        /// See ``IntentDraft/askedOnly``.
        let askedOnly: Set<String>
        /// See ``IntentDraft/negatedOnly``.
        let negatedOnly: Set<String>
        /// See ``IntentDraft/completedVerbs``.
        let completedVerbs: Set<String>
        /// See ``IntentDraft/saysPast``.
        let saysPast: Bool
        /// See ``IntentDraft/siblingVerbs``.
        let siblingVerbs: Set<String>
        let hasText: Bool
        /// The bindings of its slots.
        let bindings: Set<Int>
        /// The bindings of its entity slots (vocabularies that take free text), in order.
        let entityBindings: [Int]

        init(_ draft: IntentDraft) {
            phraseID = draft.phraseID
            keywords = draft.keywords
            together = draft.together
            slots = draft.slots
            appBinding = draft.appBinding
            doneWeight = draft.doneWeight
            app = draft.app
            boundPrefix = draft.boundPrefix
            verbOnly = draft.verbOnly
            askedOnly = draft.askedOnly
            negatedOnly = draft.negatedOnly
            completedVerbs = draft.completedVerbs
            saysPast = draft.saysPast
            siblingVerbs = draft.siblingVerbs
            hasText = draft.hasText
            bindings = Set(draft.slots.map(\.binding))
            entityBindings = draft.slots.filter { $0.kind == .vocabulary(allowsFreeText: true) }.map(\.binding)
        }
    }

    public init(index: PhraseIndex, lexicon: FlexibleLexicon) {
        self.index = index
        // Japanese said in hiragana meets the phrases' kanji nouns (see ``KanaRespelling``).
        var phraseTexts: [String] = []
        if index.normalizer.languageCode == "ja" {
            for compiled in index.program.phrases { Self.collectTexts(compiled.template.root, into: &phraseTexts) }
        }
        let tokenizer = FlexibleTokenizer(normalizer: index.normalizer).respelling(phrases: phraseTexts)
        self.tokenizer = tokenizer
        // Frames said anywhere: not those written to be said only last (…なってる) or first (oh…).
        let anywhereFrames = lexicon.frames.filter { !$0.hasPrefix("…") && !$0.hasSuffix("…") }
        frames = PhraseList(anywhereFrames, tokenizer: tokenizer)
        openingFrames = PhraseList(
            lexicon.frames.filter { $0.hasSuffix("…") && !$0.hasPrefix("…") }.map { String($0.dropLast()) }, tokenizer: tokenizer)
        intensifiers = PhraseList(lexicon.intensifiers, tokenizer: tokenizer)
        softeners = PhraseList(lexicon.softeners, tokenizer: tokenizer)
        closingFrames = PhraseList(
            lexicon.frames.filter { $0.hasPrefix("…") }.map { String($0.dropFirst()) }, tokenizer: tokenizer)
        // The keys of a list's one-word entries ("to", « à », 「を」).
        func oneWordKeys(_ phrases: [String]) -> Set<String> {
            Set(phrases.map { tokenizer.keys(in: $0) }.filter { $0.count == 1 }.map { $0[0] })
        }
        fillers = PhraseList(lexicon.fillers, tokenizer: tokenizer)
        let fillerKeys = oneWordKeys(lexicon.fillers)
        self.fillerKeys = fillerKeys
        var counting: [String: Int] = [:]
        for (words, number) in lexicon.quantities {
            let keys = tokenizer.keys(in: words)
            if keys.count == 1, fillerKeys.contains(keys[0]) { counting[keys[0]] = number }
        }
        countingFillers = counting
        lexiconWordKeys = Set(
            (lexicon.frames + lexicon.fillers + lexicon.connectors + lexicon.introducers + lexicon.pronouns)
                .flatMap { tokenizer.keys(in: $0) })
        connectors = PhraseList(lexicon.connectors, tokenizer: tokenizer)
        introducers = PhraseList(lexicon.introducers, tokenizer: tokenizer)
        pronouns = PhraseList(lexicon.pronouns, tokenizer: tokenizer)
        pronounKeys = oneWordKeys(lexicon.pronouns)
        ordinalKeys = oneWordKeys(lexicon.ordinals)
        numberLabelKeys = oneWordKeys(lexicon.numberLabels)
        reasons = PhraseList(lexicon.reasons, tokenizer: tokenizer)
        sureReasonKeys = Set(lexicon.sureReasons.map { tokenizer.keys(in: $0) }.filter { !$0.isEmpty })
        consequences = PhraseList(lexicon.consequences, tokenizer: tokenizer)
        consequenceBeforeMarkKeys = Set(lexicon.consequencesBeforeMark.map { tokenizer.keys(in: $0) }.filter { !$0.isEmpty })
        contrasts = PhraseList(lexicon.contrasts, tokenizer: tokenizer)
        servings = PhraseList(lexicon.servings, tokenizer: tokenizer)
        remarkSubjects = PhraseList(lexicon.remarkSubjects, tokenizer: tokenizer)
        conditions = PhraseList(lexicon.conditions, tokenizer: tokenizer)
        times = PhraseList(lexicon.times, tokenizer: tokenizer)
        let timeKeys = oneWordKeys(lexicon.times)
        self.timeKeys = timeKeys
        clockKeys = oneWordKeys(lexicon.clockWords)
        correctionKeys = oneWordKeys(lexicon.corrections)
        titleCorrections = PhraseList(lexicon.titleCorrections, tokenizer: tokenizer)
        // Only Japanese reads them (see `takesBack`): no list is built at start-up for the others.
        noes = PhraseList(tokenizer.forms.languageCode == "ja" ? lexicon.noes : [], tokenizer: tokenizer)
        placeKeys = oneWordKeys(lexicon.connectors).subtracting(fillerKeys)
        infinitiveMarkerKeys = oneWordKeys(lexicon.infinitiveMarkers)
        // Not a word that ends a frame before the request's verb (« j'ai besoin de », « serait-il
        // possible de »): there it is a preposition, and the verb after it a verb.
        let frameEnds = Set(lexicon.frames.compactMap { frame -> String? in
            let keys = tokenizer.keys(in: frame)
            return keys.count > 1 ? keys.last : nil
        })
        // Nor an object pronoun said before its verb (« tu peux le noter »).
        determinerKeys = oneWordKeys(lexicon.connectors).intersection(fillerKeys).subtracting(frameEnds)
            .subtracting(oneWordKeys(lexicon.pronouns))
        titleClosers = oneWordKeys(lexicon.connectors + lexicon.introducers)
        purposes = PhraseList(lexicon.purposes, tokenizer: tokenizer)
        let completedForms = CompletedForms(
            languageCode: tokenizer.forms.languageCode, endings: lexicon.completion.endings,
            irregular: Dictionary(
                lexicon.completion.irregular.compactMap { form, verb in
                    tokenizer.keys(in: form).count == 1 ? (tokenizer.keys(in: form)[0], verb) : nil
                }, uniquingKeysWith: { first, _ in first }),
            tokenizer: tokenizer)
        self.completedForms = completedForms
        plainVerbs = PlainVerbs(languageCode: tokenizer.forms.languageCode)
        doneCompanions = PhraseList(lexicon.completion.companions, tokenizer: tokenizer)
        doneBlockers = PhraseList(lexicon.completion.blockers, tokenizer: tokenizer)
        let after = lexicon.negations.filter { $0.hasPrefix("…") }
        let next = lexicon.negations.filter { $0.hasSuffix("…") && !$0.hasPrefix("…") }
        func isCompanion(_ text: String) -> Bool { text.dropFirst().dropLast().contains("…") && !text.hasPrefix("…") && !text.hasSuffix("…") }
        negationsBefore = PhraseList(
            lexicon.negations.filter { !$0.hasPrefix("…") && !$0.hasSuffix("…") && !isCompanion($0) }, tokenizer: tokenizer)
        negationCompanions = lexicon.negations.filter(isCompanion).compactMap { text in
            let parts = text.split(separator: "…", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { return nil }
            return (PhraseList([parts[0]], tokenizer: tokenizer), PhraseList([parts[1]], tokenizer: tokenizer))
        }
        negationsAfter = PhraseList(after.map { String($0.dropFirst()) }, tokenizer: tokenizer)
        negationsOfNext = PhraseList(next.map { String($0.dropLast()) }, tokenizer: tokenizer)
        labels = lexicon.slotLabels.mapValues { PhraseList($0, tokenizer: tokenizer) }
        labelKeys = Set(labels.values.flatMap { $0.phrases.joined() })
        // Words that are frames, fillers or connectors on their own are no intent's keyword
        // (a word of a longer one — "order" of "an order of" — still is).
        let lexiconKeys = oneWordKeys(
            lexicon.frames + lexicon.fillers + lexicon.connectors + lexicon.introducers + lexicon.pronouns)
        // Prepositions that are also a request's verb ("para": "for", and "stop"); never an
        // article, pronoun or frame ("I" of "I finished running").
        let prepositionKeys = oneWordKeys(lexicon.connectors + lexicon.purposes)
            .subtracting(oneWordKeys(lexicon.frames + lexicon.fillers))
        // A phrase word's stem that is itself one of the language's small words is no form of
        // it to be said by: Snowball cuts „nächste“ (of „Nächste Runde“) to „nach“, and „…, ich
        // bin nach zwei Minuten umgeknickt“ said no lap. The word as written still is. (Japanese
        // forms are MeCab's dictionary forms, not stems: 頼む of 頼んで is the verb itself.)
        let stemmedAwayKeys = tokenizer.forms.languageCode == "ja" ? [] : lexiconKeys.union(prepositionKeys)
        func ownForms(_ words: FlexibleWords, at position: Int) -> [String] {
            words.forms[position].filter { $0 == words.keys[position] || !stemmedAwayKeys.contains($0) }
        }

        // Phrases share their texts ("to Tasks", "を追加して"): each is tokenized once (with
        // MeCab in Japanese, where building this lexicon took tens of milliseconds).
        var wordsOfText: [String: FlexibleWords] = [:]
        var pairsOfText: [String: (forms: Set<Int32>, pairs: Set<FormPair>)] = [:]
        var formNumbers: [WordKey: Int32] = [:]
        func tokenized(_ text: String) -> FlexibleWords {
            if let known = wordsOfText[text] { return known }
            let made = tokenizer.words(in: text, readsBaseForms: true)
            wordsOfText[text] = made
            return made
        }
        func textPairs(_ text: String) -> (forms: Set<Int32>, pairs: Set<FormPair>) {
            if let known = pairsOfText[text] { return known }
            var forms = Set<Int32>()
            for form in tokenized(text).forms.joined() {
                let key = WordKey(form)
                let number = formNumbers[key] ?? Int32(formNumbers.count)
                formNumbers[key] = number
                forms.insert(number)
            }
            let made = (forms: forms, pairs: Self.pairs(forms, forms))
            pairsOfText[text] = made
            return made
        }

        var models: [String: IntentDraft] = [:]
        var order: [String] = []
        var wordsByIntent: [String: Set<String>] = [:]
        var keysOfPhrase: [String: Set<String>] = [:]
        // German: the phrases' words as written, and those written with an umlaut by key.
        var phraseSpellings = Set<String>()
        var umlautedPhraseWords: [String: String] = [:]
        var leadingByIntent: [String: Set<String>] = [:]
        var initialForms: [String: Set<String>] = [:]
        var initialKeys: [String: Set<String>] = [:]
        var laterForms: [String: Set<String>] = [:]
        var negatedForms: [String: Set<String>] = [:]
        var negatedAfterWording: Set<String> = []
        var plainForms: [String: Set<String>] = [:]
        // Where a wording or title of `id` says its words: the first word first when the text
        // opens it, every other word after another.
        func collectPlaces(of words: FlexibleWords, saidFirst: Bool, of id: String) {
            for position in words.keys.indices {
                if position == 0, saidFirst {
                    initialForms[id, default: []].formUnion(words.forms[0])
                    initialKeys[id, default: []].insert(words.keys[0])
                }
                else { laterForms[id, default: []].formUnion(words.forms[position]) }
            }
        }
        // A negation said alone („nicht“, « pas », "never") is no word of a request, even of
        // one worded with it („Vergiss nicht: …“): otherwise a clause of context that says one
        // („…, brauch ich nich mehr“) would read as that app's request and not be set aside.
        let oneWordNegations = Set([negationsBefore, negationsAfter].flatMap { $0.phrases.filter { $0.count == 1 }.joined() })
        let program = index.program
        for compiled in program.phrases {
            let id = compiled.phrase.id
            if models[id] == nil {
                models[id] = IntentDraft(phraseID: id)
                order.append(id)
            }
            for (capture, name) in compiled.captureNames.enumerated() {
                let binding = compiled.captureBindings[capture]
                if name == "applicationName" {
                    models[id]?.appBinding = binding
                } else if models[id]?.slots.contains(where: { $0.name == name }) == false {
                    models[id]?.slots.append((name, program.bindings[binding].kind, binding))
                }
            }
            var texts: [String] = []
            Self.collectTexts(compiled.template.root, into: &texts)
            var leading: [String] = []
            Self.collectLeadingTexts(compiled.template.root, into: &leading)
            // The words its wordings say first, and those they say anywhere else (a text said
            // both first and elsewhere counts as elsewhere): see `verbOnly`.
            var leadingLeft = Dictionary(leading.map { ($0, 1) }, uniquingKeysWith: +)
            for text in texts {
                let words = tokenized(text)
                guard !words.keys.isEmpty else { continue }
                let saidFirst = leadingLeft[text, default: 0] > 0
                if saidFirst { leadingLeft[text, default: 0] -= 1 }
                collectPlaces(of: words, saidFirst: saidFirst, of: id)
            }
            for text in leading {
                let words = tokenized(text)
                if let first = words.keys.first, prepositionKeys.contains(first), !words.isFunctionWord[0] {
                    leadingByIntent[id, default: []].insert(first)
                }
            }
            for text in texts {
                let words = tokenized(text)
                keysOfPhrase[id, default: []].formUnion(words.keys)
                let said = Reading(sentence: text, words: words)
                if tokenizer.forms.languageCode == "de" {
                    for position in words.keys.indices {
                        let written = said.text(position..<position + 1).lowercased()
                        phraseSpellings.insert(written)
                        if written.contains(where: Self.umlauts.keys.contains) { umlautedPhraseWords[words.keys[position]] = written }
                    }
                }
                if tokenizer.forms.languageCode != "ja", !completedForms.isEmpty {
                    for position in completedForms.candidates(in: said) {
                        models[id]?.completedVerbs.formUnion(completedForms.verbForms(at: position, in: said))
                    }
                }
                if words.isPastAuxiliary.contains(true) { models[id]?.saysPast = true }
                // Words a wording says after its own negation ("forget" of "Don't let me forget
                // to …"): see `negatedOnly`.
                let negatedFrom = negationsBefore.occurrences(in: words.keys).map(\.lowerBound).min() ?? words.keys.count
                // And the word a wording says before a negation after it (忘れ of 「忘れないように」).
                for negation in negationsAfter.occurrences(in: words.keys) {
                    var position = negation.lowerBound - 1
                    while position >= 0, words.isFunctionWord[position] { position -= 1 }
                    if position >= 0 { negatedAfterWording.formUnion(words.forms[position]) }
                }
                // Not one said before a negation after it (忘れ of 「忘れないように」): 忘れ would then
                // be no word of adding, and 「洗剤買うん忘れそうやから、リストに入れといてや」 would
                // take 「忘れそう」 into the title.
                // A number written in digits in a phrase (「もう1周」) says how many, never which
                // request: 「1個で」 is no lap.
                for position in words.keys.indices
                where !lexiconKeys.contains(words.keys[position]) && !words.isFunctionWord[position] && !Self.isHelpingVerb(position, helping: words.isHelpingVerb, function: words.isFunctionWord, keys: words.keys)
                    && !words.keys[position].allSatisfy({ $0.isASCII && $0.isNumber }) && !oneWordNegations.contains(words.keys[position])
                {
                    wordsByIntent[id, default: []].formUnion(ownForms(words, at: position))
                    // (and the verb said right before it: « oublie pas », „vergiss nicht“)
                    if position >= negatedFrom || (position + 1 == negatedFrom && negatedFrom < words.keys.count) {
                        negatedForms[id, default: []].formUnion(words.forms[position])
                    } else {
                        plainForms[id, default: []].formUnion(words.forms[position])
                    }
                }
            }
        }
        for (id, forms) in negatedForms { models[id]?.negatedOnly = forms.subtracting(plainForms[id] ?? []) }
        // The intent's own title is one more wording of it ("List Tasks", "Aufgaben anzeigen").
        var titleWords: [String: Set<String>] = [:]
        for id in order {
            for title in lexicon.intentTitles[id] ?? [] {
                if models[id]?.hasText == true { models[id]?.together.formUnion(textPairs(title).pairs) }
                let words = tokenized(title)
                collectPlaces(of: words, saidFirst: true, of: id)
                for position in words.keys.indices
                where !lexiconKeys.contains(words.keys[position]) && !words.isFunctionWord[position] && !Self.isHelpingVerb(position, helping: words.isHelpingVerb, function: words.isFunctionWord, keys: words.keys) {
                    titleWords[id, default: []].formUnion(ownForms(words, at: position))
                    wordsByIntent[id, default: []].formUnion(ownForms(words, at: position))
                }
            }
        }
        var appsByTitleForm: [String: Set<String>] = [:]
        for (id, forms) in titleWords {
            guard let app = lexicon.appOfPhrase[id] else { continue }
            for form in forms { appsByTitleForm[form, default: []].insert(app) }
        }
        self.appsByTitleForm = WordTable(appsByTitleForm)
        // A word that only asks ("what", "is", « sont », „sind“, «hay») says that a question is
        // asked, not which one: every request its phrases ask as a question reads the words
        // that ask alike, whichever of them its own wordings happen to say (« Quelles sont mes
        // commandes ? » asks for the orders as « Quelles sont mes tâches ? » for the tasks).
        let questionKeys = oneWordKeys(lexicon.questions)
        let questionForms = Set(questionKeys.flatMap { tokenized($0).forms.joined() })
        self.questionForms = questionForms
        let linkingForms = Set(oneWordKeys(lexicon.linkingQuestionWords).flatMap { tokenized($0).forms.joined() })
        self.linkingForms = linkingForms
        // A word that asks whose key is also a linking word's (Spanish «qué» and «que» fold
        // alike) asks by nothing but a question mark.
        askingForms = Set(oneWordKeys(lexicon.askingQuestionWords).flatMap { tokenized($0).forms.joined() }).subtracting(linkingForms)
        // A request is asked as a question when one of its wordings opens with such a word
        // ("What's on my list", «¿Qué hay en mi lista?»), not when one says it further on; never
        // a request that writes down the person's words («Que no se me olvide …»).
        let askedForms = Set(wordsByIntent.values.joined()).intersection(questionForms)
        for id in order where initialKeys[id]?.isDisjoint(with: questionKeys) == false && models[id]?.hasText == false {
            models[id]?.askedOnly = askedForms.subtracting(wordsByIntent[id] ?? [])
            wordsByIntent[id, default: []].formUnion(askedForms)
        }
        // A word that says when ("today" of "What did I order today") says little about
        // which request is meant: a tie-breaker at most, as a small word of its phrases.
        let timeForms = Set(timeKeys.flatMap { tokenized($0).forms.joined() })
        // A word that many intents share says little about which one is meant.
        var intentsPerForm: [String: Int] = [:]
        for words in wordsByIntent.values { for form in words { intentsPerForm[form, default: 0] += 1 } }
        var titlesPerForm: [String: Int] = [:]
        for words in titleWords.values { for form in words { titlesPerForm[form, default: 0] += 1 } }
        let count = Double(max(order.count, 1))
        for id in order {
            for form in wordsByIntent[id] ?? [] {
                let share = Double(intentsPerForm[form] ?? 1)
                var weight = log(1 + count / share)
                // A word most intents have ("the", "now") says nothing about which one is meant…
                if order.count >= 4, share > count / 2 { weight = 0 }
                // … unless it names the request in its title: "list" said in many phrases ("to
                // my list") is what "List Tasks" and "List Orders" do, and only they.
                if titleWords[id]?.contains(form) == true, let titles = titlesPerForm[form],
                    order.count < 4 || Double(titles) <= count / 2
                {
                    weight = max(weight, log(1 + count / Double(titles)))
                }
                if timeForms.contains(form) { weight = min(weight, Self.phraseWordWeight) }
                if weight > 0 { models[id]?.keywords[form] = weight }
            }
        }
        // A verb that says no request of its own (「入れ」) that a request with free text and
        // another of its app's, one that names a thing on a list, both say (「…に入れて」 adds,
        // 「チェックを入れて」 completes): alone it puts a new thing in, the free text's request's
        // word; the other's own words are the rest of its wording (「チェック」).
        let genericForms = Set(lexicon.genericVerbs.flatMap { tokenized($0).forms.joined() })
        genericVerbForms = genericForms
        // Japanese only: German „setz … auf meine Liste“ and kin stay asked, as measured.
        var notOwn: [(id: String, form: String)] = []
        for id in order where tokenizer.forms.languageCode == "ja" && models[id]?.hasText == true {
            guard let app = lexicon.appOfPhrase[id], let own = models[id]?.keywords else { continue }
            for form in own.keys where genericForms.contains(form) {
                for other in order where other != id && lexicon.appOfPhrase[other] == app {
                    guard let model = models[other], !model.hasText, model.keywords[form] != nil,
                        model.slots.contains(where: { $0.kind == .vocabulary(allowsFreeText: true) })
                    else { continue }
                    notOwn.append((other, form))
                }
            }
        }
        for (id, form) in notOwn { models[id]?.keywords[form] = nil }
        for id in order {
            models[id]?.app = lexicon.appOfPhrase[id]
            if let first = initialForms[id] { models[id]?.verbOnly = first.subtracting(laterForms[id] ?? []) }
        }
        // German separable verbs: a verb that opens every wording of a request that ends in a
        // separable prefix („Streiche ${task} in ${applicationName} durch“, „Hak … ab“) is that
        // request's word with the prefix; another request may say it alone („Streiche ${task}
        // aus ${applicationName}“). See `boundPrefix`.
        // So is a verb that opens every wording of a request ending in its word for done („Setz
        // ${task} in ${applicationName} auf erledigt“), which another request says alone („Setz
        // ${title} auf meine Liste“): said without that word, it says less (a to-do's name put
        // „auf meine Liste“ is asked about, never marked done at once).
        let germanDoneKeys = Set(lexicon.completion.doneWords.flatMap { tokenizer.keys(in: $0) })
            .subtracting(SeparablePrefixes.german)
        if tokenizer.forms.languageCode == "de" {
            let prefixes = Set(SeparablePrefixes.german).union(germanDoneKeys)
            var bound: [String: [String: String]] = [:]
            var free: [String: Set<String>] = [:]
            for compiled in program.phrases {
                let id = compiled.phrase.id
                let wordings: [TemplateNode]
                if case .alternatives(let nodes) = compiled.template.root { wordings = nodes } else { wordings = [compiled.template.root] }
                for wording in wordings {
                    var last = wording
                    if case .sequence(let nodes) = wording, let end = nodes.last { last = end }
                    var prefix: String?
                    if case .text(let text) = last, let key = tokenizer.keys(in: text).last, prefixes.contains(key) { prefix = key }
                    var leading: [String] = []
                    Self.collectLeadingTexts(wording, into: &leading)
                    for text in leading {
                        guard let forms = tokenized(text).forms.first else { continue }
                        for form in forms {
                            if let prefix { bound[id, default: [:]][form] = prefix } else { free[id, default: []].insert(form) }
                        }
                    }
                }
            }
            for (id, forms) in bound {
                for (form, prefix) in forms where free[id]?.contains(form) != true && models[id]?.keywords[form] != nil {
                    let saidAlone = order.contains { other in
                        other != id && models[other]?.keywords[form] != nil && bound[other]?[form] == nil
                    }
                    if saidAlone { models[id]?.boundPrefix[form] = prefix }
                }
            }
        }
        var appOfVocabulary: [Int: String] = [:]
        for id in order {
            guard let model = models[id], let app = model.app else { continue }
            for slot in model.slots where slot.kind.isVocabulary { appOfVocabulary[slot.binding] = app }
        }
        self.appOfVocabulary = appOfVocabulary
        var completedVerbsOfApp: [String: Set<String>] = [:]
        var appsSayingPast: Set<String> = []
        for id in order {
            guard let model = models[id], let app = lexicon.appOfPhrase[id] else { continue }
            completedVerbsOfApp[app, default: []].formUnion(model.completedVerbs)
            if model.saysPast { appsSayingPast.insert(app) }
        }
        self.completedVerbsOfApp = completedVerbsOfApp
        // Not the negations' own words ("don't", « pas »): a negation is no request's word.
        negationWordKeys = Set(negationsBefore.phrases.joined()).union(negationsAfter.phrases.joined())
        softKeys = Set(
            fillers.keys + connectors.keys + introducers.keys + frames.keys + closingFrames.keys + openingFrames.keys + pronouns.keys)
        negatedWordingForms = Set(order.compactMap { models[$0]?.negatedOnly }.joined()).subtracting(negationWordKeys)
        negatedAfterWordingForms = negatedAfterWording
        negatedOnlyOfPhrase = Dictionary(uniqueKeysWithValues: order.compactMap { id in models[id].map { (id, $0.negatedOnly) } })
        self.appsSayingPast = appsSayingPast
        var idsOfApp: [String: [String]] = [:]
        for id in order { if let app = lexicon.appOfPhrase[id] { idsOfApp[app, default: []].append(id) } }
        for id in order {
            guard let model = models[id], !model.hasText, !model.completedVerbs.isEmpty, let app = lexicon.appOfPhrase[id] else { continue }
            for otherID in idsOfApp[app] ?? [] where otherID != id {
                guard let other = models[otherID], !other.hasText,
                    other.slots.contains(where: { $0.kind == .vocabulary(allowsFreeText: true) }),
                    model.completedVerbs.contains(where: { other.keywords[$0] != nil })
                else { continue }
                models[id]?.siblingVerbs.formUnion(other.keywords.keys.filter { model.keywords[$0] == nil })
            }
        }
        boundDoneKeys = tokenizer.forms.languageCode == "de" ? germanDoneKeys : []
        for compiled in program.phrases where models[compiled.phrase.id]?.hasText == true {
            models[compiled.phrase.id]?.together.formUnion(
                Self.cooccurrences(in: compiled.template.root, text: textPairs).pairs)
        }
        self.formNumbers = Dictionary(uniqueKeysWithValues: formNumbers.map { ($0.key.text, $0.value) })
        // The request whose phrases weigh the words that say a thing is done most: a name said
        // done is that request ("Bought the milk" is "Mark buy milk as done").
        let doneForms = Set(lexicon.completion.doneWords.flatMap { tokenizer.words(in: $0).forms.joined() })
        doneWordForms = doneForms
        var doneWeights: [String: Double] = [:]
        for id in order {
            guard let model = models[id], model.slots.contains(where: { $0.kind == .vocabulary(allowsFreeText: true) }) else { continue }
            let weight = doneForms.compactMap { model.keywords[$0] }.max() ?? 0
            if weight > 0 { doneWeights[id] = weight }
        }
        if let heaviest = doneWeights.values.max() {
            for (id, weight) in doneWeights where weight == heaviest { models[id]?.doneWeight = weight }
        }
        intents = order.compactMap { models[$0] }.map(IntentModel.init)
        var byKeyword: [String: [Int]] = [:]
        var heaviest: [String: (weight: Double, intent: String, runnerUp: Double)] = [:]
        for (position, model) in intents.enumerated() {
            for (form, weight) in model.keywords {
                byKeyword[form, default: []].append(position)
                let current = heaviest[form] ?? (0, "", 0)
                heaviest[form] =
                    weight > current.weight
                    ? (weight, model.phraseID, current.weight) : (current.weight, current.intent, max(current.runnerUp, weight))
            }
        }
        intentsByKeyword = WordTable(byKeyword)
        var intentsPerLeading: [String: Int] = [:]
        for words in leadingByIntent.values { for key in words { intentsPerLeading[key, default: 0] += 1 } }
        var leadingWords: [String: [(intent: Int, weight: Double)]] = [:]
        for (position, model) in intents.enumerated() {
            for key in leadingByIntent[model.phraseID] ?? [] {
                leadingWords[key, default: []].append((position, log(1 + count / Double(intentsPerLeading[key] ?? 1))))
            }
        }
        leadingLexiconWords = WordTable(leadingWords)
        // Small vocabularies only (enum cases, app names, a menu): a list of user data is
        // not a dictionary of the language.
        var valueForms = Set<String>()
        for vocabulary in index.snapshot().compactMap({ $0 }) where vocabulary.values.count <= 500 {
            for value in vocabulary.values {
                for text in [value.title] + value.synonyms { valueForms.formUnion(tokenizer.words(in: text).forms.joined()) }
            }
        }
        var oneWordValues = Set<String>()
        for vocabulary in index.snapshot().compactMap({ $0 }) where vocabulary.values.count <= 500 {
            for value in vocabulary.values {
                for text in [value.title] + value.synonyms {
                    let keys = tokenizer.keys(in: text)
                    if keys.count == 1, keys[0].count >= Self.shortestSplitName { oneWordValues.insert(keys[0]) }
                }
            }
        }
        oneWordValueKeys = tokenizer.forms.languageCode == "ja" ? [] : oneWordValues
        oneWordValueLengths = Set(oneWordValueKeys.map(\.utf8.count))
        smallValueForms = valueForms
        heaviestKeyword = heaviest
        var synonyms: [String: [String]] = [:]
        var exactSynonyms: [String: [String]] = [:]
        let smallWordKeys = oneWordKeys(lexicon.fillers + lexicon.connectors + lexicon.pronouns)
        // In the words' order, so each word's meanings are in one order in every process.
        for (word, meaning) in lexicon.synonyms.sorted(by: { $0.key < $1.key }) {
            let said = tokenizer.words(in: word)
            let meant = tokenizer.words(in: meaning).forms.joined()
            // One word for one word: a phrase's word is what it stands for.
            guard said.keys.count == 1, !meant.isEmpty else { continue }
            for target in meant where !(exactSynonyms[said.keys[0]]?.contains(target) ?? false) {
                exactSynonyms[said.keys[0], default: []].append(target)
            }
            // Its other forms, but not one that is a small word of the language: the Spanish
            // stem of the English "delete" is "del", and «del concierto» deletes nothing.
            for form in Set([said.keys[0]] + said.forms[0]) where form == said.keys[0] || !smallWordKeys.contains(form) {
                for target in meant where !(synonyms[form]?.contains(target) ?? false) {
                    synonyms[form, default: []].append(target)
                }
            }
        }
        synonymForms = WordTable(synonyms)
        exactSynonymForms = WordTable(exactSynonyms)
        // An everyday word that stands for a phrase's word is a part as the phrase's word is:
        // „Lauftraining“ is „Lauf“ + „Training“ (training = Lauf), „Suppenbestellungen“ …
        if Self.compoundingLanguages.contains(tokenizer.forms.languageCode) {
            compoundParts = Set(byKeyword.keys).union(valueForms).union(synonyms.keys).filter { $0.count >= 3 }
        } else {
            compoundParts = []
        }
        phraseKeys = keysOfPhrase
        umlautOnlyKeys = Set(umlautedPhraseWords.filter { _, written in
            let plain = String(written.map { Self.umlauts[$0] ?? $0 })
            return ["te", "de", "re", "ten", "den", "ren"].contains(where: written.hasSuffix)
                && !phraseSpellings.contains(plain) && completedForms.spelling?.isKnown(plain) == true
        }.keys)
        titlePhraseKeys = Set(order.filter { models[$0]?.hasText == true }.flatMap { keysOfPhrase[$0] ?? [] })
        stemlessKeys = lexiconKeys.subtracting(keysOfPhrase.values.joined())
        // A word the lists say alone is no slip of a phrase's word; one they say only inside
        // a longer entry ("order" of "order of") still may be.
        let listedKeys = lexiconKeys
        // An app's name mistyped ("Taks") is found as the app's name, not as a phrase's word.
        let appNameKeys = Set(Set(lexicon.appOfPhrase.values).flatMap { tokenizer.keys(in: $0) })
        oneWordAppNameKeys = Set(Set(lexicon.appOfPhrase.values).compactMap { name in
            let keys = tokenizer.keys(in: name)
            return keys.count == 1 ? keys[0] : nil
        })
        let typed = Set(keysOfPhrase.values.joined()).filter { key in
            key.count >= Self.shortestTypedWord && !listedKeys.contains(key) && !appNameKeys.contains(key) && !key.contains(where: \.isNumber)
        }.sorted()
        typedWords = typed
        typedWordForms = typed.map { tokenizer.words(in: $0).forms.first ?? [$0] }
        typedWordIndex = FuzzyIndex(words: typed)
        var perKey: [String: Int] = [:]
        for keys in keysOfPhrase.values { for key in keys { perKey[key, default: 0] += 1 } }
        intentsPerPhraseKey = perKey
        negationProbe = NegationProbe(negations: lexicon.negations, index: index)
        var withoutValues: [String: [String]] = [:]
        for model in intents where model.slots.isEmpty && model.appBinding != nil {
            if let app = model.app { withoutValues[app, default: []].append(model.phraseID) }
        }
        soleWithoutValues = Set(withoutValues.values.filter { $0.count == 1 }.map { $0[0] })
        var doneBindings: [Int] = []
        for model in intents where model.doneWeight > 0 {
            for binding in model.entityBindings where !doneBindings.contains(binding) { doneBindings.append(binding) }
        }
        doneEntityBindings = doneBindings
        var appKeys: [String: Set<String>] = [:]
        var appForms: [String: Set<String>] = [:]
        for model in intents {
            guard let app = model.app else { continue }
            appKeys[app, default: []].formUnion(keysOfPhrase[model.phraseID] ?? [])
            appForms[app, default: []].formUnion(model.keywords.keys)
        }
        let verbs = lexicon.genericVerbs.map { tokenizer.words(in: $0) }.filter { $0.keys.count == 1 }
        var placing: [String: Set<String>] = [:]
        for (app, keys) in appKeys {
            let forms = appForms[app] ?? []
            placing[app] = Set(verbs.filter { !$0.forms[0].contains(where: forms.contains) && !keys.contains($0.keys[0]) }.map { $0.keys[0] })
        }
        placingVerbs = placing
        genericVerbKeys = Set(verbs.map { $0.keys[0] })
        var twoWordFrames: [String: Set<String>] = [:]
        for frame in anywhereFrames {
            let keys = tokenizer.words(in: frame).keys
            if keys.count == 2 { twoWordFrames[keys[0], default: []].insert(keys[1]) }
        }
        self.twoWordFrames = twoWordFrames
        introducerKeys = oneWordKeys(lexicon.introducers)
    }

    /// Whether the last sentence of `sentence` takes back what was asked before it: a sentence
    /// of its own after a request, made of nothing but words that deny or correct and small
    /// words ("Order a miso soup. No.", "Order a clam chowder. Wait, no.", "Delete pay the rent.
    /// Actually, no, don't."). Such a request is not carried out, nor asked.
    /// Japanese says why with its plain noes (「いらないです」 after a deletion): there the
    /// sentence takes back only with a word that corrects (「いや、やっぱりやめとく」,
    /// 「やっぱりいいや」), and then any way of saying no is part of it.
    public func takesBack(_ sentence: String) -> Bool {
        guard sentence.contains(where: { ".!?。！？".contains($0) }) else { return false }
        let all = tokenizer.words(in: sentence, atMost: PhraseIndex.maximumWordCount)
        // The last sentence, where `sentences(in:)` would begin it, with words before it.
        guard let start = all.tokens.indices.dropFirst().last(where: { Self.beginsSentence(at: $0, tokens: all.tokens, in: sentence) }),
            all.keys.count - start <= 6
        else { return false }
        let words = tokenizer.words(in: String(sentence[all.tokens[start].range.lowerBound...]))
        // Small words only: a frame may say a need ("Ya no hace falta", 「いらないです」 after a
        // deletion say why, and take nothing back).
        var soft = words.isFunctionWord
        for list in [fillers, connectors, pronouns] {
            for span in list.occurrences(in: words.keys) { for position in span { soft[position] = true } }
        }
        var denies = [Bool](repeating: false, count: words.keys.count)
        for list in [negationsBefore, negationsAfter, negationsOfNext] {
            for span in list.occurrences(in: words.keys) { for position in span { denies[position] = true } }
        }
        for position in words.keys.indices where correctionKeys.contains(words.keys[position]) { denies[position] = true }
        // Words that take back what was said ("no wait", „nee warte“) take it back here too.
        let corrections = titleCorrections.occurrences(in: words.keys)
        for span in corrections { for position in span { denies[position] = true } }
        if tokenizer.forms.languageCode == "ja" {
            // A need denied (「やっぱいらない」 after a deletion: "I don't need it after all") says
            // why; it takes nothing back.
            guard !corrections.isEmpty, !words.forms.contains(where: { $0.contains("いる") || $0.contains("要る") }) else { return false }
            for span in noes.occurrences(in: words.keys) { for position in span { denies[position] = true } }
        }
        guard denies.contains(true) else { return false }
        return words.keys.indices.allSatisfy { denies[$0] || soft[$0] }
    }

    /// Whether `sentence` denies something in words that are not the phrase's own ("Starte
    /// keinen Lauf", "Füge Milch nicht hinzu", "追加しないで"): a phrase that matched around
    /// such a word must not be acted on as if it were not said.
    public func deniesBeyondPhrase(_ sentence: String, phraseID: String) -> Bool {
        // A quick look first: most sentences hold no negation at all.
        guard negationProbe.mayDeny(sentence) else { return false }
        let words = tokenizer.words(in: sentence, atMost: PhraseIndex.maximumWordCount)
        guard words.keys.count <= PhraseIndex.maximumWordCount else { return false }
        let own = phraseKeys[phraseID] ?? []
        // A negation the phrase says is its own only said with the word the phrase says after
        // it ("Don't let me forget to …", „Vergiss nicht“): „Füge Milch nicht zu Tasks hinzu“
        // denies, though a wording of adding says „nicht“.
        let negatedOnly = negatedOnlyOfPhrase[phraseID] ?? []
        func saysItsWord(_ span: Range<Int>) -> Bool {
            let near = max(0, span.lowerBound - 1)..<min(words.keys.count, span.upperBound + Self.wordsToNegatedWording + 1)
            return near.contains { !span.contains($0) && words.forms[$0].contains(where: negatedOnly.contains) && !negationWordKeys.contains(words.keys[$0]) }
        }
        // A frame that says it asks ("…してくれない？") denies nothing.
        let frameSpans = frameSpans(in: words.keys)
        for list in [negationsBefore, negationsAfter, negationsOfNext] {
            for span in list.occurrences(in: words.keys) where span.contains(where: { !own.contains(words.keys[$0]) }) || !saysItsWord(span) {
                if Self.isInsideLongerFrame(span, frameSpans) { continue }
                return true
            }
        }
        return false
    }


    /// A phrase's words this long are read with one slip of typing (see `readingTypedVerbs`);
    /// the word said may be a letter shorter ("ordr" for "order", "shw" is too short).
    static let shortestTypedWord = 5

    /// The sentence's words that are a phrase's word typed with one slip — a letter missing,
    /// added, changed or two swapped ("suprime" for « supprime », "comande" for « commande ») —
    /// also read as that word ("ordr" for "order"). Only a phrase word of five letters or more,
    /// said in four or more, that is no word of the language (its spelling dictionary does not know it: « lettre » is no slip of
    /// « mettre »), no word of a phrase or of the lists, and within one slip of one phrase
    /// word only. Nothing is read so without a dictionary. The reading that takes such a word
    /// is asked, never acted on.
    private func readingTypedVerbs(_ words: FlexibleWords, sentence: String) -> (words: FlexibleWords, positions: Set<Int>) {
        guard !typedWords.isEmpty, let spelling = completedForms.spelling else { return (words, []) }
        var forms = words.forms
        var positions = Set<Int>()
        for position in words.keys.indices where !words.isFunctionWord[position] {
            let key = words.keys[position]
            guard key.count >= Self.shortestTypedWord - 1, intentsPerPhraseKey[key] == nil, !lexiconWordKeys.contains(key),
                !forms[position].contains(where: { intentsByKeyword[$0] != nil })
            else { continue }
            let found = typedWordIndex.candidates(for: key).filter { $0.edits == 1 }
            guard found.count == 1, !spelling.isKnown(String(sentence[words.tokens[position].range]).lowercased()) else { continue }
            for form in typedWordForms[found[0].index] where !forms[position].contains(form) { forms[position].append(form) }
            positions.insert(position)
        }
        guard !positions.isEmpty else { return (words, []) }
        return (words.replacingForms(forms), positions)
    }

    /// Japanese: a request's word written in kana that MeCab cuts in pieces (「かんりょう」 →
    /// かん, りょう): two or three kana words side by side, none a request's word itself, whose
    /// sounds together are the sound of a request's word (完了, カンリョウ) are read as that
    /// word. The first piece takes the word's sound as a form; the others (`absorbed`) are
    /// read past. A word MeCab keeps whole (「こうしん」) already meets its kanji by its reading.
    /// A word written apart — between spaces or marks, as Japanese typed in romaji and read in
    /// kana always is (「ついか して」, "tsuika shite") — may be cut into up to four pieces, and
    /// pieces MeCab took for particles count (「つい」「か」, 「さ」「くじ」「ょ」): the person
    /// wrote it as one word, so no particle ends inside it.
    private func readingKanaWords(_ words: FlexibleWords, sentence: String) -> (words: FlexibleWords, absorbed: [Int]) {
        guard tokenizer.forms.languageCode == "ja", words.readings.count == words.keys.count, words.keys.count > 1 else {
            return (words, [])
        }
        func isPiece(_ position: Int, asPartOfWord: Bool) -> Bool {
            (asPartOfWord || !words.isFunctionWord[position]) && !words.readings[position].isEmpty
                && Kana.isKana(words.keys[position]) && !words.forms[position].contains(where: { intentsByKeyword[$0] != nil })
        }
        func isApart(_ index: String.Index, before: Bool) -> Bool {
            if before ? index == sentence.startIndex : index == sentence.endIndex { return true }
            let character = before ? sentence[sentence.index(before: index)] : sentence[index]
            return character.isWhitespace || character.isPunctuation || character.isSymbol
        }
        /// Whether the words of `span` touch one another and are apart from the rest.
        func isWrittenApart(_ span: Range<Int>) -> Bool {
            guard isApart(words.tokens[span.lowerBound].range.lowerBound, before: true),
                isApart(words.tokens[span.upperBound - 1].range.upperBound, before: false)
            else { return false }
            return span.dropLast().allSatisfy { words.tokens[$0].range.upperBound == words.tokens[$0 + 1].range.lowerBound }
        }
        var forms = words.forms
        var function = words.isFunctionWord
        var absorbed: [Int] = []
        var position = 0
        while position + 1 < words.keys.count {
            var length = 0
            for candidate in [4, 3, 2] where position + candidate <= words.keys.count {
                let span = position..<position + candidate
                let apart = isWrittenApart(span)
                guard candidate < 4 || apart, span.allSatisfy({ isPiece($0, asPartOfWord: apart) }) else { continue }
                let sound = span.map { words.readings[$0] }.joined()
                guard sound.count >= Self.shortestKanaWord, intentsByKeyword[sound] != nil else { continue }
                forms[position].append(sound)
                function[position] = false
                absorbed += Array(span.dropFirst())
                length = candidate
                break
            }
            position += max(length, 1)
        }
        guard !absorbed.isEmpty else { return (words, []) }
        var read = words.replacingForms(forms)
        read.isFunctionWord = function
        return (read, absorbed)
    }

    /// An app's name of one word written onto the filler before it ("mytasks", "myLaps": typed
    /// without the space), or onto the word for an app after it („Tasksapp“, "lapsapp", as
    /// German writes a compound): read as the two words. Only where the word, as written, is
    /// the filler or that place word and the name letter for letter.
    private func readingJoinedAppNames(_ words: FlexibleWords, sentence: String) -> FlexibleWords {
        guard !oneWordAppNameKeys.isEmpty else { return words }
        var split: [(position: Int, head: Int)] = []
        for (position, key) in words.keys.enumerated() where !oneWordAppNameKeys.contains(key) && !words.isFunctionWord[position] {
            guard String(sentence[words.tokens[position].range]).lowercased() == key else { continue }
            if let name = oneWordAppNameKeys.first(where: { key.count > $0.count + 1 && key.hasSuffix($0) }),
                fillerKeys.contains(String(key.dropLast(name.count)))
            {
                split.append((position, key.count - name.count))
            } else if let name = oneWordAppNameKeys.first(where: { key.count >= $0.count + 3 && key.hasPrefix($0) }),
                placeKeys.contains(String(key.dropFirst(name.count))),
                // …said where an app is said to be ("in der Tasksapp", "in my lapsapp"), not as a
                // thing the title acts on ("update the tasksapp").
                let place = (0..<position).reversed().first(where: { !fillerKeys.contains(words.keys[$0]) }),
                place >= position - 3, placeKeys.contains(words.keys[place])
            {
                split.append((position, name.count))
            }
        }
        guard !split.isEmpty else { return words }
        let runs = split.map { position, head in
            let range = words.tokens[position].range
            let middle = sentence.index(range.lowerBound, offsetBy: head)
            let key = words.keys[position]
            return (
                span: position..<position + 1,
                words: [
                    Token(key: String(key.prefix(head)), range: range.lowerBound..<middle),
                    Token(key: String(key.dropFirst(head)), range: middle..<range.upperBound),
                ]
            )
        }
        return words.replacingRuns(runs, formsOf: tokenizer.forms.forms(of:))
    }

    /// The fewest kana a request's word read from pieces has (「ついか」, not 「して」).
    private static let shortestKanaWord = 3

    /// A name of one word heard as two ("mine strone", "bench mark": voice typing cuts a long
    /// word it does not know into words it does): two words in a row, apart by spaces only,
    /// whose keys written together are a small vocabulary's name of one word, and neither of
    /// which is a word of a name itself, are read as that one word. Once per sentence, one
    /// lookup per pair whose length is such a name's.
    private func readingSplitNames(_ words: FlexibleWords, sentence: String) -> (words: FlexibleWords, positions: Set<Int>) {
        guard !oneWordValueKeys.isEmpty, words.keys.count >= 2 else { return (words, []) }
        var merged: [Int] = []
        var position = 0
        while position + 1 < words.keys.count {
            let first = words.keys[position], second = words.keys[position + 1]
            // Two words of three letters or more, apart by spaces only (« tâche s'il … » is no
            // « tâches »), neither of them a word of a name already.
            if oneWordValueLengths.contains(first.utf8.count + second.utf8.count), first.count >= 3, second.count >= 3,
                !first.contains(where: \.isNumber), !second.contains(where: \.isNumber),
                sentence[words.tokens[position].range.upperBound..<words.tokens[position + 1].range.lowerBound].allSatisfy(\.isWhitespace),
                oneWordValueKeys.contains(first + second),
                !words.forms[position].contains(where: smallValueForms.contains),
                !words.forms[position + 1].contains(where: smallValueForms.contains)
            {
                merged.append(position)
                position += 2
            } else {
                position += 1
            }
        }
        guard !merged.isEmpty else { return (words, []) }
        let runs = merged.map { start in
            let key = words.keys[start] + words.keys[start + 1]
            return (span: start..<start + 2, words: [Token(key: key, range: words.tokens[start].range.lowerBound..<words.tokens[start + 1].range.upperBound)])
        }
        // Each merge before a name's pair takes one word out: the i-th name stands at its start − i.
        let positions = Set(merged.enumerated().map { $0.element - $0.offset })
        return (words.replacingRuns(runs, formsOf: tokenizer.forms.forms(of:)), positions)
    }

    /// The fewest letters a name of one word heard as two has ("minestrone"; not "miso").
    static let shortestSplitName = 6

    /// The words of a sentence, each everyday word also read as the phrase word it stands for.
    private func readingSynonyms(_ words: FlexibleWords) -> FlexibleWords {
        guard !synonymForms.isEmpty else { return words }
        var forms = words.forms
        var changed = false
        for position in forms.indices where !words.isFunctionWord[position] {
            // A word the synonyms name as said means that alone, not what its stem's other
            // words mean; a verb's infinitive («ordenar») still reads as all its forms do.
            if let exact = exactSynonymForms[words.keys[position]], !tokenizer.forms.isInfinitive(words.keys[position]) {
                for target in exact where !forms[position].contains(target) {
                    forms[position].append(target)
                    changed = true
                }
                continue
            }
            for form in forms[position] {
                for target in synonymForms[form] ?? [] where !forms[position].contains(target) {
                    forms[position].append(target)
                    changed = true
                }
            }
        }
        guard changed else { return words }
        return words.replacingForms(forms)
    }

    /// A question word with a contraction written onto it ("what've", "what'd", "who'll") is
    /// also read as that question word, as "what's" is read "what is"; `positions` are those
    /// words. The auxiliary the contraction hides is no word of the reading: a request read on
    /// such a word is asked, never carried out (see `MentionCache.contractedQuestions`).
    private func readingContractedQuestions(_ words: FlexibleWords, sentence: String) -> (words: FlexibleWords, positions: Set<Int>) {
        var forms = words.forms
        var positions = Set<Int>()
        // A contraction the language lists as a question word itself ("what's") is read as it is.
        for position in forms.indices where !questionForms.contains(words.keys[position]) {
            guard let base = Self.wordBeforeContraction(sentence[words.tokens[position].range]) else { continue }
            let baseForms = tokenizer.words(in: String(base)).forms
            guard baseForms.count == 1, baseForms[0].contains(where: questionForms.contains) else { continue }
            for form in baseForms[0] where !forms[position].contains(form) { forms[position].append(form) }
            positions.insert(position)
        }
        return positions.isEmpty ? (words, []) : (words.replacingForms(forms), positions)
    }

    private static let apostrophes: Set<Character> = ["'", "’", "ʼ"]

    /// The word a contraction is written onto, for a word that ends in an apostrophe and one or
    /// two letters ("what've" → "what", "where'd" → "where"); nil for any other word, for a
    /// negation written so ("can't" is no "can"), and for an s, which is also a possessive and
    /// whose question words the language lists as they are ("what's", "wat's" as typed).
    static func wordBeforeContraction(_ word: Substring) -> Substring? {
        guard let apostrophe = word.lastIndex(where: apostrophes.contains) else { return nil }
        let base = word[..<apostrophe]
        let ending = word[word.index(after: apostrophe)...]
        guard (1...2).contains(ending.count), ending.allSatisfy(\.isLetter), !["t", "s"].contains(ending.lowercased()),
            base.contains(where: \.isLetter), !base.contains(where: apostrophes.contains)
        else { return nil }
        return base
    }

    /// Two word forms (by their numbers), in either order.
    struct FormPair: Hashable, Sendable {
        let key: UInt64
        init(_ a: Int32, _ b: Int32) {
            let (low, high) = a < b ? (a, b) : (b, a)
            key = UInt64(UInt32(bitPattern: low)) << 32 | UInt64(UInt32(bitPattern: high))
        }
    }

    /// Every pair of a form of `a` with another form of `b`.
    private static func pairs(_ a: Set<Int32>, _ b: Set<Int32>) -> Set<FormPair> {
        var result = Set<FormPair>()
        for x in a { for y in b where x != y { result.insert(FormPair(x, y)) } }
        return result
    }

    /// Whether `model`'s phrases say forms `a` and `b` together in one wording.
    private func saysTogether(_ a: String, _ b: String, in model: IntentModel) -> Bool {
        guard let x = formNumbers[a], let y = formNumbers[b] else { return false }
        return model.together.contains(FormPair(x, y))
    }

    /// The word forms a template node can say, and the pairs of them one wording says together
    /// (`text` gives a literal text's, made once per text).
    private static func cooccurrences(
        in node: TemplateNode, text: (String) -> (forms: Set<Int32>, pairs: Set<FormPair>)
    ) -> (forms: Set<Int32>, pairs: Set<FormPair>) {
        switch node {
        case .text(let words):
            return text(words)
        case .slot:
            return ([], [])
        case .optional(let node):
            return cooccurrences(in: node, text: text)
        case .alternatives(let nodes):
            var forms = Set<Int32>()
            var together = Set<FormPair>()
            for node in nodes {
                let part = cooccurrences(in: node, text: text)
                forms.formUnion(part.forms)
                together.formUnion(part.pairs)
            }
            return (forms, together)
        case .sequence(let nodes):
            var forms = Set<Int32>()
            var together = Set<FormPair>()
            for node in nodes {
                let part = cooccurrences(in: node, text: text)
                together.formUnion(part.pairs)
                together.formUnion(pairs(forms, part.forms))
                forms.formUnion(part.forms)
            }
            return (forms, together)
        }
    }

    /// The literal texts of a template, each alternative on its own.
    static func collectTexts(_ node: TemplateNode, into texts: inout [String]) {
        switch node {
        case .text(let text):
            texts.append(text)
        case .slot:
            break
        case .alternatives(let nodes), .sequence(let nodes):
            for node in nodes { collectTexts(node, into: &texts) }
        case .optional(let node):
            collectTexts(node, into: &texts)
        }
    }

    /// The literal texts a wording of a template can begin with ("Para", "Detén" of "(Para|Detén)
    /// la carrera …"); nothing past a slot.
    static func collectLeadingTexts(_ node: TemplateNode, into texts: inout [String]) {
        _ = leadingTexts(node, into: &texts)
    }

    /// Collects the texts `node` can begin with; true when it can also say nothing.
    private static func leadingTexts(_ node: TemplateNode, into texts: inout [String]) -> Bool {
        switch node {
        case .text(let text):
            if text.contains(where: { !$0.isWhitespace }) {
                texts.append(text)
                return false
            }
            return true
        case .slot:
            return false
        case .optional(let inner):
            _ = leadingTexts(inner, into: &texts)
            return true
        case .alternatives(let nodes):
            var empty = false
            for node in nodes where leadingTexts(node, into: &texts) { empty = true }
            return empty
        case .sequence(let nodes):
            for node in nodes where !leadingTexts(node, into: &texts) { return false }
            return true
        }
    }

    // MARK: - Reading a sentence

    /// Languages that write compounds as one word ("Referenzlauf", "hinzufügen").
    static let compoundingLanguages: Set<String> = ["de"]

    /// A long word that is none of the known words but is two of them written together —
    /// "hinzufügen" (hinzu + fügen), "Referenzlauf" (Referenz + Lauf), with a linking "s"
    /// ("Aufgabenliste", "Bestellungsliste") — is also read as its parts. A word longer than
    /// the spelling dictionary splits (40 letters) is not tried: each cut stems both halves,
    /// so one 4,000-letter word took seconds.
    private func readingCompounds(_ words: FlexibleWords) -> FlexibleWords {
        guard !compoundParts.isEmpty else { return words }
        var forms = words.forms
        // Each cut looks up the forms of its parts; a sentence of many long words would try
        // thousands. A word said twice is split once, and a sentence gets a fixed number of
        // lookups: words past it are read as they are (no command has that many compounds).
        var budget = Self.compoundLookupsPerSentence
        var split: [String: [String]] = [:]
        func lookup(_ word: String) -> [String]? {
            guard budget > 0 else { return nil }
            budget -= 1
            return tokenizer.forms.forms(of: word)
        }
        for (position, key) in words.keys.enumerated()
        where key.unicodeScalars.count <= SpellDictionary.maximumCompoundLength && key.count >= 6 {
            guard !forms[position].contains(where: compoundParts.contains) else { continue }
            if let known = split[key] {
                for form in known where !forms[position].contains(form) { forms[position].append(form) }
                continue
            }
            var parts: [String] = []
            defer { split[key] = parts }
            // A separable verb said whole ("abhaken") is also its prefix and verb ("hak … ab"),
            // one said as in Berlin or the south in its written spelling („uffschreiben“, „abhakn“).
            let spellings = tokenizer.forms.languageCode == "de" ? [key] + WordForms.writtenGermanSpellings(key) : [key]
            // So is its participle („abgehakt“, „durchgestrichen“: hak … ab, streich … durch).
            search: for spelling in spellings {
                guard let (prefix, rest) = SeparablePrefixes.split(spelling) else { continue }
                for verb in [rest] + completedForms.germanInfinitiveGuesses(ofParticiple: rest) {
                    guard let restForms = lookup(verb), restForms.contains(where: compoundParts.contains) else { continue }
                    parts = [prefix] + restForms
                    break search
                }
            }
            if !parts.isEmpty {
                for form in parts where !forms[position].contains(form) { forms[position].append(form) }
                continue
            }
            // Two words of three letters are small words, not a compound's nouns: „vorbei“ is
            // no „vor“ + „bei“ (read so, „Lauf ist vorbei“ was a list of to-dos).
            let characters = Array(key)
            guard characters.count >= 7 else { continue }
            for cut in stride(from: characters.count - 3, through: 3, by: -1) {
                let head = String(characters[..<cut])
                let tail = String(characters[cut...])
                guard let tailForms = lookup(tail) else { break }
                guard tailForms.contains(where: compoundParts.contains) else { continue }
                var heads = [head]
                if head.hasSuffix("s"), head.count > 3 { heads.append(String(head.dropLast())) }
                guard let headForms = heads.lazy.compactMap(lookup).first(where: { $0.contains(where: compoundParts.contains) })
                else { continue }
                parts = headForms + tailForms
                for form in parts where !forms[position].contains(form) { forms[position].append(form) }
                break
            }
        }
        return words.replacingForms(forms)
    }

    /// A German separable verb said apart, its prefix closing the clause ("Liste meine Aufgaben
    /// auf", "Leg Milch kaufen an"): the verb at the clause's start is read as the verb written
    /// whole ("auflisten", "anlegen"), when that is a word of a request or a synonym of one —
    /// and no longer as a word of its own ("Liste" is no list there). Only the clause's first two words are tried (a frame such as „bitte“ may come first).
    private func readingSplitVerbs(_ words: FlexibleWords, sentence: String) -> FlexibleWords {
        guard !compoundParts.isEmpty, words.keys.count >= 3 else { return words }
        var forms = words.forms
        var changed = false
        var start = 0
        for position in words.keys.indices {
            let last = position + 1 == words.keys.count
                || Self.marksClause(sentence[words.tokens[position].range.upperBound..<words.tokens[position + 1].range.lowerBound])
            // A prefix right before „zu“ and an infinitive that ends the clause closes the
            // verb's part too: „hör auf zu messen“ is „aufhören“, „fang an zu laufen“
            // „anfangen“ (the verb may be the part's first word: nothing need stand between);
            // „füg Milch hinzu zu meiner Liste“ says a place, no infinitive.
            let beforeInfinitive = !last && position + 2 < words.keys.count
                && words.keys[position + 1] == SeparablePrefixes.infinitiveMarker && position > start
                && (position + 3 == words.keys.count
                    || Self.marksClause(sentence[words.tokens[position + 2].range.upperBound..<words.tokens[position + 3].range.lowerBound]))
                && words.keys[position] != SeparablePrefixes.infinitiveMarker && SeparablePrefixes.german.contains(words.keys[position])
            guard last || beforeInfinitive else { continue }
            defer { start = position + 1 }
            let prefix = words.keys[position]
            guard position - start >= (beforeInfinitive ? 1 : 2), SeparablePrefixes.german.contains(prefix) else { continue }
            for verb in start..<min(start + 2, position) {
                let whole = tokenizer.forms.forms(of: prefix + words.keys[verb])
                guard whole.contains(where: { compoundParts.contains($0) || synonymForms[$0] != nil }) else { continue }
                // The word is that verb, not a word of its own ("Liste" is no list here).
                forms[verb] = whole
                changed = true
                break
            }
        }
        guard changed else { return words }
        return words.replacingForms(forms)
    }

    /// How many form lookups compound splitting may make for one sentence: enough for half a
    /// dozen long compounds (each tries up to about 35 cuts; a request holds one or two), a
    /// bound on adversarial lines.
    static let compoundLookupsPerSentence = 200

    /// The value of `slot`'s vocabulary that `text` names whole, in another form of its words
    /// ("tomato soups", "Tomatensuppen", "la soupe miso"): every word of the text but articles
    /// and fillers belongs to the name. Nil when no value, or more than one, reads so, and
    /// for a slot without a vocabulary.
    public func wholeValue(of text: String, slot: String, phraseID: String) -> VocabularyValue? {
        guard let model = intents.first(where: { $0.phraseID == phraseID }),
            let binding = model.slots.first(where: { $0.name == slot && $0.kind.isVocabulary })?.binding,
            let vocabulary = index.snapshot()[binding]
        else { return nil }
        let reading = Reading(sentence: text, words: tokenizer.words(in: text))
        guard !reading.tokens.isEmpty, reading.tokens.count <= PhraseIndex.maximumWordCount else { return nil }
        let none = [Bool](repeating: false, count: reading.tokens.count)
        guard
            let found = lookup(vocabulary)
                .bestMention(in: reading, excluding: none, allowsPartial: false),
            found.quality >= 1
        else { return nil }
        let soft = softWords(in: reading)
        // The name may come with the word for its kind ("the call mum task", « la tâche acheter
        // du pain », 「ゴミ出しのタスク」).
        var isLabel = [Bool](repeating: false, count: reading.tokens.count)
        for occurrence in labels[slot]?.occurrences(in: reading.keys) ?? [] {
            for position in occurrence where !found.span.contains(position) { isLabel[position] = true }
        }
        let covered = reading.tokens.indices.allSatisfy {
            found.span.contains($0) || soft[$0] || reading.isFunctionWord[$0] || isLabel[$0]
        }
        return covered ? found.value : nil
    }

    /// Whether `text` — words a phrase took as free text — holds the name of one of the
    /// intent's other vocabulary slots (its label: "Priorität", "priority") or one of their
    /// values said whole, for a slot not in `filled`: a sign the free text swallowed a value.
    public func holdsOtherSlot(_ text: String, phraseID: String, besides filled: Set<String>) -> Bool {
        guard let model = intents.first(where: { $0.phraseID == phraseID }) else { return false }
        let others = model.slots.filter { $0.kind.isVocabulary && !filled.contains($0.name) }
        guard !others.isEmpty else { return false }
        let reading = Reading(sentence: text, words: readingCompounds(tokenizer.words(in: text)))
        guard !reading.tokens.isEmpty, reading.tokens.count <= PhraseIndex.maximumWordCount else { return false }
        let none = [Bool](repeating: false, count: reading.tokens.count)
        let vocabularies = index.snapshot()
        for slot in others {
            if let list = labels[slot.name], !list.occurrences(in: reading.keys).isEmpty { return true }
            guard let vocabulary = vocabularies[slot.binding], vocabulary.values.count <= 500 else { continue }
            if lookup(vocabulary)
                .bestMention(in: reading, excluding: none, allowsPartial: false) != nil
            {
                return true
            }
        }
        return false
    }

    /// Whether `text` is written in `sentence` between guillemets or corner brackets
    /// (« une tâche appelée « Tâche » », 「タスク」というタスク): a title as the person wrote it,
    /// never hollow, whatever its words.
    /// Whether `word` is a word of a slot's label, that names what a value is ("priority" of
    /// "with high priority", „Priorität“).
    public func isLabel(_ word: String) -> Bool {
        let keys = tokenizer.words(in: word).keys
        return !keys.isEmpty && keys.allSatisfy(labelKeys.contains)
    }

    /// Whether `word` is a verb that says no request of its own (``FlexibleLexicon/genericVerbs``),
    /// as written or, in Spanish, with its pronouns written onto it ("apúntame" of "apunta").
    public func isGenericVerb(_ word: String) -> Bool {
        let keys = tokenizer.words(in: word).keys
        guard keys.count == 1 else { return false }
        if genericVerbKeys.contains(keys[0]) { return true }
        return tokenizer.forms.languageCode == "es" && WordForms.droppingEncliticPronouns(keys[0]).map(genericVerbKeys.contains) == true
    }

    /// Japanese: a free text that ends in a verb cut off before the ending it was said with
    /// (「車を洗わ」 of 「車を洗わなきゃ」), said with that verb in its dictionary form (「車を洗う」).
    public func withVerbInDictionaryForm(_ text: String) -> String? { tokenizer.endingInDictionaryForm(text) }

    public func isQuoted(_ text: String, in sentence: String) -> Bool {
        guard !text.isEmpty, let found = sentence.range(of: text) else { return false }
        let before = sentence[..<found.lowerBound].reversed().drop { $0.isWhitespace }.first
        let after = sentence[found.upperBound...].drop { $0.isWhitespace }.first
        guard let before, let after else { return false }
        return Self.openingQuotes.contains(before) && Self.closingQuotes.contains(after)
    }

    /// Whether `text` ends a clause of reason (Japanese 「…小さくなったから、」, 「もう取ったけん」):
    /// what it says is why, not what is asked.
    public func endsWithReason(_ text: String) -> Bool {
        let words = tokenizer.words(in: text)
        return words.endsReason.suffix(2).contains(true)
    }

    /// Whether `text` says nothing of its own for a free-text slot of `phraseID`: every word is
    /// a request frame, filler, connector or introducer, or one of the intent's own words
    /// ("a task" in "Add a task to Tasks" names no task).
    /// With `countingGenericVerbs`, a verb that says no request of its own is no name either:
    /// the flexible stage reads 「新しいタスクを作りたい」 as a to-do still to be named, not one
    /// called 「作り」.
    public func isHollow(_ text: String, for phraseID: String, countingGenericVerbs: Bool = false) -> Bool {
        let words = tokenizer.words(in: text)
        guard !words.keys.isEmpty else { return true }
        let keywords = intents.first { $0.phraseID == phraseID }?.keywords ?? [:]
        var soft = words.isFunctionWord
        for list in [frames, closingFrames, openingFrames, fillers, connectors, introducers, pronouns] {
            for span in list.occurrences(in: words.keys) { for position in span { soft[position] = true } }
        }
        return words.keys.indices.allSatisfy { position in
            soft[position] || words.forms[position].contains { keywords[$0] != nil || (countingGenericVerbs && genericVerbForms.contains($0)) }
        }
    }

    /// The words of `sentence` that may be part of a name the vocabulary does not hold — not
    /// a request frame, a filler, a connector, a pronoun, what the sentence denies or a word
    /// of any request, and long enough to say something (four letters; in Japanese two
    /// characters, or one kanji) — longest first, at most `limit`, as written. An entity's string query is
    /// asked for them when the vocabulary, an index of the query's suggestions, names nothing
    /// ("bought the milk" for the twentieth to-do: "bought", "milk").
    public func wordsToLookUp(in sentence: String, limit: Int = 4) -> [String] {
        let words = tokenizer.words(in: sentence, atMost: PhraseIndex.maximumWordCount)
        guard !words.tokens.isEmpty, words.tokens.count <= PhraseIndex.maximumWordCount else { return [] }
        let reading = Reading(sentence: sentence, words: words)
        let frameSpans = frameSpans(in: reading.keys)
        var isFrame = [Bool](repeating: false, count: reading.tokens.count)
        for span in frameSpans { for position in span { isFrame[position] = true } }
        let denial = denials(in: reading, frameSpans: frameSpans, isFrame: isFrame)
        let soft = softWords(in: reading)
        let shortest = tokenizer.forms.languageCode == "ja" ? 2 : 4
        var found: [String] = []
        for position in reading.tokens.indices
        where !isFrame[position] && !soft[position] && !denial.negation[position] && !denial.denied[position]
            && !reading.forms[position].contains(where: { intentsByKeyword[$0] != nil })
        {
            let text = reading.text(position..<position + 1)
            // A kanji alone is a word (鳥, 餌); a kana alone is not.
            let saysSomething = text.count >= shortest || (shortest == 2 && text.unicodeScalars.allSatisfy({ $0.properties.isIdeographic }))
            if saysSomething, !found.contains(text) { found.append(text) }
        }
        // Longest first; said first among equals.
        let ordered = found.enumerated().sorted { ($0.element.count, -$0.offset) > ($1.element.count, -$1.offset) }
        return ordered.prefix(limit).map(\.element)
    }

    /// Every reading of `sentence` that has at least one of its intent's own words (or its
    /// app's name and values of its slots), best first. Empty for a sentence of more than ``PhraseIndex/maximumWordCount`` words.
    public func matches(for sentence: String) -> [FlexibleMatch] {
        let words = tokenizer.words(in: sentence, atMost: PhraseIndex.maximumWordCount)
        guard !words.tokens.isEmpty, words.tokens.count <= PhraseIndex.maximumWordCount else { return [] }
        let kana = readingKanaWords(words, sentence: sentence)
        let splitNames = readingSplitNames(readingJoinedAppNames(kana.words, sentence: sentence), sentence: sentence)
        let contracted = readingContractedQuestions(
            readingSynonyms(readingSplitVerbs(readingCompounds(splitNames.words), sentence: sentence)), sentence: sentence)
        let typedVerbs = readingTypedVerbs(contracted.words, sentence: sentence)
        let reading = Reading(sentence: sentence, words: typedVerbs.words)
        let tokens = reading.tokens
        let vocabularies = index.snapshot()
        var frameSpans = frameSpans(in: reading.keys)
        // Japanese: a frame's verb said right before を or って (もらう of 「住民票をもらうを入れて」)
        // is what a title says, the verb of its clause — frames end a request, they are never
        // its object.
        if tokenizer.forms.languageCode == "ja" {
            frameSpans.removeAll { span in
                span.upperBound < reading.keys.count && Self.titleClosingParticles.contains(reading.keys[span.upperBound])
                    && !span.contains { reading.isFunctionWord[$0] }
            }
        }
        var isFrame = [Bool](repeating: false, count: tokens.count)
        for span in frameSpans { for position in span { isFrame[position] = true } }
        // What the sentence denies is no evidence ("don't add milk", "not my tasks"): read past,
        // like a frame; a value may still say its own denial ("without saving").
        let sentenceClauses = clauses(in: reading)
        // The apps with a request with a title that the sentence names ("on my to-do list"):
        // where a verb no phrase says ("put") is the verb of putting a title on their list.
        var namedApps = Set<String>()
        if plainVerbs.isActive, !placingVerbs.isEmpty, reading.keys.contains(where: { key in placingVerbs.values.contains { $0.contains(key) } }) {
            for model in intents where model.hasText {
                guard let app = model.app, !namedApps.contains(app), let binding = model.appBinding,
                    let vocabulary = vocabularies[binding]
                else { continue }
                if lookup(vocabulary, readsForms: false)
                    .bestMention(in: reading, excluding: isFrame, allowsPartial: false) != nil
                {
                    namedApps.insert(app)
                }
            }
        }
        let negationSpans = negationsBefore.occurrences(in: reading.keys)
        let verbBeforeTitle = titleAfterVerb(
            in: reading, isFrame: isFrame, clauses: sentenceClauses, namedApps: namedApps, negations: negationSpans)
        // A title written after a colon or between quotes, read before what the sentence denies:
        // a negation inside a title the request introduces is the title's own word.
        let softOfReading = softWords(in: reading)
        let titleQuote = quotedTitle(
            in: reading, isFrame: isFrame, soft: zip(softOfReading, isFrame).map { $0 || $1 }, clauses: sentenceClauses)
        let denial = denials(
            in: reading, frameSpans: frameSpans, isFrame: isFrame,
            title: verbBeforeTitle, quotedTitle: titleQuote.isTitle ? titleQuote.words : [], clauses: sentenceClauses)
        let plainFrames = isFrame
        for position in tokens.indices where denial.negation[position] || denial.denied[position] {
            isFrame[position] = true
        }
        for position in denial.wordingNegation { isFrame[position] = true }
        // What the sentence denies of the speaker („keine Lust zu kochen“, "no time to cook"):
        // no request's own word, no value, no word of the lexicon. A wish's frame denied („ich
        // hab keinen Bock auf Suppe“) is such a thing too: the speaker wants nothing.
        let deniedContext = Set(
            tokens.indices.filter { position in
                denial.denied[position] && !denial.byPrefix[position] && !reading.isFunctionWord[position]
                    && (plainFrames[position] || !lexiconWordKeys.contains(reading.keys[position]))
                    && !reading.forms[position].contains(where: { intentsByKeyword[$0] != nil || smallValueForms.contains($0) })
            })
        // Such a clause said with nothing but the words a statement is made of („ich hab heut
        // keinen Bock zu kochen“, "I have no time today") tells of the speaker: its auxiliary
        // and its when are no request's words ("what have I ordered today").
        let statementWords = Set(doneCompanions.occurrences(in: reading.keys).joined())
        for clause in Set(deniedContext.map { sentenceClauses[$0] }) {
            let said = tokens.indices.filter { sentenceClauses[$0] == clause && !isFrame[$0] && !softOfReading[$0] }
            guard !said.isEmpty, said.allSatisfy(statementWords.contains) else { continue }
            for position in said { isFrame[position] = true }
        }
        for position in denial.negatedWording.union(denial.wordingWords) { isFrame[position] = false }
        // Ordinals (「2本目の」, 「3周目」, «tercera vuelta»): which one, no request and no count.
        for position in ordinalWords(in: reading, clauses: sentenceClauses) { isFrame[position] = true }
        let numbered = numberedWords(in: reading, clauses: sentenceClauses).filter { !isFrame[$0] && !softOfReading[$0] }
        for position in numbered { isFrame[position] = true }
        // A contrast said in several words (« par contre », "on the other hand") links clauses:
        // its words are no request's.
        let contrastSpans = contrasts.occurrences(in: reading.keys)
        for span in contrastSpans where span.count > 1 {
            for position in span { isFrame[position] = true }
        }
        // A count word that begins a longer filler (Quebec « un couple de », « une couple de »:
        // *a few*) counts nothing: « mets-moi un couple de soupes tomate » says no quantity.
        let fillerSpans = fillers.occurrences(in: reading.keys)
        for span in fillerSpans where span.count > 1 && !isFrame[span.lowerBound]
            && index.parsers.numbers.reading(of: reading.keys[span.lowerBound..<span.lowerBound + 1]) != nil
        {
            isFrame[span.lowerBound] = true
        }
        // Japanese: a filler of several words is read past whole. A question word with the か
        // that makes it indefinite (いくつ of 「いくつか」, 何 of 「何杯か」: *a few*, *some*) asks
        // nothing: 「トマトスープいくつか頼んで」 is no question about the orders.
        // Such a filler that holds a request's word says a vague count: the reading is asked.
        var saysVagueCount = false
        // A request said with a softening word in its frame ("could you maybe …", « tu pourrais
        // peut-être … », 「できれば…」) hedges: asked, never carried out at once.
        let softened = softeners.occurrences(in: reading.keys).contains { softener in
            frameSpans.contains { $0.contains(softener.lowerBound) }
        }
        if tokenizer.forms.languageCode == "ja" {
            for span in fillerSpans where span.count > 1 {
                if span.contains(where: { position in reading.forms[position].contains { intentsByKeyword[$0] != nil } }) {
                    saysVagueCount = true
                }
                for position in span { isFrame[position] = true }
            }
        }
        // Japanese verbs that only help the one before them (来る of 「買ってきた」, いる of
        // 「温めてる」, おく of 「やっといた」): how or when, never which request — read past like a
        // frame, as they are no intent's word either (see `isHelpingVerb`).
        for position in kana.absorbed { isFrame[position] = true }
        // One that ends a title said before the request (いる of 「開けっぱなしになっているって…」)
        // is the title's.
        for position in reading.isHelpingVerb.indices
        where Self.isHelpingVerb(position, helping: reading.isHelpingVerb, function: reading.isFunctionWord, keys: reading.keys)
            && !(position + 1 < reading.keys.count && Self.titleClosingParticles.contains(reading.keys[position + 1]))
        {
            isFrame[position] = true
        }

        let cache = MentionCache(soft: zip(softOfReading, isFrame).map { $0 || $1 }, clauses: sentenceClauses)
        cache.typedVerbs = typedVerbs.positions
        cache.contractedQuestions = contracted.positions
        cache.splitNames = splitNames.positions
        cache.negationWords = Set(negationSpans.joined())
        cache.countCorrections = countCorrections(in: reading)
        (cache.quoted, cache.quotedIsTitle) = (titleQuote.words, titleQuote.isTitle)
        if cache.quoted.isEmpty,
            let quotation = quotativeTitle(in: reading, isFrame: isFrame, clauses: sentenceClauses, vocabularies: vocabularies)
        {
            cache.quotation = quotation
            cache.quoted = Set(quotation)
        }
        cache.fillers = fillerSpans.flatMap { $0 }
        cache.saysVagueCount = saysVagueCount
        cache.softened = softened
        // Words a statement is made of (« j'ai », « c'est », "I've"): see `statementWords`.
        cache.statementWords = statementWords
        cache.numbered = Set(numbered)
        cache.purposes = purposes.occurrences(in: reading.keys)
        cache.contrastWords = Set(contrastSpans.joined())
        cache.inQuantity = wordsOfQuantities(in: reading, isFrame: isFrame)
        cache.titleAfterVerb = verbBeforeTitle
        cache.addressee = addressee(in: reading, clauses: cache.clauses)
        // The forms each word is weighed by as a request's own word: a small word no phrase says
        // by itself alone (see `stemlessKeys`), once for the sentence rather than per request.
        cache.ownWordForms = reading.keys.indices.map { stemlessKeys.contains(reading.keys[$0]) ? [reading.keys[$0]] : reading.forms[$0] }
        // German: a word written without the umlaut of a phrase's word, when it is another word
        // („Ich hatte ne Tomatensuppe“ is no „Ich hätte gern“), is no word of the phrases.
        // Written with ae, oe, ue it is the phrase's word („haette“).
        if !umlautOnlyKeys.isEmpty {
            for position in reading.keys.indices where umlautOnlyKeys.contains(reading.keys[position]) {
                let written = reading.text(position..<position + 1).lowercased()
                if !written.contains(where: Self.umlauts.keys.contains), !["ae", "oe", "ue"].contains(where: written.contains) {
                    cache.ownWordForms[position] = []
                }
            }
        }
        cache.negatedWording = denial.negatedWording
        let consequenceWords = consequenceWords(in: reading, isFrame: isFrame, soft: cache.soft, clauses: cache.clauses)
        cache.consequenceEnds = Set(consequenceWords.map { $0.upperBound - 1 })
        cache.reasons = reasonClauses(
            in: reading, isFrame: isFrame, soft: cache.soft, clauses: cache.clauses, consequenceWords: consequenceWords)
        cache.nounPhrases = Set(verbsMadeNouns(in: reading, isFrame: isFrame, clauses: cache.clauses).joined())
            .union(circumpositions(in: reading, clauses: cache.clauses))
        cache.hasQuestionMark = reading.sentence.contains(where: { "?¿？".contains($0) })
        cache.sentences = sentences(in: reading)
        cache.asks = cache.hasQuestionMark
            || reading.keys.indices.filter({ reading.forms[$0].contains(where: questionForms.contains) }).count >= 2
        cache.asksByWord = cache.hasQuestionMark || reading.keys.indices.contains { reading.forms[$0].contains(where: askingForms.contains) }
        let timeSpans = times.occurrences(in: reading.keys)
        cache.clockTimes = clockTimes(in: reading)
        cache.timeLeads = Set(
            timeSpans.filter { $0.count > 1 && purposes.starting(at: $0.lowerBound, in: reading.keys)?.count == 1 }.map(\.lowerBound))
        cache.timeWords = Set(timeSpans.joined())
            .union(reading.keys.indices.filter { reading.forms[$0].contains(where: timeKeys.contains) })
            .union(cache.clockTimes)
            .filter { !isFrame[$0] }
        if tokenizer.forms.languageCode == "de" {
            // Any word for done, or an everyday word for one ("done"), completes a verb bound to
            // one.
            if reading.forms.contains(where: { $0.contains(where: doneWordForms.contains) }) { cache.saidPrefixes.formUnion(boundDoneKeys) }
            for key in reading.keys {
                if SeparablePrefixes.german.contains(key) { cache.saidPrefixes.insert(key) }
                else if let split = SeparablePrefixes.split(key) { cache.saidPrefixes.insert(split.prefix) }
            }
            cache.prefixVerbs = prefixVerbs(in: reading, isFrame: isFrame, clauses: cache.clauses)
        }
        // The name of an app of a request with a title, said before a colon, addresses the app
        // („Tasks: Oma anrufen erledigt“, "Tasks: delete pay the rent"): it announces no title.
        // Another of its names said in one word, the kind of item it keeps („Aufgabe: …“,
        // „To-do: …“, "Task: …"), announces one, as a note is headed.
        var appBeforeColon = Set<Int>()
        var itemBeforeColon = Set<Int>()
        if let colon = (0..<tokens.count).first(where: { endsWithColon($0, in: reading) }) {
            let outside = tokens.indices.map { $0 > colon || isFrame[$0] }
            for binding in Set(intents.filter(\.hasText).compactMap(\.appBinding)) {
                guard let vocabulary = vocabularies[binding] else { continue }
                if let named = lookup(vocabulary, readsForms: false)
                    .bestMention(in: reading, excluding: outside, allowsPartial: false)
                {
                    // One written word only: a name of several („Mi lista de tareas:“) is the app
                    // as a place.
                    let said = named.span.filter { !cache.soft[$0] }.map { reading.keys[$0] }
                    // A word that is no form of any of its names is the app's name mistyped
                    // ("Taks: complete call mum"), not the kind of item it keeps.
                    let nameForms = Set(([named.value.title] + named.value.synonyms).flatMap { tokenizer.words(in: $0).forms.joined() })
                    let mistyped = named.span.contains { !cache.soft[$0] && !reading.forms[$0].contains(where: nameForms.contains) }
                    if said == titleKeys(of: named.value.title)
                        || reading.text(named.span).contains(where: \.isWhitespace) || mistyped
                    {
                        appBeforeColon.formUnion(named.span)
                    } else {
                        itemBeforeColon.formUnion(named.span)
                    }
                }
            }
        }
        cache.announced = announcedTitle(in: reading, isFrame: isFrame, appWords: appBeforeColon, itemWords: itemBeforeColon)
        // A last clause that says a value of a request with a title („…, ist wichtig“) qualifies
        // it: not the title's.
        // (A value denied, "is nich so eilig", is read past as a frame is, and so is not part
        // of the announced title: its clause is sought to the sentence's end.)
        if let title = cache.announced {
            let clauses = cache.clauses
            for start in title.lowerBound + 1..<tokens.count where clauses[start] != clauses[start - 1] {
                let outside = tokens.indices.map { $0 < start }
                // The clause says the value first, after two small words at most („ist dringend“,
                // "is nich so eilig"), not a clause before it that leads to it („Trag ein: Müller,
                // Bachstraße 12 – Silikonfuge erneuern, normale Priorität“).
                let says = intents.filter(\.hasText).contains { model in
                    model.slots.contains { slot in
                        guard case .vocabulary(allowsFreeText: false) = slot.kind, let vocabulary = vocabularies[slot.binding],
                            let said = lookup(vocabulary).bestMention(in: reading, excluding: outside, allowsPartial: false)
                        else { return false }
                        return (start..<said.span.lowerBound).filter { !isFrame[$0] && !cache.soft[$0] }.count <= 2
                    }
                }
                if says {
                    cache.announced = title.lowerBound..<start
                    break
                }
            }
        }
        // The announced title is the title's, as written: no other request's evidence.
        var framesWithTitle = isFrame
        for position in cache.announced ?? 0..<0 { framesWithTitle[position] = true }
        // Words shaped as completed forms, found once: statements of done and participles.
        let shapedAsCompleted = completedForms.isEmpty ? [] : completedForms.candidates(in: reading)
        readCompleted(in: reading, shapedAsCompleted: shapedAsCompleted, isFrame: isFrame, frameSpans: frameSpans, into: cache)
        if completedForms.languageCode != "ja", !completedForms.isEmpty {
            cache.participles = Set(
                shapedAsCompleted.filter { !isFrame[$0] && !completedForms.verbForms(at: $0, in: reading).isEmpty })
        }
        cache.nominalized = nominalizedVerbs(in: reading)
        cache.pastVerbs = pastVerbs(in: reading)
        if !cache.participles.isEmpty {
            cache.verbalParticiples = verbalParticiples(cache.participles, in: reading, frameSpans: frameSpans, clauses: cache.clauses)
            if cache.hasQuestionMark {
                for position in cache.participles where cache.verbalParticiples[position] == nil {
                    cache.questionParticiples[position] = Set(completedForms.verbForms(at: position, in: reading))
                }
            }
        }
        // Only intents with evidence in the sentence need reading: one of their own words, or
        // their app's name (with values of their slots).
        var candidates = Set<Int>()
        for position in tokens.indices where !isFrame[position] && !reading.isFunctionWord[position]
            && !cache.quoted.contains(position) && !cache.addressee.contains(position) {
            for form in reading.forms[position] { candidates.formUnion(intentsByKeyword[form] ?? []) }
        }
        for position in clauseStarts(in: reading, clauses: cache.clauses, isFrame: isFrame) {
            candidates.formUnion((leadingLexiconWords[reading.keys[position]] ?? []).map(\.intent))
        }
        if !cache.completed.isEmpty {
            for position in intents.indices where intents[position].doneWeight > 0 { candidates.insert(position) }
        }
        // A title quoted before a verb of putting it somewhere (「…と書いておいて」): the requests
        // that take a title in the apps that verb puts things in.
        if tokenizer.forms.languageCode == "ja", let quoteEnd = cache.quoteEnd {
            let said = Set((quoteEnd..<tokens.count).filter { !isFrame[$0] }.map { reading.keys[$0] })
            for position in intents.indices where intents[position].hasText {
                if let app = intents[position].app, placingVerbs[app]?.isDisjoint(with: said) == false { candidates.insert(position) }
            }
        }
        // By index: a request's model is not copied for each sentence (a thousand at scale).
        var appNamed: [Int: Bool] = [:]
        // Per binding of a closed list, whether one of its cases opens or closes the sentence as a label.
        var saysAsLabel: [Int: Bool] = [:]
        // Per binding of a closed list, whether a case is said whole in words of its own.
        var saysWholeCase: [Int: Bool] = [:]
        let firstWord = tokens.indices.first { !isFrame[$0] }
        let lastWord = tokens.indices.last { !isFrame[$0] }
        // The candidates so far, by index: a list of flags, not a set hashed a thousand times.
        var isCandidate = [Bool](repeating: false, count: intents.count)
        for position in candidates { isCandidate[position] = true }
        for position in intents.indices
        where !isCandidate[position]
            && (!intents[position].slots.isEmpty || soleWithoutValues.contains(intents[position].phraseID))
        {
            let model = intents[position]
            if let binding = model.appBinding, let vocabulary = vocabularies[binding] {
                let named = appNamed[binding] ?? {
                    let found = mention(of: vocabulary, readsForms: false, allowsPartial: false, excluding: isFrame, in: reading, cache: cache) != nil
                    appNamed[binding] = found
                    return found
                }()
                if named {
                    candidates.insert(position)
                    continue
                }
            }
            // A case of a closed list said whole as a label opening the sentence, its heading
            // ended by a colon, comma or dash („Dringend: …“, "Low priority, …"), or closing it
            // in a clause of its own ("pick up the dry cleaning, urgent"), for a request that
            // takes a free text: see the label rules of `read`.
            if model.hasText, let first = firstWord, let last = lastWord {
                let labelled = model.slots.contains { slot in
                    guard slot.kind == .vocabulary(allowsFreeText: false), let vocabulary = vocabularies[slot.binding] else { return false }
                    if let known = saysAsLabel[slot.binding] { return known }
                    let found = mention(of: vocabulary, readsForms: true, allowsPartial: false, excluding: isFrame, in: reading, cache: cache)
                        .map { said in
                            // The heading may end after a word that names the slot („Priorität“).
                            let opens = said.span.lowerBound == first
                                && (said.span.upperBound - 1..<said.span.upperBound + 1).contains {
                                    endsHeading(at: $0, in: reading, clauses: cache.clauses)
                                }
                            let closes = said.span.upperBound == last + 1 && said.span.lowerBound > first
                                && cache.clauses[said.span.lowerBound - 1] != cache.clauses[said.span.lowerBound]
                            return opens || closes
                        } ?? false
                    saysAsLabel[slot.binding] = found
                    return found
                }
                if labelled {
                    candidates.insert(position)
                    continue
                }
            }
            // A case of a closed list said whole in two words or more, one of them no word of
            // any request's phrases ("save it as the benchmark", 「ベンチマークとして保存して」):
            // only the request it qualifies says so; asked at most, having no word of its own.
            if !model.hasText {
                let saysCase = model.slots.contains { slot in
                    guard slot.kind == .vocabulary(allowsFreeText: false), let vocabulary = vocabularies[slot.binding] else { return false }
                    if let known = saysWholeCase[slot.binding] { return known }
                    let found = mention(of: vocabulary, readsForms: true, allowsPartial: false, excluding: isFrame, in: reading, cache: cache)
                        .map { saysCaseInOwnWords($0.span, in: reading) } ?? false
                    saysWholeCase[slot.binding] = found
                    return found
                }
                if saysCase {
                    candidates.insert(position)
                    continue
                }
            }
            // An entity of one of its slots named whole ("three minestrones"); an enum case
            // alone ("urgent", "discard it") qualifies a request, never makes one, but for the
            // label above and a case said in words of its own.
            for binding in model.entityBindings {
                guard let vocabulary = vocabularies[binding] else { continue }
                let said = cache.wholeValue(binding: binding, vocabulary: vocabulary) {
                    self.lookup(vocabulary)
                        .bestMention(in: reading, excluding: isFrame, allowsPartial: false)?.span
                }
                if said != nil {
                    candidates.insert(position)
                    break
                }
            }
        }
        // Values said whole by the candidates' vocabularies: a word of such a value is that
        // value more than another intent's word ("soupe" of "soupe miso" is no "list my soups").
        // Each binding and label once: the requests that share a vocabulary find the same.
        var labelled: [Int: Set<String>] = [:]
        for position in candidates {
            for slot in intents[position].slots where slot.kind == .vocabulary(allowsFreeText: true) {
                guard labelled[slot.binding, default: []].insert(slot.name).inserted else { continue }
                guard let vocabulary = vocabularies[slot.binding] else { continue }
                let said = cache.wholeValue(binding: slot.binding, vocabulary: vocabulary) {
                    self.lookup(vocabulary)
                        .bestMention(in: reading, excluding: isFrame, allowsPartial: false)?.span
                }
                // The value's kind said right after it, or before it after a filler, by its
                // slot's label ("minestrone soup", "the dentist task"): part of its name.
                if let said, let list = labels[slot.name] {
                    for label in list.occurrences(in: reading.keys)
                    where label.lowerBound == said.upperBound || label.upperBound == said.lowerBound {
                        cache.kindOfValue[slot.binding, default: []].formUnion(label)
                    }
                }
            }
            // A case of several words said whole („als Benchmark speichern“, "save it as the
            // benchmark"): its words are that case more than another request's („speichern“ of
            // a lap's „Speichere eine Runde“), as an entity's are (one word stays ambiguous).
            for slot in intents[position].slots where slot.kind == .vocabulary(allowsFreeText: false) {
                guard let vocabulary = vocabularies[slot.binding] else { continue }
                _ = cache.wholeValue(binding: slot.binding, vocabulary: vocabulary) {
                    self.lookup(vocabulary)
                        .bestMention(in: reading, excluding: isFrame, allowsPartial: false)?.span
                }
            }
        }
        cache.starts = Set(clauseStarts(in: reading, clauses: cache.clauses, isFrame: framesWithTitle))
        cache.leadingStarts = cache.starts.sorted().filter { leadingLexiconWords[reading.keys[$0]] != nil }
        cache.opensRequest = Set((1..<max(tokens.count, 1)).filter { cache.clauses[$0] != cache.clauses[$0 - 1] && plainFrames[$0] })
        cache.refuses = tokens.indices.contains { (denial.negation[$0] || denial.denied[$0]) && !denial.byPrefix[$0] }
        cache.introducerSpans = introducers.occurrences(in: reading.keys)
        var results: [FlexibleMatch] = []
        for position in candidates.sorted() {
            if let match = read(
                intents[position], reading: reading, isFrame: framesWithTitle, plainFrames: plainFrames, denial: denial,
                vocabularies: vocabularies,
                cache: cache)
            {
                results.append(match)
            }
        }
        return results.sorted { $0.score != $1.score ? $0.score > $1.score : $0.keywordScore > $1.keywordScore }
    }

    /// The first word of each clause that is not a request frame ("para" in "Laps, para" and
    /// in "por favor para la carrera").
    private func clauseStarts(in reading: Reading, clauses: [Int], isFrame: [Bool]) -> [Int] {
        var starts: [Int] = []
        var clause = -1
        for position in reading.keys.indices where clauses[position] != clause && !isFrame[position] {
            clause = clauses[position]
            starts.append(position)
        }
        return starts
    }

    /// The words of the sentence with their keys and forms.
    /// A class: every request's reading of a sentence shares one (a struct of ten arrays was
    /// copied into each closure and call that read it, a thousand times a sentence at scale).
    final class Reading {
        let sentence: String
        let tokens: [Token]
        let keys: [String]
        let forms: [[String]]
        /// Japanese particles and auxiliaries.
        let isFunctionWord: [Bool]
        /// Japanese: each word's reading in katakana (see ``FlexibleWords/readings``).
        let readings: [String]
        /// Japanese: whether each word is the auxiliary of the past (see ``FlexibleWords``).
        let isPastAuxiliary: [Bool]
        /// Japanese: whether each word is a verb that helps the one before it (see ``FlexibleWords``).
        let isHelpingVerb: [Bool]
        /// Japanese: whether each word ends a clause of reason (see ``FlexibleWords``).
        let endsReason: [Bool]
        /// The names' words within a typo of each of the sentence's words, per value lookup:
        /// found once, though every intent of a vocabulary looks its values up past other words.
        let typos = TypoMemo()
        /// Whether a colon (":", "：") is written between each word and the next: read once a
        /// sentence, though every request with a title asks.
        let endsWithColon: [Bool]

        init(sentence: String, words: FlexibleWords) {
            self.sentence = sentence
            tokens = words.tokens
            endsWithColon = words.tokens.indices.map { position in
                guard position + 1 < words.tokens.count else { return false }
                let between = sentence[words.tokens[position].range.upperBound..<words.tokens[position + 1].range.lowerBound]
                return between.contains { $0 == ":" || $0 == "：" }
            }
            keys = words.keys
            forms = words.forms
            isFunctionWord = words.isFunctionWord
            readings = words.readings
            isPastAuxiliary = words.isPastAuxiliary
            isHelpingVerb = words.isHelpingVerb
            endsReason = words.endsReason
        }

        func text(_ range: Range<Int>) -> String {
            let start = tokens[range.lowerBound].range.lowerBound
            var end = tokens[range.upperBound - 1].range.upperBound
            // A text that opens a bracket keeps the one that closes it right after its last word
            // ("flour (the self-raising one)").
            if end < sentence.endIndex, FlexibleMatcher.closingBrackets.contains(sentence[end]),
                sentence[start..<end].contains(where: FlexibleMatcher.openingBrackets.contains)
            {
                end = sentence.index(after: end)
            }
            // Japanese typed in romaji is cut in kana, where a word of MeCab may end inside a
            // word as typed (そう|じ of "souji"): the text keeps the typed word whole ("heya no
            // souji", not "heya no sou").
            if !readings.isEmpty {
                func isLatinLetter(_ character: Character) -> Bool { character.isASCII && character.isLetter }
                while end < sentence.endIndex, isLatinLetter(sentence[end]), end > start,
                    isLatinLetter(sentence[sentence.index(before: end)])
                {
                    end = sentence.index(after: end)
                }
            }
            return String(sentence[start..<end])
        }

        /// Whether the word at `position` begins a written word: not joined to the one before
        /// by a hyphen alone ("do" and "Liste" of „To-do-Liste“ are one written word with "To").
        func isWordStart(_ position: Int) -> Bool {
            guard position > 0 else { return true }
            let between = sentence[tokens[position - 1].range.upperBound..<tokens[position].range.lowerBound]
            return between != "-"
        }

        /// Japanese: whether the word at `position` ends a clause of reason (false outside
        /// Japanese, where nothing is marked so).
        func endsReason(at position: Int) -> Bool {
            endsReason.indices.contains(position) && endsReason[position]
        }
    }

    /// See ``Reading/typos``.
    final class TypoMemo {
        private struct Place: Hashable {
            let lookup: UInt64
            let position: Int
        }
        private var words: [Place: [String]] = [:]

        /// The names' words within a typo of the word at `position`, by place: a word's place
        /// hashes at a fraction of the cost of its text (Japanese text is normalized to be
        /// hashed), and both the whole and the partial candidates of a word ask for them.
        func words(of lookup: UInt64, at position: Int, find: () -> [String]) -> [String] {
            remembered(Place(lookup: lookup, position: position), in: &words, find: find)
        }

        private var whole: [Place: [Int]] = [:]
        private var partial: [Place: [Int]] = [:]
        private var probes: [Int: FuzzyIndex.Probe?] = [:]

        /// The word at `position` made ready for typo look-ups (see ``FuzzyIndex/Probe``): put
        /// together once a sentence, and looked up in every lookup's index.
        func probe(at position: Int, of key: String) -> FuzzyIndex.Probe? {
            remembered(position, in: &probes) { FuzzyIndex.probe(for: key) }
        }

        /// The names a lookup may find starting at a word: found once a sentence, though every
        /// request of a vocabulary looks its values up past other words.
        func wholeCandidates(of lookup: UInt64, at position: Int, find: () -> [Int]) -> [Int] {
            remembered(Place(lookup: lookup, position: position), in: &whole, find: find)
        }

        /// The names a lookup may find in part at a word: found once a sentence, and only when a
        /// look-up that reads names in part asks (most look-ups read names whole).
        func partialCandidates(of lookup: UInt64, at position: Int, find: () -> [Int]) -> [Int] {
            remembered(Place(lookup: lookup, position: position), in: &partial, find: find)
        }
    }

    /// Mentions and numbers already sought in this sentence, by what was excluded: many
    /// intents share an app's name or a vocabulary.
    final class MentionCache {
        /// A look-up: in which vocabulary (bindings that share one share its look-ups), read
        /// how, past which words.
        struct Key: Hashable {
            let vocabulary: UInt64
            let readsForms: Bool
            let allowsPartial: Bool
            let taken: Taken
        }
        /// Which words are past, as bits (a sentence has at most 128 words after its words are
        /// split; longer ones keep the list): hashed and compared at a fraction of a list's cost,
        /// once per request and look-up.
        struct Taken: Hashable {
            let count: Int
            let low: UInt64
            let high: UInt64
            let more: [Bool]?

            init(_ taken: [Bool]) {
                count = taken.count
                guard taken.count <= 128 else {
                    low = 0
                    high = 0
                    more = taken
                    return
                }
                var low: UInt64 = 0
                var high: UInt64 = 0
                for (position, isTaken) in taken.enumerated() where isTaken {
                    if position < 64 { low |= 1 << UInt64(position) } else { high |= 1 << UInt64(position - 64) }
                }
                self.low = low
                self.high = high
                more = nil
            }
        }
        private var mentions: [Key: ValueLookup.Mention?] = [:]
        private var numbers: [Taken: (Range<Int>, Int)?] = [:]
        private var wholeValues: [Int: Range<Int>?] = [:]
        /// The same, by vocabulary: bindings that share a vocabulary share its value said whole.
        private var wholeValuesByVocabulary: [UInt64: Range<Int>?] = [:]
        /// Fillers, connectors, introducers, frames and function words of the sentence.
        let soft: [Bool]
        /// The clause each word is in, by the marks between words (",", ":", "、" …).
        let clauses: [Int]
        /// Words read as a phrase's word typed with a slip (see `readingTypedVerbs`).
        var typedVerbs: Set<Int> = []
        /// Names of one word heard as two, read whole (see `readingSplitNames`).
        var splitNames: Set<Int> = []
        /// Words of the negations said before what they deny ("don't", « sans »).
        var negationWords: Set<Int> = []
        /// Words that open a correction of a count (see `countCorrections(in:)`).
        var countCorrections: [Range<Int>] = []
        /// Words that name the kind of a value said whole right beside them, by its slot's
        /// label ("soup" of "minestrone soup"): per binding, the label's positions.
        var kindOfValue: [Int: Set<Int>] = [:]
        /// Positions of the sentence's fillers ("a", "new", « nouvelle »).
        var fillers: [Int] = []
        /// Where the sentence says whom or what a request is for ("for", « pour »).
        var purposes: [Range<Int>] = []
        /// The words of contrast the sentence says ("but", „aber“, «pero»).
        var contrastWords: Set<Int> = []
        /// Words of a quantity said in several words ("un par de", "a couple of").
        var inQuantity: [Bool] = []
        /// A verb of requests with free text right before an infinitive ("añade parar en la
        /// gasolinera"), and those requests (see `titleAfterVerb`).
        var titleAfterVerb: TitleAfterVerb?
        /// Words written between guillemets or corner brackets beside words outside them
        /// (« ajoute à ma liste « ajouter les factures » »): a title as the person wrote it,
        /// never a request's own word nor the app (see `quotedTitle`).
        var quoted: Set<Int> = []
        /// Whether `quoted` is a title a request that takes one introduces after a colon: the
        /// person's words for that request, which no other request reads (see `quotedTitle`).
        var quotedIsTitle = false
        /// Japanese: a title said before a quoting って or という that a verb of putting it on a
        /// list follows (「ガソリン入れる、ってタスク追加して」): see `quotativeTitle`.
        var quotation: Range<Int>?
        /// Where a quoted title ends: the quotation's end, or the word after the last one written
        /// between quotes.
        var quoteEnd: Int? { quotation?.upperBound ?? quoted.max().map { $0 + 1 } }
        /// A person the sentence is said to, named after a comma at its end ("saca la basura,
        /// Marcos"): see `addressee`.
        var addressee: Set<Int> = []
        /// The forms each word is weighed by as a request's own word: its forms, or its key alone
        /// for a small word no phrase says (`stemlessKeys`).
        var ownWordForms: [[String]] = []
        /// The words said after their negation as a request's wordings say them (`Denial.negatedWording`).
        var negatedWording: Set<Int> = []
        /// Clauses that say why, from their reason word to their clause's end, and whether each
        /// is a clause of its own and begun by a word that begins nothing else (see
        /// `reasonClauses(in:isFrame:soft:clauses:consequenceWords:)`).
        var reasons: [(span: Range<Int>, ownClause: Bool, sure: Bool)] = []
        /// The last words of the clauses of reason that end with a word of consequence ("so"),
        /// whose clause may be the request's own: see `consequenceWords`.
        var consequenceEnds: Set<Int> = []
        /// German: the separable prefixes the sentence says, alone or as the head of a word
        /// („durch“, „durchstreichen“): see `IntentModel.boundPrefix`.
        var saidPrefixes: Set<String> = []
        /// German: per separable prefix that closes its clause, the verb that opens the clause
        /// and makes a word with it („speicher“ of „speicher den Lauf ab“): see `prefixVerbs`.
        var prefixVerbs: [Int: (verb: Int, word: String)] = [:]
        /// Question words read through a contraction written onto them ("what've"): see
        /// `readingContractedQuestions`.
        var contractedQuestions: Set<Int> = []
        /// German: the words of a verb made a noun after a preposition and article („nach dem
        /// Laufen“): see `verbsMadeNouns`.
        var nounPhrases: Set<Int> = []
        /// The words that say when ("this morning", « hier soir »): see `FlexibleLexicon.times`.
        var timeWords: Set<Int> = []
        /// The words of its times of day ("1pm", "12:30"): see `clockTimes(in:)`.
        var clockTimes: Set<Int> = []
        /// The words of purpose that begin a time of the times list («para» of «para mañana»,
        /// "for" of "for today"): they say when, never a request's verb.
        var timeLeads: Set<Int> = []
        /// Whether the sentence is written with a question mark (?, ¿ or ？).
        var hasQuestionMark = false
        /// The sentence each word is in, counted from 0 (see `sentences(in:)`); all 0 in a
        /// sentence said alone.
        var sentences: [Int] = []
        /// Whether the sentence asks: a question mark, or two words that only ask („Welche
        /// Suppen sind …“); „Achtung: die Suppe ist heiß“ asks nothing. See `IntentDraft.askedOnly`.
        var asks = false
        /// Whether the sentence asks by a question mark or a word that asks ("what", « combien »,
        /// „wie“), not only one that links (« est », "is"): see `FlexibleMatcher.linkingForms`.
        var asksByWord = false
        /// Japanese: the verbs said in the past, and the noun before a する said so (注文 and し
        /// of 「注文した？」; 頼ん of 「頼んだ」): see `pastVerbs(in:)`.
        var pastVerbs: Set<Int> = []
        /// The participles said as verbs, with the forms of their verbs: see
        /// `verbalParticiples(_:in:frameSpans:clauses:)`.
        var verbalParticiples: [Int: Set<String>] = [:]
        /// In a question, the other participles, with the forms of their verbs: said with no
        /// word of a statement ("started the run?").
        var questionParticiples: [Int: Set<String>] = [:]
        /// The words after a colon that a request with a title announces („Aufgabe: …“, „Füg
        /// hinzu: …“): see `announcedTitle`.
        var announced: Range<Int>?
        /// Words shaped as completed forms ("bought", „gekauft“), and the words that say done
        /// a name said right before them (「電話した」's し): see `readCompleted`.
        var completed: [Int] = []
        /// Words in a completed form, questions included («¿qué tengo apuntado?»): see
        /// `read`'s own words.
        var participles: Set<Int> = []
        var completedAfterName: Set<Int> = []
        /// The forms of the verbs of `completed` words, read when first asked for.
        var verbForms: (Int) -> [String] = { _ in [] }
        private var knownVerbForms: [Int: [String]] = [:]

        /// The forms of the verb the word at `position` is a completed form of.
        func completedVerbForms(at position: Int) -> [String] {
            if let known = knownVerbForms[position] { return known }
            let forms = verbForms(position)
            knownVerbForms[position] = forms
            return forms
        }
        /// Whether the word at `position` is a completed form the dictionary knows as one, not
        /// one only shaped so („Lüdenscheidt“ ends as „gekauft“ does, and is none).
        func isKnownCompleted(_ position: Int) -> Bool {
            completed.contains(position) && !completedVerbForms(at: position).isEmpty
        }
        /// Words that may come with a statement that something is done ("already", „ist“).
        var doneCompanion: [Bool] = []
        /// Words of the same list said anywhere, done or not (« j'ai », « c'est »): what a
        /// statement is made of, which asks nothing of a request by itself.
        var statementWords: Set<Int> = []
        /// The statement is said inside a polite request that asks („Die Blumen sind gegossen,
        /// kannst du das abhaken?“): a name said done there is asked, never acted on.
        var completedInQuestion = false
        /// Japanese: a vague count is said (「いくつか」, 「何杯か」): a reading is asked, never
        /// acted on with a count nobody said.
        var saysVagueCount = false
        /// A softening word is said in the request's frame ("could you maybe …"): a reading is
        /// asked, never carried out at once.
        var softened = false
        /// Japanese verbs made a noun by の before a particle (「走るのをやめる」): what the
        /// request acts on, never its own word (see `nominalizedVerbs`).
        var nominalized: Set<Int> = []

        init(soft: [Bool], clauses: [Int]) {
            self.soft = soft
            self.clauses = clauses
            clauseSet = Set(clauses)
            sortedClauses = clauseSet.sorted()
        }

        // Facts of the sentence every request's reading asks for, found once.
        /// The clauses' numbers, and the same in order.
        let clauseSet: Set<Int>
        let sortedClauses: [Int]
        /// The first word of each clause that is no frame (see `clauseStarts`), and those of them
        /// that begin a wording of some request.
        var starts: Set<Int> = []
        var leadingStarts: [Int] = []
        /// Clauses after the first that open with a request frame (see `read`).
        var opensRequest: Set<Int> = []
        /// Whether the sentence refuses something (a negation or a word denied, not by a prefix).
        var refuses = false
        /// Numbers that say which one of a request's things („Runde drei“): see `numberedWords`.
        var numbered: Set<Int> = []
        /// Where the sentence's introducers are ("called", 「って」).
        var introducerSpans: [Range<Int>] = []
        private struct AppNamingKey: Hashable {
            let binding: Int
            let app: String?
            let ownsTitle: Bool
            let verbs: Set<Int>
        }
        private var appNamings: [AppNamingKey: AppNaming] = [:]

        /// What the app's name says for the requests of `app` (see `appNaming`), found once.
        func appNaming(binding: Int, app: String?, ownsTitle: Bool, verbs: Set<Int>, find: () -> AppNaming) -> AppNaming {
            remembered(AppNamingKey(binding: binding, app: app, ownsTitle: ownsTitle, verbs: verbs), in: &appNamings, find: find)
        }
        private var singleNumbers: [Int: NumberReading?] = [:]
        private var appsOfWords: [Int: Set<String>] = [:]

        /// The number the one word at `position` says, if any.
        func singleNumber(at position: Int, find: () -> NumberReading?) -> NumberReading? {
            remembered(position, in: &singleNumbers, find: find)
        }

        /// The apps with a request whose own word the word at `position` is.
        func appsOfWord(at position: Int, find: () -> Set<String>) -> Set<String> {
            remembered(position, in: &appsOfWords, find: find)
        }

        func mention(
            in vocabulary: Vocabulary, readsForms: Bool, allowsPartial: Bool, taken: [Bool],
            find: () -> ValueLookup.Mention?
        ) -> ValueLookup.Mention? {
            let key = Key(vocabulary: vocabulary.serial, readsForms: readsForms, allowsPartial: allowsPartial, taken: Taken(taken))
            if let found = mentions[key] { return found }
            let found = find()
            mentions[key] = found
            return found
        }

        /// Where a binding's vocabulary has a value said whole, anywhere but in request frames.
        @discardableResult
        func wholeValue(binding: Int, vocabulary: Vocabulary, find: () -> Range<Int>?) -> Range<Int>? {
            if let found = wholeValues[binding] { return found }
            let found = wholeValuesByVocabulary[vocabulary.serial] ?? find()
            wholeValuesByVocabulary[vocabulary.serial] = found
            wholeValues[binding] = found
            return found
        }

        /// The vocabularies other than `own` that have a value said whole over the word at
        /// `position`.
        func otherValueBindings(at position: Int, own: Set<Int>) -> [Int] {
            wholeValues.compactMap { binding, span in
                guard let span, !own.contains(binding), span.contains(position) else { return nil }
                return binding
            }
        }

        /// Whether the word at `position` is part of a longer value said whole of a vocabulary
        /// other than `own` (a one-word value that is also a keyword stays ambiguous).
        func isInOtherValue(_ position: Int, own: Set<Int>) -> Bool {
            wholeValues.contains { binding, span in
                guard let span, !own.contains(binding) else { return false }
                return span.count > 1 && span.contains(position)
            }
        }

        func number(taken: [Bool], find: () -> (Range<Int>, Int)?) -> (Range<Int>, Int)? {
            remembered(Taken(taken), in: &numbers, find: find)
        }
    }

    /// What the app's name says in a sentence, for a request of `app` whose app's names are
    /// `vocabulary`'s (see `read`): where it is said and how, the words it takes, and the
    /// request's verbs left once it is said. It depends on the request only through its app,
    /// whether the title begun by a verb is its own, and its verbs: found once a sentence for
    /// all the requests that share them (every request of an app, a thousand at scale).
    struct AppNaming {
        var verbs: Set<Int>
        /// The words the name took, with its connectors.
        var used: [Int] = []
        var otherAppsList: Range<Int>?
        var appSpan: Range<Int>?
        var namesAppPlainly = false
        var appSaidAsPlace = false
        /// The app's name as evidence, when it names the app.
        var evidence: FlexibleMatch.Evidence?
    }

    private func appNaming(
        vocabulary: Vocabulary, app: String?, ownsTitle: Bool, verbs initialVerbs: Set<Int>, reading: Reading, isFrame: [Bool],
        cache: MentionCache
    ) -> AppNaming {
        let count = reading.tokens.count
        var used = [Bool](repeating: false, count: count)
        func taken() -> [Bool] { zip(used, isFrame).map { $0 || $1 } }
        var verbs = initialVerbs
        var naming = AppNaming(verbs: initialVerbs)
        var excluded = taken()
        for position in cache.quoted { excluded[position] = true }
        let found = mention(of: vocabulary, readsForms: false, allowsPartial: false, excluding: excluded, in: reading, cache: cache)
        // A word of the app's requests inside a title begun by an infinitive, after an
        // article or right after the infinitive ("añade revisar las tareas de la uni"),
        // is what the title's verb acts on, not the app: a place says "a", "en" ("añade
        // comprar pan a mis tareas"), and the app's own name is always the app.
        let objectOfTitle = found.map { found in
            guard let title = cache.titleAfterVerb, ownsTitle,
                found.span.lowerBound > title.first,
                !titleKeys(of: found.value.title).elementsEqual(reading.keys[found.span])
            else { return false }
            var start = found.span.lowerBound
            while start - 1 > title.first, fillerKeys.contains(reading.keys[start - 1]) { start -= 1 }
            return !placeKeys.contains(reading.keys[start - 1]) && (start < found.span.lowerBound || start - 1 == title.first)
        } ?? false
        // A name of the app that is also a plain noun ("list", 「リスト」), said right after
        // a word of another app's requests and of none of this app's (「注文のリスト」,
        // 「注文したもの全部リスト」, "my order list"), is that request's list, not this app.
        let listOfAnotherApp = found.map { found in
            guard !titleKeys(of: found.value.title).elementsEqual(reading.keys[found.span]) else { return false }
            let clause = cache.clauses[found.span.lowerBound]
            var position = found.span.lowerBound - 1
            // Past small words, and other apps' words that name nothing they act on
            // (もの of 「注文したもの」), to the word that says whose list it is.
            func readPast(_ position: Int) -> Bool {
                if fillerKeys.contains(reading.keys[position]) || reading.isFunctionWord[position] || isFrame[position] { return true }
                let owners = reading.forms[position].flatMap { intentsByKeyword[$0] ?? [] }
                let titleApps = reading.forms[position].flatMap { appsByTitleForm[$0] ?? [] }
                return !owners.isEmpty && owners.allSatisfy { intents[$0].app != app } && titleApps.isEmpty
            }
            while position >= 0, cache.clauses[position] == clause, readPast(position) { position -= 1 }
            guard position >= 0, cache.clauses[position] == clause else { return false }
            let owners = reading.forms[position].flatMap { intentsByKeyword[$0] ?? [] }
            let titleApps = Set(reading.forms[position].flatMap { appsByTitleForm[$0] ?? [] })
            return !owners.isEmpty && owners.allSatisfy { intents[$0].app != app }
                && !titleApps.isEmpty && !titleApps.contains(where: { $0 == app })
        } ?? false
        // The same, said with its owner after it, as French and Spanish say it (« la liste
        // de mes commandes », "la lista de mis pedidos"): past small words, a word of
        // another app's requests and of none of this app's, which names that app's one
        // request without values (its list). « la liste des courses » stays this app's:
        // "course" is a word of an app with several requests without values (Laps).
        let listOfAnotherAppAfter = found.map { found in
            guard !titleKeys(of: found.value.title).elementsEqual(reading.keys[found.span]) else { return false }
            let clause = cache.clauses[found.span.lowerBound]
            var position = found.span.upperBound
            // A statement's words there (« j'ai »), and words of several apps' requests (the
            // « que » of asking), are the owner's clause: « la liste de ce que j'ai commandé ».
            func isShared(_ position: Int) -> Bool {
                let owners = reading.forms[position].flatMap { intentsByKeyword[$0] ?? [] }
                return Set(owners.map { intents[$0].app }).count > 1
            }
            while position < count, cache.clauses[position] == clause,
                fillerKeys.contains(reading.keys[position]) || placeKeys.contains(reading.keys[position]) || reading.isFunctionWord[position]
                    || cache.statementWords.contains(position) || isShared(position)
            {
                position += 1
            }
            guard position > found.span.upperBound, position < count, cache.clauses[position] == clause else { return false }
            let owners = reading.forms[position].flatMap { intentsByKeyword[$0] ?? [] }
            return !owners.isEmpty && owners.allSatisfy { intents[$0].app != app }
                && owners.contains { soleWithoutValues.contains(intents[$0].phraseID) }
        } ?? false
        let saysListOfAnotherApp = listOfAnotherApp || listOfAnotherAppAfter
        if let found, saysListOfAnotherApp { naming.otherAppsList = found.span }
        if let found, !objectOfTitle, !saysListOfAnotherApp {
            var span = found.span
            // A connector right before the app's name ties it to the sentence ("de Tasks"):
            // no verb.
            verbs = verbs.filter { verb in
                verb >= found.span.lowerBound || (verb + 1..<found.span.lowerBound).contains { !fillerKeys.contains(reading.keys[$0]) }
            }
            span = absorbConnectors(around: span, in: reading, used: used, keeping: verbs, clauses: cache.clauses)
            for position in span { used[position] = true }
            // The app named twice in a row, by a name of its own and then by its title ("my
            // tasks in Tasks", „meine Aufgaben in Tasks“, "mi lista de Tasks"): one place.
            let excludedAgain = taken()
            let said = mention(of: vocabulary, readsForms: false, allowsPartial: false, excluding: excludedAgain, in: reading, cache: cache)
            var namedFirst = found.span.lowerBound
            var twiceInARow = false
            // Either may be the title ("a new task in Tasks": the other name first).
            if let again = said,
                again.span.lowerBound == span.upperBound || again.span.upperBound == span.lowerBound,
                titleKeys(of: again.value.title).elementsEqual(reading.keys[again.span])
                    || titleKeys(of: found.value.title).elementsEqual(reading.keys[found.span]),
                again.value.id == found.value.id
            {
                let widened = absorbConnectors(
                    around: again.span, in: reading, used: used, keeping: verbs, clauses: cache.clauses)
                for position in widened { used[position] = true }
                span = min(span.lowerBound, widened.lowerBound)..<max(span.upperBound, widened.upperBound)
                namedFirst = min(found.span.lowerBound, again.span.lowerBound)
                twiceInARow = true
            } else if let again = said, again.value.id == found.value.id,
                titleKeys(of: again.value.title).elementsEqual(reading.keys[again.span])
                    || titleKeys(of: found.value.title).elementsEqual(reading.keys[found.span])
            {
                // The same app named apart, once as the one addressed and once by another
                // of its names ("Tasks, c'est quoi ma liste ?", "what's on my list in
                // Tasks"): one app, both mentions its name.
                for position in absorbConnectors(around: again.span, in: reading, used: used, keeping: verbs, clauses: cache.clauses) {
                    used[position] = true
                }
            }
            naming.appSpan = span
            naming.namesAppPlainly = self.namesAppPlainly(found.span, widened: span, in: reading, clauses: cache.clauses)
            // Before the app's own name (not another name such as "my list"), even a word
            // that is also an article is a preposition (« de Tasks »).
            let saysOwnName = titleKeys(of: found.value.title).elementsEqual(reading.keys[found.span])
            // A word after it that begins a time ("tasks for today", «mis tareas de hoy») says
            // which of its things, not where the request goes.
            naming.appSaidAsPlace = (span.lowerBound..<found.span.lowerBound).contains { !fillerKeys.contains(reading.keys[$0]) || saysOwnName }
                || (found.span.upperBound..<span.upperBound).contains { !fillerKeys.contains(reading.keys[$0]) && !cache.timeWords.contains($0) }
            // Named twice in a row with nothing but an article before the first (« c'est quoi
            // ma liste dans Tasks », "my tasks in Tasks?"): the second says whose the first is;
            // the two are what is asked about, no place.
            if twiceInARow, (span.lowerBound..<namedFirst).allSatisfy({ fillerKeys.contains(reading.keys[$0]) }) {
                naming.appSaidAsPlace = false
            }
            // Japanese: the app named as the topic of a question with nothing after it
            // (「やることは？」, 「今日のタスクは？」) is what is asked about, not a place.
            // The の before it links what came before (「今日の」) to it, no place.
            let linked = span.lowerBound + 1 == found.span.lowerBound && reading.keys[span.lowerBound] == Self.linkingParticle
            if naming.appSaidAsPlace, tokenizer.forms.languageCode == "ja", span.lowerBound == found.span.lowerBound || linked,
                span.upperBound == found.span.upperBound + 1, reading.keys[found.span.upperBound] == Self.topicParticle,
                (span.upperBound..<count).allSatisfy({ isFrame[$0] })
            {
                naming.appSaidAsPlace = false
            }
            naming.evidence = .init(kind: .appName, words: reading.text(span), slot: nil, weight: 2.0)
        }
        naming.verbs = verbs
        naming.used = used.indices.filter { used[$0] }
        return naming
    }

    /// Whether the word at `position` is part of a name of an app other than `model`'s, said
    /// whole among the words not `excluded`.
    private func namesOtherApp(
        at position: Int, than model: IntentModel, in reading: Reading, excluding excluded: [Bool], vocabularies: [Vocabulary?],
        cache: MentionCache
    ) -> Bool {
        var bindings = Set<Int>()
        for other in intents where other.app != model.app {
            guard let binding = other.appBinding, bindings.insert(binding).inserted, let vocabulary = vocabularies[binding] else { continue }
            let named = mention(of: vocabulary, readsForms: false, allowsPartial: false, excluding: excluded, in: reading, cache: cache)
            if named?.span.contains(position) ?? false { return true }
        }
        return false
    }

    /// Whether the word at `position` is part of a name, said whole or in part, of a thing a
    /// request that marks things done acts on (a binding of `doneEntityBindings` not in `own`).
    private func namesDoneEntity(
        at position: Int, own: Set<Int>, reading: Reading, isFrame: [Bool], vocabularies: [Vocabulary?], cache: MentionCache
    ) -> Bool {
        doneEntityBindings.contains { binding in
            guard !own.contains(binding), let vocabulary = vocabularies[binding] else { return false }
            let said = mention(of: vocabulary, readsForms: true, allowsPartial: true, excluding: isFrame, in: reading, cache: cache)
            return said?.span.contains(position) ?? false
        }
    }

    private func read(
        _ model: IntentModel, reading: Reading, isFrame: [Bool], plainFrames: [Bool], denial: Denial,
        vocabularies: [Vocabulary?], cache: MentionCache
    ) -> FlexibleMatch? {
        // A sentence that introduces a title (after a colon: "Note: call the garage") is read
        // by the requests that take one.
        if cache.quotedIsTitle, !model.hasText { return nil }
        let count = reading.tokens.count
        // Words that evidence took. Request frames are not evidence, and are looked past when
        // values, names and keywords are sought; a free text may still hold one inside it.
        var used = [Bool](repeating: false, count: count)
        func taken() -> [Bool] { zip(used, isFrame).map { $0 || $1 } }
        // Connectors that begin a clause and a wording of this request ("para"): its verb.
        var verbs = Set(cache.leadingStarts.filter { position in
            leadingLexiconWords[reading.keys[position]]?.contains { intents[$0.intent].phraseID == model.phraseID } ?? false
        })
        var evidence: [FlexibleMatch.Evidence] = []
        var slots: [String: SlotMatch] = [:]
        var score = 0.0
        var loose = cache.saysVagueCount || cache.softened

        // The app's name, anywhere; another app's name rules this reading out.
        var namesApp = false
        var namesAppPlainly = false
        // Named with a connector ("from Tasks", 「Tasksから」): where a request goes, not the
        // app itself.
        var appSaidAsPlace = false
        // Where the app's name was said, with the small words taken with it.
        var appSpan: Range<Int>?
        // A name of the app said as another app's list (「注文のリスト」): no word of this app's.
        var otherAppsList: Range<Int>?
        if let binding = model.appBinding, let vocabulary = vocabularies[binding] {
            let ownsTitle = cache.titleAfterVerb?.owners.contains(model.phraseID) ?? false
            let naming = cache.appNaming(binding: binding, app: model.app, ownsTitle: ownsTitle, verbs: verbs) {
                appNaming(
                    vocabulary: vocabulary, app: model.app, ownsTitle: ownsTitle, verbs: verbs, reading: reading, isFrame: isFrame,
                    cache: cache)
            }
            verbs = naming.verbs
            for position in naming.used { used[position] = true }
            otherAppsList = naming.otherAppsList
            if let named = naming.evidence {
                appSpan = naming.appSpan
                namesApp = true
                namesAppPlainly = naming.namesAppPlainly
                appSaidAsPlace = naming.appSaidAsPlace
                score += 2.0
                evidence.append(named)
            }
        }

        // Values of the intent's vocabulary and number slots.
        var saysWholeValue = false
        // The word that says a name done ("bought" of "Bought the milk").
        var doneVerb: Int?
        var valuePositions: [Int] = []
        // A counting filler a value took before its name ("one" of "one miso"): the count, if
        // the request has a number slot and the sentence says no other number.
        var countBeforeValue: (Range<Int>, Int)?
        // A number written right beside a value ("cuatro sopas de miso", 「味噌汁を4杯」).
        var countBesideValue: (Range<Int>, Int)?
        // Whether a value was said again whole (a request said twice).
        var saysValueAgain = false
        // Where a whole case of a closed list was said, with the words that name its slot
        // („Niedrige Priorität“, "low priority"): see the label rule below.
        var caseSpans: [Range<Int>] = []
        // Where another value of a slot a value filled is said whole inside what the sentence
        // denies ("a minestrone, not a miso soup", „einmal Muschelsuppe, keine Tomatensuppe“):
        // the value set against the one asked for. Its words are no request denied ("soup").
        var deniedValueSpans: [Range<Int>] = []
        for slot in model.slots {
            switch slot.kind {
            case .vocabulary:
                guard let vocabulary = vocabularies[slot.binding] else { continue }
                // A title after a colon is the person's words: a value is read in it only said
                // whole ("(prioridad baja)"), not in part (« s'il peut venir » says no « ça peut
                // attendre »).
                func mention(excluding excluded: [Bool]) -> ValueLookup.Mention? {
                    let found = self.mention(of: vocabulary, readsForms: true, allowsPartial: true, excluding: excluded, in: reading, cache: cache)
                    guard cache.quotedIsTitle, let said = found, said.quality < 1, said.span.contains(where: cache.quoted.contains) else { return found }
                    var outside = excluded
                    for position in cache.quoted { outside[position] = true }
                    return self.mention(of: vocabulary, readsForms: true, allowsPartial: true, excluding: outside, in: reading, cache: cache)
                }
                // A value may say its own denial ("without saving", "ne la garde pas"); one
                // inside what the sentence denies ("don't make it the benchmark") is not said.
                var found = mention(excluding: zip(used, plainFrames).map { $0 || $1 })
                if let said = found, said.span.contains(where: { denial.denied[$0] || denial.negation[$0] }),
                    !said.span.contains(where: { denial.negation[$0] })
                {
                    // A case of a closed list denied is the case whose name denies it, said with
                    // its negation apart or in another order („speicher das nich“ for
                    // „speichere ihn nicht“, « ne pas garder » for « ne la garde pas »).
                    if slot.kind == .vocabulary(allowsFreeText: false),
                        let denying = lookup(vocabulary).valueDenying(said, in: reading),
                        let span = spanWithNegation(of: said.span, in: reading, denial: denial, excluding: used, clauses: cache.clauses)
                    {
                        found = ValueLookup.Mention(span: span, value: denying, quality: said.quality, edits: said.edits)
                    } else {
                        found = mention(excluding: taken())
                    }
                } else if tokenizer.forms.languageCode != "ja", slot.kind == .vocabulary(allowsFreeText: false), let said = found,
                    !said.span.contains(where: { denial.denied[$0] || denial.negation[$0] }),
                    let span = spanWithNegation(of: said.span, in: reading, denial: denial, excluding: used, clauses: cache.clauses),
                    span.lowerBound == said.span.lowerBound, span.upperBound == count || cache.clauses[span.upperBound] != cache.clauses[span.lowerBound]
                {
                    // A case said with a negation after it that ends its clause („speicher das
                    // nich“, „behalt ihn nicht“) is denied, as the verb „nicht“ follows is.
                    if let denying = lookup(vocabulary).valueDenying(said, in: reading) {
                        found = ValueLookup.Mention(span: span, value: denying, quality: said.quality, edits: said.edits)
                    } else {
                        found = nil
                    }
                }
                // Two cases of a closed list said as well as each other, one of them in words the
                // other's names also hold (« garde-la », « garde-la comme référence »): the
                // narrower one is meant, as when its own word is said apart (see below).
                if found == nil, slot.kind == .vocabulary(allowsFreeText: false), !model.hasText {
                    let tied = lookup(vocabulary).tiedMentions(
                        in: reading, excluding: zip(used, plainFrames).map { $0 || $1 }, allowsPartial: true)
                    if tied.count == 2, tied.allSatisfy({ $0.quality >= 1 }),
                        !tied.contains(where: { $0.span.contains(where: { denial.denied[$0] || denial.negation[$0] }) })
                    {
                        let narrower = tied.filter { wide in tied.contains { $0.value.id != wide.value.id && holds($0, in: wide.value, reading: reading) } }
                        if narrower.count == 1 { found = narrower[0] }
                    }
                }
                // A part of a value made only of a negation's words (なく of 「保存しなくていい」,
                // じゃ of 「急ぎじゃない」, said in 「タスクの方じゃなくて」), or only of particles
                // (ので of 「忘れちゃうので」), names no value.
                if tokenizer.forms.languageCode == "ja", let said = found, said.quality < 1,
                    said.span.allSatisfy({ denial.negation[$0] || reading.isFunctionWord[$0] })
                {
                    found = nil
                }
                // A case of a closed list said by a verb in the past (捨て of 「ゴミ捨ててきた、
                // 終わりにして」, 「保存した」), or right before one (「ベンチマーク取った」), says what
                // was done, never the case asked for.
                // Not a case whose own name says the past, nor a negation's past (「なかったことに」:
                // as if it never was).
                if slot.kind == .vocabulary(allowsFreeText: false), !cache.pastVerbs.isEmpty, let said = found,
                    !said.span.contains(where: { reading.isPastAuxiliary[$0] })
                {
                    let done = { (position: Int) in cache.pastVerbs.contains(position) && !reading.forms[position].contains(Self.japaneseNegation) }
                    if said.span.contains(where: done) || (said.span.upperBound < count && done(said.span.upperBound))
                        || (said.span.upperBound + 1 < count && reading.isFunctionWord[said.span.upperBound] && done(said.span.upperBound + 1))
                    {
                        found = nil
                    }
                }
                // …and so is one said by a verb in a finite form of the past («¿Descartaste la
                // carrera?», «¿Se guardó la carrera?»): it asks what was done.
                if slot.kind == .vocabulary(allowsFreeText: false), tokenizer.forms.languageCode != "ja", let said = found,
                    said.span.contains(where: { cache.verbalParticiples[$0] != nil && completedForms.isFinitePast(at: $0, in: reading) })
                {
                    found = nil
                }
                // A name said done ("Bought the milk"): the request that marks it done.
                if model.doneWeight > 0, !cache.completed.isEmpty,
                    let done = lookup(vocabulary).completedMention(
                        in: reading, excluding: zip(used, plainFrames).map { $0 || $1 }, completed: cache.completed,
                        verbForms: cache.completedVerbForms(at:), completedAfterName: cache.completedAfterName,
                        mayBeBetween: { !used[$0] && (cache.soft[$0] || cache.doneCompanion[$0] || reading.isFunctionWord[$0]) },
                        // Japanese marks what was done with a particle (「車を洗った」), whatever the order.
                        mayBeBeforeVerb: { !used[$0] && (cache.doneCompanion[$0] || (completedForms.languageCode == "ja" && reading.isFunctionWord[$0])) })
                    // A stem may already have read the name whole ("watered" as "water").
                    , (found?.quality ?? 0) < 1 || found?.value.id == done.mention.value.id
                {
                    found = done.mention
                    doneVerb = done.verb
                }
                // A part of an entity's name made only of another app's words names none of
                // this app's entities: „pedido“ of «cancela mi pedido de Amazon» is Soup Chef's
                // order, no part of the to-do «Pedir cita con el dentista».
                if slot.kind == .vocabulary(allowsFreeText: true), let said = found, said.quality < 1,
                    said.span.allSatisfy({ cache.soft[$0] || isWordOfOtherApp(at: $0, than: model, in: reading, cache: cache) })
                {
                    found = nil
                }
                // So too a case of a closed list said in part only by words of another of its
                // app's requests, in another form than its names say them: « tours » of « j'ai
                // fini mes cinq tours, arrête la course » are laps, not the « tour de référence »
                // ("my new record" is the case's own "record").
                if slot.kind == .vocabulary(allowsFreeText: false), let said = found, said.quality < 1 {
                    let nameKeys = caseNameKeys(of: said.value)
                    if said.span.allSatisfy({ position in
                        cache.soft[position]
                            || (!nameKeys.contains(reading.keys[position]) && isWordOfSiblingRequest(at: position, of: model, in: reading))
                    }) {
                        found = nil
                    }
                }
                // Two values said as well as each other, one of them inside what the sentence
                // denies („Ich will die Misosuppe, nicht die Tomatensuppe“): the other is meant —
                // when no word of the request's own is said besides, or when both are said whole
                // ("order a clam chowder, not a tomato soup"). A request said by its own word with
                // names said in part reads such a sentence through its free text, as before
                // (« supprime les poubelles, pas le pain »), and so does one that marks a thing done
                // („Müll rausbringen ist erledigt, Blumen gießen aber noch nicht“).
                if found == nil, model.doneWeight == 0, denial.denied.contains(true) {
                    let tied = lookup(vocabulary).tiedMentions(in: reading, excluding: zip(used, plainFrames).map { $0 || $1 }, allowsPartial: true)
                    if tied.contains(where: { $0.span.contains(where: { denial.denied[$0] }) }) {
                        let undenied = (0..<count).map { used[$0] || plainFrames[$0] || denial.denied[$0] || denial.negation[$0] }
                        // …one other only: two said undenied ("…, not a minestrone, and a miso
                        // soup") are no one value.
                        if lookup(vocabulary).tiedMentions(in: reading, excluding: undenied, allowsPartial: true).isEmpty,
                            let other = mention(excluding: undenied),
                            tied.allSatisfy({ $0.quality >= 1 && $0.edits == 0 })
                                || !(0..<count).contains(where: { position in
                                    !isFrame[position] && !cache.soft[position] && !tied.contains { $0.span.contains(position) }
                                        && reading.forms[position].contains { model.keywords[$0] != nil }
                                })
                        {
                            found = other
                        }
                    }
                }
                guard var found else { continue }
                // A case said whole, and elsewhere in the sentence a word only another case of
                // the same closed list says, one whose names also hold the words said: that
                // narrower case is meant ("stop, that's a PB, save it as me benchmark", « garde-le
                // comme perf de référence »: the benchmark, not a plain save).
                if case .vocabulary(allowsFreeText: false) = slot.kind, found.quality >= 1, !model.hasText,
                    let (narrower, words) = narrowerCase(
                        than: found, in: vocabulary, reading: reading,
                        isOpen: { position in
                            !used[position] && !isFrame[position] && !found.span.contains(position) && !denial.denied[position]
                                && !denial.negation[position] && !reading.forms[position].contains(where: { model.keywords[$0] != nil })
                        },
                        isOtherRequestWord: { isWordOfSiblingRequest(at: $0, of: model, in: reading) })
                {
                    found = ValueLookup.Mention(span: found.span, value: narrower, quality: 1, edits: found.edits)
                    // Said in another clause, a remark ("…, I think it's my personal record"), the
                    // word stays with it: set aside as that clause is, so the reading is asked.
                    for position in words where cache.clauses[position] == cache.clauses[found.span.lowerBound] {
                        used[position] = true
                        evidence.append(.init(kind: .value, words: reading.text(position..<position + 1), slot: slot.name, weight: 0))
                    }
                }
                // Japanese: a name whose own last word is the verb said done (出し of 「ゴミ出し」 in
                // 「ゴミ出してきた」, 「ゴミ出しといた」): the name says itself done.
                if doneVerb == nil, model.doneWeight > 0, completedForms.languageCode == "ja", found.quality >= 1,
                    let last = found.span.last, cache.completed.contains(last)
                {
                    doneVerb = last
                }
                // A value said only in part by words the request's own phrases say, beside
                // another of its own words, is that request's word, not the value: «para la
                // carrera» stops the run, it does not keep it «como mi carrera de referencia»
                // ("stop the run" is no "benchmark run"). Nor is a negation alone a value that
                // begins with one: «sin gluten» is no «sin prisa».
                if found.quality < 1, !found.matchedWords.isEmpty {
                    func isOwn(_ position: Int) -> Bool { reading.forms[position].contains { model.keywords[$0] != nil } }
                    let ownElsewhere = (0..<count).contains { !found.span.contains($0) && !isFrame[$0] && isOwn($0) }
                    if found.matchedWords.allSatisfy({ cache.negationWords.contains($0) || (ownElsewhere && isOwn($0)) }) {
                        continue
                    }
                }
                if denial.denied.contains(true) {
                    var outside = (0..<count).map { !denial.denied[$0] || used[$0] }
                    for position in found.span { outside[position] = true }
                    if outside.contains(false), let other = mention(excluding: outside), other.quality >= 1, other.edits == 0,
                        other.value.id != found.value.id
                    {
                        deniedValueSpans.append(other.span)
                    }
                }
                valuePositions.append(contentsOf: found.span)
                var span = found.span
                span = absorbLabels(of: slot.name, around: span, in: reading, used: used)
                if !model.hasText, case .vocabulary = slot.kind, found.quality >= 1 {
                    span = absorbServings(around: span, in: reading, used: used, isFrame: isFrame, soft: cache.soft)
                }
                if case .vocabulary(allowsFreeText: false) = slot.kind, found.quality >= 1, found.edits == 0 { caseSpans.append(span) }
                span = absorbConnectors(around: span, in: reading, used: used, keeping: verbs, clauses: cache.clauses)
                for position in span { used[position] = true }
                if countBeforeValue == nil, !countingFillers.isEmpty,
                    let position = (span.lowerBound..<found.span.lowerBound).first(where: { countingFillers[reading.keys[$0]] != nil })
                {
                    countBeforeValue = (position..<position + 1, countingFillers[reading.keys[position]]!)
                }
                if countBesideValue == nil {
                    var beside = tokenizer.forms.languageCode == "ja" ? span.upperBound : span.lowerBound - 1
                    if tokenizer.forms.languageCode == "ja", beside < count, reading.isFunctionWord[beside] { beside += 1 }
                    // Past one word of a measure between ("zwei Schalen Misosuppe", "two big bowls
                    // of …" read to "bowls"): the count is the number before it.
                    if tokenizer.forms.languageCode != "ja", beside > 0, !used[beside], !reading.isFunctionWord[beside],
                        cache.clauses[beside] == cache.clauses[found.span.lowerBound],
                        singleNumber(at: beside, in: reading, cache: cache) == nil,
                        singleNumber(at: beside - 1, in: reading, cache: cache).map({ $0.wordCount == 1 && !fillerKeys.contains(reading.keys[beside - 1]) }) == true
                    {
                        beside -= 1
                    }
                    if beside >= 0, beside < count, !used[beside], cache.clauses[beside] == cache.clauses[found.span.lowerBound],
                        let number = singleNumber(at: beside, in: reading, cache: cache), number.wordCount == 1
                    {
                        countBesideValue = (beside..<beside + 1, number.value)
                    }
                }
                let weight = found.quality >= 1 ? 1.5 : 0.6 + 0.6 * found.quality
                // …or heard as two words ("mine strone"): asked, never acted on.
                // A compound's first part said as written names it as its whole word would
                // („Zahnarzt erledigt“).
                if (found.quality < 1 && !found.byFirstPart) || found.edits > 0 || found.span.contains(where: cache.splitNames.contains) {
                    loose = true
                }
                if found.quality >= 1, slot.kind == .vocabulary(allowsFreeText: true) { saysWholeValue = true }
                if found.quality >= 1, found.edits == 0, !model.hasText, slot.kind == .vocabulary(allowsFreeText: false),
                    saysCaseInOwnWords(found.span, in: reading)
                {
                    saysWholeValue = true
                }
                score += weight
                let value = found.value
                if found.quality < 1, case .vocabulary(allowsFreeText: true) = slot.kind {
                    // A name said only in part ("the passport one") may fit names the vocabulary
                    // does not hold: the words that matched go to the query, which finds them all —
                    // as the name spells them, for words said in another form, with a typo or
                    // with a quote mark on them (« arosser les plante » asks for "plantes",
                    // « apeler mamy » for "appeler", « 'payer loyer' » for "loyer").
                    let said = found.matchedWords.map { reading.text($0..<$0 + 1) }
                    let words = (found.nameWords.count == said.count ? found.nameWords : said).filter { !$0.isEmpty }
                        .joined(separator: " ")
                    slots[slot.name] = makeSlot(found.span, reading: reading, value: .text(words))
                } else {
                    slots[slot.name] = makeSlot(
                        found.span, reading: reading, value: .vocabulary(id: value.id, title: value.title))
                }
                evidence.append(.init(kind: .value, words: reading.text(found.span), slot: slot.name, weight: weight))
                // The same name said again, whole, as people repeat a request ("I'd like two
                // minestrone. Two minestrone soups, please.", "delete call mum … delete call
                // mum"): that value once more, not words nothing explains. Only the name said
                // first decides; a repeat adds no weight.
                if found.quality >= 1 {
                    var excluded = taken()
                    while let again = mention(excluding: excluded), again.quality >= 1, again.edits == 0, again.value.id == value.id {
                        for position in again.span {
                            used[position] = true
                            excluded[position] = true
                        }
                        valuePositions.append(contentsOf: again.span)
                        saysValueAgain = true
                        evidence.append(.init(kind: .value, words: reading.text(again.span), slot: slot.name, weight: 0))
                    }
                }
                // A case's verb said apart from the rest of its name, in its clause („speichern
                // Sie den Lauf als Referenzlauf ab“, „als Bestzeit-Referenz speichern“ for „als
                // Referenz speichern“): a word of one of the case's own names, no small word of
                // the language nor one of this request's, is part of the value. Not beside a free
                // text, whose words they may be („Wichtige Unterlagen scannen, nicht wichtig“).
                // So too a word of a thing's name said in part, in another form and order in its
                // clause ("done with the dentist booking" for "Book the dentist").
                let saysCaseApart = slot.kind == .vocabulary(allowsFreeText: false) && found.quality >= 1
                let saysNameApart = slot.kind == .vocabulary(allowsFreeText: true) && found.quality < 1
                if saysCaseApart || saysNameApart, !model.hasText {
                    let clause = cache.clauses[found.span.lowerBound]
                    var nameForms: Set<String>?
                    for position in 0..<count
                    where !used[position] && !isFrame[position] && !reading.isFunctionWord[position] && cache.clauses[position] == clause
                        && !lexiconWordKeys.contains(reading.keys[position]) && !reading.forms[position].contains(where: { model.keywords[$0] != nil })
                    {
                        let forms = nameForms ?? caseNameForms(of: value)
                        nameForms = forms
                        guard reading.forms[position].contains(where: forms.contains) else { continue }
                        used[position] = true
                        evidence.append(.init(kind: .value, words: reading.text(position..<position + 1), slot: slot.name, weight: 0))
                    }
                }
            case .number(let minimum, let maximum):
                // A time of day is never a count („Um 12 Uhr bestell zwei Minestrone“).
                var excluded = taken()
                for position in cache.clockTimes { excluded[position] = true }
                guard var (span, number) = cache.number(taken: excluded, find: { firstNumber(in: reading, excluding: excluded, corrections: cache.countCorrections) })
                    ?? countBeforeValue
                else { continue }
                // A number said in an earlier clause, before the one beside the value, tells
                // something else ("Somos cinco en casa…, así que pide cuatro sopas de miso"):
                // the number beside the value is the count.
                // So too an article that is also the number one said before it („hab einen
                // Bärenhunger, bestell mir zwei Schalen Misosuppe“).
                if let (beside, besideNumber) = countBesideValue, span.upperBound <= beside.lowerBound,
                    cache.clauses[span.lowerBound] != cache.clauses[beside.lowerBound]
                        || (span.count == 1 && fillerKeys.contains(reading.keys[span.lowerBound]) && !fillerKeys.contains(reading.keys[beside.lowerBound])),
                    !excluded[beside.lowerBound]
                {
                    (span, number) = (beside, besideNumber)
                }
                // A zero said in words where a count starts at one says "none" („hab null Bock zu
                // kochen, bestell mir …“): no count.
                // Only one said away from the request: "order zero soups" still says how many.
                if number == 0, (minimum ?? 0) >= 1, !reading.keys[span.lowerBound].contains(where: \.isNumber),
                    !(0..<count).contains(where: { position in
                        cache.clauses[position] == cache.clauses[span.lowerBound] && reading.forms[position].contains { model.keywords[$0] != nil }
                    }),
                    !valuePositions.contains(where: { cache.clauses[$0] == cache.clauses[span.lowerBound] })
                {
                    continue
                }
                // The count it corrects, and the no between, are part of it („zwei, nee, drei“).
                let takenBack = takenBackCount(before: span.lowerBound, in: reading, excluding: used, corrections: cache.countCorrections)
                for position in absorbLabels(of: slot.name, around: span, in: reading, used: used) { used[position] = true }
                for position in takenBack { used[position] = true }
                valuePositions.append(contentsOf: span)
                score += 0.5
                slots[slot.name] = makeSlot(
                    span, reading: reading, value: .number(number),
                    isWithinLimits: number >= (minimum ?? .min) && number <= (maximum ?? .max))
                evidence.append(.init(kind: .value, words: reading.text(span), slot: slot.name, weight: 0.5))
                // The same number said again with its value said again, as a repeated request
                // says it ("two minestrone … two minestrone soups"): that number once more. Not
                // beside another value ("two tomato soups and two miso soups").
                let again = taken()
                if saysValueAgain, let (repeated, sameNumber) = firstNumber(in: reading, excluding: again, corrections: cache.countCorrections), sameNumber == number {
                    for position in repeated { used[position] = true }
                    valuePositions.append(contentsOf: repeated)
                    evidence.append(.init(kind: .value, words: reading.text(repeated), slot: slot.name, weight: 0))
                }
            default:
                continue
            }
        }

        // A clause that says why («pide una minestrone que vengo de correr», "…, because I'm
        // cold", « …, parce que j'ai faim ») is context: its words are no evidence of this
        // request nor its title. One said inside the request's clause, without a comma, may
        // be a title's relative clause (« añade comprar el libro que me dejó Ana »): only
        // requests without free text read it so — unless its word begins nothing but a reason
        // ("add cancel the gym because I never go", « parce que », „weil“). One that holds a
        // value or the app's name («…, que es urgente») is left to the rules of values.
        var reasonWords: [Int] = []
        for reason in cache.reasons where reason.ownClause || reason.sure || !model.hasText {
            guard !reason.span.contains(where: { used[$0] }) else { continue }
            // Said without a comma, it may also be a relative clause of what the request is
            // about («las sopas que pedí», «las tareas que me quedan»): not with its own words
            // (a word that begins nothing but a reason begins no such clause). Nor a clause
            // before a word of consequence that holds them: the request is said there ("add buy
            // milk so we have some").
            if (!reason.ownClause && !reason.sure) || cache.consequenceEnds.contains(reason.span.upperBound - 1),
                reason.span.contains(where: { reading.forms[$0].contains { model.keywords[$0] != nil } })
            {
                continue
            }
            for position in reason.span where !used[position] {
                used[position] = true
                if !cache.soft[position] && !isFrame[position] { reasonWords.append(position) }
            }
        }

        // The intent's own words: what it is about. Without one, there is no reading.
        var keywordScore = 0.0
        var keywordPositions: [Int] = []
        let ownBindings = model.bindings
        var keywordWeights: [Int: Double] = [:]
        var siblingVerbPositions: [Int] = []
        for position in 0..<count where !used[position] && !isFrame[position] && !reading.isFunctionWord[position] {
            var weight = 0.0
            var weighed = false
            let saidNegated = cache.negatedWording.contains(position)
            for form in cache.ownWordForms[position] where model.negatedOnly.contains(form) == saidNegated {
                guard var own = model.keywords[form] else { continue }
                // A word that only asks, which its own wordings do not say: a tie-breaker, and
                // only in a sentence that asks.
                if model.askedOnly.contains(form) {
                    guard cache.asks else { continue }
                    own = min(own, Self.phraseWordWeight)
                }
                // A word that links rather than asks (« est », « que », "is") tells which
                // request is meant only in a sentence that asks ("what is on my list"):
                // elsewhere it is a tie-breaker (« on est nombreux » asks for no orders).
                if linkingForms.contains(form), !cache.asksByWord { own = min(own, Self.phraseWordWeight) }
                weight = weighed ? max(weight, own) : own
                weighed = true
            }
            // A word the language also uses as a small word ("para": "for") is the intent's verb
            // when it begins a clause and one of the intent's wordings begins with it.
            if weight == 0, verbs.contains(position),
                let leading = leadingLexiconWords[reading.keys[position]]?.first(where: { intents[$0.intent].phraseID == model.phraseID })
            {
                weight = leading.weight
            }
            // German: a request's verb said as its participle after a modal or for the passive
            // („Miete überweisen kann gelöscht werden“, „soll abgehakt werden“), which no stem
            // links to the verb („gelöscht“, „löschen“): its own word. Not a word that says done
            // („erledigt“ of „Die Steuer ist erledigt“: see `readCompleted`).
            if weight == 0, tokenizer.forms.languageCode == "de", cache.participles.contains(position),
                !reading.forms[position].contains(where: doneWordForms.contains)
            {
                for form in cache.completedVerbForms(at: position) {
                    if let own = model.keywords[form] { weight = max(weight, own) }
                }
            }
            // The verb another request of its app says in the present, said completed as a verb
            // (« quelle soupe j'ai prise ce midi », « j'ai pris quoi » beside « Prends-moi une
            // minestrone »): this request's completed verb (see ``IntentDraft/siblingVerbs``).
            // Not one with a particle of its own after it, then nothing but when ("what have I
            // got on today": a verb of another meaning, what is planned).
            if weight == 0, !model.siblingVerbs.isEmpty, let verbs = cache.verbalParticiples[position],
                verbs.isDisjoint(with: model.completedVerbs), !verbs.isDisjoint(with: model.siblingVerbs),
                !(position + 1 < count && titleClosers.contains(reading.keys[position + 1])
                    && ((position + 2)..<count).allSatisfy({
                        cache.clauses[$0] != cache.clauses[position] || cache.timeWords.contains($0) || isFrame[$0]
                    }))
            {
                weight = model.completedVerbs.compactMap { model.keywords[$0] }.max() ?? 0
                siblingVerbPositions.append(position)
            }
            guard weight > 0 else { continue }
            if cache.timeLeads.contains(position) { continue }
            // A request's verb said after an article or a possessive (« c'est quoi ma commande »,
            // "what's my order") is a noun: no word of the request it opens. Not one said as a
            // place (« ajoute une miso à ma commande », "add a miso to my order"): the request
            // it names is where the rest goes.
            if position > 0, !model.verbOnly.isEmpty, determinerKeys.contains(reading.keys[position - 1]),
                position < 2 || !placeKeys.contains(reading.keys[position - 2]),
                reading.forms[position].allSatisfy({ model.keywords[$0] == nil || model.verbOnly.contains($0) })
            {
                continue
            }
            // A name the sentence is said to ("…, Marcos") is no word of a request, whatever
            // its stem ("marc" of "marca").
            if cache.addressee.contains(position) { continue }
            // Japanese: a verb that says no request of its own (「入れる」), said plain at its
            // clause's end, after a clause whose own such verb a request's frame follows
            // (「ToDoに追加してほしいんだけど、ガソリンを入れる」): the title's verb, not the
            // request said again. Not one a frame follows (「ガソリン入れる、ってタスク追加して」).
            if tokenizer.forms.languageCode == "ja", model.hasText, reading.forms[position].contains(where: genericVerbForms.contains),
                !((position + 1)..<count).contains(where: { cache.clauses[$0] == cache.clauses[position] && !reading.isFunctionWord[$0] }),
                (0..<position).contains(where: { earlier in
                    cache.clauses[earlier] < cache.clauses[position] && !isFrame[earlier] && !used[earlier]
                        && reading.forms[earlier].contains { model.keywords[$0] != nil && genericVerbForms.contains($0) }
                        && earlier + 1 < count && cache.clauses[earlier + 1] == cache.clauses[earlier] && isFrame[earlier + 1]
                })
            {
                continue
            }
            // Words of a title begun by an infinitive after another request's verb ("añade
            // parar en la gasolinera") are that title's, never this request's.
            // A word said done after such a title (« la tâche appeler Mamie est terminée ») says
            // the title done: the word of the request that marks done, not the title's.
            if let title = cache.titleAfterVerb, position > title.verb, !title.owners.contains(model.phraseID),
                !(model.doneWeight > 0 && cache.completed.contains(position))
            {
                continue
            }
            // …and the verb that begins the title is the title's, even when the request also
            // says it ("make" of "put make a pot of soup on my list").
            if let title = cache.titleAfterVerb, position == title.first, title.owners.contains(model.phraseID) { continue }
            // A title said after the request's own word that ends in another of its words, right
            // after the title's own words and last in the sentence („Neue Aufgabe Brief an Oma
            // schreiben“, „Aufgabe hinzufügen: Bericht schreiben bitte“): the word said last is
            // the title's verb, not the request said twice. Not a verb that says no request of its
            // own („Füg Milch kaufen hinzu“), nor the rest of a separable verb („Schreib Milch
            // kaufen auf“), nor one after a place or small word („…, Milch kaufen auf meine Liste
            // schreiben“).
            if model.hasText, position >= 2, !genericVerbKeys.contains(reading.keys[position]),
                !lexiconWordKeys.contains(reading.keys[position]), !SeparablePrefixes.german.contains(reading.keys[position]),
                !(position + 1..<count).contains(where: { !isFrame[$0] }),
                !isFrame[position - 1], !reading.isFunctionWord[position - 1], !lexiconWordKeys.contains(reading.keys[position - 1]),
                !reading.forms[position - 1].contains(where: { model.keywords[$0] != nil }),
                cache.clauses[position - 1] == cache.clauses[position],
                keywordPositions.contains(where: { $0 < position - 1 })
            {
                continue
            }
            // A verb made a noun («走るのを» of 「走るのをやめる」) is what the request after it
            // acts on: the verb that follows is the request.
            if cache.nominalized.contains(position) || cache.nounPhrases.contains(position) { continue }
            // A completed form of the verb of a request with a title («¿qué tengo apuntado?»,
            // «¿qué tareas he anotado?») says what was done, never the request to do it.
            if model.hasText, cache.participles.contains(position) { continue }
            // So is a completed form of the verb of a request with no title that its own
            // wordings never say so and another request of its app's does (« j'ai déjà commandé
            // une minestrone ou pas ? », „Hab ich schon eine Minestrone bestellt?“: the orders,
            // listed as « Qu'est-ce que j'ai commandé ? » asks for them), said as a verb, after a
            // word that comes with a statement of done in its clause («ya he pedido», not «a mi
            // pedido»). Not in a clause that wishes („Ich hätte gern eine Minestrone bestellt“
            // orders one).
            // So is a completed form of its own verb said in a question («¿está encendido el
            // cronómetro?», «¿ya arrancó el cronómetro?», „Ist der Lauf schon gestartet?“): it asks
            // whether it is so, never for the request — one whose wordings never say that verb so.
            // Not a noun shaped as one, after an article («¿puedes parar la corrida?»), nor the
            // verb another request orders with, which asks about the orders (« combien de
            // minestrones j'ai pris aujourd'hui ? »).
            // In a question it may be said with no word that comes with a statement ("started the
            // run?", « t'as lancé le chrono ? ») — not of a request whose own wordings ask about
            // what was done: «¿qué ordené hoy de sopa?» asks for the orders.
            let completedVerbs = cache.verbalParticiples[position] ?? cache.questionParticiples[position]
            if !model.hasText, let verbs = completedVerbs, model.completedVerbs.isDisjoint(with: verbs) {
                let verbal = cache.verbalParticiples[position] != nil
                if let app = model.app, completedVerbsOfApp[app]?.isDisjoint(with: verbs) == false { continue }
                if cache.hasQuestionMark, !(position > 0 && determinerKeys.contains(reading.keys[position - 1])),
                    siblingVerbPositions.last != position, verbal || model.completedVerbs.isEmpty
                {
                    continue
                }
            }
            // Japanese says it with the past's た (「ミネストローネはもう注文した？」, 「もう頼んだっけ」):
            // a request whose wordings never say its verb in the past, when another of its app's
            // asks with it (「今日何を注文した？」).
            if !model.hasText, let app = model.app, cache.pastVerbs.contains(position), !model.saysPast, appsSayingPast.contains(app)
            {
                continue
            }
            if cache.quoted.contains(position) { continue }
            if let list = otherAppsList, list.contains(position) { continue }
            // A request's word typed with a slip ("suprime") may be another word: asked, never
            // acted on.
            if cache.typedVerbs.contains(position) { loose = true }
            // The kind of another request's value, said with it ("soup" of "minestrone soup
            // please"), is that value's word, not this request's.
            if cache.kindOfValue.contains(where: { !ownBindings.contains($0.key) && $0.value.contains(position) }) { continue }
            if cache.isInOtherValue(position, own: ownBindings) { weight /= 2 }
            // A verb this request says only with a separable prefix that another says alone,
            // said without its prefix („Milch kaufen streichen“ without „durch“): the other's.
            else if !model.boundPrefix.isEmpty,
                let prefix = reading.forms[position].lazy.compactMap({ model.boundPrefix[$0] }).first,
                !cache.saidPrefixes.contains(prefix)
            {
                weight /= 2
            }
            // A word of a quantity said in words ("par" of "un par de" is no "para") says less.
            else if cache.inQuantity[position] { weight /= 2 }
            // The prefix of a separable verb said after the verb („Füg … hinzu“, „Nimm … auf“) is
            // the verb's, one word with it: it makes the verb this request's, it says no more of
            // it ("add" is said once in „Füg eine Runde hinzu“).
            // …and one that closes a verb it makes a word with that is no word of this request
            // („ab“ of „speicher den Lauf ab“ is no „Hak … ab“) says none of it.
            if let (verb, joined) = cache.prefixVerbs[position], !reading.forms[verb].contains(where: { model.keywords[$0] != nil }),
                !saysOwnWord(joined, of: model)
            {
                keywordPositions.removeAll { $0 == position }
                continue
            }
            if keywordPositions.contains(where: { verb in
                closesVerb(at: verb, prefixAt: position, in: reading, clauses: cache.clauses) { model.keywords[$0] != nil }
            }) {
                weight = min(weight, Self.phraseWordWeight)
            }
            keywordPositions.append(position)
            keywordWeights[position] = weight
            keywordScore += weight
        }
        // Such a verb says this request only beside another of its words that does not only ask
        // (« soupe »), a question mark or a word that says when («… ce midi ») : « j'ai pris froid »,
        // « j'ai pris mes médicaments » ask about no order.
        if !siblingVerbPositions.isEmpty, !cache.hasQuestionMark,
            !(0..<count).contains(where: { cache.timeWords.contains($0) }),
            !keywordPositions.contains(where: { position in
                !siblingVerbPositions.contains(position) && !reading.forms[position].allSatisfy(questionForms.contains)
            })
        {
            for position in siblingVerbPositions {
                keywordScore -= keywordWeights[position] ?? 0
                keywordWeights[position] = nil
            }
            keywordPositions.removeAll { siblingVerbPositions.contains($0) }
        }
        // A name said done says the request's word for done: the completed verb stands for it,
        // and the words that come with such a statement in its clause ("already", "I've") are
        // part of it.
        if let verb = doneVerb {
            keywordPositions.append(verb)
            keywordWeights[verb] = model.doneWeight
            keywordScore += model.doneWeight
            for position in 0..<count where cache.doneCompanion[position] && !used[position] && cache.clauses[position] == cache.clauses[verb] {
                used[position] = true
            }
            if cache.completedInQuestion { loose = true }
        } else if model.doneWeight > 0, !doneWordForms.isEmpty {
            // The request's own word for done said as a statement, with the words that come with
            // one in its clause („Zahnarzt ist erledigt“, "the rent is done already"): they are
            // part of it, when the clause holds another word left to name what is done („Ich
            // habe alles erledigt“ names nothing, and keeps its words).
            for done in keywordPositions where reading.forms[done].contains(where: doneWordForms.contains) {
                let clause = cache.clauses[done]
                let companions = (0..<count).filter { cache.doneCompanion[$0] && !used[$0] && cache.clauses[$0] == clause }
                guard !companions.isEmpty,
                    (0..<count).contains(where: { position in
                        position != done && cache.clauses[position] == clause && !used[position] && !cache.soft[position] && !isFrame[position]
                            && !cache.doneCompanion[position]
                    })
                else { continue }
                for position in companions { used[position] = true }
                if cache.completedInQuestion { loose = true }
            }
        }
        // Two of its words that its phrases never say together are two wordings of the
        // request: the later one, right before words no evidence took, begins the free text
        // ("note: call back the insurer" — "call back" is no second request).
        if model.hasText, keywordPositions.count > 1 {
            for q in keywordPositions.reversed() {
                guard let next = (q + 1..<count).first(where: { !cache.soft[$0] }), !used[next] else { continue }
                let isAlternative = keywordPositions.contains { p in
                    p < q && !reading.forms[p].contains { a in reading.forms[q].contains { b in a == b || saysTogether(a, b, in: model) } }
                }
                guard isAlternative else { continue }
                keywordScore -= keywordWeights[q] ?? 0
                keywordWeights[q] = nil
                keywordPositions.removeAll { $0 == q }
                break
            }
        }
        // Japanese says the verb last: an earlier wording of the same request that ends a noun
        // phrase before を (作成 of 「企画書作成を追加して」, 「報告書の作成を追加して」) is the
        // title's last word, not a second request. Only after a word of the title: 「メモを追加」
        // still names no title.
        if model.hasText, tokenizer.forms.languageCode == "ja", keywordPositions.count > 1 {
            for p in keywordPositions where p + 1 < count && reading.keys[p + 1] == "を" {
                guard let q = keywordPositions.first(where: { $0 > p + 1 }),
                    !reading.forms[p].contains(where: { a in reading.forms[q].contains { b in a == b || saysTogether(a, b, in: model) } }),
                    (0..<p).contains(where: { !cache.soft[$0] && !used[$0] && cache.clauses[$0] == cache.clauses[p] })
                else { continue }
                keywordScore -= keywordWeights[p] ?? 0
                keywordWeights[p] = nil
                keywordPositions.removeAll { $0 == p }
                break
            }
        }
        // A sentence that denies one of its own words does not ask for it ("don't delete it,
        // just mark it done", "Starte keinen Lauf", "not my tasks") — unless it says that word
        // too ("Neue Runde, keinen neuen Lauf"), or another of its own words in a later clause
        // that denies nothing: one way of saying the request taken back, another said after it
        // („Runde, aber nicht stoppen, nur die Rundenzeit“, „nicht nochmal bestellen, nur zeigen,
        // was ich bestellt hab“; "delete it — no, don't remove it" still takes it back). A word
        // denied after it (Japanese "タイマー じゃなくて") is only set aside: what follows takes
        // its place.
        // A word denied as a name of another app ("show me my orders, not my list", « mes
        // tâches, pas mes commandes ») denies that app, not this request.
        var said: Set<String>?
        var deniedClauses: Set<Int>?
        for position in 0..<count
        where denial.denied[position] && denial.deniedBefore[position] && !used[position]
            && !deniedValueSpans.contains(where: { $0.contains(position) })
        {
            let own = reading.forms[position].filter { model.keywords[$0] != nil }
            guard !own.isEmpty, !namesOtherApp(
                at: position, than: model, in: reading, excluding: plainFrames, vocabularies: vocabularies, cache: cache)
            else { continue }
            // A participle said is its verb said („Hab ich schon Suppe bestellt? Ich will nicht
            // doppelt bestellen“ asks about the orders; the infinitive denied is another wish).
            let saidForms = said ?? Set(keywordPositions.flatMap { reading.forms[$0] + completedForms.verbForms(at: $0, in: reading) })
            said = saidForms
            guard !own.contains(where: saidForms.contains) else { continue }
            // A denial of something no app has a word for, said after the denied word ("…, pero
            // no pongas música", "but don't put music on"): it denies that, not the request said
            // before it. („keine Lust auf meine Aufgaben“ denies the list's word itself.)
            if (position + 1..<count).contains(where: { other in
                cache.clauses[other] == cache.clauses[position] && denial.denied[other]
                    && !(appSpan?.contains(other) ?? false) && !oneWordAppNameKeys.contains(reading.keys[other])
                    && !reading.isFunctionWord[other] && !lexiconWordKeys.contains(reading.keys[other]) && !plainFrames[other]
                    && !reading.forms[other].contains(where: { intentsByKeyword[$0] != nil })
            }) {
                continue
            }
            // Nor one said after a word of contrast, after the request's own words („Zähl eine
            // Runde, aber nicht stoppen“, "record a lap but don't stop", «marca la vuelta pero
            // sigue contando no pares»): it sets what it denies against the request, it takes
            // nothing back.
            if (0..<position).contains(where: { contrast in
                cache.contrastWords.contains(contrast) && cache.clauses[contrast] == cache.clauses[position]
                    && keywordPositions.contains { $0 < contrast }
            }) {
                continue
            }
            // Nor one said in a clause after the request's own words whose word says another
            // request of its app as much as this one („Runde markieren, nicht stoppen“: „stoppen“ stops the run
            // as much as it times a lap): it denies that request. ("delete it, no, don't remove
            // it": "remove" is the deletion's own word most, and takes it back.)
            if keywordPositions.contains(where: { $0 < position }),
                !keywordPositions.contains(where: { cache.clauses[$0] == cache.clauses[position] }),
                // …a request said plainly: no clause of its own words denies anything («Tres
                // vueltas no es nada, no pares» tells of the laps, it asks none).
                !(0..<count).contains(where: { other in
                    denial.negation[other] && keywordPositions.contains { cache.clauses[$0] == cache.clauses[other] }
                }),
                own.allSatisfy({ form in
                    guard let weight = model.keywords[form] else { return false }
                    return intents.contains { other in
                        other.phraseID != model.phraseID && other.app == model.app && (other.keywords[form] ?? 0) >= weight
                    }
                })
            {
                continue
            }
            let denying = deniedClauses ?? Set((0..<count).filter { denial.negation[$0] || denial.denied[$0] }.map { cache.clauses[$0] })
            deniedClauses = denying
            if !keywordPositions.contains(where: { cache.clauses[$0] > cache.clauses[position] && !denying.contains(cache.clauses[$0]) }) { return nil }
        }
        // Without one of its own words, only values of its slots together with its app's name
        // ("two miso from Soup Chef"), or an entity named whole ("three minestrones"), make a
        // reading: one the caller may propose, never act on.
        // A verb that says no request and no phrase says ("put", „setz“, "pon"), with the app
        // named as the place the request goes ("put X on my to-do list", "pon en mis pendientes
        // X"): the verb of the request to add X. No own word of it is said, so it is at most
        // proposed.
        // Such a verb said after a word of its clause, ending it or right before the place
        // („Steuererklärung machen auf die Liste“, „Auf meine Liste: Präsentation fertig
        // machen“), is the item's own last word: requests put their verb first or right after
        // the place („Setz … auf die Liste“, „… auf die Liste setzen“). Not one after a word of
        // contrast ("not urgent but put fix the gate on my list"), nor one words of the item
        // follow ("mate chuck return the books on my list").
        func endsItemBeforePlace(_ verb: Int) -> Bool {
            if let span = appSpan, span.upperBound <= verb, (span.upperBound..<verb).allSatisfy({ cache.soft[$0] }) { return false }
            let next = verb + 1
            let endsClause = next >= count || cache.clauses[next] != cache.clauses[verb]
            let beforePlace = appSpan.map { span in verb < span.lowerBound && (next..<span.lowerBound).allSatisfy { cache.soft[$0] } } ?? false
            guard endsClause || beforePlace else { return false }
            let before = verb - 1
            return before >= 0 && cache.clauses[before] == cache.clauses[verb] && !used[before] && !isFrame[before]
                && !cache.soft[before] && !cache.contrastWords.contains(before)
        }
        var placed = false
        if keywordScore == 0, model.hasText, namesAppPlainly, let app = model.app, let verbs = placingVerbs[app], !verbs.isEmpty,
            // Not one inside a title written between quotes (書く of 「タスクに「年賀状を書く」と書いておいて」).
            let verb = (0..<count).first(where: {
                !used[$0] && !isFrame[$0] && !cache.quoted.contains($0) && verbs.contains(reading.keys[$0]) && !endsItemBeforePlace($0)
            })
        {
            used[verb] = true
            placed = true
            evidence.append(.init(kind: .frame, words: reading.text(verb..<verb + 1), slot: nil, weight: 0))
        }
        // Japanese: the same verb after a title it quotes (「…選ぶ、と書いておいて」): the request
        // to put it on a list, at most proposed.
        var placesQuotation = false
        if !placed, keywordScore == 0, model.hasText, let quoteEnd = cache.quoteEnd,
            let app = model.app, let verbs = placingVerbs[app], !verbs.isEmpty,
            let verb = (quoteEnd..<count).first(where: { !used[$0] && !isFrame[$0] && !cache.quoted.contains($0) && verbs.contains(reading.keys[$0]) }),
            // Said as asked for, its te-form going on (「書いて」, 「書いといて」, 「書き留めておいて」):
            // not done, nor a state (「…って書いてあった」 tells what is written), nor denied
            // (「書いとかなくていい」), nor a question word's (「漢字でどう書くの？」).
            verb + 1 < count, Self.requestingTeForms.contains(reading.keys[verb + 1]),
            !(verb + 1..<count).contains(where: { position in
                cache.clauses[position] == cache.clauses[verb]
                    && (reading.isPastAuxiliary[position] || reading.forms[position].contains("ある") || denial.negation[position])
            }),
            !reading.keys.indices.contains(where: { reading.forms[$0].contains(where: askingForms.contains) })
        {
            used[verb] = true
            placed = true
            placesQuotation = true
            score += Self.phraseWordWeight
            evidence.append(.init(kind: .placing, words: reading.text(verb..<verb + 1), slot: nil, weight: Self.phraseWordWeight))
        }
        // The same verb before an infinitive that begins the title («ponme llevar el carro al
        // taller»): the request to add it, at most proposed.
        if !placed, keywordScore == 0, model.hasText, let title = cache.titleAfterVerb, title.owners.contains(model.phraseID),
            let app = model.app, placingVerbs[app]?.contains(reading.keys[title.verb]) == true, !used[title.verb]
        {
            used[title.verb] = true
            placed = true
            evidence.append(.init(kind: .frame, words: reading.text(title.verb..<title.verb + 1), slot: nil, weight: 0))
        }
        // "new task X", « nouvelle tâche : X », "nueva tarea X": a small word of this
        // request's phrases that few requests' phrases say ("new" of "add a new task"), right
        // before the app's name, opening the sentence, makes an item of the app's kind: the
        // request to add X. No own word of it is said, so it is at most proposed.
        if !placed, keywordScore == 0, model.hasText, let span = appSpan, let own = phraseKeys[model.phraseID],
            let first = (0..<count).first(where: { !isFrame[$0] }), span.lowerBound == first,
            let nameStart = (span.lowerBound..<span.upperBound).first(where: { !fillerKeys.contains(reading.keys[$0]) }),
            let word = (span.lowerBound..<nameStart).last(where: { position in
                own.contains(reading.keys[position])
                    && (intentsPerPhraseKey[reading.keys[position]] ?? 0) <= max(1, intents.count / 2)
            }),
            // Not a statement about the app („Meine Liste ist echt lang geworden“): what follows
            // the name does not begin with a word a statement is made of.
            !((span.upperBound..<count).first(where: { !isFrame[$0] }).map(cache.statementWords.contains) ?? false)
        {
            placed = true
            evidence.append(.init(kind: .phraseWord, words: reading.text(word..<word + 1), slot: nil, weight: 0))
        }
        // „Aufgabe: X“, „To-do: X“, „In Tasks: X“: the app or its kind of item named as a
        // label opening the sentence, then a colon and the words of an item — the request to
        // add X, as a note is written. No own word of it is said, so it is at most proposed.
        // Verbs that say no request of their own may stand between the label and its colon,
        // said as a heading is („Aufgabe anlegen: X“, "Task add: X"), or end the heading
        // without one, as a note is dictated („Aufgabe anlegen 3 Säcke Zement bestellen“).
        if !placed, keywordScore == 0, model.hasText, let span = appSpan, span.upperBound < count,
            let first = (0..<count).first(where: { !isFrame[$0] }), span.lowerBound == first
        {
            var end = span.upperBound
            while end + 1 < count, end - span.upperBound < 2, genericVerbKeys.contains(reading.keys[end]),
                !endsWithColon(end - 1, in: reading)
            {
                end += 1
            }
            if endsWithColon(end - 1, in: reading) || end > span.upperBound {
                for position in span.upperBound..<end {
                    used[position] = true
                    evidence.append(.init(kind: .frame, words: reading.text(position..<position + 1), slot: nil, weight: 0))
                }
                placed = true
            }
        }
        // „Dringend: Versicherung kündigen“, "Low priority, sort out the garage", « Urgent :
        // rappeler le plombier »: a case only this request's slots hold, said whole as a label
        // opening the sentence and ended by a colon, comma or dash, then the words of an item —
        // the request to add it, as a note is written. No own word of it is said, so it is at
        // most proposed. Not a question.
        if !placed, keywordScore == 0, model.hasText, !reading.sentence.contains("?"),
            let first = (0..<count).first(where: { !isFrame[$0] }),
            let label = caseSpans.first(where: { $0.lowerBound == first }), label.upperBound < count,
            endsHeading(at: label.upperBound - 1, in: reading, clauses: cache.clauses),
            (label.upperBound..<count).contains(where: { !used[$0] && !isFrame[$0] && !cache.soft[$0] })
        {
            placed = true
        }
        // „Keller aufräumen auf die Liste, bitte“, "batteries on my list please": the words of
        // an item, then the app named as the place it goes — by a small word of this request's
        // own phrases that fewer than half the requests say („auf“, "on", not „in“ or „aus“) —
        // closing the sentence, with no verb at all: the request to add the item, as a note is
        // said. No own word of it is said, so it is at most proposed. Not a question, nor a
        // statement („Milch ist auf der Liste“, "I have too much on my list": words a statement
        // is made of).
        if !placed, keywordScore == 0, model.hasText, appSaidAsPlace, let span = appSpan, span.lowerBound > 0,
            (span.upperBound..<count).allSatisfy({ isFrame[$0] }), !reading.sentence.contains("?"),
            let own = phraseKeys[model.phraseID],
            (span.lowerBound..<span.upperBound).contains(where: { position in
                let key = reading.keys[position]
                return !fillerKeys.contains(key) && own.contains(key) && (intentsPerPhraseKey[key] ?? 0) <= max(1, intents.count / 2)
            }),
            (0..<span.lowerBound).contains(where: { !isFrame[$0] && !used[$0] && !cache.soft[$0] }),
            !(0..<span.lowerBound).contains(where: { cache.statementWords.contains($0) && !isFrame[$0] })
        {
            placed = true
        }
        // A sentence that names only the app (「タスク一覧」, « liste des tâches », "my to-do
        // list"): its one request that takes no value, at most proposed. Not the app named as a
        // place ("from Tasks" says where a request goes, and none is said), nor a sentence that
        // refuses something ("Tasks, 牛乳を追加しないで").
        // Japanese: a negation said right before the app's name, and nowhere else, says which of
        // its items (「まだ終わってないやること」, 「済んでないタスク」: a clause that describes the
        // noun after it), as 未 of 「未完了」 does: no refusal.
        let describesApp =
            tokenizer.forms.languageCode == "ja"
            && appSpan.map { span in
                span.lowerBound > 0 && denial.negation[span.lowerBound - 1]
                    && !(span.lowerBound..<count).contains { (denial.negation[$0] || denial.denied[$0]) && !denial.byPrefix[$0] }
            } ?? false
        // "Book train tickets to Hamburg, high priority", „Zugtickets buchen, hohe Priorität“,
        // « Renouveler le passeport, urgent »: the words of an item, then a case only this
        // request's slots hold, said whole in a clause of its own that ends the sentence (a frame
        // word before it: „…, also niedrige Priorität“) — a note dictated with its priority, the
        // label above said last. No own word of it is said, so
        // it is at most proposed. Not a question, nor a statement: no word before the label only
        // asks or links ("is it late, high priority", 「天気はどう、優先度高」), and the item does not
        // open with a pronoun (« il pleut, priorité haute »).
        if !placed, keywordScore == 0, model.hasText, !cache.hasQuestionMark,
            let last = (0..<count).last(where: { !isFrame[$0] }),
            let label = caseSpans.first(where: { $0.upperBound == last + 1 }), label.lowerBound > 0,
            cache.clauses[label.lowerBound] > 0,
            (0..<label.lowerBound).allSatisfy({ cache.clauses[$0] != cache.clauses[label.lowerBound] || isFrame[$0] }),
            (0..<label.lowerBound).contains(where: { !used[$0] && !isFrame[$0] && !cache.soft[$0] }),
            let first = (0..<label.lowerBound).first(where: { !isFrame[$0] }), !isPronoun(first, in: reading),
            !(0..<label.lowerBound).contains(where: { position in
                !isFrame[position] && (cache.statementWords.contains(position)
                    || (!reading.isFunctionWord[position] && reading.forms[position].contains(where: questionForms.contains)))
            })
        {
            placed = true
        }
        let onlyTheApp = namesApp && !appSaidAsPlace && (!cache.refuses || describesApp) && soleWithoutValues.contains(model.phraseID)
        guard keywordScore > 0 || (namesApp && !slots.isEmpty) || saysWholeValue || placed || onlyTheApp else { return nil }
        for position in keywordPositions { used[position] = true }
        score += keywordScore
        for position in keywordPositions {
            let weight = keywordWeights[position] ?? 0
            evidence.append(.init(kind: .keyword, words: reading.text(position..<position + 1), slot: nil, weight: weight))
        }
        if cache.refuses,
            saysDeniedRequest(
                model, keywordPositions: keywordPositions, keywordScore: keywordScore, values: slots.values.map(\.wordRange),
                cases: caseSpans + deniedValueSpans, reading: reading, denial: denial, clauses: cache.clauses)
        {
            return nil
        }

        // What remains: the free text, or words nothing explains.
        let soft = cache.soft
        // Clauses after the first that open with a request frame: a free text ends before them.
        let opensRequest = cache.opensRequest
        // Without a text slot, an entity slot no known name filled takes the remaining words,
        // for its query to look up ("delete buy" → the tasks with "buy" in their title).
        let textSlot =
            model.slots.first { $0.kind == .text }
            ?? model.slots.first { $0.kind == .vocabulary(allowsFreeText: true) && slots[$0.name] == nil }
        // An entity named by its kind alone ("delete a task") is still to be asked for: the
        // words that name it are no free text.
        if let entity = textSlot, entity.kind != .text, let list = labels[entity.name],
            let span = freeText(in: reading, used: used, soft: soft, opensRequest: opensRequest)
        {
            var isLabel = [Bool](repeating: false, count: count)
            for occurrence in list.occurrences(in: reading.keys) { for position in occurrence { isLabel[position] = true } }
            // A count alone says how many, not which ("delete one task", 「タスクをひとつ消したい」,
            // 「タスク一個終わらせた」): no name either.
            let isCount = span.map { singleNumber(at: $0, in: reading, cache: cache) != nil }
            if span.allSatisfy({ isLabel[$0] || soft[$0] || isCount[$0 - span.lowerBound] }),
                span.contains(where: { isLabel[$0] || isCount[$0 - span.lowerBound] })
            {
                for position in span { used[position] = true }
                evidence.append(.init(kind: .label, words: reading.text(span), slot: entity.name, weight: 0))
            }
        }
        var aside = 0
        var textIsIntroduced = false
        var textIsQuoted = false
        // Of the words set aside, those that say when: see `asideBesidesWhen`.
        var asideWhen = 0
        /// Whether `words` say another request whole — one of its own words and a value it
        /// knows ("just finished my run, order me a chowder", "delete buy milk, …").
        func saysRequestWhole(_ words: [Int]) -> Bool {
            words.contains { reading.forms[$0].contains { intentsByKeyword[$0] != nil } }
                && words.contains { !cache.otherValueBindings(at: $0, own: ownBindings).isEmpty }
        }
        /// Sets a word aside as context: it weighs nothing, and the reading is at most proposed.
        var asidePositions: [Int] = []
        func setAside(_ position: Int) {
            aside += 1
            asidePositions.append(position)
            if cache.timeWords.contains(position) { asideWhen += 1 }
            evidence.append(.init(kind: .aside, words: reading.text(position..<position + 1), slot: nil, weight: 0))
        }
        for position in reasonWords { setAside(position) }
        for position in cache.numbered { setAside(position) }
        // A question word read through a contraction ("what've I got in Tasks"): the auxiliary
        // it hides is unread, so the reading is at most proposed.
        if keywordPositions.contains(where: cache.contractedQuestions.contains) { aside += 1 }
        // A thing said done with another verb than its name's, beside the request's own word
        // ("got the milk, tick it off", "finally sorted the rent, you can check it off", « j'ai
        // récupéré le pain, tu peux cocher », „Hab die Miete schon bezahlt, kannst du abhaken“):
        // the completed verb and the words of such a statement in the name's clause say what
        // was done. Set aside, so the reading is at most proposed.
        if model.doneWeight > 0, doneVerb == nil, keywordScore > 0, !valuePositions.isEmpty {
            let valueClauses = Set(valuePositions.map { cache.clauses[$0] })
            let statement = (0..<count).filter {
                !used[$0] && !soft[$0] && !isFrame[$0] && !cache.quoted.contains($0) && valueClauses.contains(cache.clauses[$0])
            }
            let verbs = statement.filter(cache.isKnownCompleted)
            if !verbs.isEmpty {
                for position in statement where verbs.contains(position) || cache.doneCompanion[position] {
                    used[position] = true
                    setAside(position)
                }
            }
        }
        // A verb made a noun, which a request without free text does not read (「走るのを
        // やめる」 stops the run): what it acts on, set aside, so the reading is only asked —
        // when it is a word of the request's app; another verb (「歌うのをやめる」) stays
        // unexplained.
        if !model.hasText {
            for position in cache.nominalized.sorted() where !used[position] && isWordOfApp(at: position, of: model, in: reading, cache: cache) {
                used[position] = true
                setAside(position)
            }
        }
        // Japanese: the word right after an ordinal whose counter is this request's own word
        // (終わり of 「1周目終わり」) says what became of that one, not of the whole: set aside,
        // so the reading is only asked.
        if !model.hasText, tokenizer.forms.languageCode == "ja" {
            for position in 2..<max(count, 2)
            where !used[position] && !soft[position] && reading.keys[position - 1] == Self.ordinalSuffix && isFrame[position - 1]
                && keywordPositions.contains(position - 2) && cache.clauses[position] == cache.clauses[position - 1]
            {
                used[position] = true
                setAside(position)
            }
        }
        // A value said in a clause of its own beside the free text ("call the vet, it's
        // urgent", "Kinderarzt anrufen, ist wichtig", "llamar al fontanero, que es importante"):
        // the clause's other words say the value, they are no part of the title. Set aside,
        // and the reading is at most proposed.
        if model.hasText, !valuePositions.isEmpty {
            let clauses = cache.clauses
            func content(_ clause: Int) -> [Int] { (0..<count).filter { clauses[$0] == clause && !used[$0] && !soft[$0] } }
            for clause in Set(valuePositions.map { clauses[$0] }) {
                let rest = content(clause)
                guard !rest.isEmpty, rest.count <= 2,
                    cache.clauseSet.contains(where: { $0 != clause && content($0).count >= rest.count })
                else { continue }
                for position in rest {
                    used[position] = true
                    setAside(position)
                }
                // Its small words too ("it" of "it is urgent"): no title's end.
                for position in 0..<count where clauses[position] == clause && !used[position] {
                    used[position] = true
                }
            }
        }
        // An entity named in the clause of the request's own word, with another clause said
        // beside it as context ("Entfern die Müll-Aufgabe, das macht jetzt mein Bruder", "delete
        // the milk one, I'm not going shopping"): the name is in the request's clause, not in
        // the longest run of words. The other clauses are set aside, so the reading is at most
        // proposed.
        if let entity = textSlot, entity.kind != .text, !keywordPositions.isEmpty {
            let clauses = cache.clauses
            let own = Set(keywordPositions.map { clauses[$0] })
            if cache.clauseSet.count > 1,
                let whole = freeText(in: reading, used: used, soft: soft, opensRequest: opensRequest),
                whole.contains(where: { !soft[$0] && !own.contains(clauses[$0]) })
            {
                var outside = used
                for position in 0..<count where !own.contains(clauses[position]) { outside[position] = true }
                if freeText(in: reading, used: outside, soft: soft, opensRequest: opensRequest) != nil {
                    for position in 0..<count where !own.contains(clauses[position]) && !used[position] {
                        used[position] = true
                        if !soft[position] { setAside(position) }
                    }
                }
            }
        }
        // A title said as the phrases say it, between the request's own word and the place it
        // goes in one clause ("Add pay the gas bill to my tasks, it can wait till next week",
        // « Ajoute payer le gaz à ma liste, ça peut attendre »): that is the title, not the
        // longest run of words; the other clauses are remarks, set aside, so the reading is at
        // most proposed.
        // Only a remark said after a comma: a new sentence or a colon after the place may be
        // the title itself ("I'd like to add something to my list. Wash the car.", „Schreib zu
        // de Aufgaben dazu: Kohlen holen“), and so may words after a word that introduces them
        // or frames them („…, also Hörgerätebatterien nachkaufen“).
        func remarkAfterComma(_ clauseStart: Int) -> Bool {
            let between = reading.sentence[reading.tokens[clauseStart - 1].range.upperBound..<reading.tokens[clauseStart].range.lowerBound]
            return between.contains(",") && !between.contains(where: { ".:;!?–—".contains($0) })
                && introducers.starting(at: clauseStart, in: reading.keys) == nil && !isFrame[clauseStart]
        }
        if model.hasText, let text = textSlot, text.kind == .text, cache.clauseSet.count > 1, let place = appSpan,
            cache.announced == nil,
            let verb = keywordPositions.filter({ $0 < place.lowerBound && cache.clauses[$0] == cache.clauses[place.lowerBound] }).max(),
            (verb + 1..<place.lowerBound).contains(where: { !used[$0] && !soft[$0] }),
            (verb + 1..<place.lowerBound).allSatisfy({ cache.clauses[$0] == cache.clauses[verb] }),
            (0..<verb).allSatisfy({ cache.clauses[$0] == cache.clauses[verb] || used[$0] || soft[$0] }),
            (place.upperBound..<count).allSatisfy({ position in
                cache.clauses[position] == cache.clauses[verb] || cache.clauses[position - 1] == cache.clauses[position]
                    || remarkAfterComma(position)
            }),
            let whole = freeText(in: reading, used: used, soft: soft, opensRequest: opensRequest),
            whole.contains(where: { !soft[$0] && cache.clauses[$0] != cache.clauses[verb] })
        {
            for position in 0..<count where cache.clauses[position] != cache.clauses[verb] && !used[position] {
                used[position] = true
                if !soft[position] { setAside(position) }
            }
        }
        // A last clause that says the request again over a pronoun ("remind me to get the
        // firewood, put it on my list", "…, add it to my to-do list", "…, stick it in Tasks"):
        // its verb — the request's own or one that says no request — and the pronoun stand for
        // the title said before them, no part of it.
        if model.hasText, let last = cache.clauses.last, cache.clauses.first != last {
            let clauses = cache.clauses
            let inClause = (0..<count).filter { clauses[$0] == last }
            let content = inClause.filter { !used[$0] && !soft[$0] && !isFrame[$0] }
            if let verb = inClause.first(where: { !soft[$0] && !isFrame[$0] }), verb + 1 < count, clauses[verb + 1] == last,
                isPronoun(verb + 1, in: reading), content.allSatisfy({ $0 == verb }),
                genericVerbKeys.contains(reading.keys[verb]) || keywordPositions.contains(verb),
                (0..<count).contains(where: { clauses[$0] != last && !used[$0] && !soft[$0] && !isFrame[$0] })
            {
                for position in inClause where !used[position] { used[position] = true }
                evidence.append(.init(kind: .frame, words: reading.text(verb..<verb + 2), slot: nil, weight: 0))
            }
        }
        // Clauses said before the clause of a title's verb, as context (« alors attends, je
        // suis en train de faire la sauce, j'ai les mains pleines de farine, est-ce que tu peux
        // noter racheter du beurre »): the title is what the verb acts on, after it; the
        // clauses before are set aside, and the reading is at most proposed.
        // So are the clauses before a later clause that the request's own word opens, with
        // words after it („schnell, hab die Hände voller Teig, schreib Backpapier kaufen auf“):
        // the verb says the request where it begins its clause, and what it acts on follows.
        let verbOfTitle: Int? = {
            guard let text = textSlot, text.kind == .text else { return nil }
            if let title = cache.titleAfterVerb, title.owners.contains(model.phraseID), keywordPositions.contains(title.verb) {
                return title.verb
            }
            // Japanese says what a verb acts on before it: words after 追加しといて are no title.
            guard tokenizer.forms.languageCode != "ja",
                let verb = keywordPositions.filter({ verb in
                    cache.clauses[verb] > 0 && (0..<verb).allSatisfy { cache.clauses[$0] != cache.clauses[verb] || isFrame[$0] || soft[$0] }
                }).min()
            else { return nil }
            // …unless a clause of the sentence is another request said whole ("delete buy milk,
            // add oat milk"): two requests, no context.
            let saysOtherRequest = cache.clauseSet.contains { clause in
                saysRequestWhole((0..<count).filter { cache.clauses[$0] == clause && !soft[$0] && !isFrame[$0] })
            }
            return saysOtherRequest ? nil : verb
        }()
        if let verb = verbOfTitle, cache.clauses[verb] > 0 {
            let clause = cache.clauses[verb]
            var outside = used
            for position in 0..<count where cache.clauses[position] < clause { outside[position] = true }
            if let kept = freeText(in: reading, used: outside, soft: soft, opensRequest: opensRequest), kept.lowerBound > verb {
                for position in 0..<count where cache.clauses[position] < clause && !used[position] {
                    used[position] = true
                    if !soft[position] { setAside(position) }
                }
            }
        }
        // A sentence of its own said after the request's, with none of its words, values or
        // app's name and no other request whole ("Can you add renew the car insurance? It runs
        // out on the 3rd.", "Could you take water the plants off the list? My flatmate's doing
        // them from now on.", « Tu peux m'enlever le dentiste de la liste ? J'y vais pas
        // finalement »): a remark, set aside, so the reading is at most proposed. With a title, only when the
        // request's sentence holds one of two words or more, or quoted: a later sentence may
        // be the title itself ("I'd like to add something to my list. Wash the car.").
        if let lastSentence = cache.sentences.last, lastSentence > 0, let firstKeyword = keywordPositions.first {
            let sentences = cache.sentences
            let requestSentence = sentences[firstKeyword]
            let later = (0..<count).filter { sentences[$0] > requestSentence }
            let open = later.filter { !used[$0] && !soft[$0] && !isFrame[$0] }
            var titleLeft = true
            if let text = textSlot, text.kind == .text, cache.quotation == nil {
                var outside = used
                for position in later { outside[position] = true }
                let span = freeText(in: reading, used: outside, soft: soft, opensRequest: opensRequest)
                titleLeft = (span?.filter { !soft[$0] && !isFrame[$0] }.count ?? 0) >= 2
            } else if textSlot != nil, valuePositions.isEmpty {
                // A name still to be looked up may be said in the later sentence ("Lösch eine
                // Aufgabe. Zahnarzt."): no remark.
                titleLeft = false
            }
            // A later sentence that says no may take the request back or change it ("…? No,
            // tomorrow.", «Ah, no, que ya comí»): no remark.
            let deniesLater = later.contains { correctionKeys.contains(reading.keys[$0]) && !reading.isFunctionWord[$0] }
            // Nor when one of the request's own words, not one that says it clearly, is also
            // another request's of the same app ("Kannst du … von der Liste nehmen? …" read as
            // a title to add): which request it is is still open; the later sentence may tell.
            let saysSibling = keywordPositions.contains { position in
                sentences[position] == requestSentence && (keywordWeights[position] ?? 0) < Self.clearContextKeywordScore - 1e-9
                    && !cache.statementWords.contains(position)
                    && isWordOfSiblingRequest(at: position, of: model, in: reading)
            }
            if titleLeft, !open.isEmpty, !deniesLater, !saysSibling,
                keywordPositions.allSatisfy({ position in
                    sentences[position] == requestSentence || cache.statementWords.contains(position)
                        || (keywordWeights[position] ?? 0) <= Self.phraseWordWeight + 1e-9
                }),
                !valuePositions.contains(where: { sentences[$0] > requestSentence }),
                !(appSpan.map { sentences[$0.lowerBound] > requestSentence } ?? false),
                !saysRequestWhole(open)
            {
                for position in later where !used[position] {
                    used[position] = true
                    if !soft[position] { setAside(position) }
                }
            }
        }
        // Japanese context said around a title, set aside so the reading is at most proposed:
        // - before a title said with a quoting って (see `quotativeTitle`), the words no evidence
        //   took (「運転中なんで音声で。ガソリン入れる、ってタスク追加して」): the title is the quote;
        // - a clause that ends in a reason's から, ので or けん (「手が濡れてて打てないから、…
        //   みりん買う、追加しといて」) beside a clause of words of its own: why, not the title.
        if let text = textSlot, text.kind == .text, !reading.readings.isEmpty {
            let clauses = cache.clauses
            if let quotation = cache.quotation {
                for position in 0..<quotation.lowerBound where !used[position] {
                    used[position] = true
                    if !soft[position] { setAside(position) }
                }
            } else {
                let reasons = Set(reading.endsReason.indices.filter { reading.endsReason[$0] }.map { clauses[$0] })
                if !reasons.isEmpty, (0..<count).contains(where: { !used[$0] && !soft[$0] && !reasons.contains(clauses[$0]) }) {
                    for position in 0..<count where !used[position] && reasons.contains(clauses[position]) {
                        used[position] = true
                        if !soft[position] { setAside(position) }
                    }
                }
            }
        }
        // Whether words left were read as free text (a title, or a name to look up): it reads
        // every word left, so no clause of them is set aside as context below. A name found
        // in part (a loose value) is no free text.
        var tookFreeText = false
        // Where a title announced by a colon ends, and where a title ends at all: clauses after
        // it are no part of it (see the clauses that ask nothing, below).
        var announcedTitleEnd: Int?
        var titleEnd: Int?
        // Where the values of closed lists read so far were said, and how many words of a
        // clause are still unread (not taken, small or a frame).
        func closedListValues() -> [Range<Int>] {
            slots.values.compactMap { slot in if case .vocabulary = slot.value { slot.wordRange } else { nil } }
        }
        func wordsLeft(inClauseOf position: Int) -> Int {
            (0..<count).filter { cache.clauses[$0] == cache.clauses[position] && !used[$0] && !soft[$0] && !isFrame[$0] }.count
        }
        if let text = textSlot {
            let announced = text.kind == .text ? cache.announced : nil
            if announced == nil, let span = freeText(in: reading, used: used, soft: soft, opensRequest: opensRequest) {
                // What comes before a colon is the title's announcement, not the title ("note
                // this: buy batteries", « ça : acheter des piles », "una tarea: comprar pan"),
                // when it says nothing but small words, question words and the request's own.
                // So is a verb that says no request of its own, said after the request's words
                // and before a comma, as a heading is („Lassma neue Aufgabe machen, Handyvertrag
                // verlängern“, „Neue Aufgabe anlegen, Keller aufräumen“).
                // The words of a frame may close its clause after it (「新しいタスクを作りたいんだ
                // けど、回覧板を回す」: 作り, then たいんだけど).
                let headingVerb = { (position: Int) in
                    guard position + 1 < count, self.genericVerbKeys.contains(reading.keys[position]) else { return false }
                    var last = position
                    while last + 1 < count, isFrame[last + 1], self.isOneClause(from: last, to: last + 1, in: reading) { last += 1 }
                    return last + 1 < count && !self.isOneClause(from: last, to: last + 1, in: reading)
                }
                if let colon = (span.lowerBound..<span.upperBound - 1).first(where: { endsWithColon($0, in: reading) || headingVerb($0) }),
                    colon - span.lowerBound < 3,
                    (span.lowerBound...colon).allSatisfy({ position in
                        soft[position] || reading.forms[position].contains { model.keywords[$0] != nil } || headingVerb(position)
                            // „was“ for „etwas“ ("leg was an: Auto waschen"), "what" of "here's what: …"
                            || (endsWithColon(colon, in: reading) && reading.forms[position].contains(where: questionForms.contains))
                    })
                {
                    for position in span.lowerBound...colon { used[position] = true }
                    evidence.append(.init(kind: .frame, words: reading.text(span.lowerBound..<colon + 1), slot: nil, weight: 0))
                }
            }
            let quotationEnd = text.kind == .text ? cache.quotation?.upperBound : nil
            // A title after a colon begins with the person's first word, a word of purpose or a
            // preposition too („Schreib auf die Liste: Für Oma Blumen kaufen“).
            let colonTitleStart = text.kind == .text && cache.quotedIsTitle ? cache.quoted.min() : nil
            // Values of closed lists said as clauses of their own (a priority), by where they are
            // (after two small words at most: „is dringend“, « c'est important »).
            let valueClauses = text.kind != .text ? [] : closedListValues().filter { said in
                said.lowerBound > 0 && said.upperBound < count && cache.clauses[said.lowerBound - 1] != cache.clauses[said.lowerBound]
                    && wordsLeft(inClauseOf: said.lowerBound) <= 2
            }
            if var span = announced
                ?? freeText(
                    in: reading, used: used, soft: soft, opensRequest: opensRequest, keepingEnd: quotationEnd, keepingStart: colonTitleStart,
                    separatedByValue: { earlier, later in
                        valueClauses.contains { $0.lowerBound >= earlier.upperBound && $0.upperBound <= later.lowerBound }
                    })
            {
                // A bracket that closes an announced title and holds only a value of another slot
                // with its label («crea tarea: arreglar la web (prioridad alta)», "to-do: call
                // Sam (urgent)"): the value said aside, no part of the title.
                if announced != nil, let open = bracketOfValues(closing: span, in: reading, used: used) {
                    span = span.lowerBound..<open
                }
                // A clause after a comma that states something (« racheter des baskets, la paire
                // est morte », "call the garage, the car's ready") says why: no part of the title
                // nor of the name, set aside, and the reading is at most proposed.
                if announced == nil, let cut = remarkAfterTitle(span, in: reading, soft: soft, clauses: cache.clauses),
                    cache.quoted.isEmpty || !span.allSatisfy({ cache.quoted.contains($0) })
                {
                    for position in cut..<span.upperBound {
                        used[position] = true
                        if !soft[position] { setAside(position) }
                    }
                    span = span.lowerBound..<cut
                    while let last = span.last, span.count > 1, soft[last], !endsTitle(last, in: span, reading: reading, soft: soft) {
                        span = span.dropLast()
                    }
                }
                // A title that runs past the end of its sentence into the start of the next one,
                // whose rest says another slot's value („…: Fenster putzen. Hat aber keine
                // Eile.“): the title ends with its sentence; the new sentence's words are set
                // aside. Not after a short word, which may be an abbreviation („Dr. Weiß“).
                if announced == nil || text.kind == .text, let cut = sentenceEndInTitle(span, in: reading, used: used, clauses: cache.clauses) {
                    for position in cut..<span.upperBound {
                        used[position] = true
                        if !soft[position] { setAside(position) }
                    }
                    span = span.lowerBound..<cut
                }
                // A title said again after words that take it back („Füg Brot hinzu, nee warte,
                // Butter“, "new task buy bread, no wait, buy rolls"): the title is what follows
                // them; what was taken back is set aside, so the reading is asked at most.
                if cache.quoted.isEmpty || !span.allSatisfy({ cache.quoted.contains($0) }),
                    let corrected = correctedTitle(span, in: reading, soft: soft, clauses: cache.clauses)
                {
                    for position in span where !corrected.contains(position) {
                        used[position] = true
                        if !soft[position] { setAside(position) }
                    }
                    span = corrected
                }
                // A title said in a sentence before the one that asks for it, which takes it up
                // by a pronoun (「…予約しなきゃいけないの。それタスクに入れておいて」, « Je dois
                // rappeler le garagiste. Ajoute ça à ma liste. »): what the pronoun stands for is
                // a guess, so the reading is at most proposed. A sentence that names the item and
                // one that asks to add it (「佐藤さんにレシート渡す!!　リストに入れといて」) are
                // dictation. Not a title between quotes, whose own marks end no sentence.
                if text.kind == .text, let last = span.last, !keywordPositions.isEmpty, cache.quotation == nil,
                    !span.contains(where: cache.quoted.contains),
                    keywordPositions.allSatisfy({ cache.sentences[$0] > cache.sentences[last] }),
                    (span.upperBound..<count).contains(where: { cache.sentences[$0] > cache.sentences[last] && isPronoun($0, in: reading) })
                {
                    aside += 1
                }
                // A verb's separable prefix that says no request of its own closing the title
                // before a clause mark („füg Keller aufräumen hinzu, ist aber nicht dringend“) is
                // the verb's end, no part of the title.
                // So is one before the values said after the title, in its clause ("setz in meiner
                // Tasks-App Kita-Anmeldung ausfüllen drauf, hohe Priorität" said without the comma),
                // and an adverb that closes a verb of putting said before the title, last in the
                // sentence („pack mal Paket zur Post bringen drauf“).
                if text.kind == .text, span.count >= 2, let last = span.last, genericVerbKeys.contains(reading.keys[last]),
                    SeparablePrefixes.german.contains(reading.keys[last]) || SeparablePrefixes.closingAdverbs.contains(reading.keys[last]),
                    last + 1 < count
                        ? !isOneClause(from: last, to: last + 1, in: reading)
                            || (valuePositions.contains(last + 1)
                                && (last + 1..<count).allSatisfy { used[$0] || soft[$0] || isFrame[$0] || cache.clauses[$0] != cache.clauses[last] })
                        : SeparablePrefixes.closingAdverbs.contains(reading.keys[last])
                            && (0..<span.lowerBound).contains { position in
                                genericVerbKeys.contains(reading.keys[position]) && cache.clauses[position] == cache.clauses[last]
                                    && !SeparablePrefixes.closingAdverbs.contains(reading.keys[position])
                            }
                {
                    used[last] = true
                    span = span.lowerBound..<last
                }
                var saidInFrame = false
                if text.kind == .text, announced == nil, let inner = titleInVerbLastFrame(span, in: reading) {
                    for position in span where !inner.contains(position) { used[position] = true }
                    evidence.append(.init(kind: .frame, words: reading.text(span.upperBound - 1..<span.upperBound), slot: nil, weight: 0))
                    span = inner
                    saidInFrame = true
                }
                // A title said twice over, as a person repeating themselves says it ("add a
                // to-do: collect my glasses. Collect my glasses."): the title once.
                if text.kind == .text, span.count >= 4, span.count % 2 == 0 {
                    let half = span.count / 2
                    let first = span.lowerBound..<span.lowerBound + half
                    if first.allSatisfy({ reading.keys[$0] == reading.keys[$0 + half] }) {
                        for position in first.upperBound..<span.upperBound { used[position] = true }
                        span = first
                    }
                }
                for position in span { used[position] = true }
                if announced != nil { announcedTitleEnd = span.upperBound }
                if text.kind == .text { titleEnd = span.upperBound }
                // Free text must not swallow another intent's own words ("add a lap" is a lap,
                // not a task called "a lap"): each one costs what it would weigh there, in the
                // share of the text's words that are such words — a title that only uses one
                // among its own words ("fill up the car, then do the dishes") stays a title.
                let weights = span.map { otherIntentsWeight(of: reading.forms[$0], besides: model.phraseID) }
                let content = span.filter { !soft[$0] }.count
                let foreign = weights.filter { $0 > 0 }.count
                // A title begun by an infinitive right after this request's verb ("añade
                // cancelar el pedido de sopas") is what the verb acts on: its words are its own.
                // German says it the other way round: a title that ends in its infinitive right
                // before the prefix that closes the request's verb („Füg Stoppuhr für den
                // Sportunterricht bestellen hinzu“).
                let endedByVerb = tokenizer.forms.languageCode == "de" && text.kind == .text
                    && span.count >= 2 && isGermanInfinitive(at: span.upperBound - 1, in: reading)
                    && span.upperBound < count && keywordPositions.contains(span.upperBound)
                    && SeparablePrefixes.german.contains(reading.keys[span.upperBound])
                let begunByVerb = endedByVerb
                    || cache.titleAfterVerb.map { $0.owners.contains(model.phraseID) && span.lowerBound == $0.first } ?? false
                // A title written between guillemets or corner brackets is the person's own
                // words: none of them is another request's.
                textIsQuoted = !cache.quoted.isEmpty && span.allSatisfy { cache.quoted.contains($0) }
                // A title said as a clause of its own before the request, which then stands for
                // it by a pronoun ("I really need to order the winter tyres, put it on my list",
                // „Ich muss die Winterreifen bestellen, trag das ein“): the clause is what the
                // person has to do, in their own words, whatever request's verb it says.
                // Only a clause that asks something to be done, begun by a frame ("I need to",
                // «tengo que», « je dois »): "ya llegué al parque, anótala" tells what happened.
                let namedByPronoun = text.kind == .text && !keywordPositions.isEmpty
                    && framedAsToDo(span.lowerBound, isFrame: isFrame, clauses: cache.clauses)
                    && span.last.map { last in
                        keywordPositions.allSatisfy { $0 > last && cache.clauses[$0] != cache.clauses[last] }
                            && (span.upperBound..<count).contains { position in
                                cache.clauses[position] != cache.clauses[last]
                                    && (isPronoun(position, in: reading) || isJoinedPronoun(position, in: reading)
                                        || (keywordPositions.contains(position) && carriesObjectPronoun(position, in: reading)))
                            }
                    } ?? false
                let swallowed = begunByVerb || textIsQuoted || announced != nil || namedByPronoun ? 0 : weights.reduce(0, +) * (content > 0 ? Double(foreign) / Double(max(content, foreign)) : 1)
                score -= swallowed
                slots[text.name] = makeSlot(span, reading: reading, value: .text(reading.text(span)))
                tookFreeText = true
                // Numbers joined by single words and nothing else ("add 17 and 25", „addier 3
                // und 4“) are a sum, no to-do: no reading.
                if text.kind == .text, isSum(span, in: reading, soft: soft, cache: cache) { return nil }
                // An infinitive right after the request's own verb says a title as clearly as
                // "called" does («anótame renovar el carnet»: the verb shared with a lap's
                // «anota» is no obstacle), asked at most.
                // … and so does a colon after the request's words ("Note: call the garage").
                // …and so does a title announced after a colon by a request frame (« J'aimerais
                // que vous notiez : … ») or by the request's own words said clearly („Geh, schreib
                // ma auf: …“).
                let announcedInFrame = announced.map { title in
                    keywordScore >= Self.clearContextKeywordScore - 1e-9 || saysFrame(before: title.lowerBound, plainFrames: plainFrames, cache: cache)
                } ?? false
                textIsIntroduced = begunByVerb || saidInFrame || namedByPronoun || (textIsQuoted && cache.quotedIsTitle) || announcedInFrame
                    || placesQuotation
                    || cache.introducerSpans.contains { said in said.lowerBound == span.upperBound || said.upperBound == span.lowerBound }
                evidence.append(.init(kind: .text, words: reading.text(span), slot: text.name, weight: -swallowed))
            } else if text.kind != .text,
                let position = (0..<count).first(where: { !used[$0] && !isFrame[$0] && isPronoun($0, in: reading) })
            {
                // An entity said only by a pronoun ("delete it", 「それも削除して」): the pronoun
                // is what names it, for a reference to the last result to read (a query finds
                // no task called "it").
                used[position] = true
                // …unless a clause before it denies needing or wanting something ("I don't need
                // book the dentist any more, delete it", "I don't want the rent reminder, bin
                // it"): the words it denies after its verb name what the pronoun stands for.
                // Asked, never acted on.
                if let named = deniedName(before: position, in: reading, denial: denial, plainFrames: plainFrames, used: used, clauses: cache.clauses) {
                    for word in named { used[word] = true }
                    loose = true
                    // The words there that name one ("rent" of "the rent reminder"), as a name
                    // said in part is looked up.
                    var words = reading.text(named)
                    if let vocabulary = vocabularies[text.binding] {
                        var outside = [Bool](repeating: true, count: count)
                        for word in named { outside[word] = false }
                        if let found = mention(of: vocabulary, readsForms: true, allowsPartial: true, excluding: outside, in: reading, cache: cache) {
                            words = found.quality >= 1
                                ? reading.text(found.span) : found.matchedWords.map { reading.text($0..<$0 + 1) }.joined(separator: " ")
                        }
                    }
                    slots[text.name] = makeSlot(named, reading: reading, value: .text(words))
                    evidence.append(.init(kind: .text, words: words, slot: text.name, weight: 0))
                } else {
                    slots[text.name] = makeSlot(position..<position + 1, reading: reading, value: .text(reading.text(position..<position + 1)))
                    evidence.append(.init(kind: .text, words: reading.text(position..<position + 1), slot: text.name, weight: 0))
                }
                tookFreeText = true
            } else if text.kind == .text {
                // Nothing left for its title: on the same words, a request that needs nothing
                // more is the likelier reading ("まだ終わってないタスク教えて" lists the tasks
                // more than it asks what to be reminded of).
                score -= Self.phraseWordWeight
                evidence.append(.init(kind: .nothingSaid, words: "", slot: text.name, weight: -Self.phraseWordWeight))
            }
        }
        // A small word its phrases say and at most half the intents' do ("new", "another"):
        // enough to break a tie between requests on the same own words ("add a new run" —
        // Start Run's phrases say "a new run"), never to make a reading. Only for requests
        // without free text, where such a word would otherwise just be read past.
        if !model.hasText, keywordScore > 0, let own = phraseKeys[model.phraseID] {
            let half = max(1, intents.count / 2)
            // …or a word of a frame said right before its own word, as its phrases say it
            // («¿qué tengo que hacer hoy?»: "tengo" of «tengo que» and of «¿Qué tengo que hacer?»).
            func beginsOwnWording(_ position: Int) -> Bool {
                guard plainFrames[position], !used[position], own.contains(reading.keys[position]),
                    (intentsPerPhraseKey[reading.keys[position]] ?? 0) <= half
                else { return false }
                var next = position + 1
                while next < count, plainFrames[next], cache.clauses[next] == cache.clauses[position] { next += 1 }
                return next < count && keywordPositions.contains(next) && cache.clauses[next] == cache.clauses[position]
            }
            // The small word is not said in a clause of what the person has to do, without the
            // request's own words («Tengo que limpiar el sótano, anótalo»: "el" of the to-do),
            // and is no object pronoun said for something else (« tu peux me le noter ? », "note
            // it"): one that ends its clause, or comes right before the request's verb, after a
            // clause with words of its own and none of the request's („…, speicher ihn“ after
            // „beende den Lauf“ is the run).
            func inClauseToDo(_ position: Int) -> Bool {
                let clause = (0..<count).filter { cache.clauses[$0] == cache.clauses[position] }
                guard !clause.contains(where: { keywordPositions.contains($0) }),
                    let first = clause.first(where: { !isFrame[$0] && !soft[$0] })
                else { return false }
                return framedAsToDo(first, isFrame: isFrame, clauses: cache.clauses)
            }
            func pointsElsewhere(_ position: Int) -> Bool {
                let earlier = (0..<position).filter { cache.clauses[$0] != cache.clauses[position] && !soft[$0] && !isFrame[$0] }
                return !earlier.isEmpty && !earlier.contains { keywordPositions.contains($0) }
            }
            if let position = cache.fillers.first(where: { position in
                !used[position] && !isFrame[position] && !reading.isFunctionWord[position]
                    && own.contains(reading.keys[position]) && (intentsPerPhraseKey[reading.keys[position]] ?? 0) <= half
                    && !inClauseToDo(position)
                    && !(isObjectPronoun(at: position, before: keywordPositions, of: model, in: reading, clauses: cache.clauses, isFrame: isFrame)
                        && pointsElsewhere(position))
            }) ?? (0..<count).first(where: beginsOwnWording) {
                used[position] = true
                score += Self.phraseWordWeight
                evidence.append(
                    .init(kind: .phraseWord, words: reading.text(position..<position + 1), slot: nil, weight: Self.phraseWordWeight))
            }
        }
        // A clause that asks nothing of this request — no evidence of it, no word of its app's
        // requests — is context said around it ("Lösche Milch kaufen, das brauch ich nicht
        // mehr", "Ich bin fertig, beende den Lauf"): set aside, not unexplained, and the
        // reading is at most proposed. Free text reads every word left, so only readings
        // without one set words aside.
        // So too a clause after a title announced by a colon („Schreib auf: Balkon fegen, ist
        // dringend, die Schwiegermutter kommt morgen“), or after a value said after the title
        // («agrega comprar croquetas, no corre prisa, cuando sea», „Mach mir ne Aufgabe Garage
        // ausmisten, aber niedrige Priorität, hat Zeit bis zum Sommer“): the title ended before.
        // The value is said as a clause of its own: nothing else of its clause is left; and the
        // request is said by a word of its own, not only named by its app.
        let valueAfterTitleEnd = keywordScore <= 0 ? nil : titleEnd.flatMap { end in
            closedListValues().filter { said in
                said.lowerBound >= end && cache.clauses[said.lowerBound] != cache.clauses[end - 1] && wordsLeft(inClauseOf: said.lowerBound) == 0
            }
            .map(\.upperBound).max()
        }
        // So too a clause after the request's own words, said after a title it introduced or
        // quoted before them (「企画書を仕上げる、って登録しといてくれる？明日締め切りなんだよね」,
        // 「「…」って追加しといて、金曜までなんだって」): the title and the request were said
        // whole before it.
        let requestAfterIntroducedTitleEnd = keywordScore <= 0 || !(textIsIntroduced || textIsQuoted) ? nil : titleEnd.flatMap { end in
            keywordPositions.allSatisfy({ $0 >= end }) ? keywordPositions.max().map { $0 + 1 } : nil
        }
        if (!tookFreeText && !model.hasText) || announcedTitleEnd != nil || valueAfterTitleEnd != nil
            || requestAfterIntroducedTitleEnd != nil
        {
            let clauses = cache.clauses
            // The auxiliaries and small words a statement is made of (« j'ai », « c'est »,
            // "I've", the done companions of the catalog) say no request, though a phrase says
            // them too (« J'ai fini de … »): « efface arroser les plantes, j'en ai plus de
            // plantes » says why, it asks nothing.
            let companion = cache.statementWords
            // In the sentence's order: what is set aside is shown in the order it was said.
            for clause in cache.sortedClauses {
                let positions = (0..<count).filter { clauses[$0] == clause }
                if let end = announcedTitleEnd ?? valueAfterTitleEnd ?? requestAfterIntroducedTitleEnd, positions.contains(where: { $0 < end }) {
                    continue
                }
                // A small word read as a word of its phrases („ich“) does not hold the clause; a
                // value another request knows ("I am wanting one tomato soup, please do the
                // needful") does.
                // A statement of what the speaker did (« j'ai oublié de lancer au bon moment », "I
                // forgot to start it"): its auxiliary, though a phrase says it, and a word only its
                // app says, there told of the past, ask nothing.
                // (Japanese says its companions, 終わった, as the request's own words: not there.)
                // Only beside the request's own words said in another clause ("I'm" of "…, I'm
                // knackered" is no request of its own).
                let statesDone = tokenizer.forms.languageCode != "ja" && positions.contains(where: { companion.contains($0) })
                    && positions.contains(where: { !soft[$0] && !companion.contains($0) && cache.isKnownCompleted($0) })
                    && keywordPositions.contains(where: { clauses[$0] != clause && !companion.contains($0) })
                let words = positions.filter { !soft[$0] }
                // A word its app's requests share with another app's („was“, „hab“, „heute“ of
                // „Nach dem Laufen hab ich Hunger, bestell Minestrone“) says no request of its
                // app by itself; a word only its app says may be another of its requests —
                // unless the clause tells about a thing of another request of the app, beside
                // this request said whole in another clause („Die drei Runden reichen für heute,
                // beende den Lauf“, « Trois tours ça suffit, arrête la course »): the app's words
                // there name a thing, after an article, a possessive or a count, and are none of
                // this request's own; the app's word does not open the clause, as a request's
                // verb does ("delete buy milk, add oat milk", „Runde zählen, …“); the clause is no
                // condition the request waits for („Sobald ich drei Runden hab, stopp den Lauf“);
                // and it says something no request says. Read only when a guard below needs it.
                var toldAbout: Bool?
                func tellsAbout() -> Bool {
                    if let toldAbout { return toldAbout }
                    let requestClauses = Set(keywordPositions.map { clauses[$0] }).subtracting([clause])
                    let namesThing = words.allSatisfy { position in
                        !isWordOnlyOfApp(reading.forms[position], of: model)
                            || (!reading.forms[position].contains { model.keywords[$0] != nil } && position > 0
                                && clauses[position - 1] == clause
                                && (soft[position - 1] || singleNumber(at: position - 1, in: reading, cache: cache) != nil))
                    }
                    let opening = positions.first { !isFrame[$0] && !companion.contains($0) }
                    let found = !requestClauses.isEmpty && namesThing
                        && (0..<count).allSatisfy { !requestClauses.contains(clauses[$0]) || used[$0] || soft[$0] || isFrame[$0] }
                        && opening.map { !isWordOnlyOfApp(reading.forms[$0], of: model) } ?? false
                        && !positions.contains(where: { conditions.starting(at: $0, in: reading.keys) != nil })
                        && words.contains { position in
                            !companion.contains(position) && !isFrame[position]
                                && appsOfWord(at: position, in: reading, cache: cache).isEmpty
                                && singleNumber(at: position, in: reading, cache: cache) == nil
                        }
                    toldAbout = found
                    return found
                }
                // A word that says when, read as the request's own („für heute“ of „beende den Lauf
                // für heute“), is said of the thing in such a clause: set aside with it.
                let saidWhen = positions.filter { keywordWeights[$0] != nil && cache.timeWords.contains($0) }
                let timeKeywords = !saidWhen.isEmpty && tellsAbout() ? saidWhen : []
                guard positions.count < count,
                    !positions.contains(where: {
                        used[$0] && !soft[$0] && !(statesDone && companion.contains($0)) && !timeKeywords.contains($0)
                    }),
                    !positions.contains(where: { !cache.otherValueBindings(at: $0, own: ownBindings).isEmpty })
                else { continue }
                // A statement that a thing another request marks done is done, naming it even in
                // part by a verb the dictionary knows as completed («ya hablé con mamá, márcalo»:
                // «márcalo» marks no lap): it says what the request after it acts on, no context
                // of this one.
                if model.doneWeight == 0,
                    positions.contains(where: { !soft[$0] && cache.isKnownCompleted($0) }),
                    positions.contains(where: {
                        namesDoneEntity(at: $0, own: ownBindings, reading: reading, isFrame: isFrame, vocabularies: vocabularies, cache: cache)
                    })
                {
                    continue
                }
                guard !words.isEmpty, words.contains(where: { !companion.contains($0) }),
                    statesDone || !words.contains(where: { !companion.contains($0) && isWordOnlyOfApp(reading.forms[$0], of: model) })
                        || tellsAbout()
                else { continue }
                // A clause that is another request said whole — one of its own words and a value
                // it knows ("just finished my run, order me a chowder") — asks something: it is
                // no context of this one.
                if saysRequestWhole(words) { continue }
                for position in words {
                    used[position] = true
                    setAside(position)
                }
                // A word set aside with its clause is no longer the request's own.
                func unread(_ position: Int) {
                    let weight = keywordWeights[position] ?? 0
                    keywordScore -= weight
                    score -= weight
                    keywordWeights[position] = nil
                    keywordPositions.removeAll { $0 == position }
                    let said = reading.text(position..<position + 1)
                    if let shown = evidence.firstIndex(where: { $0.kind == .keyword && $0.words == said }) { evidence.remove(at: shown) }
                }
                timeKeywords.forEach(unread)
                // The statement's auxiliary, read as a word of the request, is set aside with it.
                if statesDone {
                    for position in positions where companion.contains(position) && keywordWeights[position] != nil {
                        unread(position)
                        setAside(position)
                    }
                }
            }
        }
        // Where the request goes, said as a word of its app's other requests at the clause's end
        // ("add another lap to my run", « ajoute un tour à ma course », „eine Runde zu meinem
        // Lauf“): the place, not a word nothing explains. Set aside; the reading is at most
        // proposed.
        if !model.hasText {
            for position in 0..<count
            where !used[position] && !soft[position] && isWordOfApp(at: position, of: model, in: reading, cache: cache)
                && (position + 1 == count || cache.clauses[position + 1] != cache.clauses[position])
            {
                var start = position
                while start > 0, !used[start - 1], soft[start - 1], cache.clauses[start - 1] == cache.clauses[position] {
                    start -= 1
                }
                guard (start..<position).contains(where: { placeKeys.contains(reading.keys[$0]) }) else { continue }
                for word in start...position { used[word] = true }
                setAside(position)
            }
        }
        // Whom or what the request is for ("zwanzig Minestrones für die Klasse", "doce sopas
        // de tomate para la oficina", "pour le bureau"): context, set aside; the reading is at
        // most proposed. Only up to three words, none of them words of the app's requests.
        if !model.hasText {
            // The word itself may have been read as a connector after a value ("Minestrones für").
            for purpose in cache.purposes where tokenizer.forms.languageCode == "ja" && !keywordPositions.contains(purpose.lowerBound) {
                // Japanese says whom or what for before the word (「お昼用に」, 「子どものために」).
                var start = purpose.lowerBound
                while start > 0, !used[start - 1], cache.clauses[start - 1] == cache.clauses[purpose.lowerBound] { start -= 1 }
                let words = (start..<purpose.lowerBound).filter { !soft[$0] }
                guard (1...3).contains(words.count), !words.contains(where: { isWordOfApp(at: $0, of: model, in: reading, cache: cache) }),
                    !words.contains(where: { singleNumber(at: $0, in: reading, cache: cache) != nil })
                else { continue }
                for position in start..<purpose.upperBound { used[position] = true }
                for position in words { setAside(position) }
            }
            for purpose in cache.purposes
            where tokenizer.forms.languageCode != "ja" && purpose.upperBound < count && !used[purpose.upperBound]
                && !keywordPositions.contains(purpose.lowerBound)
            {
                var end = purpose.upperBound
                while end < count, !used[end], cache.clauses[end] == cache.clauses[purpose.lowerBound] { end += 1 }
                // A time of day inside is when it is for ("for the 1pm team meeting"), no word.
                let words = (purpose.upperBound..<end).filter { !soft[$0] && !cache.clockTimes.contains($0) }
                // A number says how long or how many ("for ten minutes", "für einen Marathon unter
                // vier Stunden"), not for whom; but digits written after the place's noun are its
                // label or its time ("für Raum 3.12", « pour la réunion de 12h30 »), no word.
                let named = words.filter { !isInWrittenNumber($0, in: reading) }
                guard (1...3).contains(named.count), named.first == words.first,
                    !named.contains(where: { singleNumber(at: $0, in: reading, cache: cache) != nil }),
                    !words.contains(where: { isWordOfApp(at: $0, of: model, in: reading, cache: cache) })
                else { continue }
                for position in purpose.lowerBound..<end { used[position] = true }
                for position in words { setAside(position) }
            }
        }
        // Digits right after a request's own word that end its clause, for a request that takes
        // no count, with more said after it, name the item ("lap 4, 1:52, bang on pace", „Runde
        // 3, läuft gut“): set aside, and the reading is at most proposed. Not digits the clause
        // goes on with („ist 17 mal 23“), nor "lap 3" said alone, an answer naming a lap.
        if !model.slots.contains(where: { if case .number = $0.kind { true } else { false } }) {
            for position in keywordPositions
            where position + 2 < count && !used[position + 1] && cache.clauses[position + 1] == cache.clauses[position]
                && reading.keys[position + 1].allSatisfy(\.isNumber) && cache.clauses[position + 2] != cache.clauses[position]
                && (position + 2..<count).contains(where: { !soft[$0] })
            {
                used[position + 1] = true
                setAside(position + 1)
            }
        }
        // What the sentence denies that no request nor value says ("hoy no tengo ganas de hacer
        // mis tareas") is no request corrected by another ("don't delete it, mark it done", "don't
        // make it the benchmark"): context, and the reading is at most proposed.
        for position in 0..<count
        where denial.denied[position] && !plainFrames[position] && !used[position] && !reading.isFunctionWord[position]
            && !lexiconWordKeys.contains(reading.keys[position])
            && !reading.forms[position].contains(where: { intentsByKeyword[$0] != nil || smallValueForms.contains($0) })
        {
            aside += 1
        }
        // A value another request of the same app knows, said in a question that takes no
        // free text ("how many minestrones did I order today", „Wie viele Tomatensuppen hab
        // ich bestellt“): what the question is about, not a word nothing explains. Set aside,
        // so the reading is at most proposed.
        // It costs what a word nothing explains costs, so it never lifts this reading above
        // the one that takes the value; and only a question its own words say clearly
        // (several of them) reads so.
        if !model.hasText, let app = model.app, keywordScore >= Self.clearQuestionScore {
            for position in 0..<count where !used[position] && !soft[position] {
                let bindings = cache.otherValueBindings(at: position, own: ownBindings)
                guard bindings.contains(where: { appOfVocabulary[$0] == app }) else { continue }
                used[position] = true
                aside += 1
                score -= 0.7
                evidence.append(.init(kind: .appValue, words: reading.text(position..<position + 1), slot: nil, weight: -0.7))
            }
        }
        // A request that counts what it records, without a number or a title of its own
        // ("lap"), said done: with a number beside its own word ("lap two done", "done three
        // laps", "finished lap 3") or an article before it ("I've just done another lap"), a
        // word that says done in the same clause says one more is done — a statement of what
        // the request records, asked first; the number says which one or how many, and the
        // words that come with such a statement ("I've", "just") are part of it. A number alone
        // ("lap 3") may answer a question ("which lap?"): no request.
        // Only a request whose phrases say a small word of counting that few requests say
        // ("another", "one more" of a lap): "j'ai fini mon bol de soupe" lists no orders.
        if !model.hasText, keywordScore > 0, !doneWordForms.isEmpty, model.slots.isEmpty,
            let own = phraseKeys[model.phraseID],
            own.contains(where: { fillerKeys.contains($0) && (intentsPerPhraseKey[$0] ?? 0) <= max(1, intents.count / 2) })
        {
            for anchor in 0..<count where !isFrame[anchor] && reading.forms[anchor].contains(where: { model.keywords[$0] != nil }) {
                let clause = cache.clauses[anchor]
                var numbers: [Int] = []
                var counted = false
                for position in [anchor - 1, anchor + 1] where position >= 0 && position < count && cache.clauses[position] == clause {
                    if !used[position], !isFrame[position], let number = singleNumber(at: position, in: reading, cache: cache),
                        number.wordCount == 1
                    {
                        numbers.append(position)
                        counted = true
                    } else if position == anchor - 1, fillerKeys.contains(reading.keys[position]), own.contains(reading.keys[position]),
                        (intentsPerPhraseKey[reading.keys[position]] ?? 0) <= max(1, intents.count / 2)
                    {
                        counted = true
                    }
                }
                // An ordinal right before it says which one as a number does („Zweite Runde ist
                // durch“, "second lap done").
                if anchor > 0, isFrame[anchor - 1], cache.clauses[anchor - 1] == clause, ordinalKeys.contains(reading.keys[anchor - 1]) {
                    counted = true
                }
                // The word that says done may be one of the request's own („Runde drei ist rum“:
                // „Runde rum“ is a lap's phrase).
                guard counted,
                    let done = (0..<count).first(where: { position in
                        (!used[position] || keywordPositions.contains(position)) && !isFrame[position] && !numbers.contains(position)
                            && cache.clauses[position] == clause && position != anchor
                            && reading.forms[position].contains(where: doneWordForms.contains)
                    })
                else { continue }
                for position in (numbers + [done]).sorted() where !used[position] {
                    used[position] = true
                    evidence.append(.init(kind: .frame, words: reading.text(position..<position + 1), slot: nil, weight: 0))
                }
                for position in 0..<count where cache.doneCompanion[position] && !used[position] && cache.clauses[position] == clause {
                    used[position] = true
                }
                // A statement, not a request: asked, never acted on.
                loose = true
            }
        }
        // A clause said as context beside a clause that is the request whole — its own words
        // clearly, nothing left unexplained there ("I'm heading out for a jog, start the
        // clock", "remove Pay the rent, the landlord's on direct debit now"): its words that
        // no request says are set aside, so the reading is at most proposed. A clause with a
        // word of any request's, or a value another request knows, may be another request: not
        // set aside ("J'ai envie d'une bonne soupe à la tomate, tu me la commandes ?" orders it).
        // A count said right before its own word, by a request that takes no number («van tres
        // vueltas, márcala», «llevo dos vueltas»): how many so far, no value of it. Set aside,
        // so the reading is at most proposed.
        if !model.hasText, model.slots.allSatisfy({ if case .number = $0.kind { false } else { true } }) {
            for keyword in keywordPositions where keyword > 0 {
                let position = keyword - 1
                guard !used[position], !isFrame[position], !cache.soft[position], cache.clauses[position] == cache.clauses[keyword],
                    let number = singleNumber(at: position, in: reading, cache: cache), number.wordCount == 1
                else { continue }
                used[position] = true
                setAside(position)
            }
        }
        var contextClauses = Set<Int>()
        if !model.hasText, !tookFreeText {
            let clauses = cache.clauses
            let open = (0..<count).filter { !used[$0] && !soft[$0] }
            let openClauses = Set(open.map { clauses[$0] })
            // A clause says the request whole on its own words said clearly, or on one of them
            // with the thing it acts on ("take water the plants off the list? My flatmate's
            // doing them from now on").
            let saysRequest = cache.clauseSet.subtracting(openClauses).contains { clause in
                let weight = keywordWeights.filter { clauses[$0.key] == clause }.values.reduce(0, +)
                return weight >= Self.clearContextKeywordScore - 1e-9
                    || (weight > 0 && valuePositions.contains { clauses[$0] == clause })
            }
            // Japanese: a clause that ends in a reason's から or ので (「スープ温めてる間に走ってくるから」)
            // says why, never what is asked, whatever words it holds.
            func endsInReason(_ clause: Int) -> Bool {
                reading.endsReason.indices.contains { $0 > 0 && reading.endsReason[$0] && clauses[$0 - 1] == clause }
            }
            // A verb that says no request of its own ("do", "make"), said inside its clause
            // rather than opening it, tells what someone does ("the neighbour's doing it while
            // we're away"); opening its clause it may be a request ("…, add oat milk").
            func tellsWhatIsDone(_ position: Int) -> Bool {
                guard reading.forms[position].contains(where: genericVerbForms.contains) else { return false }
                return (0..<position).contains { clauses[$0] == clauses[position] && !soft[$0] && !isFrame[$0] }
            }
            if saysRequest, !openClauses.isEmpty,
                !open.contains(where: { position in
                    !endsInReason(clauses[position]) && !cache.nounPhrases.contains(position)
                        && ((reading.forms[position].contains { intentsByKeyword[$0] != nil } && !cache.statementWords.contains(position)
                            && !tellsWhatIsDone(position))
                            || !cache.otherValueBindings(at: position, own: ownBindings).isEmpty)
                })
            {
                contextClauses = openClauses
            }
        }
        // A request's own noun named in a statement, after a word that says whose or which,
        // and nothing else (« C'est mon tour », „Das ist meine Runde“, "that's a lap"): it names
        // the thing, it asks for nothing. At most proposed.
        if valuePositions.isEmpty, appSpan == nil, keywordPositions.count == 1, let noun = keywordPositions.first, noun > 1,
            cache.fillers.contains(noun - 1),
            (0..<noun - 1).contains(where: { cache.statementWords.contains($0) && cache.clauses[$0] == cache.clauses[noun] })
        {
            aside += 1
        }
        // Words in brackets beside a thing on a list, named with the request's own word
        // („Miete überweisen (Mai, 850 €) kannst du löschen“): what the speaker adds about it,
        // set aside, so the reading is at most proposed (a clause said as context is set aside
        // whole below).
        if model.slots.allSatisfy({ $0.kind != .text }), !keywordPositions.isEmpty, !valuePositions.isEmpty {
            for position in bracketedWords(in: reading) where !used[position] && !contextClauses.contains(cache.clauses[position]) {
                used[position] = true
                if !soft[position] { setAside(position) }
            }
        }
        // German closes a verb with its particle at the end of the clause („mach mir ne
        // Minestrone klar“): said with a verb that says no request of its own, the particle is
        // one word with that verb, no more unexplained than the verb is. Only a verb that opens
        // its clause, as a command does: „Ich mach mir ne Muschelsuppe klar“ tells what the
        // speaker does.
        if tokenizer.forms.languageCode == "de" {
            for position in 1..<max(count, 1) where !used[position] && !isFrame[position] && !soft[position] {
                guard SeparablePrefixes.closesVerb(reading.keys[position]),
                    position + 1 == count || cache.clauses[position + 1] != cache.clauses[position],
                    let verb = (0..<position).first(where: { cache.clauses[$0] == cache.clauses[position] && !isFrame[$0] }),
                    !used[verb], reading.forms[verb].contains(where: genericVerbForms.contains)
                else { continue }
                used[position] = true
                evidence.append(.init(kind: .frame, words: reading.text(position..<position + 1), slot: nil, weight: 0))
            }
        }
        var unexplained = 0
        var foreign = 0
        var saysWhen: [Int] = []
        var unexplainedPositions: [Int] = []
        func leaveUnexplained(_ position: Int) {
            unexplained += 1
            unexplainedPositions.append(position)
            if !isWordOfApp(at: position, of: model, in: reading, cache: cache) { foreign += 1 }
            evidence.append(.init(kind: .unexplained, words: reading.text(position..<position + 1), slot: nil, weight: -0.7))
        }
        // A request without free text whose object is a pronoun standing for a clause it set
        // aside as context, one that asks something to be done («Tengo que limpiar el sótano,
        // anótalo», « Je dois ranger la cave, note-le »): the pronoun names what that clause
        // said, which this request cannot take — a word it does not explain.
        if !model.hasText,
            let pronoun = (0..<count).first(where: { position in
                (isObjectPronoun(at: position, before: keywordPositions, of: model, in: reading, clauses: cache.clauses, isFrame: isFrame)
                    || (keywordPositions.contains(position) && carriesObjectPronoun(position, in: reading)))
                    && keywordPositions.contains { cache.clauses[$0] == cache.clauses[position] }
                    && asidePositions.contains { aside in
                        aside < position && cache.clauses[aside] != cache.clauses[position]
                            && framedAsToDo(aside, isFrame: isFrame, clauses: cache.clauses)
                            && !keywordPositions.contains { cache.clauses[$0] == cache.clauses[aside] }
                    }
                    && !asidePositions.contains { cache.clauses[$0] == cache.clauses[position] }
            })
        {
            leaveUnexplained(pronoun)
        }
        for position in 0..<count where !used[position] && !soft[position] {
            if contextClauses.contains(cache.clauses[position]) {
                setAside(position)
                continue
            }
            // A verb made a noun („nach dem Laufen“) says when, never a request: set aside by a
            // request without free text, so the reading is at most proposed.
            if !model.hasText, cache.nounPhrases.contains(position) {
                setAside(position)
                continue
            }
            // A word that says when, beside a request that takes no free text and no date
            // ("what did I order this morning", « j'ai commandé quoi hier soir »): see below.
            if !model.hasText, cache.timeWords.contains(position), !model.slots.contains(where: { $0.kind == .date }) {
                saysWhen.append(position)
                continue
            }
            // The prefix of a German separable verb nothing explains („hinzu“ of „Füg eine Runde
            // hinzu“ read as a lap) is that verb's: one word unexplained, not two.
            if unexplainedPositions.contains(where: { closesVerb(at: $0, prefixAt: position, in: reading, clauses: cache.clauses) }) {
                evidence.append(.init(kind: .frame, words: reading.text(position..<position + 1), slot: nil, weight: 0))
                continue
            }
            leaveUnexplained(position)
        }
        // Words that say when are set aside, so the reading is at most proposed — when they are
        // all that the request's words leave unexplained. Beside other words nothing explains
        // ("I'm going there tomorrow", «¿qué tiempo hace hoy?») they are one more of them.
        if unexplained == 0 {
            saysWhen.forEach(setAside)
        } else {
            saysWhen.forEach(leaveUnexplained)
        }
        score -= 0.7 * Double(unexplained)
        // Only the app named: a reading only when nothing else was said — no clause set
        // aside, at most one word nothing explains ("Neue Aufgabe: Suppe bestellen" is no list).
        // Words that say when are no such clause: "today's tasks", "tasks for today",
        // 「今日のタスク」 ask for the list.
        let asideBesidesWhen = aside - asideWhen
        if onlyTheApp, keywordScore == 0, slots.isEmpty, asideBesidesWhen > 0 || unexplained > 1 { return nil }
        // Words a colon announces after a request frame and one word of the request, all of them
        // set aside ("I want you to record: buy stamps", « Il faudrait que tu enregistres :
        // payer la cantine »): the person dictates something a request without a free text
        // cannot take — no reading. (Not the colon of a clock time, „13:00“.) A request said
        // whole before the colon — in two of its own words, or with its value — is given details
        // after it (« Lance une course : 10 km au parc », „Entfern X: Termin steht schon“), and
        // one said alone, with no frame nor other word, may be a heading („Runde 3: …“): read
        // as ever.
        if !model.hasText, !asidePositions.isEmpty, keywordPositions.count == 1, valuePositions.isEmpty,
            let colon = (0..<count).first(where: { endsWithColon($0, in: reading) && !reading.keys[$0].allSatisfy(\.isNumber) }),
            keywordPositions.allSatisfy({ $0 <= colon }),
            // …or another word before the colon names what it announces ("complete the sentence:
            // …", „Geh, schreib ma auf: …“).
            saysFrame(before: keywordPositions[0], plainFrames: plainFrames, cache: cache)
                || (0...colon).contains(where: { position in
                    !keywordPositions.contains(position) && !isFrame[position] && !soft[position] && !reading.isFunctionWord[position]
                        && !reading.keys[position].allSatisfy(\.isNumber)
                }),
            case let announced = (colon + 1..<count).filter({ !isFrame[$0] && !soft[$0] && !reading.isFunctionWord[$0] }),
            !announced.isEmpty, announced.allSatisfy(asidePositions.contains)
        {
            return nil
        }
        for position in 0..<count where isFrame[position] && !used[position] {
            let kind: FlexibleMatch.Evidence.Kind = denial.negation[position] || denial.denied[position] ? .denied : .frame
            evidence.append(.init(kind: kind, words: reading.text(position..<position + 1), slot: nil, weight: 0))
        }
        var match = FlexibleMatch(
            phraseID: model.phraseID, slots: slots, evidence: evidence, keywordScore: keywordScore, score: score,
            namesApp: namesApp, hasLooseValue: loose, unexplainedWords: unexplained)
        match.foreignWords = foreign
        match.asideWords = aside
        match.namesAppPlainly = namesAppPlainly
        match.textIsIntroduced = textIsIntroduced
        match.textIsQuoted = textIsQuoted
        return match
    }

    /// Whether the words that named the app name it as the app, not only as a word of its
    /// requests: a name no request of this language says as its own word ("Soup Chef",
    /// « Tasks » in French), or any name said as a place ("to my tasks", „in meine Aufgaben“,
    /// 「タスクに」 — a connector before or after it that is not an article or a possessive)
    /// or as an address ("Tasks, add milk"). "tareas" in "¿qué tareas he apuntado?" is what
    /// the sentence is about, not where a request goes.
    private func namesAppPlainly(_ span: Range<Int>, widened: Range<Int>, in reading: Reading, clauses: [Int]) -> Bool {
        let ownWord = span.contains { position in reading.forms[position].contains { intentsByKeyword[$0] != nil } }
        if !ownWord { return true }
        let place = Array(widened.lowerBound..<span.lowerBound) + Array(span.upperBound..<widened.upperBound)
        if place.contains(where: { !fillerKeys.contains(reading.keys[$0]) }) { return true }
        // The kind of item a title is made into, right after the words that close the title
        // (「…ってタスク作って」, 「…というやることを」): the app's item, said as such.
        if !reading.readings.isEmpty, span.lowerBound > 1, introducers.occurrences(in: reading.keys).contains(where: { $0.upperBound == span.lowerBound && $0.lowerBound > 0 }) {
            return true
        }
        // An address: the name alone in its clause, at the sentence's start or end.
        let clause = clauses[span.lowerBound]
        let alone = (0..<reading.keys.count).allSatisfy { clauses[$0] != clause || span.contains($0) || fillerKeys.contains(reading.keys[$0]) }
        return alone && (clause == clauses.first || clause == clauses.last) && clauses.first != clauses.last
    }

    /// What a small word of its phrases adds to a reading: a tie-breaker, the least margin
    /// that proposes a reading (see `IntentMatcher.proposalMargin`), never enough to act.
    static let phraseWordWeight = 0.5

    /// The keyword score of a question said by several of its own words ("how many … have I
    /// ordered today"): twice what one rare word weighs.
    static let clearQuestionScore = 4.0

    /// The weight of a request's own words in one clause that says that request whole, beside
    /// a clause of context: a word only one or two requests have ("start", "lap").
    static let clearContextKeywordScore = 2.0

    /// The words of a sentence that deny (`negation`) and the words they deny (`denied`).
    struct Denial {
        var negation: [Bool]
        var denied: [Bool]
        /// Denied by a word before it ("don't", "kein"), as opposed to one after it ("じゃなくて").
        var deniedBefore: [Bool]
        /// Denied, or denying, as a prefix written on one word (未 of 未完了): a description
        /// ("the unfinished ones"), never a refusal.
        var byPrefix: [Bool]
        /// A negation said the way a request's wording says it before its own word ("don't
        /// forget to …", «que no se me olvide …»): its words up to that word, which ask…
        var wordingNegation: [Int] = []
        /// …and that word, which is only that request's (see `negatedWordingForms`).
        var negatedWording: Set<Int> = []
        /// Words such a negation is said with that are a request's own words even inside a
        /// frame (忘れ of 「忘れないようにして」, see `negatedAfterWordingForms`).
        var wordingWords: Set<Int> = []
    }

    /// How many words may come between a negation and the request's own word it is said with
    /// ("don't let me forget", «no se me olvide»).
    private static let wordsToNegatedWording = 3

    /// A negation said after a word of contrast, at most two small words between ("…, but don't
    /// make it urgent", "but it isn't urgent", «pero que no sea urgente»), that denies a word of a
    /// small vocabulary (a priority, a way to stop) with nothing but small words around it to its
    /// clause's end (pronouns, fillers, verbs that say no request of their own, the words a
    /// statement is made of): it speaks of the request, not inside the title the request's verb
    /// began. Not one that denies another verb («pero no lo olvides, que es urgente»), nor a case
    /// word inside more words ("but not high fat").
    private func deniesCaseAfterContrast(
        _ negation: Range<Int>, in reading: Reading, contrasts: [Range<Int>], endsClause: (Int) -> Bool
    ) -> Bool {
        let keys = reading.keys
        guard let contrast = contrasts.last(where: { $0.upperBound <= negation.lowerBound }),
            negation.lowerBound - contrast.upperBound <= 2
        else { return false }
        let companions = Set(doneCompanions.occurrences(in: keys).joined())
        func isSmall(_ position: Int) -> Bool {
            let key = keys[position]
            return reading.isFunctionWord[position] || lexiconWordKeys.contains(key) || pronounKeys.contains(key)
                || genericVerbKeys.contains(key) || negationWordKeys.contains(key) || companions.contains(position)
        }
        guard (contrast.upperBound..<negation.lowerBound).allSatisfy(isSmall) else { return false }
        var saysCase = false
        var position = negation.upperBound
        while position < keys.count {
            if reading.forms[position].contains(where: smallValueForms.contains) {
                saysCase = true
            } else if !isSmall(position),
                !(position + 1 < keys.count && !endsClause(position) && reading.forms[position + 1].contains(where: smallValueForms.contains))
            {
                // One word of its own right before the case says how much of it ("not super
                // urgent", « pas très urgent »).
                return false
            }
            if endsClause(position) { break }
            position += 1
        }
        return saysCase
    }

    /// Marks of a clause's end between two words.
    private static let clauseMarks: Set<Character> = [",", ";", ".", "!", "?", ":", "、", "。", "！", "？", "，", "–", "—", "…"]

    /// Whether the text between two words ends a clause: a clause mark, or a hyphen typed for a
    /// dash, with a space on each side ("start run - 10k loop round the park"); a hyphen inside
    /// a word ("Zahnarzt-Eintrag") joins it.
    /// A comma that groups a number's thousands ("12,800", 「12,800円」: three digits after it,
    /// then no digit) ends nothing.
    public static func marksClause(_ between: Substring) -> Bool {
        (between.contains(where: clauseMarks.contains) && !groupsDigits(between))
            || (between.contains("-") && between.first?.isWhitespace == true && between.last?.isWhitespace == true)
    }

    private static func groupsDigits(_ between: Substring) -> Bool {
        guard joinsDigits(between, with: ",") else { return false }
        let after = between.base[between.endIndex...].prefix(4)
        let group = after.prefix(3)
        return group.count == 3 && group.allSatisfy(\.isNumber) && !(after.dropFirst(3).first?.isNumber ?? false)
    }

    /// Whether the text between two words is a lone full stop written inside one word, with a
    /// letter or digit on each side and no space (an e-mail address or a web address:
    /// "juan.perez@gmail.com", "tienda.es"): it ends no clause.
    private static func isDotInsideWord(_ between: Substring) -> Bool {
        guard between == ".", let before = between.base[..<between.startIndex].last,
            between.endIndex < between.base.endIndex
        else { return false }
        let after = between.base[between.endIndex]
        return (before.isLetter || before.isNumber) && (after.isLetter || after.isNumber)
    }

    /// Whether the text between two words is a lone comma written between two digits, with no
    /// space: a decimal comma ("45,90 €", "2,5 kilos"), which ends no clause. Spanish only: a
    /// comma between digits is a list in Japanese (「2,3杯」, two or three) and a thousands mark
    /// in English, and neither was measured here.
    private func isDecimalComma(_ between: Substring) -> Bool {
        Self.decimalCommaLanguages.contains(tokenizer.forms.languageCode) && Self.joinsDigits(between, with: ",")
    }

    /// Languages whose comma between two digits is a decimal comma (see `isDecimalComma`).
    static let decimalCommaLanguages: Set<String> = ["es"]

    /// The clause of each word: a mark between two words (",", ":", "、") begins a new one.
    /// The words of a statement that something is done: words in a completed form ("bought",
    /// „gekauft“, 「買っ」 of 「買った」), and the words that may come with them ("already", „ist“).
    /// Nothing in a question ("Have I paid the rent?") nor in what the sentence denies or
    /// wraps in a request frame.
    private func readCompleted(
        in reading: Reading, shapedAsCompleted: [Int], isFrame: [Bool], frameSpans: [Range<Int>], into cache: MentionCache
    ) {
        cache.doneCompanion = [Bool](repeating: false, count: reading.keys.count)
        let sentence = reading.sentence.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !completedForms.isEmpty else { return }
        // A frame's word says no verb of its own — but Japanese する after a noun (「電話した」),
        // which request frames also say (「してください」), does.
        let japanese = completedForms.languageCode == "ja"
        // A question says nothing done ("Have I paid the rent?") — unless it is a request asked
        // politely: a clause of its own begun by a frame that asks for something more than the
        // frame („Die Blumen sind gegossen, kannst du das abhaken?“, „…, kannste das abhaken?“,
        // „Würden Sie bitte vermerken, dass ich den Termin vereinbart habe?“, "I bought the milk,
        // could you tick it off?"): its other clauses may say what is done, asked, never acted
        // on. The frame's clause says nothing done, and a frame alone asks nothing („Sag mal, hab
        // ich die Milch gekauft?“ stays a question).
        var askingClauses = Set<Int>()
        if sentence.hasSuffix("?") || sentence.hasSuffix("？") || sentence.hasPrefix("¿") {
            guard !japanese, !sentence.hasPrefix("¿") else { return }
            for span in frameSpans {
                let clause = cache.clauses[span.lowerBound]
                guard span.lowerBound == 0 || cache.clauses[span.lowerBound - 1] != clause else { continue }
                let asksMore = (span.upperBound..<reading.keys.count).contains { position in
                    cache.clauses[position] == clause && !isFrame[position] && !reading.isFunctionWord[position]
                }
                if asksMore { askingClauses.insert(clause) }
            }
            // A polite frame that asks for a frame of telling, said at once before the
            // statement (« Pourriez-vous indiquer que la tâche … est terminée ? », « tu peux
            // signaler que j'ai payé le loyer ? »): a request to say it done, in one clause.
            // Asked, never acted on; a word of doubt still blocks it (« … si … »).
            let tellsThat = frameSpans.contains { first in
                first.lowerBound == 0
                    && frameSpans.contains { told in
                        told.lowerBound == first.upperBound && told.count >= 2 && told.upperBound < reading.keys.count
                            && cache.clauses[told.upperBound] == cache.clauses[0]
                    }
            }
            if tellsThat { askingClauses.removeAll() }
            guard tellsThat || (!askingClauses.isEmpty && Set(cache.clauses).count > askingClauses.count) else { return }
            cache.completedInQuestion = true
        }
        for span in doneCompanions.occurrences(in: reading.keys) where !askingClauses.contains(cache.clauses[span.lowerBound]) {
            for position in span { cache.doneCompanion[position] = true }
        }
        // A clause with a word that says someone else did it, or that the speaker is not sure
        // ("Mom called me", 「買ったっけ」), says nothing done.
        // A blocker that is a part of a longer frame is the frame's («te cuento que ya regué las
        // plantas»: the "te" of telling is no one else's doing); one that is the whole frame
        // (« est-ce que », "me") still blocks.
        let blockedClauses = Set(
            doneBlockers.occurrences(in: reading.keys).filter { blocker in
                !frameSpans.contains { $0.count > blocker.count && $0.contains(blocker.lowerBound) && $0.contains(blocker.upperBound - 1) }
            }.map { cache.clauses[$0.lowerBound] }).union(askingClauses)
        let completed = shapedAsCompleted.filter { position in
            (!isFrame[position] || (japanese && reading.forms[position].contains("する")))
                && !blockedClauses.contains(cache.clauses[position])
        }
        guard !completed.isEmpty else { return }
        cache.completed = completed
        // The verb's everyday words mean what they stand for there too („ausgemacht“ of
        // „ausmachen“, said for „vereinbaren“).
        cache.verbForms = { [completedForms, synonymForms] position in
            let forms = completedForms.verbForms(at: position, in: reading)
            var meant = forms
            for form in forms { for target in synonymForms[form] ?? [] where !meant.contains(target) { meant.append(target) } }
            return meant
        }
        // Japanese する after a noun (「電話した」): the noun before it is what was done.
        if japanese { cache.completedAfterName = Set(completed.filter { reading.forms[$0].contains("する") }) }
        // Japanese verbs that help the one done (来る of 「買ってきた」) are part of saying it.
        for position in reading.isHelpingVerb.indices where reading.isHelpingVerb[position] {
            cache.doneCompanion[position] = true
        }
    }

    /// The words of a name the sentence is said to: a clause of one or two words, each written
    /// with a capital letter, at the sentence's end after a comma ("saca la basura, Marcos") or
    /// at its start before one ("Marcos, saca la basura"). Such a name is nobody's request, even
    /// when its stem is a request's word ("Marcos" → "marc" of "marca"). At the start, where
    /// every sentence has its capital, only a word that is no request's word as said ("Stop,
    /// don't save it" keeps its "Stop"); in German, which writes nouns with capitals, only such a
    /// word at the end too. The app's name said there ("…, Laps") is read as the app's name all
    /// the same. A sentence all in capitals names nobody.
    private func addressee(in reading: Reading, clauses: [Int]) -> Set<Int> {
        let count = reading.tokens.count
        guard count >= 3, let last = clauses.last, last > 0 else { return [] }
        func isCapitalized(_ position: Int) -> Bool {
            let word = reading.sentence[reading.tokens[position].range]
            guard let initial = word.first, initial.isUppercase else { return false }
            return word.dropFirst().contains(where: \.isLowercase)
        }
        func isComma(between a: Int, and b: Int) -> Bool {
            let between = reading.sentence[reading.tokens[a].range.upperBound..<reading.tokens[b].range.lowerBound]
            return between.contains(",") || between.contains("，")
        }
        var names = Set<Int>()
        let end = (0..<count).filter { clauses[$0] == last }
        // German writes every noun with a capital: there a word of a request said last („Hey
        // Laps, Runde!“, „…, Zwischenzeit“) is that request's word, not a name.
        let nounsAreCapitalized = tokenizer.forms.languageCode == "de"
        if end.count <= 2, let first = end.first, isComma(between: first - 1, and: first), end.allSatisfy(isCapitalized),
            !(nounsAreCapitalized && end.contains { reading.forms[$0].contains { intentsByKeyword[$0] != nil } })
        {
            names.formUnion(end)
        }
        let start = (0..<count).filter { clauses[$0] == 0 }
        if start.count <= 2, let after = start.last.map({ $0 + 1 }), after < count, isComma(between: after - 1, and: after),
            start.allSatisfy({ isCapitalized($0) && intentsByKeyword[reading.keys[$0]] == nil && leadingLexiconWords[reading.keys[$0]] == nil })
        {
            names.formUnion(start)
        }
        return names
    }

    /// German: a verb made a noun after an article said with a preposition („nach dem Laufen“,
    /// „beim Einkaufen“, „vom Joggen zurück“, „zum Training“ is no verb): when something was done,
    /// never a request: no word of a request, and set aside by requests without free text
    /// (see `read`), so „Hab nach dem Laufen die Blumen gegossen, abhaken
    /// bitte“ is asked as the to-do done. The noun is written with a capital and ends in „-en“;
    /// the preposition before a plain article („nach dem“, „vor dem“) is part of it. Found once a
    /// sentence.
    private func verbsMadeNouns(in reading: Reading, isFrame: [Bool], clauses: [Int]) -> [Range<Int>] {
        guard tokenizer.forms.languageCode == "de" else { return [] }
        let keys = reading.keys
        var found: [Range<Int>] = []
        // Typed or heard all in lower case („beim laufen“), the article alone says the noun.
        let saysCapitals = reading.sentence.contains(where: \.isUppercase)
        for position in keys.indices.dropFirst() where keys[position].count > 4 && keys[position].hasSuffix("en") {
            let article = keys[position - 1]
            guard Self.germanNounArticles.contains(article), clauses[position - 1] == clauses[position], !isFrame[position],
                !saysCapitals || reading.text(position..<position + 1).first?.isUppercase == true
            else { continue }
            var start = position - 1
            if Self.germanPlainArticles.contains(article), start > 0, clauses[start - 1] == clauses[start],
                Self.germanPrepositionsBeforeNoun.contains(keys[start - 1])
            {
                start -= 1
            } else if Self.germanPlainArticles.contains(article) {
                continue
            }
            found.append(start..<position + 1)
        }
        return found
    }

    /// German: a place said with a preposition in two parts („an der Brücke vorbei“, „um den See
    /// rum“): where the speaker is, never a request — its last word is no „vorbei“ of a run said
    /// over nor a „rum“ of a lap, and requests without free text set it aside (as a verb made a
    /// noun, see `read`). The preposition opens it at most four words before, in the same
    /// clause. Found once a sentence.
    private func circumpositions(in reading: Reading, clauses: [Int]) -> Set<Int> {
        guard tokenizer.forms.languageCode == "de" else { return [] }
        let keys = reading.keys
        var found = Set<Int>()
        for position in keys.indices.dropFirst(2) {
            guard let opening = Self.germanCircumpositions[keys[position]] else { continue }
            for start in stride(from: position - 2, through: max(0, position - 5), by: -1) {
                guard clauses[start] == clauses[position] else { break }
                if opening.contains(keys[start]) {
                    found.formUnion(start...position)
                    break
                }
            }
        }
        return found
    }

    /// The last word of a German place said in two parts → the prepositions that open it.
    private static let germanCircumpositions: [String: Set<String>] = [
        "vorbei": ["an", "am"], "rum": ["um", "ums"], "herum": ["um", "ums"],
    ]

    /// Articles joined with a preposition that say a verb made a noun after them („beim Laufen“).
    private static let germanNounArticles: Set<String> = ["beim", "vom", "zum", "dem"]
    /// German articles a title may begin with before its noun (see `beginsTitle`).
    private static let germanTitleArticles: Set<String> = ["der", "die", "das", "den", "dem", "des", "eine", "einen", "einem", "einer", "diese", "dieser", "diesen", "diesem", "dieses"]

    /// Whether the German word at `position` is written as an infinitive: in lower case (a
    /// noun is capitalized), ending in -en, -eln or -ern („entlüften“, „bügeln“).
    private func isGermanInfinitive(at position: Int, in reading: Reading) -> Bool {
        let text = reading.text(position..<position + 1)
        guard let first = text.first, first.isLowercase, text.count >= 4 else { return false }
        return text.hasSuffix("en") || text.hasSuffix("ln") || text.hasSuffix("rn")
    }
    /// The plain article among them, said after a preposition („nach dem Laufen“).
    private static let germanPlainArticles: Set<String> = ["dem"]
    /// Prepositions of time or purpose said before „dem“ and a verb made a noun.
    private static let germanPrepositionsBeforeNoun: Set<String> = ["nach", "vor", "bei", "von", "mit", "seit", "zu", "wahrend", "waehrend"]

    /// Whether the frame word at `position` ends a run of frame words said after two words of
    /// the clause that are no frame: a frame that closes a request («… porfa», «… por favor»).
    private func frameEndsAfterWords(at position: Int, isFrame: [Bool], clause: Int, clauses: [Int]) -> Bool {
        var first = position
        while first > 0, isFrame[first - 1], clauses[first - 1] == clause { first -= 1 }
        return (0..<first).filter { clauses[$0] == clause && !isFrame[$0] }.count >= 2
    }

    /// The clauses that say why: from a word of `hark.understanding.reasons` to its clause's
    /// end, with words said outside it that are no frame. The word begins its clause («…, que
    /// se me olvida», "…, because it's late"; the first one only when another clause follows:
    /// «oye, que tengo las manos mojadas, pide …»), or comes after two words of the clause
    /// («pide una minestrone que vengo de correr», «para la carrera que se me enfría la sopa»:
    /// not a clause of its own), never right after a small word («lo que», «para que», «así
    /// que») nor after a frame that opens what follows («quiero que»); after a frame that closes
    /// the request it does («… porfa que voy manejando», see `frameEndsAfterWords`). A word
    /// written with an accent its key has not («qué», «cómo») asks a question, and says no
    /// reason; one written with no accent at all («q», «xq») says it. Found once a sentence.
    private func reasonClauses(
        in reading: Reading, isFrame: [Bool], soft: [Bool], clauses: [Int], consequenceWords: [Range<Int>]
    ) -> [(span: Range<Int>, ownClause: Bool, sure: Bool)] {
        let count = reading.keys.count
        var found: [(span: Range<Int>, ownClause: Bool, sure: Bool)] = []
        // Words read together across a clause mark are two («empieza la carrera ya, que me
        // estoy quedando frío»: no «ya que»): the reason begins where its clause does.
        let words = reasons.occurrences(in: reading.keys).compactMap { word -> Range<Int>? in
            guard let split = word.dropFirst().first(where: { clauses[$0] != clauses[$0 - 1] }) else { return word }
            return reasons.starting(at: split, in: reading.keys)
        }
        for word in words {
            let start = word.lowerBound
            // Written with no accent: «q», «xq» read as «que», «porque» say a reason too.
            let written = reading.text(start..<start + 1).lowercased()
            // A word that begins nothing but a reason says one even when its words are small
            // ones too («ya que»: «ya» is also "already").
            let sure = sureReasonKeys.contains(Array(reading.keys[word]))
            guard !word.contains(where: { isFrame[$0] || (soft[$0] && !(sure && word.count > 1)) }),
                !found.contains(where: { $0.span.contains(start) }),
                written == reading.keys[start] || written.folding(options: .diacriticInsensitive, locale: nil) == written
            else { continue }
            let clause = clauses[start]
            var end = word.upperBound
            while end < count, clauses[end] == clause { end += 1 }
            let before = (0..<start).filter { clauses[$0] == clause && !isFrame[$0] }
            let span = start..<end
            func saysSomething(_ positions: [Int]) -> Bool { positions.contains { !isFrame[$0] && !soft[$0] } }
            guard saysSomething(Array(word.upperBound..<end)),
                saysSomething((0..<count).filter { !span.contains($0) })
            else { continue }
            if !before.contains(where: { !soft[$0] }) {
                // The sentence's first clause says why only before another that says something.
                if clause == clauses.first, !saysSomething((end..<count).map { $0 }) { continue }
                found.append((span, true, sure))
            } else if before.count >= 2,
                isFrame[start - 1] ? frameEndsAfterWords(at: start - 1, isFrame: isFrame, clause: clause, clauses: clauses) : !soft[start - 1]
            {
                // After a frame only where the frame closes the request («borra lo del dentista
                // porfa que al final no voy»), not where it opens what follows («quiero que»).
                found.append((span, false, sure))
            }
        }
        // A clause that ends with a word of consequence ("we've moved out so delete …", « on a
        // déménagé donc supprime … ») says why what follows it is asked: from its clause's first
        // word to the consequence word, when two words that are no frame come before it and
        // what follows in the clause says something. A request said before it ("add buy milk
        // so we have some") keeps its words: see `readEvidence`, which skips such a clause
        // holding the request's own words.
        for word in consequenceWords {
            let clause = clauses[word.lowerBound]
            var start = word.lowerBound
            while start > 0, clauses[start - 1] == clause { start -= 1 }
            let span = start..<word.upperBound
            guard !found.contains(where: { $0.span.overlaps(span) }) else { continue }
            found.append((span, true, false))
        }
        return found
    }

    /// The words of consequence (`hark.understanding.consequences`) said after two words of
    /// their clause that are no frame, with words that say something after them in the clause.
    private func consequenceWords(in reading: Reading, isFrame: [Bool], soft: [Bool], clauses: [Int]) -> [Range<Int>] {
        guard !consequences.phrases.isEmpty else { return [] }
        let count = reading.keys.count
        return consequences.occurrences(in: reading.keys).filter { word in
            let clause = clauses[word.lowerBound]
            let before = (0..<word.lowerBound).filter { clauses[$0] == clause && !isFrame[$0] && !soft[$0] }
            // One that says so only before a clause mark is said with one written right after
            // it, and words after it say something (「あったまるもの食べたいから、クラムチャウダーを
            // 2杯注文して」; 「走り始めるから計測お願い」 is one clause).
            if consequenceBeforeMarkKeys.contains(Array(reading.keys[word])) {
                // Japanese: only the particle that ends a reason (走るから), not から of a place or
                // a time (「東京駅から、歩いて帰る」).
                guard before.count >= 2, word.upperBound < count, reading.endsReason.isEmpty || reading.endsReason(at: word.upperBound - 1)
                else { return false }
                return !isOneClause(from: word.upperBound - 1, to: word.upperBound, in: reading)
                    && (word.upperBound..<count).contains { !isFrame[$0] && !soft[$0] }
            }
            let after = (word.upperBound..<count).filter { clauses[$0] == clause && !isFrame[$0] && !soft[$0] }
            return before.count >= 2 && !after.isEmpty
        }
    }

    /// The words of the times of day a sentence says: a number of one or two digits with a
    /// clock word after it ("1pm", "5 pm", „12 Uhr“, « 12h30 » written in one word), or two
    /// such numbers joined by a colon ("12:30", „12:30 Uhr“, with its clock word), or by a full
    /// stop before a clock word („12.30 Uhr“).
    private func clockTimes(in reading: Reading) -> Set<Int> {
        let keys = reading.keys
        func isHour(_ position: Int) -> Bool {
            position < keys.count && (1...2).contains(keys[position].count) && keys[position].allSatisfy(\.isASCII) && keys[position].allSatisfy(\.isNumber)
        }
        /// A time written in one word: the hour, a clock word and the minutes (« 12h30 », "1pm").
        func isWrittenTime(_ key: String) -> Bool {
            let hour = key.prefix(while: { $0.isASCII && $0.isNumber })
            guard (1...2).contains(hour.count) else { return false }
            let rest = key.dropFirst(hour.count)
            let minutes = rest.reversed().prefix(while: { $0.isASCII && $0.isNumber }).count
            guard minutes == 0 || minutes == 2 else { return false }
            return clockKeys.contains(String(rest.dropLast(minutes)))
        }
        var found = Set(keys.indices.filter { isWrittenTime(keys[$0]) })
        for position in keys.indices where isHour(position) {
            var end = position + 1
            if isHour(end) {
                let between = reading.sentence[reading.tokens[position].range.upperBound..<reading.tokens[end].range.lowerBound]
                // „12.30 Uhr“: a full stop between them only with the clock word after.
                if Self.isTimeColon(between) || (between == "." && end + 1 < keys.count && clockKeys.contains(keys[end + 1])) {
                    end += 1
                }
            }
            let saysClock = end < keys.count && clockKeys.contains(keys[end])
            guard saysClock || end > position + 1 else { continue }
            found.formUnion(position..<(saysClock ? end + 1 : end))
            // The minutes written onto the clock word (« 12h30 »).
            if saysClock, end == position + 1, isHour(end + 1), keys[end + 1].count == 2,
                reading.tokens[end].range.upperBound == reading.tokens[end + 1].range.lowerBound
            {
                found.insert(end + 1)
            }
        }
        return found
    }

    /// Whether the text between two words is a colon written between two digits ("12:30").
    static func isTimeColon(_ between: Substring) -> Bool { joinsDigits(between, with: ":") }

    /// Whether the text between two words is `mark` alone, with a digit right before and after
    /// it ("12:30", the decimal comma of "3,5").
    private static func joinsDigits(_ between: Substring, with mark: Substring) -> Bool {
        guard between == mark, let before = between.base[..<between.startIndex].last, between.endIndex < between.base.endIndex
        else { return false }
        return before.isNumber && between.base[between.endIndex].isNumber
    }

    /// Whether a word written before a full stop is likely an abbreviation: one or two letters
    /// („Dr“, "St", „Nr“), or one of the short titles and words written so in the five
    /// languages ("Prof", "Mrs", "Dept", „Str“, « Mme », «Sra»). "Tom.", "Mum." end a sentence.
    private static func isAbbreviation(_ word: String) -> Bool {
        word.count <= 2 || abbreviations.contains(word.lowercased())
    }

    private static let abbreviations: Set<String> = [
        "mrs", "prof", "dept", "approx", "etc", "ref", "réf", "tél", "env", "inc", "ltd", "tel", "str", "bzw", "usw", "evtl", "ggf", "mme", "mlle",
        "sra", "srta", "dra", "avda", "hrs", "min", "max", "sec", "jan", "feb", "aug", "sept", "oct", "nov", "dec",
    ]

    /// The sentence each word is in: a new one begins after a question or exclamation mark, a
    /// Japanese full stop, or a full stop and a space after a word that is no abbreviation
    /// („Dr.“, "Prof.", "hrs."), never inside a number or an address.
    private func sentences(in reading: Reading) -> [Int] {
        var sentences = [Int](repeating: 0, count: reading.tokens.count)
        guard reading.sentence.contains(where: { ".!?。！？".contains($0) }) else { return sentences }
        var sentence = 0
        // Brackets left open: a mark inside them ("(réf. 2024-117)", "(Dr. Weber, Di. 14:30)")
        // ends no sentence, it is part of what the brackets add.
        // (Counted over the whole sentence: a tokenizer may keep a bracket as a word of its own.)
        var open = 0
        var counted = reading.sentence.startIndex
        for position in reading.tokens.indices {
            if position > 0 {
                let before = open
                for character in reading.sentence[counted..<reading.tokens[position].range.lowerBound] {
                    if Self.openingBrackets.contains(character) {
                        open += 1
                    } else if Self.closingBrackets.contains(character) {
                        open = max(0, open - 1)
                    }
                }
                counted = reading.tokens[position].range.lowerBound
                if before == 0 || open == 0, Self.beginsSentence(at: position, tokens: reading.tokens, in: reading.sentence) { sentence += 1 }
            }
            sentences[position] = sentence
        }
        return sentences
    }

    /// Whether a new sentence begins at the token at `position` (see `sentences(in:)`).
    private static func beginsSentence(at position: Int, tokens: [Token], in sentence: String) -> Bool {
        let between = sentence[tokens[position - 1].range.upperBound..<tokens[position].range.lowerBound]
        // The mark closes what comes before the space ("!) " inside brackets ends nothing).
        let closing = between.last(where: { !$0.isWhitespace })
        return between.contains(where: { "。！？".contains($0) })
            || (closing.map { "!?".contains($0) } == true && between.contains(where: \.isWhitespace))
            || (closing == "." && between.contains(where: \.isWhitespace)
                && !isAbbreviation(String(sentence[tokens[position - 1].range])))
    }

    private func clauses(in reading: Reading) -> [Int] {
        var clauses = [Int](repeating: 0, count: reading.tokens.count)
        var clause = 0
        for position in reading.tokens.indices {
            if position > 0 {
                let between = reading.sentence[reading.tokens[position - 1].range.upperBound..<reading.tokens[position].range.lowerBound]
                if Self.marksClause(between), !Self.isDotInsideWord(between), !isDecimalComma(between), !Self.isTimeColon(between) {
                    clause += 1
                } else if reading.endsReason(at: position - 1) {
                    // Japanese: a reason ends its clause as a comma would (「飲みたいから
                    // ミネストローネ注文」).
                    clause += 1
                }
            }
            clauses[position] = clause
        }
        return clauses
    }

    /// Keys that follow 「じゃなくて」 when it says "need not" (「急ぎじゃなくていい」, 「…じゃなくても」),
    /// not "not X but Y".
    private static let contrastFollowers: Set<String> = ["いい", "も", "よい", "良い", "大丈夫", "ええ", "よか"]

    /// What the sentence denies; `frameSpans` are the frames said in it, `isFrame` their words.
    ///
    /// A negation said inside a title begun by an infinitive after the verb of adding, in the
    /// infinitive's clause (« ajoute acheter du pain sans gluten », "añade comprar pan sin
    /// gluten"), is the title's own word: it denies nothing of the request.
    private func denials(
        in reading: Reading, frameSpans: [Range<Int>], isFrame: [Bool],
        title: TitleAfterVerb? = nil, quotedTitle: Set<Int> = [], clauses: [Int] = []
    ) -> Denial {
        let count = reading.tokens.count
        let none = [Bool](repeating: false, count: count)
        var denial = Denial(negation: none, denied: none, deniedBefore: none, byPrefix: none)
        guard !negationsBefore.phrases.isEmpty || !negationsAfter.phrases.isEmpty || !negationsOfNext.phrases.isEmpty
        else { return denial }
        // A word of consequence or of contrast ends what a negation denies: "we're not going
        // abroad so delete renew my passport", "not urgent but add book flights" deny no
        // deleting, no adding.
        let linkingSpans = consequences.occurrences(in: reading.keys) + contrasts.occurrences(in: reading.keys)
        let consequenceStarts = Set(linkingSpans.map(\.lowerBound))
        func endsClause(after position: Int) -> Bool {
            guard position + 1 < count else { return true }
            let between = reading.sentence[reading.tokens[position].range.upperBound..<reading.tokens[position + 1].range.lowerBound]
            return Self.marksClause(between)
        }
        func saysNegatedWording(_ position: Int) -> Bool { reading.forms[position].contains(where: negatedWordingForms.contains) }
        // Said before another word of the requests it is a word of (« n'oublie pas d'ajouter
        // …», «no me quiero olvidar, apunta …»), it only frames that word, as before.
        func saysRequestAgain(of word: Int, after position: Int) -> Bool {
            let owners = Set(reading.forms[word].filter(negatedWordingForms.contains).flatMap { intentsByKeyword[$0] ?? [] })
            return (position + 1..<count).contains { later in
                !saysNegatedWording(later) && reading.forms[later].contains { (intentsByKeyword[$0] ?? []).contains(where: owners.contains) }
            }
        }
        let isGerman = tokenizer.forms.languageCode == "de"
        for span in negationsBefore.occurrences(in: reading.keys) {
            if let title, span.lowerBound > title.first, clauses[span.lowerBound] == clauses[title.first],
                !deniesCaseAfterContrast(span, in: reading, contrasts: linkingSpans, endsClause: endsClause)
            {
                continue
            }
            if quotedTitle.contains(span.lowerBound) { continue }
            // A request's own word said after its negation, as its wordings say it, a few words
            // on in its clause, or right before it ("don't let me forget to call the plumber",
            // «que no se me olvide llamar al fontanero», a frame too): the negation asks for that
            // request and denies nothing, and the word is the request's even inside a frame.
            if !negatedWordingForms.isEmpty {
                var window: [Int] = []
                for position in span.upperBound..<min(count, span.upperBound + Self.wordsToNegatedWording + 1) {
                    window.append(position)
                    if endsClause(after: position) { break }
                }
                // The word said right before it, where the language puts the negation after the
                // verb (« oublie pas de … », „vergiss nicht, …“).
                let before = span.lowerBound - 1
                if before >= 0, saysNegatedWording(before), !endsClause(after: before), !saysRequestAgain(of: before, after: span.upperBound - 1) {
                    denial.negatedWording.insert(before)
                    denial.wordingNegation.append(contentsOf: span)
                    continue
                }
                if let last = window.last(where: saysNegatedWording), !saysRequestAgain(of: last, after: last) {
                    var end = last + 1
                    while end < count, !endsClause(after: end - 1), saysNegatedWording(end) { end += 1 }
                    let wording = (span.upperBound..<end).filter(saysNegatedWording)
                    denial.negatedWording.formUnion(wording)
                    denial.wordingNegation.append(contentsOf: (span.lowerBound..<last).filter { !wording.contains($0) })
                    continue
                }
            }
            // A frame that holds the negation's words asks, and denies nothing (« n'oublie pas
            // de noter … », like 「追加してくれない？」 below).
            if Self.isInsideLongerFrame(span, frameSpans) { continue }
            for position in span { denial.negation[position] = true }
            var position = span.upperBound - 1
            var deniesAfter = false
            while !endsClause(after: position), !consequenceStarts.contains(position + 1) || position + 1 == span.upperBound {
                position += 1
                if !denial.negation[position] {
                    denial.denied[position] = true
                    denial.deniedBefore[position] = true
                    // The prefix of a separable verb ends its clause after the negation („Halt
                    // die Uhr nicht an“, „Schreib Brot kaufen nicht auf“): it is the verb's.
                    if !isFrame[position], !(isGerman && SeparablePrefixes.german.contains(reading.keys[position])) {
                        deniesAfter = true
                    }
                }
            }
            // German says the negation of a clause's verb at the clause's end („Starte den Lauf
            // nicht“, „Lösch Milch kaufen bitte nicht“, „Bestell die Suppe doch nicht“): said
            // after everything else of a clause (or of its part after „und“: „stopp den Lauf und
            // speicher ihn nicht“) that opens with a request's own word, it denies that part. One
            // that opens otherwise says what is not so of a thing („Oma anrufen brauch ich nicht
            // mehr“), which the words after it may still act on.
            if isGerman, !deniesAfter {
                var start = span.lowerBound
                while start > 0, !endsClause(after: start - 1), !GermanInfinitive.joiningWords.contains(reading.keys[start - 1]) {
                    start -= 1
                }
                // Past a word of contrast or consequence that opens it („…, aber lösch es nicht“).
                if let first = (start..<span.lowerBound).first(where: { position in
                    !isFrame[position] && !denial.negation[position] && !linkingSpans.contains { $0.contains(position) }
                }),
                    reading.forms[first].contains(where: { intentsByKeyword[$0] != nil })
                {
                    for position in first..<span.lowerBound where !denial.negation[position] { denial.denied[position] = true }
                }
            }
        }
        // A prefix denies the one word it is written onto (未 of 未完了: "not completed"), the
        // way "don't" denies the rest of its clause.
        for span in negationsOfNext.occurrences(in: reading.keys) where span.upperBound < count {
            guard !endsClause(after: span.upperBound - 1), !quotedTitle.contains(span.lowerBound) else { continue }
            for position in span {
                denial.negation[position] = true
                denial.byPrefix[position] = true
            }
            denial.denied[span.upperBound] = true
            denial.deniedBefore[span.upperBound] = true
            denial.byPrefix[span.upperBound] = true
        }
        // The word denied after it is the one before its endings: particles, and the frames'
        // small words (the て of 終わってない, which MeCab reads as a form of てる).
        func isContrast(_ span: Range<Int>) -> Bool {
            guard tokenizer.forms.languageCode == "ja", let last = span.last,
                reading.keys[last] == "て" || reading.keys[last] == "なく",
                span.contains(where: { reading.keys[$0] == "じゃ" || reading.keys[$0] == "では" || reading.keys[$0] == "は" })
            else { return false }
            return span.upperBound >= count || endsClause(after: last) || !Self.contrastFollowers.contains(reading.keys[span.upperBound])
        }
        for span in negationsAfter.occurrences(in: reading.keys) {
            if quotedTitle.contains(span.lowerBound) { continue }
            // A word said before the negation its request's wordings say after it (「電話するのを
            // 忘れないように」, a frame too): the negation asks for that request and denies
            // nothing, and the word is the request's even inside a frame.
            var said = span.lowerBound - 1
            while said >= 0, reading.isFunctionWord[said], !endsClause(after: said) { said -= 1 }
            if said >= 0, !endsClause(after: said), reading.forms[said].contains(where: negatedAfterWordingForms.contains) {
                denial.wordingNegation.append(contentsOf: span)
                denial.wordingWords.insert(said)
                continue
            }
            // A frame that says it asks ("追加してくれない？", "won't you add …") denies nothing.
            if Self.isInsideLongerFrame(span, frameSpans) { continue }
            for position in span { denial.negation[position] = true }
            var position = span.lowerBound - 1
            while position >= 0, reading.isFunctionWord[position] || isFrame[position], !denial.negation[position],
                !endsClause(after: position)
            {
                position -= 1
            }
            if position >= 0, !denial.negation[position], !endsClause(after: position) {
                denial.denied[position] = true
                // Japanese 「XじゃなくてY」 ("not X but Y") takes back all of X, back to its
                // clause's start (「タスクに入れるんじゃなくて計測の方ね」, 「やることじゃなくて、…」);
                // 「急ぎじゃない」 and 「急ぎじゃなくていい」 deny their one word.
                if isContrast(span) {
                    var back = position - 1
                    // Back to the topic (は of 「牛乳を買うは完了じゃなくて削除で」), which the
                    // contrast is said of, not taken back.
                    while back >= 0, !denial.negation[back], !endsClause(after: back), reading.keys[back] != "は" {
                        denial.denied[back] = true
                        back -= 1
                    }
                }
            }
        }
        // Japanese: a count said again after a word that takes back what came before
        // (「味噌汁を2つ、いや3つで」, 「2杯、やっぱり3杯」): the count before it is denied.
        if tokenizer.forms.languageCode == "ja" {
            func isNumber(_ position: Int) -> Bool { index.parsers.numbers.reading(of: reading.keys[position..<position + 1]) != nil }
            for position in 1..<max(count, 1) where Self.takingBack.contains(reading.keys[position]) && endsClause(after: position - 1) {
                var end = position
                while !endsClause(after: end) { end += 1 }
                guard ((position + 1)..<(end + 1)).contains(where: isNumber) else { continue }
                var start = position - 1
                while start > 0, !endsClause(after: start - 1) { start -= 1 }
                let counts = (start..<position).filter(isNumber)
                guard !counts.isEmpty else { continue }
                denial.negation[position] = true
                for denied in counts { denial.denied[denied] = true }
            }
        }
        // A clause of contrast that ends in a negation says what is not so, its verb left
        // unsaid („Müll rausbringen ist erledigt, Blumen gießen aber noch nicht“, "…, but
        // watering the plants isn't yet", «…, pero regar las plantas todavía no»): its words are
        // denied with the word of contrast, and set aside as words denied after their negation
        // are.
        if tokenizer.forms.languageCode != "ja" {
            for span in contrasts.occurrences(in: reading.keys) {
                var start = span.lowerBound
                while start > 0, !endsClause(after: start - 1) { start -= 1 }
                var end = span.upperBound - 1
                while !endsClause(after: end) { end += 1 }
                // The clause's last word, past frames: nothing the negation denies may follow it
                // („…, aber nicht die Musik“ denies the music only).
                var last = end
                while last > span.upperBound, isFrame[last] { last -= 1 }
                guard last >= span.upperBound, denial.negation[last] else { continue }
                var first = last
                while first > start, denial.negation[first - 1] { first -= 1 }
                // A negation said around its verb (« mais ne l'enregistre pas ») denies what it
                // holds, not the clause.
                guard !(start..<first).contains(where: { denial.negation[$0] || denial.denied[$0] }) else { continue }
                for position in start..<first where !isFrame[position] && !denial.negation[position] {
                    denial.denied[position] = true
                    denial.deniedBefore[position] = false
                }
            }
        }
        // A word that denies only with a negation after it in its clause (まだ of
        // 「まだ終わってないタスク」, "not yet"): part of that denial, and the words between are denied.
        for (word, negation) in negationCompanions {
            let negations = negation.occurrences(in: reading.keys).filter { denial.negation[$0.lowerBound] }
            for span in word.occurrences(in: reading.keys) where !denial.negation[span.lowerBound] {
                var position = span.upperBound - 1
                var found: Int?
                while !endsClause(after: position) {
                    position += 1
                    if negations.contains(where: { $0.lowerBound == position }) {
                        found = position
                        break
                    }
                }
                guard let end = found else { continue }
                for position in span { denial.negation[position] = true }
                for position in span.upperBound..<end where !denial.negation[position] { denial.denied[position] = true }
            }
        }
        return denial
    }

    /// Where the sentence's request frames lie: the frames said anywhere, and those said only
    /// at a sentence's end that are said there.
    private func frameSpans(in keys: [String]) -> [Range<Int>] {
        let spans = openingFrameSpans(in: keys, after: stressedFrames(frames.occurrences(in: keys), in: keys))
        return spans + closingFrameSpans(in: keys, after: spans)
    }

    /// `frameSpans` with the opening frames said first, before any word but other frames
    /// ("oh, can you …", „Ach, lösch …“), in order.
    private func openingFrameSpans(in keys: [String], after frameSpans: [Range<Int>]) -> [Range<Int>] {
        guard !openingFrames.phrases.isEmpty else { return frameSpans }
        var isFrame = [Bool](repeating: false, count: keys.count)
        for span in frameSpans { for position in span { isFrame[position] = true } }
        var opening: [Range<Int>] = []
        for span in openingFrames.occurrences(in: keys).sorted(by: { $0.lowerBound < $1.lowerBound })
        where (0..<span.lowerBound).allSatisfy({ isFrame[$0] }) && !span.contains(where: { isFrame[$0] }) {
            opening.append(span)
            for position in span { isFrame[position] = true }
        }
        return opening.isEmpty ? frameSpans : (frameSpans + opening).sorted { $0.lowerBound < $1.lowerBound }
    }

    /// The frames said with words that stress them: inside ("I really need to", „ich muss
    /// unbedingt“ … "I definitely have to") or right before or after one („ich sollte echt mal
    /// den Keller aufräumen“, "really, can you …"). The stressing words are part of the frame,
    /// never a title's first word; said elsewhere they are the sentence's own.
    /// Softening words ("maybe" of "could you maybe", „vielleicht“ of „kannst du mir
    /// vielleicht“) join a frame as stressing words do.
    private func stressedFrames(_ spans: [Range<Int>], in keys: [String]) -> [Range<Int>] {
        let stress = intensifiers.occurrences(in: keys) + softeners.occurrences(in: keys)
        guard !stress.isEmpty else { return spans }
        var isStress = [Bool](repeating: false, count: keys.count)
        for span in stress { for position in span { isStress[position] = true } }
        // Frames said with stressing words inside: found in the sentence without them.
        let kept = keys.indices.filter { !isStress[$0] }
        var found = spans
        for span in frames.occurrences(in: kept.map { keys[$0] }) {
            let whole = kept[span.lowerBound]..<(kept[span.upperBound - 1] + 1)
            // A longer frame found so takes the place of the shorter ones inside it ("il faut" of
            // « il faut vraiment que je »).
            guard whole.count > span.count,
                !found.contains(where: { $0.overlaps(whole) && !(whole.contains($0.lowerBound) && whole.contains($0.upperBound - 1)) })
            else { continue }
            found.removeAll { whole.contains($0.lowerBound) && whole.contains($0.upperBound - 1) }
            found.append(whole)
        }
        // Stressing words right beside a frame join it.
        var taken = [Bool](repeating: false, count: keys.count)
        for span in found { for position in span { taken[position] = true } }
        return found.sorted { $0.lowerBound < $1.lowerBound }.map { span in
            var lower = span.lowerBound
            var upper = span.upperBound
            while lower > 0, isStress[lower - 1], !taken[lower - 1] {
                lower -= 1
                taken[lower] = true
            }
            while upper < keys.count, isStress[upper], !taken[upper] {
                taken[upper] = true
                upper += 1
            }
            return lower..<upper
        }
    }

    /// The frames said only at a sentence's end that are said there: nothing but other frames
    /// (「か」, 「よ」, 「？」) follows them. Before って, と or を they end a title
    /// (「窓が開けっぱなしになっているって…」). A tag said after an article or a possessive is
    /// that word's noun: "another lap mate" ends on a tag, "call my mate" on a title's word.
    private func closingFrameSpans(in keys: [String], after frameSpans: [Range<Int>]) -> [Range<Int>] {
        guard !closingFrames.phrases.isEmpty else { return [] }
        var isFrame = [Bool](repeating: false, count: keys.count)
        for span in frameSpans { for position in span { isFrame[position] = true } }
        return closingFrames.occurrences(in: keys).filter { span in
            (span.upperBound..<keys.count).allSatisfy { isFrame[$0] }
                && !(span.lowerBound > 0 && fillerKeys.contains(keys[span.lowerBound - 1]))
        }
    }

    /// Whether a negation's words lie inside a longer frame said around them: a frame that asks
    /// ("追加してくれない？", "won't you add …") denies nothing.
    private static func isInsideLongerFrame(_ span: Range<Int>, _ frameSpans: [Range<Int>]) -> Bool {
        frameSpans.contains { $0.count > span.count && $0.contains(span.lowerBound) && $0.contains(span.upperBound - 1) }
    }

    /// Whether the word at `position` is one of the own words of another intent of the same app
    /// (see `isWordOfApp(_:of:)`), by the apps whose requests say it, found once a sentence.
    private func isWordOfApp(at position: Int, of model: IntentModel, in reading: Reading, cache: MentionCache) -> Bool {
        guard let app = model.app else { return false }
        return appsOfWord(at: position, in: reading, cache: cache).contains(app)
    }

    /// Whether the word at `position` is a word of another request of `model`'s app.
    private func isWordOfSiblingRequest(at position: Int, of model: IntentModel, in reading: Reading) -> Bool {
        reading.forms[position].contains { form in
            (intentsByKeyword[form] ?? []).contains { intents[$0].phraseID != model.phraseID && intents[$0].app == model.app }
        }
    }

    /// Whether the word at `position` is a word of other apps' requests only, none of
    /// `model`'s app's.
    private func isWordOfOtherApp(at position: Int, than model: IntentModel, in reading: Reading, cache: MentionCache) -> Bool {
        guard let app = model.app else { return false }
        let apps = appsOfWord(at: position, in: reading, cache: cache)
        return !apps.isEmpty && !apps.contains(app)
    }

    /// The apps whose requests say the word at `position` as their own, read once a sentence.
    private func appsOfWord(at position: Int, in reading: Reading, cache: MentionCache) -> Set<String> {
        cache.appsOfWord(at: position) {
            var apps = Set<String>()
            for form in reading.forms[position] {
                for other in intentsByKeyword[form] ?? [] { if let owner = intents[other].app { apps.insert(owner) } }
            }
            return apps
        }
    }

    /// The number the one word at `position` says, read once a sentence.
    private func singleNumber(at position: Int, in reading: Reading, cache: MentionCache) -> NumberReading? {
        cache.singleNumber(at: position) { index.parsers.numbers.reading(of: reading.keys[position..<position + 1]) }
    }

    /// Whether the word at `position` is written in digits, or against digits with no space
    /// between them, as a time, a room or a label is ("12h30", "3.12", "B2").
    private func isInWrittenNumber(_ position: Int, in reading: Reading) -> Bool {
        func isNumber(_ word: Int) -> Bool { reading.keys[word].contains(where: \.isNumber) }
        if isNumber(position) { return true }
        func touches(_ first: Int, _ second: Int) -> Bool {
            first >= 0 && second < reading.tokens.count
                && !reading.sentence[reading.tokens[first].range.upperBound..<reading.tokens[second].range.lowerBound].contains(where: \.isWhitespace)
        }
        return (touches(position - 1, position) && isNumber(position - 1)) || (touches(position, position + 1) && isNumber(position + 1))
    }

    /// Whether a word is one of the own words of another intent of the same app.
    private func isWordOfApp(_ forms: [String], of model: IntentModel) -> Bool {
        guard let app = model.app else { return false }
        for form in forms {
            for other in intentsByKeyword[form] ?? [] where intents[other].app == app { return true }
        }
        return false
    }

    /// Whether the word is a word of `model`'s app's requests that no other app's request
    /// says (what a word of several apps' requests, such as „was“, says depends on the rest).
    private func isWordOnlyOfApp(_ forms: [String], of model: IntentModel) -> Bool {
        guard let app = model.app else { return false }
        var ofApp = false
        for form in forms {
            for other in intentsByKeyword[form] ?? [] {
                if intents[other].app == app { ofApp = true } else { return false }
            }
        }
        return ofApp
    }

    /// The most a word weighs as a keyword of any other intent.
    private func otherIntentsWeight(of forms: [String], besides phraseID: String) -> Double {
        var weight = 0.0
        for form in forms {
            guard let heaviest = heaviestKeyword[form] else { continue }
            weight = max(weight, heaviest.intent == phraseID ? heaviest.runnerUp : heaviest.weight)
        }
        return weight
    }

    /// Fillers, connectors and introducers: read, and never counted against a reading.
    private func softWords(in reading: Reading) -> [Bool] {
        var soft = reading.isFunctionWord
        for list in [fillers, connectors, introducers] {
            for span in list.occurrences(in: reading.keys) { for position in span { soft[position] = true } }
        }
        for position in reading.keys.indices where isPronoun(position, in: reading) { soft[position] = true }
        // A word written right after a dot inside a word is part of it ("huber.de", "web.de"):
        // never a small word, whatever it spells alone.
        for position in reading.keys.indices.dropFirst() where soft[position] && !reading.isFunctionWord[position] {
            let between = reading.sentence[reading.tokens[position - 1].range.upperBound..<reading.tokens[position].range.lowerBound]
            if Self.isDotInsideWord(between) { soft[position] = false }
        }
        return soft
    }

    /// Whether the word at `position` is an object pronoun ("it", „sie“, 「それ」): one of the
    /// language's pronouns, said as a word of its own — never a part of a hyphenated word
    /// („Es-Dur“, „Sie-Anrede“ are single words).
    private func isPronoun(_ position: Int, in reading: Reading) -> Bool {
        pronounKeys.contains(reading.keys[position]) && !isJoined(position, in: reading, before: true)
            && !isJoined(position, in: reading, before: false)
    }

    /// Whether the word at `position` is written with a hyphen right before (`before`) or
    /// right after it.
    private func isJoined(_ position: Int, in reading: Reading, before: Bool) -> Bool {
        let range = reading.tokens[position].range
        let joiners: Set<Character> = ["-", "\u{2010}", "\u{2011}"]
        if before {
            return range.lowerBound > reading.sentence.startIndex
                && joiners.contains(reading.sentence[reading.sentence.index(before: range.lowerBound)])
        }
        return range.upperBound < reading.sentence.endIndex && joiners.contains(reading.sentence[range.upperBound])
    }

    /// French: whether the word at `position` is a pronoun joined by a hyphen to the command
    /// before it (« note-le », « ajoute-la »), and to nothing after it.
    private func isJoinedPronoun(_ position: Int, in reading: Reading) -> Bool {
        guard tokenizer.forms.languageCode == "fr", position > 0, pronounKeys.contains(reading.keys[position]),
            isJoined(position, in: reading, before: true), !isJoined(position, in: reading, before: false)
        else { return false }
        // The hyphen touches the word before: « note-le », not « note -le ».
        return reading.tokens[position - 1].range.upperBound == reading.sentence.index(before: reading.tokens[position].range.lowerBound)
    }

    /// Whether the word at `position` is a pronoun said as the object of a request's verb, for
    /// something said elsewhere (« tu peux me le noter ? », "note it"): one that ends its clause
    /// but for frames (« note-le stp »), or comes right before the request's own verb (« me le
    /// noter »), where no article stands.
    private func isObjectPronoun(
        at position: Int, before ownWords: [Int], of model: IntentModel, in reading: Reading, clauses: [Int], isFrame: [Bool]
    ) -> Bool {
        guard isPronoun(position, in: reading) || isJoinedPronoun(position, in: reading) else { return false }
        var next = position + 1
        while next < reading.keys.count, isFrame[next], clauses[next] == clauses[position] { next += 1 }
        if next == reading.keys.count || clauses[next] != clauses[position] { return true }
        return ownWords.contains(position + 1) && reading.forms[position + 1].contains { model.verbOnly.contains($0) }
    }

    /// Whether the word at `position` begins what the person has to do, said after a frame of
    /// two words or more in its clause ("I need to …", « je dois … », «tengo que …», „ich muss
    /// unbedingt …“): one word of frame ("just finished lap three") tells, it asks nothing.
    private func framedAsToDo(_ position: Int, isFrame: [Bool], clauses: [Int]) -> Bool {
        var frameWords = 0
        var before = position - 1
        while before >= 0, isFrame[before], clauses[before] == clauses[position] {
            frameWords += 1
            before -= 1
        }
        return frameWords >= 2
    }

    /// Spanish: whether the word at `position` is a command with a pronoun for a thing written
    /// onto it ("anótalo", "apúntamela", "bórralos").
    private func carriesObjectPronoun(_ position: Int, in reading: Reading) -> Bool {
        guard tokenizer.forms.languageCode == "es" else { return false }
        let key = reading.keys[position]
        return ["lo", "la", "los", "las"].contains { key.hasSuffix($0) } && WordForms.droppingEncliticPronouns(key) != nil
    }

    /// Whether a pronoun that begins a free text belongs to it: words of the title follow it
    /// („sie vom Bahnhof abholen“, 「これを読む」, 「それ以外の書類」: languages that put the
    /// object first, and words the tokenizer split a pronoun off). Only a pronoun with nothing
    /// of a title after it is the request's own object, read past ("add it to Tasks",
    /// 「それを追加して」); so is one written with a capital inside the sentence, a form of
    /// address („Setzen Sie Milch kaufen …“), not an object; and so is one that is also an
    /// article or filler (« la lessive », "eso de …").
    private func beginsTitle(_ position: Int, in range: Range<Int>, reading: Reading, soft: [Bool]) -> Bool {
        // A pronoun written onto the infinitive after it (« s'inscrire au semi-marathon »,
        // « m'occuper du jardin »): the title's first word, as said. Not a connector (« d' »,
        // « l' » before a title's verb are read past as before).
        if position + 1 < range.upperBound, isElidedOntoInfinitive(position, in: reading) { return true }
        // German: an article before the noun of a title that ends in its verb, as an infinitive
        // („die Heizung entlüften“, „den Keller aufräumen“): the title is said from the article.
        // Not „ein“, which is also the prefix of „eintragen“ („Trag ein Handwerker anrufen“). The
        // verb's prefix may close the words after it („Trag die Heizung entlüften ein“).
        if tokenizer.forms.languageCode == "de", Self.germanTitleArticles.contains(reading.keys[position]),
            position + 1 < range.upperBound, !soft[position + 1], let last = range.last(where: { !soft[$0] }), last > position + 1,
            isGermanInfinitive(at: last, in: reading)
        {
            return true
        }
        // Japanese: a title said as such, closed by 「って」 or 「という」, is the person's own
        // words from its first one: a filler word that opens it before a word of its own
        // (全部 of 「全部削除ボタンのバグ直すってタスク追加」) is the title's.
        if !reading.readings.isEmpty, fillerKeys.contains(reading.keys[position]), !reading.isFunctionWord[position],
            position + 1 < range.upperBound, !soft[position + 1],
            introducers.occurrences(in: reading.keys).contains(where: { $0.lowerBound > position + 1 && $0.upperBound <= range.upperBound })
        {
            return true
        }
        // Japanese: filler words that are nouns of their own (本 and 皿 count after a number;
        // 「本を返す」, 「お皿を洗う」), right before the object particle を with words of the title
        // after it, are the title's object.
        if !reading.readings.isEmpty, fillerKeys.contains(reading.keys[position]), !reading.isFunctionWord[position] {
            var next = position + 1
            while next < range.upperBound, fillerKeys.contains(reading.keys[next]), !reading.isFunctionWord[next] { next += 1 }
            if next < range.upperBound, reading.isFunctionWord[next], reading.keys[next] == Self.objectParticle,
                (next + 1..<range.upperBound).contains(where: { !soft[$0] })
            {
                return true
            }
        }
        // A pronoun that is also an article or filler (French « la », Spanish "lo", "eso")
        // is one before a title's words, read past there as before.
        guard isPronoun(position, in: reading), !fillerKeys.contains(reading.keys[position]) else { return false }
        // The first word of a longer small phrase is that phrase ("lo de", "eso de", "lo que").
        for list in [fillers, connectors, introducers] {
            if let span = list.starting(at: position, in: reading.keys), span.count > 1 { return false }
        }
        if position > 0, reading.text(position..<position + 1).first?.isUppercase == true { return false }
        return range.contains { $0 > position && !soft[$0] }
    }

    /// Whether the word at `position` is a small word written elided onto the infinitive
    /// that follows it (« s' » of « s'inscrire », « m' » of « m'occuper »): a filler that
    /// is no connector, written with its apostrophe, before an infinitive (see
    /// ``WordForms/isInfinitive(_:)``; false in languages that read none).
    private func isElidedOntoInfinitive(_ position: Int, in reading: Reading) -> Bool {
        let next = position + 1
        guard next < reading.keys.count, fillerKeys.contains(reading.keys[position]),
            connectors.starting(at: position, in: reading.keys) == nil,
            !lexiconWordKeys.contains(reading.keys[next]), tokenizer.forms.isInfinitive(reading.keys[next]),
            let last = reading.text(position..<next).last, last == "'" || last == "’"
        else { return false }
        // Written onto it: nothing between the apostrophe and the infinitive.
        return reading.tokens[position].range.upperBound == reading.tokens[next].range.lowerBound
    }

    /// The longest run of words no other evidence took, without the fillers, connectors and
    /// introducers at its edges ("to my list" is not part of a title, "milk" is). A clause that
    /// opens with a request frame (`opensRequest`: "buy milk, can you put it on my list",
    /// « changer les draps, tu peux le mettre dans mes tâches ») is said to the assistant, not
    /// part of the title before it: a run ends there.
    ///
    /// A run that ends at `keepingEnd` (the end of a title quoted by って) keeps its small words
    /// there: the person said them as the title's end (「ラーメン食べたいって…」).
    private func freeText(
        in reading: Reading, used: [Bool], soft: [Bool], opensRequest: Set<Int> = [], keepingEnd: Int? = nil, keepingStart: Int? = nil,
        separatedByValue: (Range<Int>, Range<Int>) -> Bool = { _, _ in false }
    ) -> Range<Int>? {
        var best: Range<Int>?
        var start: Int?
        for position in 0...used.count {
            let breaks = start != nil && opensRequest.contains(position)
            if position < used.count, !used[position], !breaks {
                if start == nil { start = position }
                continue
            }
            if let run = start {
                var range = run..<position
                // Words written between corner brackets or guillemets, with nothing but small
                // words around them, are the title as the person wrote it (「全部削除する」って
                // いうタスク, « une tâche appelée « Tâche » »): none of its small words is trimmed.
                let quotation = quoted(in: range, reading: reading)
                let quoted = quotation.map { inner in range.allSatisfy { inner.contains($0) || soft[$0] } } ?? false
                if quoted, let inner = quotation { range = inner }
                while !quoted, let first = range.first, soft[first], !beginsTitle(first, in: range, reading: reading, soft: soft) {
                    // A word of purpose or a preposition that opens a title after a colon, before
                    // two words of its own or more, is the title's ("in the morning call the
                    // bank"; "the milk" is still "milk").
                    if first == keepingStart, range.filter({ !soft[$0] }).count >= 2,
                        purposes.starting(at: first, in: reading.keys) != nil || connectors.starting(at: first, in: reading.keys) != nil
                    {
                        break
                    }
                    range = range.dropFirst()
                }
                // A quoted title's last small words are kept when a verb is among them (食べ of
                // 食べたい); particles alone (ね of 「パン買うねって」) are not the title's.
                var keepsTail = false
                if let end = keepingEnd, range.lowerBound < end, end <= range.upperBound {
                    var tail = end
                    while tail > range.lowerBound, soft[tail - 1] { tail -= 1 }
                    keepsTail = (tail..<end).contains { !reading.isFunctionWord[$0] }
                }
                while !quoted, !(keepsTail && range.upperBound <= keepingEnd ?? 0), let last = range.last, soft[last],
                    !endsTitle(last, in: range, reading: reading, soft: soft)
                {
                    range = range.dropLast()
                }
                if !quoted, range.upperBound < used.count { range = withoutClosingContrast(range, in: reading, soft: soft) }
                let content = range.filter { !soft[$0] }.count
                // A title said before a value in a clause of its own, and more words after that
                // value ("add call the bank, urgent, they close at five"): the title is the run
                // before the value; what follows it is a remark.
                if content > 0, content > (best.map { r in r.filter { !soft[$0] }.count } ?? 0),
                    !(best.map { separatedByValue($0, range) } ?? false)
                {
                    best = range
                }
            }
            start = breaks ? position : nil
        }
        return best
    }

    /// A free text whose run ends with a word of contrast, before words read otherwise
    /// ("buy milk but" of "add buy milk but don't make it urgent", "buy milk but it" of "… but
    /// it isn't urgent"), without it, a pronoun after it, and the small words before it: what
    /// the contrast sets against the title is no part of it.
    private func withoutClosingContrast(_ range: Range<Int>, in reading: Reading, soft: [Bool]) -> Range<Int> {
        guard range.count > 1 else { return range }
        var end = range.upperBound
        if isPronoun(end - 1, in: reading) { end -= 1 }
        guard let contrast = contrasts.ending(at: end, in: reading.keys), contrast.lowerBound > range.lowerBound
        else { return range }
        end = contrast.lowerBound
        while end > range.lowerBound + 1, soft[end - 1] { end -= 1 }
        return range.lowerBound..<end
    }

    /// The words of `range` said between an opening corner bracket and the next closing one
    /// (「…」, 『…』), or nil.
    private func quoted(in range: Range<Int>, reading: Reading) -> Range<Int>? {
        let sentence = reading.sentence
        func before(_ position: Int) -> Substring {
            let start = position > 0 ? reading.tokens[position - 1].range.upperBound : sentence.startIndex
            return sentence[start..<reading.tokens[position].range.lowerBound]
        }
        func after(_ position: Int) -> Substring {
            let end = position + 1 < reading.tokens.count ? reading.tokens[position + 1].range.lowerBound : sentence.endIndex
            return sentence[reading.tokens[position].range.upperBound..<end]
        }
        guard let opening = range.first(where: { before($0).contains(where: Self.openingQuotes.contains) }),
            let closing = (opening..<range.upperBound).first(where: { after($0).contains(where: Self.closingQuotes.contains) })
        else { return nil }
        return opening..<closing + 1
    }

    /// Japanese corner brackets, which voice input and people typing write around a title, and
    /// French guillemets, which French writes around a title or a name. (Latin quotation marks
    /// also quote a word's use, not a title: "add "a" bit of salt".)
    private static let openingQuotes: Set<Character> = ["「", "『", "«"]
    private static let closingQuotes: Set<Character> = ["」", "』", "»"]

    /// The words written between an opening guillemet or corner bracket and the next closing
    /// one, when the sentence says a word of its own outside them that is no request frame
    /// (the request: « ajoute à ma liste « ajouter les factures » », « une tâche appelée
    /// « Tâche » »). A sentence written wholly between them is read as it is.
    ///
    /// So are the words of the clause after a colon said after the verb of a request that takes
    /// a title, opening the sentence (« Ajoute à la liste : faire un tour chez le cordonnier »,
    /// "add to my list: pick up the suit"), or after a label made of that request's own words
    /// ("New task: call Mum for her birthday", « Note : appeler Mme Lefèvre »): what follows
    /// the colon is the title, as written — the request's, so `isTitle` with it.
    private func quotedTitle(in reading: Reading, isFrame: [Bool], soft: [Bool], clauses: [Int]) -> (words: Set<Int>, isTitle: Bool) {
        let count = reading.tokens.count
        guard count > 1 else { return ([], false) }
        if let inner = quoted(in: 0..<count, reading: reading) {
            let outside = (0..<count).contains { !inner.contains($0) && !isFrame[$0] && !reading.isFunctionWord[$0] }
            return (outside ? Set(inner) : [], false)
        }
        // Up to five written words before the colon, a hyphenated one counted once ("Schreib auf
        // meine To-do-Liste:").
        guard let first = (0..<count).first(where: { !isFrame[$0] }) else { return ([], false) }
        var colon: Int?
        var written = 0
        for position in first..<count - 1 {
            if position == first || reading.isWordStart(position) { written += 1 }
            guard written <= 5 else { break }
            if endsWithColon(position, in: reading) {
                colon = position
                break
            }
        }
        guard let colon else { return ([], false) }
        let verbFirst = isVerbOfTitle(at: first, in: reading)
        guard introducesTitle(first...colon, verbFirst: verbFirst, in: reading, soft: soft) else { return ([], false) }
        let after = (colon + 1..<count).filter { clauses[$0] == clauses[colon + 1] }
        // After a label, a request said after the colon is the request ("Mi lista de tareas:
        // añade …"); after the verb, the title may begin with one (« Ajoute : ajouter les factures »).
        if !verbFirst, let said = after.first(where: { !isFrame[$0] }), isVerbOfTitle(at: said, in: reading) {
            return ([], false)
        }
        return after.contains { !isFrame[$0] && !reading.isFunctionWord[$0] } ? (Set(after), true) : ([], false)
    }

    /// Whether the words before a colon, from the first that is no request frame, introduce a
    /// title: the verb of a request that takes one first (`verbFirst`), or a label of such a request's words
    /// that is more than an app's name ("New task", « Nouvelle tâche », « Note »; "Tasks:" only
    /// says whom the rest is for); and none of them a word of requests that take no title, which
    /// no wording of one that takes a title says (the « pedido » of «anota un pedido: tres sopas
    /// de miso» is an order, the « borrar » of «borrar una tarea: …» a deletion; « liste » of « ma
    /// liste » is also where a title goes).
    private func introducesTitle(_ label: ClosedRange<Int>, verbFirst: Bool, in reading: Reading, soft: [Bool]) -> Bool {
        let words = label.filter { !soft[$0] && !reading.isFunctionWord[$0] }
        func owners(_ position: Int) -> Set<Int> { Set(reading.forms[position].flatMap { intentsByKeyword[$0] ?? [] }) }
        guard !words.contains(where: { position in
            let owners = owners(position)
            return !owners.isEmpty && !owners.contains { intents[$0].hasText } && !titlePhraseKeys.contains(reading.keys[position])
        }) else { return false }
        return verbFirst
            || words.contains { owners($0).contains { intents[$0].hasText } && !oneWordAppNameKeys.contains(reading.keys[$0]) }
    }

    /// Japanese: the words of a title said before a quoting って or という (or と before いう or
    /// a verb of putting it on a list) when a verb of a request with a title comes after it
    /// (「数学の課題やるってToDoに入れといて」, 「ガソリン入れる、ってタスク追加して」,
    /// 「ラップ買うって追加して」): the person's own words, from the start of their clause — a
    /// comma said right before って leaves them in the clause before it. None of them is a
    /// request's own word (やる, 入れる, ラップ) nor the app said as an object (リスト of
    /// 「リストを見直す、ってタスク追加」); the app said first as the place (「タスクスに…って追加」)
    /// is not part of it. Nil when there is none — 「済んだってことにして」 puts nothing on a list.
    private func quotativeTitle(in reading: Reading, isFrame: [Bool], clauses: [Int], vocabularies: [Vocabulary?]) -> Range<Int>? {
        guard tokenizer.forms.languageCode == "ja" else { return nil }
        let keys = reading.keys
        let count = keys.count
        // The last such mark that a verb of putting follows, in the clause of the quote or the
        // next (「…ってやつ、リストに入れといて」), with no reason between (「来るって言ってたから、
        // お茶を入れて」 quotes no title); a topic said with って earlier (「来週の土曜って…」) is not it.
        guard let mark = (1..<max(1, count - 1)).reversed().first(where: { position in
            guard reading.isFunctionWord[position] else { return false }
            // という quotes a title as the thing to put on a list (「…というのを書いておいて」), not
            // the kind of thing a name is (「…というタスクを削除して」).
            let marks = keys[position] == "って" || keys[position] == "っていう"
                || (keys[position] == "という" && (isVerbOfTitle(at: position + 1, in: reading) || keys[position + 1] == "の"))
                || (keys[position] == "と" && (keys[position + 1] == "いう" || isVerbOfTitle(at: position + 1, in: reading)))
            guard marks else { return false }
            return (position + 1..<count).contains(where: { after in
                clauses[after] <= clauses[position] + 1 && !isFrame[after] && isVerbOfTitle(at: after, in: reading)
            }) && !(position..<count).contains(where: { clauses[$0] == clauses[position] && reading.endsReason(at: $0) })
        }) else { return nil }
        // From the start of the clause: a mark written between two words ends it; one written
        // inside a word (the dots of 「yamada@example.comに連絡」) does not.
        var start = mark - 1
        while start > 0 {
            let between = reading.sentence[reading.tokens[start - 1].range.upperBound..<reading.tokens[start].range.lowerBound]
            let endsClause = Self.marksClause(between)
                && (between.contains(where: \.isWhitespace) || !between.allSatisfy({ $0 == "." || $0 == ":" }))
            if endsClause || reading.endsReason(at: start - 1) { break }
            start -= 1
        }
        guard (start..<mark).contains(where: { !isFrame[$0] && !reading.isFunctionWord[$0] }) else { return nil }
        // The app named as the place the title goes, said first in the clause: not the title's.
        let outside = (0..<count).map { $0 < start || $0 >= mark }
        for binding in Set(intents.filter(\.hasText).compactMap(\.appBinding)) {
            guard let vocabulary = vocabularies[binding],
                let named = lookup(vocabulary, readsForms: false).bestMention(in: reading, excluding: outside, allowsPartial: false)
            else { continue }
            // Its small words after it up to the particle of place (「タスクスのアプリで」).
            var position = named.span.upperBound
            var place = named.span.last.map { Self.placeParticles.contains(keys[$0]) } == true ? position : nil
            while position < mark, position < named.span.upperBound + 3,
                reading.isFunctionWord[position] || connectors.starting(at: position, in: keys) != nil
            {
                if Self.placeParticles.contains(keys[position]) { place = position + 1 }
                position += 1
            }
            if let place { start = max(start, place) }
        }
        guard (start..<mark).contains(where: { !isFrame[$0] && !reading.isFunctionWord[$0] }) else { return nil }
        return start..<mark
    }

    /// Whether a request frame, not a mere filler, is said before `end` (« J'aimerais que vous »,
    /// "I want you to").
    private func saysFrame(before end: Int, plainFrames: [Bool], cache: MentionCache) -> Bool {
        (0..<end).contains { plainFrames[$0] && !cache.fillers.contains($0) }
    }

    /// The words right after a Japanese verb said as a request, its te-form going on (て of
    /// 「書いて」, とい of 「書いといて」, とけ of 「書いとけ」, で of 「書き込んで」).
    private static let requestingTeForms: Set<String> = ["て", "で", "とい", "とけ", "どい", "どけ"]

    /// The Japanese particles that say where a request goes (「タスクスに」, 「リストへ」).
    private static let placeParticles: Set<String> = ["に", "へ", "で"]

    /// Whether the word at `position` is the verb of a request that takes a title and of no
    /// request without one (« ajoute », "add", „notiere“), or a verb that says no request of
    /// its own (« mets », "put").
    private func isVerbOfTitle(at position: Int, in reading: Reading) -> Bool {
        if placingVerbs.values.contains(where: { $0.contains(reading.keys[position]) }) { return true }
        let owners = reading.forms[position].flatMap { intentsByKeyword[$0] ?? [] }
        return !owners.isEmpty && owners.allSatisfy { intents[$0].hasText }
    }

    /// Whether a small word at the end of a free text is still the text's own last word:
    /// - an object pronoun after a word ("fix it", "call them back" cut before "back"): it is
    ///   what the title's verb acts on — not after a clause mark, where it takes the title up;
    /// - a capital letter after a word ("Vitamin E", "Plan B", "vitamina C"): articles and
    ///   dialect fillers ("a", „e“) come before a noun, never last, so a letter written as a
    ///   capital that ends a title is part of it;
    /// - a Japanese verb the frames also hold (する of 「メールする」), when a particle that
    ///   closes a title follows it (「…メールする、を入れといて」, 「…するって追加」): the
    ///   title ended there, with its verb; so does a comma after it, before the request
    ///   (「…コピーする、やることに足しといて」).
    private func endsTitle(_ position: Int, in range: Range<Int>, reading: Reading, soft: [Bool]) -> Bool {
        guard position > range.lowerBound, !soft[position - 1] else { return false }
        // A pronoun after a clause mark takes the title up again (これ of 「企画書を出す、これ急ぎで
        // 追加しといて」): the request's object, not the title's.
        if isPronoun(position, in: reading), !isOneClause(from: position - 1, to: position, in: reading) { return false }
        if isLetterOfValue(position, in: reading) || isPronoun(position, in: reading) { return true }
        // A word a bracket the title opened closes right after ("flour (the self-raising one)",
        // "call Anna (the new one)"): the person's own words, to the bracket.
        if closesBracket(position, from: range.lowerBound, in: reading) { return true }
        guard !reading.readings.isEmpty, !reading.isFunctionWord[position] else { return false }
        // A counter right after a number (本 of 「単三電池を4本」, 個 of 「卵10個」) is the count's,
        // and the count is the title's.
        if index.parsers.numbers.reading(of: reading.keys[(position - 1)..<position]) != nil { return true }
        guard position + 1 < reading.keys.count else { return false }
        // The の that makes the verb before it a noun (「サランラップ買うのを追加」) ends no title:
        // the verb does.
        if reading.keys[position] == Self.nominalizer { return false }
        let next = position + 1
        if reading.isFunctionWord[next] && titleClosers.contains(reading.keys[next]) { return true }
        // する right after a word, closing its clause with a comma before the request said
        // after it (「会議の資料コピーする、やることに足しといて」): the title's own verb too.
        guard reading.forms[position].contains("する"), !reading.isFunctionWord[position - 1] else { return false }
        let between = reading.sentence[reading.tokens[position].range.upperBound..<reading.tokens[next].range.lowerBound]
        return between.contains { $0 == "、" || $0 == "," || $0 == "，" }
    }

    /// The words a clause before the one of the pronoun at `pronoun` denies after its verb, in
    /// one run ("book the dentist" of "I don't need book the dentist any more, delete it"),
    /// without the small words at their start; nil when no earlier clause denies two words or
    /// more, or what it denies is only small words and pronouns ("I don't need it").
    private func deniedName(
        before pronoun: Int, in reading: Reading, denial: Denial, plainFrames: [Bool], used: [Bool], clauses: [Int]
    ) -> Range<Int>? {
        // The small words of the lists (articles, "to", pronouns): never a name's own.
        func small(_ position: Int) -> Bool { lexiconWordKeys.contains(reading.keys[position]) }
        guard clauses[pronoun] > 0 else { return nil }
        for clause in stride(from: clauses[pronoun] - 1, through: 0, by: -1) {
            let denied = (0..<pronoun).filter { clauses[$0] == clause && denial.denied[$0] && !plainFrames[$0] && !used[$0] }
            guard let first = denied.first, let last = denied.last, denied.count >= 2, denied.count == last - first + 1 else { continue }
            var start = first + 1
            while start <= last, small(start) { start += 1 }
            guard start <= last, (start...last).contains(where: { !small($0) }) else { continue }
            return start..<last + 1
        }
        return nil
    }

    /// Whether a closing bracket follows the word at `position`, before any other word, and the
    /// text from `start` to it opened one.
    private func closesBracket(_ position: Int, from start: Int, in reading: Reading) -> Bool {
        let tokens = reading.tokens
        let end = position + 1 < tokens.count ? tokens[position + 1].range.lowerBound : reading.sentence.endIndex
        guard let mark = reading.sentence[tokens[position].range.upperBound..<end].first(where: { !$0.isWhitespace }),
            Self.closingBrackets.contains(mark)
        else { return false }
        return reading.sentence[tokens[start].range.lowerBound..<tokens[position].range.lowerBound].contains(where: Self.openingBrackets.contains)
    }

    /// The first word inside a bracket that closes `span` right after its last word, when every
    /// word inside it was read as a value or a value's label; nil otherwise, or when the bracket
    /// opens the span.
    private func bracketOfValues(closing span: Range<Int>, in reading: Reading, used: [Bool]) -> Int? {
        guard span.count >= 2, let last = span.last, closesBracket(last, from: span.lowerBound, in: reading) else { return nil }
        var first = last
        while first > span.lowerBound {
            let between = reading.sentence[reading.tokens[first - 1].range.upperBound..<reading.tokens[first].range.lowerBound]
            if between.contains(where: Self.openingBrackets.contains) { break }
            first -= 1
        }
        guard first > span.lowerBound, (first...last).allSatisfy({ used[$0] }) else { return nil }
        return first
    }

    /// The words said inside brackets that close again (« (Mai, 850 €) »).
    private func bracketedWords(in reading: Reading) -> [Int] {
        var found: [Int] = []
        var open: [Int] = []
        var depth = 0
        var end = reading.sentence.startIndex
        for (position, token) in reading.tokens.enumerated() {
            for mark in reading.sentence[end..<token.range.lowerBound] {
                if Self.openingBrackets.contains(mark) {
                    depth += 1
                } else if Self.closingBrackets.contains(mark), depth > 0 {
                    depth -= 1
                    if depth == 0 { found += open; open = [] }
                }
            }
            if depth > 0 { open.append(position) }
            end = token.range.upperBound
        }
        if depth > 0, reading.sentence[end...].contains(where: Self.closingBrackets.contains) { found += open }
        return found
    }

    static let openingBrackets: Set<Character> = ["(", "[", "（", "［"]
    static let closingBrackets: Set<Character> = [")", "]", "）", "］"]

    /// A title said inside a request frame of two words, verb last, after an introducer
    /// („Schreib auf, dass ich den Schornsteinfeger anrufen muss“: „ich muss“ around „den
    /// Schornsteinfeger anrufen“; „…, dass wir Heizöl bestellen müssen“): the words between
    /// the frame's two, with the small words before them. The introducer and the frame's first
    /// word may stand at the text's start or right before it (small words are left out of a
    /// text's edges). Nil otherwise.
    private func titleInVerbLastFrame(_ span: Range<Int>, in reading: Reading) -> Range<Int>? {
        guard !twoWordFrames.isEmpty, !introducerKeys.isEmpty, span.count >= 2 else { return nil }
        let last = span.upperBound - 1
        // The frame's first word: the text's second, after the introducer, or before the text,
        // past the small words left out of its edge („dass ich den Schornsteinfeger …“).
        for first in stride(from: span.lowerBound + 1, through: max(1, span.lowerBound - 3), by: -1) where first < last {
            guard introducerKeys.contains(reading.keys[first - 1]),
                twoWordFrames[reading.keys[first]]?.contains(reading.keys[last]) == true,
                isOneClause(from: first - 1, to: last, in: reading)
            else { continue }
            // The title begins right after the frame's first word, with its article („den
            // Schornsteinfeger anrufen“), as it would be said in the frame's own order.
            return first + 1 < last ? first + 1..<last : nil
        }
        return nil
    }

    /// Whether nothing but words (no clause mark) lies between two positions.
    private func isOneClause(from a: Int, to b: Int, in reading: Reading) -> Bool {
        let between = reading.sentence[reading.tokens[a].range.upperBound..<reading.tokens[b].range.lowerBound]
        return !Self.marksClause(between)
    }

    /// Where a title should end when it runs past a sentence's end (a full stop, "!" or "?"
    /// and a space, then a capital) into at most two words of the next sentence, whose clause
    /// goes on after the title with words already read as something else: the first word of
    /// that sentence. Nil otherwise, and after a word of under four letters before the full
    /// stop (an abbreviation: „Dr.“, „Nr.“, "hrs.").
    private func sentenceEndInTitle(_ span: Range<Int>, in reading: Reading, used: [Bool], clauses: [Int]) -> Int? {
        for start in span.dropFirst() where span.upperBound - start <= 2 {
            let between = reading.sentence[reading.tokens[start - 1].range.upperBound..<reading.tokens[start].range.lowerBound]
            guard between.contains(where: { ".!?".contains($0) }), between.contains(where: \.isWhitespace),
                reading.text(start - 1..<start).count >= 4,
                reading.text(start..<start + 1).first?.isUppercase == true
            else { continue }
            let clause = clauses[span.upperBound - 1]
            guard (span.upperBound..<reading.keys.count).contains(where: { clauses[$0] == clause && used[$0] }) else { return nil }
            return start
        }
        return nil
    }

    /// Where a remark begins inside a free text: the first clause after the text's first one
    /// that holds a word a statement is made of (a done companion: « est », « c'est », « j'ai »,
    /// "is", „ist“) beside a word that is none, or that begins with a subject word of a remark
    /// ("…, it runs out on the 3rd", `hark.understanding.remarkSubjects`) before a word that says
    /// something, the text before it saying something. Looked for only when the text holds a
    /// clause mark, so once per such reading, never per value.
    private func remarkAfterTitle(_ span: Range<Int>, in reading: Reading, soft: [Bool], clauses: [Int]) -> Int? {
        guard span.count > 2, clauses[span.lowerBound] != clauses[span.upperBound - 1] else { return nil }
        var companion = [Bool](repeating: false, count: reading.keys.count)
        for said in doneCompanions.occurrences(in: reading.keys) where said.lowerBound >= span.lowerBound && said.upperBound <= span.upperBound {
            for position in said { companion[position] = true }
        }
        for start in span.dropFirst() where clauses[start] != clauses[start - 1] {
            guard (span.lowerBound..<start).contains(where: { !soft[$0] }) else { continue }
            let clause = (start..<span.upperBound).filter { clauses[$0] == clauses[start] }
            if clause.contains(where: { companion[$0] }), clause.contains(where: { !companion[$0] && !soft[$0] }) { return start }
            if let subject = remarkSubjects.starting(at: start, in: reading.keys),
                clause.contains(where: { $0 >= subject.upperBound && !soft[$0] })
            {
                return start
            }
        }
        return nil
    }

    /// Whether the word at `position` is a letter written as a capital right after a word
    /// that is no small word ("Vitamin E", "Plan B"): the end of a value, never a filler or
    /// connector, even where the language has one so spelt (German dialect „e“, Spanish "e").
    private func isLetterOfValue(_ position: Int, in reading: Reading) -> Bool {
        guard position > 0, !lexiconWordKeys.contains(reading.keys[position - 1]) else { return false }
        let said = reading.text(position..<position + 1)
        guard said.count == 1, let letter = said.unicodeScalars.first else { return false }
        return letter.properties.isUppercase
    }

    /// Widens a span over the connectors right before it ("in", "on my", "with") and right
    /// after it ("app"), so they do not end up in free text.
    /// A connector that is the reading's verb (`keeping`, "para" beginning a clause) stays
    /// out, and so does one after the span in another clause ("Laps, para").
    private func absorbConnectors(
        around span: Range<Int>, in reading: Reading, used: [Bool], keeping verbs: Set<Int> = [], clauses: [Int]? = nil
    ) -> Range<Int> {
        var lower = span.lowerBound
        var upper = span.upperBound
        var changed = true
        // Connectors, then fillers, over and over (no list of the two made each time).
        func widen(by list: PhraseList) {
            if let before = list.ending(at: lower, in: reading.keys),
                !before.contains(where: { used[$0] || verbs.contains($0) || isLetterOfValue($0, in: reading) }),
                // The から, ので that end a reason (「疲れたから、ミネストローネ」) belong to it.
                !before.contains(where: reading.endsReason(at:))
            {
                lower = before.lowerBound
                changed = true
            }
        }
        while changed {
            changed = false
            widen(by: connectors)
            widen(by: fillers)
        }
        // A German article alone after it begins what follows („dringend die Heizung entlüften“).
        if let after = connectors.starting(at: upper, in: reading.keys), !after.contains(where: { used[$0] || verbs.contains($0) }),
            upper > 0, clauses.map({ $0[upper - 1] == $0[after.upperBound - 1] }) ?? true,
            !(after.count == 1 && tokenizer.forms.languageCode == "de" && Self.germanTitleArticles.contains(reading.keys[after.lowerBound]))
        {
            upper = after.upperBound
        }
        return lower..<upper
    }

    /// Widens a value's span over the words that name its slot ("priority" in "priority low",
    /// "with normal priority").
    private func absorbLabels(of slot: String, around span: Range<Int>, in reading: Reading, used: [Bool]) -> Range<Int> {
        guard let list = labels[slot] else { return span }
        var range = span
        if let before = list.ending(at: range.lowerBound, in: reading.keys), !before.contains(where: { used[$0] }) {
            range = before.lowerBound..<range.upperBound
        }
        if let after = list.starting(at: range.upperBound, in: reading.keys), !after.contains(where: { used[$0] }) {
            range = range.lowerBound..<after.upperBound
        }
        return range
    }

    /// The value's span with the words of a serving said beside it (`servings`: "a large
    /// minestrone", « une minestrone grand format », «dos minestrones medianos»,
    /// 「クラムチャウダーのLサイズ」): before it or after it, with only small words between
    /// (articles, measure words, particles), in its clause.
    private func absorbServings(around span: Range<Int>, in reading: Reading, used: [Bool], isFrame: [Bool], soft: [Bool]) -> Range<Int> {
        guard !servings.phrases.isEmpty else { return span }
        func isSmall(_ position: Int) -> Bool { !used[position] && soft[position] }
        var range = span
        var start = range.lowerBound
        while start > 0, isOneClause(from: start - 1, to: start, in: reading), isSmall(start - 1), range.lowerBound - start < 3 { start -= 1 }
        while start <= range.lowerBound {
            if let before = servings.ending(at: start, in: reading.keys), !before.contains(where: { used[$0] || isFrame[$0] }),
                start == range.lowerBound || isOneClause(from: start - 1, to: start, in: reading)
            {
                range = before.lowerBound..<range.upperBound
                break
            }
            start += 1
        }
        var end = range.upperBound
        while end < reading.keys.count, isOneClause(from: end - 1, to: end, in: reading) {
            if let after = servings.starting(at: end, in: reading.keys), !after.contains(where: { used[$0] || isFrame[$0] }) {
                range = range.lowerBound..<after.upperBound
                break
            }
            guard isSmall(end), end - range.upperBound < 3 else { break }
            end += 1
        }
        return range
    }

    private func firstNumber(in reading: Reading, excluding used: [Bool], corrections: [Range<Int>]) -> (Range<Int>, Int)? {
        var position = 0
        while position < reading.keys.count {
            // Read only up to the next word other evidence took: "une douzaine de" before the
            // value "de soupes à la tomate" is still "une douzaine".
            let end = (position..<reading.keys.count).first(where: { used[$0] }) ?? reading.keys.count
            if !used[position], let number = index.parsers.numbers.reading(of: reading.keys[position..<end]),
                number.wordCount > 0, position + number.wordCount <= end
            {
                // An article that is also the number one, right before a request's own word
                // («un pedido de sopa de miso», «una vuelta más»), is that word's article: no count.
                // (Japanese has no articles: 「いくつか頼んで」 keeps its vague count.)
                if number.wordCount == 1, tokenizer.forms.languageCode != "ja", fillerKeys.contains(reading.keys[position]),
                    position + 1 < reading.keys.count,
                    !used[position + 1], reading.forms[position + 1].contains(where: { intentsByKeyword[$0] != nil })
                {
                    position += 1
                    continue
                }
                var span = position..<(position + number.wordCount)
                // A count written with a times sign on it ("miso x2", "2x tomato", "×3"):
                // the sign is part of the number.
                if span.lowerBound > 0, !used[span.lowerBound - 1], isTimesSign(span.lowerBound - 1, attachedTo: span.lowerBound, in: reading) {
                    span = (span.lowerBound - 1)..<span.upperBound
                } else if span.upperBound < reading.keys.count, !used[span.upperBound],
                    isTimesSign(span.upperBound, attachedTo: span.upperBound - 1, in: reading)
                {
                    span = span.lowerBound..<(span.upperBound + 1)
                }
                // A count taken back: words of correction after it, and another count right
                // after them („Zwei Tomatensuppen, nee, drei“, «dos… bueno no, mejor tres») —
                // the later count is meant.
                if let corrected = correctedCount(after: span.upperBound, in: reading, excluding: used, corrections: corrections) {
                    return corrected
                }
                return (span, number.value)
            }
            position += 1
        }
        return nil
    }

    /// The words that open a correction of a count, each after a clause mark: a no said on its
    /// own („zwei, nee, drei“) or words that take back what was just said (`hark.understanding.corrections`:
    /// "two miso soups, no actually make it three", «dos… bueno no, mejor tres», 「2つ、あ、やっぱり3つで」).
    private func countCorrections(in reading: Reading) -> [Range<Int>] {
        func afterMark(_ position: Int) -> Bool { position > 0 && !isOneClause(from: position - 1, to: position, in: reading) }
        var found = titleCorrections.occurrences(in: reading.keys).filter { afterMark($0.lowerBound) }
        for position in reading.keys.indices where correctionKeys.contains(reading.keys[position]) && afterMark(position) {
            if !found.contains(where: { $0.contains(position) }) { found.append(position..<position + 1) }
        }
        return found.sorted { $0.lowerBound < $1.lowerBound }
    }

    /// The positions of the count a later count corrects and of the words that correct it (see
    /// `correctedCount(after:in:excluding:corrections:)`), read back from the later count; empty when it corrects none.
    private func takenBackCount(before start: Int, in reading: Reading, excluding used: [Bool], corrections: [Range<Int>]) -> [Int] {
        for opener in corrections.reversed()
        where opener.upperBound <= start && opener.upperBound >= start - Self.wordsBeforeCorrectedCount
            && !opener.contains(where: { used[$0] })
        {
            for position in stride(from: opener.lowerBound - 1, through: 0, by: -1) where !used[position] {
                let end = (position..<opener.lowerBound).first(where: { used[$0] }) ?? opener.lowerBound
                guard let number = index.parsers.numbers.reading(of: reading.keys[position..<end]), number.wordCount > 0,
                    position + number.wordCount <= end, !fillerKeys.contains(reading.keys[position]) || number.wordCount > 1
                else { continue }
                // Only a count that `correctedCount` would take back: no used word between.
                let span = position..<(position + number.wordCount)
                return correctedCount(after: span.upperBound, in: reading, excluding: used, corrections: corrections)?.0.lowerBound == start
                    ? Array(span) + Array(opener) : []
            }
            return []
        }
        return []
    }

    /// How many words may come between the words that correct a count and the count meant
    /// („nee, warte, drei“, "no actually make it three").
    private static let wordsBeforeCorrectedCount = 3

    /// The count said after words that correct a count (`corrections`, the sentence's
    /// `countCorrections(in:)`) following a count, within a few words of them; nil when there is none.
    private func correctedCount(
        after start: Int, in reading: Reading, excluding used: [Bool], corrections: [Range<Int>]
    ) -> (Range<Int>, Int)? {
        guard start < reading.keys.count else { return nil }
        for opener in corrections where opener.lowerBound >= start && !opener.contains(where: { used[$0] }) {
            for position in opener.upperBound..<min(opener.upperBound + Self.wordsBeforeCorrectedCount, reading.keys.count)
            where !used[position] {
                let end = (position..<reading.keys.count).first(where: { used[$0] }) ?? reading.keys.count
                guard let number = index.parsers.numbers.reading(of: reading.keys[position..<end]), number.wordCount > 0,
                    position + number.wordCount <= end
                else { continue }
                // An article that is also one stays an article („nee, eine Misosuppe“).
                if number.wordCount == 1, fillerKeys.contains(reading.keys[position]) { return nil }
                let span = position..<(position + number.wordCount)
                return correctedCount(after: span.upperBound, in: reading, excluding: used, corrections: corrections) ?? (span, number.value)
            }
            return nil
        }
        return nil
    }

    /// The part of a free text `span` said after words that take back what came before it,
    /// when they begin a clause inside it and words of the text follow („Brot hinzu, nee warte,
    /// Butter mein ich“ → „Butter“, "bread, no, rolls" → "rolls"); such words said at its end
    /// („mein ich“, "I mean") are left out too. Nil when the text takes nothing back.
    private func correctedTitle(_ span: Range<Int>, in reading: Reading, soft: [Bool], clauses: [Int]) -> Range<Int>? {
        guard span.count >= 3 else { return nil }
        let found = titleCorrections.occurrences(in: reading.keys)
        guard !found.isEmpty else { return nil }
        var start: Int?
        for said in found where said.lowerBound > span.lowerBound && said.upperBound < span.upperBound {
            guard clauses[said.lowerBound - 1] != clauses[said.lowerBound] else { continue }
            if (said.upperBound..<span.upperBound).contains(where: { !soft[$0] }) { start = max(start ?? 0, said.upperBound) }
        }
        guard var start else { return nil }
        var end = span.upperBound
        // „…, Butter mein ich“: a correction word said last closes what it corrects.
        if let last = found.first(where: { $0.lowerBound > start && $0.lowerBound < span.upperBound && $0.upperBound >= span.upperBound }),
            (start..<last.lowerBound).contains(where: { !soft[$0] })
        {
            end = last.lowerBound
        }
        while start < end, soft[start] { start += 1 }
        guard start < end else { return nil }
        return start..<end
    }

    /// The participles said as verbs — after a word that comes with a statement that a thing is
    /// done in their clause (the completion's companions: "I've", « ai », „hab“, «he», «está»:
    /// «ya he pedido», where «a mi pedido» is a noun), or in a finite form of the past that is a
    /// verb by itself («¿Pediste la minestrone?») — with the forms of their verbs; not in a
    /// clause whose request frame says a wish or a condition (a frame holding a word of the
    /// completion's blockers, „hätte“ of „Ich hätte gern eine Minestrone bestellt“).
    private func verbalParticiples(_ participles: Set<Int>, in reading: Reading, frameSpans: [Range<Int>], clauses: [Int]) -> [Int: Set<String>] {
        let wishClauses = Set(
            doneBlockers.occurrences(in: reading.keys).filter { Self.isInsideLongerFrame($0, frameSpans) }.map { clauses[$0.lowerBound] })
        let companions = doneCompanions.occurrences(in: reading.keys).joined()
        var found: [Int: Set<String>] = [:]
        for position in participles where !wishClauses.contains(clauses[position]) {
            guard companions.contains(where: { $0 < position && clauses[$0] == clauses[position] })
                || completedForms.isFinitePast(at: position, in: reading)
            else { continue }
            found[position] = Set(completedForms.verbForms(at: position, in: reading))
        }
        return found
    }

    /// Japanese: the verbs right before the auxiliary of the past, with ます between them or
    /// not (頼ん of 「頼んだ」, し of 「注文しました」), and the noun a する said so follows (注文).
    private func pastVerbs(in reading: Reading) -> Set<Int> {
        guard tokenizer.forms.languageCode == "ja" else { return [] }
        var found = Set<Int>()
        for position in reading.isPastAuxiliary.indices where reading.isPastAuxiliary[position] {
            var verb = CompletedForms.wordBeforePast(position, in: reading)
            guard verb >= 0, !reading.isFunctionWord[verb] else { continue }
            found.insert(verb)
            // The verb a helping verb follows, with its て or contracted onto it (捨て of
            // 「捨ててきた」 and 「捨てといた」, 頼ん of 「頼んでおいた」, し of 「保存しちゃった」), is
            // said in the past with it.
            while verb >= 1, reading.isHelpingVerb[verb] {
                var before = verb - 1
                if before >= 1, reading.isFunctionWord[before] { before -= 1 }
                guard !reading.isFunctionWord[before] else { break }
                verb = before
                found.insert(verb)
            }
            if verb > 0, reading.forms[verb].contains("する"), !reading.isFunctionWord[verb - 1] { found.insert(verb - 1) }
        }
        return found
    }

    /// Japanese: the words made a noun by the particle の before を, は, が or も, with words
    /// after them (「走るのをやめる」, 「計るのを止めて」): the verb said last is the request,
    /// the one before の what it acts on. Not after a function word, and not の of a name
    /// (「歯医者の予約」 has no particle after の).
    private func nominalizedVerbs(in reading: Reading) -> Set<Int> {
        guard tokenizer.forms.languageCode == "ja" else { return [] }
        let keys = reading.keys
        var found = Set<Int>()
        for position in keys.indices where position + 3 < keys.count && !reading.isFunctionWord[position] {
            guard keys[position + 1] == "の", Self.particlesAfterNominalizer.contains(keys[position + 2]),
                (position + 3..<keys.count).contains(where: { !reading.isFunctionWord[$0] })
            else { continue }
            found.insert(position)
        }
        return found
    }

    /// The words of ordinals that say which one, never how many nor which request. Japanese:
    /// the number and the 目 of an ordinal said with a counter (「2本目」, 「3周目」, 「2回目」); the
    /// counter between them keeps its own reading (周 is a lap). Other languages: an ordinal of
    /// `hark.words.ordinals` right before a request's own word («tercera vuelta»).
    private func ordinalWords(in reading: Reading, clauses: [Int]) -> [Int] {
        let keys = reading.keys
        guard tokenizer.forms.languageCode == "ja" else {
            // An ordinal right before a request's own word says which one («tercera vuelta»,
            // "third lap"): no request and no count. Said last, or before any other word, it
            // stays what it is («tacha la segunda», « premier jet du rapport », « mets la
            // Première, s'il te plaît »: the next clause's words are not its); so does one
            // after a word that is no article, where it is part of a verb ("put top up the
            // card": "up" of "pull up" is a request's word).
            guard !ordinalKeys.isEmpty else { return [] }
            return keys.indices.filter { position in
                position + 1 < keys.count && ordinalKeys.contains(keys[position]) && clauses[position + 1] == clauses[position]
                    && reading.forms[position + 1].contains { intentsByKeyword[$0] != nil }
                    && (position == 0 || clauses[position - 1] != clauses[position] || fillerKeys.contains(keys[position - 1]))
            }
        }
        var found: [Int] = []
        for position in keys.indices where position + 2 < keys.count && keys[position + 2] == Self.ordinalSuffix {
            guard let number = index.parsers.numbers.reading(of: keys[position..<(position + 1)]), number.wordCount == 1,
                index.parsers.numbers.reading(of: keys[(position + 1)..<(position + 2)]) == nil
            else { continue }
            found += [position, position + 2]
        }
        // A number and its counter that MeCab reads as one word (一周 of 「一周目」): its 目.
        for position in keys.indices where position + 1 < keys.count && keys[position + 1] == Self.ordinalSuffix && keys[position].count >= 2 {
            let key = keys[position]
            guard let first = key.first, index.parsers.numbers.reading(of: [String(first)]) != nil,
                index.parsers.numbers.reading(of: [String(key.dropFirst())]) == nil
            else { continue }
            found.append(position + 1)
        }
        return found
    }

    /// Whether the words of `span` past small words are two numbers or more, each pair apart by
    /// one word at most ("17 and 25", "3 plus 4", « 12 et 30 »): a sum, never a title.
    private func isSum(_ span: Range<Int>, in reading: Reading, soft: [Bool], cache: MentionCache) -> Bool {
        let words = span.filter { !soft[$0] || singleNumber(at: $0, in: reading, cache: cache) != nil }
        let numbers = words.filter { singleNumber(at: $0, in: reading, cache: cache) != nil }
        guard numbers.count >= 2, let first = words.first, let last = words.last,
            numbers.first == first, numbers.last == last
        else { return false }
        return zip(numbers, numbers.dropFirst()).allSatisfy { $1 - $0 <= 2 } && words.count <= 2 * numbers.count - 1
    }

    /// Whether `word`, or an everyday word it stands for („einschalten“ → „starte“), is one of
    /// `model`'s own words.
    private func saysOwnWord(_ word: String, of model: IntentModel) -> Bool {
        let forms = tokenizer.forms.forms(of: word)
        let meant = (exactSynonymForms[word] ?? []) + forms.flatMap { synonymForms[$0] ?? [] }
        return (forms + meant).contains { model.keywords[$0] != nil }
    }

    /// German: the separable prefixes said last in their clause whose clause opens with a verb
    /// the dictionary knows with that prefix („ab“ and „speicher“ of „bitte speicher den Lauf ab“:
    /// „abspeichern“), prefix → verb. A part after „und“ or „oder“ opens with its own verb („…
    /// und leg los“). The prefix is that verb's, whatever request says it with
    /// another verb („Hak … ab“).
    private func prefixVerbs(in reading: Reading, isFrame: [Bool], clauses: [Int]) -> [Int: (verb: Int, word: String)] {
        guard let spelling = completedForms.spelling else { return [:] }
        let count = reading.keys.count
        var found: [Int: (verb: Int, word: String)] = [:]
        for position in 1..<max(count, 1) where SeparablePrefixes.german.contains(reading.keys[position]) {
            // The part's first word: after the last „und“ or „oder“ of the clause before it.
            let partStart = (0..<position).last(where: { GermanInfinitive.joiningWords.contains(reading.keys[$0]) }).map { $0 + 1 } ?? 0
            guard (position + 1..<count).allSatisfy({ clauses[$0] != clauses[position] || isFrame[$0] }),
                let verb = (partStart..<position).first(where: { candidate in
                    clauses[candidate] == clauses[position] && !isFrame[candidate] && !reading.isFunctionWord[candidate]
                }),
                verb + 1 < position
            else { continue }
            let stem = reading.keys[verb]
            let prefix = reading.keys[position]
            guard stem.count >= 3, stem.allSatisfy(\.isLetter) else { continue }
            // A word for done („vorbei“ of „Runde vier vorbei“) says done, no verb's part.
            guard !reading.forms[position].contains(where: doneWordForms.contains) else { continue }
            if let compound = [prefix + stem + "en", prefix + stem + "n"].first(where: { $0 != prefix + stem && spelling.isKnown($0) }) {
                found[position] = (verb, compound)
            }
        }
        return found
    }

    /// German: whether the word at `position` is a separable prefix that closes the verb at
    /// `verb`, said before it in its clause — the verb read with it („hinzu“ of „Füg … hinzu“,
    /// whose verb's form is „hinzufüg“), in a form `accepts` takes.
    private func closesVerb(
        at verb: Int, prefixAt position: Int, in reading: Reading, clauses: [Int], accepts: (String) -> Bool = { _ in true }
    ) -> Bool {
        let prefix = reading.keys[position]
        guard tokenizer.forms.languageCode == "de", SeparablePrefixes.german.contains(prefix), verb < position,
            clauses[verb] == clauses[position]
        else { return false }
        return reading.forms[verb].contains { $0.count > prefix.count && $0.hasPrefix(prefix) && accepts($0) }
    }

    /// A number that ends its clause right after the own word of requests that take no number
    /// and no words of their own ("that's lap two", „Runde drei“, « tour deux »): which one it
    /// is, as an ordinal says it — no request and no count. The reading is at most proposed
    /// ("lap 3" also answers which lap).
    private func numberedWords(in reading: Reading, clauses: [Int]) -> [Int] {
        let keys = reading.keys
        guard tokenizer.forms.languageCode != "ja" else { return [] }
        return keys.indices.flatMap { position -> [Int] in
            guard position > 0, position + 1 == keys.count || clauses[position + 1] != clauses[position],
                clauses[position - 1] == clauses[position],
                let number = index.parsers.numbers.reading(of: keys[position..<(position + 1)]), number.wordCount == 1
            else { return [] }
            // A word that labels the number may come between ("lap number three", « tour numéro
            // trois »): it says which one too.
            let labelled = position > 1 && numberLabelKeys.contains(keys[position - 1]) && clauses[position - 2] == clauses[position]
            let noun = labelled ? position - 2 : position - 1
            // The word before names the thing, as a request's title does ("Record Lap"): not "est"
            // of « on est cinq ».
            guard reading.forms[noun].contains(where: { appsByTitleForm[$0] != nil }) else { return [] }
            let owners = reading.forms[noun].flatMap { intentsByKeyword[$0] ?? [] }
            let says = !owners.isEmpty && owners.allSatisfy { owner in
                !intents[owner].hasText && !intents[owner].slots.contains { if case .number = $0.kind { true } else { false } }
            }
            return says ? (labelled ? [position - 1, position] : [position]) : []
        }
    }

    /// Japanese words that take back what was just said (「2つ、いや3つ」).
    private static let takingBack: Set<String> = ["いや", "やっぱり", "やっぱ"]

    /// Japanese: whether the word at `position` is a verb that only helps the one before it,
    /// after the particle that links them or contracted with it (MeCab's 動詞・非自立 after て,
    /// で or と, or beginning with it: くる of 「走ってくる」, いる of 「残っている」, い of
    /// 「つけといて」, てる of 「終わってる」). Such a verb says how or when, never
    /// which request, so a phrase's helping verb is none of its intent's words: 「買ってきた」 is
    /// no request to start a run, 「温めてる」 none to list the tasks. A verb joined to the stem
    /// before it says what becomes of the action (終わる of 「振り込み終わり」, 始める of
    /// 「走り始める」): kept.
    static func isHelpingVerb(_ position: Int, helping: [Bool], function: [Bool], keys: [String]) -> Bool {
        guard position > 0, helping.indices.contains(position), helping[position] else { return false }
        return function[position - 1] || linkedHelpingVerbStarts.contains { keys[position].hasPrefix($0) }
    }

    /// How the contracted helping verbs begin that carry their particle with them (てる of
    /// 「終わってる」, とく of 「買っとく」, ちゃう of 「やっちゃう」).
    private static let linkedHelpingVerbStarts = ["て", "で", "と", "ど", "ちゃ", "じゃ"]

    /// The Japanese particles that close a title said before the request (「…を追加」, 「…って追加」).
    private static let titleClosingParticles: Set<String> = ["を", "って"]

    /// The suffix that makes a counted number an ordinal (「2本目」).
    private static let ordinalSuffix = "目"

    /// The Japanese particle that marks what a sentence is about (「タスクは？」).
    private static let topicParticle = "は"
    /// The Japanese particle that links a word to the noun after it (「今日のタスク」).
    private static let linkingParticle = "の"

    /// The Japanese particle that makes the clause before it a noun (「買うのを」).
    private static let nominalizer = "の"
    /// The Japanese adjective of negation, whose past (なかっ of 「なかった」) says what is not.
    private static let japaneseNegation = "ない"
    /// The Japanese particle that marks a verb's object (を of 「本を返す」).
    private static let objectParticle = "を"

    /// The particles after a clause made a noun by の (「…のを」, 「…のは」).
    private static let particlesAfterNominalizer: Set<String> = ["を", "は", "が", "も"]

    /// A title begun by a verb right after the verb of a request with a title: where each is.
    struct TitleAfterVerb {
        /// The verb of the request ("add", "remind", «pon»).
        let verb: Int
        /// The title's first word, its own verb: after the request's verb, or after the small
        /// words that lead to an infinitive ("remind me to order …", « rappelle-moi de
        /// commander … »).
        let first: Int
        /// The requests whose verb it is.
        let owners: Set<String>
    }

    /// In a language that names an action by the verb's plain form (English, ``PlainVerbs``),
    /// the verb of the request must begin its clause ("add order more soup cans", "can you put
    /// go for a run on my list"), and a verb no phrase says ("put") is the verb of adding only
    /// where the sentence names the app (`namedApps`): "set Water the Plants to finished" and
    /// "in Tasks mark call mum as done" begin no title.
    private func titleAfterVerb(
        in reading: Reading, isFrame: [Bool], clauses: [Int], namedApps: Set<String>, negations: [Range<Int>]
    ) -> TitleAfterVerb? {
        let count = reading.keys.count
        for position in 0..<count where position + 1 < count && !isFrame[position] {
            // The title may begin after small words that lead to an infinitive: an object
            // pronoun or article, then the word of the infinitive ("remind me to take the bins
            // out", « rappelle-moi de commander la soupe »).
            let first = infinitiveAfterMarker(following: position, in: reading, isFrame: isFrame, clauses: clauses) ?? position + 1
            guard !isFrame[first] else { continue }
            let next = reading.keys[first]
            let throughMarker = first > position + 1
            // A verb said plainly may also be a word of a longer frame or filler ("go" of "go
            // ahead and", "order" of "order of"): only a small word said alone is none.
            let infinitive = throughMarker || (!lexiconWordKeys.contains(next) && tokenizer.forms.isInfinitive(next))
            // An app's name said in one word is the app addressed, even where a form of it is a
            // request's word ("task" of "tasks"): "tasks add collect the parcel" adds "collect
            // the parcel", its "add" begins no title.
            if oneWordAppNameKeys.contains(reading.keys[position]) { continue }
            // A negation is no verb of adding, even one a phrase says ("Don't let me forget to
            // …"): "don't delete it, …" denies.
            if !infinitive, negations.contains(where: { $0.contains(position) }) { continue }
            // A word a request says only after its negation ("forget" of "Don't let me forget to
            // …") begins a title only said so: « j'ai oublié de lancer … » adds nothing.
            if reading.forms[position].contains(where: negatedWordingForms.contains),
                !negations.contains(where: {
                    ($0.upperBound <= position && position - $0.upperBound <= Self.wordsToNegatedWording) || $0.lowerBound == position + 1
                })
            {
                continue
            }
            guard clauses[position] == clauses[first],
                infinitive
                    || (!fillerKeys.contains(next) && !titleClosers.contains(next) && !pronounKeys.contains(next)
                        && (0..<position).allSatisfy({ clauses[$0] != clauses[position] || isFrame[$0] })
                        && isTitleLong(after: first, in: reading, clauses: clauses, isFrame: isFrame)
                        && plainVerbs.isPlainVerb(next))
            else { continue }
            // Through a marker, only a verb said as a request's word is, not one that only
            // shares its stem: «listo» (done) of «listo lo de regar las plantas» is no «lista».
            // The verb's infinitive is said as a request's word too, after a frame that asks
            // for it (« tu peux me noter d'appeler le plombier » for « note d'… »).
            var owners = Set<String>()
            let saysVerb = !throughMarker || tokenizer.forms.isInfinitive(reading.keys[position])
            for form in saysVerb ? reading.forms[position] : [reading.keys[position]] {
                for intent in intentsByKeyword[form] ?? [] where intents[intent].hasText { owners.insert(intents[intent].phraseID) }
            }
            // A verb said plainly begins a title only after a verb that is most of all the
            // verb of such a request: "mark" (of "mark … as done") is Complete's more than Add's.
            if !infinitive,
                !reading.forms[position].contains(where: { form in heaviestKeyword[form].map { owners.contains($0.intent) } ?? false })
            {
                owners.removeAll()
            }
            // A verb that says no request and no phrase of an app says ("put", "pop"), before
            // a verb said plainly, where the sentence names the app: the verb of putting a
            // title on that app's list ("put go for a run on my list").
            for (app, verbs) in placingVerbs where !infinitive && namedApps.contains(app) && verbs.contains(reading.keys[position]) {
                for model in intents where model.hasText && model.app == app { owners.insert(model.phraseID) }
            }
            // …and before an infinitive, named or not («ponme llevar el carro al taller», "pon
            // comprar pan"): the infinitive begins the title.
            if infinitive, owners.isEmpty, !throughMarker {
                for (app, verbs) in placingVerbs where verbs.contains(reading.keys[position]) {
                    for model in intents where model.hasText && model.app == app { owners.insert(model.phraseID) }
                }
            }
            // The infinitive is no other word of the same requests ("añadir" after "quiero"),
            // unless it is a verb that says no request of its own, after another verb: "put
            // make a pot of soup on my list" has the title "make a pot of soup".
            let saysRequestItself = infinitive || !(genericVerbKeys.contains(next) && next != reading.keys[position])
            guard !owners.isEmpty,
                !saysRequestItself
                    || !reading.forms[first].contains(where: { form in (intentsByKeyword[form] ?? []).contains { owners.contains(intents[$0].phraseID) } })
            else { continue }
            return TitleAfterVerb(verb: position, first: first, owners: owners)
        }
        return nil
    }

    /// The position of an infinitive said after the verb at `position` through the small
    /// words that lead to it — a marker of the infinitive ("to", « de »:
    /// `hark.understanding.infinitiveMarkers`), after at most one small word or word of a
    /// frame ("me to", « moi de ») — in the same clause; nil when none is said so. English
    /// reads its plain verbs there, French and Spanish their infinitives.
    private func infinitiveAfterMarker(following position: Int, in reading: Reading, isFrame: [Bool], clauses: [Int]) -> Int? {
        let count = reading.keys.count
        for length in 1...2 {
            let first = position + 1 + length
            guard first < count, (position + 1...first).allSatisfy({ clauses[$0] == clauses[position] }) else { return nil }
            guard infinitiveMarkerKeys.contains(reading.keys[first - 1]) else { continue }
            let between = reading.keys[position + 1]
            if length == 2, !isFrame[position + 1], !fillerKeys.contains(between), !pronounKeys.contains(between) { return nil }
            let word = reading.keys[first]
            guard !fillerKeys.contains(word), !pronounKeys.contains(word), !placeKeys.contains(word) else { return nil }
            let isVerb = plainVerbs.isActive ? plainVerbs.isPlainVerb(word) : tokenizer.forms.isInfinitive(word)
            return isVerb ? first : nil
        }
        return nil
    }

    /// Whether the clause goes on after the word at `position` with another word that is no
    /// frame: a verb said plainly begins a title only with what it acts on ("add order more
    /// soup cans"); "add lap" alone is no title begun by "lap".
    private func isTitleLong(after position: Int, in reading: Reading, clauses: [Int], isFrame: [Bool]) -> Bool {
        let next = position + 1
        return next < reading.keys.count && clauses[next] == clauses[position] && !isFrame[next]
    }

    /// The words that belong to a number said in more than one word ("un par de", "a couple
    /// of", "zwei Dutzend"), outside request frames.
    private func wordsOfQuantities(in reading: Reading, isFrame: [Bool]) -> [Bool] {
        var inQuantity = [Bool](repeating: false, count: reading.keys.count)
        var position = 0
        while position < reading.keys.count {
            let end = (position..<reading.keys.count).first(where: { isFrame[$0] }) ?? reading.keys.count
            if !isFrame[position], let number = index.parsers.numbers.reading(of: reading.keys[position..<end]),
                number.wordCount > 1, position + number.wordCount <= end
            {
                for inside in position..<(position + number.wordCount) { inQuantity[inside] = true }
                position += number.wordCount
                continue
            }
            position += 1
        }
        return inQuantity
    }

    /// Whether the word at `position` is a times sign ("x", "×") written onto the word at
    /// `neighbour`, with no space between them ("x2", "2x").
    private func isTimesSign(_ position: Int, attachedTo neighbour: Int, in reading: Reading) -> Bool {
        guard reading.keys[position] == "x" || reading.keys[position] == "×" else { return false }
        let (first, second) = position < neighbour ? (position, neighbour) : (neighbour, position)
        return reading.tokens[first].range.upperBound == reading.tokens[second].range.lowerBound
    }

    private func makeSlot(_ span: Range<Int>, reading: Reading, value: SlotValue, isWithinLimits: Bool = true) -> SlotMatch {
        let range = reading.tokens[span.lowerBound].range.lowerBound..<reading.tokens[span.upperBound - 1].range.upperBound
        return SlotMatch(
            text: String(reading.sentence[range]), range: range, wordRange: span, value: value,
            isWithinLimits: isWithinLimits)
    }

    /// The best mention of `vocabulary`'s values past the `excluded` words, sought once a
    /// sentence (see ``MentionCache``): an app's name as written and whole (`readsForms` and
    /// `allowsPartial` false), or a slot's values in other forms and in part.
    private func mention(
        of vocabulary: Vocabulary, readsForms: Bool, allowsPartial: Bool, excluding excluded: [Bool], in reading: Reading,
        cache: MentionCache
    ) -> ValueLookup.Mention? {
        cache.mention(in: vocabulary, readsForms: readsForms, allowsPartial: allowsPartial, taken: excluded) {
            lookup(vocabulary, readsForms: readsForms).bestMention(in: reading, excluding: excluded, allowsPartial: allowsPartial)
        }
    }

    /// Whether a reading rests only on what a denied request acts on: the sentence denies an
    /// own word of a request („Lauf nicht starten“, 「味噌汁を注文しないで」, „Milch kaufen nicht
    /// löschen“), and every own word and value of the reading lies in that word's clause, its
    /// own words all words of that request too. The person refused the request; the rest of
    /// the clause is what it would have acted on, no request of its own. A denied case of one of
    /// the reading's closed lists („nicht speichern“) is what the reading holds, no refusal.
    ///
    /// A denied word refuses a request when it weighs more for it than the reading's own words
    /// left ("start the run and no music this time" still starts; "he" of «lo que no he hecho»
    /// refuses no question about orders), or when a negation right after it denies it, its verb
    /// (「頼まんといて」; not a noun set against another, 「タイマーじゃなくて」).
    private func saysDeniedRequest(
        _ model: IntentModel, keywordPositions: [Int], keywordScore: Double, values: [Range<Int>], cases: [Range<Int>],
        reading: Reading, denial: Denial, clauses: [Int]
    ) -> Bool {
        func owners(_ position: Int) -> Set<Int> { Set(reading.forms[position].flatMap { intentsByKeyword[$0] ?? [] }) }
        // Per clause, the requests its denied words refuse.
        var refused: [Int: Set<String>] = [:]
        for position in reading.keys.indices
        where denial.denied[position] && !denial.negation[position] && !denial.byPrefix[position]
            && !values.contains(where: { $0.contains(position) }) && !cases.contains(where: { $0.contains(position) })
        {
            var next = position + 1
            while next < reading.keys.count, reading.isFunctionWord[next], !denial.negation[next] { next += 1 }
            let negatedVerb =
                next < reading.keys.count && denial.negation[next] && !Self.copulaNegationOpeners.contains(reading.keys[next])
            // A noun set against what follows it in its clause (「トマトスープじゃなくて味噌汁頼
            // んで」: not the tomato soup, the miso soup): what follows is asked for instead.
            if next < reading.keys.count, Self.copulaNegationOpeners.contains(reading.keys[next]) {
                var after = next
                while after < reading.keys.count, denial.negation[after] { after += 1 }
                if after < reading.keys.count, clauses[after] == clauses[position], !reading.isFunctionWord[after], !denial.denied[after] {
                    continue
                }
            }
            for owner in owners(position) {
                let weight = reading.forms[position].compactMap { intents[owner].keywords[$0] }.max() ?? 0
                if negatedVerb || weight > keywordScore { refused[clauses[position], default: []].insert(intents[owner].phraseID) }
            }
        }
        guard !refused.isEmpty else { return false }
        let evidence = keywordPositions + values.flatMap { Array($0) }
        guard let clause = evidence.first.map({ clauses[$0] }), let requests = refused[clause],
            evidence.allSatisfy({ clauses[$0] == clause })
        else { return false }
        if requests.contains(model.phraseID) { return true }
        return keywordPositions.allSatisfy { position in owners(position).contains { requests.contains(intents[$0].phraseID) } }
    }

    /// The words a negation of a noun opens (じゃ of 「タイマーじゃなくて」): it sets the noun
    /// against another, it refuses no verb.
    private static let copulaNegationOpeners: Set<String> = ["じゃ", "では", "じゃあ"]

    /// `span` with the negation said next to it in its clause: before it across small words and
    /// the words it denies ("dinnae keep it", "don't wanna keep it", « ne pas garder », «que no
    /// se guarde»), or after it across small words only („speicher das nich“); nil when none is.
    private func spanWithNegation(of span: Range<Int>, in reading: Reading, denial: Denial, excluding used: [Bool], clauses: [Int]) -> Range<Int>? {
        let clause = clauses[span.lowerBound]
        func mayStand(_ position: Int, before: Bool) -> Bool {
            guard !used[position], clauses[position] == clause else { return false }
            return denial.negation[position] || softKeys.contains(reading.keys[position])
                || (before && (reading.isFunctionWord[position] || denial.denied[position]))
        }
        var lower = span.lowerBound, upper = span.upperBound
        var position = span.lowerBound - 1
        while position >= 0, mayStand(position, before: true) {
            if denial.negation[position] { lower = position }
            position -= 1
        }
        position = span.upperBound
        while position < reading.keys.count, mayStand(position, before: false) {
            if denial.negation[position] { upper = position + 1 }
            position += 1
        }
        return lower < span.lowerBound || upper > span.upperBound ? lower..<upper : nil
    }

    /// The value lookups of a vocabulary's layers, made once per layer and kept.
    private func lookup(_ vocabulary: Vocabulary, readsForms: Bool = true) -> LayeredLookup {
        func layerLookup(_ layer: Vocabulary.Layer) -> ValueLookup {
            let key = LookupKey(layer: layer.serial, readsForms: readsForms)
            if let cached = lookups.withLock({ $0[key] }) { return cached }
            let made = ValueLookup(
                values: layer.values, tokenizer: tokenizer, soft: softKeys, negations: negationKeys, pronouns: pronounKeys,
                readsForms: readsForms)
            lookups.withLock { lookups in
                // Old layers are dropped now and then; a lookup in use is made again.
                if lookups.count > 256 { lookups.removeAll() }
                lookups[key] = made
            }
            return made
        }
        return LayeredLookup(
            base: layerLookup(vocabulary.base), delta: vocabulary.delta.map(layerLookup), hidden: vocabulary.hidden)
    }

    /// The words after a sentence's first colon, when every word before it announces a title:
    /// a request frame or small word, a verb that says no request of its own, or an own word of
    /// a request with free text („Aufgabe: …“, „Füg hinzu: …“, „Ich möchte eine neue Aufgabe
    /// anlegen: …“, „Notier mir: …“), or another name of an app with such a request, the kind
    /// of item it keeps („To-do: …“). The app's own name there announces nothing: it addresses the
    /// app („Tasks: Oma anrufen erledigt“). What follows is the title as written, whatever requests
    /// its words would otherwise say („Aufgabe: Suppe für die Nachbarin bestellen“); request
    /// frames at its ends are read past.
    private func announcedTitle(in reading: Reading, isFrame: [Bool], appWords: Set<Int>, itemWords: Set<Int>) -> Range<Int>? {
        let count = reading.tokens.count
        guard let colon = (0..<count).first(where: { endsWithColon($0, in: reading) }) else { return nil }
        var announces = false
        for position in 0...colon where !isFrame[position] && !reading.isFunctionWord[position] {
            let key = reading.keys[position]
            if appWords.contains(position) { continue }
            if itemWords.contains(position) || reading.forms[position].contains(where: { form in (intentsByKeyword[form] ?? []).contains { intents[$0].hasText } }) {
                announces = true
            } else if !(genericVerbKeys.contains(key) || fillerKeys.contains(key)) {
                return nil
            }
        }
        guard announces else { return nil }
        var title = colon + 1..<count
        while let first = title.first, isFrame[first] { title = title.dropFirst() }
        while let last = title.last, isFrame[last] { title = title.dropLast() }
        return title.isEmpty ? nil : title
    }

    /// Whether a heading may end after the word at `position`: a colon, or a comma or dash
    /// that ends its clause, comes right after it („Dringend: …“, "low priority, …").
    private func endsHeading(at position: Int, in reading: Reading, clauses: [Int]) -> Bool {
        endsWithColon(position, in: reading) || (position + 1 < clauses.count && clauses[position + 1] != clauses[position])
    }

    /// Whether a colon ends the word at `position` ("note this: …").
    private func endsWithColon(_ position: Int, in reading: Reading) -> Bool {
        reading.endsWithColon.indices.contains(position) && reading.endsWithColon[position]
    }

    /// Keys of the one-word negations said before what they deny ("not", „keine“, "no"): a
    /// name that holds one is named whole or not at all (see `ValueLookup.Name.denies`).
    private var negationKeys: Set<String> {
        Set(negationsBefore.phrases.filter { $0.count == 1 }.map { $0[0] })
    }

}

/// The value `table` keeps for `key`, found with `find` the first time it is asked: the memos a
/// sentence's reading keeps (``FlexibleMatcher/TypoMemo``, ``FlexibleMatcher/MentionCache``).
/// `find` may ask other memos, never the one it fills.
private func remembered<Key: Hashable, Value>(_ key: Key, in table: inout [Key: Value], find: () -> Value) -> Value {
    if let known = table[key] { return known }
    let found = find()
    table[key] = found
    return found
}
