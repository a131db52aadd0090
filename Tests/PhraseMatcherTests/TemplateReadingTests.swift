import Foundation
import Testing

@testable import PhraseMatcher

/// The six ways a phrase set written in Home Assistant's style must be read: groups inside
/// words, slots glued to words and spacing, decimals, ties, which words go to which slot, and
/// Japanese word breaks at a slot's edge. Each table is our own small example, in the
/// languages where the case occurs.
@Suite("Template readings: groups in words, glued slots and spacing, decimals, ties, slot choice, Japanese")
struct TemplateReadingTests {
    /// A sentence, the template that must read it (or nil: none may), and slot values by name.
    struct Reading: Sendable, CustomTestStringConvertible {
        var language: String
        var templates: [String]
        var slots: [String: SlotDefinition] = [:]
        var sentence: String
        /// The index of the template that must match, or nil when none may.
        var expected: Int?
        var values: [String: SlotValue] = [:]
        var testDescription: String { "\(language): \(sentence)" }

        func index() throws -> PhraseIndex {
            try PhraseIndex(
                PhraseSet(
                    languageCode: language,
                    phrases: templates.enumerated().map { Phrase(id: "T\($0.offset)", template: $0.element) },
                    slots: slots))
        }
    }

    static func list(_ titles: String...) -> SlotDefinition {
        .vocabulary(titles.map { VocabularyValue(id: $0, title: $0) })
    }

    // MARK: 1. Groups and optionals inside a word

    static let groupsInWords: [Reading] = [
        Reading(language: "en", templates: ["is any batter(y|ies) low"], sentence: "is any battery low", expected: 0),
        Reading(language: "en", templates: ["is any batter(y|ies) low"], sentence: "is any batteries low", expected: 0),
        Reading(language: "en", templates: ["is any batter(y|ies) low"], sentence: "is any batter low", expected: nil),
        Reading(language: "en", templates: ["is any batter(y|ies) low"], sentence: "is any batter y low", expected: 0),
        Reading(
            language: "en", templates: ["add ${minutes} minute[s]"], slots: ["minutes": .number()],
            sentence: "add 5 minutes", expected: 0, values: ["minutes": .number(5)]),
        Reading(
            language: "en", templates: ["add ${minutes} minute[s]"], slots: ["minutes": .number()],
            sentence: "add 1 minute", expected: 0, values: ["minutes": .number(1)]),
        Reading(language: "fr", templates: ["la fenêtre est ouvert[e][s]"], sentence: "la fenêtre est ouverte", expected: 0),
        Reading(language: "fr", templates: ["les volets sont ouvert[e][s]"], sentence: "les volets sont ouverts", expected: 0),
        Reading(language: "fr", templates: ["les portes sont ouvert[e][s]"], sentence: "les portes sont ouvertes", expected: 0),
        Reading(language: "fr", templates: ["les portes sont ouvert[e][s]"], sentence: "les portes sont ouvertess", expected: nil),
        Reading(language: "de", templates: ["sind die Akku[s] leer"], sentence: "sind die Akkus leer", expected: 0),
        Reading(language: "de", templates: ["schalt[(e|en|et)] das Licht an"], sentence: "schaltet das Licht an", expected: 0),
        Reading(language: "de", templates: ["schalt[(e|en|et)] das Licht an"], sentence: "schalt das Licht an", expected: 0),
        Reading(language: "de", templates: ["(schlie(ß|ss)[(e|en)]) die Tür"], sentence: "schliessen die Tür", expected: 0),
        Reading(language: "es", templates: ["está activ[ad](o|a)[s]"], sentence: "está activada", expected: 0),
        Reading(language: "es", templates: ["está activ[ad](o|a)[s]"], sentence: "están activos", expected: nil),
        Reading(language: "es", templates: ["están activ[ad](o|a)[s]"], sentence: "están activos", expected: 0),
        Reading(language: "es", templates: ["(enc[i]end(a|e|er|é)) la luz"], sentence: "encender la luz", expected: 0),
        Reading(language: "ja", templates: ["ランニング(スタート|開始)"], sentence: "ランニングスタート", expected: 0),
        Reading(language: "ja", templates: ["ランニング(スタート|開始)"], sentence: "ランニング開始", expected: 0),
        Reading(language: "ja", templates: ["ランニング(スタート|開始)"], sentence: "ランニング停止", expected: nil),
    ]

    @Test("a group or optional glued to a word is read inside the word", arguments: groupsInWords)
    func groupsInsideWords(_ reading: Reading) throws {
        try check(reading)
    }

    // MARK: 2. Slots glued to words, and spacing differences

    static let gluedSlots: [Reading] = [
        Reading(
            language: "de", templates: ["setze Milch auf die ${name}[s]liste"], slots: ["name": list("Einkauf", "Baumarkt")],
            sentence: "setze Milch auf die Einkaufsliste", expected: 0, values: ["name": .vocabulary(id: "Einkauf", title: "Einkauf")]),
        Reading(
            language: "de", templates: ["setze Milch auf die ${name}[s]liste"], slots: ["name": list("Einkauf", "Baumarkt")],
            sentence: "setze Milch auf die Baumarktliste", expected: 0,
            values: ["name": .vocabulary(id: "Baumarkt", title: "Baumarkt")]),
        Reading(
            language: "de", templates: ["ist der ${name}[ ]akku leer"], slots: ["name": list("Handy", "Tablet")],
            sentence: "ist der Handyakku leer", expected: 0, values: ["name": .vocabulary(id: "Handy", title: "Handy")]),
        Reading(
            language: "de", templates: ["ist der ${name}[ ]akku leer"], slots: ["name": list("Handy", "Tablet")],
            sentence: "ist der Tablet Akku leer", expected: 0, values: ["name": .vocabulary(id: "Tablet", title: "Tablet")]),
        Reading(
            language: "de", templates: ["schalte die ${name} ein"], slots: ["name": list("Schlafzimmerlampe")],
            sentence: "schalte die Schlafzimmer Lampe ein", expected: 0,
            values: ["name": .vocabulary(id: "Schlafzimmerlampe", title: "Schlafzimmerlampe")]),
        Reading(
            language: "de", templates: ["aktiviere den ${name}"], slots: ["name": list("Party Modus")],
            sentence: "aktiviere den Partymodus", expected: 0,
            values: ["name": .vocabulary(id: "Party Modus", title: "Party Modus")]),
        Reading(
            language: "en", templates: ["check the mailbox"], sentence: "check the mail box", expected: 0),
        Reading(
            language: "en", templates: ["check the mail box"], sentence: "check the mailbox", expected: 0),
        Reading(
            language: "en", templates: ["turn ${name} on"], slots: ["name": list("Party Mode")],
            sentence: "turn partymode on", expected: 0, values: ["name": .vocabulary(id: "Party Mode", title: "Party Mode")]),
        Reading(
            language: "nl", templates: ["zet de ${name} aan"], slots: ["name": list("keuken lamp")],
            sentence: "zet de keukenlamp aan", expected: 0,
            values: ["name": .vocabulary(id: "keuken lamp", title: "keuken lamp")]),
    ]

    @Test("a slot glued to a word is read inside it, and spacing differences do not stop a match", arguments: gluedSlots)
    func slotsGluedToWords(_ reading: Reading) throws {
        try check(reading)
    }

    @Test("a spacing difference ranks below the same words spaced as written")
    func spacingRanksBelow() throws {
        let index = try PhraseIndex(
            PhraseSet(
                languageCode: "en",
                phrases: [Phrase(id: "Spaced", template: "check the mail box"), Phrase(id: "Glued", template: "check the mailbox")]))
        let matches = index.matches(for: "check the mail box")
        #expect(matches.map(\.phraseID) == ["Spaced", "Glued"])
        #expect(matches[0].score.spacingDifferences == 0)
        #expect(matches[1].score.spacingDifferences == 1)
    }

    @Test("a slot's text is what was typed, even inside a word")
    func slotTextInsideWord() throws {
        let index = try PhraseIndex(
            PhraseSet(
                languageCode: "de", phrases: [Phrase(id: "Add", template: "setze Milch auf die ${name}[s]liste")],
                slots: ["name": Self.list("Einkauf")]))
        let slot = try #require(index.matches(for: "Setze Milch auf die EINKAUFSLISTE").first?.slots["name"])
        #expect(slot.text == "EINKAUF")
        #expect(slot.wordRange == 4..<5)
    }

    // MARK: 3. Decimal numbers

    static let decimals: [(language: String, sentence: String, value: Double)] = [
        ("en", "set the temperature to 20.5 degrees", 20.5),
        ("en", "set the temperature to twenty point five degrees", 20.5),
        ("en", "set the temperature to 18 point 25 degrees", 18.25),
        ("en", "set the temperature to nineteen point zero five degrees", 19.05),
        ("fr", "règle la température à 20,5 degrés", 20.5),
        ("fr", "règle la température à vingt virgule cinq degrés", 20.5),
        ("fr", "règle la température à vingt et un virgule vingt-cinq degrés", 21.25),
        ("de", "stelle die Temperatur auf 20,5 Grad", 20.5),
        ("de", "stelle die Temperatur auf zwanzig Komma fünf Grad", 20.5),
        ("es", "pon la temperatura a 20,5 grados", 20.5),
        ("es", "pon la temperatura a veinte coma cinco grados", 20.5),
        ("es", "pon la temperatura a veinte punto cinco grados", 20.5),
        ("ja", "温度を20.5度にして", 20.5),
        ("ja", "温度を二十点五度にして", 20.5),
    ]

    static let temperatureTemplates = [
        "en": "set the temperature to ${temperature} degrees", "fr": "règle la température à ${temperature} degrés",
        "de": "stelle die Temperatur auf ${temperature} Grad", "es": "pon la temperatura a ${temperature} grados",
        "ja": "温度を${temperature}度にして",
    ]

    @Test("a number slot reads decimals written and said", arguments: decimals)
    func decimalNumbers(language: String, sentence: String, value: Double) throws {
        let index = try PhraseIndex(
            PhraseSet(
                languageCode: language, phrases: [Phrase(id: "Set", template: Self.temperatureTemplates[language]!)],
                slots: ["temperature": .number(min: 0, max: 40)]))
        let slot = try #require(index.matches(for: sentence).first?.slots["temperature"])
        #expect(slot.value == .decimal(value))
        #expect(slot.isWithinLimits)
    }

    @Test("whole numbers stay whole; a comma between numbers with a space is not a decimal")
    func wholeNumbers() throws {
        let index = try PhraseIndex(
            PhraseSet(
                languageCode: "en", phrases: [Phrase(id: "Set", template: "set the temperature to ${temperature} degrees")],
                slots: ["temperature": .number(min: 0, max: 40)]))
        #expect(index.matches(for: "set the temperature to 20 degrees").first?.slots["temperature"]?.value == .number(20))
        #expect(index.matches(for: "set the temperature to 20, 5 degrees").isEmpty)
    }

    // MARK: 4. Ties

    /// Two intents with the same template, in the order the file lists them, and a sentence
    /// both accept.
    static let ties: [(language: String, first: String, second: String, template: String, value: String, sentence: String)] = [
        ("en", "SetVolume", "SetBrightness", "set ${name} to ${level}", "lamp", "set lamp to 50"),
        ("en", "SetBrightness", "SetVolume", "set ${name} to ${level}", "lamp", "set lamp to 50"),
        ("fr", "SetPosition", "LightSet", "monte [la] ${name} à ${level}[ ]%", "lampe de chevet", "Monte la lampe de chevet à 50 %"),
        ("fr", "LightSet", "SetPosition", "monte [la] ${name} à ${level}[ ]%", "lampe de chevet", "monte la lampe de chevet à 50%"),
        ("de", "TurnOff", "TurnOn", "öffne [(die|das)] ${name}", "Haustür", "öffne die Haustür"),
        ("de", "TurnOn", "TurnOff", "${name} öffnen", "Rollo rechts", "Rollo rechts öffnen"),
        ("es", "TurnOn", "VacuumStart", "enciende [la] ${name}", "aspiradora", "enciende la aspiradora"),
        ("es", "VacuumStart", "TurnOn", "enciende [la] ${name}", "aspiradora", "enciende la aspiradora"),
        ("ja", "TurnOn", "VacuumStart", "${name}をオンにして", "ルンバ", "ルンバをオンにして"),
    ]

    @Test("equal readings of a phrase set rank in file order, with equal scores", arguments: ties)
    func tiesRankInFileOrder(
        tie: (language: String, first: String, second: String, template: String, value: String, sentence: String)
    ) throws {
        let json = """
            { "language": "\(tie.language)",
              "intents": {
                "\(tie.first)": ["\(tie.template)"],
                "\(tie.second)": ["\(tie.template)"] },
              "slots": { "name": { "values": [ { "in": "\(tie.value)" } ] }, "level": { "type": "number" } } }
            """
        let index = try PhraseIndex(PhraseSet(json: Data(json.utf8), file: "ties.json"))
        let matches = index.matches(for: tie.sentence)
        #expect(matches.map(\.phraseID) == [tie.first, tie.second])
        #expect(matches.count == 2 && matches[0].score == matches[1].score)
    }

    /// Readings that rank equal and differ in their fixed values: what the templates fixing
    /// each value spell decides (a word of 4 folded bytes or more inside the list value, or of
    /// 2 or 3 that is the whole value),
    /// before file order. Each case: the set's intents (JSON), a sentence, the intent and the
    /// fixed value that must come first.
    struct FixedValueTie: Sendable, CustomTestStringConvertible {
        var language: String
        var intents: String
        var names: [String]
        var sentence: String
        var intent: String
        var key: String
        var value: String
        var testDescription: String { "\(language): \(sentence)" }
    }

    static let fixedValueTies: [FixedValueTie] = [
        // The window phrases say "window": a name with "window" in it reads them, though the
        // door phrases come first; a name without it stays with file order.
        FixedValueTie(
            language: "en",
            intents: """
                "IsOpen": [
                  { "templates": ["is [the] ${name} open"], "fixed": { "kind": "door" } },
                  { "templates": ["is [the] ${name} open", "are all [the] window[s] open"], "fixed": { "kind": "window" } } ]
                """,
            names: ["shed window", "shed door"], sentence: "is the shed window open", intent: "IsOpen", key: "kind",
            value: "window"),
        FixedValueTie(
            language: "en",
            intents: """
                "IsOpen": [
                  { "templates": ["is [the] ${name} open"], "fixed": { "kind": "door" } },
                  { "templates": ["is [the] ${name} open", "are all [the] window[s] open"], "fixed": { "kind": "window" } } ]
                """,
            names: ["shed window", "shed door"], sentence: "is the shed door open", intent: "IsOpen", key: "kind",
            value: "door"),
        // Inside a compound: "Küchenfenster" holds "Fenster".
        FixedValueTie(
            language: "de",
            intents: """
                "IstOffen": [
                  { "templates": ["ist [(die|das)] ${name} offen"], "fixed": { "art": "tuer" } },
                  { "templates": ["ist [(die|das)] ${name} offen", "ist ein Fenster offen"], "fixed": { "art": "fenster" } } ]
                """,
            names: ["Küchenfenster", "Haustür"], sentence: "ist das Küchenfenster offen", intent: "IstOffen", key: "art",
            value: "fenster"),
        // Two intents: the one whose phrases fixing "cover" say "volet" (with its -s glued on).
        FixedValueTie(
            language: "fr",
            intents: """
                "Deverrouiller": [ { "templates": ["ouvre [le] ${name}", "déverrouille [la] serrure"], "fixed": { "domaine": "serrure" } } ],
                "Ouvrir": [ { "templates": ["ouvre [le] ${name}", "ouvre [les] volet[s]"], "fixed": { "domaine": "volet" } } ]
                """,
            names: ["volet du salon", "portillon"], sentence: "ouvre le volet du salon", intent: "Ouvrir",
            key: "domaine", value: "volet"),
        FixedValueTie(
            language: "fr",
            intents: """
                "Deverrouiller": [ { "templates": ["ouvre [le] ${name}", "déverrouille [la] serrure"], "fixed": { "domaine": "serrure" } } ],
                "Ouvrir": [ { "templates": ["ouvre [le] ${name}", "ouvre [les] volet[s]"], "fixed": { "domaine": "volet" } } ]
                """,
            names: ["volet du salon", "portillon"], sentence: "ouvre le portillon", intent: "Deverrouiller",
            key: "domaine", value: "serrure"),
        // A word of 2 or 3 bytes counts when it is the whole value ("Gas"), not inside a longer
        // one ("Gasket", nor "del" in "puerta del jardín" below): there file order decides.
        FixedValueTie(
            language: "en",
            intents: """
                "IsDetected": [
                  { "templates": ["is [the] ${name} detected"], "fixed": { "kind": "smoke" } },
                  { "templates": ["is [the] ${name} detected", "is there a gas leak"], "fixed": { "kind": "gas" } } ]
                """,
            names: ["Gas", "Gasket"], sentence: "is the gas detected", intent: "IsDetected", key: "kind", value: "gas"),
        FixedValueTie(
            language: "en",
            intents: """
                "IsDetected": [
                  { "templates": ["is [the] ${name} detected"], "fixed": { "kind": "smoke" } },
                  { "templates": ["is [the] ${name} detected", "is there a gas leak"], "fixed": { "kind": "gas" } } ]
                """,
            names: ["Gas", "Gasket"], sentence: "is the gasket detected", intent: "IsDetected", key: "kind",
            value: "smoke"),
        // A word the phrases of both values spell ("puerta") tells nothing: file order decides;
        // one only the garage phrases spell ("garaje") does.
        FixedValueTie(
            language: "es",
            intents: """
                "EstaCerrada": [
                  { "templates": ["está [la] ${name} cerrada", "está cerrada alguna puerta"], "fixed": { "clase": "puerta" } },
                  { "templates": ["está [la] ${name} cerrada", "está cerrada la puerta del garaje"], "fixed": { "clase": "garaje" } } ]
                """,
            names: ["puerta del jardín", "puerta del garaje"], sentence: "está la puerta del jardín cerrada",
            intent: "EstaCerrada", key: "clase", value: "puerta"),
        FixedValueTie(
            language: "es",
            intents: """
                "EstaCerrada": [
                  { "templates": ["está [la] ${name} cerrada", "está cerrada alguna puerta"], "fixed": { "clase": "puerta" } },
                  { "templates": ["está [la] ${name} cerrada", "está cerrada la puerta del garaje"], "fixed": { "clase": "garaje" } } ]
                """,
            names: ["puerta del jardín", "puerta del garaje"], sentence: "está la puerta del garaje cerrada",
            intent: "EstaCerrada", key: "clase", value: "garaje"),
    ]

    @Test("equal readings that differ in fixed values: the words of the templates fixing each value decide", arguments: fixedValueTies)
    func fixedValueTiesReadTheTemplatesWords(tie: FixedValueTie) throws {
        let values = tie.names.map { "{ \"in\": \"\($0)\" }" }.joined(separator: ", ")
        let json = """
            { "language": "\(tie.language)", "intents": { \(tie.intents) },
              "slots": { "name": { "values": [ \(values) ] } } }
            """
        let index = try PhraseIndex(PhraseSet(json: Data(json.utf8), file: "fixed.json"))
        let best = try #require(index.matches(for: tie.sentence).first)
        #expect(best.phraseID == tie.intent)
        #expect(best.fixed[tie.key] == tie.value)
        // The scores stay equal: the ranking itself is unchanged, and so is a tie count.
        let readings = index.readings(for: tie.sentence)
        #expect(readings.count >= 2 && readings[0].score == readings[1].score)
        #expect(readings.first?.fixed[tie.key] == tie.value)
    }

    /// Readings of two intents that rank equal: a word inside the list value that templates of
    /// one intent spell and templates of the other do not puts the first before the other,
    /// whatever the file order; a word both spell, or none, leaves file order. (The evidence
    /// is read in sets where some phrase fixes a value, so each set fixes one.)
    struct IntentTie: Sendable, CustomTestStringConvertible {
        var language: String
        var intents: String
        var names: [String]
        var sentence: String
        var intent: String
        var testDescription: String { "\(language): \(sentence) → \(intent)" }
    }

    static let lightOrCover = """
        "LightSet": [ "monte [(le|la)] ${name} à ${level}[ ]%", { "templates": ["allume [les] lampe[s]"], "fixed": { "domain": "light" } } ],
        "SetPosition": [ "monte [(le|la)] ${name} à ${level}[ ]%", "ouvre [les] volet[s]" ]
        """
    static let lampOrVacuum = """
        "TurnOn": [ "start [the] ${name}", { "templates": ["turn on the (light|lamp)[s]"], "fixed": { "domain": "light" } } ],
        "VacuumStart": [ "start [the] ${name}", "start [the] vacuum[ cleaner]" ]
        """
    static let intentTies: [IntentTie] = [
        IntentTie(
            language: "fr", intents: lightOrCover, names: ["lampe de chevet", "volet du salon"],
            sentence: "monte la lampe de chevet à 50%", intent: "LightSet"),
        IntentTie(
            language: "fr", intents: lightOrCover, names: ["lampe de chevet", "volet du salon"],
            sentence: "monte le volet du salon à 50%", intent: "SetPosition"),
        // Inside a compound.
        IntentTie(
            language: "de",
            intents: """
                "LichtSetzen": [ "stell[e] [(die|das)] ${name} auf ${level}[ ]%", { "templates": ["schalte [die] Lampe[n] an"], "fixed": { "domain": "light" } } ],
                "PositionSetzen": [ "stell[e] [(die|das)] ${name} auf ${level}[ ]%", "öffne [die] Rollläden" ]
                """,
            names: ["Schlafzimmerlampe", "Rollo links"], sentence: "stelle die Schlafzimmerlampe auf 10 %",
            intent: "LichtSetzen"),
        IntentTie(
            language: "en", intents: lampOrVacuum, names: ["robot vacuum", "desk lamp"], sentence: "start the robot vacuum",
            intent: "VacuumStart"),
        IntentTie(
            language: "en", intents: lampOrVacuum, names: ["robot vacuum", "desk lamp"], sentence: "start the desk lamp",
            intent: "TurnOn"),
        // A name neither intent's templates spell a word of: file order.
        IntentTie(
            language: "en", intents: lampOrVacuum, names: ["Rover"], sentence: "start Rover", intent: "TurnOn"),
        // A word both intents spell ("lámpara") tells nothing: file order.
        IntentTie(
            language: "es",
            intents: """
                "Encender": [ "enciende [la] ${name}", { "templates": ["enciende [las] lámpara[s]"], "fixed": { "domain": "light" } } ],
                "Brillo": [ "enciende [la] ${name}", "sube [el brillo de] [las] lámpara[s]" ]
                """,
            names: ["lámpara de la mesilla"], sentence: "enciende la lámpara de la mesilla", intent: "Encender"),
    ]

    @Test("equal readings of two intents: the words of each intent's templates decide", arguments: intentTies)
    func intentTiesReadTheTemplatesWords(tie: IntentTie) throws {
        let values = tie.names.map { "{ \"in\": \"\($0)\" }" }.joined(separator: ", ")
        let json = """
            { "language": "\(tie.language)", "intents": { \(tie.intents) },
              "slots": { "name": { "values": [ \(values) ] }, "level": { "type": "number" } } }
            """
        let index = try PhraseIndex(PhraseSet(json: Data(json.utf8), file: "intents.json"))
        let matches = index.matches(for: tie.sentence)
        #expect(matches.first?.phraseID == tie.intent)
        // The scores stay equal: the ranking is unchanged, and so is a tie count.
        #expect(matches.count == 2 && matches[0].score == matches[1].score)
    }

    // MARK: 5. Which words go to which slot

    static let slotChoices: [Reading] = [
        Reading(
            language: "en", templates: ["turn off [the] ${name}", "turn off [the] ${area} (lamp|light)"],
            slots: ["name": list("Bedroom Lamp", "Light"), "area": list("Bedroom", "Kitchen")],
            sentence: "turn off the bedroom lamp", expected: 0,
            values: ["name": .vocabulary(id: "Bedroom Lamp", title: "Bedroom Lamp")]),
        Reading(
            language: "en", templates: ["turn off [the] ${name} in [the] ${area}", "turn off the light[s] in the ${area}"],
            slots: ["name": list("Bedroom Lamp", "Light"), "area": list("Bedroom", "Kitchen")],
            sentence: "turn off the light in the kitchen", expected: 1,
            values: ["area": .vocabulary(id: "Kitchen", title: "Kitchen")]),
        Reading(
            language: "de", templates: ["schalte [das] ${name} aus", "schalte [das] ${area}licht aus"],
            slots: ["name": list("Küchenlicht"), "area": list("Küche", "Flur")],
            sentence: "schalte das Küchenlicht aus", expected: 0,
            values: ["name": .vocabulary(id: "Küchenlicht", title: "Küchenlicht")]),
        Reading(
            language: "en", templates: ["play ${query}", "play [the] ${query} ${kind}"],
            slots: ["query": .text, "kind": list("album", "artist")],
            sentence: "play the Queen album", expected: 1,
            values: ["query": .text("Queen"), "kind": .vocabulary(id: "album", title: "album")]),
        Reading(
            language: "fr", templates: ["allume [la] ${name} [de] [la] ${area}", "allume [la] lumière [de] [la] ${area}"],
            slots: ["name": list("Lumière"), "area": list("cuisine")],
            sentence: "allume la lumière de la cuisine", expected: 1,
            values: ["area": .vocabulary(id: "cuisine", title: "cuisine")]),
    ]

    @Test("the longest list value wins, but a template's own word beats a value split off it", arguments: slotChoices)
    func whichWordsGoToWhichSlot(_ reading: Reading) throws {
        try check(reading)
    }

    // MARK: 6. Japanese word breaks at a slot's edge

    static let japanese: [Reading] = [
        Reading(
            language: "ja", templates: ["${name}[を](オフにして|消して)"], slots: ["name": list("エアコン", "リビングのエアコン")],
            sentence: "エアコンオフにして", expected: 0, values: ["name": .vocabulary(id: "エアコン", title: "エアコン")]),
        Reading(
            language: "ja", templates: ["${name}[を](オフにして|消して)"], slots: ["name": list("エアコン", "リビングのエアコン")],
            sentence: "エアコンをオフにして", expected: 0, values: ["name": .vocabulary(id: "エアコン", title: "エアコン")]),
        Reading(
            language: "ja", templates: ["${name}[を](オフにして|消して)"], slots: ["name": list("エアコン", "リビングのエアコン")],
            sentence: "リビングのエアコン消して", expected: 0,
            values: ["name": .vocabulary(id: "リビングのエアコン", title: "リビングのエアコン")]),
        Reading(
            language: "ja", templates: ["${name}を(オン|オフ)にして"], slots: ["name": list("テレビ")],
            sentence: "テレビ を オンにして", expected: 0, values: ["name": .vocabulary(id: "テレビ", title: "テレビ")]),
        Reading(
            language: "ja", templates: ["${name}[を](オフにして|消して)"], slots: ["name": list("エアコン")],
            sentence: "エアコンオンにして", expected: nil),
    ]

    @Test("a Japanese list value is found where ICU's word break does not fall at its edge", arguments: japanese)
    func japaneseSlotEdges(_ reading: Reading) throws {
        try check(reading)
    }

    private func check(_ reading: Reading) throws {
        let matches = try reading.index().matches(for: reading.sentence)
        guard let expected = reading.expected else {
            #expect(matches.isEmpty, "matched \(matches.map(\.template))")
            return
        }
        let match = try #require(matches.first, "nothing matched")
        #expect(match.template == reading.templates[expected])
        for (name, value) in reading.values { #expect(match.slots[name]?.value == value, "\(name)") }
    }
}
