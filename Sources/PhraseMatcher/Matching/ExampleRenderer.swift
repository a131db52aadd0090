/// Renders a sentence a phrase accepts from a partial alignment: the person's words where they
/// aligned, the template's words and sample slot values for the rest.
///
/// Vocabulary slots are rendered by their value's title ("Buy milk"), other slots as typed;
/// after the divergence, branches take their first alternative and skip optional parts, and
/// slots take their vocabulary's first title or stay open for the caller to fill. Words keep
/// the template's spacing (“Qu’est-ce que”, 「スープを頼んで」).
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
        for step in steps {
            switch step.kind {
            case .filler, .omitted: continue
            case .word:
                parts.append(word(at: step.pc))
                continue
            case .slot: break
            }
            guard let capture = step.capture,
                case .slot(let captureIndex, let binding, _) = program.instructions[step.pc]
            else { continue }
            let name = phrase.captureNames[captureIndex]
            if case .vocabulary(let valueIndex) = capture.value, let vocabulary = vocabularies[binding] {
                parts.append(
                    NearMiss.Part(
                        text: vocabulary.value(at: valueIndex).title, slot: name, isTitle: true,
                        said: input.originalText(of: capture.start..<capture.end).text))
            } else {
                parts.append(
                    NearMiss.Part(
                        text: input.originalText(of: capture.start..<capture.end).text, slot: name,
                        firstTitle: vocabularies[binding]?.first?.title))
            }
        }
        var pc = start
        while true {
            switch program.instructions[pc] {
            case .accept:
                return parts
            case .word(_, let next):
                parts.append(word(at: pc))
                pc = next
            case .slot(let capture, let binding, let next):
                let title = vocabularies[binding]?.first?.title
                parts.append(
                    NearMiss.Part(text: title, slot: phrase.captureNames[capture], isTitle: title != nil, firstTitle: title))
                pc = next
            case .branch(let first, let count, let isOptional):
                pc = program.branchTargets[isOptional ? first + count - 1 : first]
            case .omit(_, let next):
                pc = next
            }
        }
    }

    private func word(at pc: Int) -> NearMiss.Part {
        NearMiss.Part(text: program.displayWords[pc], spacing: program.displaySpacing[pc])
    }
}
