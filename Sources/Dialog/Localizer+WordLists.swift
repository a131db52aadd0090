import Foundation
import Localization
import PhraseMatcher

/// The assistant's word lists (`hark.words.*` in its catalog): what people answer, read the
/// way they say it — a list's entries one after another ("yes, do it", "oui, supprime",
/// "はい、削除して"), with filler words around them ("no thanks", "die dritte bitte").
extension Localizer {
    /// The comparison key of an answer in this language: case, width and punctuation folded,
    /// diacritics too except in Japanese, where they tell kana apart (だめ, ため).
    func key(_ text: String) -> String {
        TextKey.fold(text, keepsDiacritics: language == .japanese)
    }

    /// Whether the language writes words without spaces, so lists match inside a word run.
    var writesWithoutSpaces: Bool { language == .japanese }

    /// The entries of the word lists `keys`, folded.
    func entries(_ keys: [String]) -> [String] {
        var seen = Set<String>()
        return keys.flatMap { orderedWords($0).joined() }.filter { seen.insert($0).inserted }
    }

    /// Whether `text` is, as a whole, one entry of `lists` ("uh huh", 「ええ」), whatever other
    /// entries its words could be cut into ("uh" + "huh", 「え」 + 「え」).
    func isOneEntry(_ text: String, of lists: [String]) -> Bool {
        let said = writesWithoutSpaces ? key(text).filter { $0 != " " } : key(text)
        return !said.isEmpty && lists.contains { prepared($0).entries.contains(said) }
    }

    /// Whether `text` is said with entries of `lists` only, among them at least one of
    /// `required`; `fillers` may come anywhere. "yes do it" is said with `hark.words.yes`;
    /// "please cancel" with `hark.words.cancel` and the answer fillers.
    func says(_ text: String, required: [String], also lists: [String] = []) -> Bool {
        segments(key(text), required: required.map(prepared), others: (lists + ["hark.words.answerFiller"]).map(prepared))
    }

    /// Like ``says(_:required:also:)``, with the required entries given folded.
    func says(_ text: String, requiredEntries: [String], also lists: [String] = []) -> Bool {
        segments(
            key(text), required: [PreparedWordList(requiredEntries, withoutSpaces: writesWithoutSpaces)],
            others: (lists + ["hark.words.answerFiller"]).map(prepared))
    }

    /// A word list ready for ``segments(_:required:others:)``, prepared once per localizer: the
    /// command and answer lists are read at every turn, and building their sets again for each
    /// question asked of them cost a one-turn process more than matching its sentence.
    private func prepared(_ list: String) -> PreparedWordList {
        if let known = wordLists.prepared(list) { return known }
        let made = PreparedWordList(Array(orderedWords(list).joined()), withoutSpaces: writesWithoutSpaces)
        wordLists.keep(made, as: list)
        return made
    }

    /// The entries of a list's first kind of answer (those before its first `||`), folded:
    /// for `hark.words.cancel`, the words that name cancelling ("cancel that", « annule »),
    /// not "never mind" or "stop".
    func firstKind(of list: String) -> [String] {
        kindTexts(of: list).first.map(entries(ofKind:)) ?? []
    }

    /// The entries of each kind of answer of a list (separated by `||`), folded.
    func kinds(of list: String) -> [[String]] {
        kindTexts(of: list).map(entries(ofKind:))
    }

    /// A list's text in this language, cut into its kinds of answer (at `||`).
    private func kindTexts(of list: String) -> [String] {
        guard catalog.hasKey(list) else { return [] }
        let text = catalog.string(forKey: list, language: language == .pseudo ? Language.english.code : language.code)
        return text.components(separatedBy: "||")
    }

    /// The folded entries of one kind's text (`a|b/c`).
    private func entries(ofKind text: String) -> [String] {
        text.listItems(separatedBy: "|").flatMap { $0.listItems(separatedBy: "/") }.map { key(String($0)) }
            .filter { !$0.isEmpty }
    }

    /// A dynamic-programming cut of `key` into entries, words at a time (characters at a time
    /// in a language without spaces), true when one cut uses only entries and at least one
    /// required entry. An entry of a required list counts as required wherever else it is.
    private func segments(_ key: String, required: [PreparedWordList], others: [PreparedWordList]) -> Bool {
        guard required.contains(where: { !$0.entries.isEmpty }) else { return false }
        // The text the pieces are cut from, and where each unit ends in it: a piece of units
        // is then one slice (a folded key has one space between words).
        let text = writesWithoutSpaces ? key.filter { $0 != " " } : key
        var bounds: [Range<String.Index>] = []
        if writesWithoutSpaces {
            var index = text.startIndex
            while index < text.endIndex {
                let next = text.index(after: index)
                bounds.append(index..<next)
                index = next
            }
        } else {
            bounds = text.split(separator: " ").map { $0.startIndex..<$0.endIndex }
        }
        let units = bounds.count
        guard units > 0 else { return false }
        let longest = (required + others).map { $0.longest }.max() ?? 1
        // reach[i]: nil when units[0..<i] cannot be cut; otherwise whether a required entry was used.
        var reach = [Bool?](repeating: nil, count: units + 1)
        reach[0] = false
        for start in 0..<units {
            guard let used = reach[start] else { continue }
            for end in (start + 1)...min(units, start + longest) {
                let piece = String(text[bounds[start].lowerBound..<bounds[end - 1].upperBound])
                if required.contains(where: { $0.entries.contains(piece) }) {
                    reach[end] = true
                } else if reach[end] != true, others.contains(where: { $0.entries.contains(piece) }) {
                    reach[end] = used
                }
            }
        }
        return reach[units] == true
    }

    /// The words of an answer that name something, without the list's fillers ("the chowder
    /// one" → "chowder", "celle aux palourdes" → "palourdes"); in a language without spaces,
    /// the run with its filler particles taken off both ends ("味噌汁のほう" → "味噌汁").
    func content(of text: String, fillers lists: [String]) -> String {
        let folded = key(text)
        let fillers = entries(lists + ["hark.words.answerFiller"])
        if writesWithoutSpaces {
            var run = folded.filter { $0 != " " }
            let affixes = fillers.map { $0.filter { $0 != " " } }.filter { !$0.isEmpty }.sorted { $0.count > $1.count }
            var changed = true
            while changed {
                changed = false
                for affix in affixes where run.count > affix.count {
                    if run.hasSuffix(affix) {
                        run.removeLast(affix.count)
                        changed = true
                    } else if run.hasPrefix(affix) {
                        run.removeFirst(affix.count)
                        changed = true
                    }
                }
            }
            return run
        }
        var words = folded.split(separator: " ").map(String.init)
        let phrases = fillers.map { $0.split(separator: " ").map(String.init) }.sorted { $0.count > $1.count }
        var kept: [String] = []
        var index = 0
        outer: while index < words.count {
            for phrase in phrases where !phrase.isEmpty && index + phrase.count <= words.count {
                if Array(words[index..<index + phrase.count]) == phrase {
                    index += phrase.count
                    continue outer
                }
            }
            kept.append(words[index])
            index += 1
        }
        words = kept
        return words.joined(separator: " ")
    }
}

/// A word list's folded entries as a set, spaces taken out in a language written without them,
/// with the most words (or characters) one entry spans.
struct PreparedWordList: Sendable {
    let entries: Set<String>
    let longest: Int

    init(_ folded: [String], withoutSpaces: Bool) {
        let normalized = withoutSpaces ? folded.map { $0.filter { $0 != " " } } : folded
        entries = Set(normalized)
        // Folded entries have single spaces between words and none at their ends.
        longest = entries.map { withoutSpaces ? $0.count : $0.utf8.count(where: { $0 == UInt8(ascii: " ") }) + 1 }.max() ?? 1
    }
}
