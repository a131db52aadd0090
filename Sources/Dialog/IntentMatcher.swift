import Foundation
import Intents
import Localization
import PhraseMatcher
import Synchronization

/// Matches a sentence against the App Shortcut phrases of every registered app and says
/// which intent it means, with the slot values as typed.
///
/// The phrase index is compiled once; entity vocabularies (task titles, say) are refreshed
/// from the entities' queries after every intent that changes them.
final class IntentMatcher: Sendable {
    /// A sentence matched to one intent.
    struct Match: Sendable {
        let app: AppDefinition
        let intent: IntentDefinition
        let slots: [String: SlotValue]
        /// True when the sentence said the app's name and matched without typos: a request
        /// clear enough to replace a question in progress.
        var isExplicit = false
        /// Which stage of matching read the sentence this way.
        var stage: Response.MatchStage = .exact

        /// Whether the sentence said the app's name (or one of its other names).
        var namesApp: Bool {
            if case .vocabulary = slots["applicationName"] { true } else { false }
        }

        /// Whether a required value is still unsaid; with `besidesChoices`, one other than a
        /// choice among an enumeration's cases (what to do with the run), which the request
        /// asks as a question of its own.
        func lacksRequiredValue(besidesChoices: Bool = false) -> Bool {
            intent.parameters.contains { parameter in
                guard parameter.isRequired, slots[parameter.name] == nil else { return false }
                if besidesChoices, case .enumeration = parameter.valueType { return false }
                return true
            }
        }
    }

    enum Outcome: Sendable {
        case matched(Match)
        /// Equally good matches of different intents: the person must say which.
        case ambiguous([Match])
        /// Nothing matched; the closest phrase as a sentence to suggest, if any.
        case notUnderstood(nearest: String?)
        /// A plausible reading Hark is not sure of: asked as a yes/no question before
        /// anything is done.
        case proposed(Match)
    }

    let apps: [AppDefinition]
    let index: PhraseIndex
    /// The entity types whose names fill vocabulary slots: one per app and type, shared by
    /// every slot of that type, in registration order.
    let vocabularySources: [VocabularySource]
    /// Which source fills each entity slot (by slot definition key).
    let sourceOfSlot: [String: Int]
    let localizer: Localizer

    /// Reads whole answers as numbers, dates and durations, with the same clock.
    let values: ValueReader
    /// The flexible stage, made the first time a sentence needs it.
    let flexible: LazyFlexibleMatcher
    /// The first letters (up to four) of the words that name an entity or enum parameter or
    /// say an enum case: a free text without such a word swallowed no value, and the
    /// flexible stage need not be made to read it (see `withSwallowedValues`).
    /// Gathered the first time a free text is read: most turns never need them.
    private let valueWordStems: MadeOnFirstUse<Set<String>>
    /// The catalog's words the flexible stage's decision weighs (see `matchFlexibly`), gathered
    /// the first time a sentence reaches it, not at every decision.
    let decisionWords: MadeOnFirstUse<DecisionWords>
    /// Keys of the words that only ask or link (`hark.understanding.questions`: "how", "is",
    /// « c'est », 「何」): a flexible reading on these alone is no request.
    let askingWordKeys: Set<String>
    /// The words that correct what was just said ("no wait", « non pardon »), as keys: see
    /// `matchCorrected`.
    let corrections: [[String]]
    /// The same, each entry's keys written together: how a language without spaces (Japanese)
    /// compares them, at every turn.
    let joinedCorrections: Set<String>
    /// Words that open or close the words said in place of what was taken back ("make it" of
    /// "no wait, make it three", « plutôt » of « non attends, appeler la banque plutôt »), as
    /// keys, longest first: see `correctedParts(of:)`.
    let correctionLeads: [[String]]
    /// The one-word negations (`hark.understanding.negations`: "not", „nicht“, « pas »), as
    /// keys: what a correction's lead never leaves alone.
    let correctionNegations: Set<String>
    /// The one-word answers of no ("no", « non », „nein“), as keys: said alone between two
    /// clauses of a request, they take back what came before (« une soupe miso, non, deux »).
    let bareNoWords: Set<String>
    /// The words of the catalog's small-word lists (frames, fillers, connectors, introducers,
    /// pronouns: "can" of "can you", "it", « je »), but for frames of one word („äh“), as keys:
    /// a one-word correction said right after one is a word of its clause ("it can wait", « je
    /// t'attends »), no correction.
    let smallWordKeys: MadeOnFirstUse<Set<String>>

    /// One entity type of one app, as a source of names for the matcher.
    struct VocabularySource: Sendable {
        let app: AppDefinition
        let info: EntityTypeInfo
        /// The slot definition keys this type fills (`Tasks.CompleteTaskIntent/task`, …).
        let slots: [String]
    }

    init(apps: [AppDefinition], localizer: Localizer, clock: AppClock = .system, phraseCache: PhraseCache? = nil) throws {
        self.apps = apps
        self.localizer = localizer
        askingWordKeys = Set(
            localizer.catalogList("hark.understanding.questions").flatMap { $0.split(separator: " ") }.map { localizer.key(String($0)) })
        values = ValueReader(language: localizer.language.code, clock: clock)
        var phrases: [Phrase] = []
        var slots: [String: SlotDefinition] = [:]
        var sources: [(app: AppDefinition, info: EntityTypeInfo, slots: [String])] = []
        for app in apps {
            let localizer = localizer.scoped(to: app)
            let appName = VocabularyValue(id: app.name, title: app.name, synonyms: Self.synonyms(of: app, localizer: localizer))
            // Sentences that must run none of the app's shortcuts: matched like phrases, so
            // that a sentence closest to one of them is refused (see `match`).
            for (number, template) in app.negativePhrases.enumerated() {
                let id = Self.negativePhraseID(app: app, number: number)
                phrases.append(Phrase(id: id, template: localizer.phraseTemplate(for: template)))
                slots["\(id)/applicationName"] = .vocabulary([appName], isOmittable: true)
            }
            for shortcut in app.shortcuts {
                guard let intent = app.intent(withID: shortcut.intentID) else { continue }
                for template in shortcut.phrases {
                    phrases.append(Phrase(id: intent.id, template: localizer.phraseTemplate(for: template)))
                }
                slots["\(intent.id)/applicationName"] = .vocabulary([appName], isOmittable: true)
                for parameter in intent.parameters {
                    let key = "\(intent.id)/\(parameter.name)"
                    switch parameter.valueType {
                    case .entity(let info):
                        slots[key] = .vocabulary([], allowsFreeText: true)
                        if let existing = sources.firstIndex(where: {
                            $0.app.name == app.name && $0.info.typeName == info.typeName
                        }) {
                            if !sources[existing].slots.contains(key) { sources[existing].slots.append(key) }
                        } else {
                            sources.append((app, info, [key]))
                        }
                    case .enumeration(let info):
                        slots[key] = .vocabulary(
                            info.cases.map { item in
                                VocabularyValue(
                                    id: item.rawValue, title: localizer.string(item.display.title),
                                    synonyms: localizer.synonymForms(of: item.display.synonyms))
                            })
                    case .integer:
                        slots[key] = .number(
                            min: parameter.inclusiveRange.map { Int($0.lowerBound) },
                            max: parameter.inclusiveRange.map { Int($0.upperBound) })
                    // Dates and durations are read inside the sentence ("… tomorrow at 5 pm in
                    // Tasks"), so a title next to one ends where the date begins.
                    case .date:
                        slots[key] = .date
                    case .duration:
                        slots[key] = .duration
                    default:
                        slots[key] = .text
                    }
                }
            }
        }
        vocabularySources = sources.map { VocabularySource(app: $0.app, info: $0.info, slots: $0.slots) }
        var sourceOfSlot: [String: Int] = [:]
        for (position, source) in vocabularySources.enumerated() {
            for slot in source.slots { sourceOfSlot[slot] = position }
        }
        self.sourceOfSlot = sourceOfSlot
        index = try PhraseIndex(
            PhraseSet(languageCode: localizer.language.code, phrases: phrases, slots: slots),
            numberParser: QuantityWords(languageCode: localizer.language.code, quantities: Self.quantities(localizer)),
            clock: ReferenceClock(timeZone: clock.timeZone, now: { clock.now() }), cache: phraseCache)
        flexible = LazyFlexibleMatcher(
            index: index, negations: localizer.catalogList("hark.understanding.negations"),
            lexicon: { Self.lexicon(apps: apps, localizer: localizer) })
        valueWordStems = MadeOnFirstUse { Self.valueWordStems(apps: apps, localizer: localizer) }
        decisionWords = MadeOnFirstUse { DecisionWords(localizer: localizer) }
        corrections = Self.correctionEntries(localizer)
        joinedCorrections = Set(corrections.map { $0.joined() })
        correctionLeads = Self.correctionEntries(localizer, key: "hark.understanding.correctionLeads")
        correctionNegations = Set(
            Self.correctionEntries(localizer, key: "hark.understanding.negations").filter { $0.count == 1 }.map { $0[0] })
        bareNoWords = Self.bareNoWords(localizer)
        smallWordKeys = MadeOnFirstUse {
            // A frame of one word (a hesitation: „äh“, "um") leads into a correction („äh
            // nein, …“) rather than taking its word — one said anywhere, not only last ("…can").
            let frameList = localizer.catalogList("hark.understanding.frames")
            let frames = Self.correctionEntries(frameList, localizer: localizer)
            let hesitations = Set(
                Self.correctionEntries(frameList.filter { !$0.hasPrefix("…") }, localizer: localizer).filter { $0.count == 1 }.map { $0[0] })
            let others = ["fillers", "connectors", "introducers", "pronouns"]
                .flatMap { Self.correctionEntries(localizer, key: "hark.understanding." + $0) }
            return Set((frames + others).joined()).subtracting(hesitations)
        }
    }

    /// The one-word entries of the answers of no, of two letters or more, as keys.
    private static func bareNoWords(_ localizer: Localizer) -> Set<String> {
        var found = Set<String>()
        for entry in localizer.firstKind(of: "hark.words.no") {
            let words: [Range<String.Index>] = Self.words(of: entry)
            guard words.count == 1 else { continue }
            let key: String = localizer.key(String(entry[words[0]]))
            if key.count > 1 { found.insert(key) }
        }
        return found
    }

    /// The first letters (up to four) of every word of the enum and entity parameters' titles and
    /// of the enum cases' titles and synonyms, as `valueWordStems` holds them.
    private static func valueWordStems(apps: [AppDefinition], localizer: Localizer) -> Set<String> {
        var stems = Set<String>()
        for app in apps {
            let scoped = localizer.scoped(to: app)
            for intent in app.intents {
                for parameter in intent.parameters {
                    var texts: [String] = []
                    switch parameter.valueType {
                    case .enumeration(let info):
                        texts.append(scoped.string(parameter.title))
                        for item in info.cases {
                            texts.append(scoped.string(item.display.title))
                            texts += scoped.synonymForms(of: item.display.synonyms)
                        }
                    case .entity:
                        texts.append(scoped.string(parameter.title))
                    default:
                        continue
                    }
                    for text in texts {
                        for word in TextKey.fold(text).split(separator: " ") { stems.insert(String(word.prefix(4))) }
                    }
                }
            }
        }
        return stems
    }

    /// Whether `text` has a word that begins as a parameter's name or an enum case does (in
    /// Japanese, written without spaces: holds one of them).
    func mayHoldValueWord(_ text: String) -> Bool {
        let key = TextKey.fold(text)
        let stems = valueWordStems.value
        if localizer.language == .japanese { return stems.contains { key.contains($0) } }
        return key.split(separator: " ").contains { stems.contains(String($0.prefix(4))) }
    }

    /// The vocabulary sources a sentence's matching could need, in registration order.
    func sourcesNeeded(for sentence: PhraseIndex.PreparedSentence) -> [Int] {
        Set(index.vocabularySlots(for: sentence).compactMap { sourceOfSlot[$0] }).sorted()
    }

    /// The names a source offers now: its query's suggestions and, for an enumerable query, all
    /// its entities — each with its title and synonyms in the person's language.
    ///
    /// - Throws: whatever the query throws; the caller keeps the vocabulary it had.
    func currentNames(of source: VocabularySource) async throws -> [VocabularyValue] {
        let snapshots = try await IntentRuntime.withDependencies(source.app.dependencies) {
            var found = try await source.info.suggestedEntities()
            if let all = source.info.allEntities { found += try await all() }
            return found
        }
        return names(of: snapshots, from: source)
    }

    /// The names a source offers now with those of the entities its string query finds for
    /// `words` — for each source whose query finds one it does not offer yet — with the names
    /// offered alone (to go back to) and the ids added. The vocabulary
    /// is an index of the query's suggestions (the ten newest open tasks); the query is the
    /// source of truth, so "bought the milk" finds the twentieth to-do too.
    ///
    /// - Throws: whatever a query throws.
    func currentNames(adding words: [String]) async throws -> (
        updates: [PhraseIndex.VocabularyUpdate], offered: [PhraseIndex.VocabularyUpdate], added: Set<String>
    ) {
        guard !words.isEmpty else { return ([], [], []) }
        var updates: [PhraseIndex.VocabularyUpdate] = []
        var offeredNames: [PhraseIndex.VocabularyUpdate] = []
        var addedIDs: Set<String> = []
        for source in vocabularySources {
            guard let search = source.info.entitiesMatching else { continue }
            let found = try await IntentRuntime.withDependencies(source.app.dependencies) {
                var found: [EntitySnapshot] = []
                for word in words { found += try await search(word) }
                return found
            }
            guard !found.isEmpty else { continue }
            let offered = try await currentNames(of: source)
            let known = Set(offered.map(\.id))
            var added: Set<String> = []
            let new = names(of: found, from: source).filter { !known.contains($0.id) && added.insert($0.id).inserted }
            guard !new.isEmpty else { continue }
            // A word found in many names ("the") says little: a few found, or none added.
            guard new.count <= Self.namesAddedBySearch else { continue }
            updates.append(PhraseIndex.VocabularyUpdate(slots: source.slots, values: offered + new))
            offeredNames.append(PhraseIndex.VocabularyUpdate(slots: source.slots, values: offered))
            addedIDs.formUnion(new.map(\.id))
        }
        return (updates, offeredNames, addedIDs)
    }

    /// At most this many names a search adds to a source's vocabulary for one sentence.
    static let namesAddedBySearch = 20

    private func names(of snapshots: [EntitySnapshot], from source: VocabularySource) -> [VocabularyValue] {
        let localizer = localizer.scoped(to: source.app)
        return snapshots.map { snapshot in
            VocabularyValue(
                id: snapshot.id, title: localizer.string(snapshot.display.title),
                synonyms: localizer.synonymForms(of: snapshot.display.synonyms))
        }
    }

    /// Decides what a sentence means.
    ///
    /// A sentence may leave out its app's name only when it is clear without it. A name the
    /// vocabulary does not hold yet (a task added a moment ago by another process, or one past
    /// the query's suggestions) is looked up with the entity's string query before the sentence
    /// is refused: the vocabulary is an index, the query the source of truth.
    ///
    /// - Throws: what an entity query throws while a name is looked up.
    func match(_ sentence: String) async throws -> Outcome {
        try await match(sentence, prepared: index.prepare(sentence))
    }

    /// The exact stage, then — for a sentence it does not understand — the flexible one.
    ///
    /// A phrase that matched only by leaving out the app's name and taking any words as free
    /// text ("add salt to the stew") is not a request Hark is sure of: the flexible stage reads
    /// the sentence too, and whatever comes of it is at most proposed.
    func match(_ sentence: String, prepared: PhraseIndex.PreparedSentence) async throws -> Outcome {
        // A request taken back in the sentence after it ("Order a miso soup. No.", "Delete pay
        // the rent. Actually, no, don't.") is no request: nothing is done, nothing asked.
        if flexible.matcher.takesBack(sentence) { return .notUnderstood(nearest: nil) }
        if let corrected = try await matchCorrected(sentence) {
            return withPlainInfinitives(withoutHollowText(withValuesInOtherForms(corrected), sentence: sentence), sentence: sentence)
        }
        return try await withPlainInfinitives(
            withoutHollowText(withValuesInOtherForms(matchBothStages(sentence, prepared: prepared)), sentence: sentence), sentence: sentence)
    }

    /// Free text written as a to-do is: German that ends in a zu-infinitive („Erinnere mich
    /// daran, Milch zu kaufen“) with the plain infinitive („Milch kaufen“, see
    /// `GermanInfinitive`); Japanese that ends in a verb cut off before the ending it was said
    /// with (「車を洗わ」 of 「車を洗わなきゃ。それタスクに入れて」) with that verb whole, in its
    /// dictionary form (「車を洗う」). A text written between quotes stays as written.
    private func withPlainInfinitives(_ outcome: Outcome, sentence: String) -> Outcome {
        let written: (String) -> String?
        switch localizer.language {
        case .german:
            guard let casing = Localizer.germanCasing else { return outcome }
            written = { GermanInfinitive.plain($0, casing: casing) }
        case .japanese:
            written = flexible.matcher.withVerbInDictionaryForm
        default:
            return outcome
        }
        func plain(_ match: Match) -> Match {
            var slots = match.slots
            for parameter in match.intent.parameters {
                guard case .string = parameter.valueType, case .text(let words) = slots[parameter.name],
                    !flexible.matcher.isQuoted(words, in: sentence), let plain = written(words)
                else { continue }
                slots[parameter.name] = .text(plain)
            }
            return Match(app: match.app, intent: match.intent, slots: slots, isExplicit: match.isExplicit, stage: match.stage)
        }
        return outcome.mappingMatches(plain)
    }

    /// Words the exact stage took as free text for an entity or enum parameter that name a
    /// known value in another form — a plural, a declined or typed-without-umlauts word, with
    /// an article ("2 tomato soups", "deux soupes miso", "drei Tomatensuppen") — become that
    /// value: the entity's query looks for names, not for their forms.
    private func withValuesInOtherForms(_ outcome: Outcome) -> Outcome {
        func read(_ match: Match) -> Match {
            var slots = match.slots
            for parameter in match.intent.parameters {
                guard case .text(let words) = slots[parameter.name] else { continue }
                switch parameter.valueType {
                case .entity, .enumeration: break
                default: continue
                }
                guard let value = flexible.matcher.wholeValue(of: words, slot: parameter.name, phraseID: match.intent.id)
                else { continue }
                slots[parameter.name] = .vocabulary(id: value.id, title: value.title)
            }
            return Match(app: match.app, intent: match.intent, slots: slots, isExplicit: match.isExplicit, stage: match.stage)
        }
        return outcome.mappingMatches(read)
    }

    /// A free text that names nothing ("a task" in "Add a task to Tasks") is no value: the
    /// conversation asks for it instead.
    /// A text written between guillemets or corner brackets is a title as written, never hollow.
    private func withoutHollowText(_ outcome: Outcome, sentence: String) -> Outcome {
        func cleaned(_ match: Match) -> Match {
            var match = match
            var slots = match.slots
            for parameter in match.intent.parameters {
                guard case .string = parameter.valueType, case .text(let words) = slots[parameter.name],
                    !flexible.matcher.isQuoted(words, in: sentence), flexible.matcher.isHollow(words, for: match.intent.id)
                else { continue }
                slots[parameter.name] = nil
            }
            match = Match(app: match.app, intent: match.intent, slots: slots, isExplicit: match.isExplicit, stage: match.stage)
            return match
        }
        return outcome.mappingMatches(cleaned)
    }

    func matchBothStages(_ sentence: String, prepared: PhraseIndex.PreparedSentence) async throws -> Outcome {
        var exact = try await matchExactly(prepared)
        // A phrase matched around a denial it does not say ("Starte keinen Lauf", a title
        // "Milch nicht") is read by evidence instead, where what is denied is no request.
        if case .matched(let match) = exact, flexible.deniesBeyondPhrase(sentence, phraseID: match.intent.id) {
            exact = .notUnderstood(nearest: nil)
        }
        switch exact {
        case .notUnderstood(let nearest):
            return try await matchFlexibly(sentence) ?? .notUnderstood(nearest: nearest)
        case .matched(let match) where !match.namesApp && hasFreeText(match):
            let readings = flexible.matcher.matches(for: sentence)
            switch try await matchFlexibly(readings: readings) {
            case .matched(let reading): return .matched(reading)
            case .proposed(let reading): return .proposed(reading)
            default:
                // The phrase's free text swallowed another request when the sentence names
                // another app, or reads better as another intent ("add a lap").
                var rivals = readings
                if rivals.contains(where: \.namesApp) { rivals.removeAll { !$0.namesApp } }
                guard let rival = rivals.first, rival.phraseID == match.intent.id else { return .notUnderstood(nearest: nil) }
                // The same request read by evidence, with every value the phrase took, may say
                // more: a value the phrase's free text swallowed at its edge ("add fix the gate,
                // high priority"), or its free text without the pronoun and frame the phrase
                // began it with ("Note-moi de rappeler le plombier": « rappeler le plombier »,
                // not « -moi de rappeler le plombier »).
                if let read = resolve(rival), Set(read.slots.keys).isSuperset(of: match.slots.keys.filter { $0 != "applicationName" }) {
                    let texts = match.slots.compactMap { name, value -> (String, String)? in
                        guard case .text(let words) = value, case .text(let shorter)? = read.slots[name] else { return nil }
                        return (words, shorter)
                    }
                    // The text read so is the phrase's, shortened where the value was said.
                    let saysMore = read.slots.keys.contains { $0 != "applicationName" && match.slots[$0] == nil }
                        && texts.allSatisfy { words, shorter in losesOnlyAtEdges(words, keeping: shorter, values: rival.evidence) }
                    // A text the phrase began inside a written word ("-moi de …" of "Note-moi de
                    // …"): the reading's, that begins later, is the person's.
                    let withoutFrame = !texts.isEmpty && texts.allSatisfy { words, shorter in
                        words != shorter && words.hasSuffix(shorter) && words.first.map { !$0.isLetter && !$0.isNumber } == true
                    }
                    if saysMore || withoutFrame { return .proposed(read) }
                }
                return .proposed(match)
            }
        case .matched(let match) where hasFreeText(match):
            let read = withSwallowedValues(match, sentence: sentence)
            // A title that runs over a comma or a full stop may hold a remark said around the
            // request ("…, das ist mir wichtig"): asked, never added on a guess.
            return holdsClauseMark(read) ? .proposed(withoutClauseAfterText(read, sentence: sentence)) : .matched(read)
        case .matched(let match) where namesEntityInWords(match):
            return try await withEntityReadFlexibly(match, sentence: sentence) ?? exact
        default:
            return exact
        }
    }

    /// Whether the exact stage took words for an entity ("Tasksで母さんへの電話を完了にして"
    /// reads 「母さんへの電話」 as the task) that its vocabulary does not hold as a name.
    private func namesEntityInWords(_ match: Match) -> Bool {
        match.intent.parameters.contains { parameter in
            guard case .entity = parameter.valueType, case .text = match.slots[parameter.name] else { return false }
            return true
        }
    }

    /// Words the exact stage took for an entity that the entity's query finds nothing by —
    /// the name said in other words (「母さんへの電話」 for 「お母さんに電話」, "mum's call" for "Call
    /// mum") — are not the name the person meant: when the flexible stage reads the same
    /// request with an entity for them, that reading is asked ("Complete “Call mum”?"), never
    /// done on a guess. Nil (the exact match stands, and the conversation asks which) when the
    /// query finds the words or the flexible stage reads no entity.
    private func withEntityReadFlexibly(_ match: Match, sentence: String) async throws -> Outcome? {
        // Words that name a known value in another form ("sopita de miso") are read as that
        // value later (`withValuesInOtherForms`).
        let inOtherForms = match.intent.parameters.contains { parameter in
            guard case .text(let words) = match.slots[parameter.name] else { return false }
            return flexible.matcher.wholeValue(of: words, slot: parameter.name, phraseID: match.intent.id) != nil
        }
        guard !inOtherForms, try await resolvingNames(match) == nil,
            let reading = flexible.matcher.matches(for: sentence).first, reading.phraseID == match.intent.id,
            let read = try await resolvingNames(resolve(reading) ?? match)
        else { return nil }
        let saysEntity = match.intent.parameters.contains { parameter in
            guard case .entity = parameter.valueType, case .text = match.slots[parameter.name],
                case .vocabulary = read.slots[parameter.name]
            else { return false }
            return true
        }
        guard saysEntity else { return nil }
        return .proposed(flexibleMatch(of: match, slots: read.slots))
    }

    /// A title that runs over a clause mark may begin with a clause that says why, or end with
    /// a clause that only says where it goes
    /// ("remind me to get the firewood, put it on my list" — the phrase's title is "get the
    /// firewood, put it"): the flexible stage's reading of the same request, with the same
    /// values and a title the phrase's begins with and that stops before the mark, is the
    /// better one. Still asked: the caller proposes it.
    private func withoutClauseAfterText(_ match: Match, sentence: String) -> Match {
        guard let reading = flexible.matcher.matches(for: sentence).first(where: { $0.phraseID == match.intent.id }),
            let better = resolve(reading)
        else { return match }
        for (name, value) in match.slots where name != "applicationName" {
            if case .text(let words) = value {
                guard case .text(let shorter) = better.slots[name], shorter != words,
                    words.hasPrefix(shorter) || saysReasonBefore(words, shorter),
                    !shorter.contains(where: Self.isClauseMark)
                else { return match }
            } else if better.slots[name] != value {
                return match
            }
        }
        return flexibleMatch(of: match, slots: better.slots)
    }

    /// Whether `text` ends with `shorter` right after a clause mark that closes a clause of
    /// reason: the clause before it says why (「子どもの上履きが小さくなったから、上履きを買い替える」),
    /// not what to write down (「月曜から、ジムに通う」 keeps its 「月曜から」).
    private func saysReasonBefore(_ text: String, _ shorter: String) -> Bool {
        guard text.hasSuffix(shorter) else { return false }
        let before = text.dropLast(shorter.count).trimmingCharacters(in: .whitespaces)
        guard let mark = before.last, Self.isClauseMark(mark) else { return false }
        return flexible.matcher.endsWithReason(String(before.dropLast()))
    }

    /// `slots`, read by the flexible stage for `match`'s request, as a match of that request —
    /// with the app's name when the phrase named it.
    private func flexibleMatch(of match: Match, slots: [String: SlotValue]) -> Match {
        var slots = slots
        if match.namesApp, let app = match.slots["applicationName"] { slots["applicationName"] = app }
        return Match(app: match.app, intent: match.intent, slots: slots, isExplicit: match.isExplicit, stage: .flexible)
    }

    /// Whether a free-text value runs over a mark between spoken clauses (",", "、", "。").
    private func holdsClauseMark(_ match: Match) -> Bool {
        match.slots.values.contains { value in
            guard case .text(let text) = value else { return false }
            return text.contains(where: Self.isClauseMark)
        }
    }

    private static func isClauseMark(_ character: Character) -> Bool {
        character == "," || character == "、" || character == "。" || character == "，"
    }

    /// A phrase's free text may swallow a value the phrase has no place for there ("Reifen
    /// wechseln mit hoher Priorität", "call mum, it's urgent"): when it holds another
    /// parameter's name or value, the flexible stage's reading of the same request — the
    /// same values, one more, and a shorter text — is the better one.
    private func withSwallowedValues(_ match: Match, sentence: String) -> Match {
        let filled = Set(match.slots.filter { if case .text = $0.value { false } else { true } }.keys)
        let texts = match.slots.compactMap { if case .text(let words) = $0.value { words } else { nil } }
        // A free text that opens with the app's own name, after one word at most, was read past
        // another of its names ("añade a mi lista de Tasks llamar al fontanero": „mi lista“ as
        // the app, „de Tasks llamar al fontanero“ as the title). Further in, it is the person's
        // ("Robert'); DROP TABLE tasks;--").
        let appName = TextKey.fold(match.app.name).split(separator: " ")
        let holdsAppName = !appName.isEmpty && texts.contains { text in
            let words = TextKey.fold(text).split(separator: " ")
            return (0...1).contains { start in
                start + appName.count < words.count && words[start..<start + appName.count].elementsEqual(appName)
            }
        }
        guard
            holdsAppName || (texts.contains(where: mayHoldValueWord)
                && texts.contains(where: { flexible.matcher.holdsOtherSlot($0, phraseID: match.intent.id, besides: filled) })),
            let reading = flexible.matcher.matches(for: sentence).first(where: { $0.phraseID == match.intent.id }),
            let better = resolve(reading)
        else { return match }
        let told = flexibleMatch(of: match, slots: better.slots)
        let slots = told.slots
        // The same request, told more precisely: every value the phrase read, one more, and
        // each free text the reading kept is part of the phrase's.
        for (name, value) in match.slots {
            if case .text(let words) = value {
                guard case .text(let shorter) = slots[name], words.contains(shorter), shorter != words else { return match }
                guard holdsAppName || losesOnlyAtEdges(words, keeping: shorter, values: reading.evidence) else { return match }
            } else if slots[name] != value {
                return match
            }
        }
        guard holdsAppName || slots.count > match.slots.count || slots.keys.contains(where: { match.slots[$0] == nil }) else { return match }
        return told
    }

    /// Whether a free text shortened to `kept` lost only words at its edges that end (or, before
    /// it, begin) with a value the evidence found, its slot's label aside: "return the library
    /// books, high priority" keeps "return the library books", "pay the bills with high
    /// priority" "pay the bills"; "buy a high chair" is no "buy" with high priority.
    /// The app's other name at an edge is lost as a value is ("… a mi lista de pendientes").
    /// A language written without spaces is not cut into words here: its text keeps what the
    /// evidence read.
    func losesOnlyAtEdges(_ words: String, keeping kept: String, values evidence: [FlexibleMatch.Evidence]) -> Bool {
        guard !localizer.writesWithoutSpaces else { return true }
        let valueWords = Set(
            evidence.filter { $0.kind == .value || $0.kind == .appName }.flatMap { TextKey.fold($0.words).split(separator: " ") })
        let folded = TextKey.fold(words)
        guard let range = folded.range(of: TextKey.fold(kept)) else { return false }
        let before = folded[..<range.lowerBound].split(separator: " ").drop { flexible.matcher.isLabel(String($0)) }
        let after = folded[range.upperBound...].split(separator: " ").reversed().drop { flexible.matcher.isLabel(String($0)) }
        return (before.first.map(valueWords.contains) ?? true) && (after.first.map(valueWords.contains) ?? true)
    }

    private func matchExactly(_ prepared: PhraseIndex.PreparedSentence) async throws -> Outcome {
        let candidates = index.matches(for: prepared, limit: 10)
        // A sentence an app declared it must not act on is refused, with nothing suggested.
        if let best = candidates.first, Self.isNegativePhrase(best.phraseID) { return .notUnderstood(nearest: nil) }
        guard let best = candidates.first, !(best.score.isFuzzy && !best.omittedSlots.isEmpty) else {
            return .notUnderstood(nearest: nearestExample(for: prepared))
        }
        if best.omittedSlots.contains("applicationName") {
            // The app may go unnamed only when the sentence is clear without it: its entities
            // and enum values are known ones, not free text ("order a pizza")…
            guard let match = resolve(best), try await namesKnownValues(match) else {
                return .notUnderstood(nearest: nearestExample(for: prepared))
            }
            // …and a single app could mean it.
            var perApp: [Match] = []
            for candidate in candidates where !candidate.score.isFuzzy {
                guard let match = resolve(candidate), !perApp.contains(where: { $0.app.name == match.app.name }) else {
                    continue
                }
                perApp.append(match)
            }
            if perApp.count > 1 { return .ambiguous(perApp) }
        }
        var tied: [Match] = []
        for candidate in candidates where candidate.score == best.score {
            guard let match = resolve(candidate), !tied.contains(where: { $0.intent.id == match.intent.id }) else {
                continue
            }
            tied.append(match)
        }
        switch tied.count {
        case 0: return .notUnderstood(nearest: nil)
        case 1: return .matched(tied[0])
        default: return .ambiguous(tied)
        }
    }

    /// The nearest phrase's example, to suggest; never a negative phrase.
    private func nearestExample(for prepared: PhraseIndex.PreparedSentence) -> String? {
        guard let nearest = index.nearestPhrase(for: prepared), !Self.isNegativePhrase(nearest.phraseID) else {
            return nil
        }
        return localizer.suggestion(for: nearest, apps: apps)
    }

    /// The phrase id of an app's negative phrase: no intent has it.
    static func negativePhraseID(app: AppDefinition, number: Int) -> String {
        "negative:\(app.name):\(number)"
    }

    static func isNegativePhrase(_ id: String) -> Bool {
        id.hasPrefix("negative:")
    }

    /// Whether every entity or enum slot the match filled with free text names a value that
    /// exists: enum cases never come as free text; an entity's words are asked of its query.
    func namesKnownValues(_ match: Match) async throws -> Bool {
        try await resolvingNames(match) != nil
    }

    /// The match with the words said for each entity looked up with the entity's query: one
    /// entity found becomes that entity (a proposal then names it, "Complete “Water the
    /// plants”?"); several stay words, for the conversation to ask which; none makes the match
    /// nil, as does free text where an enum case belongs.
    func resolvingNames(_ match: Match) async throws -> Match? {
        let localizer = localizer.scoped(to: match.app)
        let parser = AnswerParser(localizer: localizer, values: values)
        var resolved = match
        var slots = match.slots
        for parameter in match.intent.parameters {
            guard case .text(let words) = match.slots[parameter.name] else { continue }
            switch parameter.valueType {
            case .enumeration:
                return nil
            case .entity(let info):
                let outcome = try await IntentRuntime.withDependencies(match.app.dependencies) {
                    try await parser.entity(words, of: info)
                }
                switch outcome {
                case .invalid:
                    return nil
                case .value(let value):
                    let display = DisplayRepresentation.of(value)
                    if let entity = value as? any AppEntity {
                        slots[parameter.name] = .vocabulary(
                            id: entity.id.entityIdentifierString, title: localizer.string(display.title))
                    }
                case .candidates:
                    continue
                }
            default:
                continue
            }
        }
        resolved = Match(
            app: match.app, intent: match.intent, slots: slots, isExplicit: match.isExplicit, stage: match.stage)
        return resolved
    }

    /// The other names of an app, as said in the language: each is a catalog key (the app's
    /// name itself never is), with the English synonym kept too.
    static func synonyms(of app: AppDefinition, localizer: Localizer) -> [String] {
        var names: [String] = []
        let localizer = localizer.domain == app.localizationDomain ? localizer : localizer.scoped(to: app)
        for synonym in app.synonyms {
            // A synonym is the app's own text: translated in its tables.
            let translated = localizer.string(LocalizedStringResource(synonym)).split(separator: "|").map {
                $0.trimmingHorizontalWhitespace()
            }
            for name in [synonym] + translated where !name.isEmpty && name != app.name && !names.contains(name) {
                names.append(name)
            }
        }
        return names
    }

    private func resolve(_ candidate: PhraseMatch) -> Match? {
        let explicit = !candidate.score.isFuzzy && !candidate.omittedSlots.contains("applicationName")
        return resolveIntent(candidate).map { match in
            var match = match
            match.isExplicit = explicit
            return match
        }
    }

    private func resolveIntent(_ candidate: PhraseMatch) -> Match? {
        for app in apps {
            if let intent = app.intent(withID: candidate.phraseID) {
                let slots = candidate.slots.mapValues { withoutAnnouncement(withoutIntroducer($0.value), of: intent.id) }
                return Match(app: app, intent: intent, slots: slots)
            }
        }
        return nil
    }

    /// Free text without what announced it before a colon ("note this: buy batteries", « ça :
    /// acheter des piles », "una tarea: comprar pan"): up to three words, each a small word
    /// of the language or a word of the request's own phrases.
    private func withoutAnnouncement(_ value: SlotValue, of intentID: String) -> SlotValue {
        guard case .text(let text) = value, let colon = text.firstIndex(where: { $0 == ":" || $0 == "：" }) else { return value }
        let before = String(text[..<colon])
        let after = text[text.index(after: colon)...].trimmingHorizontalWhitespace()
        guard !after.isEmpty, before.split(separator: " ").count <= 3,
            flexible.matcher.isHollow(before, for: intentID)
        else { return value }
        return .text(after)
    }

    /// Free text without the word that announced it ("a task called wash the car", « une tâche
    /// appelée … », "una tarea llamada …"): the language's `hark.understanding.introducers`, at the
    /// text's start and followed by the text itself. The phrases need not spell the introducers
    /// out, so their words do not count as the intent's own ("llamar al banco" keeps "llamar").
    private func withoutIntroducer(_ value: SlotValue) -> SlotValue {
        guard case .text(let text) = value else { return value }
        if localizer.language.code == "ja", let trimmed = withoutTrailingIntroducer(text) { return .text(trimmed) }
        let folded = localizer.key(text)
        for introducer in localizer.catalogList("hark.understanding.introducers") {
            let word = localizer.key(introducer)
            guard !word.isEmpty, folded.hasPrefix(word + " ") else { continue }
            // As many words of the text as the introducer has, then the rest as typed.
            let count = word.split(separator: " ").count
            let rest = text.split(separator: " ", omittingEmptySubsequences: true).dropFirst(count).joined(separator: " ")
            return rest.isEmpty ? value : .text(rest)
        }
        return value
    }

    /// Japanese free text that ends in its introducer made a noun (「…を買うというの」, 「…を買うってやつ」,
    /// 「…を買うの」 of 「…を買うというのを、やることに入れて」): the introducer comes after the words
    /// it introduces, and の, こと, やつ make the clause a thing to put somewhere; without them. The
    /// bare の only after a verb's plain or past ending (う-row kana, た, だ), so that a name that
    /// ends in a noun and の keeps it. Nil when the text ends in none.
    private func withoutTrailingIntroducer(_ text: String) -> String? {
        let nouns = ["のこと", "の", "こと", "やつ"]
        for introducer in localizer.catalogList("hark.understanding.introducers") where !introducer.isEmpty && !introducer.hasPrefix("「") && !introducer.hasPrefix("」") {
            for noun in nouns where text.hasSuffix(introducer + noun) {
                let rest = String(text.dropLast(introducer.count + noun.count)).trimmingHorizontalWhitespace()
                if rest.count >= 2 { return rest }
            }
        }
        guard text.hasSuffix("の"), text.count >= 4 else { return nil }
        let verbEnd = text.dropLast()
        guard let last = verbEnd.last, "うくすつぬふむゆるぐずづぶぷただ".contains(last) else { return nil }
        return String(verbEnd)
    }
}

extension IntentMatcher.Outcome {
    /// The outcome with each of its readings changed by `change` (none when not understood).
    func mappingMatches(_ change: (IntentMatcher.Match) -> IntentMatcher.Match) -> Self {
        switch self {
        case .matched(let match): .matched(change(match))
        case .proposed(let match): .proposed(change(match))
        case .ambiguous(let matches): .ambiguous(matches.map(change))
        case .notUnderstood: self
        }
    }
}
