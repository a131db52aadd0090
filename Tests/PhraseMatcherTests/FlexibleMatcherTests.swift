import Testing

@testable import PhraseMatcher

/// The flexible stage on a small set of phrases shaped like the sample apps', read with an
/// English lexicon of request frames, fillers, connectors and introducers.
@Suite("The flexible stage reads what people say around the phrases")
struct FlexibleMatcherTests {
    static func matcher(slotLabels: [String: [String]] = ["priority": ["priority"]]) throws -> FlexibleMatcher {
        let apps: [String: [String]] = [
            "Tasks": ["to-do list", "list"], "Laps": [], "Soup Chef": [],
        ]
        func app(_ name: String) -> SlotDefinition {
            .vocabulary([VocabularyValue(id: name, title: name, synonyms: apps[name] ?? [])], isOmittable: true)
        }
        let tasks = [
            VocabularyValue(id: "1", title: "Buy milk"), VocabularyValue(id: "2", title: "Renew my passport"),
            VocabularyValue(id: "3", title: "Pay the rent"),
        ]
        let soups = [
            VocabularyValue(id: "miso", title: "Miso Soup", synonyms: ["miso"]),
            VocabularyValue(id: "chowder", title: "Clam Chowder", synonyms: ["chowder"]),
        ]
        let index = try PhraseIndex(
            PhraseSet(
                languageCode: "en",
                phrases: [
                    Phrase(id: "AddTask", template: "Add ${title} to ${applicationName}"),
                    Phrase(id: "AddTask", template: "Add ${priority} task ${title} to ${applicationName}"),
                    Phrase(id: "CompleteTask", template: "(Complete|Tick off) ${task} in ${applicationName}"),
                    Phrase(id: "CompleteTask", template: "Mark ${task} as done in ${applicationName}"),
                    Phrase(id: "DeleteTask", template: "(Delete|Remove) ${task} from ${applicationName}"),
                    Phrase(id: "ListTasks", template: "What's on my list in ${applicationName}"),
                    Phrase(id: "StartRun", template: "Start a run in ${applicationName}"),
                    Phrase(id: "Lap", template: "Record a lap in ${applicationName}"),
                    Phrase(id: "OrderSoup", template: "Order ${quantity} ${soup} from ${applicationName}"),
                ],
                slots: [
                    "AddTask/applicationName": app("Tasks"), "CompleteTask/applicationName": app("Tasks"),
                    "DeleteTask/applicationName": app("Tasks"), "ListTasks/applicationName": app("Tasks"),
                    "StartRun/applicationName": app("Laps"), "Lap/applicationName": app("Laps"),
                    "OrderSoup/applicationName": app("Soup Chef"),
                    "title": .text, "task": .vocabulary(tasks, allowsFreeText: true), "soup": .vocabulary(soups),
                    "quantity": .number(min: 1, max: 20),
                    "priority": .vocabulary([
                        VocabularyValue(id: "low", title: "low"), VocabularyValue(id: "high", title: "high", synonyms: ["urgent"]),
                    ]),
                ]))
        return FlexibleMatcher(
            index: index,
            lexicon: FlexibleLexicon(
                frames: ["can you", "could you", "please", "i'd like to", "for me"],
                fillers: ["a", "an", "the", "my", "bowl of"], connectors: ["in", "on", "to", "with", "from", "app", "my"],
                introducers: ["called"], slotLabels: slotLabels))
    }

    struct Case: CustomStringConvertible, Sendable {
        let sentence: String
        let phraseID: String
        let slots: [String: SlotValue]
        var namesApp = true
        var description: String { sentence }
    }

    @Test(
        "request frames and the app's name anywhere are read around the request",
        arguments: [
            Case(sentence: "could you please add jam to my list", phraseID: "AddTask", slots: ["title": .text("jam")]),
            Case(sentence: "Tasks, add sweep the patio", phraseID: "AddTask", slots: ["title": .text("sweep the patio")]),
            Case(sentence: "in my Tasks app add cancel the gym", phraseID: "AddTask", slots: ["title": .text("cancel the gym")]),
            Case(sentence: "add to Taks: buy stamps", phraseID: "AddTask", slots: ["title": .text("buy stamps")]),
            Case(
                sentence: "add a task called defrost the freezer to my to-do list", phraseID: "AddTask",
                slots: ["title": .text("defrost the freezer")]),
            Case(
                sentence: "add clean the oven to Tasks, priority low", phraseID: "AddTask",
                slots: ["title": .text("clean the oven"), "priority": .vocabulary(id: "low", title: "low")]),
            Case(sentence: "start a run with Laps", phraseID: "StartRun", slots: [:]),
            Case(
                sentence: "two miso from SoupChef", phraseID: "OrderSoup",
                slots: ["soup": .vocabulary(id: "miso", title: "Miso Soup"), "quantity": .number(2)], namesApp: true),
        ])
    func frames(case item: Case) throws {
        let reading = try #require(try Self.matcher().matches(for: item.sentence).first, "\(item.sentence)")
        #expect(reading.phraseID == item.phraseID)
        #expect(reading.slots.mapValues(\.value) == item.slots)
        #expect(reading.namesApp == item.namesApp)
        #expect(reading.unexplainedWords == 0)
    }

    @Test(
        "names said with a typo are read as the name; names said in part go to the query as their words",
        arguments: [
            Case(sentence: "delete pay the rnet from Tasks", phraseID: "DeleteTask", slots: ["task": .vocabulary(id: "3", title: "Pay the rent")]),
            Case(sentence: "remove the passport one from Tasks", phraseID: "DeleteTask", slots: ["task": .text("passport")]),
            Case(sentence: "mark the milk as done in Tasks", phraseID: "CompleteTask", slots: ["task": .text("milk")]),
            Case(sentence: "order a bowl of chowdr from Soup Chef", phraseID: "OrderSoup", slots: ["soup": .vocabulary(id: "chowder", title: "Clam Chowder")]),
        ])
    func looseNames(case item: Case) throws {
        let reading = try #require(try Self.matcher().matches(for: item.sentence).first, "\(item.sentence)")
        #expect(reading.phraseID == item.phraseID)
        #expect(reading.slots.mapValues(\.value) == item.slots)
        #expect(reading.hasLooseValue)
    }

    @Test("free text never swallows another intent's own words")
    func precision() throws {
        let matcher = try Self.matcher()
        #expect(matcher.matches(for: "add a lap").first?.phraseID == "Lap")
        #expect(matcher.matches(for: "add a new run in Laps").first?.phraseID == "StartRun")
        // Nothing names Tasks: the reading exists, but shows no app.
        let stew = try #require(matcher.matches(for: "add salt to the stew").first)
        #expect(stew.phraseID == "AddTask")
        #expect(!stew.namesApp)
    }

    @Test("without any intent's own word, only the app's name or a value said whole make a reading, and it says so")
    func noKeyword() throws {
        let readings = try Self.matcher().matches(for: "buy milk in Tasks")
        // Completing and deleting both take a task: nothing tells them apart.
        #expect(Set(readings.prefix(2).map(\.phraseID)) == ["CompleteTask", "DeleteTask"])
        #expect(readings.allSatisfy { $0.keywordScore == 0 })
        #expect(readings[0].score == readings[1].score)
        // A task's whole name alone reads as either request, equally; part of a name is none.
        let named = try Self.matcher().matches(for: "buy milk")
        #expect(Set(named.map(\.phraseID)) == ["CompleteTask", "DeleteTask"])
        #expect(named.allSatisfy { $0.keywordScore == 0 && !$0.namesApp && $0.unexplainedWords == 0 })
        #expect(try Self.matcher().matches(for: "milk").isEmpty)
        #expect(try Self.matcher().matches(for: "what's the weather like").allSatisfy { $0.unexplainedWords > 0 })
    }

    @Test("the evidence says what each word counted as")
    func evidence() throws {
        let reading = try #require(try Self.matcher().matches(for: "can you tick off buy milk in my Tasks app please").first)
        #expect(reading.phraseID == "CompleteTask")
        let kinds = Dictionary(reading.evidence.map { ($0.words, $0.kind) }, uniquingKeysWith: { first, _ in first })
        #expect(kinds["tick"] == .keyword)
        #expect(kinds["buy milk"] == .value)
        #expect(kinds["in my Tasks app"] == .appName)
        #expect(kinds["please"] == .frame)
    }

    @Test(
        "a name said with the word for its kind is that name",
        arguments: ["the pay the rent task", "pay the rent task", "the task pay the rent"])
    func nameWithItsKind(text: String) throws {
        let matcher = try Self.matcher(slotLabels: ["priority": ["priority"], "task": ["task"]])
        #expect(matcher.wholeValue(of: text, slot: "task", phraseID: "DeleteTask")?.id == "3")
        // The kind's word alone, or with other words, names no task.
        #expect(matcher.wholeValue(of: "the rent task for May", slot: "task", phraseID: "DeleteTask") == nil)
    }

    @Test("a small word only some requests' phrases say breaks a tie between them, and is shown")
    func phraseWords() throws {
        let index = try PhraseIndex(
            PhraseSet(
                languageCode: "en",
                phrases: [
                    Phrase(id: "StartRun", template: "Start a [new] run in ${applicationName}"),
                    Phrase(id: "StopRun", template: "Stop the run in ${applicationName}"),
                    Phrase(id: "Lap", template: "Record a lap in ${applicationName}"),
                    Phrase(id: "History", template: "Show my history in ${applicationName}"),
                ],
                slots: ["applicationName": .vocabulary([VocabularyValue(id: "Laps", title: "Laps")], isOmittable: true)]))
        let matcher = FlexibleMatcher(
            index: index,
            lexicon: FlexibleLexicon(
                frames: ["please"], fillers: ["a", "the", "new", "my"], connectors: ["in", "to"], introducers: [],
                slotLabels: [:]))
        let readings = matcher.matches(for: "add a new run to Laps")
        #expect(readings.first?.phraseID == "StartRun")
        #expect(readings.first?.evidence.contains { $0.kind == .phraseWord } == true)
        // Without such a word, the two requests on "run" stay tied.
        let plain = matcher.matches(for: "add run to Laps")
        #expect(plain.count >= 2 && plain[0].score == plain[1].score)
    }

    @Test("a clause that asks nothing is set aside, not left unexplained")
    func asideClauses() throws {
        let reading = try #require(try Self.matcher().matches(for: "record a lap in Laps, I'm exhausted").first)
        #expect(reading.phraseID == "Lap")
        #expect(reading.unexplainedWords == 0)
        #expect(reading.asideWords > 0)
        // A clause with free text is the text, not an aside.
        let add = try #require(try Self.matcher().matches(for: "add to Tasks: water the ferns").first)
        #expect(add.slots["title"]?.value == .text("water the ferns"))
        #expect(add.asideWords == 0)
    }

    /// Each update makes a new layer the size of the last, just freed one: the memory
    /// allocator tends to hand out the same address again, so a lookup kept by the layer's
    /// address would answer with the names (and ids) of a vocabulary that is gone.
    @Test("a vocabulary changed again and again is read as it is now, every time")
    func readsTheCurrentVocabulary() throws {
        let matcher = try Self.matcher()
        let kept = [
            VocabularyValue(id: "1", title: "Buy milk"), VocabularyValue(id: "2", title: "Renew my passport"),
            VocabularyValue(id: "3", title: "Pay the rent"),
        ]
        let errands = ["Water the ferns", "Walk the dog", "Wash the car", "Call the plumber", "Book the dentist"]
        for round in 0..<40 {
            let current = VocabularyValue(id: "errand \(round)", title: errands[round % errands.count])
            matcher.index.updateVocabulary("task", values: kept + [current])
            let reading = try #require(matcher.matches(for: "tick off \(current.title.lowercased()) in Tasks").first)
            #expect(reading.phraseID == "CompleteTask")
            #expect(reading.slots["task"]?.value == .vocabulary(id: current.id, title: current.title), "round \(round)")
        }
    }

    @Test(
        "a Spanish imperative with its pronouns attached is also the imperative alone",
        arguments: [("borrame", "borra"), ("tachala", "tacha"), ("apuntamelo", "apunta"), ("leeme", "lee")])
    func encliticPronouns(word: String, verb: String) {
        #expect(WordForms.droppingEncliticPronouns(word) == verb)
        #expect(WordForms(languageCode: "es").forms(of: word).contains(verb))
    }

    @Test(
        "a Spanish diminutive is also the word it makes small",
        arguments: [
            ("sopita", "sopa"), ("sopitas", "sopas"), ("vueltita", "vuelta"), ("carrerita", "carrera"),
            ("cafecito", "cafe"), ("lechecita", "leche"), ("lechita", "leche"), ("tomatitos", "tomates"),
            ("postrecito", "postre"), ("nochecita", "noche"),
        ])
    func diminutives(word: String, base: String) {
        #expect(WordForms.droppingDiminutive(word).contains(base))
        #expect(WordForms(languageCode: "es").forms(of: word).contains(base))
    }

    @Test(
        "a Spanish superlative is also the word it heightens",
        arguments: [("urgentisimo", "urgente"), ("importantisima", "importante"), ("carisimos", "caros"), ("rapidisima", "rapida")])
    func superlatives(word: String, base: String) {
        #expect(WordForms.droppingSuperlative(word).contains(base))
        #expect(WordForms(languageCode: "es").forms(of: word).contains(base))
    }

    @Test("words that are no superlative keep their form", arguments: ["mismo", "urgente", "visita", "racismo", "isimo"])
    func notSuperlative(word: String) {
        #expect(WordForms.droppingSuperlative(word).isEmpty)
    }

    @Test("the vos imperative of an -ir verb with pronouns is also its infinitive", arguments: [("pedime", "pedir"), ("decime", "decir")])
    func vosImperatives(word: String, infinitive: String) {
        #expect(WordForms(languageCode: "es").forms(of: word).contains(infinitive))
    }

    @Test(
        "a Spanish infinitive, with or without pronouns on it, is one; other words are not",
        arguments: [
            ("comprar", true), ("ir", true), ("parar", true), ("escribirle", true), ("inscribirme", true),
            ("compra", false), ("pan", false), ("leche", false), ("a", false),
        ])
    func infinitives(word: String, isInfinitive: Bool) {
        #expect(WordForms(languageCode: "es").isInfinitive(word) == isInfinitive)
        #expect(!WordForms(languageCode: "fr").isInfinitive(word))
    }

    @Test("words too short to be a diminutive keep their form", arguments: ["cita", "pito", "sopa", "lista", "tarea"])
    func notDiminutive(word: String) {
        #expect(WordForms.droppingDiminutive(word).isEmpty)
    }

    @Test("words that only end like a pronoun keep their form", arguments: ["la", "mila", "carrera", "sopas", "pedir"])
    func notEnclitic(word: String) {
        #expect(WordForms.droppingEncliticPronouns(word) == nil)
    }

    @Test("German typed without umlauts reads as with them")
    func typedUmlauts() {
        #expect(WordForms.foldingTypedUmlauts("muell") == "mull")
        #expect(WordForms.foldingTypedUmlauts("schuessel") == "schussel")
        #expect(WordForms(languageCode: "de").forms(of: "loesche").contains("losche"))
        #expect(WordForms(languageCode: "en").forms(of: "blue") == ["blue"])
    }

    @Test(
        "a German verb said to du is also read without its -st where Snowball keeps it",
        arguments: [("stoppst", "stopp"), ("speicherst", "speicher"), ("notierst", "notier"), ("aenderst", "aender")])
    func secondPerson(word: String, verb: String) {
        #expect(WordForms.droppingSecondPersonEnding(word) == verb)
        #expect(WordForms(languageCode: "de").forms(of: word).contains(verb))
    }

    @Test("German words that only end like a verb said to du keep their form", arguments: ["zuerst", "wurst", "erst", "papst", "ernst"])
    func notSecondPerson(word: String) {
        #expect(WordForms.droppingSecondPersonEnding(word) == nil)
    }
}
