/// Memory one search borrows for its dead-end marks, kept from sentence to sentence so that
/// matching allocates and clears nothing for them.
///
/// Marks are stamped: a new phrase takes a new stamp instead of clearing the marks; the buffer
/// is cleared only when the stamp wraps around. A ``PhraseIndex`` keeps a few of these in a
/// pool; one search uses one at a time.
///
/// ```swift
/// let buffers = SearchBuffers()
/// let marks = buffers.marks(for: 1_000)  // 1,000 marks, none equal to buffers.stamp
/// ```
final class SearchBuffers: @unchecked Sendable {
    // Unchecked: a buffer belongs to one search at a time (handed out and taken back by the
    // index's pool under its lock).
    private var storage: UnsafeMutablePointer<UInt32>
    private var capacity: Int
    /// The stamp of the marks of the current phrase.
    private(set) var stamp: UInt32 = 0

    init(capacity: Int = 4096) {
        self.capacity = capacity
        storage = .allocate(capacity: capacity)
        storage.initialize(repeating: 0, count: capacity)
    }

    deinit { storage.deallocate() }

    /// Bytes held.
    var byteSize: Int { capacity * MemoryLayout<UInt32>.stride }

    /// At least `count` marks, none of them set for the new ``stamp``.
    func marks(for count: Int) -> UnsafeMutablePointer<UInt32> {
        if count > capacity {
            storage.deallocate()
            capacity = max(count, capacity * 2)
            storage = .allocate(capacity: capacity)
            storage.initialize(repeating: 0, count: capacity)
            stamp = 0
        }
        stamp &+= 1
        if stamp == 0 {
            storage.update(repeating: 0, count: capacity)
            stamp = 1
        }
        return storage
    }
}
