extension PhraseProgram {
    /// Up to four slot bindings a phrase fills in every reading, packed 16 bits each (the
    /// binding + 1; 0 for none): the slots taken from a list without free text. A sentence in
    /// which one of them finds no list value at any offset cannot be read by the phrase, which
    /// need not be searched. (Number slots are not listed: reading every word as a number to
    /// find out costs more than the searches it saves.)
    ///
    /// ```swift
    /// // "turn on [the] ${name}" with `name` a list: the binding of `name`, + 1, in the low bits.
    /// PhraseProgram.neededSlots(instructions: packed, branchTargets: targets, bindings: bindings)[entry]
    /// ```
    static func neededSlots(
        instructions: [PackedInstruction], branchTargets: [Int], bindings: [SlotBinding]
    ) -> [UInt64] {
        // Per instruction, what every way from it to the end fills; an instruction leading to
        // one made after it (the compiler never does that) needs nothing.
        var needed = [UInt64](repeating: 0, count: instructions.count)
        for pc in instructions.indices {
            let instruction = instructions[pc]
            func after(_ next: Int) -> UInt64 { next < pc ? needed[next] : 0 }
            switch instruction.kind {
            case .accept:
                needed[pc] = 0
            case .literal, .omit:
                needed[pc] = after(Int(instruction.b))
            case .wordBreak:
                needed[pc] = after(Int(instruction.a))
            case .slot:
                let binding = Int(instruction.b)
                var set = after(Int(instruction.c))
                switch bindings[binding].kind {
                case .vocabulary(allowsFreeText: false): set = inserting(binding, into: set)
                default: break
                }
                needed[pc] = set
            case .branch:
                let first = Int(instruction.a)
                var common = after(branchTargets[first])
                for target in branchTargets[first + 1..<first + Int(instruction.b)] {
                    common = intersection(common, after(target))
                }
                needed[pc] = common
            }
        }
        return needed
    }

    /// `set` with `binding` added, unless it holds it or four already (fewer is still true).
    private static func inserting(_ binding: Int, into set: UInt64) -> UInt64 {
        let lane = UInt64(binding + 1)
        guard lane <= 0xFFFF else { return set }
        var shift: UInt64 = 0
        while shift < 64 {
            let present = (set >> shift) & 0xFFFF
            if present == lane { return set }
            if present == 0 { return set | lane << shift }
            shift += 16
        }
        return set
    }

    /// The bindings of `left` that `right` holds too.
    private static func intersection(_ left: UInt64, _ right: UInt64) -> UInt64 {
        var result: UInt64 = 0
        var kept: UInt64 = 0
        var shift: UInt64 = 0
        while shift < 64 {
            let lane = (left >> shift) & 0xFFFF
            shift += 16
            guard lane != 0 else { continue }
            var other: UInt64 = 0
            while other < 64 {
                if (right >> other) & 0xFFFF == lane {
                    result |= lane << kept
                    kept += 16
                    break
                }
                other += 16
            }
        }
        return result
    }
}
