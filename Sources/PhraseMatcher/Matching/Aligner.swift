/// Aligns one prepared sentence with compiled phrases by depth-first search over the program.
///
/// The settings (program, vocabularies, number parser, sentence) are fixed; the per-branch state
/// (captures, running score, trail) is mutated on the way down and restored on the way back, so
/// trying a phrase allocates nothing beyond the buffers made once per sentence. Filler words
/// may be skipped before any word or slot. Two modes:
/// - ``bestAlignment(of:)`` keeps the best full alignment (every word consumed or skipped);
/// - ``nearestAlignment(of:)`` keeps the furthest partial one, for "Did you mean …?".
///
/// ```swift
/// var aligner = Aligner(program: program, vocabularies: vocabularies, numberParser: parser, input: input)
/// if let score = aligner.bestAlignment(of: program.phrases[0]) { print(score, aligner.bestCaptures) }
/// ```
struct Aligner {
    /// One consumed step of the current path: a literal word or a slot.
    struct Step: Sendable {
        var pc: Int
        var capture: Capture?
    }

    /// Progress of a partial alignment: words anchored by literals, vocabularies or numbers,
    /// then words consumed.
    struct Progress: Comparable, Sendable {
        var anchoredWords: Int
        var position: Int
        static func < (lhs: Progress, rhs: Progress) -> Bool {
            (lhs.anchoredWords, lhs.position) < (rhs.anchoredWords, rhs.position)
        }
    }

    let program: PhraseProgram
    let vocabularies: [Vocabulary?]
    let numberParser: any NumberParser
    let input: PreparedUtterance

    private var findsNearest = false
    private var captures: [Capture]
    private var score = MatchScore()
    private var bestScore: MatchScore?
    private(set) var bestCaptures: [Capture]
    private var trail: [Step] = []
    private(set) var nearest: (progress: Progress, steps: [Step], pc: Int)?

    init(program: PhraseProgram, vocabularies: [Vocabulary?], numberParser: any NumberParser, input: PreparedUtterance)
    {
        self.program = program
        self.vocabularies = vocabularies
        self.numberParser = numberParser
        self.input = input
        captures = Array(repeating: Capture(), count: program.maxCaptures)
        bestCaptures = captures
    }

    /// The best score of a full alignment of the sentence with `phrase`; captures in ``bestCaptures``.
    mutating func bestAlignment(of phrase: PhraseProgram.CompiledPhrase) -> MatchScore? {
        findsNearest = false
        reset()
        explore(phrase.entry, 0)
        return bestScore
    }

    /// The furthest partial alignment of the sentence with `phrase`, in ``nearest``.
    mutating func nearestAlignment(of phrase: PhraseProgram.CompiledPhrase) {
        findsNearest = true
        reset()
        nearest = nil
        trail.removeAll(keepingCapacity: true)
        explore(phrase.entry, 0)
    }

    private mutating func reset() {
        for index in captures.indices { captures[index] = Capture() }
        score = MatchScore()
        bestScore = nil
    }

    private mutating func explore(_ pc: Int, _ position: Int) {
        if findsNearest { notePartial(pc, position) }
        switch program.instructions[pc] {
        case .accept:
            if position == input.count {
                if !findsNearest { noteFull() }
            } else {
                skipFiller(pc, position)
            }
        case .word(let id, let next):
            skipFiller(pc, position)
            if position < input.count, input.wordIDs[position] == id {
                score.literalWords += 1
                push(Step(pc: pc, capture: nil))
                explore(next, position + 1)
                pop()
                score.literalWords -= 1
            }
        case .branch(let first, let count, _):
            for target in program.branchTargets[first..<first + count] { explore(target, position) }
        case .slot(let capture, let binding, let next):
            skipFiller(pc, position)
            guard position < input.count else { return }
            fillSlot(pc, capture: capture, binding: binding, next: next, at: position)
        }
    }

    private mutating func fillSlot(_ pc: Int, capture: Int, binding: Int, next: Int, at position: Int) {
        switch program.bindings[binding].kind {
        case .vocabulary(let allowsFreeText):
            if let entries = vocabularies[binding]?.entries[input.keys[position]] {
                for entry in entries where wordsMatch(entry.keys, at: position) {
                    let end = position + entry.keys.count
                    score.vocabularySlots += 1
                    score.vocabularyWords += entry.keys.count
                    take(
                        pc, capture,
                        Capture(start: position, end: end, value: .vocabulary(valueIndex: entry.valueIndex)), next)
                    score.vocabularySlots -= 1
                    score.vocabularyWords -= entry.keys.count
                }
            }
            if allowsFreeText { fillText(pc, capture: capture, next: next, at: position) }
        case .text:
            fillText(pc, capture: capture, next: next, at: position)
        case .number(let minimum, let maximum):
            guard let reading = numberParser.reading(of: input.keys[position...]) else { return }
            let isWithinLimits = reading.value >= (minimum ?? .min) && reading.value <= (maximum ?? .max)
            score.numberSlots += 1
            score.numberWords += reading.wordCount
            if !isWithinLimits { score.slotsOutOfRange += 1 }
            let value = Capture.Value.number(reading.value, isWithinLimits: isWithinLimits)
            take(pc, capture, Capture(start: position, end: position + reading.wordCount, value: value), next)
            if !isWithinLimits { score.slotsOutOfRange -= 1 }
            score.numberSlots -= 1
            score.numberWords -= reading.wordCount
        }
    }

    /// Free text: every span that starts and ends on a word that is not filler, shortest first.
    private mutating func fillText(_ pc: Int, capture: Int, next: Int, at position: Int) {
        guard input.fillerLengths[position] == 0 else { return }
        for end in (position + 1)...input.count where input.fillerLengths[end - 1] == 0 {
            score.textSlots += 1
            score.textWords += end - position
            take(pc, capture, Capture(start: position, end: end, value: .text), next)
            score.textSlots -= 1
            score.textWords -= end - position
        }
    }

    private mutating func take(_ pc: Int, _ capture: Int, _ value: Capture, _ next: Int) {
        let saved = captures[capture]
        captures[capture] = value
        push(Step(pc: pc, capture: value))
        explore(next, value.end)
        pop()
        captures[capture] = saved
    }

    private mutating func skipFiller(_ pc: Int, _ position: Int) {
        guard position < input.count else { return }
        let length = input.fillerLengths[position]
        guard length > 0 else { return }
        score.skippedWords += length
        explore(pc, position + length)
        score.skippedWords -= length
    }

    private func wordsMatch(_ keys: [String], at position: Int) -> Bool {
        guard position + keys.count <= input.count else { return false }
        for offset in 1..<max(keys.count, 1) where input.keys[position + offset] != keys[offset] { return false }
        return true
    }

    private mutating func noteFull() {
        if let bestScore, score <= bestScore { return }
        bestScore = score
        for index in captures.indices { bestCaptures[index] = captures[index] }
    }

    private mutating func notePartial(_ pc: Int, _ position: Int) {
        let progress = Progress(
            anchoredWords: score.literalWords + score.vocabularyWords + score.numberWords, position: position)
        if let nearest, progress <= nearest.progress { return }
        nearest = (progress, trail, pc)
    }

    private mutating func push(_ step: Step) {
        if findsNearest { trail.append(step) }
    }

    private mutating func pop() {
        if findsNearest { trail.removeLast() }
    }
}
