/// The words of one language that carry no request of their own, which the flexible stage
/// reads around what matters. They come from the catalogs, so a translator can extend them.
///
/// - `frames`: how people wrap a command — questions and polite requests ("can you", "could
///   you please", "I'd like to", "ich möchte", "してください"). Never part of a value.
/// - `fillers`: determiners and measure words before a value ("a", "the", "my", "a bowl of").
/// - `connectors`: the small words that tie an app's name or a value to the sentence ("in",
///   "on", "to", "with", "using", "app").
/// - `introducers`: words that announce a free text ("called", "named", "that says", ":").
/// - `purposes`: words that begin a phrase saying whom or what a request is for ("for the
///   office", „für die Klasse“, "para la oficina"): context around a request, not part of it.
/// - `pronouns`: words that stand for the thing a request acts on, said instead of it or
///   after it ("log it", „speichere ihn“, "use them"): read past like fillers, and kept at the
///   end of a free text, where they belong to the title ("fix it").
/// - `synonyms`: everyday words for a phrase's word ("bin" → "delete").
/// - `intentTitles`: each intent's localized title, whose words are evidence like its phrases'.
///
/// ```swift
/// let lexicon = FlexibleLexicon(frames: ["can you", "please"], fillers: ["a", "the"],
///                               connectors: ["in", "to", "app"], introducers: ["called"])
/// ```
public struct FlexibleLexicon: Sendable {
    public var frames: [String]
    public var fillers: [String]
    public var connectors: [String]
    public var introducers: [String]
    /// Per slot name, the words people use to name that slot ("priority" for `priority`):
    /// read as part of the slot's value, never as free text.
    public var slotLabels: [String: [String]]
    /// Per phrase id, the app it belongs to: words of the same app's other requests are what
    /// the app is about, never foreign to it.
    public var appOfPhrase: [String: String]
    /// Per phrase id, the intent's own localized title ("List Tasks", "タスクを一覧表示"): its
    /// words are the intent's words as its phrases' are, and say it in one wording.
    public var intentTitles: [String: [String]]
    /// Everyday words that mean one of the phrases' words ("erase" → "delete", "wegmachen" →
    /// "löschen", "一覧" → "リスト"), word → phrase word: a sentence's word is also read as the
    /// phrase word it stands for. From the catalogs, so a translator extends them.
    public var synonyms: [String: String]
    /// Words that deny what follows them, up to the next comma or full stop ("don't", "nicht",
    /// "sans"); one written after "…" denies the word right before it ("…しないで"), one written
    /// before "…" only the word right after it (the prefix "未…" of 未完了). What they
    /// deny is no evidence: "don't add milk" is no request to add.
    public var negations: [String]
    /// Words that begin a phrase saying whom or what the request is for ("for", „für“,
    /// « pour », "para").
    public var purposes: [String]
    /// Verbs that say no request of their own ("put", « mets », „setz“, "pon"): one that no
    /// phrase says, with the app named as the place the request goes ("put X on my list"),
    /// is the verb of its request to add.
    public var genericVerbs: [String]
    /// Object pronouns ("it", „ihn“, "them"): they point at what the request acts on, and say
    /// no request of their own.
    public var pronouns: [String]
    /// How a statement that something is done is read ("Bought the milk", „Milch ist
    /// gekauft“): see ``Completion``.
    public var completion: Completion
    /// Ordinal words ("third", « troisième », «tercera»), each variant on its own: before a
    /// request's own word they say which one ("third lap"), no request and no count.
    public var ordinals: [String] = []
    /// Words that stress a request without changing it ("really", « vraiment », „echt“,
    /// "de verdad"): said inside a frame ("I really need to", „ich sollte echt mal“) or right
    /// beside one, they are part of it, never the first word of a title.
    public var intensifiers: [String] = []
    /// Words that soften a request (`hark.understanding.softeners`: "maybe", « peut-être »,
    /// „vielleicht“, «quizás», 「できれば」): part of a frame as stressing words are ("could you
    /// maybe", „kannst du mir vielleicht“), never the first word of a title; a request said so
    /// hedges, and is asked before it is carried out.
    public var softeners: [String] = []
    /// Words that begin a clause saying why (`hark.understanding.reasons`: "because", « parce
    /// que », „weil“, «que» of «pide una sopa, que tengo frío»): what follows them to the
    /// clause's end is context around the request, never its words nor its title.
    public var reasons: [String] = []
    /// The words of `reasons` that never begin anything but a reason ("because", « parce que »,
    /// „weil“, «porque» — not «que», which also begins a relative clause): the first kind of
    /// `hark.understanding.reasons`, before its `||`. Said inside the request's clause, what
    /// follows them is context even around a title ("add cancel the gym because I never go").
    public var sureReasons: [String] = []
    /// Words that end a clause saying why, before what it leads to
    /// (`hark.understanding.consequences`: "so", « donc », „also“, «así que»): "we've moved out
    /// so delete pay the rent" — the words before them in their clause are context around the
    /// request, as a clause after "because" is.
    public var consequences: [String] = []
    /// The consequence words that say so only with a clause mark written right after them, the
    /// second kind of `hark.understanding.consequences` (Japanese から, ので of 「寒いから、味噌汁
    /// 頼んで」, which also say "from" and "of" inside a clause): the clause they end is context,
    /// as with the other kind, for a request none of whose own words it holds.
    public var consequencesBeforeMark: [String] = []
    /// Words that set what follows them against what comes before (`hark.understanding.contrasts`:
    /// "but", « mais », „aber“, «pero»): a negation before them denies nothing after them ("not
    /// urgent but add book flights" adds).
    public var contrasts: [String] = []
    /// Words that label a number as saying which one (`hark.understanding.numberLabels`:
    /// "number", « numéro », „Nummer“, «número»): "lap number three" says which lap, as "lap
    /// three" does.
    public var numberLabels: [String] = []
    /// Words that describe a serving of a thing named from a closed list
    /// (`hark.understanding.servings`: "large", « grand format », „große“, «en tamaño grande»,
    /// 「Lサイズ」, "piping hot"): said right beside such a value, with only small words between,
    /// they belong to it ("a large minestrone please"), as no request takes a size. Never
    /// beside a title: "add large boxes to the list" keeps its words.
    public var servings: [String] = []
    /// Subject words that begin a remark after a title (`hark.understanding.remarkSubjects`:
    /// "it", « elle », „es“): "renew the car insurance, it runs out on the 3rd" adds "renew the
    /// car insurance".
    public var remarkSubjects: [String] = []
    /// Words that make a clause a condition the request waits for
    /// (`hark.understanding.conditions`: "once", « quand », „sobald“, 「たら」): such a clause is
    /// never context to read past.
    public var conditions: [String] = []
    /// Words that say when (`hark.understanding.times`: "this morning", « hier soir »,
    /// „vorhin“, «esta mañana», 「さっき」): beside a request that takes no free text and no
    /// date ("what did I order this morning", "start a run tonight"), they say when it was or
    /// is meant, no word of another request. Set aside, so such a reading is at most asked.
    public var times: [String] = []
    /// The words that make a number a time of day (`hark.understanding.clockWords`: "pm" of
    /// "1pm", „Uhr“, « h » of « 12 h »): such a number, or two numbers joined by a colon
    /// ("12:30"), says when, as `times` do — no count, no word of a request.
    public var clockWords: [String] = []
    /// The small words that lead to an infinitive after a verb of noting ("to" of "remind me to
    /// take …", « de » of « rappelle-moi de commander … »): the verb after them begins a title.
    public var infinitiveMarkers: [String] = []
    /// Words that only ask or link (`hark.understanding.questions`: "what", "is", « quelles »,
    /// « sont », „sind“, «hay», 「何」): they say that a question is asked, not which one.
    public var questions: [String] = []
    /// The words of `questions` that ask ("what", « combien », „wie“: its first kind).
    public var askingQuestionWords: [String] = []
    /// The words of `questions` that link rather than ask (`hark.understanding.questions`, its
    /// last kind after a `||`: forms of to be, « que »): in a sentence that asks by no word of
    /// `askingQuestionWords` nor a question mark, they weigh as a request's small word, never as
    /// the word that tells which request is meant.
    public var linkingQuestionWords: [String] = []
    /// Words that say no, alone ("no", „nee“, « non »): said on their own after a count, with
    /// another count after them („zwei, nee, drei“), they take the first count back — the
    /// speaker corrected it, and the later one is meant.
    public var corrections: [String] = []
    /// Every way of saying no (`hark.words.no`, all its kinds: "no thanks", "leave it",
    /// 「やめとく」): what a sentence that takes a request back is made of.
    public var noes: [String] = []
    /// Words that take back what was just said and say it again (`hark.understanding.corrections`:
    /// "no wait", „nee“, « non attends »): after one that begins a clause inside a title, the
    /// title is what follows.
    public var titleCorrections: [String] = []
    /// The words people say for a quantity, words → number (`hark.understanding.quantities`:
    /// "a dozen" → 12). One that is also a filler ("one" → 1) is read as the count of the
    /// value it comes before ("one miso please"), though the value takes it as a filler; an
    /// article the language also reads as a number ("une", "eine", "una") is listed in none,
    /// and stays an article.
    public var quantities: [String: Int]

    /// The words of a statement that something is done: the verb of a name said in its
    /// completed form stands for the request that marks it done.
    public struct Completion: Sendable {
        /// The phrase words that say a thing is done ("done", „erledigt“, 「完了」): a name
        /// said done is the request whose phrases weigh these words most.
        public var doneWords: [String]
        /// Endings of completed forms ("-ed", « -é », "-ado"): a word with one whose
        /// dictionary entry is another word is a completed form of that entry.
        public var endings: [String]
        /// Completed forms the dictionary does not link to their verb, form → verb
        /// ("bought" → "buy", „gegossen“ → „gießen“).
        public var irregular: [String: String]
        /// Words that may come with such a statement, between or around the name's words
        /// ("already", "I've", „ist“, „hab ich“, "ya", 「もう」): part of it, not unexplained.
        public var companions: [String]
        /// Words that say, in the same clause, that the speaker did not do it or is not sure it
        /// is done: someone else did it to them ("Mom called me", « maman m'a appelé », "Mamá
        /// me llamó"), or they wonder, suppose or speak of a condition (「買ったっけ」,
        /// 「払ったと思う」, 「買ったら」). Such a clause marks nothing done.
        public var blockers: [String]

        public init(
            doneWords: [String] = [], endings: [String] = [], irregular: [String: String] = [:], companions: [String] = [],
            blockers: [String] = []
        ) {
            self.doneWords = doneWords
            self.endings = endings
            self.irregular = irregular
            self.companions = companions
            self.blockers = blockers
        }
    }

    public init(
        frames: [String] = [], fillers: [String] = [], connectors: [String] = [], introducers: [String] = [],
        slotLabels: [String: [String]] = [:], appOfPhrase: [String: String] = [:],
        intentTitles: [String: [String]] = [:], synonyms: [String: String] = [:], negations: [String] = [],
        purposes: [String] = [], genericVerbs: [String] = [], pronouns: [String] = [],
        completion: Completion = Completion(), quantities: [String: Int] = [:]
    ) {
        self.completion = completion
        self.quantities = quantities
        self.pronouns = pronouns
        self.genericVerbs = genericVerbs
        self.negations = negations
        self.purposes = purposes
        self.appOfPhrase = appOfPhrase
        self.intentTitles = intentTitles
        self.synonyms = synonyms
        self.frames = frames
        self.fillers = fillers
        self.connectors = connectors
        self.introducers = introducers
        self.slotLabels = slotLabels
    }
}
