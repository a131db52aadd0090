import Foundation
import Synchronization

/// Phrases compiled once for matching whole sentences, with vocabularies that can change later.
///
/// Templates are parsed and compiled into one instruction graph at initialization; vocabulary
/// slots read the current vocabulary snapshot, which ``updateVocabulary(_:values:)`` replaces
/// without recompiling (thread-safe; each call to ``matches(for:limit:)`` reads one snapshot).
/// A match consumes every word of the sentence except filler words; partial alignments are
/// never matches, but ``nearestPhrase(for:)`` reports the closest one. Sentences longer than
/// ``maximumWordCount`` words (or ``maximumByteCount`` folded bytes) match nothing, which
/// bounds the search on hostile input. Date slots read "today" and "next Friday" against the
/// injected ``ReferenceClock``.
///
/// Matches are ranked by ``MatchScore``; between phrases with equal scores, the phrase given
/// first (in a phrase set file, the one that comes first in the file) ranks first. Typos are
/// looked for only when no exact reading names every slot: an exact reading always ranks above
/// one with a typo.
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
    /// Sentences longer than this, in folded UTF-8 bytes, match nothing.
    public static let maximumByteCount = 1024
    let normalizer: Normalizer
    let parsers: SlotParsers
    let program: PhraseProgram
    /// What the templates say about their fixed values, for readings that rank equal (nil
    /// when no phrase has fixed values).
    let evidence: FixedValueEvidence?
    let clock: ReferenceClock
    /// A Gregorian calendar in the clock's time zone, made when a date slot is first read:
    /// making Foundation's first calendar costs more than a whole turn that reads no date.
    var calendar: Calendar {
        madeCalendar.withLock { made in
            if let made { return made }
            let calendar = clock.calendar
            made = calendar
            return calendar
        }
    }
    private let madeCalendar = Mutex<Calendar?>(nil)
    /// Vocabulary per slot binding (nil for slots without one), swapped whole.
    private let vocabularies: Mutex<(version: Int, byBinding: [Vocabulary?])>
    /// Serializes updates, so each builds on the one before; matching never waits for it.
    private let updates = Mutex<Void>(())
    /// Aligners, reused with the memory they hold: one per search running at a time. Each is
    /// boxed, so that taking one from the pool and giving it back moves one reference rather
    /// than copying the aligner's many tables.
    private let alignerPool = Mutex<[AlignerBox]>([])
    /// The sentence an aligner waiting in the pool holds.
    private let emptySentence: PreparedUtterance
    /// The slot names of each compiled phrase, as the dictionaries matches copy.
    private let slotShapes: SlotShapes

    /// Compiles `set`, or throws the first template syntax error. `numberParser` replaces the
    /// language's number parser; `clock` is what date slots are read against. With a `cache`,
    /// a program compiled earlier from the same inputs by the same executable is read instead
    /// of compiled, and a newly compiled one is kept there (see ``PhraseCache``): the index is
    /// the same either way.
    public init(
        _ set: PhraseSet, numberParser: (any NumberParser)? = nil, clock: ReferenceClock = .system,
        cache: PhraseCache? = nil
    ) throws(TemplateSyntaxError) {
        languageCode = set.languageCode
        normalizer = Normalizer(languageCode: set.languageCode, fillerWords: set.fillerWords)
        parsers = SlotParsers(languageCode: set.languageCode, numbers: numberParser)
        self.clock = clock
        emptySentence = PreparedUtterance("", normalizer: normalizer)
        let cache = PhraseCache.isAvailable ? cache : nil
        let inputs = cache.map { _ in PhraseCache.inputs(of: set) } ?? []
        if let cache, let kept = cache.program(for: inputs) {
            program = kept
        } else {
            var compiler = TemplateCompiler(normalizer: normalizer, definitions: set.slots)
            for phrase in set.phrases { try compiler.add(phrase) }
            for key in set.slots.keys.sorted() where set.slots[key]?.kind != .text {
                // Bind unused definitions too, so their vocabularies can be updated and sampled.
                _ = compiler.binding(for: key, in: "")
            }
            program = compiler.finish(fillerKeys: normalizer.fillerFirstWords)
            cache?.store(program, for: inputs)
        }
        evidence = FixedValueEvidence(program: program, normalizer: normalizer)
        slotShapes = SlotShapes(program: program, placeholder: emptySentence)
        // Definitions with the same values (each request's app name) share one vocabulary:
        // built once, and looked up once per sentence.
        let normalizer = normalizer
        var built: [[VocabularyValue]: Vocabulary] = [:]
        let byBinding: [Vocabulary?] = program.bindings.map { binding in
            guard case .vocabulary = binding.kind else { return nil }
            let values = set.slots[binding.key]?.values ?? []
            if let vocabulary = built[values] { return vocabulary }
            let vocabulary = Vocabulary(values: values, normalizer: normalizer)
            built[values] = vocabulary
            return vocabulary
        }
        vocabularies = Mutex((0, byBinding))
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
        guard isSearchable(input), !input.isEmpty else { return [] }
        var present = scan(input)
        present.firstByteBit = ~0
        present.lastByteBit = ~0
        for word in input.typos(in: program).fuzzyWords { present.insert(program.lexiconPieceKeys[word.id]) }
        var phrases = nearPhrases(present)
        phrases.formUnion(candidatePhrases(present))
        var keys = Set<String>()
        for phrase in phrases {
            for binding in program.phraseCaptureBindings[phrase] {
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
        guard limit > 0 else { return [] }
        // The sentence is prepared in the memory of the last one this aligner read, when no
        // match of that one still holds it.
        let box = takeAligner()
        let input: PreparedUtterance
        // (Checked before any other reference to it is taken.)
        if isKnownUniquelyReferenced(&box.spare), let spare = box.spare,
            spare.folded.bytes.capacity <= Self.keptSentenceBytes
        {
            spare.reuse(for: utterance)
            input = spare
        } else {
            input = PreparedUtterance(utterance, normalizer: normalizer)
            box.spare = input
        }
        return matches(input, limit: limit, box: box)
    }

    /// Sentences up to this many folded bytes are prepared in memory kept from the last one.
    private static let keptSentenceBytes = 4 * maximumByteCount

    /// A sentence normalized, segmented and looked up once, for both ``matches(for:limit:)``
    /// and ``nearestPhrase(for:)`` — a sentence that matches nothing then costs one
    /// preparation, not two.
    public struct PreparedSentence: Sendable {
        let input: PreparedUtterance
    }

    /// Prepares `utterance` for matching.
    public func prepare(_ utterance: String) -> PreparedSentence {
        PreparedSentence(input: PreparedUtterance(utterance, normalizer: normalizer))
    }

    /// Phrases that match a prepared sentence, best first, at most one per phrase id.
    public func matches(for sentence: PreparedSentence, limit: Int = 5) -> [PhraseMatch] {
        guard limit > 0 else { return [] }
        return matches(sentence.input, limit: limit, box: takeAligner())
    }

    /// The matches of `input` searched with `box`'s aligner, which goes back to the pool.
    private func matches(_ input: PreparedUtterance, limit: Int, box: AlignerBox) -> [PhraseMatch] {
        defer { giveBack(box) }
        guard isSearchable(input) else { return [] }
        let vocabularies = snapshot()
        let found = search(input, vocabularies: vocabularies, box: box, recordsSteps: false, onePerID: true).count
        guard found > 0 else { return [] }
        var matches: [PhraseMatch] = []
        matches.reserveCapacity(min(limit, found))
        for rank in 0..<min(limit, found) {
            let result = box.results[rank]
            matches.append(
                makeMatch(
                    result.phrase, score: result.score, captures: result.captures, input: input,
                    vocabularies: vocabularies))
        }
        return matches
    }

    /// Every phrase that matches the whole sentence, best first, several per phrase id: the
    /// readings that ``matches(for:limit:)`` chose between (for tools that show ties).
    public func readings(for utterance: String, limit: Int = 20) -> [PhraseMatch] {
        ranked(prepare(utterance).input, limit: limit, recordsSteps: false, onePerID: false).map(\.match)
    }

    /// The best match per phrase id, best first, with the alignment steps when asked for.
    func ranked(_ utterance: String, limit: Int, recordsSteps: Bool) -> [RankedMatch] {
        ranked(PreparedUtterance(utterance, normalizer: normalizer), limit: limit, recordsSteps: recordsSteps)
    }

    /// Whether a sentence is short enough to be searched.
    private func isSearchable(_ input: PreparedUtterance) -> Bool {
        input.count > 0 && input.count <= Self.maximumByteCount
            && input.folded.wordStartCount <= Self.maximumWordCount
    }

    func ranked(_ input: PreparedUtterance, limit: Int, recordsSteps: Bool, onePerID: Bool = true) -> [RankedMatch] {
        guard limit > 0, isSearchable(input) else { return [] }
        let vocabularies = snapshot()
        let box = takeAligner()
        defer { giveBack(box) }
        let (found, decidingWord) = search(
            input, vocabularies: vocabularies, box: box, recordsSteps: recordsSteps, onePerID: onePerID)
        let results = box.results
        var ranked: [RankedMatch] = []
        ranked.reserveCapacity(min(limit, found))
        for rank in 0..<min(limit, found) {
            let result = results[rank]
            let match = makeMatch(
                result.phrase, score: result.score, captures: result.captures, input: input, vocabularies: vocabularies)
            var tieBreak: MatchExplanation.TieBreak?
            if rank > 0, results[rank - 1].score == result.score {
                tieBreak = .fileOrder
                if rank == 1, let decidingWord {
                    tieBreak = fixedValueTieBreak(decidingWord, winner: results[0].phrase, loser: result.phrase)
                }
            }
            ranked.append(RankedMatch(match: match, steps: result.steps, input: input, tieBreak: tieBreak))
        }
        return ranked
    }

    /// Searches every candidate phrase with `box`'s aligner: the best reading per phrase id (or
    /// per phrase), ranked, in `box.results[0..<count]`, and the word of the fixed-value
    /// evidence that put the first reading first, if it did. The results' memory (their
    /// captures too) is the box's, reused from sentence to sentence.
    private func search(
        _ input: PreparedUtterance, vocabularies: [Vocabulary?], box: AlignerBox, recordsSteps: Bool, onePerID: Bool
    ) -> (count: Int, decidingWord: [UInt8]?) {
        var count = 0
        box.aligner.begin(input, vocabularies: vocabularies, now: clock.now())
        defer { box.aligner.end(placeholder: emptySentence) }
        search(input, aligner: &box.aligner, results: &box.results, count: &count, resultIDs: &box.resultIDs,
            recordsSteps: recordsSteps, onePerID: onePerID)
        // Ranked in place: the first `count` results, their order as `sort` would give it.
        box.results.withUnsafeMutableBufferPointer { (results: inout UnsafeMutableBufferPointer<Ranked>) in
            var ranked = UnsafeMutableBufferPointer(rebasing: results[0..<count])
            ranked.sort { (a: Ranked, b: Ranked) -> Bool in
                a.score != b.score ? a.score > b.score : a.order < b.order
            }
        }
        /// The word of the fixed-value evidence that put the first reading first, if it did.
        var decidingWord: [UInt8]?
        if let evidence, count > 1, box.results[1].score == box.results[0].score {
            // Readings that rank equal: what the templates say about their fixed values first.
            var best = 0
            do {
                let results = box.results
                for index in 1..<count where results[index].score == results[0].score {
                    if let word = evidence.decidingWord(
                        results[index].phrase, results[index].captures, over: results[best].phrase,
                        results[best].captures, text: input.folded)
                    {
                        best = index
                        decidingWord = word
                    }
                }
            }
            // The winner first, the others in their order.
            var index = best
            while index > 0 {
                box.results.swapAt(index, index - 1)
                index -= 1
            }
        }
        return (count, decidingWord)
    }

    /// The search proper (see ``search(_:vocabularies:box:recordsSteps:onePerID:)``): results
    /// from `results[0]` on, `count` of them; entries past `count` are memory kept for reuse.
    private func search(
        _ input: PreparedUtterance, aligner: inout Aligner, results: inout [Ranked], count: inout Int,
        resultIDs: inout [Int], recordsSteps: Bool, onePerID: Bool
    ) {
        // The scan's and the candidates' memory is the aligner's, reused from sentence to sentence.
        var present = scan(input, storage: &aligner.presentBits)
        defer { swap(&present.bits, &aligner.presentBits) }
        if present.mayHaveFillers {
            // The scan saw a filler's first word inside some word: look at the words.
            if input.isEmpty { return }
            present.mayHaveFillers = input.fillerLengths.contains { $0 > 0 }
            let fillers = input.fillerLengths
            if fillers.first ?? 0 > 0 { present.firstByteBit = ~0 }
            if fillers.indices.contains(where: { fillers[$0] > 0 && $0 + fillers[$0] == fillers.count }) {
                present.lastByteBit = ~0
            }
        }
        aligner.recordsSteps = recordsSteps
        aligner.mayHaveFillers = present.mayHaveFillers
        // Phrase id number of each result (few: a linear search beats a dictionary).
        if !resultIDs.isEmpty { resultIDs.removeAll(keepingCapacity: true) }
        func align(_ candidates: [Int]) {
            for order in candidates {
                // A phrase whose list or number slot finds nothing to read is not searched.
                guard aligner.mayAlign(order), let score = aligner.bestAlignment(of: order) else { continue }
                let idNumber = onePerID ? program.phraseIDNumbers[order] : -1 - order
                if let existing = resultIDs.firstIndex(of: idNumber) {
                    guard results[existing].score < score
                        || (results[existing].score == score
                            && evidence?.prefers(
                                order, aligner.bestCaptures, over: results[existing].phrase,
                                results[existing].captures, text: input.folded) == true)
                    else { continue }
                    results[existing].score = score
                    results[existing].phrase = order
                    results[existing].keep(aligner.bestCaptures)
                    results[existing].steps = aligner.bestSteps
                } else {
                    resultIDs.append(idNumber)
                    if count < results.count {
                        // A result of an earlier sentence: its memory is reused.
                        results[count].score = score
                        results[count].order = order
                        results[count].phrase = order
                        results[count].keep(aligner.bestCaptures)
                        results[count].steps = aligner.bestSteps
                    } else {
                        results.append(
                            Ranked(
                                score: score, order: order, phrase: order, captures: aligner.bestCaptures,
                                steps: aligner.bestSteps))
                    }
                    count += 1
                }
            }
        }
        candidatePhrases(present, anchored: &aligner.anchoredBits, into: &aligner.candidates)
        align(aligner.candidates)
        var namesEverySlot = false
        for result in results[0..<count] where result.score.omittedSlots == 0 {
            namesEverySlot = true
            break
        }
        if !namesEverySlot {
            // No exact reading names every slot: look for typos too.
            aligner.typos = true
            aligner.beginPass()
            present.firstByteBit = ~0
            present.lastByteBit = ~0
            let typos = input.typos(in: program)
            for word in typos.fuzzyWords { present.insert(program.lexiconPieceKeys[word.id]) }
            candidatePhrases(present, anchored: &aligner.anchoredBits, into: &aligner.candidates)
            align(aligner.candidates)
        }
    }

    /// A match with what explaining it needs: the alignment steps (when recorded), the
    /// sentence, and what decided a tie with the match above it.
    struct RankedMatch {
        let match: PhraseMatch
        let steps: [Aligner.Step]
        let input: PreparedUtterance
        let tieBreak: MatchExplanation.TieBreak?
    }

    /// How the evidence's `word` put phrase number `winner`'s reading before `loser`'s.
    private func fixedValueTieBreak(_ word: [UInt8], winner: Int, loser: Int) -> MatchExplanation.TieBreak {
        let (winnerID, loserID) = (program.phrases[winner].phrase.id, program.phrases[loser].phrase.id)
        guard winnerID == loserID else {
            return .intentWords(word: String(decoding: word, as: UTF8.self), intent: winnerID, other: loserID)
        }
        let above = program.phrases[winner].phrase.fixed
        let below = program.phrases[loser].phrase.fixed
        return .fixedValueWords(
            word: String(decoding: word, as: UTF8.self), values: above.filter { below[$0.key] != $0.value },
            unfixed: below.keys.filter { above[$0] == nil }.sorted())
    }

    /// One phrase id's best alignment so far.
    fileprivate struct Ranked {
        var score: MatchScore
        /// The first phrase of the id, for the order between equal scores.
        var order: Int
        var phrase: Int
        var captures: [Capture]
        var steps: [Aligner.Step]

        /// Keeps a copy of `source` in the memory of ``captures`` (the aligner's best captures
        /// change with the next phrase; copying them into memory this result owns allocates
        /// nothing once it has some).
        mutating func keep(_ source: [Capture]) {
            guard captures.count == source.count else {
                captures = Array(source)
                return
            }
            captures.withUnsafeMutableBufferPointer { kept in
                source.withUnsafeBufferPointer { source in
                    guard let from = source.baseAddress, let to = kept.baseAddress else { return }
                    to.update(from: from, count: source.count)
                }
            }
        }
    }

    /// The scanner pieces a sentence contains, and whether a filler phrase may start in it.
    struct PresentPieces {
        var bits: [UInt64]
        var mayHaveFillers = false
        /// The sentence's first byte as a bit (see ``PhraseProgram/branchFirstBytes``); every
        /// bit when a filler word may come first or typos are allowed.
        var firstByteBit: UInt64 = ~0
        /// The sentence's last byte as a bit, or every bit (as ``firstByteBit``).
        var lastByteBit: UInt64 = ~0

        func contains(_ key: Int) -> Bool { bits[key >> 6] & (1 << UInt64(key & 63)) != 0 }
        mutating func insert(_ key: Int) { bits[key >> 6] |= 1 << UInt64(key & 63) }
    }

    func scan(_ input: PreparedUtterance) -> PresentPieces {
        var storage: [UInt64] = []
        return scan(input, storage: &storage)
    }

    /// ``scan(_:)`` into the memory of `storage`, which the result's `bits` take over (give
    /// them back after use).
    func scan(_ input: PreparedUtterance, storage: inout [UInt64]) -> PresentPieces {
        var present = PresentPieces(bits: [])
        swap(&present.bits, &storage)
        let wordCount = program.scanner.patternCount / 64 + 1
        if present.bits.count == wordCount {
            present.bits.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        } else {
            present.bits = [UInt64](repeating: 0, count: wordCount)
        }
        if let first = input.folded.bytes.first { present.firstByteBit = 1 << UInt64(first & 63) }
        if let last = input.folded.bytes.last { present.lastByteBit = 1 << UInt64(last & 63) }
        let fillerStart = program.fillerPatternStart
        let flags = input.folded.flags
        let count = input.folded.count
        var mayHaveFillers = false
        // The bits written in place (no uniqueness check per piece found).
        present.bits.withUnsafeMutableBufferPointer { bits in
            program.scanner.scan(input.folded.bytes[...]) { key, end in
                if key >= fillerStart {
                    // A filler's first word, if whole: from a word start to a word break.
                    let start = end - program.scanner.patternLengths[key]
                    if (start == 0 || !flags[start].isDisjoint(with: [.wordStart, .freeJoint]))
                        && (end == count || !flags[end].isDisjoint(with: [.wordStart, .freeJoint]))
                    {
                        mayHaveFillers = true
                    }
                } else {
                    bits[key >> 6] |= 1 << UInt64(key & 63)
                }
            }
        }
        if mayHaveFillers { present.mayHaveFillers = true }
        return present
    }

    /// The phrases a near miss may be looked for in: those that contain any piece present in
    /// the sentence, and those that start with a slot.
    func nearPhrases(_ present: PresentPieces) -> Set<Int> {
        var phrases = Set(program.slotFirstPhrases)
        for (word, bits) in present.bits.enumerated() where bits != 0 {
            var remaining = bits
            while remaining != 0 {
                let key = word << 6 + remaining.trailingZeroBitCount
                remaining &= remaining - 1
                phrases.formUnion(program.phrasesContaining[key] ?? [])
            }
        }
        return phrases
    }

    /// The phrases whose required text all appears in the sentence (exactly or as typos), in
    /// compile order.
    func candidatePhrases(_ present: PresentPieces) -> [Int] {
        var anchored: [UInt64] = []
        var result: [Int] = []
        candidatePhrases(present, anchored: &anchored, into: &result)
        return result
    }

    /// ``candidatePhrases(_:)`` into `result`, with `anchored` as working memory (both reused).
    func candidatePhrases(_ present: PresentPieces, anchored: inout [UInt64], into result: inout [Int]) {
        // A sentence that does not start with a filler word starts with a byte its phrase can
        // start with.
        let firstBit = present.firstByteBit
        let lastBit = present.lastByteBit
        let anchoredPhrases = program.anchoredPhrases
        let firstBytes = program.phraseFirstBytes
        let lastBytes = program.phraseLastBytes
        let starts = program.requirementStarts
        let required = program.requiredPieces
        // Phrases anchored on a piece present, as bits: in compile order, without duplicates.
        let wordCount = program.phrases.count / 64 + 1
        if anchored.count == wordCount {
            anchored.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        } else {
            anchored = [UInt64](repeating: 0, count: wordCount)
        }
        result.removeAll(keepingCapacity: true)
        for phrase in program.unanchoredPhrases { anchored[phrase >> 6] |= 1 << UInt64(phrase & 63) }
        for (word, bits) in present.bits.enumerated() where bits != 0 {
            var remaining = bits
            while remaining != 0 {
                let key = word << 6 + remaining.trailingZeroBitCount
                remaining &= remaining - 1
                guard key < anchoredPhrases.count else { continue }
                for phrase in anchoredPhrases[key] { anchored[phrase >> 6] |= 1 << UInt64(phrase & 63) }
            }
        }
        for (word, bits) in anchored.enumerated() where bits != 0 {
            var remaining = bits
            next: while remaining != 0 {
                let phrase = word << 6 + remaining.trailingZeroBitCount
                remaining &= remaining - 1
                if firstBytes[phrase] & firstBit == 0 || lastBytes[phrase] & lastBit == 0 { continue }
                // Every clause needs one of its pieces.
                var position = Int(starts[phrase])
                let end = Int(starts[phrase + 1])
                while position < end {
                    let clauseEnd = position + 1 + Int(required[position])
                    position += 1
                    var satisfied = false
                    while position < clauseEnd {
                        if present.contains(Int(required[position])) {
                            satisfied = true
                            break
                        }
                        position += 1
                    }
                    if !satisfied { continue next }
                    position = clauseEnd
                }
                result.append(phrase)
            }
        }
    }

    /// Bytes of the search memory kept for reuse.
    var searchBufferBytes: Int {
        alignerPool.withLock { $0.reduce(0) { $0 + $1.memoryBytes } }
    }

    /// Runs `body` with an aligner for `input`, whose search memory goes back to the pool after.
    func withAligner<Result>(
        input: PreparedUtterance, vocabularies: [Vocabulary?], _ body: (inout Aligner) -> Result
    ) -> Result {
        let box = takeAligner()
        defer { giveBack(box) }
        box.aligner.begin(input, vocabularies: vocabularies, now: clock.now())
        let result = body(&box.aligner)
        box.aligner.end(placeholder: emptySentence)
        return result
    }

    /// An aligner of the pool (a new one when all are in use); give it back with ``giveBack(_:)``.
    private func takeAligner() -> AlignerBox {
        alignerPool.withLock { $0.popLast() } ?? AlignerBox(Aligner(index: self, placeholder: emptySentence))
    }

    private func giveBack(_ box: AlignerBox) {
        alignerPool.withLock { $0.append(box) }
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
        guard isSearchable(input), !input.isEmpty else { return nil }
        let vocabularies = snapshot()
        var best: (phrase: PhraseProgram.CompiledPhrase, progress: Aligner.Progress, steps: [Aligner.Step], pc: Int)?
        withAligner(input: input, vocabularies: vocabularies) { aligner in
            aligner.typos = true
            var present = scan(input)
            present.firstByteBit = ~0
            present.lastByteBit = ~0
            let typos = input.typos(in: program)
            for word in typos.fuzzyWords { present.insert(program.lexiconPieceKeys[word.id]) }
            aligner.mayHaveFillers = present.mayHaveFillers
            let candidates = nearPhrases(present)
            for phrase in candidates.sorted() {
                aligner.nearestFloor = best?.progress
                aligner.nearestAlignment(of: phrase)
                guard let nearest = aligner.nearest, nearest.progress.anchoredWords > 0 else { continue }
                if let best, nearest.progress <= best.progress { continue }
                best = (program.phrases[phrase], nearest.progress, nearest.steps, nearest.pc)
            }
        }
        guard let best else { return nil }
        let renderer = ExampleRenderer(program: program, vocabularies: vocabularies, input: input)
        let words = input.words.words
        let position = words.wordIndex(containing: best.progress.position)
        return NearMiss(
            phraseID: best.phrase.phrase.id,
            template: best.phrase.phrase.template,
            parts: renderer.parts(of: best.phrase, steps: best.steps, continuingAt: best.pc),
            alignedWordCount: best.progress.anchoredWords,
            divergenceIndex: position,
            unexpectedWord: position < words.count ? input.originalText(of: position..<position + 1).text : nil)
    }

    /// Whether the word where `miss` went astray only adds to the phrase rather than standing
    /// for something else: read without it, or with only its tail in its place, the same phrase
    /// aligns more words. "shopping" in "what is on my shopping list" is added ("…my list…" goes
    /// on), and so is the head of a compound whose tail is the phrase's word ("Einkaufsliste" for
    /// "Liste"); "dishwasher" in "start the dishwasher" stands where the phrase wanted "timer".
    public func divergesByAddition(_ miss: NearMiss, in utterance: String) -> Bool {
        let input = prepare(utterance).input
        guard miss.divergenceIndex < input.words.words.count else { return false }
        let range = input.originalText(of: miss.divergenceIndex..<miss.divergenceIndex + 1).range
        let word = input.text[range]
        // The word left out, then each tail of at least three letters in its place.
        let replacements = [""] + (1..<max(word.count - 2, 1)).map { String(word.dropFirst($0)) }
        return replacements.contains { replacement in
            var text = input.text
            text.replaceSubrange(range, with: replacement)
            guard let again = nearestPhrase(for: text), again.phraseID == miss.phraseID else { return false }
            return again.alignedWordCount > miss.alignedWordCount
        }
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

    /// The match of compiled phrase number `number` (its fields read in place, not copied).
    private func makeMatch(
        _ number: Int, score: MatchScore, captures: [Capture],
        input: PreparedUtterance, vocabularies: [Vocabulary?]
    ) -> PhraseMatch {
        let captureBindings = program.phrases[number].captureBindings
        let shape = slotShapes.shapes[Int(slotShapes.byPhrase[number])]
        var slots: [String: SlotMatch]
        var omitted: [String] = []
        var namesEverySlot = true
        for binding in captureBindings {
            switch captures[binding].value {
            case .none, .omitted: namesEverySlot = false
            default: continue
            }
            break
        }
        if namesEverySlot {
            // Every slot filled (the common case): a copy of the dictionary of these names, its
            // values replaced in place (no hashing, no look-up of the dictionary's type).
            slots = shape.dictionary
            for index in captureBindings.indices {
                slots.values[shape.indices[index]] = slotMatch(
                    captures[captureBindings[index]], binding: captureBindings[index], input: input,
                    vocabularies: vocabularies)
            }
        } else {
            let captureNames = shape.names
            slots = captureNames.isEmpty ? [:] : .init(minimumCapacity: captureNames.count)
            for (index, name) in captureNames.enumerated() {
                let capture = captures[captureBindings[index]]
                switch capture.value {
                case .none: continue
                case .omitted:
                    omitted.append(name)
                    continue
                default:
                    slots[name] = slotMatch(
                        capture, binding: captureBindings[index], input: input, vocabularies: vocabularies)
                }
            }
        }
        return PhraseMatch(
            phraseID: program.phrases[number].phrase.id, template: program.phrases[number].phrase.template,
            slots: slots, fixed: program.phrases[number].phrase.fixed, score: score, omittedSlots: omitted)
    }

    /// The slot a filled capture of `binding` makes.
    private func slotMatch(
        _ capture: Capture, binding: Int, input: PreparedUtterance, vocabularies: [Vocabulary?]
    ) -> SlotMatch {
        let value: SlotValue
        var isWithinLimits = true
        switch capture.value {
        case .none, .omitted:
            preconditionFailure("a capture left empty makes no slot")
        case .vocabulary(let valueIndex):
            let vocabularyValue = vocabularies[binding]!.value(at: valueIndex)
            value = .vocabulary(id: vocabularyValue.id, title: vocabularyValue.title)
        case .text:
            value = .text("")
        case .number(let number, let withinLimits):
            value = .number(number)
            isWithinLimits = withinLimits
        case .decimal(let number, let withinLimits):
            value = .decimal(number)
            isWithinLimits = withinLimits
        case .date(let date, let includesTime):
            value = .date(date, includesTime: includesTime)
        case .duration(let seconds):
            value = .duration(seconds: seconds)
        }
        // Free text keeps the punctuation around and between its words (see ``freeText(ofBytes:)``).
        let isText = value == .text("")
        let original =
            isText
            ? input.freeText(ofBytes: capture.start..<capture.end)
            : input.originalText(ofBytes: capture.start..<capture.end)
        return SlotMatch(
            text: original.text, range: original.range, bytes: capture.start..<capture.end, utterance: input,
            value: isText ? .text(original.text) : value, isWithinLimits: isWithinLimits)
    }

    /// The slot names of the compiled phrases, each list once, with a dictionary of them whose
    /// values a match replaces (see ``makeMatch(_:score:captures:input:vocabularies:)``).
    struct SlotShapes: Sendable {
        struct Shape: Sendable {
            var names: [String]
            /// One entry per name, each a placeholder.
            var dictionary: [String: SlotMatch]
            /// Where each name's value is in ``dictionary`` (valid in its copies too).
            var indices: [Dictionary<String, SlotMatch>.Index]
        }

        var shapes: [Shape] = []
        /// The shape of each compiled phrase.
        var byPhrase: [Int32] = []

        init(program: PhraseProgram, placeholder: PreparedUtterance) {
            var known: [[String]: Int32] = [:]
            byPhrase.reserveCapacity(program.phrases.count)
            for phrase in program.phrases {
                if let shape = known[phrase.captureNames] {
                    byPhrase.append(shape)
                    continue
                }
                let names = phrase.captureNames
                var dictionary: [String: SlotMatch] = names.isEmpty ? [:] : .init(minimumCapacity: names.count)
                for name in names {
                    dictionary[name] = SlotMatch(
                        text: "", range: placeholder.text.startIndex..<placeholder.text.startIndex, bytes: 0..<0,
                        utterance: placeholder, value: .text(""), isWithinLimits: true)
                }
                let indices = names.map { dictionary.index(forKey: $0)! }
                known[names] = Int32(shapes.count)
                byPhrase.append(Int32(shapes.count))
                shapes.append(Shape(names: names, dictionary: dictionary, indices: indices))
            }
        }
    }
}

/// An aligner in the pool of a ``PhraseIndex``. Only the search that took it from the pool
/// uses it, until it gives it back: the pool's lock hands it from one search to the next.
///
/// With the aligner it keeps the memory of the search's results and the last sentence it read
/// (prepared again in place for the next one when nothing else holds it).
final class AlignerBox: @unchecked Sendable {
    // Unchecked exclusivity: only the search holding the box touches these.
    @exclusivity(unchecked) var aligner: Aligner
    /// The best reading per phrase id of the last search, and memory kept past their count.
    @exclusivity(unchecked) fileprivate var results: [PhraseIndex.Ranked] = []
    @exclusivity(unchecked) var resultIDs: [Int] = []
    /// The sentence ``PhraseIndex/matches(for:limit:)-(String,_)`` last prepared here.
    @exclusivity(unchecked) var spare: PreparedUtterance?

    init(_ aligner: Aligner) { self.aligner = aligner }

    /// Bytes the box keeps between sentences: the aligner's, the results' and the sentence's.
    var memoryBytes: Int {
        var bytes = aligner.memoryBytes + results.capacity * MemoryLayout<PhraseIndex.Ranked>.stride
            + resultIDs.capacity * 8
        for result in results { bytes += result.captures.capacity * MemoryLayout<Capture>.stride }
        if let folded = spare?.folded {
            bytes += folded.bytes.capacity + folded.flags.capacity + 4 * (folded.origins.capacity + folded.originEnds.capacity)
        }
        return bytes
    }
}
