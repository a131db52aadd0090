/// Compiles parsed templates into one ``PhraseProgram``, back to front.
///
/// Each node is compiled with its continuation (`next`), so a sequence is compiled from its
/// last node to its first and alternatives share the continuation. Literal text is cut into
/// words by the index's ``Normalizer`` and words are interned as integers, so matching
/// compares integers.
///
/// ```swift
/// var compiler = TemplateCompiler(normalizer: Normalizer(languageCode: "en"), definitions: ["title": .text])
/// try compiler.add(Phrase(id: "Add", template: "Add ${title}"))
/// ```
struct TemplateCompiler {
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
                captureBindings: captureBindings))
        program.maxCaptures = max(program.maxCaptures, captureNames.count)
    }

    /// The binding index for `name` in `phraseID`, creating it on first use.
    mutating func binding(for name: String, in phraseID: String) -> Int {
        let scoped = "\(phraseID)/\(name)"
        let key = definitions[scoped] != nil ? scoped : name
        if let index = bindingIndex[key] { return index }
        program.bindings.append(.init(key: key, kind: definitions[key]?.kind ?? .text))
        bindingIndex[key] = program.bindings.count - 1
        return program.bindings.count - 1
    }

    private mutating func compile(
        _ node: TemplateNode, next: Int, phraseID: String, names: inout [String], bindings: inout [Int]
    ) -> Int {
        switch node {
        case .text(let text):
            var pc = next
            for token in normalizer.tokens(in: text).reversed() {
                let id = program.lexicon[token.key] ?? program.lexicon.count
                program.lexicon[token.key] = id
                pc = emit(.word(id: id, next: pc), display: String(text[token.range]))
            }
            return pc
        case .slot(let name):
            let capture: Int
            if let existing = names.firstIndex(of: name) {
                capture = existing
            } else {
                names.append(name)
                bindings.append(binding(for: name, in: phraseID))
                capture = names.count - 1
            }
            return emit(.slot(capture: capture, binding: bindings[capture], next: next))
        case .sequence(let nodes):
            var pc = next
            for node in nodes.reversed() {
                pc = compile(node, next: pc, phraseID: phraseID, names: &names, bindings: &bindings)
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

    private mutating func emit(_ instruction: Instruction, display: String = "") -> Int {
        program.instructions.append(instruction)
        program.displayWords.append(display)
        return program.instructions.count - 1
    }

    private mutating func emitBranch(_ targets: [Int], isOptional: Bool) -> Int {
        let first = program.branchTargets.count
        program.branchTargets += targets
        return emit(.branch(first: first, count: targets.count, isOptional: isOptional))
    }
}
