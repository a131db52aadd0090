import Dialog
import Foundation
import Intents
import Localization
import PhraseMatcher

extension FuzzTarget {
    /// The language an input is read in: a first line such as `fr` names it (so corpora stay
    /// readable); English otherwise, with the whole input as the rest.
    static func language(of data: Data) -> (language: Language, rest: Data) {
        if let newline = data.prefix(6).firstIndex(of: UInt8(ascii: "\n")),
            let language = Language(code: String(decoding: data[..<newline], as: UTF8.self)),
            Language.supported.contains(language)
        {
            return (language, data[(newline + 1)...])
        }
        return (.english, data)
    }

    /// A phrase template: parsed, sampled, compiled and matched against its own samples.
    static let template = FuzzTarget(name: "template") { data in
        let (language, rest) = language(of: data)
        let text = String(decoding: rest, as: UTF8.self)
        guard let template = try? Template.parse(text) else { return }
        let samples = template.sampleSentences(limit: 8) { _ in ["milk", "2"] }
        let slots = Dictionary(template.slotNames.map { ($0, SlotDefinition.text) }) { first, _ in first }
        let set = PhraseSet(
            languageCode: language.code, phrases: [Phrase(id: "fuzz", template: text)], slots: slots)
        guard let index = try? PhraseIndex(set) else { return }
        for sample in samples {
            _ = index.matches(for: sample)
            _ = index.nearestPhrase(for: sample)
        }
    }

    /// A phrase-set file (JSON): loaded, compiled, sampled and matched.
    static let phraseSet = FuzzTarget(name: "phrase-set") { data in
        guard let set = try? PhraseSet(json: data, file: "fuzz.json"),
            let index = try? PhraseIndex(set)
        else { return }
        for (_, sentences) in index.sampleSentences(limit: 2).sorted(by: { $0.key < $1.key }).prefix(20) {
            for sentence in sentences {
                _ = index.matches(for: sentence)
                _ = index.nearestPhrase(for: sentence)
                _ = index.explanation(for: sentence)
            }
        }
    }

    /// A String Catalog (`.xcstrings` JSON): loaded and every key rendered in every language,
    /// with arguments of every kind, whatever the key's specifiers ask for.
    static let catalog = FuzzTarget(name: "catalog") { data in
        var catalog = LocalizationCatalog()
        guard (try? catalog.add(data, from: URL(filePath: "/fuzz/Localizable.xcstrings"))) != nil else { return }
        let argumentSets: [[FormatArgument]] = [
            [], [.int(0)], [.int(1), .string("milk")], [.int(-7), .double(2.5), .list(["a", "b", "c"])],
            [.string("x"), .string("y"), .int(Int.max), .int(Int.min)], [.double(.nan), .double(.infinity)],
        ]
        for key in catalog.keys.prefix(40) {
            for language in Language.supported + [.pseudo] {
                for arguments in argumentSets {
                    _ = catalog.string(forKey: key, language: language.code, arguments: arguments)
                }
            }
        }
    }

    /// A conversation transcript: parsed, its clock moved as it says, its patterns compiled
    /// and tried.
    static let transcript = FuzzTarget(name: "transcript") { data in
        guard let transcript = try? Transcript.parse(String(decoding: data, as: UTF8.self), name: "fuzz") else {
            return
        }
        let clock = ManualClock(start: Transcript.defaultStart)
        for step in transcript.steps.prefix(200) {
            switch step {
            case .wait(let duration, _): clock.advance(by: duration)
            case .setTime(let date, _): clock.set(date)
            case .say(let said, _, let expected):
                for (_, expectation) in expected.prefix(8) { _ = expectation.matches(said) }
            }
            _ = clock.appClock.today()
        }
    }
}
