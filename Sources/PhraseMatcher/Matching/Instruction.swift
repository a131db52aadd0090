/// One step of a compiled phrase program: match literal bytes, a word break, fill a slot,
/// branch, or accept.
///
/// Templates compile to a small graph of instructions (like a regular-expression program)
/// stored in one flat array for all phrases; `next` and branch targets are indices into it.
/// Literal text is compared as folded bytes at any offset of the sentence, so a group or slot
/// may sit inside a word; a space or punctuation in the template becomes a `wordBreak`.
///
/// ```swift
/// // "Add [a] ${title}" compiles, back to front, to (the break before a free-text slot is
/// // implied, as it starts at a word):
/// // 0 accept · 1 slot(title, next: 0) · 2 literal("a", next: 1) · 3 branch([2, 1], optional)
/// // · 4 wordBreak(next: 3) · 5 literal("add", next: 4)
/// ```
enum Instruction: Sendable, Hashable {
    /// Consume the bytes of literal piece `piece` (see ``PhraseProgram/pieces``).
    case literal(piece: Int, next: Int)
    /// A space or punctuation in the template: free where the sentence has a word break (or
    /// writes without spaces), a spacing difference elsewhere.
    case wordBreak(next: Int)
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

/// An instruction in 16 bytes, for the search: its kind and up to three operands, so that the
/// program of a large phrase set stays in the processor's caches.
///
/// ```swift
/// let packed = PackedInstruction(.slot(capture: 2, binding: 2, next: 7))
/// packed.kind  // .slot; packed.a == 2, packed.b == 2, packed.c == 7
/// ```
struct PackedInstruction: Sendable, Hashable {
    enum Kind: UInt8, Sendable { case accept, literal, wordBreak, branch, slot, omit }

    var kind: Kind
    var isOptional = false
    /// `literal`: piece; `wordBreak`: next; `branch`: first target; `slot`, `omit`: capture.
    var a: Int32 = 0
    /// `literal`: next; `branch`: target count; `slot`: binding; `omit`: next.
    var b: Int32 = 0
    /// `slot`: next; `branch`: its table by first byte + 1, or 0 (see
    /// ``PhraseProgram/branchByteStarts``).
    var c: Int32 = 0

    init(_ instruction: Instruction) {
        switch instruction {
        case .accept:
            kind = .accept
        case .literal(let piece, let next):
            kind = .literal
            a = Int32(piece)
            b = Int32(next)
        case .wordBreak(let next):
            kind = .wordBreak
            a = Int32(next)
        case .branch(let first, let count, let isOptional):
            kind = .branch
            a = Int32(first)
            b = Int32(count)
            self.isOptional = isOptional
        case .slot(let capture, let binding, let next):
            kind = .slot
            a = Int32(capture)
            b = Int32(binding)
            c = Int32(next)
        case .omit(let capture, let next):
            kind = .omit
            a = Int32(capture)
            b = Int32(next)
        }
    }
}
