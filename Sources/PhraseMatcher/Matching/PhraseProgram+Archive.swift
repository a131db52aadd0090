/// A compiled program as bytes and back, for the compiled phrase cache (see ``PhraseCache``).
///
/// Everything the compiler built is written as it is, except what follows from the rest and
/// is made again when read: the typo index and the word ids (from the lexicon words), and the
/// per-phrase tables the search reads apart from the phrases (entries, capture bindings, id
/// numbers, ids). Dictionaries are written in key order, so the same program always gives the
/// same bytes.
extension PhraseProgram {
    func write(to writer: inout ByteArchiveWriter) {
        let fields = instructions.map(Self.fields(of:))
        writer.write(fields.map(\.0))
        writer.write(fields.map(\.1))
        writer.write(fields.map(\.2))
        writer.write(fields.map(\.3))
        writer.write(packedInstructions.map(\.kind.rawValue))
        writer.write(packedInstructions.map(\.isOptional))
        writer.write(packedInstructions.map(\.a))
        writer.write(packedInstructions.map(\.b))
        writer.write(packedInstructions.map(\.c))
        writer.write(displayWords)
        writer.write(displaySpacing.count)
        for spacing in displaySpacing { writer.write(spacing) }
        writer.write(branchTargets)
        writer.write(branchFirstBytes)
        writer.write(branchByteStarts)
        writer.write(branchByteTargets)
        writer.write(pieces.map(\.start))
        writer.write(pieces.map(\.count))
        writer.write(pieces.map(\.characters))
        writer.write(pieces.map(\.wordID))
        writer.write(pieces.map(\.key))
        writer.write(pieces.map(\.breakBefore))
        writer.write(pieces.map(\.partsStart))
        writer.write(pieces.map(\.partsCount))
        writer.write(pieces.map(\.unmerged))
        writer.write(literalBytes)
        writer.write(runParts.map(\.offset))
        writer.write(runParts.map(\.breakBefore))
        let keys = pieceKeys.sorted { $0.value < $1.value }
        writer.write(keys.count)
        for (bytes, key) in keys {
            writer.write(bytes)
            writer.write(key)
        }
        writer.write(lexiconWords)
        writer.write(lexiconPieceKeys)
        writer.write(phrases.count)
        for phrase in phrases {
            writer.write(phrase.phrase.id)
            writer.write(phrase.phrase.template)
            let fixed = phrase.phrase.fixed.sorted { $0.key < $1.key }
            writer.write(fixed.map(\.key))
            writer.write(fixed.map(\.value))
            Self.write(phrase.template.root, to: &writer)
            writer.write(phrase.entry)
            writer.write(phrase.captureNames)
            writer.write(phrase.captureBindings)
            writer.write(phrase.idNumber)
        }
        writer.write(phraseNeededSlots)
        writer.write(isJoin)
        writer.write(phraseFirstBytes)
        writer.write(phraseLastBytes)
        writer.write(requirementStarts)
        writer.write(requiredPieces)
        writer.write(anchoredPhrases.count)
        for phrases in anchoredPhrases { writer.write(phrases) }
        writer.write(unanchoredPhrases)
        writer.write(fillerPatternStart)
        scanner.write(to: &writer)
        let containing = phrasesContaining.sorted { $0.key < $1.key }
        writer.write(containing.map(\.key))
        for (_, phrases) in containing { writer.write(phrases) }
        writer.write(slotFirstPhrases)
        writer.write(bindings.map(\.key))
        writer.write(bindings.map(\.name))
        for binding in bindings { Self.write(binding.kind, to: &writer) }
        writer.write(bindings.map(\.isOmittable))
        writer.write(maxCaptures)
    }

    /// Reads what ``write(to:)`` wrote; nil when the bytes are cut short or do not fit together.
    init?(from reader: inout ByteArchiveReader) {
        guard let tags = reader.readNumbers(UInt8.self), let first = reader.readInts(), let second = reader.readInts(),
            let third = reader.readInts(), [first.count, second.count, third.count].allSatisfy({ $0 == tags.count })
        else { return nil }
        var instructions: [Instruction] = []
        instructions.reserveCapacity(tags.count)
        for index in tags.indices {
            guard let instruction = Self.instruction(tags[index], first[index], second[index], third[index]) else {
                return nil
            }
            instructions.append(instruction)
        }
        self.instructions = instructions
        guard let kinds = reader.readNumbers(UInt8.self), let optional = reader.readBools(),
            let a = reader.readNumbers(Int32.self), let b = reader.readNumbers(Int32.self),
            let c = reader.readNumbers(Int32.self),
            [optional.count, a.count, b.count, c.count].allSatisfy({ $0 == kinds.count })
        else { return nil }
        var packed: [PackedInstruction] = []
        packed.reserveCapacity(kinds.count)
        for index in kinds.indices {
            guard let kind = PackedInstruction.Kind(rawValue: kinds[index]) else { return nil }
            var instruction = PackedInstruction(.accept)
            instruction.kind = kind
            instruction.isOptional = optional[index]
            instruction.a = a[index]
            instruction.b = b[index]
            instruction.c = c[index]
            packed.append(instruction)
        }
        packedInstructions = packed
        guard let displayWords = reader.readStrings(), let spacingCount = reader.readInt(), spacingCount >= 0
        else { return nil }
        self.displayWords = displayWords
        displaySpacing = []
        for _ in 0..<spacingCount {
            guard let spacing = reader.readOptionalString() else { return nil }
            displaySpacing.append(spacing)
        }
        guard let branchTargets = reader.readInts(), let branchFirstBytes = reader.readNumbers(UInt64.self),
            let branchByteStarts = reader.readNumbers(Int32.self), let branchByteTargets = reader.readNumbers(Int32.self)
        else { return nil }
        self.branchTargets = branchTargets
        self.branchFirstBytes = branchFirstBytes
        self.branchByteStarts = branchByteStarts
        self.branchByteTargets = branchByteTargets
        guard let starts = reader.readInts(), let counts = reader.readInts(), let characters = reader.readInts(),
            let wordIDs = reader.readInts(), let keys = reader.readInts(), let breaks = reader.readBools(),
            let partsStarts = reader.readNumbers(Int32.self), let partsCounts = reader.readNumbers(Int32.self),
            let unmerged = reader.readNumbers(Int32.self),
            [counts, characters, wordIDs, keys].allSatisfy({ $0.count == starts.count }),
            [breaks.count, partsStarts.count, partsCounts.count, unmerged.count].allSatisfy({ $0 == starts.count })
        else { return nil }
        pieces = starts.indices.map { index in
            Piece(
                start: starts[index], count: counts[index], characters: characters[index], wordID: wordIDs[index],
                key: keys[index], breakBefore: breaks[index], partsStart: partsStarts[index],
                partsCount: partsCounts[index], unmerged: unmerged[index])
        }
        guard let literalBytes = reader.readNumbers(UInt8.self), let offsets = reader.readNumbers(Int32.self),
            let partBreaks = reader.readBools(), partBreaks.count == offsets.count,
            let pieceKeyCount = reader.readInt(), pieceKeyCount >= 0
        else { return nil }
        self.literalBytes = literalBytes
        runParts = zip(offsets, partBreaks).map { RunPart(offset: $0, breakBefore: $1) }
        pieceKeys = Dictionary(minimumCapacity: pieceKeyCount)
        for _ in 0..<pieceKeyCount {
            guard let bytes = reader.readNumbers(UInt8.self), let key = reader.readInt() else { return nil }
            pieceKeys[bytes] = key
        }
        guard let lexiconWords = reader.readStrings(), Set(lexiconWords).count == lexiconWords.count,
            let lexiconPieceKeys = reader.readInts(), let phraseCount = reader.readInt(), phraseCount >= 0
        else { return nil }
        lexicon = Dictionary(uniqueKeysWithValues: lexiconWords.enumerated().map { ($1, $0) })
        self.lexiconWords = lexiconWords
        fuzzyLexicon = LazyFuzzyIndex(words: lexiconWords)
        self.lexiconPieceKeys = lexiconPieceKeys
        phrases = []
        phrases.reserveCapacity(phraseCount)
        for _ in 0..<phraseCount {
            guard let id = reader.readString(), let text = reader.readString(),
                let fixedKeys = reader.readStrings(), let fixedValues = reader.readStrings(),
                fixedKeys.count == fixedValues.count, let root = Self.readNode(from: &reader),
                let entry = reader.readInt(), let captureNames = reader.readStrings(),
                let captureBindings = reader.readInts(), let idNumber = reader.readInt()
            else { return nil }
            phrases.append(
                CompiledPhrase(
                    phrase: Phrase(
                        id: id, template: text, fixed: Dictionary(uniqueKeysWithValues: zip(fixedKeys, fixedValues))),
                    template: Template(text: text, root: root), entry: entry, captureNames: captureNames,
                    captureBindings: captureBindings, idNumber: idNumber))
        }
        phraseEntries = phrases.map(\.entry)
        phraseCaptureBindings = phrases.map(\.captureBindings)
        phraseIDNumbers = phrases.map(\.idNumber)
        // Ids are numbered in the order phrases first say them.
        phraseIDs = []
        for phrase in phrases where phrase.idNumber == phraseIDs.count { phraseIDs.append(phrase.phrase.id) }
        guard phraseIDNumbers.allSatisfy({ $0 < phraseIDs.count }), let phraseNeededSlots = reader.readNumbers(UInt64.self),
            let isJoin = reader.readBools(), let phraseFirstBytes = reader.readNumbers(UInt64.self),
            let phraseLastBytes = reader.readNumbers(UInt64.self), let requirementStarts = reader.readNumbers(Int32.self), let requiredPieces = reader.readNumbers(Int32.self),
            let anchoredCount = reader.readInt(), anchoredCount >= 0
        else { return nil }
        self.phraseNeededSlots = phraseNeededSlots
        self.isJoin = isJoin
        self.phraseFirstBytes = phraseFirstBytes
        self.phraseLastBytes = phraseLastBytes
        self.requirementStarts = requirementStarts
        self.requiredPieces = requiredPieces
        anchoredPhrases = []
        for _ in 0..<anchoredCount {
            guard let phrases = reader.readInts() else { return nil }
            anchoredPhrases.append(phrases)
        }
        guard let unanchoredPhrases = reader.readInts(), let fillerPatternStart = reader.readInt(),
            let scanner = PieceScanner(from: &reader), let containingKeys = reader.readInts()
        else { return nil }
        self.unanchoredPhrases = unanchoredPhrases
        self.fillerPatternStart = fillerPatternStart
        self.scanner = scanner
        phrasesContaining = Dictionary(minimumCapacity: containingKeys.count)
        for key in containingKeys {
            guard let phrases = reader.readInts() else { return nil }
            phrasesContaining[key] = phrases
        }
        guard let slotFirstPhrases = reader.readInts(), let bindingKeys = reader.readStrings(),
            let bindingNames = reader.readStrings(), bindingNames.count == bindingKeys.count
        else { return nil }
        self.slotFirstPhrases = slotFirstPhrases
        var slotKinds: [SlotKind] = []
        for _ in bindingKeys {
            guard let kind = Self.readSlotKind(from: &reader) else { return nil }
            slotKinds.append(kind)
        }
        guard let omittable = reader.readBools(), omittable.count == bindingKeys.count,
            let maxCaptures = reader.readInt()
        else { return nil }
        bindings = bindingKeys.indices.map { index in
            SlotBinding(key: bindingKeys[index], name: bindingNames[index], kind: slotKinds[index], isOmittable: omittable[index])
        }
        self.maxCaptures = maxCaptures
        guard isConsistent else { return nil }
    }

    /// Whether the tables read back refer only to what exists, so that a damaged file can never
    /// make the search read out of bounds: it is then compiled again instead.
    private var isConsistent: Bool {
        let count = instructions.count
        guard packedInstructions.count == count, displayWords.count == count, displaySpacing.count == count,
            isJoin.count == count, phraseNeededSlots.count == phrases.count,
            phraseFirstBytes.count == phrases.count, phraseLastBytes.count == phrases.count,
            requirementStarts.count == phrases.count + 1, branchFirstBytes.count == branchTargets.count,
            anchoredPhrases.count == pieceKeys.count
        else { return false }
        let entriesFit = phraseEntries.allSatisfy { (0..<count).contains($0) }
        let targetsFit = branchTargets.allSatisfy { (0..<count).contains($0) }
        let piecesFit = pieces.allSatisfy { $0.start >= 0 && $0.count >= 0 && $0.start + $0.count <= literalBytes.count }
        let instructionsFit = instructions.allSatisfy { instruction in
            switch instruction {
            case .literal(let piece, let next): return pieces.indices.contains(piece) && next < count
            case .wordBreak(let next), .omit(_, let next): return next < count
            case .slot(_, let binding, let next): return bindings.indices.contains(binding) && next < count
            case .branch(let first, let number, _): return first >= 0 && first + number <= branchTargets.count
            case .accept: return true
            }
        }
        return entriesFit && targetsFit && piecesFit && instructionsFit
    }

    /// An instruction as a tag and up to three numbers.
    private static func fields(of instruction: Instruction) -> (UInt8, Int, Int, Int) {
        switch instruction {
        case .literal(let piece, let next): (0, piece, next, 0)
        case .wordBreak(let next): (1, next, 0, 0)
        case .slot(let capture, let binding, let next): (2, capture, binding, next)
        case .branch(let first, let count, let isOptional): (3, first, count, isOptional ? 1 : 0)
        case .omit(let capture, let next): (4, capture, next, 0)
        case .accept: (5, 0, 0, 0)
        }
    }

    private static func instruction(_ tag: UInt8, _ a: Int, _ b: Int, _ c: Int) -> Instruction? {
        switch tag {
        case 0: .literal(piece: a, next: b)
        case 1: .wordBreak(next: a)
        case 2: .slot(capture: a, binding: b, next: c)
        case 3: .branch(first: a, count: b, isOptional: c != 0)
        case 4: .omit(capture: a, next: b)
        case 5: .accept
        default: nil
        }
    }

    private static func write(_ node: TemplateNode, to writer: inout ByteArchiveWriter) {
        switch node {
        case .text(let text):
            writer.write(0)
            writer.write(text)
        case .slot(let name):
            writer.write(1)
            writer.write(name)
        case .alternatives(let nodes):
            writer.write(2)
            writer.write(nodes.count)
            for node in nodes { write(node, to: &writer) }
        case .optional(let node):
            writer.write(3)
            write(node, to: &writer)
        case .sequence(let nodes):
            writer.write(4)
            writer.write(nodes.count)
            for node in nodes { write(node, to: &writer) }
        }
    }

    /// Templates nest only as deep as their brackets; a file claiming deeper is damaged.
    private static func readNode(from reader: inout ByteArchiveReader, depth: Int = 0) -> TemplateNode? {
        guard depth < 200, let tag = reader.readInt() else { return nil }
        func children() -> [TemplateNode]? {
            guard let count = reader.readInt(), count >= 0 else { return nil }
            var nodes: [TemplateNode] = []
            for _ in 0..<count {
                guard let node = readNode(from: &reader, depth: depth + 1) else { return nil }
                nodes.append(node)
            }
            return nodes
        }
        switch tag {
        case 0: return reader.readString().map { .text($0) }
        case 1: return reader.readString().map { .slot($0) }
        case 2: return children().map { .alternatives($0) }
        case 3: return readNode(from: &reader, depth: depth + 1).map { .optional($0) }
        case 4: return children().map { .sequence($0) }
        default: return nil
        }
    }

    static func write(_ kind: SlotKind, to writer: inout ByteArchiveWriter) {
        switch kind {
        case .vocabulary(let allowsFreeText):
            writer.write(0)
            writer.write(allowsFreeText)
        case .text:
            writer.write(1)
        case .number(let min, let max):
            writer.write(2)
            writer.write(min != nil)
            writer.write(min ?? 0)
            writer.write(max != nil)
            writer.write(max ?? 0)
        case .date:
            writer.write(3)
        case .duration:
            writer.write(4)
        }
    }

    private static func readSlotKind(from reader: inout ByteArchiveReader) -> SlotKind? {
        guard let tag = reader.readInt() else { return nil }
        switch tag {
        case 0: return reader.readBool().map { .vocabulary(allowsFreeText: $0) }
        case 1: return .text
        case 2:
            guard let hasMin = reader.readBool(), let min = reader.readInt(), let hasMax = reader.readBool(),
                let max = reader.readInt()
            else { return nil }
            return .number(min: hasMin ? min : nil, max: hasMax ? max : nil)
        case 3: return .date
        case 4: return .duration
        default: return nil
        }
    }
}
