import Foundation

/// Aligns one prepared sentence with compiled phrases by depth-first search over the program.
///
/// Positions are offsets in the sentence's folded bytes (see ``FoldedText``), so literal text
/// and list values match inside words and across spacing differences. The settings (program,
/// vocabularies, slot parsers, reference date, sentence) are fixed; the per-branch state
/// (captures, running score, trail) is mutated on the way down and restored on the way back.
/// A position from which a phrase cannot be completed is remembered for that phrase, so
/// alternatives and optional parts that lead to the same dead end are explored once. Filler
/// words may be skipped before any word or slot. With ``typos`` on, a whole template word or
/// the words of a vocabulary title may be matched with a typo (see ``FuzzyIndex``), counted in
/// the score. Two modes:
/// - ``bestAlignment(of:)`` keeps the best full alignment (every byte consumed or skipped);
/// - ``nearestAlignment(of:)`` keeps the furthest partial one, for "Did you mean …?".
///
/// ```swift
/// var aligner = Aligner(index: index, vocabularies: vocabularies, input: input, buffers: buffers)
/// if let score = aligner.bestAlignment(of: 0) { print(score, aligner.bestCaptures) }
/// ```
struct Aligner: Sendable {
    /// One consumed step of the current path: template text, a slot, a skipped filler, or an omission.
    struct Step: Sendable {
        enum Kind: Sendable { case word, slot, filler, omitted }
        var kind: Kind
        var pc: Int
        /// The folded bytes it covers.
        var start: Int
        var end: Int
        /// Typo edits on these words.
        var edits = 0
        var capture: Capture?
    }

    /// Progress of a partial alignment: words anchored by literals, vocabularies or numbers,
    /// then bytes consumed.
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

    /// The index whose program is searched; it outlives every aligner it makes.
    unowned(unsafe) let index: PhraseIndex
    private(set) var vocabularies: [Vocabulary?] = []
    let parsers: SlotParsers
    /// The sentence being searched (see ``begin(_:vocabularies:now:)``).
    private(set) var input: PreparedUtterance
    private(set) var now = Date()
    private var bytes: [UInt8] = []
    private var flags: [FoldedText.Flags] = []
    private var count = 0

    /// Whether typos may match template words and list values (set between passes, with
    /// ``beginPass()``).
    var typos = false

    /// Starts a new pass of the search (the marks of a pass hold only for its settings).
    mutating func beginPass() {
        marks = buffers.beginPass()
    }
    /// Whether the sentence may hold filler words (else fillers are not looked for).
    var mayHaveFillers = true
    /// Whether to keep the steps of the best alignment (for explanations).
    var recordsSteps = false
    private var findsNearest = false
    private var captures: [Capture]
    private var score = MatchScore()
    /// Template words inside free-text captures on the current path (for near misses).
    private var swallowedWords = 0
    /// The offset where a spacing difference was last counted on this path (a word break
    /// written twice in the template is one break).
    private var chargedBreak = -1
    /// Whether the last thing matched on this path was template text (a run of it is one segment).
    private var inLiteralRun = false
    private var bestScore: MatchScore?
    private(set) var bestCaptures: [Capture]
    private(set) var bestSteps: [Step] = []
    private var trail: [Step] = []
    private(set) var nearest: (progress: Progress, steps: [Step], pc: Int)?
    /// Partial alignments no better than this (another phrase's) are not kept.
    var nearestFloor: Progress?
    /// Per binding: whether a value of an omittable slot's vocabulary appears in the sentence
    /// (0: not known yet, 1: no, 2: yes).
    private var mentioned: [UInt8]
    /// Per binding: whether a value of the slot's list appears at some offset of the sentence
    /// (0: not known yet, 1: no, 2: yes).
    private var fillable: [UInt8]
    /// Vocabulary matches per (binding, offset): `lookups[lookupStarts[i]..<lookupStarts[i] + lookupCounts[i]]`
    /// with `i = binding * (maximumByteCount + 1) + offset`, valid when `lookupStamps[i]` is
    /// this sentence's stamp.
    private var lookupStamps: [UInt32]
    private var lookupStarts: [Int32]
    private var lookupCounts: [Int32]
    private var lookups: [LookupMatch] = []
    private var sentenceStamp: UInt32 = 0
    /// Number readings per word, valid when `numberStamps` is this sentence's stamp.
    private var numberStamps: [UInt32]
    private var numberReadings: [NumberRead?]
    /// Fuzzy first-word candidates per (binding, word), computed on first need.
    private var fuzzyCache: [Int: [(word: String, edits: Int)]] = [:]
    /// Dead ends of this pass (shared by every phrase, as their instructions are).
    private var marks: SearchBuffers.Marks
    /// Steps (calls of ``explore(_:_:)``) one alignment may take. The sample apps' phrases take
    /// at most about 2,000 on the longest sentences hark searches; a template whose
    /// alternatives and free-text slots multiply the ways to read a sentence could take
    /// millions, so the search stops here and keeps the best alignment found so far.
    static let maximumSteps = 20_000
    /// Steps left to the current alignment.
    private var stepsLeft = 0
    /// Full alignments reached so far (to tell dead ends).
    private var fullAlignments = 0
    /// The sentence's words, fillers and typos, loaded on first need.
    private var hasWords = false
    private var words = Words.empty
    private var fillerLengths: [Int] = []
    /// For each byte offset, where the filler phrase starting there ends (0: none).
    private var fillerEnds: [Int32] = []
    /// The last byte offset where a filler phrase starts (-1: none): after it, nothing can be
    /// skipped.
    private var lastFillerStart = -1
    /// Whether each word is followed, with nothing between, by a decimal point or comma.
    private var decimalSeparators: [Bool] = []
    /// Written numbers by the word they start at (empty: no digits); see ``WrittenNumber``.
    private var writtenNumbers: [WrittenNumber?] = []
    private var hasTypos = false
    private var typoData = PreparedUtterance.TypoData.empty
    /// The program's tables, held directly (no class access in the search).
    private let instructions: [PackedInstruction]
    private let branchTargets: [Int]
    private let branchFirstBytes: [UInt64]
    private let branchByteStarts: [Int32]
    private let branchByteTargets: [Int32]
    private let isJoin: [Bool]
    private let pieces: [PhraseProgram.Piece]
    private let literalBytes: [UInt8]
    private let runParts: [PhraseProgram.RunPart]
    private let bindings: [PhraseProgram.SlotBinding]
    private let phraseEntries: [Int]
    private let neededSlots: [UInt64]

    /// Dead-end marks, reused from sentence to sentence.
    private let buffers = SearchBuffers()
    /// Memory the index's candidate search borrows, reused from sentence to sentence: the
    /// pieces present, the phrases anchored on them, and the candidate phrases.
    var presentBits: [UInt64] = []
    var anchoredBits: [UInt64] = []
    var candidates: [Int] = []

    /// One entry of a vocabulary look-up: a base entry (from 0) or delta entry (from -1 down),
    /// and where it ends.
    struct LookupMatch: Sendable {
        var entry: Int32
        var end: Int32
    }

    /// An aligner for `index`'s program; give it a sentence with ``begin(_:vocabularies:now:)``.
    /// Aligners are kept and reused by their index, so what they allocate lasts.
    init(index: PhraseIndex, placeholder: PreparedUtterance) {
        self.index = index
        self.parsers = index.parsers
        input = placeholder
        instructions = index.program.packedInstructions
        branchTargets = index.program.branchTargets
        branchFirstBytes = index.program.branchFirstBytes
        branchByteStarts = index.program.branchByteStarts
        branchByteTargets = index.program.branchByteTargets
        isJoin = index.program.isJoin
        pieces = index.program.pieces
        literalBytes = index.program.literalBytes
        runParts = index.program.runParts
        bindings = index.program.bindings
        phraseEntries = index.program.phraseEntries
        captures = Array(repeating: Capture(), count: index.program.maxCaptures)
        bestCaptures = captures
        mentioned = Array(repeating: 0, count: bindings.count)
        fillable = Array(repeating: 0, count: bindings.count)
        neededSlots = index.program.phraseNeededSlots
        let lookupSlots = bindings.count * (PhraseIndex.maximumByteCount + 1)
        lookupStamps = Array(repeating: 0, count: lookupSlots)
        lookupStarts = Array(repeating: 0, count: lookupSlots)
        lookupCounts = Array(repeating: 0, count: lookupSlots)
        numberStamps = Array(repeating: 0, count: PhraseIndex.maximumWordCount + 1)
        numberReadings = Array(repeating: nil, count: PhraseIndex.maximumWordCount + 1)
        marks = buffers.beginPass()
    }

    /// Starts on a new sentence (keeping the memory of the last one).
    mutating func begin(_ input: PreparedUtterance, vocabularies: [Vocabulary?], now: Date) {
        self.input = input
        self.vocabularies = vocabularies
        self.now = now
        bytes = input.folded.bytes
        flags = input.folded.flags
        count = input.folded.count
        typos = false
        mayHaveFillers = true
        recordsSteps = false
        nearest = nil
        nearestFloor = nil
        if !bestSteps.isEmpty { bestSteps = [] }
        for index in mentioned.indices { mentioned[index] = 0 }
        for index in fillable.indices { fillable[index] = 0 }
        if !lookups.isEmpty { lookups.removeAll(keepingCapacity: true) }
        sentenceStamp &+= 1
        if sentenceStamp == 0 {
            for index in lookupStamps.indices { lookupStamps[index] = 0 }
            for index in numberStamps.indices { numberStamps[index] = 0 }
            sentenceStamp = 1
        }
        if !fuzzyCache.isEmpty { fuzzyCache.removeAll(keepingCapacity: true) }
        fullAlignments = 0
        hasWords = false
        hasTypos = false
        marks = buffers.beginPass()
    }

    /// Bytes the aligner keeps between sentences.
    var memoryBytes: Int {
        buffers.byteSize + lookupStamps.capacity * 12 + lookups.capacity * MemoryLayout<LookupMatch>.stride
            + (captures.capacity + bestCaptures.capacity) * MemoryLayout<Capture>.stride
            + (presentBits.capacity + anchoredBits.capacity + candidates.capacity) * 8
    }

    /// Lets go of the sentence (the aligner waits in its index's pool).
    /// (Its folded bytes and flags are let go of too: the sentence's memory may then be
    /// reused for the next one. What was not loaded is not touched.)
    mutating func end(placeholder: PreparedUtterance) {
        input = placeholder
        vocabularies = []
        bytes = []
        flags = []
        if hasWords {
            words = .empty
            fillerLengths = []
            fillerEnds = []
            lastFillerStart = -1
            decimalSeparators = []
            writtenNumbers = []
        }
        if hasTypos { typoData = .empty }
    }

    /// The best score of a full alignment of the sentence with phrase number `phrase`;
    /// captures in ``bestCaptures``.
    mutating func bestAlignment(of phrase: Int) -> MatchScore? {
        findsNearest = false
        reset(for: phrase)
        explore(phraseEntries[phrase], 0)
        return bestScore
    }

    /// Whether the sentence holds, for every slot that phrase number `phrase` fills from a
    /// list in all its readings, a value of the list at some offset: if not,
    /// ``bestAlignment(of:)`` would find nothing (with ``typos``, not looked at: a typo may
    /// stand for a value).
    mutating func mayAlign(_ phrase: Int) -> Bool {
        var lanes = neededSlots[phrase]
        while lanes != 0 {
            let binding = Int(lanes & 0xFFFF) - 1
            lanes >>= 16
            if !canFill(binding) { return false }
        }
        return true
    }

    private mutating func canFill(_ binding: Int) -> Bool {
        if typos { return true }
        if fillable[binding] != 0 { return fillable[binding] == 2 }
        var found = false
        if let vocabulary = vocabularies[binding] {
            // The values read in place: a first byte no value starts with is passed at once.
            found = bytes.withUnsafeBufferPointer { text in
                let base = vocabulary.base.keys
                var position = 0
                while position < text.count {
                    var any = false
                    base.forEachMatch(in: text, from: position) { entry, _ in
                        if !any, vocabulary.isLive(Int(base.valueIndices[entry])) { any = true }
                    }
                    if !any, let delta = vocabulary.delta { delta.keys.forEachMatch(in: text, from: position) { _, _ in any = true } }
                    if any { return true }
                    position += 1
                }
                return false
            }
        }
        fillable[binding] = found ? 2 : 1
        return found
    }

    /// The furthest partial alignment of the sentence with phrase number `phrase`, in ``nearest``.
    mutating func nearestAlignment(of phrase: Int) {
        findsNearest = true
        reset(for: phrase)
        nearest = nil
        explore(phraseEntries[phrase], 0)
    }

    private mutating func reset(for phrase: Int) {
        // Captures, score, trail and the rest are restored on the way back of every search:
        // they are as new.
        bestScore = nil
        stepsLeft = Self.maximumSteps
    }

    private var recordsTrail: Bool { findsNearest || recordsSteps }

    // MARK: Words, made on first need

    @inline(__always)
    private mutating func loadWords() {
        guard !hasWords else { return }
        let data = input.words
        words = data.words
        fillerLengths = data.fillerLengths
        fillerEnds = [Int32](repeating: 0, count: count + 1)
        lastFillerStart = -1
        for (index, length) in fillerLengths.enumerated() where length > 0 {
            fillerEnds[words.starts[index]] = Int32(words.end(of: index + length - 1))
            lastFillerStart = max(lastFillerStart, words.starts[index])
        }
        decimalSeparators = words.starts.indices.map { Self.isDecimalSeparator(afterWord: $0, words: words, in: input) }
        writtenNumbers = data.writtenNumbers
        hasWords = true
    }

    @inline(__always)
    private mutating func loadTypos() {
        guard !hasTypos else { return }
        loadWords()
        typoData = input.typos(in: index.program)
        hasTypos = true
    }

    /// The index of the word starting at `offset`, if one does.
    @inline(__always)
    private mutating func word(startingAt offset: Int) -> Int? {
        guard offset < count else { return nil }
        loadWords()
        let index = Int(words.indexAt[offset])
        return index >= 0 ? index : nil
    }

    // MARK: The search

    private mutating func explore(_ pc: Int, _ position: Int) {
        guard stepsLeft > 0 else { return }
        stepsLeft -= 1
        if findsNearest {
            notePartial(pc, position)
            if cannotBeatNearest(from: position) { return }
        } else if isJoin[pc], marks.contains(pc: pc, offset: position) {
            return
        }
        let reached = fullAlignments
        let instruction = instructions[pc]
        switch instruction.kind {
        case .accept:
            if position == count {
                fullAlignments += 1
                if !findsNearest { noteFull() }
            } else {
                if mayHaveFillers { skipFiller(pc, position) }
            }
        case .literal:
            let next = Int(instruction.b)
            let piece = pieces[Int(instruction.a)]
            if piece.partsCount > 0 {
                // A run of pieces: at once, or piece by piece where a filler word (one starts
                // here or later), a typo or an explanation may need to stop between them.
                if typos || recordsTrail || (mayHaveFillers && fillerMayStart(atOrAfter: position)) {
                    explore(Int(piece.unmerged), position)
                } else if let (crossings, words) = matchRun(piece, at: position) {
                    takeLiteral(piece, words: words, crossings: crossings, pc: pc, at: position, next: next)
                }
                break
            }
            if mayHaveFillers { skipFiller(pc, position) }
            if var crossings = crossings(of: piece, at: position) {
                let startsWord = position == 0 || !flags[position].isDisjoint(with: [.wordStart, .freeJoint])
                // A word break the template writes before the piece, missing here.
                let breakMissing = piece.breakBefore && !startsWord && chargedBreak != position
                let saved = chargedBreak
                if breakMissing {
                    crossings += 1
                    chargedBreak = position
                }
                if startsWord { score.literalWords += 1 }
                let wasInRun = inLiteralRun
                if !wasInRun { score.segments += 1 }
                inLiteralRun = true
                score.literalCharacters += piece.characters
                score.spacingDifferences += crossings
                push(Step(kind: .word, pc: pc, start: position, end: position + piece.count))
                explore(next, position + piece.count)
                pop()
                score.spacingDifferences -= crossings
                score.literalCharacters -= piece.characters
                inLiteralRun = wasInRun
                if !wasInRun { score.segments -= 1 }
                if startsWord { score.literalWords -= 1 }
                chargedBreak = saved
            } else if typos, piece.wordID >= 0, let word = word(startingAt: position), loadTyposAndCheck(word),
                let edits = typoData.fuzzyEdits(at: word, for: piece.wordID)
            {
                // Characters of the sentence read, the same whichever word the typo is taken for.
                let end = words.end(of: word)
                let characters = characterCount(position..<end)
                score.literalWords += 1
                let wasInRun = inLiteralRun
                if !wasInRun { score.segments += 1 }
                inLiteralRun = true
                score.literalCharacters += characters
                score.fuzzyEdits += edits
                push(Step(kind: .word, pc: pc, start: position, end: end, edits: edits))
                explore(next, end)
                pop()
                score.fuzzyEdits -= edits
                score.literalCharacters -= characters
                inLiteralRun = wasInRun
                if !wasInRun { score.segments -= 1 }
                score.literalWords -= 1
            }
        case .wordBreak:
            let next = Int(instruction.a)
            if isBreak(at: position) || chargedBreak == position {
                explore(next, position)
            } else {
                let saved = chargedBreak
                chargedBreak = position
                score.spacingDifferences += 1
                explore(next, position)
                score.spacingDifferences -= 1
                chargedBreak = saved
            }
        case .branch:
            let first = Int(instruction.a)
            let targets = Int(instruction.b)
            // Alternatives whose text cannot start here, nor after the filler words that may
            // be skipped from here, are not tried (with typos, all are).
            var bit: UInt64 = ~0
            if !typos, position < count {
                bit = 1 << UInt64(bytes[position] & 63)
                if mayHaveFillers {
                    loadWords()
                    var after = position
                    while after < count, fillerEnds[after] != 0 {
                        after = Int(fillerEnds[after])
                        bit |= after < count ? 1 << UInt64(bytes[after] & 63) : ~0
                    }
                }
            }
            if instruction.c > 0, bit.nonzeroBitCount == 1 {
                // Many alternatives: only those listed for this byte, in the same order.
                let row = (Int(instruction.c) - 1) * 65 + bit.trailingZeroBitCount
                var index = Int(branchByteStarts[row])
                let end = Int(branchByteStarts[row + 1])
                while index < end {
                    explore(branchTargets[Int(branchByteTargets[index])], position)
                    index += 1
                }
                break
            }
            var target = first
            while target < first + targets {
                if branchFirstBytes[target] & bit != 0 { explore(branchTargets[target], position) }
                target += 1
            }
        case .slot:
            let (capture, binding, next) = (Int(instruction.a), Int(instruction.b), Int(instruction.c))
            if mayHaveFillers { skipFiller(pc, position) }
            guard position < count else { break }
            fillSlot(pc, capture: capture, binding: binding, next: next, at: position)
        case .omit:
            let (capture, next) = (Int(instruction.a), Int(instruction.b))
            // A slot whose value the sentence says elsewhere was not left out.
            guard !isMentioned(binding: capture) else { break }
            let saved = captures[capture]
            captures[capture] = Capture(start: position, end: position, value: .omitted)
            score.omittedSlots += 1
            push(Step(kind: .omitted, pc: pc, start: position, end: position))
            explore(next, position)
            pop()
            score.omittedSlots -= 1
            captures[capture] = saved
        }
        // A search cut short by the step limit proves nothing about where it stopped.
        if !findsNearest, stepsLeft > 0, fullAlignments == reached, isJoin[pc] { marks.insert(pc: pc, offset: position) }
    }

    /// The spacing differences and word starts of a run of pieces at `position`, or nil when
    /// its bytes are not there. A break the template has between two parts is free where the
    /// sentence has one (or writes without spaces) and a difference where it has none; a
    /// break the sentence has elsewhere inside the run is a difference too.
    @inline(__always)
    private func matchRun(_ piece: PhraseProgram.Piece, at position: Int) -> (crossings: Int, words: Int)? {
        guard position + piece.count <= count else { return nil }
        var offset = 0
        while offset < piece.count {
            if bytes[position + offset] != literalBytes[piece.start + offset] { return nil }
            offset += 1
        }
        let startsWord = position == 0 || !flags[position].isDisjoint(with: [.wordStart, .freeJoint])
        var crossings = piece.breakBefore && !startsWord && chargedBreak != position ? 1 : 0
        var words = startsWord ? 1 : 0
        var part = Int(piece.partsStart)
        let partsEnd = part + Int(piece.partsCount)
        var nextBoundary = part < partsEnd ? Int(runParts[part].offset) : piece.count
        offset = 1
        while offset < piece.count {
            let isWordStart = !flags[position + offset].isDisjoint(with: [.wordStart, .freeJoint])
            if offset == nextBoundary {
                if isWordStart { words += 1 } else if runParts[part].breakBefore { crossings += 1 }
                part += 1
                nextBoundary = part < partsEnd ? Int(runParts[part].offset) : piece.count
            } else if flags[position + offset].contains(.hardBreak) {
                crossings += 1
            }
            offset += 1
        }
        return (crossings, words)
    }

    /// Takes a run of template text at `position` and goes on after it.
    private mutating func takeLiteral(
        _ piece: PhraseProgram.Piece, words: Int, crossings: Int, pc: Int, at position: Int, next: Int
    ) {
        score.literalWords += words
        let wasInRun = inLiteralRun
        if !wasInRun { score.segments += 1 }
        inLiteralRun = true
        score.literalCharacters += piece.characters
        score.spacingDifferences += crossings
        explore(next, position + piece.count)
        score.spacingDifferences -= crossings
        score.literalCharacters -= piece.characters
        inLiteralRun = wasInRun
        if !wasInRun { score.segments -= 1 }
        score.literalWords -= words
    }

    /// Whether a word break at `offset` costs nothing (see ``FoldedText/isBreak(at:)``).
    @inline(__always)
    private func isBreak(at offset: Int) -> Bool {
        offset == 0 || offset >= count || !flags[offset].isDisjoint(with: [.wordStart, .freeJoint])
    }

    /// The hard word breaks of the sentence that `piece` spans at `position` (spacing
    /// differences), or nil when its bytes are not there.
    @inline(__always)
    private func crossings(of piece: PhraseProgram.Piece, at position: Int) -> Int? {
        guard position + piece.count <= count else { return nil }
        var crossings = 0
        var offset = 0
        while offset < piece.count {
            if bytes[position + offset] != literalBytes[piece.start + offset] { return nil }
            if offset > 0, flags[position + offset].contains(.hardBreak) { crossings += 1 }
            offset += 1
        }
        return crossings
    }

    private mutating func fillSlot(_ pc: Int, capture: Int, binding: Int, next: Int, at position: Int) {
        switch bindings[binding].kind {
        case .vocabulary(let allowsFreeText):
            if let vocabulary = vocabularies[binding] {
                fillVocabulary(pc, capture: capture, binding: binding, vocabulary: vocabulary, next: next, at: position)
                if typos, let word = word(startingAt: position) {
                    fillVocabularyWithTypos(
                        pc, capture: capture, binding: binding, vocabulary: vocabulary, next: next, word: word)
                }
            }
            if allowsFreeText { fillText(pc, capture: capture, next: next, at: position) }
        case .text:
            fillText(pc, capture: capture, next: next, at: position)
        case .number(let minimum, let maximum):
            // A sentence within the limit of word starts can still segment into more words
            // (Japanese, read by MeCab): a number past the limit's last word is not read.
            guard let word = word(startingAt: position), word < numberStamps.count else { return }
            if numberStamps[word] != sentenceStamp {
                numberReadings[word] = numberReading(atWord: word)
                numberStamps[word] = sentenceStamp
            }
            guard let reading = numberReadings[word] else { return }
            let value: Capture.Value
            let isWithinLimits: Bool
            switch reading {
            case .beyondInt(let isNegative, _):
                // Too big for Int: only a slot with both limits takes it, as out of range (so
                // that its range is asked for).
                guard minimum != nil, maximum != nil else { return }
                isWithinLimits = false
                value = .number(isNegative ? .min : .max, isWithinLimits: false)
            case .whole(let number, _):
                isWithinLimits = number >= (minimum ?? .min) && number <= (maximum ?? .max)
                value = .number(number, isWithinLimits: isWithinLimits)
            case .parsed(let number):
                isWithinLimits =
                    number.value >= Double(minimum ?? .min) && number.value <= Double(maximum ?? .max)
                value =
                    number.isWhole && abs(number.value) < 9e18
                    ? .number(Int(number.value), isWithinLimits: isWithinLimits)
                    : .decimal(number.value, isWithinLimits: isWithinLimits)
            }
            let end = words.end(of: word + reading.wordCount - 1)
            score.numberSlots += 1
            score.numberWords += reading.wordCount
            if !isWithinLimits { score.slotsOutOfRange += 1 }
            take(pc, capture, Capture(start: position, end: end, value: value), next)
            if !isWithinLimits { score.slotsOutOfRange -= 1 }
            score.numberSlots -= 1
            score.numberWords -= reading.wordCount
        case .date:
            guard let word = word(startingAt: position) else { return }
            guard let reading = parsers.dates.reading(of: words.keys[word...], now: now, calendar: index.calendar)
            else { return }
            let value = Capture.Value.date(reading.date, includesTime: reading.includesTime)
            fillTyped(
                pc, capture, Capture(start: position, end: words.end(of: word + reading.wordCount - 1), value: value),
                words: reading.wordCount, next)
        case .duration:
            guard let word = word(startingAt: position) else { return }
            guard let reading = parsers.durations.reading(of: words.keys[word...]) else { return }
            let value = Capture.Value.duration(seconds: reading.seconds)
            fillTyped(
                pc, capture, Capture(start: position, end: words.end(of: word + reading.wordCount - 1), value: value),
                words: reading.wordCount, next)
        }
    }

    /// A number slot's reading at a word.
    enum NumberRead {
        /// Read by the language's parser (with a written or said fraction), signed as written.
        case parsed(SlotParsers.Number)
        /// Written with thousands separators, or with more digits than the parser reads.
        case whole(Int, wordCount: Int)
        /// Written digits too many for `Int`.
        case beyondInt(isNegative: Bool, wordCount: Int)

        var wordCount: Int {
            switch self {
            case .parsed(let number): number.wordCount
            case .whole(_, let count), .beyondInt(_, let count): count
            }
        }
    }

    /// The number at word `word`: a written number with its sign and thousands separators
    /// (see ``WrittenNumber``), else the language's parser, with a written decimal point or
    /// comma and the written minus sign.
    private func numberReading(atWord word: Int) -> NumberRead? {
        let written = writtenNumbers.isEmpty ? nil : writtenNumbers[word]
        if let written, written.wordCount > 1 || written.value == nil || !written.isNegative {
            if let decimal = written.decimalValue {
                return .parsed(SlotParsers.Number(value: decimal, isWhole: false, wordCount: written.wordCount))
            }
            guard let value = written.value else {
                return .beyondInt(isNegative: written.isNegative, wordCount: written.wordCount)
            }
            return .whole(value, wordCount: written.wordCount)
        }
        let separators = decimalSeparators
        guard var number = parsers.number(in: words.keys[word...], writtenSeparatorAfter: { separators[$0] })
        else { return nil }
        if written?.isNegative == true { number.value = -number.value }
        return .parsed(number)
    }

    /// Loads the typo data; whether word `word` is unknown to the templates (a typo candidate).
    private mutating func loadTyposAndCheck(_ word: Int) -> Bool {
        loadTypos()
        return typoData.wordIDs[word] < 0
    }

    /// Characters (scalars) of the sentence's folded bytes `range`.
    private func characterCount(_ range: Range<Int>) -> Int {
        bytes[range].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }

    /// Whether word `index` is followed, with nothing else between, by "." or ",".
    private static func isDecimalSeparator(afterWord index: Int, words: Words, in input: PreparedUtterance) -> Bool {
        guard index + 1 < words.count else { return false }
        let end = Int(input.folded.originEnds[words.end(of: index) - 1])
        let next = Int(input.folded.origins[words.starts[index + 1]])
        guard next == end + 1 else { return false }
        let separator = input.text.utf8[input.text.utf8.index(input.text.utf8.startIndex, offsetBy: end)]
        return separator == UInt8(ascii: ".") || separator == UInt8(ascii: ",")
    }

    private mutating func fillTyped(_ pc: Int, _ capture: Int, _ value: Capture, words: Int, _ next: Int) {
        score.dateSlots += 1
        score.dateWords += words
        take(pc, capture, value, next)
        score.dateSlots -= 1
        score.dateWords -= words
    }

    /// Exact list values at `position`, with the spacing differences each needs.
    private mutating func fillVocabulary(
        _ pc: Int, capture: Int, binding: Int, vocabulary: Vocabulary, next: Int, at position: Int
    ) {
        let range = matches(of: vocabulary, binding: binding, at: position)
        for index in range {
            let entry = Int(lookups[index].entry)
            let end = Int(lookups[index].end)
            // Base entries are numbered from 0, delta entries from -1 down. The layer (a class)
            // is read in place: its keys are not copied.
            let layer = entry >= 0 ? vocabulary.base : vocabulary.delta!
            let local = entry >= 0 ? entry : -1 - entry
            if !layer.keys.twinTexts.isEmpty, layer.keys.twinTexts[local] != nil {
                let typed = input.originalText(ofBytes: position..<end).text
                let twins = range.filter {
                    Int(lookups[$0].end) == end && (lookups[$0].entry >= 0) == (entry >= 0)
                }.map { Int(lookups[$0].entry >= 0 ? lookups[$0].entry : -1 - lookups[$0].entry) }
                if layer.keys.yieldsToTwin(local, typed: typed, among: twins) { continue }
            }
            let spacing = spacingDifferences(of: layer, entry: local, from: position, to: end)
            let words = Int(layer.keys.wordCounts[local])
            let characters = Int(layer.keys.characterCounts[local])
            score.vocabularySlots += 1
            score.vocabularyWords += words
            score.vocabularyCharacters += characters
            score.spacingDifferences += spacing
            let valueIndex = Int(layer.keys.valueIndices[local])
            take(pc, capture, Capture(start: position, end: end, value: .vocabulary(valueIndex: valueIndex)), next)
            score.spacingDifferences -= spacing
            score.vocabularyCharacters -= characters
            score.vocabularyWords -= words
            score.vocabularySlots -= 1
        }
    }

    /// The lookups of `vocabulary` at `position`, made once per sentence.
    private mutating func matches(of vocabulary: Vocabulary, binding: Int, at position: Int) -> Range<Int> {
        let key = binding * (PhraseIndex.maximumByteCount + 1) + position
        if lookupStamps[key] == sentenceStamp {
            let known = Int(lookupStarts[key])
            return known..<known + Int(lookupCounts[key])
        }
        let start = lookups.count
        bytes.withUnsafeBufferPointer { text in
            vocabulary.base.keys.forEachMatch(in: text, from: position) { entry, end in
                if vocabulary.isLive(Int(vocabulary.base.keys.valueIndices[entry])) {
                    lookups.append(LookupMatch(entry: Int32(entry), end: Int32(end)))
                }
            }
            vocabulary.delta?.keys.forEachMatch(in: text, from: position) { entry, end in
                lookups.append(LookupMatch(entry: Int32(-1 - entry), end: Int32(end)))
            }
        }
        lookupStamps[key] = sentenceStamp
        lookupStarts[key] = Int32(start)
        lookupCounts[key] = Int32(lookups.count - start)
        return start..<lookups.count
    }

    /// Word breaks the sentence has inside a list value where the value has none, and breaks
    /// of the value the sentence lacks (never beside characters written without spaces).
    private func spacingDifferences(of layer: Vocabulary.Layer, entry: Int, from start: Int, to end: Int) -> Int {
        var differences = 0
        let breaks = layer.keys.breakOffsets(of: entry)
        var next = breaks.startIndex
        var offset = start + 1
        while offset < end {
            let isValueBreak = next < breaks.endIndex && Int(breaks[next]) == offset - start
            if isValueBreak {
                next += 1
                if !isBreak(at: offset) { differences += 1 }
            } else if flags[offset].contains(.hardBreak) {
                differences += 1
            }
            offset += 1
        }
        return differences
    }

    /// Values whose words match the words from `word` with typos (edits > 0 only: exact
    /// matches come from ``fillVocabulary``).
    private mutating func fillVocabularyWithTypos(
        _ pc: Int, capture: Int, binding: Int, vocabulary: Vocabulary, next: Int, word: Int
    ) {
        let exact = liveEntries(of: vocabulary, startingWith: words.keys[word])
        if !exact.isEmpty {
            fillWordEntries(pc, capture: capture, next: next, word: word, entries: exact, firstEdits: 0)
        } else {
            for candidate in fuzzyFirstWords(binding: binding, vocabulary: vocabulary, word: word) {
                let entries = liveEntries(of: vocabulary, startingWith: candidate.word)
                guard !entries.isEmpty else { continue }
                fillWordEntries(
                    pc, capture: capture, next: next, word: word, entries: entries, firstEdits: candidate.edits)
            }
        }
    }

    /// The entries of both layers whose first word is `key`, without removed values.
    private func liveEntries(of vocabulary: Vocabulary, startingWith key: String) -> [Vocabulary.Entry] {
        let entries = vocabulary.entries(startingWith: key)
        return entries.base.filter { vocabulary.isLive($0.valueIndex) } + entries.delta
    }

    private mutating func fillWordEntries(
        _ pc: Int, capture: Int, next: Int, word: Int, entries: [Vocabulary.Entry], firstEdits: Int
    ) {
        for entry in entries {
            guard let restEdits = editsMatching(entry.keys, at: word), firstEdits + restEdits > 0 else { continue }
            let start = words.starts[word]
            let end = words.end(of: word + entry.keys.count - 1)
            let edits = firstEdits + restEdits
            let characters = characterCount(start..<end)
            score.vocabularySlots += 1
            score.vocabularyWords += entry.keys.count
            score.vocabularyCharacters += characters
            score.fuzzyEdits += edits
            take(
                pc, capture, Capture(start: start, end: end, value: .vocabulary(valueIndex: entry.valueIndex)), next,
                edits: edits)
            score.fuzzyEdits -= edits
            score.vocabularyCharacters -= characters
            score.vocabularySlots -= 1
            score.vocabularyWords -= entry.keys.count
        }
    }

    /// Whether some value of the binding's vocabulary appears, exactly and as whole words,
    /// anywhere in the sentence.
    private mutating func isMentioned(binding: Int) -> Bool {
        if mentioned[binding] != 0 { return mentioned[binding] == 2 }
        var found = false
        if let vocabulary = vocabularies[binding] {
            var position = 0
            while position < count, !found {
                if position == 0 || !flags[position].isDisjoint(with: [.wordStart, .freeJoint]) {
                    for index in matches(of: vocabulary, binding: binding, at: position)
                    where isBreak(at: Int(lookups[index].end)) {
                        found = true
                    }
                }
                position += 1
            }
        }
        mentioned[binding] = found ? 2 : 1
        return found
    }

    /// Vocabulary first words that word `word` may be a typo of.
    private mutating func fuzzyFirstWords(
        binding: Int, vocabulary: Vocabulary, word: Int
    ) -> [(word: String, edits: Int)] {
        let key = binding &* 256 &+ word
        if let cached = fuzzyCache[key] { return cached }
        let found = vocabulary.fuzzyFirstWords(for: words.keys[word])
        fuzzyCache[key] = found
        return found
    }

    /// Free text: every run of whole words that starts and ends on a word that is not filler,
    /// shortest first.
    private mutating func fillText(_ pc: Int, capture: Int, next: Int, at position: Int) {
        guard let first = word(startingAt: position) else { return }
        guard fillerLengths[first] == 0 else { return }
        if findsNearest { loadTypos() }
        var swallowed = 0
        for last in first..<words.count {
            if findsNearest, typoData.wordIDs[last] >= 0 { swallowed += 1 }
            guard fillerLengths[last] == 0 else { continue }
            let end = words.end(of: last)
            let wordCount = last - first + 1
            score.textSlots += 1
            score.textWords += wordCount
            swallowedWords += swallowed
            take(pc, capture, Capture(start: position, end: end, value: .text), next)
            score.textSlots -= 1
            score.textWords -= wordCount
            swallowedWords -= swallowed
        }
    }

    private mutating func take(_ pc: Int, _ capture: Int, _ value: Capture, _ next: Int, edits: Int = 0) {
        let saved = captures[capture]
        let wasInRun = inLiteralRun
        captures[capture] = value
        score.segments += 1
        inLiteralRun = false
        push(Step(kind: .slot, pc: pc, start: value.start, end: value.end, edits: edits, capture: value))
        explore(next, value.end)
        pop()
        inLiteralRun = wasInRun
        score.segments -= 1
        captures[capture] = saved
    }

    /// Whether a filler phrase starts at `position` or after it.
    private mutating func fillerMayStart(atOrAfter position: Int) -> Bool {
        loadWords()
        return position <= lastFillerStart
    }

    private mutating func skipFiller(_ pc: Int, _ position: Int) {
        guard mayHaveFillers, position < count else { return }
        loadWords()
        let end = Int(fillerEnds[position])
        guard end > 0 else { return }
        let length = fillerLengths[Int(words.indexAt[position])]
        score.skippedWords += length
        push(Step(kind: .filler, pc: pc, start: position, end: end))
        explore(pc, end)
        pop()
        score.skippedWords -= length
    }

    /// The typo edits that make the words after the first at word `index` equal `keys`, or nil.
    private mutating func editsMatching(_ keys: [String], at index: Int) -> Int? {
        guard index + keys.count <= words.count else { return nil }
        var edits = 0
        for offset in 1..<max(keys.count, 1) where words.keys[index + offset] != keys[offset] {
            let known = Array(keys[offset].unicodeScalars)
            let budget = FuzzyIndex.maximumEdits(for: known)
            // A word far longer than the known one is no typo of it; do not copy it to find out.
            guard budget > 0, words.keys[index + offset].utf8.count <= 4 * (known.count + budget),
                let distance = FuzzyIndex.distance(
                    Array(words.keys[index + offset].unicodeScalars), known, limit: budget)
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
    private mutating func cannotBeatNearest(from position: Int) -> Bool {
        let floor: Progress
        switch (nearest?.progress, nearestFloor) {
        case (let kept?, let given?): floor = max(kept, given)
        case (let kept?, nil): floor = kept
        case (nil, let given?): floor = given
        case (nil, nil): return false
        }
        loadWords()
        let remaining = words.count - words.wordIndex(containing: position)
        let ceiling = Progress(
            anchoredWords: score.literalWords + score.typedWords + remaining, position: count,
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
