/// A folded word as a dictionary key, hashed and compared by its UTF-8 bytes.
///
/// Words from ``FlexibleTokenizer`` are already folded to one normal form, so two that mean the
/// same word have the same bytes. `String`'s own hashing and `==` normalize non-ASCII text on
/// every call (to compare canonically equivalent spellings), which made look-ups of Japanese,
/// Spanish, French and German words the flexible stage's largest cost; bytes need none of it.
struct WordKey: Hashable, Sendable {
    let text: String

    init(_ text: String) { self.text = text }

    func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    static func == (lhs: WordKey, rhs: WordKey) -> Bool { lhs.text.hasSameBytes(as: rhs.text) }
}

extension String {
    /// Whether two folded words are the same word (see ``WordKey``).
    func hasSameBytes(as other: String) -> Bool {
        var (left, right) = (self, other)
        return left.withUTF8 { a in right.withUTF8 { b in a.elementsEqual(b) } }
    }
}
