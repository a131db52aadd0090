/// Counts the bytes a data structure holds: array storage by capacity, string bytes, and
/// dictionary storage by capacity — an estimate of what the allocator hands out, without its
/// own bookkeeping.
///
/// ```swift
/// var footprint = MemoryFootprint()
/// footprint.add([1, 2, 3])  // 32 + 3 × 8 bytes
/// footprint.bytes           // 56
/// ```
struct MemoryFootprint {
    private(set) var bytes = 0

    /// The header every heap array, dictionary or class instance carries.
    static let header = 32

    mutating func add<Element>(_ array: [Element]) {
        guard array.capacity > 0 else { return }
        bytes += Self.header + array.capacity * MemoryLayout<Element>.stride
    }

    mutating func add(_ string: String) {
        // Up to 15 UTF-8 bytes live inside the string itself.
        if string.utf8.count > 15 { bytes += Self.header + string.utf8.count }
    }

    mutating func add(strings: [String]) {
        add(strings)
        for string in strings { add(string) }
    }

    mutating func add<Key, Value>(_ dictionary: [Key: Value]) {
        guard dictionary.capacity > 0 else { return }
        // Keys, values and one metadata bit per bucket (buckets are a power of two ≥ capacity).
        let buckets = Int(1) << (Int.bitWidth - (dictionary.capacity - 1).leadingZeroBitCount)
        bytes += Self.header + buckets * (MemoryLayout<Key>.stride + MemoryLayout<Value>.stride) + buckets / 8
    }

    mutating func add(raw count: Int) {
        bytes += count
    }
}

extension PhraseIndex {
    /// About how many bytes the index holds: its compiled phrases, the vocabularies it reads
    /// now, and its reusable search memory (not the phrase set it was made from, nor the
    /// process around it).
    ///
    /// - Complexity: O(phrases + vocabulary values).
    public var memoryFootprint: Int {
        var footprint = MemoryFootprint()
        program.addFootprint(to: &footprint)
        var seen = Set<ObjectIdentifier>()
        for vocabulary in snapshot().compactMap({ $0 }) {
            for layer in [vocabulary.base] + (vocabulary.delta.map { [$0] } ?? [])
            where seen.insert(ObjectIdentifier(layer)).inserted {
                layer.addFootprint(to: &footprint)
            }
            footprint.add(raw: vocabulary.hidden.count * 16)
        }
        footprint.add(raw: searchBufferBytes)
        return footprint.bytes
    }
}

extension PhraseProgram {
    func addFootprint(to footprint: inout MemoryFootprint) {
        footprint.add(instructions)
        footprint.add(packedInstructions)
        footprint.add(phraseNeededSlots)
        footprint.add(strings: displayWords)
        footprint.add(branchTargets)
        footprint.add(branchFirstBytes)
        footprint.add(branchByteStarts)
        footprint.add(branchByteTargets)
        footprint.add(pieces)
        footprint.add(literalBytes)
        footprint.add(pieceKeys)
        for key in pieceKeys.keys { footprint.add(key) }
        footprint.add(lexicon)
        footprint.add(strings: lexiconWords)
        fuzzyLexicon.addFootprint(to: &footprint)
        footprint.add(lexiconPieceKeys)
        footprint.add(phrases)
        for phrase in phrases {
            footprint.add(phrase.phrase.id)
            footprint.add(phrase.phrase.template)
            footprint.add(phrase.phrase.fixed)
            footprint.add(phrase.captureNames)
            footprint.add(phrase.captureBindings)
            // The parsed template: about one node per character of its text.
            footprint.add(raw: phrase.template.text.utf8.count * 16)
        }
        footprint.add(phraseEntries)
        footprint.add(phraseCaptureBindings)
        for bindings in phraseCaptureBindings { footprint.add(bindings) }
        footprint.add(phraseIDNumbers)
        footprint.add(strings: phraseIDs)
        footprint.add(requirementStarts)
        footprint.add(requiredPieces)
        footprint.add(anchoredPhrases)
        for phrases in anchoredPhrases { footprint.add(phrases) }
        footprint.add(unanchoredPhrases)
        footprint.add(raw: scanner.byteSize)
        footprint.add(phrasesContaining)
        for phrases in phrasesContaining.values { footprint.add(phrases) }
        footprint.add(slotFirstPhrases)
        footprint.add(bindings)
    }
}

extension Vocabulary.Layer {
    func addFootprint(to footprint: inout MemoryFootprint) {
        footprint.add(values)
        for value in values {
            footprint.add(value.id)
            footprint.add(value.title)
            footprint.add(strings: value.synonyms)
        }
        footprint.add(raw: keys.byteSize)
        footprint.add(entries)
        for (key, list) in entries {
            footprint.add(key)
            footprint.add(list)
            for entry in list { footprint.add(strings: entry.keys) }
        }
        footprint.add(strings: firstWords)
        fuzzy.addFootprint(to: &footprint)
        footprint.add(indexByID)
    }
}
