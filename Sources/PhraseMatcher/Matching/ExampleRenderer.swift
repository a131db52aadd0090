/// Renders a sentence a phrase accepts from a partial alignment: the person's words where they
/// aligned, the template's words and sample slot values for the rest.
///
/// Vocabulary slots are rendered by their value's title ("Buy milk"), other slots as typed;
/// after the divergence, branches take their first alternative and skip optional parts, and
/// slots take their vocabulary's first title or a `${name}` placeholder.
///
/// ```swift
/// renderer.example(of: phrase, steps: steps, continuingAt: pc)  // "Complete Buy milk in Tasks"
/// ```
struct ExampleRenderer {
    let program: PhraseProgram
    let vocabularies: [Vocabulary?]
    let input: PreparedUtterance

    func example(of phrase: PhraseProgram.CompiledPhrase, steps: [Aligner.Step], continuingAt start: Int) -> String {
        var text = ""
        /// Whether the next template text is glued to what came before.
        var glued = false
        func append(_ part: String, gluing: Bool = false) {
            if !text.isEmpty, !gluing { text += " " }
            text += part
        }
        var previousEnd = -1
        for step in steps {
            switch step.kind {
            case .filler, .omitted: continue
            case .word:
                var breakBefore = false
                if case .literal(let piece, _) = program.instructions[step.pc] {
                    breakBefore = program.pieces[piece].breakBefore
                }
                let isInsideWord =
                    !breakBefore && step.start == previousEnd && step.start > 0
                    && input.folded.flags[step.start].isDisjoint(with: [.wordStart, .freeJoint])
                append(program.displayWords[step.pc], gluing: isInsideWord)
                previousEnd = step.end
                glued = true
                continue
            case .slot: break
            }
            previousEnd = step.end
            glued = false
            guard let capture = step.capture else { continue }
            if case .vocabulary(let valueIndex) = capture.value,
                case .slot(_, let binding, _) = program.instructions[step.pc],
                let vocabulary = vocabularies[binding]
            {
                append(vocabulary.value(at: valueIndex).title)
            } else {
                append(input.originalText(ofBytes: capture.start..<capture.end).text)
            }
        }
        var pc = start
        while true {
            switch program.instructions[pc] {
            case .accept:
                return text
            case .literal(let piece, _) where program.pieces[piece].partsCount > 0:
                pc = Int(program.pieces[piece].unmerged)  // a run: its pieces one by one
            case .literal(let piece, let next):
                append(program.displayWords[pc], gluing: glued && !program.pieces[piece].breakBefore)
                glued = true
                pc = next
            case .wordBreak(let next):
                glued = false
                pc = next
            case .slot(let capture, let binding, let next):
                append(vocabularies[binding]?.first?.title ?? "${\(program.bindings[capture].name)}")
                glued = false
                pc = next
            case .branch(let first, let count, let isOptional):
                pc = program.branchTargets[isOptional ? first + count - 1 : first]
            case .omit(_, let next):
                pc = next
            }
        }
    }
}
