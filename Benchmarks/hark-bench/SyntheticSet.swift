import PhraseMatcher

/// A synthetic phrase set: `intents` intents of ten phrases each over made-up words, a shared
/// vocabulary of `names` two-word names, numbers, free text, dates and an omittable app name;
/// with sentences that match and sentences that do not.
///
/// ```swift
/// let set = SyntheticSet(intents: 100, names: 10_000)
/// let index = try PhraseIndex(set.phraseSet)
/// ```
struct SyntheticSet {
    let intents: Int
    let names: Int
    var generator = SplitMix(seed: 42)

    static let syllables = [
        "ka", "lo", "mi", "ra", "te", "zu", "no", "vi", "sa", "pe", "do", "ri", "gu", "ma", "le", "bo", "fi", "ne",
        "tu", "ya", "ko", "ze", "hi", "wa", "pu", "se", "da", "mo", "li", "ga",
    ]

    /// A made-up word of `count` syllables for `number`, the same every run.
    static func word(_ number: Int, syllables count: Int, offset: Int = 0) -> String {
        var value = number &* 7919 &+ offset
        var word = ""
        for _ in 0..<count {
            word += syllables[value % syllables.count]
            value /= syllables.count
            value &+= number % 7
        }
        return word
    }

    var verbs: [String] { (0..<intents).map { Self.word($0, syllables: 3, offset: 11) + "r" } }
    var nouns: [String] { (0..<intents).map { Self.word($0, syllables: 3, offset: 977) + "n" } }

    var nameValues: [VocabularyValue] {
        let firsts = (0..<1000).map { Self.word($0, syllables: 2, offset: 3).capitalized + "a" }
        let lasts = (0..<max(1, (names + 999) / 1000)).map { Self.word($0, syllables: 3, offset: 5).capitalized + "o" }
        return (0..<names).map { index in
            let name = "\(firsts[index % firsts.count]) \(lasts[index / firsts.count])"
            return VocabularyValue(id: String(index), title: name)
        }
    }

    var phraseSet: PhraseSet {
        var phrases: [Phrase] = []
        for (index, (verb, noun)) in zip(verbs, nouns).enumerated() {
            let templates = [
                "\(verb) ${name} \(noun)", "\(verb) the ${name} \(noun) in ${applicationName}",
                "please \(verb) \(noun) for ${name}", "\(verb) ${count} \(noun)", "\(verb) \(noun) (now|today)",
                "\(verb) [a] \(noun) with ${title}", "can you \(verb) \(noun) [please]", "\(noun) \(verb) ${name}",
                "\(verb) all \(noun) [from ${applicationName}]", "\(verb) \(noun) at ${when}",
            ]
            phrases += templates.map { Phrase(id: "Intent\(index)", template: $0) }
        }
        return PhraseSet(
            languageCode: "en", phrases: phrases,
            slots: [
                "name": .vocabulary([]), "count": .number(min: 1, max: 99), "title": .text, "when": .date,
                "applicationName": .vocabulary(
                    ["Tasks", "Laps", "Soup Chef", "Notes", "Mail"].map { VocabularyValue(id: $0, title: $0) },
                    isOmittable: true),
            ])
    }

    /// Sentences that match, with the intent each should match.
    mutating func matching(_ count: Int, names values: [VocabularyValue]) -> [(String, String)] {
        let verbs = self.verbs
        let nouns = self.nouns
        return (0..<count).map { _ in
            let intent = generator.next(below: intents)
            let name = values[generator.next(below: values.count)].title
            let (verb, noun) = (verbs[intent], nouns[intent])
            let sentences = [
                "\(verb) \(name) \(noun)", "\(verb) the \(name) \(noun) in Soup Chef",
                "please \(verb) \(noun) for \(name)",
                "\(verb) twenty one \(noun)", "\(verb) \(noun) today", "\(verb) a \(noun) with the red bicycle",
                "can you \(verb) \(noun)", "\(noun) \(verb) \(name)", "\(verb) all \(noun) from Laps",
                "\(verb) \(noun) at tomorrow at 5 pm",
            ]
            return (sentences[generator.next(below: sentences.count)], "Intent\(intent)")
        }
    }

    /// Sentences that match nothing: unknown words, and real first words with a wrong ending.
    mutating func nonMatching(_ count: Int) -> [String] {
        let verbs = self.verbs
        let filler = ["weather", "tomorrow", "music", "play", "the", "song", "loud", "kitchen", "lights", "off"]
        return (0..<count).map { index in
            let words = (0..<(4 + generator.next(below: 4))).map { _ in filler[generator.next(below: filler.count)] }
            if index.isMultiple(of: 2) { return words.joined(separator: " ") }
            return ([verbs[generator.next(below: intents)], "the"] + words).joined(separator: " ")
        }
    }
}

/// A small deterministic random number generator (SplitMix64).
struct SplitMix {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next(below bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Int(z % UInt64(bound))
    }
}
