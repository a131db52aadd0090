/// All phrases of an index compiled into one instruction graph, with the tables it refers to.
///
/// Immutable once built by ``TemplateCompiler``; vocabularies live apart so they can change
/// without recompiling.
///
/// ```swift
/// var compiler = TemplateCompiler(normalizer: Normalizer(languageCode: "en"), definitions: [:])
/// try compiler.add(Phrase(id: "Help", template: "help [me]"))
/// compiler.program.phrases[0].entry  // where matching starts
/// ```
struct PhraseProgram: Sendable {
    /// A phrase and where its program starts.
    struct CompiledPhrase: Sendable {
        var phrase: Phrase
        var template: Template
        var entry: Int
        /// Slot names by capture index.
        var captureNames: [String]
        /// Slot binding index by capture index (a binding is its slot's capture in the search).
        var captureBindings: [Int]
        /// The phrase id as a small integer (phrases sharing an id share it).
        var idNumber = 0
    }

    /// A slot definition key (`"title"` or `"phraseID/title"`) and its kind.
    struct SlotBinding: Sendable {
        var key: String
        /// The slot's name in templates.
        var name: String
        var kind: SlotKind
        /// Whether a sentence may leave the slot out (see ``SlotDefinition/isOmittable``).
        var isOmittable = false
    }

    /// A run of literal template text between word breaks and template syntax.
    struct Piece: Sendable, Hashable {
        /// Its folded bytes: `literalBytes[start..<start + count]`.
        var start: Int
        var count: Int
        /// Characters (Unicode scalars) in the folded text, for the score.
        var characters: Int
        /// The lexicon id of the piece when it is a whole template word (bounded by breaks on
        /// both sides), so a typo of it can match; -1 otherwise.
        var wordID: Int
        /// The piece id in the candidate scanner.
        var key: Int
        /// Whether the template has a word break just before the piece (a `wordBreak`
        /// instruction folded into the literal one, to save a step of the search).
        var breakBefore = false
        /// For a run of pieces merged into one (see ``runParts``): where its parts after the
        /// first are listed, and the instruction that reads them one by one (for typos,
        /// filler words and explanations). -1 for a plain piece.
        var partsStart: Int32 = -1
        var partsCount: Int32 = 0
        var unmerged: Int32 = -1
    }

    /// A part of a run after its first: where it starts in the run's bytes and whether the
    /// template has a word break before it.
    struct RunPart: Sendable, Hashable {
        var offset: Int32
        var breakBefore: Bool
    }

    var instructions: [Instruction] = []
    /// The same instructions, packed for the search.
    var packedInstructions: [PackedInstruction] = []
    /// The template's own spelling of each `.literal` instruction (empty for others), for rendering.
    var displayWords: [String] = []
    /// The template’s own spacing before each `.literal` instruction within its text ("" in
    /// “Qu’est”, "-" in “est-ce”, " " between words); nil for the first word of a text piece
    /// that starts right at a group or slot, where the template does not say.
    var displaySpacing: [String?] = []
    var branchTargets: [Int] = []
    /// For each branch target, the bytes a match through it may start with, as bits
    /// (`1 << (byte & 63)`; every bit when it may start otherwise: a slot, the end): alternatives
    /// that cannot start at a byte are not tried.
    var branchFirstBytes: [UInt64] = []
    /// For a branch of many alternatives (a list written out in the template): per first-byte
    /// bit, the alternatives that may start with it, in order, so that the search visits only
    /// those instead of testing every one. The branch's table `t` is its packed instruction's
    /// `c - 1`; its alternatives for bit `b` are
    /// `branchByteTargets[branchByteStarts[t * 65 + b]..<branchByteStarts[t * 65 + b + 1]]`
    /// (indices into ``branchTargets``).
    var branchByteStarts: [Int32] = []
    var branchByteTargets: [Int32] = []
    /// Branches with at least this many alternatives get a table by first byte.
    static let branchTableMinimum = 8
    var pieces: [Piece] = []
    /// The folded bytes of all pieces.
    var literalBytes: [UInt8] = []
    var runParts: [RunPart] = []
    /// Distinct piece texts, for the candidate scanner: id by bytes.
    var pieceKeys: [[UInt8]: Int] = [:]
    /// Whole template words (keys) to ids, for typos.
    var lexicon: [String: Int] = [:]
    /// Whole template words by id, indexed for typos once compiling is done.
    var lexiconWords: [String] = []
    var fuzzyLexicon = LazyFuzzyIndex(words: [])
    /// Pieces (by scanner id) of each whole template word, so a typo of the word counts as
    /// the piece being present.
    var lexiconPieceKeys: [Int] = []
    var phrases: [CompiledPhrase] = []
    /// Per phrase, what the search reads, kept apart from the phrases so that reading them
    /// copies nothing: the entry, the instructions, the slot binding of each capture.
    var phraseEntries: [Int] = []
    var phraseCaptureBindings: [[Int]] = []
    var phraseIDNumbers: [Int] = []
    /// Per phrase, the slots every reading of it fills from a list or with a number (see
    /// ``neededSlots(instructions:branchTargets:bindings:)``).
    var phraseNeededSlots: [UInt64] = []
    /// Whether each instruction can be reached in more than one way (several instructions or
    /// phrases lead to it): only there is a dead end worth remembering.
    var isJoin: [Bool] = []
    /// Per phrase, the bytes a sentence it reads may start with, as bits (see ``branchFirstBytes``).
    var phraseFirstBytes: [UInt64] = []
    /// Per phrase, the bytes a sentence it reads may end with, as bits.
    var phraseLastBytes: [UInt64] = []
    /// Phrase ids by number.
    var phraseIDs: [String] = []
    /// Per phrase, what every sentence it accepts contains: clauses of scanner piece ids, each
    /// satisfied when one of its pieces occurs in the sentence. Flat, so that checking the
    /// candidates of a sentence reads one array in order: phrase `p`'s clauses are in
    /// `requiredPieces[requirementStarts[p]..<requirementStarts[p + 1]]`, each as its length
    /// followed by its piece ids.
    var requirementStarts: [Int32] = [0]
    var requiredPieces: [Int32] = []
    /// Phrases by the pieces of their most selective clause, and phrases without a clause: a
    /// sentence only needs to try the phrases anchored on pieces it contains.
    var anchoredPhrases: [[Int]] = []
    var unanchoredPhrases: [Int] = []
    /// Scanner patterns from this index on are the first words of filler phrases.
    var fillerPatternStart = 0
    /// Finds which pieces occur in a sentence.
    var scanner = PieceScanner(patterns: [])
    /// Phrases by every template word they contain, and phrases that may start with a slot:
    /// the only ones that can align a word of a sentence, for ``PhraseIndex/nearestPhrase(for:)``.
    var phrasesContaining: [Int: [Int]] = [:]
    var slotFirstPhrases: [Int] = []
    var bindings: [SlotBinding] = []
    /// Captures a search keeps: one per binding.
    var maxCaptures = 0
}
