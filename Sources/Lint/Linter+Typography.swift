import Foundation
import Intents
import Localization

extension Linter {
    /// The typography each language's readers expect, in every text a person sees: French
    /// no-break spaces before `? ! : ;` and inside `« »`; Spanish questions and exclamations
    /// opened with `¿ ¡`; in Japanese no space between two Japanese characters and a number
    /// glued to its counter (`3件`, `%lld杯`). Word lists (`hark.words.*`,
    /// `hark.understanding.*`), never shown, and keys marked `shouldTranslate: false` are left
    /// alone.
    func typographyFindings() -> [LintFinding] {
        var findings: [LintFinding] = []
        for document in catalogs {
            let catalog = document.catalog
            for key in catalog.keys where catalog.shouldTranslate(key: key) && !Self.isNeverShown(key) {
                for language in languages {
                    guard let translation = catalog.translation(forKey: key, language: language.code),
                        translation.isUsable
                    else { continue }
                    var texts = translation.value.map { [$0] } ?? []
                    texts += translation.pluralForms.sorted { $0.key.rawValue < $1.key.rawValue }.map(\.value)
                    for text in texts {
                        for problem in Self.typographyProblems(in: text, language: language) {
                            findings.append(
                                LintFinding(
                                    severity: .error, check: .typography, file: document.name, key: key,
                                    language: language.code, message: problem))
                        }
                    }
                }
            }
        }
        return findings
    }

    /// Whether `key` is one of the assistant's answer word lists (`hark.words.*`), whose
    /// kinds of answer `hark lint` compares across languages.
    static func isWordList(_ key: String) -> Bool {
        key.hasPrefix("hark.words.")
    }

    /// Whether `key` holds words people say rather than text Hark shows: the answer word lists
    /// and the understanding lists (`hark.understanding.*`: request frames, fillers, …).
    static func isNeverShown(_ key: String) -> Bool {
        isWordList(key) || key.hasPrefix("hark.understanding.")
    }

    /// What breaks the language's typography in `text`, one message per kind of problem.
    static func typographyProblems(in text: String, language: Language) -> [LocalizedStringResource] {
        switch language {
        case .french: frenchProblems(in: text)
        case .spanish: spanishProblems(in: text)
        case .japanese: japaneseProblems(in: text)
        default: []
        }
    }

    private static let noBreakSpaces: Set<Character> = ["\u{00A0}", "\u{202F}"]

    /// French: a no-break space before `?`, `!` and `;`, before a colon that follows a word and
    /// opens what comes next (not “file:line”), and inside « ».
    static func frenchProblems(in text: String) -> [LocalizedStringResource] {
        let characters = Array(text)
        var marks = Set<Character>()
        var quotes = false
        for (index, character) in characters.enumerated() {
            let before = index > 0 ? characters[index - 1] : nil
            let after = index + 1 < characters.count ? characters[index + 1] : nil
            switch character {
            case "?", "!", ";":
                // "?!" and "…?" keep one space before the first mark only.
                if let before, !noBreakSpaces.contains(before), !"?!…".contains(before) { marks.insert(character) }
            case ":":
                guard let before, after == nil || after!.isWhitespace else { continue }
                // A colon inside a technical token (":memory:", "file:line:") is not punctuation.
                let token = characters[..<index].reversed().prefix { !$0.isWhitespace }
                if token.contains(":") { continue }
                if !noBreakSpaces.contains(before) { marks.insert(character) }
            case "«":
                if let after, !noBreakSpaces.contains(after) { quotes = true }
            case "»":
                if let before, !noBreakSpaces.contains(before) { quotes = true }
            default:
                continue
            }
        }
        var problems: [LocalizedStringResource] = []
        if !marks.isEmpty {
            let list = marks.sorted().map(String.init).joined(separator: " ")
            problems.append("French needs a no-break space (U+00A0) before \(list)")
        }
        if quotes { problems.append("French needs a no-break space (U+00A0) inside « »") }
        return problems
    }

    /// Spanish: each `?` closes a question opened by `¿`, each `!` an exclamation opened by `¡`.
    static func spanishProblems(in text: String) -> [LocalizedStringResource] {
        var openQuestions = 0
        var openExclamations = 0
        var missing = Set<String>()
        for character in text {
            switch character {
            case "¿": openQuestions += 1
            case "¡": openExclamations += 1
            case "?":
                if openQuestions == 0 { missing.insert("¿") } else { openQuestions -= 1 }
            case "!":
                if openExclamations == 0 { missing.insert("¡") } else { openExclamations -= 1 }
            default: continue
            }
        }
        guard !missing.isEmpty else { return [] }
        return ["Spanish opens questions and exclamations with \(missing.sorted().joined(separator: " "))"]
    }

    /// Words that count things in Japanese: a number is written right against them.
    static let japaneseCounters = [
        "件", "個", "杯", "つ", "回", "人前", "人", "分", "秒", "時間", "日", "語目", "か所", "番目", "番", "周", "枚",
        "本", "台", "歳", "年", "月", "時",
    ]

    /// Japanese: no space between two Japanese characters, none between a number and its
    /// counter. A run of two spaces or more is layout (the columns of a usage text), not a
    /// space between words.
    static func japaneseProblems(in text: String) -> [LocalizedStringResource] {
        var problems: [LocalizedStringResource] = []
        let characters = Array(text)
        var spaced = false
        for index in characters.indices where isSpace(characters[index]) {
            guard index > 0, index + 1 < characters.count else { continue }
            if isJapanese(characters[index - 1]), isJapanese(characters[index + 1]) { spaced = true }
        }
        if spaced { problems.append("Japanese has no space between two Japanese characters") }
        let counters = japaneseCounters.joined(separator: "|")
        let pattern = "([0-9０-９]|%(?:[0-9]+\\$)?(?:lld|ld|d|lu|u))[ \u{3000}]+(\(counters))"
        if text.range(of: pattern, options: .regularExpression) != nil {
            problems.append("Japanese writes a number right against its counter (“3件”, “%lld杯”)")
        }
        return problems
    }

    /// A space between words: any horizontal white space, the ideographic space included.
    private static func isSpace(_ character: Character) -> Bool {
        character.isWhitespace && !character.isNewline
    }

    /// A character of Japanese script: kana, kanji, Japanese punctuation and full-width forms.
    static func isJapanese(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x3000...0x303F, 0x3040...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF,
            0xFF00...0xFFEF:
            return scalar.value != 0x3000
        default:
            return false
        }
    }
}
