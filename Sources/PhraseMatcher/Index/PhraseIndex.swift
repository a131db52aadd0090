import Foundation
import Synchronization

/// Phrases compiled once for matching whole sentences, with vocabularies that can change later.
///
/// Templates are parsed and compiled into one instruction graph at initialization; vocabulary
/// slots read the current vocabulary snapshot, which ``updateVocabulary(_:values:)`` replaces
/// without recompiling (thread-safe; each call to ``matches(for:limit:)`` reads one snapshot).
/// A match consumes every word of the sentence except filler words; partial alignments are
/// never matches, but ``nearestPhrase(for:)`` reports the closest one. Sentences longer than
/// ``maximumWordCount`` words match nothing, which bounds the search on hostile input. Date
/// slots read "today" and "next Friday" against the injected ``ReferenceClock``.
///
/// ```swift
/// let index = try PhraseIndex(PhraseSet(
///     languageCode: "en",
///     phrases: [Phrase(id: "Tasks.AddTaskIntent", template: "Add ${title} to ${applicationName}")],
///     slots: ["title": .text, "applicationName": .vocabulary([VocabularyValue(id: "Tasks", title: "Tasks")])]))
/// let match = index.matches(for: "Add buy milk to Tasks, please").first
/// match?.slots["title"]?.text  // "buy milk"
/// ```
public final class PhraseIndex: Sendable {
    /// The language the index normalizes and parses numbers for.
    public let languageCode: String
    /// Sentences with more words than this match nothing (no one says a 64-word command).
    public static let maximumWordCount = 64
    let normalizer: Normalizer
    let parsers: SlotParsers
    let program: PhraseProgram
    let clock: ReferenceClock
    /// A Gregorian calendar in the clock's time zone, made once.
    let calendar: Calendar
    /// Vocabulary per slot binding (nil for slots without one), swapped whole.
    private let vocabularies: Mutex<(version: Int, byBinding: [Vocabulary?])>
    /// Serializes updates, so each builds on the one before; matching never waits for it.
    private let updates = Mutex<Void>(())

    /// Compiles `set`, or throws the first template syntax error. `numberParser` replaces the
    /// language's number parser; `clock` is what date slots are read against.
    public init(
        _ set: PhraseSet, numberParser: (any NumberParser)? = nil, clock: ReferenceClock = .system
    ) throws(TemplateSyntaxError) {
        languageCode = set.languageCode
        normalizer = Normalizer(languageCode: set.languageCode, fillerWords: set.fillerWords)
        parsers = SlotParsers(languageCode: set.languageCode, numbers: numberParser)
        self.clock = clock
        calendar = clock.calendar
        var compiler = TemplateCompiler(normalizer: normalizer, definitions: set.slots)
        for phrase in set.phrases { try compiler.add(phrase) }
        for key in set.slots.keys.sorted() where set.slots[key]?.kind != .text {
            // Bind unused definitions too, so their vocabularies can be updated and sampled.
            _ = compiler.binding(for: key, in: "")
        }
        program = compiler.finish()
        let normalizer = normalizer
        vocabularies = Mutex(
            (
                0,
                compiler.program.bindings.map { binding in
                    guard case .vocabulary = binding.kind else { return nil }
                    return Vocabulary(values: set.slots[binding.key]?.values ?? [], normalizer: normalizer)
                }
            ))
    }

    /// Replaces the vocabulary of a slot definition key (`"task"`, or `"phraseID/task"`).
    ///
    /// Matching already in progress keeps the snapshot it started with. A key that no phrase
    /// uses and no definition names is ignored.
    ///
    /// - Complexity: see ``updateVocabularies(_:)``.
    public func updateVocabulary(_ slot: String, values: [VocabularyValue]) {
        updateVocabularies([VocabularyUpdate(slots: [slot], values: values)])
    }

    /// One vocabulary for several slot definition keys: every slot that takes the same kind
    /// of value (all the slots of one entity type) shares one vocabulary.
    public struct VocabularyUpdate: Sendable {
        public var slots: [String]
        public var values: [VocabularyValue]

        public init(slots: [String], values: [VocabularyValue]) {
            self.slots = slots
            self.values = values
        }
    }

    /// Replaces the vocabularies of several groups of slots at once: a match sees all of them
    /// old or all of them new, never a mix, and ``vocabularyVersion`` goes up by one.
    ///
    /// Each group's new vocabulary is made incrementally from the one its first slot has now:
    /// values that did not change are not normalized again, and a large vocabulary with a few
    /// changes keeps sharing its built base (see `Vocabulary.updated(to:normalizer:)`).
    ///
    /// - Complexity: O(values) comparisons plus the normalization of changed values per group;
    ///   templates are not recompiled.
    public func updateVocabularies(_ groups: [VocabularyUpdate]) {
        updates.withLock { _ in
            var next = vocabularies.withLock { $0.byBinding }
            for group in groups {
                let indices = program.bindings.indices.filter { index in
                    group.slots.contains(program.bindings[index].key) && next[index] != nil
                }
                guard let first = indices.first, let current = next[first] else { continue }
                let vocabulary = current.updated(to: group.values, normalizer: normalizer)
                for index in indices { next[index] = vocabulary }
            }
            vocabularies.withLock { $0 = ($0.version + 1, next) }
        }
    }

    /// How many times the vocabularies were replaced; a match reads one version whole.
    public var vocabularyVersion: Int {
        vocabularies.withLock { $0.version }
    }

    /// The slot definition keys of the vocabulary slots that matching `sentence` (or finding its
    /// nearest phrase) could fill, sorted: what a caller that loads vocabularies lazily must
    /// have loaded before it matches.
    public func vocabularySlots(for sentence: PreparedSentence) -> [String] {
        let input = sentence.input
        guard !input.isEmpty, input.count <= Self.maximumWordCount else { return [] }
        var present = Set<Int>()
        for id in input.wordIDs where id >= 0 { present.insert(id) }
        for word in input.fuzzyWords { present.insert(word.id) }
        var phrases = Set(candidatePhrases(for: input))
        phrases.formUnion(program.slotFirstPhrases)
        for id in present { phrases.formUnion(program.phrasesContaining[id] ?? []) }
        var keys = Set<String>()
        for phrase in phrases {
            for binding in program.phrases[phrase].captureBindings {
                if case .vocabulary = program.bindings[binding].kind { keys.insert(program.bindings[binding].key) }
            }
        }
        return keys.sorted()
    }

    /// Phrases that match the whole sentence, best first, at most one per phrase id.
    ///
    /// Empty input, or input of filler words, punctuation and control characters only, matches
    /// nothing.
    public func matches(for utterance: String, limit: Int = 5) -> [PhraseMatch] {
        matches(for: prepare(utterance), limit: limit)
    }

    /// A sentence normalized, segmented and looked up once, for both ``matches(for:limit:)``
    /// and ``nearestPhrase(for:)`` — a sentence that matches nothing then costs one
    /// preparation, not two.
    public struct PreparedSentence: Sendable {
        let input: PreparedUtterance
    }

    /// Prepares `utterance` for matching.
    public func prepare(_ utterance: String) -> PreparedSentence {
        PreparedSentence(input: PreparedUtterance(utterance, normalizer: normalizer, program: program))
    }

    /// Phrases that match a prepared sentence, best first, at most one per phrase id.
    public func matches(for sentence: PreparedSentence, limit: Int = 5) -> [PhraseMatch] {
        ranked(sentence.input, limit: limit, recordsSteps: false).map(\.match)
    }

    /// The best match per phrase id, best first, with the alignment steps when asked for.
    func ranked(_ utterance: String, limit: Int, recordsSteps: Bool) -> [(
        match: PhraseMatch, steps: [Aligner.Step], input: PreparedUtterance
    )] {
        ranked(PreparedUtterance(utterance, normalizer: normalizer, program: program), limit: limit, recordsSteps: recordsSteps)
    }

    func ranked(_ input: PreparedUtterance, limit: Int, recordsSteps: Bool) -> [(
        match: PhraseMatch, steps: [Aligner.Step], input: PreparedUtterance
    )] {
        guard !input.isEmpty, input.count <= Self.maximumWordCount, limit > 0 else { return [] }
        let vocabularies = snapshot()
        var aligner = makeAligner(input: input, vocabularies: vocabularies)
        aligner.recordsSteps = recordsSteps
        var best: [String: (score: MatchScore, order: Int, match: PhraseMatch, steps: [Aligner.Step])] = [:]
        for order in candidatePhrases(for: input) {
            let phrase = program.phrases[order]
            guard let score = aligner.bestAlignment(of: phrase) else { continue }
            if let existing = best[phrase.phrase.id], existing.score >= score { continue }
            let match = makeMatch(
                phrase, score: score, captures: aligner.bestCaptures, input: input, vocabularies: vocabularies)
            best[phrase.phrase.id] = (score, best[phrase.phrase.id]?.order ?? order, match, aligner.bestSteps)
        }
        return best.values
            .sorted { $0.score != $1.score ? $0.score > $1.score : $0.order < $1.order }
            .prefix(limit)
            .map { ($0.match, $0.steps, input) }
    }

    /// The phrases whose required words all appear in the sentence (exactly or as typos), in
    /// compile order.
    func candidatePhrases(for input: PreparedUtterance) -> [Int] {
        var present = Set<Int>()
        for id in input.wordIDs where id >= 0 { present.insert(id) }
        for word in input.fuzzyWords { present.insert(word.id) }
        var candidates = program.unanchoredPhrases
        for id in present { candidates += program.anchoredPhrases[id] ?? [] }
        candidates.sort()
        return candidates.filter { program.requiredWords[$0].allSatisfy(present.contains) }
    }

    func makeAligner(input: PreparedUtterance, vocabularies: [Vocabulary?]) -> Aligner {
        Aligner(
            program: program, vocabularies: vocabularies, parsers: parsers, input: input, now: clock.now(),
            calendar: calendar)
    }

    /// The phrase that aligned the most words of a sentence, and where it diverged; nil when no
    /// phrase aligned a single word.
    public func nearestPhrase(for utterance: String) -> NearMiss? {
        nearestPhrase(for: prepare(utterance))
    }

    /// The nearest phrase to a prepared sentence; see ``nearestPhrase(for:)-(String)``.
    public func nearestPhrase(for sentence: PreparedSentence) -> NearMiss? {
        let input = sentence.input
        let utterance = input.text
        guard !input.isEmpty, input.count <= Self.maximumWordCount else { return nil }
        let vocabularies = snapshot()
        var aligner = makeAligner(input: input, vocabularies: vocabularies)
        var best: (phrase: PhraseProgram.CompiledPhrase, progress: Aligner.Progress, steps: [Aligner.Step], pc: Int)?
        var present = Set<Int>()
        for id in input.wordIDs where id >= 0 { present.insert(id) }
        for word in input.fuzzyWords { present.insert(word.id) }
        var candidates = Set(program.slotFirstPhrases)
        for id in present { candidates.formUnion(program.phrasesContaining[id] ?? []) }
        for phrase in candidates.sorted().map({ program.phrases[$0] }) {
            aligner.nearestFloor = best?.progress
            aligner.nearestAlignment(of: phrase)
            guard let nearest = aligner.nearest, nearest.progress.anchoredWords > 0 else { continue }
            if let best, nearest.progress <= best.progress { continue }
            best = (phrase, nearest.progress, nearest.steps, nearest.pc)
        }
        guard let best else { return nil }
        let renderer = ExampleRenderer(program: program, vocabularies: vocabularies, input: input)
        let position = best.progress.position
        return NearMiss(
            phraseID: best.phrase.phrase.id,
            template: best.phrase.phrase.template,
            parts: renderer.parts(of: best.phrase, steps: best.steps, continuingAt: best.pc),
            alignedWordCount: best.progress.anchoredWords,
            divergenceIndex: position,
            unexpectedWord: position < input.count ? String(utterance[input.tokens[position].range]) : nil)
    }

    /// Example sentences per phrase id, slots filled with the first vocabulary titles or
    /// `${name}` placeholders.
    public func sampleSentences(limit: Int = 10, valuesPerSlot: Int = 1) -> [String: [String]] {
        let vocabularies = snapshot()
        var samples: [String: [String]] = [:]
        for phrase in program.phrases {
            let sentences = phrase.template.sampleSentences(limit: limit) { name in
                guard let capture = phrase.captureNames.firstIndex(of: name),
                    let values = vocabularies[phrase.captureBindings[capture]]?.values, !values.isEmpty
                else { return ["${\(name)}"] }
                return values.prefix(max(valuesPerSlot, 1)).map(\.title)
            }
            samples[phrase.phrase.id, default: []] += sentences
        }
        return samples
    }

    func snapshot() -> [Vocabulary?] {
        vocabularies.withLock { $0.byBinding }
    }

    private func makeMatch(
        _ phrase: PhraseProgram.CompiledPhrase, score: MatchScore, captures: [Capture],
        input: PreparedUtterance, vocabularies: [Vocabulary?]
    ) -> PhraseMatch {
        var slots: [String: SlotMatch] = [:]
        var omitted: [String] = []
        for (index, name) in phrase.captureNames.enumerated() {
            let capture = captures[index]
            let value: SlotValue
            var isWithinLimits = true
            let original: (text: String, range: Range<String.Index>)
            switch capture.value {
            case .none:
                continue
            case .omitted:
                omitted.append(name)
                continue
            case .vocabulary(let valueIndex):
                original = input.originalText(of: capture.start..<capture.end)
                let vocabularyValue = vocabularies[phrase.captureBindings[index]]!.value(at: valueIndex)
                value = .vocabulary(id: vocabularyValue.id, title: vocabularyValue.title)
            case .text:
                original = input.freeText(of: capture.start..<capture.end)
                value = .text(original.text)
            case .number(let number, let withinLimits):
                original = input.originalText(of: capture.start..<capture.end)
                value = .number(number)
                isWithinLimits = withinLimits
            case .date(let date, let includesTime):
                original = input.originalText(of: capture.start..<capture.end)
                value = .date(date, includesTime: includesTime)
            case .duration(let seconds):
                original = input.originalText(of: capture.start..<capture.end)
                value = .duration(seconds: seconds)
            }
            slots[name] = SlotMatch(
                text: original.text, range: original.range, wordRange: capture.start..<capture.end,
                value: value, isWithinLimits: isWithinLimits)
        }
        return PhraseMatch(
            phraseID: phrase.phrase.id, template: phrase.phrase.template, slots: slots,
            fixed: phrase.phrase.fixed, score: score, omittedSlots: omitted)
    }
}
