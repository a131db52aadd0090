/// Renders a sentence a phrase accepts from a partial alignment: the person's words where they
/// aligned, the template's words and sample slot values for the rest.
///
/// Vocabulary slots are rendered by their value's title ("Buy milk"), other slots as typed;
/// after the divergence, branches take their first alternative and skip optional parts, and
/// slots take their vocabulary's first title or — for a slot with no vocabulary, such as free
/// text — a `${name}` placeholder, in which case the example is not `isFilled`: it may help a
/// developer (`hark explain`) but must never be offered to a person.
///
/// ```swift
/// renderer.example(of: phrase, steps: steps, continuingAt: pc).text  // "Complete Buy milk in Tasks"
/// ```
struct ExampleRenderer {
    let program: PhraseProgram
    let vocabularies: [Vocabulary?]
    let input: PreparedUtterance

    func example(
        of phrase: PhraseProgram.CompiledPhrase, steps: [Aligner.Step], continuingAt start: Int
    ) -> (text: String, isFilled: Bool) {
        var words: [String] = []
        var isFilled = true
        for step in steps {
            switch step.kind {
            case .filler, .omitted: continue
            case .word:
                words.append(program.displayWords[step.pc])
                continue
            case .slot: break
            }
            guard let capture = step.capture else { continue }
            if case .vocabulary(let valueIndex) = capture.value,
                case .slot(_, let binding, _) = program.instructions[step.pc],
                let vocabulary = vocabularies[binding]
            {
                words.append(vocabulary.value(at: valueIndex).title)
            } else {
                words.append(input.originalText(of: capture.start..<capture.end).text)
            }
        }
        var pc = start
        while true {
            switch program.instructions[pc] {
            case .accept:
                return (words.joined(separator: " "), isFilled)
            case .word(_, let next):
                words.append(program.displayWords[pc])
                pc = next
            case .slot(let capture, let binding, let next):
                if let title = vocabularies[binding]?.first?.title {
                    words.append(title)
                } else {
                    words.append("${\(phrase.captureNames[capture])}")
                    isFilled = false
                }
                pc = next
            case .branch(let first, let count, let isOptional):
                pc = program.branchTargets[isOptional ? first + count - 1 : first]
            case .omit(_, let next):
                pc = next
            }
        }
    }
}
