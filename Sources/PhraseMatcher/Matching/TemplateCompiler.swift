/// Compiles parsed templates into one ``PhraseProgram``, back to front.
///
/// Each node is compiled with its continuation (`next`), so a sequence is compiled from its
/// last node to its first and alternatives share the continuation. Literal text is folded
/// by the index's ``Normalizer`` into pieces of bytes, cut where the template has a space or
/// punctuation (a `wordBreak`) and where ICU cuts words written without spaces; nothing
/// separates a group or slot from the text it is glued to, so `batter(y|ies)` reads one word.
/// A piece that is a whole template word is also interned in the lexicon, for typos. An
/// omittable slot becomes a branch: fill it (with the word that joins it, such as "to" in
/// "to ${applicationName}"), or leave both out — the joining word may still be said.
///
/// Instructions are shared: every phrase ends at the same `accept` (instruction 0), and an
/// instruction equal to one already made (same operation, same operands, same continuation)
/// is that one. Phrases whose endings are written alike — most of an intent's templates end
/// with the same optional area or name — thus share them, and a search that found no way to
/// finish from a place in one phrase need not look again from the same place in another.
/// A slot's capture is its binding, the same in every phrase.
///
/// ```swift
/// var compiler = TemplateCompiler(normalizer: Normalizer(languageCode: "en"), definitions: ["title": .text])
/// try compiler.add(Phrase(id: "Add", template: "Add ${title}"))
/// let program = compiler.finish()
/// ```
struct TemplateCompiler {
    /// A sequence item: a node, or an omittable slot with the word that joins it.
    private enum Piece {
        case node(TemplateNode)
        case omittable(slot: String, joiner: TemplateNode?, joinerFirst: Bool)
    }

    let normalizer: Normalizer
    let definitions: [String: SlotDefinition]
    private(set) var program = PhraseProgram()
    private var bindingIndex: [String: Int] = [:]
    private var phraseNumbers: [String: Int] = [:]
    /// Instructions made so far, for sharing equal ones.
    private var made: [Made: Int] = [:]
    /// Pieces made so far, for sharing equal ones.
    private var madePieces: [MadePiece: Int] = [:]
    /// Branches made so far, by their targets.
    private var madeBranches: [MadeBranch: Int] = [:]

    private struct Made: Hashable {
        var instruction: Instruction
        var display: String
        var spacing: String?
    }

    private struct MadePiece: Hashable {
        var bytes: [UInt8]
        var wordID: Int
        var breakBefore: Bool
    }

    private struct MadeBranch: Hashable {
        var targets: [Int]
        var isOptional: Bool
    }
    /// Whether an apostrophe ends a word (French elision) rather than joining its letters.
    private let apostropheEndsWord: Bool

    init(normalizer: Normalizer, definitions: [String: SlotDefinition]) {
        self.normalizer = normalizer
        self.definitions = definitions
        apostropheEndsWord = LanguageRules.rules(for: normalizer.languageCode).splitsAfterApostrophe
        _ = emit(.accept)
    }

    /// The `accept` every phrase ends with.
    static let accept = 0

    mutating func add(_ phrase: Phrase) throws(TemplateSyntaxError) {
        let template = try Template.parse(phrase.template)
        var captureNames: [String] = []
        var captureBindings: [Int] = []
        let entry = compile(
            template.root, next: Self.accept, phraseID: phrase.id, names: &captureNames, bindings: &captureBindings,
            context: .init(left: true, right: true))
        let idNumber: Int
        if let known = phraseNumbers[phrase.id] {
            idNumber = known
        } else {
            idNumber = program.phraseIDs.count
            phraseNumbers[phrase.id] = idNumber
            program.phraseIDs.append(phrase.id)
        }
        program.phrases.append(
            .init(
                phrase: phrase, template: template, entry: entry, captureNames: captureNames,
                captureBindings: captureBindings, idNumber: idNumber))
        program.phraseEntries.append(entry)
        program.phraseCaptureBindings.append(captureBindings)
        program.phraseIDNumbers.append(idNumber)
    }

    /// The program, with its words indexed for typos, its phrases by required text, and a
    /// scanner for that text (and for the first words of `fillerKeys`).
    mutating func finish(fillerKeys: [String] = []) -> PhraseProgram {
        program.fuzzyLexicon = LazyFuzzyIndex(words: program.lexiconWords)
        var memo = [[[Int]]?](repeating: nil, count: program.instructions.count)
        let requirements = program.phrases.map { self.requirements(from: $0.entry, memo: &memo) }
        for clauses in requirements {
            for clause in clauses {
                program.requiredPieces.append(Int32(clause.count))
                program.requiredPieces += clause.map { Int32($0) }
            }
            program.requirementStarts.append(Int32(program.requiredPieces.count))
        }
        var frequency = [Int](repeating: 0, count: program.pieceKeys.count)
        for clauses in requirements {
            for key in Set(clauses.joined()) { frequency[key] += 1 }
        }
        program.anchoredPhrases = Array(repeating: [], count: program.pieceKeys.count)
        for (index, clauses) in requirements.enumerated() {
            let cost = { (clause: [Int]) in clause.reduce(0) { $0 + frequency[$1] } }
            if let anchor = clauses.min(by: { (cost($0), $0.count) < (cost($1), $1.count) }) {
                for key in anchor { program.anchoredPhrases[key].append(index) }
            } else {
                program.unanchoredPhrases.append(index)
            }
        }
        var seen = [Int](repeating: -1, count: program.instructions.count)
        for (index, phrase) in program.phrases.enumerated() {
            // The pieces of every instruction the phrase reaches.
            var keys = Set<Int>()
            var stack = [phrase.entry]
            while let pc = stack.popLast() {
                guard seen[pc] != index else { continue }
                seen[pc] = index
                switch program.instructions[pc] {
                case .literal(let piece, let next):
                    keys.insert(program.pieces[piece].key)
                    stack.append(next)
                case .wordBreak(let next), .slot(_, _, let next), .omit(_, let next): stack.append(next)
                case .branch(let first, let count, _): stack += program.branchTargets[first..<first + count]
                case .accept: break
                }
            }
            for key in keys { program.phrasesContaining[key, default: []].append(index) }
            if mayStartWithSlot(phrase.entry) { program.slotFirstPhrases.append(index) }
        }
        program.maxCaptures = program.bindings.count
        var predecessors = [UInt8](repeating: 0, count: program.instructions.count)
        func lead(to pc: Int) { predecessors[pc] = predecessors[pc] &+ (predecessors[pc] < 2 ? 1 : 0) }
        for entry in program.phraseEntries { lead(to: entry) }
        for instruction in program.instructions {
            switch instruction {
            case .literal(_, let next), .wordBreak(let next), .slot(_, _, let next), .omit(_, let next): lead(to: next)
            case .branch(let first, let count, _): for target in program.branchTargets[first..<first + count] { lead(to: target) }
            case .accept: break
            }
        }
        program.isJoin = predecessors.map { $0 > 1 }
        var firstBytes = [UInt64?](repeating: nil, count: program.instructions.count)
        program.branchFirstBytes = program.branchTargets.map { self.firstBytes(from: $0, memo: &firstBytes) }
        program.phraseFirstBytes = program.phraseEntries.map { self.firstBytes(from: $0, memo: &firstBytes) }
        var lastBytes = [(bits: UInt64, mayBeEmpty: Bool)?](repeating: nil, count: program.instructions.count)
        program.phraseLastBytes = program.phraseEntries.map { entry in
            let last = self.lastBytes(from: entry, memo: &lastBytes)
            return last.mayBeEmpty ? ~0 : last.bits
        }
        mergeRuns()
        program.packedInstructions = program.instructions.map(PackedInstruction.init)
        indexBranchesByFirstByte()
        let needed = PhraseProgram.neededSlots(
            instructions: program.packedInstructions, branchTargets: program.branchTargets, bindings: program.bindings)
        program.phraseNeededSlots = program.phraseEntries.map { needed[$0] }
        var patterns = Array(repeating: [UInt8](), count: program.pieceKeys.count)
        for (bytes, key) in program.pieceKeys { patterns[key] = bytes }
        program.fillerPatternStart = patterns.count
        patterns += fillerKeys.map { Array($0.utf8) }
        program.scanner = PieceScanner(patterns: patterns)
        return program
    }

    /// Literal instructions followed by literals become one run, compared at once; the
    /// instructions they replace stay, for the searches that read piece by piece.
    private mutating func mergeRuns() {
        let original = program.instructions
        for pc in original.indices {
            guard case .literal(let first, var next) = original[pc], case .literal = original[next] else { continue }
            var parts = [first]
            while parts.count < 16, case .literal(let piece, let after) = original[next] {
                parts.append(piece)
                next = after
            }
            var bytes: [UInt8] = []
            var characters = 0
            var runParts: [PhraseProgram.RunPart] = []
            for (index, part) in parts.enumerated() {
                let piece = program.pieces[part]
                if index > 0 { runParts.append(.init(offset: Int32(bytes.count), breakBefore: piece.breakBefore)) }
                bytes += program.literalBytes[piece.start..<piece.start + piece.count]
                characters += piece.characters
            }
            let unmerged = program.instructions.count
            program.instructions.append(original[pc])
            program.displayWords.append(program.displayWords[pc])
            program.displaySpacing.append(program.displaySpacing[pc])
            program.isJoin.append(false)
            var run = program.pieces[first]
            run.start = program.literalBytes.count
            run.count = bytes.count
            run.characters = characters
            run.wordID = -1
            run.partsStart = Int32(program.runParts.count)
            run.partsCount = Int32(runParts.count)
            run.unmerged = Int32(unmerged)
            program.literalBytes += bytes
            program.runParts += runParts
            program.pieces.append(run)
            program.instructions[pc] = .literal(piece: program.pieces.count - 1, next: next)
        }
    }

    /// Gives each branch of many alternatives its table of alternatives by first byte (see
    /// ``PhraseProgram/branchByteStarts``), unless the table would be much larger than the
    /// branch: an alternative that may start with any byte (a slot first, an empty one) is
    /// listed under all 64 bits, so a branch gets a table only with at most about two of them.
    private mutating func indexBranchesByFirstByte() {
        for pc in program.packedInstructions.indices where program.packedInstructions[pc].kind == .branch {
            let first = Int(program.packedInstructions[pc].a)
            let count = Int(program.packedInstructions[pc].b)
            guard count >= PhraseProgram.branchTableMinimum else { continue }
            let masks = program.branchFirstBytes[first..<first + count]
            let entries = masks.reduce(0) { $0 + $1.nonzeroBitCount }
            guard entries <= 4 * count + 128 else { continue }
            let table = program.branchByteStarts.count / 65
            for bit in 0..<64 {
                program.branchByteStarts.append(Int32(program.branchByteTargets.count))
                for target in first..<first + count where program.branchFirstBytes[target] & (1 << UInt64(bit)) != 0 {
                    program.branchByteTargets.append(Int32(target))
                }
            }
            program.branchByteStarts.append(Int32(program.branchByteTargets.count))
            program.packedInstructions[pc].c = Int32(table + 1)
        }
    }

    /// The bytes a match from `pc` may start with, as bits (see ``PhraseProgram/branchFirstBytes``).
    private func firstBytes(from pc: Int, memo: inout [UInt64?]) -> UInt64 {
        if let known = memo[pc] { return known }
        memo[pc] = ~0  // a cycle (never made by the compiler) reads as anything
        var bits: UInt64 = ~0
        switch program.instructions[pc] {
        case .literal(let index, _):
            let piece = program.pieces[index]
            if piece.count > 0 { bits = 1 << UInt64(program.literalBytes[piece.start] & 63) }
        case .wordBreak(let next):
            bits = firstBytes(from: next, memo: &memo)
        case .branch(let first, let count, _):
            bits = program.branchTargets[first..<first + count].reduce(0) { $0 | firstBytes(from: $1, memo: &memo) }
        case .accept, .slot, .omit:
            bits = ~0
        }
        memo[pc] = bits
        return bits
    }

    /// The bytes a match from `pc` to the end may end with, as bits, and whether it may match
    /// nothing at all (then the byte before decides).
    private func lastBytes(from pc: Int, memo: inout [(bits: UInt64, mayBeEmpty: Bool)?]) -> (
        bits: UInt64, mayBeEmpty: Bool
    ) {
        if let known = memo[pc] { return known }
        memo[pc] = (~0, true)  // a cycle (never made by the compiler) reads as anything
        var result: (bits: UInt64, mayBeEmpty: Bool)
        switch program.instructions[pc] {
        case .accept:
            result = (0, true)
        case .literal(let index, let next):
            let rest = lastBytes(from: next, memo: &memo)
            let piece = program.pieces[index]
            let own: UInt64 = piece.count > 0 ? 1 << UInt64(program.literalBytes[piece.start + piece.count - 1] & 63) : 0
            result = (rest.bits | (rest.mayBeEmpty ? own : 0), rest.mayBeEmpty && piece.count == 0)
        case .wordBreak(let next):
            result = lastBytes(from: next, memo: &memo)
        case .slot(_, _, let next):
            let rest = lastBytes(from: next, memo: &memo)
            result = (rest.mayBeEmpty ? ~0 : rest.bits, false)
        case .omit(_, let next):
            result = lastBytes(from: next, memo: &memo)
        case .branch(let first, let count, _):
            result = (0, false)
            for target in program.branchTargets[first..<first + count] {
                let branch = lastBytes(from: target, memo: &memo)
                result.bits |= branch.bits
                result.mayBeEmpty = result.mayBeEmpty || branch.mayBeEmpty
            }
        }
        memo[pc] = result
        return result
    }

    /// Whether a slot can come before any word from `pc`.
    private func mayStartWithSlot(_ pc: Int) -> Bool {
        switch program.instructions[pc] {
        case .accept, .literal: false
        case .slot, .omit: true
        case .wordBreak(let next): mayStartWithSlot(next)
        case .branch(let first, let count, _):
            program.branchTargets[first..<first + count].contains(where: mayStartWithSlot)
        }
    }

    /// What every path from `pc` to `accept` contains: clauses of scanner piece ids, each
    /// satisfied when one of its pieces is in the sentence. Alternatives contribute the clauses
    /// all their branches share, and one clause joining each branch's nearest piece.
    private func requirements(from pc: Int, memo: inout [[[Int]]?]) -> [[Int]] {
        if let known = memo[pc] { return known }
        var clauses: [[Int]]
        switch program.instructions[pc] {
        case .accept:
            clauses = []
        case .literal(let piece, let next):
            clauses = requirements(from: next, memo: &memo)
            let key = program.pieces[piece].key
            if program.pieces[piece].count >= 2, !clauses.contains([key]) { clauses.insert([key], at: 0) }
        case .wordBreak(let next), .slot(_, _, let next), .omit(_, let next):
            clauses = requirements(from: next, memo: &memo)
        case .branch(let first, let count, _):
            let branches = program.branchTargets[first..<first + count].map { requirements(from: $0, memo: &memo) }
            let common = branches.dropFirst().reduce(Set(branches[0])) { $0.intersection($1) }
            clauses = branches[0].filter(common.contains)
            var joined = Set<Int>()
            var everyBranch = true
            for branch in branches {
                guard let nearest = branch.first(where: { !common.contains($0) }) else {
                    everyBranch = false
                    break
                }
                joined.formUnion(nearest)
            }
            if everyBranch, !joined.isEmpty, joined.count <= 64 { clauses.insert(joined.sorted(), at: 0) }
        }
        if clauses.count > 12 { clauses.removeLast(clauses.count - 12) }
        memo[pc] = clauses
        return clauses
    }

    /// The binding index for `name` in `phraseID`, creating it on first use.
    mutating func binding(for name: String, in phraseID: String) -> Int {
        let key = definitionKey(for: name, in: phraseID)
        if let index = bindingIndex[key] { return index }
        let definition = definitions[key]
        program.bindings.append(
            .init(key: key, name: name, kind: definition?.kind ?? .text, isOmittable: definition?.isOmittable ?? false))
        bindingIndex[key] = program.bindings.count - 1
        return program.bindings.count - 1
    }

    private func definitionKey(for name: String, in phraseID: String) -> String {
        let scoped = "\(phraseID)/\(name)"
        return definitions[scoped] != nil ? scoped : name
    }

    private func isOmittable(_ name: String, in phraseID: String) -> Bool {
        definitions[definitionKey(for: name, in: phraseID)]?.isOmittable ?? false
    }

    /// Whether the template has a word break just before and just after a node, as far as
    /// can be told from its neighbours: a piece is a whole word (typos allowed) only between two.
    struct Context {
        var left: Bool
        var right: Bool
    }

    private mutating func compile(
        _ node: TemplateNode, next: Int, phraseID: String, names: inout [String], bindings: inout [Int],
        context: Context
    ) -> Int {
        switch node {
        case .text(let text):
            return compileText(text, next: next, context: context)
        case .slot(let name):
            let capture = self.capture(name, phraseID: phraseID, names: &names, bindings: &bindings)
            let filled = emit(.slot(capture: capture, binding: capture, next: next))
            guard isOmittable(name, in: phraseID) else { return filled }
            return emitBranch([filled, emit(.omit(capture: capture, next: next))], isOptional: false)
        case .sequence(let nodes):
            var pc = next
            let pieces = pieces(of: nodes, phraseID: phraseID)
            for (index, piece) in pieces.enumerated().reversed() {
                let inner = Context(
                    left: index == 0 ? context.left : endsWithBreak(pieces[index - 1]),
                    right: index == pieces.count - 1 ? context.right : startsWithBreak(pieces[index + 1]))
                switch piece {
                case .node(let node):
                    pc = compile(
                        node, next: pc, phraseID: phraseID, names: &names, bindings: &bindings, context: inner)
                case .omittable(let slot, let joiner, let joinerFirst):
                    pc = compileOmittable(
                        slot, joiner: joiner, joinerFirst: joinerFirst, next: pc, phraseID: phraseID, names: &names,
                        bindings: &bindings)
                }
            }
            return pc
        case .alternatives(let branches):
            var targets: [Int] = []
            for branch in branches {
                targets.append(
                    compile(branch, next: next, phraseID: phraseID, names: &names, bindings: &bindings, context: context))
            }
            // `([a]|[b])` is `[a|b]`: alternatives that may each be skipped are one optional
            // group, so that a search skips it one way, not once per alternative. (Only when
            // the first may be skipped: an example then shows the group skipped, as before.)
            if let first = targets.first, skippingTargets(of: first, to: next) != nil {
                var flat: [Int] = []
                for target in targets { flat += skippingTargets(of: target, to: next) ?? [target] }
                return emitBranch(flat.filter { $0 != next } + [next], isOptional: true)
            }
            return emitBranch(targets, isOptional: false)
        case .optional(let body):
            let entry = compile(body, next: next, phraseID: phraseID, names: &names, bindings: &bindings, context: context)
            // `[[a]]` and `[a|]`: a body that may already be skipped needs no second way round.
            if skippingTargets(of: entry, to: next) != nil { return entry }
            return emitBranch([entry, next], isOptional: true)
        }
    }

    /// The targets other than the skip of an optional group at `pc` whose skip goes to `next`,
    /// or nil when `pc` is no such group.
    private func skippingTargets(of pc: Int, to next: Int) -> [Int]? {
        guard case .branch(let first, let count, true) = program.instructions[pc],
            program.branchTargets[first + count - 1] == next
        else { return nil }
        return Array(program.branchTargets[first..<first + count - 1])
    }

    /// Literal text: its pieces, with a `wordBreak` wherever the template has a space or
    /// punctuation (apostrophes join letters, or end a word where the language elides).
    private mutating func compileText(_ text: String, next: Int, context: Context) -> Int {
        let tokens = normalizer.tokens(in: text)
        guard !tokens.isEmpty else {
            return isSeparator(text[...]) ? emitBreak(next: next) : next
        }
        // Parts front to back: a piece (token index) or a break.
        var parts: [Int] = []  // -1: break
        if isSeparator(text[..<tokens[0].range.lowerBound]) { parts.append(-1) }
        for index in tokens.indices {
            if index > 0 {
                let gap = text[tokens[index - 1].range.upperBound..<tokens[index].range.lowerBound]
                if isSeparator(gap) || endsWithElision(text[tokens[index - 1].range]) { parts.append(-1) }
            }
            parts.append(index)
        }
        if isSeparator(text[tokens[tokens.count - 1].range.upperBound...])
            || endsWithElision(text[tokens[tokens.count - 1].range])
        {
            parts.append(-1)
        }
        var pc = next
        for (position, part) in parts.enumerated().reversed() {
            guard part >= 0 else {
                pc = emitBreak(next: pc)
                continue
            }
            let token = tokens[part]
            let left = position == 0 ? context.left : (parts[position - 1] < 0 || writtenWithoutSpaces(tokens[part - 1].key, token.key))
            let right =
                position == parts.count - 1
                ? context.right : (parts[position + 1] < 0 || writtenWithoutSpaces(token.key, tokens[part + 1].key))
            // The template's spacing before the word: the text since the word before it, or what
            // this text starts with; nil where the text starts right at the word (after a group
            // or slot, where the template does not say).
            let spacingStart = part == 0 ? text.startIndex : tokens[part - 1].range.upperBound
            let spacing = String(text[spacingStart..<token.range.lowerBound])
            pc = emitPiece(
                key: token.key, display: String(text[token.range]), spacing: part == 0 && spacing.isEmpty ? nil : spacing,
                isWholeWord: left && right, next: pc)
        }
        return pc
    }

    /// Whether text between words holds a separator: anything but apostrophes, which join
    /// letters ("what's", "${name}['s]") unless the language elides.
    private func isSeparator(_ gap: Substring) -> Bool {
        gap.unicodeScalars.contains { !Normalizer.isApostrophe($0) || apostropheEndsWord }
    }

    /// Whether a word ends with an eliding apostrophe ("l'").
    private func endsWithElision(_ word: Substring) -> Bool {
        apostropheEndsWord && word.unicodeScalars.last.map(Normalizer.isApostrophe) == true
    }

    /// Whether two neighbouring words meet where a script written without spaces is.
    private func writtenWithoutSpaces(_ before: String, _ after: String) -> Bool {
        (before.unicodeScalars.last.map(WordSegmenter.isWrittenWithoutSpaces) ?? false)
            || (after.unicodeScalars.first.map(WordSegmenter.isWrittenWithoutSpaces) ?? false)
    }

    private func endsWithBreak(_ piece: Piece) -> Bool {
        switch piece {
        case .node(.text(let text)): text.unicodeScalars.last.map { !FoldedText.isWordScalar($0) } ?? true
        case .node(.slot), .omittable: true
        default: false
        }
    }

    private func startsWithBreak(_ piece: Piece) -> Bool {
        switch piece {
        case .node(.text(let text)): text.unicodeScalars.first.map { !FoldedText.isWordScalar($0) } ?? true
        case .node(.slot), .omittable: true
        default: false
        }
    }

    /// The nodes of a sequence, with each omittable slot taking its joining word from the text
    /// before it, or the group before it ("(sur|dans) ${applicationName}"); when it comes first,
    /// from the text or group after it.
    private func pieces(of nodes: [TemplateNode], phraseID: String) -> [Piece] {
        var pieces: [Piece] = []
        var stripFirstWord = false
        var skipNext = false
        for (index, node) in nodes.enumerated() {
            if skipNext {
                skipNext = false
                continue
            }
            if case .text(let text) = node, stripFirstWord {
                stripFirstWord = false
                let tokens = normalizer.tokens(in: text)
                if let first = tokens.first {
                    let rest = String(text[first.range.upperBound...])
                    if !normalizer.tokens(in: rest).isEmpty { pieces.append(.node(.text(rest))) }
                    continue
                }
            }
            guard case .slot(let name) = node, isOmittable(name, in: phraseID) else {
                pieces.append(.node(node))
                continue
            }
            let following = index + 1 < nodes.count ? nodes[index + 1] : nil
            // Spacing between the joining group and the slot joins nothing.
            if case .node(.text(let spacing)) = pieces.last, normalizer.tokens(in: spacing).isEmpty,
                pieces.count >= 2, case .node(let group) = pieces[pieces.count - 2], group.isGroup
            {
                pieces.removeLast()
            }
            if case .node(.text(let before)) = pieces.last, let last = normalizer.tokens(in: before).last {
                pieces.removeLast()
                // The joining word keeps the spacing before it ("my list in ${app}"): said with
                // the slot, it is a word of its own.
                let tokens = normalizer.tokens(in: before)
                let joinerStart = tokens.count >= 2 ? tokens[tokens.count - 2].range.upperBound : before.startIndex
                let prefix = String(before[..<joinerStart])
                if !normalizer.tokens(in: prefix).isEmpty { pieces.append(.node(.text(prefix))) }
                pieces.append(
                    .omittable(slot: name, joiner: .text(String(before[joinerStart..<last.range.upperBound])), joinerFirst: true))
            } else if case .node(let group) = pieces.last, group.isGroup {
                pieces.removeLast()
                pieces.append(.omittable(slot: name, joiner: group, joinerFirst: true))
            } else if case .text(let after) = following, let first = normalizer.tokens(in: after).first {
                pieces.append(.omittable(slot: name, joiner: .text(String(after[first.range])), joinerFirst: false))
                stripFirstWord = true
            } else if let following, following.isGroup {
                pieces.append(.omittable(slot: name, joiner: following, joinerFirst: false))
                skipNext = true
            } else {
                pieces.append(.omittable(slot: name, joiner: nil, joinerFirst: true))
            }
        }
        return pieces
    }

    /// `joiner slot | [joiner] omit` (or `slot joiner | omit [joiner]` when the slot comes first).
    private mutating func compileOmittable(
        _ name: String, joiner: TemplateNode?, joinerFirst: Bool, next: Int, phraseID: String,
        names: inout [String], bindings: inout [Int]
    ) -> Int {
        let capture = self.capture(name, phraseID: phraseID, names: &names, bindings: &bindings)
        let joined = Context(left: true, right: true)
        guard let joiner else {
            return compile(
                .slot(name), next: next, phraseID: phraseID, names: &names, bindings: &bindings,
                context: .init(left: true, right: true))
        }
        let filled: Int
        let omitted: Int
        if joinerFirst {
            let slot = emit(.slot(capture: capture, binding: capture, next: next))
            filled = compile(joiner, next: slot, phraseID: phraseID, names: &names, bindings: &bindings, context: joined)
            let omit = emit(.omit(capture: capture, next: next))
            let said = compile(joiner, next: omit, phraseID: phraseID, names: &names, bindings: &bindings, context: joined)
            omitted = emitBranch([said, omit], isOptional: true)
        } else {
            let after = compile(joiner, next: next, phraseID: phraseID, names: &names, bindings: &bindings, context: joined)
            filled = emit(.slot(capture: capture, binding: capture, next: after))
            let said = compile(joiner, next: next, phraseID: phraseID, names: &names, bindings: &bindings, context: joined)
            omitted = emit(.omit(capture: capture, next: emitBranch([said, next], isOptional: true)))
        }
        return emitBranch([filled, omitted], isOptional: false)
    }

    /// The capture of slot `name`: its binding, recorded in the phrase's names and bindings.
    private mutating func capture(_ name: String, phraseID: String, names: inout [String], bindings: inout [Int]) -> Int
    {
        if let existing = names.firstIndex(of: name) { return bindings[existing] }
        names.append(name)
        bindings.append(binding(for: name, in: phraseID))
        return bindings[bindings.count - 1]
    }

    private mutating func emitPiece(key: String, display: String, spacing: String?, isWholeWord: Bool, next: Int) -> Int {
        let bytes = Array(key.utf8)
        let scannerKey: Int
        if let known = program.pieceKeys[bytes] {
            scannerKey = known
        } else {
            scannerKey = program.pieceKeys.count
            program.pieceKeys[bytes] = scannerKey
        }
        var wordID = -1
        if isWholeWord {
            if let known = program.lexicon[key] {
                wordID = known
            } else {
                wordID = program.lexiconWords.count
                program.lexicon[key] = wordID
                program.lexiconWords.append(key)
                program.lexiconPieceKeys.append(scannerKey)
            }
        }
        let piece = PhraseProgram.Piece(
            start: program.literalBytes.count, count: bytes.count,
            characters: bytes.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }, wordID: wordID, key: scannerKey)
        return emit(.literal(piece: self.piece(piece, bytes: bytes), next: next), display: display, spacing: spacing)
    }

    /// The index of a piece equal to `piece` (whose bytes are `bytes`), made if new.
    private mutating func piece(_ piece: PhraseProgram.Piece, bytes: [UInt8]) -> Int {
        let content = MadePiece(bytes: bytes, wordID: piece.wordID, breakBefore: piece.breakBefore)
        if let known = madePieces[content] { return known }
        var piece = piece
        piece.start = program.literalBytes.count
        program.literalBytes += bytes
        program.pieces.append(piece)
        madePieces[content] = program.pieces.count - 1
        return program.pieces.count - 1
    }

    /// A word break before `next`: nothing before the end, another break or a number, date,
    /// duration or free-text slot (which start at a word anyway); folded into a literal that
    /// follows; an instruction otherwise.
    private mutating func emitBreak(next: Int) -> Int {
        switch program.instructions[next] {
        case .accept, .wordBreak:
            return next
        case .slot(_, let binding, _) where !isVocabulary(binding):
            return next
        case .literal(let index, let after) where !program.pieces[index].breakBefore:
            var piece = program.pieces[index]
            piece.breakBefore = true
            let bytes = Array(program.literalBytes[piece.start..<piece.start + piece.count])
            return emit(
                .literal(piece: self.piece(piece, bytes: bytes), next: after), display: program.displayWords[next],
                spacing: program.displaySpacing[next])
        default:
            return emit(.wordBreak(next: next))
        }
    }

    private func isVocabulary(_ binding: Int) -> Bool {
        if case .vocabulary = program.bindings[binding].kind { return true }
        return false
    }

    /// The instruction equal to `instruction` (with the same display and spacing), made if new.
    private mutating func emit(_ instruction: Instruction, display: String = "", spacing: String? = nil) -> Int {
        let key = Made(instruction: instruction, display: display, spacing: spacing)
        if let known = made[key] { return known }
        program.instructions.append(instruction)
        program.displayWords.append(display)
        program.displaySpacing.append(spacing)
        made[key] = program.instructions.count - 1
        return program.instructions.count - 1
    }

    /// A branch to `targets`. Alternatives compiled to the same instruction (`(a|a)`, the empty
    /// branches of `(a|||)`, `[|]`) are one target: a search tries each way once, however
    /// often a template writes it. A branch left with one target is that target.
    private mutating func emitBranch(_ targets: [Int], isOptional: Bool) -> Int {
        var seen = Set<Int>()
        let targets = targets.filter { seen.insert($0).inserted }
        if targets.count == 1 { return targets[0] }
        let key = MadeBranch(targets: targets, isOptional: isOptional)
        if let known = madeBranches[key] { return known }
        let first = program.branchTargets.count
        program.branchTargets += targets
        let pc = emit(.branch(first: first, count: targets.count, isOptional: isOptional))
        madeBranches[key] = pc
        return pc
    }
}

extension TemplateNode {
    /// `(a|b)` or `[a]`: a group that can join an omittable slot to the sentence.
    fileprivate var isGroup: Bool {
        switch self {
        case .alternatives, .optional: true
        default: false
        }
    }
}
