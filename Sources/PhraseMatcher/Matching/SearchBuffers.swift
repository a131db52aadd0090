/// Memory one search borrows for its dead-end marks — places (instruction, offset) from which
/// no phrase can be completed — kept from sentence to sentence so that matching allocates and
/// clears nothing for them.
///
/// The marks are an open-addressing hash set of stamped keys: a new search pass takes a new
/// stamp instead of clearing the table, which is cleared only when the stamp wraps around. A
/// pass that fills half the table stops adding marks (they only save time) and the next pass
/// gets a table twice as large. Instructions are shared between phrases (see
/// ``TemplateCompiler``), so a mark made for one phrase holds for every phrase that reaches
/// the same place. A ``PhraseIndex`` keeps a few of these in a pool; one search uses one at a
/// time.
///
/// ```swift
/// var marks = buffers.beginPass()
/// marks.insert(pc: 12, offset: 3)
/// marks.contains(pc: 12, offset: 3)  // true
/// ```
final class SearchBuffers: @unchecked Sendable {
    // Unchecked: a buffer belongs to one search at a time (handed out and taken back by the
    // index's pool under its lock).
    // No dynamic exclusivity checks either: they cost more than a pass that marks nothing.
    @exclusivity(unchecked) private var storage: UnsafeMutablePointer<UInt64>
    @exclusivity(unchecked) private var capacity: Int
    @exclusivity(unchecked) private var stamp: UInt32 = 0
    /// Whether the last pass ran out of room.
    @exclusivity(unchecked) private var filled = false

    init(capacity: Int = 4096) {
        self.capacity = capacity
        storage = .allocate(capacity: capacity)
        storage.initialize(repeating: 0, count: capacity)
    }

    deinit { storage.deallocate() }

    /// Bytes held.
    var byteSize: Int { capacity * MemoryLayout<UInt64>.stride }

    /// Empty marks for a new pass of the search.
    func beginPass() -> Marks {
        if filled {
            storage.deallocate()
            capacity *= 2
            storage = .allocate(capacity: capacity)
            storage.initialize(repeating: 0, count: capacity)
            stamp = 0
            filled = false
        }
        stamp &+= 1
        if stamp == 0 {
            storage.update(repeating: 0, count: capacity)
            stamp = 1
        }
        return Marks(storage: storage, mask: capacity - 1, stamp: UInt64(stamp) << 32, room: capacity / 2, owner: self)
    }

    fileprivate func noteFilled() { filled = true }

    /// The dead-end marks of one pass.
    struct Marks: @unchecked Sendable {
        // Unchecked: a pointer into its buffer's storage, used by the one search that owns
        // the buffer.
        fileprivate let storage: UnsafeMutablePointer<UInt64>
        fileprivate let mask: Int
        fileprivate let stamp: UInt64
        /// Marks that may still be added.
        fileprivate var room: Int
        fileprivate unowned(unsafe) let owner: SearchBuffers

        /// Offsets are below 2,048 and instructions below 2,097,152: one 32-bit key.
        @inline(__always)
        private static func key(_ pc: Int, _ offset: Int) -> UInt64 {
            UInt64(truncatingIfNeeded: pc << 11 | offset) & 0xFFFF_FFFF
        }

        @inline(__always)
        private func slot(of key: UInt64) -> Int {
            Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
        }

        @inline(__always)
        func contains(pc: Int, offset: Int) -> Bool {
            let key = Self.key(pc, offset)
            var index = slot(of: key)
            while true {
                let entry = storage[index]
                guard entry & 0xFFFF_FFFF_0000_0000 == stamp else { return false }
                if entry & 0xFFFF_FFFF == key { return true }
                index = (index + 1) & mask
            }
        }

        @inline(__always)
        mutating func insert(pc: Int, offset: Int) {
            guard room > 0 else {
                if room == 0 {
                    owner.noteFilled()
                    room = -1
                }
                return
            }
            let key = Self.key(pc, offset)
            var index = slot(of: key)
            while storage[index] & 0xFFFF_FFFF_0000_0000 == stamp {
                if storage[index] & 0xFFFF_FFFF == key { return }
                index = (index + 1) & mask
            }
            storage[index] = stamp | key
            room -= 1
        }
    }
}
