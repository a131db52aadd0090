/// Values by folded word, looked up by a sentence's keys and forms: hashed and compared as
/// bytes (see ``WordKey``). Keys and forms are folded alike (NFKC, then composed), so bytes
/// say what `String`'s `==` says, without normalizing a non-ASCII word at every look-up — the
/// flexible stage asks such a table about every form of every word of a sentence, and for
/// Japanese words the normalizing was most of the cost.
///
/// ```swift
/// let table = WordTable(["頼む": [0, 2]])
/// table["頼む"]  // [0, 2]
/// ```
struct WordTable<Value: Sendable>: Sendable {
    private let byKey: [WordKey: Value]

    init(_ table: [String: Value]) {
        var byKey: [WordKey: Value] = [:]
        byKey.reserveCapacity(table.count)
        for (key, value) in table { byKey[WordKey(key)] = value }
        self.byKey = byKey
    }

    subscript(key: String) -> Value? { byKey[WordKey(key)] }

    var isEmpty: Bool { byKey.isEmpty }
}
