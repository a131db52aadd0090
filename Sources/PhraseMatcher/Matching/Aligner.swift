import Foundation

/// Aligns one prepared sentence with compiled phrases by depth-first search over the program.
///
/// The settings (program, vocabularies, slot parsers, reference date, sentence) are fixed; the
/// per-branch state (captures, running score, trail) is mutated on the way down and restored on
/// the way back, so trying a phrase allocates nothing beyond the buffers made once per sentence.
/// Filler words may be skipped before any word or slot. A template word or the first word of
/// a vocabulary title may be matched with a typo (see ``FuzzyIndex``), counted in the score.
/// Two modes:
/// - ``bestAlignment(of:)`` keeps the best full alignment (every word consumed or skipped);
/// - ``nearestAlignment(of:)`` keeps the furthest partial one, for "Did you mean …?".
///
/// ```swift
/// var aligner = Aligner(program: program, vocabularies: vocabularies, parsers: parsers, input: input)
/// if let score = aligner.bestAlignment(of: program.phrases[0]) { print(score, aligner.bestCaptures) }
/// ```
struct Aligner {
    /// One consumed step of the current path: a template word, a slot, a skipped filler, or an omission.
    struct Step: Sendable {
        enum Kind: Sendable { case word, slot, filler, omitted }
        var kind: Kind
        var pc: Int
        /// The utterance words it covers.
        var start: Int
        var end: Int
        /// Typo edits on these words.
        var edits = 0
        var capture: Capture?
    }

    /// Progress of a partial alignment: words anchored by literals, vocabularies or numbers,
    /// then words consumed.
    struct Progress: Comparable, Sendable {
        var anchoredWords: Int
        var position: Int
        /// Template words swallowed by free text ("in" in “buy milk in Tasks”); fewer is better
        /// when as many words are anchored, so a suggestion keeps the phrase's own words
        /// ("Mark buy milk as done in Tasks") instead of a text slot eating the rest.
        var swallowedWords = 0
        static func < (lhs: Progress, rhs: Progress) -> Bool {
            (lhs.anchoredWords, -lhs.swallowedWords, lhs.position)
                < (rhs.anchoredWords, -rhs.swallowedWords, rhs.position)
        }
    }

    let program: PhraseProgram
    let vocabularies: [Vocabulary?]
    let parsers: SlotParsers
    let input: PreparedUtterance
    let now: Date
    let calendar: Calendar

    /// Whether to keep the steps of the best alignment (for explanations).
    var recordsSteps = false
    private var findsNearest = false
    private var captures: [Capture]
    private var score = MatchScore()
    /// Template words inside free-text captures on the current path (for near misses).
    private var swallowedWords = 0
    private var bestScore: MatchScore?
    private(set) var bestCaptures: [Capture]
    private(set) var bestSteps: [Step] = []
    private var trail: [Step] = []
    private(set) var nearest: (progress: Progress, steps: [Step], pc: Int)?
    /// Partial alignments no better than this (another phrase's) are not kept.
    var nearestFloor: Progress?
    /// Slot bindings by capture index of the phrase being aligned.
    private var currentBindings: [Int] = []
    /// Whether a value of an omittable slot's vocabulary appears in the sentence, per binding.
    private var mentioned: [Int: Bool] = [:]
    /// Fuzzy first-word candidates per (binding, position), computed on first need.
    private var fuzzyCache: [Int: [(word: String, edits: Int)]] = [:]

    init(
        program: PhraseProgram, vocabularies: [Vocabulary?], parsers: SlotParsers, input: PreparedUtterance,
        now: Date = Date(), calendar: Calendar = Calendar(identifier: .gregorian)
    ) {
        self.program = program
        self.vocabularies = vocabularies
        self.parsers = parsers
        self.input = input
        self.now = now
        self.calendar = calendar
        captures = Array(repeating: Capture(), count: program.maxCaptures)
        bestCaptures = captures
    }

    /// The best score of a full alignment of the sentence with `phrase`; captures in ``bestCaptures``.
    mutating func bestAlignment(of phrase: PhraseProgram.CompiledPhrase) -> MatchScore? {
        findsNearest = false
        reset()
        currentBindings = phrase.captureBindings
        explore(phrase.entry, 0)
        return bestScore
    }

    /// The furthest partial alignment of the sentence with `phrase`, in ``nearest``.
    mutating func nearestAlignment(of phrase: PhraseProgram.CompiledPhrase) {
        findsNearest = true
        reset()
        currentBindings = phrase.captureBindings
        nearest = nil
        explore(phrase.entry, 0)
    }

    private mutating func reset() {
        for index in captures.indices { captures[index] = Capture() }
        score = MatchScore()
        swallowedWords = 0
        bestScore = nil
        trail.removeAll(keepingCapacity: true)
    }

    private var recordsTrail: Bool { findsNearest || recordsSteps }

    private mutating func explore(_ pc: Int, _ position: Int) {
        if findsNearest {
            notePartial(pc, position)
            if cannotBeatNearest(from: position) { return }
        }
        switch program.instructions[pc] {
        case .accept:
            if position == input.count {
                if !findsNearest { noteFull() }
            } else {
                skipFiller(pc, position)
            }
        case .word(let id, let next):
            skipFiller(pc, position)
            guard position < input.count else { return }
            if input.wordIDs[position] == id {
                score.literalWords += 1
                push(Step(kind: .word, pc: pc, start: position, end: position + 1))
                explore(next, position + 1)
                pop()
                score.literalWords -= 1
            } else if input.wordIDs[position] < 0, let edits = input.fuzzyEdits(at: position, for: id) {
                score.literalWords += 1
                score.fuzzyEdits += edits
                push(Step(kind: .word, pc: pc, start: position, end: position + 1, edits: edits))
                explore(next, position + 1)
                pop()
                score.fuzzyEdits -= edits
                score.literalWords -= 1
            }
        case .branch(let first, let count, _):
            for target in program.branchTargets[first..<first + count] { explore(target, position) }
        case .slot(let capture, let binding, let next):
            skipFiller(pc, position)
            guard position < input.count else { return }
            fillSlot(pc, capture: capture, binding: binding, next: next, at: position)
        case .omit(let capture, let next):
            // A slot whose value the sentence says elsewhere was not left out.
            guard !isMentioned(binding: currentBindings[capture]) else { return }
            let saved = captures[capture]
            captures[capture] = Capture(start: position, end: position, value: .omitted)
            score.omittedSlots += 1
            push(Step(kind: .omitted, pc: pc, start: position, end: position))
            explore(next, position)
            pop()
            score.omittedSlots -= 1
            captures[capture] = saved
        }
    }

    private mutating func fillSlot(_ pc: Int, capture: Int, binding: Int, next: Int, at position: Int) {
        switch program.bindings[binding].kind {
        case .vocabulary(let allowsFreeText):
            if let vocabulary = vocabularies[binding] {
                let exact = vocabulary.entries(startingWith: input.keys[position])
                if !exact.base.isEmpty || !exact.delta.isEmpty {
                    fillVocabulary(
                        pc, capture: capture, next: next, at: position, entries: exact, vocabulary: vocabulary,
                        firstEdits: 0)
                } else {
                    for candidate in fuzzyFirstWords(binding: binding, vocabulary: vocabulary, at: position) {
                        fillVocabulary(
                            pc, capture: capture, next: next, at: position,
                            entries: vocabulary.entries(startingWith: candidate.word), vocabulary: vocabulary,
                            firstEdits: candidate.edits)
                    }
                }
            }
            if allowsFreeText { fillText(pc, capture: capture, next: next, at: position) }
        case .text:
            fillText(pc, capture: capture, next: next, at: position)
        case .number(let minimum, let maximum):
            guard let (reading, isWithinLimits) = numberReading(at: position, minimum: minimum, maximum: maximum)
            else { return }
            score.numberSlots += 1
            score.numberWords += reading.wordCount
            if !isWithinLimits { score.slotsOutOfRange += 1 }
            let value = Capture.Value.number(reading.value, isWithinLimits: isWithinLimits)
            take(pc, capture, Capture(start: position, end: position + reading.wordCount, value: value), next)
            if !isWithinLimits { score.slotsOutOfRange -= 1 }
            score.numberSlots -= 1
            score.numberWords -= reading.wordCount
        case .date:
            guard let reading = parsers.dates.reading(of: input.keys[position...], now: now, calendar: calendar)
            else { return }
            let value = Capture.Value.date(reading.date, includesTime: reading.includesTime)
            fillTyped(pc, capture, Capture(start: position, end: position + reading.wordCount, value: value), next)
        case .duration:
            guard let reading = parsers.durations.reading(of: input.keys[position...]) else { return }
            let value = Capture.Value.duration(seconds: reading.seconds)
            fillTyped(pc, capture, Capture(start: position, end: position + reading.wordCount, value: value), next)
        }
    }

    /// The number at `position` and whether it is within the slot's limits: a written number
    /// with its sign and thousands separators, else the language's parser. A number too big
    /// for `Int` is read only by a slot with both limits, as out of range (so its range is
    /// asked for); any other slot cannot take it.
    private func numberReading(at position: Int, minimum: Int?, maximum: Int?) -> (NumberReading, Bool)? {
        if let written = input.writtenNumbers[position] {
            guard let value = written.value else {
                guard minimum != nil, maximum != nil else { return nil }
                let beyond = written.isNegative ? Int.min : Int.max
                return (NumberReading(value: beyond, wordCount: written.wordCount), false)
            }
            let reading = NumberReading(value: value, wordCount: written.wordCount)
            return (reading, value >= (minimum ?? .min) && value <= (maximum ?? .max))
        }
        guard let reading = parsers.numbers.reading(of: input.keys[position...]) else { return nil }
        return (reading, reading.value >= (minimum ?? .min) && reading.value <= (maximum ?? .max))
    }

    private mutating func fillTyped(_ pc: Int, _ capture: Int, _ value: Capture, _ next: Int) {
        score.dateSlots += 1
        score.dateWords += value.end - value.start
        take(pc, capture, value, next)
        score.dateSlots -= 1
        score.dateWords -= value.end - value.start
    }

    private mutating func fillVocabulary(
        _ pc: Int, capture: Int, next: Int, at position: Int,
        entries: (base: [Vocabulary.Entry], delta: [Vocabulary.Entry]), vocabulary: Vocabulary, firstEdits: Int
    ) {
        for entry in entries.base where vocabulary.isLive(entry.valueIndex) {
            fillVocabulary(pc, capture: capture, next: next, at: position, entry: entry, firstEdits: firstEdits)
        }
        for entry in entries.delta {
            fillVocabulary(pc, capture: capture, next: next, at: position, entry: entry, firstEdits: firstEdits)
        }
    }

    private mutating func fillVocabulary(
        _ pc: Int, capture: Int, next: Int, at position: Int, entry: Vocabulary.Entry, firstEdits: Int
    ) {
        guard let restEdits = editsMatching(entry.keys, at: position) else { return }
        do {
            let end = position + entry.keys.count
            let edits = firstEdits + restEdits
            score.vocabularySlots += 1
            score.vocabularyWords += entry.keys.count
            score.fuzzyEdits += edits
            take(
                pc, capture, Capture(start: position, end: end, value: .vocabulary(valueIndex: entry.valueIndex)),
                next, edits: edits)
            score.fuzzyEdits -= edits
            score.vocabularySlots -= 1
            score.vocabularyWords -= entry.keys.count
        }
    }

    /// Whether some value of the binding's vocabulary appears, exactly, anywhere in the sentence.
    private mutating func isMentioned(binding: Int) -> Bool {
        if let known = mentioned[binding] { return known }
        var found = false
        if let vocabulary = vocabularies[binding] {
            for position in 0..<input.count where !found {
                let entries = vocabulary.entries(startingWith: input.keys[position])
                for entry in entries.base + entries.delta
                where vocabulary.isLive(entry.valueIndex) && editsMatching(entry.keys, at: position) == 0 {
                    found = true
                }
            }
        }
        mentioned[binding] = found
        return found
    }

    /// Vocabulary first words that the word at `position` may be a typo of.
    private mutating func fuzzyFirstWords(
        binding: Int, vocabulary: Vocabulary, at position: Int
    ) -> [(word: String, edits: Int)] {
        let key = binding &* 256 &+ position
        if let cached = fuzzyCache[key] { return cached }
        let found = vocabulary.fuzzyFirstWords(for: input.keys[position])
        fuzzyCache[key] = found
        return found
    }

    /// Free text: every span that starts and ends on a word that is not filler, shortest first.
    private mutating func fillText(_ pc: Int, capture: Int, next: Int, at position: Int) {
        guard input.fillerLengths[position] == 0 else { return }
        var swallowed = 0
        for end in (position + 1)...input.count {
            if input.wordIDs[end - 1] >= 0 { swallowed += 1 }
            guard input.fillerLengths[end - 1] == 0 else { continue }
            score.textSlots += 1
            score.textWords += end - position
            swallowedWords += swallowed
            take(pc, capture, Capture(start: position, end: end, value: .text), next)
            score.textSlots -= 1
            score.textWords -= end - position
            swallowedWords -= swallowed
        }
    }

    private mutating func take(_ pc: Int, _ capture: Int, _ value: Capture, _ next: Int, edits: Int = 0) {
        let saved = captures[capture]
        captures[capture] = value
        push(Step(kind: .slot, pc: pc, start: value.start, end: value.end, edits: edits, capture: value))
        explore(next, value.end)
        pop()
        captures[capture] = saved
    }

    private mutating func skipFiller(_ pc: Int, _ position: Int) {
        guard position < input.count else { return }
        let length = input.fillerLengths[position]
        guard length > 0 else { return }
        score.skippedWords += length
        push(Step(kind: .filler, pc: pc, start: position, end: position + length))
        explore(pc, position + length)
        pop()
        score.skippedWords -= length
    }

    /// The typo edits that make the words after the first at `position` equal `keys`, or nil.
    private func editsMatching(_ keys: [String], at position: Int) -> Int? {
        guard position + keys.count <= input.count else { return nil }
        var edits = 0
        for offset in 1..<max(keys.count, 1) where input.keys[position + offset] != keys[offset] {
            let known = Array(keys[offset].unicodeScalars)
            let budget = FuzzyIndex.maximumEdits(for: known)
            // A word far longer than the known one is no typo of it; do not copy it to find out.
            guard budget > 0, input.keys[position + offset].utf8.count <= 4 * (known.count + budget),
                let distance = FuzzyIndex.distance(
                    Array(input.keys[position + offset].unicodeScalars), known, limit: budget)
            else { return nil }
            edits += distance
        }
        return edits
    }

    private mutating func noteFull() {
        if let bestScore, score <= bestScore { return }
        bestScore = score
        for index in captures.indices { bestCaptures[index] = captures[index] }
        if recordsSteps { bestSteps = trail }
    }

    /// True when no continuation from here can align more than the nearest alignment kept so
    /// far: each remaining word anchors at most one more, and the position cannot pass the
    /// end. Pruning then changes nothing but the time spent.
    private func cannotBeatNearest(from position: Int) -> Bool {
        let floor = [nearest?.progress, nearestFloor].compactMap { $0 }.max()
        guard let floor else { return false }
        let ceiling = Progress(
            anchoredWords: score.literalWords + score.typedWords + (input.count - position), position: input.count,
            swallowedWords: swallowedWords)
        return ceiling <= floor
    }

    private mutating func notePartial(_ pc: Int, _ position: Int) {
        let progress = Progress(
            anchoredWords: score.literalWords + score.typedWords, position: position, swallowedWords: swallowedWords)
        if let nearest, progress <= nearest.progress { return }
        if let nearestFloor, progress <= nearestFloor { return }
        nearest = (progress, trail, pc)
    }

    private mutating func push(_ step: Step) {
        if recordsTrail { trail.append(step) }
    }

    private mutating func pop() {
        if recordsTrail { trail.removeLast() }
    }
}
