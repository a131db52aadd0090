/// Renders a sentence a phrase accepts from a partial alignment: the person's words where they
/// aligned, the template's words and sample slot values for the rest.
///
/// Vocabulary slots are rendered by their value's title ("Buy milk"), other slots as typed;
/// after the divergence, branches take their first alternative and skip optional parts, and
/// slots take their vocabulary's first title or stay open for the caller to fill. Words keep
/// the template's spacing (“Qu’est-ce que”, 「スープを頼んで」), and template text glued to
/// what comes before it inside a word (`batter(y|ies)`) stays glued.
///
/// ```swift
/// renderer.parts(of: phrase, steps: steps, continuingAt: pc)  // Complete · Buy milk · in · Tasks
/// ```
struct ExampleRenderer {
    let program: PhraseProgram
    let vocabularies: [Vocabulary?]
    let input: PreparedUtterance

    func parts(of phrase: PhraseProgram.CompiledPhrase, steps: [Aligner.Step], continuingAt start: Int)
        -> [NearMiss.Part]
    {
        var parts: [NearMiss.Part] = []
        /// Whether the next template text is glued to what came before.
        var glued = false
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
                parts.append(word(at: step.pc, glued: isInsideWord))
                previousEnd = step.end
                glued = true
                continue
            case .slot: break
            }
            previousEnd = step.end
            glued = false
            guard let capture = step.capture, case .slot(let binding, _, _) = program.instructions[step.pc] else {
                continue
            }
            let name = program.bindings[binding].name
            let said = input.originalText(ofBytes: capture.start..<capture.end).text
            if case .vocabulary(let valueIndex) = capture.value, let vocabulary = vocabularies[binding] {
                parts.append(
                    NearMiss.Part(text: vocabulary.value(at: valueIndex).title, slot: name, isTitle: true, said: said))
            } else {
                parts.append(NearMiss.Part(text: said, slot: name, firstTitle: vocabularies[binding]?.first?.title))
            }
        }
        var pc = start
        while true {
            switch program.instructions[pc] {
            case .accept:
                return parts
            case .literal(let piece, _) where program.pieces[piece].partsCount > 0:
                pc = Int(program.pieces[piece].unmerged)  // a run: its pieces one by one
            case .literal(let piece, let next):
                parts.append(word(at: pc, glued: glued && !program.pieces[piece].breakBefore))
                glued = true
                pc = next
            case .wordBreak(let next):
                glued = false
                pc = next
            case .slot(let capture, let binding, let next):
                let title = vocabularies[binding]?.first?.title
                parts.append(
                    NearMiss.Part(
                        text: title, slot: program.bindings[capture].name, isTitle: title != nil, firstTitle: title))
                glued = false
                pc = next
            case .branch(let first, let count, let isOptional):
                pc = program.branchTargets[isOptional ? first + count - 1 : first]
            case .omit(_, let next):
                pc = next
            }
        }
    }

    /// A word of the template with the template's spacing before it; where the template does
    /// not say (text right after a group or slot), none inside a word.
    private func word(at pc: Int, glued: Bool) -> NearMiss.Part {
        NearMiss.Part(text: program.displayWords[pc], spacing: program.displaySpacing[pc] ?? (glued ? "" : nil))
    }
}
