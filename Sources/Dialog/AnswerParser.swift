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
            guard let number = Double(text.replacingOccurrences(of: ",", with: ".")), number.isFinite else {
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
                ([item.display.title] + item.display.synonyms).contains {
                    TextKey.fold(localizer.string($0)) == key || TextKey.fold($0.sourceText) == key
                }
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

    /// Exact title first, then synonyms, then titles that start with or contain the words.
    func entity(_ text: String, of info: EntityTypeInfo) async throws -> Outcome {
        let key = TextKey.fold(text)
        guard !key.isEmpty else { return .invalid }
        var pool: [EntitySnapshot] = []
        var seen = Set<String>()
        func add(_ snapshots: [EntitySnapshot]) {
            for snapshot in snapshots where seen.insert(snapshot.id).inserted { pool.append(snapshot) }
        }
        if let search = info.entitiesMatching { add(try await search(text)) }
        if let all = info.allEntities { add(try await all()) }
        add(try await info.suggestedEntities())

        let title = { (snapshot: EntitySnapshot) in TextKey.fold(localizer.string(snapshot.display.title)) }
        let exact = pool.filter { title($0) == key }
        if exact.count == 1 { return .value(exact[0].value) }
        if exact.count > 1 { return .candidates(exact) }
        let synonyms = pool.filter { $0.display.synonyms.contains { TextKey.fold(localizer.string($0)) == key } }
        if synonyms.count == 1 { return .value(synonyms[0].value) }
        if synonyms.count > 1 { return .candidates(synonyms) }
        let spaced = localizer.language != .japanese
        let partial = pool.filter { Self.title(title($0), containsWordsOf: key, spaced: spaced) }
        if partial.count == 1 { return .value(partial[0].value) }
        if partial.count > 1 { return .candidates(partial) }
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

    /// True for a yes word of the language, false for a no word, nil for anything else.
    func confirmation(_ text: String) -> Bool? {
        let key = TextKey.fold(text)
        if localizer.words("hark.words.yes").contains(key) { return true }
        if localizer.words("hark.words.no").contains(key) { return false }
        return nil
    }

    /// The index of the option the person picked: by number, ordinal, or title.
    func choice(_ text: String, among titles: [String], synonyms: [[String]] = []) -> Int? {
        let key = TextKey.fold(text)
        let fillers = localizer.words("hark.words.choiceFiller")
        let words = key.split(separator: " ").map(String.init).filter { !fillers.contains($0) }
        let core = words.joined(separator: " ")
        // The answer as typed first: folding drops a minus sign, and "-1" is not option 1.
        // Compared, never offset: an answer may be any number, Int.min included.
        if let number = values.integer(in: text) ?? values.integer(in: core)
            ?? NumberReader(language: localizer.language).integer(in: core)
        {
            if number >= 1, number <= titles.count { return number - 1 }
            if number < 0 { return nil }
        }
        let ordinals = localizer.orderedWords("hark.words.ordinals")
        if let index = ordinals.firstIndex(where: { $0.contains(core) || $0.contains(key) }),
            titles.indices.contains(index)
        {
            return index
        }
        let folded = titles.map(TextKey.fold)
        if let index = folded.firstIndex(of: key) ?? folded.firstIndex(of: core) { return index }
        for (index, names) in synonyms.enumerated() where names.map(TextKey.fold).contains(key) {
            return index
        }
        let partial = folded.indices.filter { !core.isEmpty && folded[$0].contains(core) }
        return partial.count == 1 ? partial[0] : nil
    }
}

/// Reads a whole number written in digits or spelled out in the language.
///
/// A number that is not whole or does not fit in an `Int` ("1e30", "99999999999999999999999")
/// is no reading at all: it is never wrapped or truncated into a different number.
struct NumberReader: Sendable {
    let language: Language

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
