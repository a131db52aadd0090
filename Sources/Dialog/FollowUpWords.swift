import Foundation
import Localization

/// The words of follow-ups in the person's language, from the assistant's catalog (each a
/// `a|b|c` list a translator extends without code): what introduces a correction ("no, I
/// meant …", "make that …"), what refers back ("it", "the other one"), the small words around
/// them ("too", "and"), and "undo".
///
/// Lists are compared as folded text (case, accents and punctuation ignored), whole words at a
/// time — or, in a language written without spaces, as parts of the text.
///
/// ```swift
/// let words = FollowUpWords(localizer: localizer)
/// words.correctedValue(in: "no, I meant Pay rent")  // "Pay rent"
/// words.reference(in: "the other one too")         // .other
/// words.isUndo("undo that, please")                // true
/// ```
struct FollowUpWords {
    let localizer: Localizer

    /// What a reference points at.
    enum Reference: Sendable, Equatable {
        /// "it", "that one": what the last request acted on.
        case it
        /// "the other one": the choice not taken.
        case other
    }

    private var spaced: Bool { localizer.language != .japanese }

    /// The phrases of a list, folded, longest first (so "no i meant" is tried before "i meant").
    func phrases(_ key: String) -> [String] {
        localizer.words(key).filter { !$0.isEmpty }.sorted { $0.count != $1.count ? $0.count > $1.count : $0 < $1 }
    }

    /// The value a correction says, as typed: the words after "no, I meant", "make that" or
    /// "actually" ("no, I meant Pay rent" → "Pay rent"), or before "I meant", "instead" ("three
    /// instead" → "three"). A no or a filler may come before the lead and the lead may be said
    /// twice ("no no, I meant …", « mais non, je voulais dire … », 「違う違う、…」), and a value
    /// before a closing lead may follow a no ("nein, Honig meinte ich" → "Honig"). Nil when the
    /// line is no correction, or says nothing after it but answer words ("no, it's fine").
    func correctedValue(in line: String) -> String? {
        let leads = phrases("hark.words.correction")
        let lead = phrases("hark.words.no") + phrases("hark.words.answerFiller")
        var text = line
        var saidLead = false
        while true {
            if let rest = dropping(leads, fromStartOf: text) {
                text = rest
                saidLead = true
            } else if let rest = dropping(lead, fromStartOf: text) {
                text = rest
            } else {
                break
            }
        }
        let before = saidLead ? text : nil
        let after = dropping(phrases("hark.words.correction.after"), fromEndOf: before ?? line)
        guard let rest = after ?? before else { return nil }
        // "no, it's fine", 「いや、いい」: answer words after the lead are an answer, not a value.
        return valueSaid(trimmingExtras(before == nil ? droppingAll(lead, fromStartOf: rest) : rest))
    }

    /// What follows a no at the start of a line ("no, add honey" → "add honey"), the fillers
    /// around it set aside; nil when the line does not start with a no, or says nothing after it
    /// but answer words ("no, thanks").
    func afterNo(_ line: String) -> String? {
        guard let rest = dropping(phrases("hark.words.no"), fromStartOf: line) else { return nil }
        return valueSaid(droppingAll(phrases("hark.words.no") + phrases("hark.words.answerFiller"), fromStartOf: rest))
    }

    /// `text` as a value, nil when it says nothing but answer words.
    private func valueSaid(_ text: String) -> String? {
        TextKey.fold(text).isEmpty || localizer.says(text, required: Self.answerLists) ? nil : text
    }

    /// `text` without the phrases it starts with, one after another.
    private func droppingAll(_ phrases: [String], fromStartOf text: String) -> String {
        var text = text
        while let rest = dropping(phrases, fromStartOf: text) { text = rest }
        return text
    }

    /// A free-text value without the articles and other fillers it starts with ("the jelly" →
    /// "jelly", « de la gelée » → « gelée »), as the flexible stage reads a title; unchanged in a
    /// language written without spaces, where a filler is a particle that may begin a word.
    func withoutLeadingFillers(_ value: String) -> String {
        guard spaced else { return value }
        let fillers = phrases("hark.understanding.fillers")
        var text = value
        while let rest = dropping(fillers, fromStartOf: text), !TextKey.fold(rest).isEmpty { text = rest }
        return text
    }

    /// The line without the yes, the fillers and the words of repetition around it ("yes, add it
    /// again please" → "add it"): what is left to read as the request's own words.
    func withoutAnswerWords(_ line: String) -> String {
        let leading = phrases("hark.words.yes") + phrases("hark.words.answerFiller")
        let trailing = phrases("hark.words.answerFiller")
        var text = line
        while let rest = dropping(leading, fromStartOf: text), !rest.isEmpty { text = rest }
        while let rest = dropping(trailing, fromEndOf: text), !rest.isEmpty { text = rest }
        return text
    }

    /// Whether a line adds to what was done rather than corrects it ("order a clam chowder
    /// too", 「クラムチャウダーも注文して」): a word of `hark.words.also` among its words, or — in a
    /// language written without spaces, where it is a particle — right after one of `values`.
    func saysAlso(_ line: String, values: [String]) -> Bool {
        let also = phrases("hark.words.also")
        let key = TextKey.fold(line)
        if spaced { return also.contains { " \(key) ".contains(" \($0) ") } }
        let said = key.filter { $0 != " " }
        return values.contains { value in
            let folded = TextKey.fold(value).filter { $0 != " " }
            return !folded.isEmpty && also.contains { said.contains(folded + $0) }
        }
    }

    /// The lists an answer to a yes/no question is said with.
    private static let answerLists = ["hark.words.yes", "hark.words.no", "hark.words.cancel", "hark.words.answerFiller"]

    /// Whether the line says "not that one, the other one" (or only "the other one").
    ///
    /// Words that only lead in ("actually", "well", "no, I meant") may come first, and "not
    /// that one" said alone means the same: the one not picked. A bare "no" is never that —
    /// it answers a yes/no question.
    func saysTheOtherOne(_ line: String) -> Bool {
        let notThat = phrases("hark.words.reference.notThat")
        let noWords = Set(phrases("hark.words.no"))
        let leads = phrases("hark.words.correction") + phrases("hark.words.answerFiller")
        var text = line
        var saidNotThat = false
        while true {
            if let phrase = notThat.first(where: { dropping([$0], fromStartOf: text) != nil }),
                let rest = dropping([phrase], fromStartOf: text)
            {
                if !noWords.contains(phrase) { saidNotThat = true }
                text = rest
            } else if let rest = dropping(leads, fromStartOf: text) {
                text = rest
            } else {
                break
            }
        }
        if TextKey.fold(trimmingExtras(text)).isEmpty { return saidNotThat }
        return reference(in: text) == .other
    }

    /// What the words refer to, once the small words around them ("too", "and", "please")
    /// are set aside: "it too" → `.it`, "and the other one" → `.other`; nil for anything else.
    func reference(in words: String) -> Reference? {
        let others = phrases("hark.words.reference.other")
        let its = phrases("hark.words.reference.it")
        for variant in withoutExtras(words) {
            let key = TextKey.fold(variant)
            if others.contains(key) { return .other }
            if its.contains(key) { return .it }
        }
        return nil
    }

    /// Whether the line is a no alone — the plain kinds of `hark.words.no` ("no", "no thanks",
    /// "not now") and its last, "no need" (« pas la peine »), not "wait" or "keep it", which
    /// answer a yes/no question and decline nothing.
    func declines(_ line: String) -> Bool {
        guard line.utf8.count <= BuiltInCommand.longestLine else { return false }
        let kinds = localizer.kinds(of: "hark.words.no")
        let plain = kinds.prefix(2).flatMap { $0 } + (kinds.count > Self.waitingKind + 1 ? kinds[kinds.count - 1] : [])
        return localizer.says(line, requiredEntries: plain)
    }

    /// Whether the line asks for a moment and nothing else — the kind of `hark.words.no` that
    /// says wait ("wait", "hold on", « attends », „warte“, «espera», 「待って」).
    func waits(_ line: String) -> Bool {
        guard line.utf8.count <= BuiltInCommand.longestLine else { return false }
        let kinds = localizer.kinds(of: "hark.words.no")
        guard kinds.count > Self.waitingKind else { return false }
        return localizer.says(line, requiredEntries: kinds[Self.waitingKind])
    }

    /// The kind of `hark.words.no` that says wait (the fourth of the English list's kinds,
    /// which every language's list follows).
    static let waitingKind = 3

    /// Whether the line asks to undo what was just done.
    func isUndo(_ line: String) -> Bool {
        guard line.utf8.count <= BuiltInCommand.longestLine else { return false }
        let undo = phrases("hark.words.undo")
        return withoutExtras(line).contains { undo.contains(TextKey.fold($0)) }
    }

    /// The line with pronouns written onto a verb set apart, as a phrase expects them
    /// ("bórrala también" → "bórra la también"): nil when no word ends in one.
    func separatingAttachedPronouns(in line: String) -> String? {
        guard spaced else { return nil }
        let pronouns = phrases("hark.words.reference.it").filter { !$0.contains(" ") && $0.count >= 2 }
        var changed = false
        let words = line.split(separator: " ").map { word -> String in
            let folded = TextKey.fold(String(word))
            for pronoun in pronouns where folded.count >= pronoun.count + 3 && folded.hasSuffix(pronoun) {
                changed = true
                return String(word.dropLast(pronoun.count)) + " " + String(word.suffix(pronoun.count))
            }
            return String(word)
        }
        return changed ? words.joined(separator: " ") : nil
    }

    /// The text as said, then with the small words around it set aside at its start, its end
    /// or both: in a language written without spaces, a particle may also begin a word ("も"
    /// of "もう一つ"), so each way is tried.
    func withoutExtras(_ text: String) -> [String] {
        let extras = phrases("hark.words.reference.extra")
        var found = [text]
        var index = 0
        while index < found.count, found.count < 16 {
            let current = found[index]
            for next in [dropping(extras, fromStartOf: current), dropping(extras, fromEndOf: current)] {
                if let next, !next.isEmpty, !found.contains(next) { found.append(next) }
            }
            index += 1
        }
        return found
    }

    /// The text without the small words that may surround a reference or a value ("too",
    /// "also", "and", "please"), at either end.
    func trimmingExtras(_ text: String) -> String {
        let extras = phrases("hark.words.reference.extra")
        var current = text
        while true {
            if let rest = dropping(extras, fromStartOf: current) {
                current = rest
            } else if let rest = dropping(extras, fromEndOf: current) {
                current = rest
            } else {
                return current
            }
        }
    }

    // MARK: - Phrases at the ends of a line

    private static let separators: Set<Character> = [",", ".", "!", "?", ";", ":", "、", "。", "！", "？", "，", "…", "¿", "¡"]

    /// `text` without the spaces, tabs and separators around it, in plain Swift: Foundation's
    /// `trimmingCharacters(in:)` goes through `NSString`, whose first use costs more than the
    /// rest of checking a line for follow-up words.
    private func trimmed(_ text: Substring) -> String {
        let isEdge: (Character) -> Bool = { ($0.isWhitespace && !$0.isNewline) || Self.separators.contains($0) }
        guard let first = text.firstIndex(where: { !isEdge($0) }), let last = text.lastIndex(where: { !isEdge($0) })
        else { return "" }
        return String(text[first...last])
    }

    /// The text after the first of `phrases` it starts with (whole words), or nil.
    func dropping(_ phrases: [String], fromStartOf text: String) -> String? {
        let text = trimmed(Substring(text))
        if spaced {
            let words = text.split(separator: " ", omittingEmptySubsequences: true)
            var reading = WordReading(words, backwards: false)
            for phrase in phrases {
                guard let count = reading.wordsSaying(phrase) else { continue }
                return trimmed(Substring(words.dropFirst(count).joined(separator: " ")))
            }
            return nil
        }
        for phrase in phrases {
            for length in stride(from: 1, through: Self.longestSaying(phrase, in: text), by: 1) {
                let head = TextKey.fold(String(text.prefix(length)))
                if head == phrase { return trimmed(text.dropFirst(length)) }
                if head.count > phrase.count { break }
            }
        }
        return nil
    }

    /// The text before the first of `phrases` it ends with (whole words), or nil.
    func dropping(_ phrases: [String], fromEndOf text: String) -> String? {
        let text = trimmed(Substring(text))
        if spaced {
            let words = text.split(separator: " ", omittingEmptySubsequences: true)
            var reading = WordReading(words.reversed(), backwards: true)
            for phrase in phrases {
                guard let count = reading.wordsSaying(phrase) else { continue }
                return trimmed(Substring(words.dropLast(count).joined(separator: " ")))
            }
            return nil
        }
        for phrase in phrases {
            for length in stride(from: 1, through: Self.longestSaying(phrase, in: text), by: 1) {
                let tail = TextKey.fold(String(text.suffix(length)))
                if tail == phrase { return trimmed(text.dropLast(length)) }
                if tail.count > phrase.count { break }
            }
        }
        return nil
    }

    /// The most characters of unspaced `text` (at its start or end) that can say `phrase`: its
    /// folded letters and a few marks that fold away between them (spaces, punctuation). Each
    /// length tried folds that much text again, so without this bound a long run of characters
    /// that fold to nothing (4,000 emoji) made the search quadratic in the line's length.
    private static func longestSaying(_ phrase: String, in text: String) -> Int {
        min(text.count, phrase.count * 2 + 8)
    }

    /// The words at one end of a line (last first when `backwards`), each folded once however
    /// many phrases are looked for.
    private struct WordReading {
        let words: [Substring]
        let backwards: Bool
        private var folded: [[String]?]

        init(_ words: some Sequence<Substring>, backwards: Bool) {
            self.words = Array(words)
            self.backwards = backwards
            folded = Array(repeating: nil, count: self.words.count)
        }

        /// How many of the words say `phrase` (folded) exactly, counting a typed word that folds
        /// to several ("celle-là" is "celle la") as one; nil when they do not.
        ///
        /// A typed word far longer than the phrase cannot be part of saying it, and is not
        /// folded: folding a 4,000-character word for each phrase of each list made every turn
        /// with such a word take a tenth of a second.
        mutating func wordsSaying(_ phrase: String) -> Int? {
            let wanted = phrase.split(separator: " ").map(String.init)
            let longest = 8 * (phrase.utf8.count + 8)
            var said: [String] = []
            for index in words.indices {
                guard words[index].utf8.count <= longest else { return nil }
                let word = fold(index)
                said = backwards ? word + said : said + word
                if said.count >= wanted.count { return said == wanted ? index + 1 : nil }
            }
            return nil
        }

        private mutating func fold(_ index: Int) -> [String] {
            if let done = folded[index] { return done }
            let words = TextKey.fold(String(self.words[index])).split(separator: " ").map(String.init)
            folded[index] = words
            return words
        }
    }
}
