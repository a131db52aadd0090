/// Compiles parsed templates into one ``PhraseProgram``, back to front.
///
/// Each node is compiled with its continuation (`next`), so a sequence is compiled from its
/// last node to its first and alternatives share the continuation. Literal text is cut into
/// words by the index's ``Normalizer`` and words are interned as integers, so matching
/// compares integers. An omittable slot becomes a branch: fill it (with the word that joins
/// it, such as "to" in "to ${applicationName}"), or leave both out — the joining word may
/// still be said.
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

    init(normalizer: Normalizer, definitions: [String: SlotDefinition]) {
        self.normalizer = normalizer
        self.definitions = definitions
    }

    mutating func add(_ phrase: Phrase) throws(TemplateSyntaxError) {
        let template = try Template.parse(phrase.template)
        var captureNames: [String] = []
        var captureBindings: [Int] = []
        let accept = emit(.accept)
        let entry = compile(
            template.root, next: accept, phraseID: phrase.id, names: &captureNames, bindings: &captureBindings)
        program.phrases.append(
            .init(
                phrase: phrase, template: template, entry: entry, captureNames: captureNames,
                captureBindings: captureBindings, firstInstruction: accept))
        program.maxCaptures = max(program.maxCaptures, captureNames.count)
    }

    /// The program, with its literal words indexed for typos and its phrases by required word.
    mutating func finish() -> PhraseProgram {
        program.fuzzyLexicon = FuzzyIndex(words: program.lexiconWords)
        var memo = [Set<Int>?](repeating: nil, count: program.instructions.count)
        program.requiredWords = program.phrases.map { required(from: $0.entry, memo: &memo).sorted() }
        var frequency: [Int: Int] = [:]
        for words in program.requiredWords { for word in words { frequency[word, default: 0] += 1 } }
        for (index, words) in program.requiredWords.enumerated() {
            if let anchor = words.min(by: { (frequency[$0]!, $0) < (frequency[$1]!, $1) }) {
                program.anchoredPhrases[anchor, default: []].append(index)
            } else {
                program.unanchoredPhrases.append(index)
            }
        }
        for (index, phrase) in program.phrases.enumerated() {
            let end =
                index + 1 < program.phrases.count
                ? program.phrases[index + 1].firstInstruction! : program.instructions.count
            var words = Set<Int>()
            for pc in phrase.firstInstruction!..<end {
                if case .word(let id, _) = program.instructions[pc] { words.insert(id) }
            }
            for word in words { program.phrasesContaining[word, default: []].append(index) }
            if mayStartWithSlot(phrase.entry) { program.slotFirstPhrases.append(index) }
        }
        return program
    }

    /// Whether a slot can come before any word from `pc`.
    private func mayStartWithSlot(_ pc: Int) -> Bool {
        switch program.instructions[pc] {
        case .accept, .word: false
        case .slot, .omit: true
        case .branch(let first, let count, _):
            program.branchTargets[first..<first + count].contains(where: mayStartWithSlot)
        }
    }

    /// The word ids on every path from `pc` to `accept`.
    private func required(from pc: Int, memo: inout [Set<Int>?]) -> Set<Int> {
        if let known = memo[pc] { return known }
        let words: Set<Int>
        switch program.instructions[pc] {
        case .accept: words = []
        case .word(let id, let next): words = required(from: next, memo: &memo).union([id])
        case .slot(_, _, let next), .omit(_, let next): words = required(from: next, memo: &memo)
        case .branch(let first, let count, _):
            var common: Set<Int>?
            for target in program.branchTargets[first..<first + count] {
                let path = required(from: target, memo: &memo)
                common = common.map { $0.intersection(path) } ?? path
            }
            words = common ?? []
        }
        memo[pc] = words
        return words
    }

    /// The binding index for `name` in `phraseID`, creating it on first use.
    mutating func binding(for name: String, in phraseID: String) -> Int {
        let key = definitionKey(for: name, in: phraseID)
        if let index = bindingIndex[key] { return index }
        let definition = definitions[key]
        program.bindings.append(
            .init(key: key, kind: definition?.kind ?? .text, isOmittable: definition?.isOmittable ?? false))
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

    private mutating func compile(
        _ node: TemplateNode, next: Int, phraseID: String, names: inout [String], bindings: inout [Int]
    ) -> Int {
        switch node {
        case .text(let text):
            var pc = next
            let tokens = normalizer.tokens(in: text)
            for (position, token) in tokens.enumerated().reversed() {
                let start = position == 0 ? text.startIndex : tokens[position - 1].range.upperBound
                let spacing = String(text[start..<token.range.lowerBound])
                pc = emitWord(
                    key: token.key, display: String(text[token.range]),
                    spacing: position == 0 && spacing.isEmpty ? nil : spacing, next: pc)
            }
            return pc
        case .slot(let name):
            let capture = self.capture(name, phraseID: phraseID, names: &names, bindings: &bindings)
            let filled = emit(.slot(capture: capture, binding: bindings[capture], next: next))
            guard isOmittable(name, in: phraseID) else { return filled }
            return emitBranch([filled, emit(.omit(capture: capture, next: next))], isOptional: false)
        case .sequence(let nodes):
            var pc = next
            for piece in pieces(of: nodes, phraseID: phraseID).reversed() {
                switch piece {
                case .node(let node):
                    pc = compile(node, next: pc, phraseID: phraseID, names: &names, bindings: &bindings)
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
                targets.append(compile(branch, next: next, phraseID: phraseID, names: &names, bindings: &bindings))
            }
            return emitBranch(targets, isOptional: false)
        case .optional(let body):
            let entry = compile(body, next: next, phraseID: phraseID, names: &names, bindings: &bindings)
            return emitBranch([entry, next], isOptional: true)
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
                let prefix = String(before[..<last.range.lowerBound])
                if !normalizer.tokens(in: prefix).isEmpty { pieces.append(.node(.text(prefix))) }
                pieces.append(.omittable(slot: name, joiner: .text(String(before[last.range])), joinerFirst: true))
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
        guard let joiner else {
            return compile(.slot(name), next: next, phraseID: phraseID, names: &names, bindings: &bindings)
        }
        let filled: Int
        let omitted: Int
        if joinerFirst {
            let slot = emit(.slot(capture: capture, binding: bindings[capture], next: next))
            filled = compile(joiner, next: slot, phraseID: phraseID, names: &names, bindings: &bindings)
            let omit = emit(.omit(capture: capture, next: next))
            let said = compile(joiner, next: omit, phraseID: phraseID, names: &names, bindings: &bindings)
            omitted = emitBranch([said, omit], isOptional: true)
        } else {
            let after = compile(joiner, next: next, phraseID: phraseID, names: &names, bindings: &bindings)
            filled = emit(.slot(capture: capture, binding: bindings[capture], next: after))
            let said = compile(joiner, next: next, phraseID: phraseID, names: &names, bindings: &bindings)
            omitted = emit(.omit(capture: capture, next: emitBranch([said, next], isOptional: true)))
        }
        return emitBranch([filled, omitted], isOptional: false)
    }

    private mutating func capture(_ name: String, phraseID: String, names: inout [String], bindings: inout [Int]) -> Int
    {
        if let existing = names.firstIndex(of: name) { return existing }
        names.append(name)
        bindings.append(binding(for: name, in: phraseID))
        return names.count - 1
    }

    private mutating func emitWord(key: String, display: String, spacing: String?, next: Int) -> Int {
        let id: Int
        if let known = program.lexicon[key] {
            id = known
        } else {
            id = program.lexiconWords.count
            program.lexicon[key] = id
            program.lexiconWords.append(key)
        }
        return emit(.word(id: id, next: next), display: display, spacing: spacing)
    }

    private mutating func emit(_ instruction: Instruction, display: String = "", spacing: String? = nil) -> Int {
        program.instructions.append(instruction)
        program.displayWords.append(display)
        program.displaySpacing.append(spacing)
        return program.instructions.count - 1
    }

    private mutating func emitBranch(_ targets: [Int], isOptional: Bool) -> Int {
        let first = program.branchTargets.count
        program.branchTargets += targets
        return emit(.branch(first: first, count: targets.count, isOptional: isOptional))
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
