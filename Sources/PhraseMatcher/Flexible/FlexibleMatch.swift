/// One reading of a sentence by the flexible stage: the phrase id it means, the slot values
/// found, and the evidence that led there, scored.
///
/// ```swift
/// let reading = index.flexibleMatches(for: "can you add jam to my Tasks app").first!
/// reading.phraseID                  // "Tasks.AddTaskIntent"
/// reading.slots["title"]?.text      // "jam"
/// reading.evidence.map(\.kind)      // [.frame, .keyword, .text, .appName]
/// ```
public struct FlexibleMatch: Sendable {
    /// What one group of words counted as.
    public struct Evidence: Sendable, Equatable {
        public enum Kind: String, Sendable, Equatable {
            /// A word of the intent's own phrases ("add", "lap"), weighted by how few intents have it.
            case keyword
            /// A value of one of the intent's slots (an entity's name, an enum case, a number).
            case value
            /// The app's name, or one of its other names.
            case appName
            /// A small word (a filler such as "new", "another", « nouvelle ») that the intent's
            /// phrases say and few other intents' do: a tie-breaker between readings on the
            /// same own words ("add a new run" is Start Run more than Stop Run).
            case phraseWord
            /// Japanese: a verb that says no request of its own said after a title it quotes
            /// (書い of 「…選ぶ、と書いておいて」): it puts that title on a list; the reading is
            /// only proposed.
            case placing
            /// A request frame, filler or connector: read, weighs nothing.
            case frame
            /// A word that denies ("don't", "nicht", "しないで") or is denied: no evidence.
            case denied
            /// The words that became the free-text slot.
            case text
            /// A word of a clause that asks nothing of the request, said around it as context
            /// ("…, das brauch ich nicht mehr"): weighs nothing, and the reading is only proposed.
            case aside
            /// A value of another request of the same app said in a question about the app's
            /// records ("minestrones" in "how many minestrones did I order today"): what the
            /// question is about, not unexplained; weighs nothing, and the reading is only proposed.
            case appValue
            /// A word nothing explains (it lowers the score of an intent without free text).
            case unexplained
            /// Words that name a parameter without giving its value ("a task" in "delete a
            /// task"): the value is still to be asked for.
            case label
            /// A free-text parameter the sentence says nothing for: the reading needs one more
            /// answer, and weighs less than one on the same words that needs none (`words` is
            /// empty).
            case nothingSaid
        }

        public let kind: Kind
        /// The words, as typed.
        public let words: String
        /// The slot it fills, for values and text.
        public let slot: String?
        /// What it adds to the score (negative for unexplained words).
        public let weight: Double
    }

    public let phraseID: String
    public let slots: [String: SlotMatch]
    public let evidence: [Evidence]
    /// Keyword weight alone: the intent's own words in the sentence.
    public let keywordScore: Double
    /// Everything together: keywords, values, the app's name, minus unexplained words.
    public let score: Double
    /// Whether the sentence names this phrase's app.
    public let namesApp: Bool
    /// Whether a value was read only partly or with a typo (a name said slightly wrong).
    public let hasLooseValue: Bool
    /// Content words the reading leaves unexplained.
    public let unexplainedWords: Int
    /// Unexplained words that are not even words of another request of the same app: words
    /// from outside what the app is about ("dishwasher" in "start the dishwasher", where
    /// "running" in "I finished running, stop it" is Laps' own word).
    public var foreignWords: Int = 0
    /// Words of clauses set aside as context (see ``Evidence/Kind/aside``).
    public var asideWords: Int = 0
    /// Whether the app is named as the app — by a name that is no word of its requests, or
    /// as the place a request goes ("to my tasks") or as an address ("Tasks, …") — and not
    /// only by a word its requests also say ("¿qué tareas he apuntado?"). A free text is
    /// taken without asking only beside an app named so.
    public var namesAppPlainly: Bool = false
    /// Whether the free text is said as a title: right after or before a word that introduces
    /// one ("called …", 「…って」, 「…という」, "…:").
    public var textIsIntroduced: Bool = false
    /// Whether the free text is written between guillemets or corner brackets beside the
    /// request's words (« ajoute une tâche appelée « Tâche » »).
    public var textIsQuoted: Bool = false
}
