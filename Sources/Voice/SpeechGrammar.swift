import Foundation
import PhraseMatcher

/// A JSGF grammar made from an assistant's phrases: what PocketSphinx listens for.
///
/// Each phrase's template becomes a rule — its text as lower-case words, alternatives and
/// optional parts as JSGF's `( | )` and `[ ]` — and each slot a rule of what can fill it now:
/// a vocabulary slot its titles and synonyms, a number slot its numbers spoken (within its
/// bounds, at most 0…100), a duration a number and a unit, a date a day word. A free-text slot
/// is heard only as one of the names the same app already knows (its entities' titles):
/// arbitrary words cannot be recognized reliably against a grammar, so anything new is typed.
/// A phrase whose slot can be filled with nothing is left out.
///
/// ```swift
/// let grammar = SpeechGrammar(phrases: conversationPhrases)
/// grammar.jsgf    // "#JSGF V1.0;\ngrammar hark;\npublic <request> = <p0> | …"
/// grammar.words   // every word it uses, for the pronunciation dictionary
/// ```
public struct SpeechGrammar: Sendable {
    /// The grammar's text.
    public let jsgf: String
    /// Every word the grammar uses, sorted.
    public let words: [String]
    /// How many phrases it has rules for, and how many were left out (a slot with no values).
    public let phraseCount: Int
    public let omittedPhraseCount: Int
    /// Words only the bare answers use (not the phrases'), for which a missing pronunciation
    /// is no fault of an app's.
    public let answerOnlyWords: Set<String>

    /// The grammar of `phrases`; text and values with a word of `excluded` (words nothing can
    /// pronounce) are left out.
    ///
    /// While a question waits on an answer, `answers` are what may be said by itself besides
    /// a whole request ("yes", "the second one", "cancel"), and with `slotValuesAsAnswers` any
    /// value a slot takes (a name, a number, a day) too. An answer with a word that is not
    /// all letters ("1st") is left out: digits are offered as numbers.
    public init(
        phrases: [SpokenPhrase], excluding excluded: Set<String> = [], answers: [String] = [],
        slotValuesAsAnswers: Bool = false
    ) {
        var builder = Builder(excluded: excluded)
        for phrase in phrases {
            let app = Self.app(of: phrase)
            for case .values(let values, true) in phrase.slots.values {
                builder.knownNamesByApp[app, default: []].formUnion(values)
            }
        }
        var rules: [String] = []
        var omitted = 0
        // Same spoken rule text once: phrases of one intent often share their words.
        var seen = Set<String>()
        for phrase in phrases {
            guard let body = builder.expression(for: phrase.template.root, phrase: phrase), !body.isEmpty else {
                omitted += 1
                continue
            }
            if seen.insert(body).inserted { rules.append(body) }
        }
        let phraseWords = builder.words
        var bareAnswers: [String] = []
        for answer in answers {
            let spoken = Self.words(in: answer)
            guard !spoken.isEmpty, !spoken.contains(where: excluded.contains),
                spoken.allSatisfy({ $0.allSatisfy { $0.isLetter || $0 == "'" } })
            else { continue }
            let text = spoken.joined(separator: " ")
            if !bareAnswers.contains(text) {
                bareAnswers.append(text)
                builder.words.formUnion(spoken)
            }
        }
        if slotValuesAsAnswers { bareAnswers += builder.slotRules.map { "<\($0.0)>" } }
        if !bareAnswers.isEmpty { rules.append("( " + bareAnswers.joined(separator: " | ") + " )") }
        var text = "#JSGF V1.0;\ngrammar hark;\n"
        if rules.isEmpty {
            text += "public <request> = <VOID>;\n"
        } else {
            text += "public <request> = " + rules.indices.map { "<p\($0)>" }.joined(separator: " | ") + ";\n"
            for (number, rule) in rules.enumerated() { text += "<p\(number)> = \(rule);\n" }
        }
        for (name, rule) in builder.slotRules { text += "<\(name)> = \(rule);\n" }
        jsgf = text
        words = builder.words.sorted()
        answerOnlyWords = builder.words.subtracting(phraseWords)
        phraseCount = rules.count - (bareAnswers.isEmpty ? 0 : 1)
        omittedPhraseCount = omitted
    }

    /// The grammar as PocketSphinx searches it: the smallest graph of words saying the same
    /// sentences, in its finite-state grammar format (see ``WordGraph``).
    public var wordGraph: String { WordGraph(jsgf: jsgf).fsg() }

    /// The words of `text` as the recognizer spells them: lower case, split at spaces and
    /// hyphens, without punctuation (an apostrophe inside a word stays: "what's").
    public static func words(in text: String) -> [String] {
        let folded = text.lowercased().replacingOccurrences(of: "’", with: "'")
        var words: [String] = []
        var word = ""
        func flush() {
            let trimmed = word.trimmingCharacters(in: CharacterSet(charactersIn: "'"))
            if !trimmed.isEmpty { words.append(trimmed) }
            word = ""
        }
        for character in folded {
            if character.isLetter || character.isNumber || character == "'" {
                word.append(character)
            } else {
                flush()
            }
        }
        flush()
        return words.flatMap { word in
            // Digits are said as words.
            if let number = Int(word), (0..<1000).contains(number) {
                return SpokenNumbers.english(number).split(separator: " ").map(String.init)
            }
            return [word]
        }
    }

    /// Determiners and possessives: one is never said right after another ("show my the list").
    static let determiners: Set<String> = ["a", "an", "the", "my", "your", "our", "this", "that", "these", "those"]

    /// The first words a slot's value cannot have after `word`: the word itself ("show my" +
    /// "my list"), and after a determiner any determiner ("show my" + "the list"). Nobody says
    /// them, and such paths were what out-of-grammar speech was most often forced onto.
    static func wordsNotSaidAfter(_ word: String) -> Set<String> {
        determiners.contains(word) ? determiners : [word]
    }

    /// The app a phrase id belongs to ("Tasks" for "Tasks.AddTaskIntent").
    static func app(of phrase: SpokenPhrase) -> String {
        // A phrase that must run none of an app's shortcuts: "negative:Tasks:0".
        if phrase.id.hasPrefix("negative:") { return String(phrase.id.split(separator: ":").dropFirst().first ?? "") }
        return String(phrase.id.prefix { $0 != "." })
    }

    private struct Builder {
        let excluded: Set<String>
        var words = Set<String>()

        init(excluded: Set<String>) { self.excluded = excluded }
        /// Slot rules by name, in the order made.
        var slotRules: [(String, String)] = []
        private var ruleNames: [SlotKey: String] = [:]
        private struct SlotKey: Hashable {
            var slot: SpokenSlot
            var notStartingWith: Set<String>
        }
        /// What an app's free-text slots can be heard as: its entities' names.
        var knownNamesByApp: [String: Set<String>] = [:]

        mutating func expression(for node: TemplateNode, phrase: SpokenPhrase) -> String? {
            switch node {
            case .text(let text):
                let spoken = SpeechGrammar.words(in: text)
                if spoken.contains(where: excluded.contains) { return nil }
                words.formUnion(spoken)
                return spoken.joined(separator: " ")
            case .slot(let name):
                return slotReference(phrase.slots[name] ?? .text, phrase: phrase)
            case .optional(let body):
                guard let inner = expression(for: body, phrase: phrase) else { return "" }
                return inner.isEmpty ? "" : "[ \(inner) ]"
            case .alternatives(let branches):
                var options: [String] = []
                var anyEmpty = false
                for branch in branches {
                    guard let option = expression(for: branch, phrase: phrase) else { continue }
                    if option.isEmpty { anyEmpty = true } else if !options.contains(option) { options.append(option) }
                }
                if options.isEmpty { return anyEmpty ? "" : nil }
                let group = options.count == 1 ? options[0] : "( " + options.joined(separator: " | ") + " )"
                return anyEmpty ? "[ \(group) ]" : group
            case .sequence(let nodes):
                var parts: [String] = []
                // The word just before a slot: a value starting with it again ("show my" +
                // "my list") is never said so, and would let the recognizer force short phrases
                // onto other speech ("call my mother" heard as "show my my list").
                var previousWord: String?
                for node in nodes {
                    let part: String?
                    if case .slot(let name) = node {
                        part = slotReference(
                            phrase.slots[name] ?? .text, phrase: phrase,
                            notStartingWith: previousWord.map(SpeechGrammar.wordsNotSaidAfter) ?? [])
                    } else {
                        part = expression(for: node, phrase: phrase)
                    }
                    guard let part else { return nil }
                    if case .text(let text) = node { previousWord = SpeechGrammar.words(in: text).last } else { previousWord = nil }
                    if !part.isEmpty { parts.append(part) }
                }
                return parts.joined(separator: " ")
            }
        }

        /// A reference to the rule for a slot, made the first time; nil when nothing can fill it.
        private mutating func slotReference(
            _ slot: SpokenSlot, phrase: SpokenPhrase, notStartingWith avoided: Set<String> = []
        ) -> String? {
            var slot = slot
            if case .text = slot {
                slot = .values((knownNamesByApp[SpeechGrammar.app(of: phrase)] ?? []).sorted(), isOpen: true)
            }
            let key = SlotKey(slot: slot, notStartingWith: avoided)
            if let name = ruleNames[key] { return "<\(name)>" }
            let alternatives: [String]
            switch slot {
            case .values(let values, _):
                alternatives = values.map { SpeechGrammar.words(in: $0).joined(separator: " ") }
            case .number(let min, let max):
                alternatives = SpokenNumbers.range(min: min, max: max).map(SpokenNumbers.english)
            case .duration:
                let units = "( second | seconds | minute | minutes | hour | hours )"
                alternatives = (1...60).map { "\(SpokenNumbers.english($0)) \(units)" } + ["an hour", "half an hour"]
            case .date:
                let days = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
                alternatives = ["today", "tomorrow", "tonight"] + days.map { "[ on | next | this ] \($0)" }
            case .text:
                alternatives = []
            }
            var unique: [String] = []
            for alternative in alternatives where !alternative.isEmpty && !unique.contains(alternative) {
                if let first = alternative.split(separator: " ").first, avoided.contains(String(first)) { continue }
                if alternative.split(separator: " ").contains(where: { excluded.contains(String($0)) }) { continue }
                unique.append(alternative)
            }
            guard !unique.isEmpty else { return nil }
            for alternative in unique {
                for word in alternative.split(separator: " ") where word.first?.isLetter ?? false {
                    words.insert(String(word))
                }
            }
            let name = "s\(slotRules.count)"
            ruleNames[key] = name
            slotRules.append((name, "( " + unique.joined(separator: " | ") + " )"))
            return "<\(name)>"
        }
    }
}
