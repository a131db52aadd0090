/// One step of a compiled phrase program: match a word, fill a slot, branch, or accept.
///
/// Templates compile to a small graph of instructions (like a regular-expression program)
/// stored in one flat array for all phrases; `next` and branch targets are indices into it.
///
/// ```swift
/// // "Add [a] ${title}" compiles, back to front, to:
/// // 0 accept · 1 slot(title, next: 0) · 2 word("a", next: 1) · 3 branch([2, 1], optional) · 4 word("add", next: 3)
/// ```
enum Instruction: Sendable, Hashable {
    /// Consume one utterance word whose lexicon id is `id`.
    case word(id: Int, next: Int)
    /// Fill the phrase's capture `capture` using slot binding `binding`.
    case slot(capture: Int, binding: Int, next: Int)
    /// Continue at each of `PhraseProgram.branchTargets[first..<first + count]`; for an
    /// optional part the last target skips it.
    case branch(first: Int, count: Int, isOptional: Bool)
    /// Leave out the omittable slot of capture `capture` (scored below filling it).
    case omit(capture: Int, next: Int)
    /// The phrase is complete.
    case accept
}
