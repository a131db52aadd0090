import Foundation
import Intents
import UniformTypeIdentifiers
import Localization

/// Reads a person's answer as a value of a parameter's type, a choice, or yes/no.
struct AnswerParser: Sendable {
    let localizer: Localizer
    let values: ValueReader

    enum Outcome: Sendable {
        case value(any Sendable)
        /// Several entities fit; the person must pick one.
        case candidates([EntitySnapshot])
        case invalid
    }

    func parse(_ line: String, for parameter: ParameterInfo) async throws -> Outcome {
        let text = line.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return .invalid }
        switch parameter.valueType {
        case .string:
            return .value(text)
        case .integer:
            guard let number = values.integer(in: text) ?? NumberReader(language: localizer.language).integer(in: text)
            else { return .invalid }
            if let range = parameter.inclusiveRange, !range.contains(Double(number)) { return .invalid }
            return .value(number)
        case .double:
            let read: Double? =
                switch values.number(in: text) {
                case .whole(let number): Double(number)
                case .decimal(let number): number
                case .beyondRange, nil: nil
                }
            guard let number = read ?? Double(text.replacingOccurrences(of: ",", with: ".")), number.isFinite else {
                return .invalid
            }
            if let range = parameter.inclusiveRange, !range.contains(number) { return .invalid }
            return .value(number)
        case .url:
            guard let url = URL(string: text), url.scheme != nil else { return .invalid }
            return .value(url)
        case .file:
            return file(at: text, accepting: parameter.supportedContentTypes).map { .value($0) } ?? .invalid
        case .boolean:
            return confirmation(text).map { .value($0) } ?? .invalid
        case .entity(let info):
            return try await entity(text, of: info)
        case .date:
            return values.date(in: text).map { .value($0) } ?? .invalid
        case .duration:
            return values.duration(in: text).map { .value($0) } ?? .invalid
        case .enumeration(let info):
            let key = TextKey.fold(text)
            let match = info.cases.first { item in
                ([item.display.title] + item.display.synonyms).contains { TextKey.fold($0.sourceText) == key }
                    || ([localizer.string(item.display.title)] + localizer.synonymForms(of: item.display.synonyms))
                        .contains { TextKey.fold($0) == key }
                    || TextKey.fold(item.rawValue) == key
            }
            return match.map { .value($0.value) } ?? .invalid
        default:
            return .invalid
        }
    }

    /// A file named by its path (`~` is the home folder), when it exists and is of a kind the
    /// parameter accepts.
    func file(at path: String, accepting types: [UTType]?) -> IntentFile? {
        let expanded = (path as NSString).expandingTildeInPath
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: expanded, isDirectory: &isDirectory), !isDirectory.boolValue
        else { return nil }
        let file = IntentFile(fileURL: URL(fileURLWithPath: expanded))
        if let types, !types.isEmpty, !types.contains(where: { file.type?.conforms(to: $0) ?? false }) { return nil }
        return file
    }

    /// Exact title first, then synonyms, then the answer without its fillers ("the chowder
    /// one", "una de almejas", "味噌汁で") as a title or synonym, then titles that contain its words.
    func entity(_ text: String, of info: EntityTypeInfo) async throws -> Outcome {
        let key = localizer.key(text)
        guard !key.isEmpty else { return .invalid }
        var pool: [EntitySnapshot] = []
        var seen = Set<String>()
        func add(_ snapshots: [EntitySnapshot]) {
            for snapshot in snapshots where seen.insert(snapshot.id).inserted { pool.append(snapshot) }
        }
        if let search = info.entitiesMatching { add(try await search(text)) }
        if let all = info.allEntities { add(try await all()) }
        add(try await info.suggestedEntities())

        let titles = pool.map { localizer.key(localizer.string($0.display.title)) }
        let synonyms = pool.map { localizer.synonymForms(of: $0.display.synonyms).map(localizer.key) }
        let core = localizer.content(of: text, fillers: ["hark.words.choiceFiller"])
        for wanted in [key, core] where !wanted.isEmpty {
            let exact = pool.indices.filter { titles[$0] == wanted }
            if exact.count == 1 { return .value(pool[exact[0]].value) }
            if exact.count > 1 { return .candidates(exact.map { pool[$0] }) }
            let named = pool.indices.filter { synonyms[$0].contains(wanted) }
            if named.count == 1 { return .value(pool[named[0]].value) }
            if named.count > 1 { return .candidates(named.map { pool[$0] }) }
        }
        for wanted in [key, core] where !wanted.isEmpty {
            let partial = pool.indices.filter { index in
                ([titles[index]] + synonyms[index]).contains { contains($0, words: wanted) }
            }
            if partial.count == 1 { return .value(pool[partial[0]].value) }
            if partial.count > 1 { return .candidates(partial.map { pool[$0] }) }
        }
        return .invalid
    }

    /// Whether `title` starts with `key` ("buy m" of "buy milk", typed as a prefix) or holds
    /// its words as whole words ("milk" of "buy milk", not "it" of "submit"). In a language
    /// written without spaces between words, any part of the title counts ("買う" of "牛乳を買う").
    static func title(_ title: String, containsWordsOf key: String, spaced: Bool = true) -> Bool {
        if title.hasPrefix(key) { return true }
        if !spaced { return title.contains(key) }
        let titleWords = title.split(separator: " ")
        let keyWords = key.split(separator: " ")
        guard !keyWords.isEmpty, keyWords.count <= titleWords.count else { return false }
        return (0...(titleWords.count - keyWords.count)).contains { start in
            titleWords[start..<(start + keyWords.count)].elementsEqual(keyWords)
        }
    }

    /// True for a yes answer ("yes", "yes do it", "oui, supprime", "はい、削除して"), false for
    /// a no ("no", "no, leave it there", "いや、やめとく"), nil for anything else — an answer
    /// with both, or neither ("いいです" can mean either, so it is asked again).

    func confirmation(_ text: String) -> Bool? {
        let yes = localizer.says(text, required: ["hark.words.yes"])
        let no = localizer.says(text, required: ["hark.words.no"], also: ["hark.words.cancel"])
        return yes == no ? nil : yes
    }

    /// The index of the option the person picked: by number, ordinal, "the last one", title,
    /// synonym, or the words of one title ("the chowder one", "celle aux palourdes",
    /// "味噌汁のほう"). A number that is part of a name ("un minestrone") is not a choice
    /// by number.
    func choice(_ text: String, among titles: [String], synonyms: [[String]] = []) -> Int? {
        let key = localizer.key(text)
        guard !key.isEmpty, !titles.isEmpty else { return nil }
        let content = localizer.content(of: text, fillers: ["hark.words.choiceFiller"])
        let core = content.isEmpty ? key : content
        // The answer as typed first: folding drops a minus sign, and "-1" is not option 1.
        // Compared, never offset: an answer may be any number, Int.min included.
        if let number = values.integer(in: text) ?? wholeNumber(core) ?? (content.isEmpty ? nil : wholeNumber(key)) {
            return number >= 1 && number <= titles.count ? number - 1 : nil
        }
        if localizer.orderedWords("hark.words.last").joined().contains(core) { return titles.count - 1 }
        let ordinals = localizer.orderedWords("hark.words.ordinals")
        if let index = ordinals.firstIndex(where: { $0.contains(core) }) {
            return titles.indices.contains(index) ? index : nil
        }
        let folded = titles.map(localizer.key)
        let names = titles.indices.map { synonyms.indices.contains($0) ? synonyms[$0].map(localizer.key) : [] }
        for wanted in [key, core] {
            if let index = folded.firstIndex(of: wanted) { return index }
            if let index = names.firstIndex(where: { $0.contains(wanted) }) { return index }
        }
        // A bare yes or no picks nothing, even as the start of an option's name (Spanish «sí»
        // of «sin guardar»): the question is asked again.
        if localizer.words("hark.words.yes").contains(key) || localizer.words("hark.words.no").contains(key) { return nil }
        let partial = titles.indices.filter { index in
            ([folded[index]] + names[index]).contains { contains($0, words: core) }
        }
        return partial.count == 1 ? partial[0] : nil
    }

    /// The answer as one number, if the whole of it is one ("2", "two", "número dos").
    private func wholeNumber(_ text: String) -> Int? {
        values.integer(in: text) ?? NumberReader(language: localizer.language).wholeInteger(in: text)
    }

    /// Whether `title` holds the answer's words: as a prefix or a run of whole words
    /// (``title(_:containsWordsOf:spaced:)``), or each word somewhere in it ("palourdes" and
    /// "soupe" of "soupe de palourdes"); in a language without spaces, as any part of it.
    private func contains(_ title: String, words: String) -> Bool {
        guard !words.isEmpty else { return false }
        if localizer.writesWithoutSpaces {
            return title.filter { $0 != " " }.contains(words.filter { $0 != " " })
        }
        if Self.title(title, containsWordsOf: words) { return true }
        let titleWords = Set(title.split(separator: " "))
        return words.split(separator: " ").allSatisfy { titleWords.contains($0) }
    }
}

/// Reads a whole number written in digits or spelled out in the language.
///
/// A number that is not whole or does not fit in an `Int` ("1e30", "99999999999999999999999")
/// is no reading at all: it is never wrapped or truncated into a different number.
struct NumberReader: Sendable {
    let language: Language

    /// The number, only when the whole text says it: "un minestrone" is no number, though
    /// a lenient spell-out parser reads its first word.
    func wholeInteger(in text: String) -> Int? {
        guard let number = integer(in: text) else { return nil }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let digits = trimmed.applyingTransform(.fullwidthToHalfwidth, reverse: false) ?? trimmed
        if Int(digits) != nil { return number }
        let formatter = NumberFormatter()
        formatter.locale = language.locale
        formatter.numberStyle = .spellOut
        let spelled = formatter.string(from: NSNumber(value: number)) ?? ""
        let squeeze = { (text: String) in
            text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).filter { $0.isLetter || $0.isNumber }
        }
        return squeeze(spelled) == squeeze(trimmed) ? number : nil
    }

    func integer(in text: String) -> Int? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let digits = trimmed.applyingTransform(.fullwidthToHalfwidth, reverse: false) ?? trimmed
        if let number = Int(digits) { return number }
        let formatter = NumberFormatter()
        formatter.locale = language.locale
        formatter.numberStyle = .spellOut
        formatter.isLenient = true
        // `intValue` of a number beyond Int's range traps or wraps; go through Double exactly.
        guard let value = formatter.number(from: trimmed.lowercased())?.doubleValue, value.isFinite,
            value == value.rounded(), let number = Int(exactly: value)
        else { return nil }
        return number
    }
}
