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
        /// Slot binding index by capture index.
        var captureBindings: [Int]
        /// The first instruction compiled for this phrase (its `accept`).
        var firstInstruction: Int?
    }

    /// A slot definition key (`"title"` or `"phraseID/title"`) and its kind.
    struct SlotBinding: Sendable {
        var key: String
        var kind: SlotKind
        /// Whether a sentence may leave the slot out (see ``SlotDefinition/isOmittable``).
        var isOmittable = false
    }

    var instructions: [Instruction] = []
    /// The template's own spelling of each `.word` instruction (empty for others), for rendering.
    var displayWords: [String] = []
    /// The template's own spacing before each `.word` instruction within its text ("" in
    /// “Qu’est”, "-" in “est-ce”, " " between words); nil for the first word of a text piece
    /// that starts right at a group or slot, where the template does not say.
    var displaySpacing: [String?] = []
    var branchTargets: [Int] = []
    /// Literal word keys to ids.
    var lexicon: [String: Int] = [:]
    /// Literal word keys by id, indexed for typos once compiling is done.
    var lexiconWords: [String] = []
    var fuzzyLexicon = FuzzyIndex(words: [])
    var phrases: [CompiledPhrase] = []
    /// Per phrase, the template words every sentence it accepts contains (sorted ids).
    var requiredWords: [[Int]] = []
    /// Phrases by one of their required words (the rarest), and phrases with none: a sentence
    /// only needs to try the phrases anchored on its own words.
    var anchoredPhrases: [Int: [Int]] = [:]
    var unanchoredPhrases: [Int] = []
    /// Phrases by every template word they contain, and phrases that may start with a slot:
    /// the only ones that can align a word of a sentence, for ``PhraseIndex/nearestPhrase(for:)``.
    var phrasesContaining: [Int: [Int]] = [:]
    var slotFirstPhrases: [Int] = []
    var bindings: [SlotBinding] = []
    var maxCaptures = 0
}
