/// Finds, in one pass over a sentence's folded bytes, which of many byte strings occur in it
/// (Aho–Corasick), so that only the phrases whose required literal text is there are tried.
///
/// Built once per index. States keep their outgoing edges sorted by byte (the start state as a
/// table of 256), a failure link and the patterns ending there; a scan costs a few
/// nanoseconds per byte, whatever the number of patterns.
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
    private(set) var patternCount: Int
    /// Each pattern's length in bytes.
    private(set) var patternLengths: [Int]

    init(patterns: [[UInt8]]) {
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
    }

    /// Calls `found` with the index of every pattern occurring in `bytes` and the offset just
    /// past that occurrence (a pattern may be reported more than once).
    func scan(_ bytes: ArraySlice<UInt8>, _ found: (Int, Int) -> Void) {
        guard patternCount > 0 else { return }
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

    /// Bytes the scanner holds, for memory figures.
    var byteSize: Int {
        edgeStarts.count * 4 + edgeBytes.count + edgeTargets.count * 4 + failures.count * 4 + outputStarts.count * 4
            + outputs.count * 4 + root.count * 4
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
        writer.write(patternCount)
        writer.write(patternLengths)
    }

    /// Reads what ``write(to:)`` wrote; nil when the bytes are cut short.
    init?(from reader: inout ByteArchiveReader) {
        guard let edgeStarts = reader.readNumbers(Int32.self), let edgeBytes = reader.readNumbers(UInt8.self),
            let edgeTargets = reader.readNumbers(Int32.self), let failures = reader.readNumbers(Int32.self),
            let outputStarts = reader.readNumbers(Int32.self), let outputs = reader.readNumbers(Int32.self),
            let root = reader.readNumbers(Int32.self), root.count == 256, let patternCount = reader.readInt(),
            let patternLengths = reader.readInts()
        else { return nil }
        self.init(patterns: [])
        self.edgeStarts = edgeStarts
        self.edgeBytes = edgeBytes
        self.edgeTargets = edgeTargets
        self.failures = failures
        self.outputStarts = outputStarts
        self.outputs = outputs
        self.root = root
        self.patternCount = patternCount
        self.patternLengths = patternLengths
    }
}
