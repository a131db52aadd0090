import Intents
import Localization
import PhraseMatcher

/// The flexible stage, made on first use: a session whose sentences all match exactly never
/// pays for it.
final class LazyFlexibleMatcher: Sendable {
    /// The matcher; its lexicon is gathered from every app's catalog, which only the matcher
    /// needs.
    private let made: MadeOnFirstUse<FlexibleMatcher>
    /// The quick look for a negation's word, made on first use without the matcher (in
    /// Japanese it asks MeCab): an exact match reads the negations alone.
    private let probe: MadeOnFirstUse<NegationProbe>

    init(index: PhraseIndex, negations: [String], lexicon: @escaping @Sendable () -> FlexibleLexicon) {
        made = MadeOnFirstUse { FlexibleMatcher(index: index, lexicon: lexicon()) }
        probe = MadeOnFirstUse { NegationProbe(negations: negations, index: index) }
    }

    /// Whether a sentence an exact phrase matched denies something beyond the phrase's own
    /// words (``FlexibleMatcher/deniesBeyondPhrase(_:phraseID:)``); the matcher is made only
    /// for a sentence that may deny anything at all.
    func deniesBeyondPhrase(_ sentence: String, phraseID: String) -> Bool {
        guard probe.value.mayDeny(sentence) else { return false }
        return matcher.deniesBeyondPhrase(sentence, phraseID: phraseID)
    }

    var matcher: FlexibleMatcher { made.value }
}

extension IntentMatcher {
    /// The language's words for the flexible stage, from the assistant's catalog: request
    /// frames, fillers, connectors, introducers and pronouns (`hark.understanding.*`, each `a|b|c`), and
    /// each parameter's title as the word that names its slot.
    static func lexicon(apps: [AppDefinition], localizer: Localizer) -> FlexibleLexicon {

        var labels: [String: [String]] = [:]
        var appOfPhrase: [String: String] = [:]
        var titles: [String: [String]] = [:]
        for app in apps {
            for intent in app.intents { appOfPhrase[intent.id] = app.name }
            let localizer = localizer.scoped(to: app)
            for intent in app.intents { titles[intent.id] = [localizer.string(intent.title)] }
            for intent in app.intents {
                for parameter in intent.parameters {
                    let title = localizer.string(parameter.title)
                    for word in [title, title.lowercased()] where !(labels[parameter.name]?.contains(word) ?? false) {
                        labels[parameter.name, default: []].append(word)
                    }
                }
            }
        }
        var lexicon = FlexibleLexicon(
            frames: localizer.catalogList("hark.understanding.frames"),
            fillers: localizer.catalogList("hark.understanding.fillers"),
            connectors: localizer.catalogList("hark.understanding.connectors"),
            introducers: localizer.catalogList("hark.understanding.introducers"), slotLabels: labels,
            appOfPhrase: appOfPhrase, intentTitles: titles, synonyms: synonyms(localizer),
            negations: localizer.catalogList("hark.understanding.negations"),
            purposes: localizer.catalogList("hark.understanding.purposes"),
            genericVerbs: localizer.catalogList("hark.understanding.genericVerbs"),
            pronouns: localizer.catalogList("hark.understanding.pronouns"), completion: completion(localizer),
            quantities: quantities(localizer))
        // The ordinals of choosing from a list (`a/b|c`): one variant a word.
        lexicon.ordinals = localizer.catalogList("hark.words.ordinals").flatMap { $0.split(separator: "/") }
            .map { $0.trimmingHorizontalWhitespace() }.filter { !$0.isEmpty }
        lexicon.intensifiers = localizer.catalogList("hark.understanding.intensifiers")
        lexicon.softeners = localizer.catalogList("hark.understanding.softeners")
        lexicon.reasons = localizer.catalogList("hark.understanding.reasons")
        // The reason words that begin nothing else: the first kind, before a `||`.
        lexicon.sureReasons = localizer.catalogFirstKind("hark.understanding.reasons")
        lexicon.consequences = localizer.catalogList("hark.understanding.consequences")
        let anywhere = Set(localizer.catalogFirstKind("hark.understanding.consequences"))
        lexicon.consequencesBeforeMark = lexicon.consequences.filter { !anywhere.contains($0) }
        lexicon.contrasts = localizer.catalogList("hark.understanding.contrasts")
        lexicon.numberLabels = localizer.catalogList("hark.understanding.numberLabels")
        lexicon.servings = localizer.catalogList("hark.understanding.servings")
        lexicon.remarkSubjects = localizer.catalogList("hark.understanding.remarkSubjects")
        lexicon.conditions = localizer.catalogList("hark.understanding.conditions")
        lexicon.times = localizer.catalogList("hark.understanding.times")
        lexicon.clockWords = localizer.catalogList("hark.understanding.clockWords")
        lexicon.infinitiveMarkers = localizer.catalogList("hark.understanding.infinitiveMarkers")
        lexicon.questions = localizer.catalogList("hark.understanding.questions")
        // Its kinds: the words that ask, then (French) the auxiliaries of a question, then the
        // words that link; a list of one kind has no linking words.
        let questionKinds = localizer.kinds(of: "hark.understanding.questions")
        lexicon.askingQuestionWords = questionKinds.first ?? []
        lexicon.linkingQuestionWords = questionKinds.count > 1 ? questionKinds.last ?? [] : []
        // The plain words of no (`hark.words.no`, its first kind): a count taken back.
        lexicon.corrections = localizer.catalogFirstKind("hark.words.no")
        lexicon.noes = localizer.catalogList("hark.words.no")
        lexicon.titleCorrections = localizer.catalogList("hark.understanding.corrections")
        return lexicon
    }

    /// How a statement that something is done is read, from `hark.understanding.completed`:
    /// its kinds (separated by `||`) are the phrase words that say done, the endings of
    /// completed forms, irregular forms (`form=verb`), and the words that may come with such a
    /// statement.
    private static func completion(_ localizer: Localizer) -> FlexibleLexicon.Completion {
        let text = localizer.string("hark.understanding.completed")
        let kinds = text == "hark.understanding.completed" ? [] : text.components(separatedBy: "||")
        func kind(_ index: Int) -> [String] {
            guard index < kinds.count else { return [] }
            return kinds[index].split(separator: "|").map { $0.trimmingHorizontalWhitespace() }.filter { !$0.isEmpty }
        }
        var irregular: [String: String] = [:]
        for entry in kind(2) {
            let sides = entry.split(separator: "=", maxSplits: 1).map { $0.trimmingHorizontalWhitespace() }
            guard sides.count == 2, !sides[0].isEmpty, !sides[1].isEmpty else { continue }
            irregular[sides[0]] = sides[1]
        }
        return FlexibleLexicon.Completion(doneWords: kind(0), endings: kind(1), irregular: irregular, companions: kind(3), blockers: kind(4))
    }

    /// The words people say for a quantity, `words=number` entries of
    /// `hark.understanding.quantities` ("a dozen=12|a couple of=2").
    static func quantities(_ localizer: Localizer) -> [String: Int] {
        var quantities: [String: Int] = [:]
        for entry in localizer.catalogList("hark.understanding.quantities") {
            let sides = entry.split(separator: "=", maxSplits: 1).map { $0.trimmingHorizontalWhitespace() }
            guard sides.count == 2, !sides[0].isEmpty, let number = Int(sides[1]) else { continue }
            quantities[sides[0]] = number
        }
        return quantities
    }

    /// Everyday words for the phrases' words, `word=phrase word` entries of
    /// `hark.understanding.synonyms` ("bin=delete|erase=delete").
    private static func synonyms(_ localizer: Localizer) -> [String: String] {
        var pairs: [String: String] = [:]
        for entry in localizer.catalogList("hark.understanding.synonyms") {
            let sides = entry.split(separator: "=", maxSplits: 1).map { $0.trimmingHorizontalWhitespace() }
            guard sides.count == 2, !sides[0].isEmpty, !sides[1].isEmpty else { continue }
            pairs[sides[0]] = sides[1]
        }
        return pairs
    }

    /// Keys of the catalog's words the flexible stage's decision weighs, each entry whole.
    struct DecisionWords: Sendable {
        /// Verbs that say no request of their own (`hark.understanding.genericVerbs`: "add",
        /// „füg … hinzu“).
        let generic: Set<String>
        /// Question words (`hark.understanding.questions`).
        let questions: Set<String>
        /// The words a statement is made of (`hark.understanding.completed`'s companions: "I've",
        /// "we have").
        let statements: Set<String>

        init(localizer: Localizer) {
            generic = Set(localizer.catalogList("hark.understanding.genericVerbs").map(localizer.key))
            questions = Set(localizer.catalogList("hark.understanding.questions").map(localizer.key))
            statements = Set(IntentMatcher.completion(localizer).companions.map(localizer.key))
        }
    }

    /// What the flexible stage makes of a sentence the exact stage did not understand: an
    /// intent to act on when one reading is clearly best, one to propose when it is plausible
    /// but not sure, or nil.
    ///
    /// A reading must hold its intent's own words. It is acted on only when it names its app
    /// (or a value only its app knows), leaves no word unexplained, reads every value whole,
    /// and leads the next reading clearly; a reading with free text and no app name is only
    /// proposed ("add some colour to the wall" is not a task unless the person says so).
    func matchFlexibly(_ sentence: String) async throws -> Outcome? {
        try await matchFlexibly(readings: flexible.matcher.matches(for: sentence))
    }

    func matchFlexibly(readings all: [FlexibleMatch]) async throws -> Outcome? {
        var readings = all
        // The words people answer with ("no", "sí") are no request's own: "no sé" is not
        // “Que no se me olvide …”, and "no" said to a question never escapes it as a task.
        let answers = Set(localizer.firstKind(of: "hark.words.yes") + localizer.firstKind(of: "hark.words.no"))
        readings.removeAll { reading in
            let own = reading.evidence.filter { $0.kind == .keyword }.map { localizer.key($0.words) }
            return !own.isEmpty && own.allSatisfy(answers.contains)
        }
        // A sentence that names an app means that app: other apps' readings are out.
        if readings.contains(where: \.namesApp) { readings.removeAll { !$0.namesApp } }
        guard let best = readings.first, var match = resolve(best) else { return nil }
        // Words the best reading looked up as a name that names nothing, which another
        // reading takes whole into its free text ("new task get a haircut": "get" of "get rid
        // of" and the unknown task "haircut"; adding "get a haircut"): that other reading,
        // asked at most.
        if let looked = best.slots.values.first(where: { if case .text = $0.value { true } else { false } })?.wordRange,
            !hasFreeText(match),
            readings.contains(where: { reading in
                reading.phraseID != best.phraseID
                    && reading.slots.values.contains { slot in
                        if case .text = slot.value {
                            slot.wordRange.lowerBound <= looked.lowerBound && looked.upperBound <= slot.wordRange.upperBound
                        } else { false }
                    }
            }),
            try await resolvingNames(match) == nil
        {
            switch try await matchFlexibly(readings: readings.filter { $0.phraseID != best.phraseID }) {
            case .matched(let other)
            where hasFreeText(other) && !other.lacksRequiredValue():
                return .proposed(other)
            case .proposed(let other): return .proposed(other)
            default: return nil
            }
        }
        // Words the best reading took for an entity that name none, when the next reading is
        // close behind it (no soup is called "got" in "remind me what soups I got", nor "I've"
        // in "can you remind me which soups I've ordered"): that reading is none, and the next
        // one is read in its place — asked at most, as the words did not tell the two apart.
        // Far ahead, the best reading says what was asked for, with a name that names nothing
        // ("order a meeso soup" is no question about past orders).
        if !hasFreeText(match), saysEntityInWords(match),
            let next = readings.first(where: { $0.phraseID != best.phraseID }), best.score - next.score < Self.actionMargin,
            try await resolvingNames(match) == nil
        {
            switch try await matchFlexibly(readings: readings.filter { $0.phraseID != best.phraseID }) {
            case .matched(let other) where !other.lacksRequiredValue():
                return .proposed(other)
            case .proposed(let other): return .proposed(other)
            default: return nil
            }
        }
        // A title that is wholly another app's values, said after a verb that says no
        // request of its own (« mets-moi 4 soupes miso », « mets-moi un minestrone »: a shop's
        // "put me", the title a soup and its count), is that app's reading: asked, never acted
        // on (a to-do's own name stays a title: « ajoute appeler Mamie … »). The other reading's
        // words nothing explains may be that verb only, or words the title's reading set aside;
        // its words set aside stay aside (« …, le gone a faim »).
        if !best.namesApp, hasFreeText(match),
            let title = best.slots.values.first(where: { if case .text = $0.value { true } else { false } })
        {
            let text = title.wordRange
            let generic = decisionWords.value.generic
            let ownWords = best.evidence.filter { $0.kind == .keyword }
            // Words the title's reading set aside as a remark (« …, j'ai une faim de loup »).
            let remark = Set(best.evidence.filter { $0.kind == .aside }.map { localizer.key($0.words) })
            // A title with a verb of its own is a to-do, whatever it names ("add make
            // minestrone for Sunday lunch", « ajoute faire une soupe miso »).
            let titleWords = Set(title.text.split(whereSeparator: { $0.isWhitespace || $0.isPunctuation }).map { localizer.key(String($0)) })
            // So is one that ends, after the values in their clause, in a word the other reading
            // sets aside, written in lower case where the values are written with a capital (the
            // writing of a language that capitalizes its nouns): a verb, not a noun („Füg hinzu
            // Tomatensuppe für Oma kochen“, „Trag ein: Minestrone für die Kita vorbereiten“).
            func endsInVerb(_ reading: FlexibleMatch, values: [SlotMatch]) -> Bool {
                guard let lastValue = values.max(by: { $0.wordRange.upperBound < $1.wordRange.upperBound }),
                    values.contains(where: { $0.text.first?.isUppercase == true }),
                    let said = title.text.range(of: lastValue.text, options: .backwards)
                else { return false }
                let after = title.text[said.upperBound...]
                guard !after.contains(","), let word = after.split(whereSeparator: { $0.isWhitespace || $0.isPunctuation }).last,
                    word.first?.isLowercase == true
                else { return false }
                let key = localizer.key(String(word))
                return reading.evidence.contains { $0.kind == .aside && localizer.key($0.words) == key }
            }
            if !ownWords.isEmpty, ownWords.allSatisfy({ generic.contains(localizer.key($0.words)) }),
                titleWords.isDisjoint(with: generic),
                let rival = readings.first(where: { reading in
                    let values = reading.evidence.filter { $0.kind == .value }.compactMap(\.slot).compactMap { reading.slots[$0] }
                    return reading.phraseID != best.phraseID && !reading.namesApp && !values.isEmpty
                        && !reading.slots.values.contains { if case .text = $0.value { true } else { false } }
                        && values.allSatisfy { text.contains($0.wordRange.lowerBound) && $0.wordRange.upperBound <= text.upperBound }
                        && !endsInVerb(reading, values: values)
                        && reading.evidence.filter { $0.kind == .unexplained }.allSatisfy { generic.contains(localizer.key($0.words)) || remark.contains(localizer.key($0.words)) }
                }),
                let other = resolve(rival), other.app.name != match.app.name,
                !other.lacksRequiredValue(),
                let named = try await resolvingNames(other)
            {
                return .proposed(named)
            }
        }
        // A name read only in part beside words nothing explains, all of them inside another
        // close reading's free text, is that text's name more than the entity's: "setz
        // Laufschuhe kaufen auf die Liste" adds "Laufschuhe kaufen", it completes no "Milch
        // kaufen". That other reading, asked at most.
        if best.hasLooseValue, best.unexplainedWords > 0,
            let rival = readings.first(where: { reading in
                reading.phraseID != best.phraseID && best.score - reading.score < Self.actionMargin
                    && reading.slots.values.contains { saysWithin($0, best: best) }
            })
        {
            switch try await matchFlexibly(readings: readings.filter { $0.phraseID != best.phraseID }) {
            case .matched(let other) where other.intent.id == rival.phraseID: return .proposed(other)
            case .proposed(let other) where other.intent.id == rival.phraseID: return .proposed(other)
            default: return nil
            }
        }
        // A reading on the intent's own words is stronger evidence than one on a value alone
        // ("delete" is a task's deletion more than a run's "delete it" resolution).
        var rivals = best.keywordScore > 0 && !best.namesApp ? readings.filter { $0.keywordScore > 0 || $0.namesApp } : readings
        // A close rival whose words for an entity name none is no rival: "setz Katzenfutter
        // kaufen auf meine Liste" adds a task, it completes none when no task is called so.
        // (The best reading itself must name its entities, below.)
        // The words alone did not tell the two apart: the reading left is asked, never acted on.
        var checked: [FlexibleMatch] = []
        var setAsideRival = false
        for rival in rivals {
            // A rival that sets aside as context the words the best reading takes as the title
            // it announces (« J'aimerais que vous notiez : rappeler le plombier », where "noter"
            // also records a lap) reads the title as no request at all: no rival either.
            // Asked, as the words alone did not tell the two apart; a rival far behind is no
            // obstacle anyway.
            if rival.phraseID != best.phraseID, best.textIsIntroduced, rival.asideWords > 0,
                best.score - rival.score > -Self.tolerance, best.score - rival.score < Self.actionMargin,
                setsAsideOnly(titleOf: best, in: rival)
            {
                setAsideRival = true
                continue
            }
            if rival.phraseID != best.phraseID, best.score - rival.score < Self.actionMargin,
                rival.slots.values.contains(where: { if case .text = $0.value { true } else { false } }),
                let rivalMatch = resolve(rival), !hasFreeText(rivalMatch), try await resolvingNames(rivalMatch) == nil
            {
                setAsideRival = true
                continue
            }
            checked.append(rival)
        }
        rivals = checked
        let runnerUp = rivals.first { $0.phraseID != best.phraseID }
        let margin = best.score - (runnerUp?.score ?? 0)
        // A verb that says no request of its own ("add", „füg … hinzu“) is one more way to say
        // the request its reading holds: left unexplained, it does not count against it here.
        let catalogWords = decisionWords.value
        let generic = catalogWords.generic
        // …as written, or with its pronouns written onto it («apúntame»).
        func isGeneric(_ words: String) -> Bool { generic.contains(localizer.key(words)) || flexible.matcher.isGenericVerb(words) }
        // Words a statement is made of ("I've", "we have") after the question word of a
        // question that names its app say the question in the order of a statement ("tell me
        // what tasks I've got left", « dis-moi ce que j'ai commandé dans Soup Chef »): no word
        // of another request. Not in a question that names nothing ("what I've done today").
        let embeddedQuestion = best.namesApp
            && best.evidence.contains { $0.kind == .keyword && catalogWords.questions.contains(localizer.key($0.words)) }
        let statementWords = embeddedQuestion ? catalogWords.statements : []
        let unexplainedBesidesGeneric = best.evidence.filter {
            $0.kind == .unexplained && !isGeneric($0.words) && !statementWords.contains(localizer.key($0.words))
        }.count
        // Words nothing explains said around a request its own words say plainly — two or more
        // of them that do more than ask or state (not "what", "is", "I'm", „habe“: a statement's
        // words, the catalog's companions of a thing said done), far ahead of any other reading,
        // with nothing left for a title ("start the run and no music this time please",
        // „Beende meinen Lauf und lösch die Daten davon“): the person said more than the
        // request, and it is asked, never acted on (it leaves words unexplained: never `sure`
        // below). As many such words as the request's own, at most. "I'm going there tomorrow"
        // and „Was habe ich mir gestern im Kalender eingetragen?“ say one such word: no request.
        let requestWords = best.evidence.filter {
            isRequestWord($0) && !catalogWords.statements.contains(localizer.key($0.words))
        }.count
        let saidAround =
            unexplainedBesidesGeneric > 1 && requestWords >= 2 && unexplainedBesidesGeneric <= requestWords
            && margin >= Self.clearLead - Self.tolerance && !hasFreeText(match)
        guard margin >= Self.proposalMargin - Self.tolerance, unexplainedBesidesGeneric <= 1 || saidAround else { return nil }
        // A free text that names nothing ("a new task") is no value: it will be asked for.
        for parameter in match.intent.parameters {
            if case .string = parameter.valueType, case .text(let words) = match.slots[parameter.name], !best.textIsQuoted,
                flexible.matcher.isHollow(words, for: match.intent.id, countingGenericVerbs: true)
            {
                match = Match(
                    app: match.app, intent: match.intent, slots: match.slots.filter { $0.key != parameter.name },
                    isExplicit: false, stage: .flexible)
            }
        }
        let hasValue = best.evidence.contains { $0.kind == .value }
        // Own words that only ask or link ("how", "are", « c'est », „was ist“, 「何」) say no
        // request: without a value or the app, "how are you" lists nothing.
        if !best.namesApp && !hasValue && best.keywordScore > 0 && !saysRequestWords(best) { return nil }
        let missing = match.lacksRequiredValue()
        // A lone verb is not a request: not with a word nothing explains ("start the
        // dishwasher"), nor when it leaves what it acts on unsaid ("delete" alone), unless
        // its own words say clearly which request it is ("add a new task").
        // One word nothing explains is let pass, to be asked about, when its own words say
        // clearly which request it is, and the word is one of its app's own ("I finished
        // running, stop it") or two of its own words hold the sentence ("start timing my
        // run"); one verb with a word from elsewhere is another request ("start the dishwasher").
        if !best.namesApp && !hasValue {
            let clearWords = best.keywordScore >= Self.clearKeywordScore - Self.tolerance
            let ownWords = best.evidence.filter { $0.kind == .keyword }.count
            // A verb that says no request of its own ("add", "create", « ajoute », "añade"),
            // left beside a request's own noun ("add a lap", "ajoute un tour"), is one more way
            // to say that request: asked about, never acted on.
            let onlyGenericVerbLeft = best.evidence.filter { $0.kind == .unexplained }
                .allSatisfy { isGeneric($0.words) }
            let excused = clearWords && (best.foreignWords == 0 || ownWords >= 2 || onlyGenericVerbLeft)
            guard best.unexplainedWords == 0 || excused, !missing || clearWords else { return nil }
            // Free text read around a word many requests share ("qué" in "qué hora es") is
            // no request: without its app, a title needs words that say clearly which one —
            // or to be said as a title (「傘を返すって入れといて」, "a task called …"), asked.
            if hasFreeText(match), !clearWords, !best.textIsIntroduced { return nil }
        }
        // Values alone, with no word of the request nor its app, must explain every word: a
        // value that is also an everyday word does not make a request ("save this document").
        // A verb that says no request of its own is no obstacle (« envoie-moi cinq soupes
        // tomate », « donne-moi une miso »: the values say which request): asked, below.
        if !best.namesApp && best.keywordScore == 0 && unexplainedBesidesGeneric > 0 { return nil }
        // Names looked up first: words that name no entity are no reading ("complete the puzzle").
        guard let match = try await resolvingNames(match) else { return nil }
        // A free text is taken without asking only beside the app named as the app: "tareas"
        // in "¿qué tareas he apuntado?" is what the sentence is about, not where it goes.
        // A free text written only in hiragana (voice input, a child typing) ends where MeCab
        // guessed a word ends (「しょうゆかう」 was cut as しょうゆか + う): asked, never taken as said.
        let clear =
            ((best.namesApp && (best.namesAppPlainly || !hasFreeText(match))) || (hasValue && !hasFreeText(match))
                || (best.keywordScore >= Self.clearKeywordScore - Self.tolerance && !hasFreeText(match)))
            && !hasHiraganaText(match)
        // Words set aside as context leave room for doubt: asked, never acted on.
        // A name read only in part or with a typo may be another one: asked, never acted on.
        let sure =
            margin >= Self.actionMargin - Self.tolerance && best.unexplainedWords == 0 && best.keywordScore > 0 && clear
            && best.asideWords == 0 && !best.hasLooseValue && !setAsideRival
        if sure { return .matched(match) }
        // A question must say the whole request: one that lacks a value it needs is not asked.
        guard !missing else { return nil }
        return .proposed(match)
    }

    /// Keyword weight that says by itself which request it is: a word only one or two
    /// intents have ("lap", "add … task").
    static let clearKeywordScore = 2.0

    /// How far the best reading must lead the next one to be proposed, and to be acted on.
    static let proposalMargin = 0.5
    static let actionMargin = 1.0
    /// How far the best reading must lead the next one for words nothing explains around its
    /// own words to be read past (asked, never acted on).
    static let clearLead = 2.0
    /// Scores are sums of weights: a margin met exactly must not fail on rounding.
    static let tolerance = 1e-9

    /// Whether `sentence` says no more than the request of `intentID` itself: the intent's own
    /// words, with request frames, its app's name and no value, nothing denied ("add it", "add it
    /// to my list", 「追加しといて」).
    /// Said to a yes/no question about that request, that is a yes.
    func saysOnlyTheRequest(_ sentence: String, intentID: String) -> Bool {
        guard let best = readingOnOwnWords(sentence), best.phraseID == intentID else { return false }
        let quiet: Set<FlexibleMatch.Evidence.Kind> = [.keyword, .phraseWord, .frame, .label, .nothingSaid, .appName]
        return best.evidence.allSatisfy { quiet.contains($0.kind) }
    }

    /// Whether the flexible stage reads `sentence` best as a request of `intentID`, on its own
    /// words.
    func readsAsRequest(_ sentence: String, intentID: String) -> Bool {
        readingOnOwnWords(sentence)?.phraseID == intentID
    }

    /// Whether the flexible stage reads `sentence` best as a request of another intent than
    /// `intentID`, on that intent's own words ("delete jam" while a task is being added): words
    /// a free-text value of `intentID` must not swallow.
    func readsAsAnotherIntent(_ sentence: String, than intentID: String) -> Bool {
        readingOnOwnWords(sentence).map { $0.phraseID != intentID } ?? false
    }

    /// The flexible stage's best reading of `sentence`, when it holds its intent's own words.
    private func readingOnOwnWords(_ sentence: String) -> FlexibleMatch? {
        guard let best = flexible.matcher.matches(for: sentence).first, saysRequestWords(best) else { return nil }
        return best
    }

    /// Whether `reading` holds one of its intent's own words that does more than ask or link
    /// (`hark.understanding.questions`): "what", "is" and "how" are said around every request.
    /// A word that only says when ("today", « aujourd'hui », „heute“) says none either: « on
    /// est le combien aujourd'hui ? » asks the date, not what was ordered today.
    func saysRequestWords(_ reading: FlexibleMatch) -> Bool {
        reading.evidence.contains(where: isRequestWord)
    }

    /// Whether `evidence` is one of its intent's own words that does more than ask, link or say
    /// when (see `saysRequestWords`).
    private func isRequestWord(_ evidence: FlexibleMatch.Evidence) -> Bool {
        evidence.kind == .keyword && !askingWordKeys.contains(localizer.key(evidence.words)) && values.date(in: evidence.words) == nil
    }

    /// Whether `slot` is a free text that holds every value and every unexplained word of
    /// `best`: the words `best` read as a name are that text's.
    private func saysWithin(_ slot: SlotMatch, best: FlexibleMatch) -> Bool {
        guard case .text = slot.value else { return false }
        let values = Set(best.evidence.filter { $0.kind == .value }.compactMap(\.slot)).compactMap { best.slots[$0] }
        guard !values.isEmpty, values.allSatisfy({ slot.range.contains($0.range.lowerBound) && $0.range.upperBound <= slot.range.upperBound })
        else { return false }
        return holdsEveryWord(of: .unexplained, in: best, within: slot.text)
    }

    /// Whether every word `rival` sets aside as context is a word of `best`'s free text.
    private func setsAsideOnly(titleOf best: FlexibleMatch, in rival: FlexibleMatch) -> Bool {
        guard let title = best.slots.values.first(where: { if case .text = $0.value { true } else { false } }) else { return false }
        return holdsEveryWord(of: .aside, in: rival, within: title.text)
    }

    /// Whether `reading` has evidence of `kind` and every word of it is a word of `text`, in
    /// lower case, letters and digits alone.
    private func holdsEveryWord(of kind: FlexibleMatch.Evidence.Kind, in reading: FlexibleMatch, within text: String) -> Bool {
        func words(_ text: String) -> [Substring] { text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }) }
        let textWords = Set(words(text))
        let said = reading.evidence.filter { $0.kind == kind }
        return !said.isEmpty && said.allSatisfy { words($0.words).allSatisfy(textWords.contains) }
    }

    /// Whether the match holds words said for an entity, still to be looked up by name.
    private func saysEntityInWords(_ match: Match) -> Bool {
        match.intent.parameters.contains { parameter in
            guard case .entity = parameter.valueType, case .text = match.slots[parameter.name] else { return false }
            return true
        }
    }

    /// Whether the match fills a text parameter (a title) with any words the person said, as
    /// opposed to values Hark knows (entities found by their query, enum cases, numbers).
    func hasFreeText(_ match: Match) -> Bool {
        match.intent.parameters.contains { parameter in
            guard case .string = parameter.valueType, case .text = match.slots[parameter.name] else { return false }
            return true
        }
    }

    /// Whether a free text of the match is written wholly in hiragana (and the long-vowel mark).
    func hasHiraganaText(_ match: Match) -> Bool {
        match.intent.parameters.contains { parameter in
            guard case .string = parameter.valueType, case .text(let text) = match.slots[parameter.name] else { return false }
            return text.unicodeScalars.contains { (0x3041...0x3096).contains($0.value) }
                && text.unicodeScalars.allSatisfy { (0x3041...0x3096).contains($0.value) || $0 == "ー" || $0.properties.isWhitespace }
        }
    }

    func resolve(_ reading: FlexibleMatch) -> Match? {
        for app in apps {
            guard let intent = app.intent(withID: reading.phraseID) else { continue }
            var slots = reading.slots.mapValues(\.value)
            if reading.namesApp { slots["applicationName"] = .vocabulary(id: app.name, title: app.name) }
            return Match(app: app, intent: intent, slots: slots, isExplicit: false, stage: .flexible)
        }
        return nil
    }
}

extension Localizer {
    /// A list the assistant's catalog keeps as `a|b|c`, as written (not folded): what a
    /// translator extends without code. Empty when the catalog has no such key.
    func catalogList(_ key: String) -> [String] {
        let text = string(key)
        guard text != key else { return [] }
        return text.split(separator: "|").map { $0.trimmingHorizontalWhitespace() }.filter { !$0.isEmpty }
    }

    /// The entries of a catalog list's first kind, those before its first `||` (all of them
    /// when it has one kind).
    func catalogFirstKind(_ key: String) -> [String] {
        let text = string(key)
        guard text != key, let first = text.components(separatedBy: "||").first else { return [] }
        return first.split(separator: "|").map { $0.trimmingHorizontalWhitespace() }.filter { !$0.isEmpty }
    }
}
