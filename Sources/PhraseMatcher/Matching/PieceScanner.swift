/// Finds, in one pass over a sentence's folded bytes, which of many byte strings occur in it
/// (Aho–Corasick), so that only the phrases whose required literal text is there are tried.
///
/// Built once per index. States keep their outgoing edges sorted by byte (the start state as a
/// table of 256), a failure link and the patterns ending there; a scan costs a few
/// nanoseconds per byte, whatever the number of patterns. A small automaton (at most
/// ``denseLimit`` states × byte classes) also gets its whole transition function as one table,
/// failure links followed in advance: a scan then reads one entry per byte. Small phrase sets
/// are those whose sentences are cheap to search, where the scan is a large share of a call
/// (Japanese text, whose bytes all continue some pattern, took ~50 instructions a byte).
///
/// ```swift
/// let scanner = PieceScanner(patterns: [Array("batter".utf8), Array("low".utf8)])
/// var found = [Bool](repeating: false, count: 2)
/// scanner.scan(Array("arebatterieslow".utf8)[...]) { pattern, _ in found[pattern] = true }  // [true, true]
/// ```
struct PieceScanner: Sendable {
    private var edgeStarts: [Int32] = [0]
    private var edgeBytes: [UInt8] = []
    private var edgeTargets: [Int32] = []
    private var failures: [Int32] = []
    /// Patterns ending at each state, following output links: `outputs[outputStarts[s]..<outputStarts[s + 1]]`.
    private var outputStarts: [Int32] = []
    private var outputs: [Int32] = []
    private var root = [Int32](repeating: 0, count: 256)
    /// Each byte's class: 0 for bytes no pattern contains, else 1 and up (dense table only).
    private var byteClasses = [UInt16](repeating: 0, count: 256)
    private var classCount = 0
    /// The next state for each state and byte class (`state * classCount + class`), or empty
    /// when the automaton is too large for it.
    private var dense: [Int32] = []
    /// Most entries a dense table may have (4 bytes each).
    static let denseLimit = 1 << 16
    private(set) var patternCount: Int
    /// Each pattern's length in bytes.
    private(set) var patternLengths: [Int]

    /// `denseLimit`: the most entries of the dense table (0: none).
    init(patterns: [[UInt8]], denseLimit: Int = PieceScanner.denseLimit) {
        patternCount = patterns.count
        patternLengths = patterns.map(\.count)
        // Build the trie with dictionary edges first.
        var children: [[UInt8: Int32]] = [[:]]
        var ending: [[Int32]] = [[]]
        for (index, pattern) in patterns.enumerated() where !pattern.isEmpty {
            var state = 0
            for byte in pattern {
                if let next = children[state][byte] {
                    state = Int(next)
                } else {
                    children.append([:])
                    ending.append([])
                    children[state][byte] = Int32(children.count - 1)
                    state = children.count - 1
                }
            }
            ending[state].append(Int32(index))
        }
        // Failure links, breadth first; outputs merged along them.
        var failure = [Int32](repeating: 0, count: children.count)
        var order: [Int] = []
        var queue = children[0].values.map(Int.init)
        var head = 0
        while head < queue.count {
            let state = queue[head]
            head += 1
            order.append(state)
            for (byte, child) in children[state] {
                queue.append(Int(child))
                guard state != 0 else { continue }
                var fallback = Int(failure[state])
                while fallback != 0, children[fallback][byte] == nil { fallback = Int(failure[fallback]) }
                failure[Int(child)] = children[fallback][byte] ?? 0
            }
        }
        for state in order { ending[state] += ending[Int(failure[state])] }
        for state in children.indices {
            let sorted = children[state].sorted { $0.key < $1.key }
            for (byte, child) in sorted {
                edgeBytes.append(byte)
                edgeTargets.append(child)
            }
            edgeStarts.append(Int32(edgeBytes.count))
            outputStarts.append(Int32(outputs.count))
            outputs += Set(ending[state]).sorted()
        }
        outputStarts.append(Int32(outputs.count))
        failures = failure
        for (byte, child) in children[0] { root[Int(byte)] = child }
        // The dense table, rows in breadth-first order: a state's failure state is shallower,
        // so its row is complete when the state's row copies it.
        var used = [Bool](repeating: false, count: 256)
        for pattern in patterns { for byte in pattern { used[Int(byte)] = true } }
        var classes = 1
        for byte in 0..<256 where used[byte] {
            byteClasses[byte] = UInt16(classes)
            classes += 1
        }
        guard children.count * classes <= denseLimit else { return }
        classCount = classes
        var table = [Int32](repeating: 0, count: children.count * classes)
        for (byte, child) in children[0] { table[Int(byteClasses[Int(byte)])] = child }
        for state in order {
            let row = state * classes
            let fallbackRow = Int(failure[state]) * classes
            for index in 0..<classes { table[row + index] = table[fallbackRow + index] }
            for (byte, child) in children[state] { table[row + Int(byteClasses[Int(byte)])] = child }
        }
        dense = table
    }

    /// Calls `found` with the index of every pattern occurring in `bytes` and the offset just
    /// past that occurrence (a pattern may be reported more than once).
    func scan(_ bytes: ArraySlice<UInt8>, _ found: (Int, Int) -> Void) {
        guard patternCount > 0 else { return }
        if !dense.isEmpty {
            scanDense(bytes, found)
            return
        }
        edgeStarts.withUnsafeBufferPointer { edgeStarts in
            edgeBytes.withUnsafeBufferPointer { edgeBytes in
                edgeTargets.withUnsafeBufferPointer { edgeTargets in
                    var state: Int32 = 0
                    var position = bytes.startIndex
                    for byte in bytes {
                        position += 1
                        while true {
                            if state == 0 {
                                state = root[Int(byte)]
                                break
                            }
                            if let next = Self.edge(
                                from: Int(state), byte, starts: edgeStarts, bytes: edgeBytes, targets: edgeTargets)
                            {
                                state = next
                                break
                            }
                            state = failures[Int(state)]
                        }
                        let from = Int(outputStarts[Int(state)])
                        let to = Int(outputStarts[Int(state) + 1])
                        var index = from
                        while index < to {
                            found(Int(outputs[index]), position)
                            index += 1
                        }
                    }
                }
            }
        }
    }

    /// ``scan(_:_:)`` with the dense table: one entry read per byte.
    private func scanDense(_ bytes: ArraySlice<UInt8>, _ found: (Int, Int) -> Void) {
        let classCount = classCount
        dense.withUnsafeBufferPointer { table in
            byteClasses.withUnsafeBufferPointer { byteClasses in
                outputStarts.withUnsafeBufferPointer { outputStarts in
                    outputs.withUnsafeBufferPointer { outputs in
                        bytes.withUnsafeBufferPointer { text in
                            var state = 0
                            var position = bytes.startIndex
                            for byte in text {
                                position += 1
                                state = Int(table[state * classCount + Int(byteClasses[Int(byte)])])
                                var index = Int(outputStarts[state])
                                let to = Int(outputStarts[state + 1])
                                while index < to {
                                    found(Int(outputs[index]), position)
                                    index += 1
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    @inline(__always)
    private static func edge(
        from state: Int, _ byte: UInt8, starts: UnsafeBufferPointer<Int32>, bytes: UnsafeBufferPointer<UInt8>,
        targets: UnsafeBufferPointer<Int32>
    ) -> Int32? {
        var low = Int(starts[state])
        var high = Int(starts[state + 1])
        while low < high {
            let middle = (low + high) >> 1
            let value = bytes[middle]
            if value == byte { return targets[middle] }
            if value < byte { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    /// Whether the scanner reads its dense table.
    var isDense: Bool { !dense.isEmpty }

    /// Bytes the scanner holds, for memory figures.
    var byteSize: Int {
        edgeStarts.count * 4 + edgeBytes.count + edgeTargets.count * 4 + failures.count * 4 + outputStarts.count * 4
            + outputs.count * 4 + root.count * 4 + byteClasses.count * 2 + dense.count * 4
    }
}

extension PieceScanner {
    /// Writes the built automaton, for the compiled phrase cache.
    func write(to writer: inout ByteArchiveWriter) {
        writer.write(edgeStarts)
        writer.write(edgeBytes)
        writer.write(edgeTargets)
        writer.write(failures)
        writer.write(outputStarts)
        writer.write(outputs)
        writer.write(root)
        writer.write(byteClasses)
        writer.write(classCount)
        writer.write(dense)
        writer.write(patternCount)
        writer.write(patternLengths)
    }

    /// Reads what ``write(to:)`` wrote; nil when the bytes are cut short.
    init?(from reader: inout ByteArchiveReader) {
        guard let edgeStarts = reader.readNumbers(Int32.self), let edgeBytes = reader.readNumbers(UInt8.self),
            let edgeTargets = reader.readNumbers(Int32.self), let failures = reader.readNumbers(Int32.self),
            let outputStarts = reader.readNumbers(Int32.self), let outputs = reader.readNumbers(Int32.self),
            let root = reader.readNumbers(Int32.self), root.count == 256,
            let byteClasses = reader.readNumbers(UInt16.self), byteClasses.count == 256,
            let classCount = reader.readInt(), let dense = reader.readNumbers(Int32.self),
            dense.isEmpty || (classCount > 0 && dense.count == (edgeStarts.count - 1) * classCount),
            let patternCount = reader.readInt(), let patternLengths = reader.readInts()
        else { return nil }
        self.init(patterns: [])
        self.edgeStarts = edgeStarts
        self.edgeBytes = edgeBytes
        self.edgeTargets = edgeTargets
        self.failures = failures
        self.outputStarts = outputStarts
        self.outputs = outputs
        self.root = root
        self.byteClasses = byteClasses
        self.classCount = classCount
        self.dense = dense
        self.patternCount = patternCount
        self.patternLengths = patternLengths
        guard isConsistent else { return nil }
    }

    /// Whether every state, edge and pattern number read back is in range: the scan reads the
    /// edge tables without bounds checks, so a damaged file must be refused, not scanned.
    private var isConsistent: Bool {
        let states = Int32(edgeStarts.count - 1)
        func isState(_ state: Int32) -> Bool { state >= 0 && state < states }
        func isMonotonic(_ starts: [Int32], upTo end: Int) -> Bool {
            starts.first == 0 && starts.last == Int32(end) && zip(starts, starts.dropFirst()).allSatisfy { $0 <= $1 }
        }
        return states > 0 && isMonotonic(edgeStarts, upTo: edgeBytes.count) && edgeTargets.count == edgeBytes.count
            && failures.count == Int(states) && outputStarts.count == Int(states) + 1
            && isMonotonic(outputStarts, upTo: outputs.count) && patternLengths.count == patternCount
            && outputs.allSatisfy { $0 >= 0 && Int($0) < patternCount } && edgeTargets.allSatisfy(isState)
            && failures.allSatisfy(isState) && root.allSatisfy(isState) && dense.allSatisfy(isState)
            && (dense.isEmpty || byteClasses.allSatisfy { Int($0) < classCount })
    }
}
