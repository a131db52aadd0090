import Foundation

extension PhraseSet {
    /// Loads a phrase set file (the JSON format of PRODUCT.md, "Files and formats").
    ///
    /// Intents list templates, or groups `{"templates": […], "fixed": {…}}`; a list slot's
    /// `values` have `in` (one template or several, alternatives allowed) and an optional `out`
    /// (the value reported; by default the words matched); typed slots are `number` (with
    /// optional `min`, `max`), `text`, `date` and `duration`; any slot may say `"omittable": true`.
    /// `skipWords` are skipped like the language's filler words. Errors name the file and key.
    ///
    /// ```swift
    /// let set = try PhraseSet(contentsOf: URL(filePath: "Benchmarks/phrase-sets/fr.json"))
    /// let index = try PhraseIndex(set)
    /// ```
    public init(contentsOf url: URL) throws(PhraseSetError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw PhraseSetError(
                file: url.lastPathComponent, keyPath: "", reason: .unreadable(error.localizedDescription))
        }
        try self.init(json: data, file: url.lastPathComponent)
    }

    /// Reads a phrase set from JSON data; `file` names the source in errors. Phrases keep the
    /// order of the file (intents, then their templates), which decides between equal matches.
    public init(json data: Data, file: String) throws(PhraseSetError) {
        let root: OrderedJSON
        do {
            root = try OrderedJSON.parse(Array(data))
        } catch {
            throw PhraseSetError(file: file, keyPath: "", reason: .invalidJSON(error.description))
        }
        let reader = PhraseSetReader(file: file)
        self = try reader.read(root)
    }
}

/// Walks a decoded phrase set document, keeping the key path for errors.
private struct PhraseSetReader {
    let file: String

    func fail(_ path: String, _ reason: PhraseSetError.Reason) -> PhraseSetError {
        PhraseSetError(file: file, keyPath: path, reason: reason)
    }

    func object(_ value: OrderedJSON?, _ path: String) throws(PhraseSetError) -> [OrderedJSON.Member] {
        guard let value else { throw fail(path, .missingKey) }
        guard let members = value.members else { throw fail(path, .wrongType(expected: "an object")) }
        return members
    }

    func string(_ value: OrderedJSON?, _ path: String) throws(PhraseSetError) -> String {
        guard let value else { throw fail(path, .missingKey) }
        guard case .string(let string) = value else { throw fail(path, .wrongType(expected: "a string")) }
        return string
    }

    /// One string or an array of strings.
    func strings(_ value: OrderedJSON?, _ path: String) throws(PhraseSetError) -> [String] {
        guard let value else { throw fail(path, .missingKey) }
        switch value {
        case .string(let single):
            return [single]
        case .array(let items):
            var strings: [String] = []
            for (index, item) in items.enumerated() { strings.append(try string(item, "\(path)[\(index)]")) }
            return strings
        default:
            throw fail(path, .wrongType(expected: "a string or an array of strings"))
        }
    }

    func integer(_ value: OrderedJSON?, _ path: String) throws(PhraseSetError) -> Int? {
        guard let value, value != .null else { return nil }
        guard case .number(_, let number) = value, number.rounded() == number, abs(number) < 1e15 else {
            throw fail(path, .wrongType(expected: "a whole number"))
        }
        return Int(number)
    }

    /// A fixed or `out` value as text: strings as they are, anything else as compact JSON
    /// (`20.5`, `true`, `["blind","shade"]`).
    func text(_ value: OrderedJSON) -> String {
        if case .string(let string) = value { return string }
        return value.compactText
    }

    func template(_ text: String, _ path: String) throws(PhraseSetError) -> Template {
        do {
            return try Template.parse(text)
        } catch {
            throw fail(path, .template(error))
        }
    }

    func read(_ root: OrderedJSON) throws(PhraseSetError) -> PhraseSet {
        _ = try object(root, "")
        let language = try string(root["language"], "language")
        var phrases: [Phrase] = []
        for intent in try object(root["intents"], "intents") {
            let id = intent.key
            let path = "intents.\(id)"
            guard case .array(let entries) = intent.value else { throw fail(path, .wrongType(expected: "an array")) }
            for (index, entry) in entries.enumerated() {
                let entryPath = "\(path)[\(index)]"
                if case .string(let text) = entry {
                    _ = try template(text, entryPath)
                    phrases.append(Phrase(id: id, template: text))
                    continue
                }
                _ = try object(entry, entryPath)
                let templates = try strings(entry["templates"], "\(entryPath).templates")
                var fixed: [String: String] = [:]
                if let values = entry["fixed"] {
                    for member in try object(values, "\(entryPath).fixed") { fixed[member.key] = text(member.value) }
                }
                for (offset, text) in templates.enumerated() {
                    _ = try template(text, "\(entryPath).templates[\(offset)]")
                    phrases.append(Phrase(id: id, template: text, fixed: fixed))
                }
            }
        }
        var slots: [String: SlotDefinition] = [:]
        if let slotsValue = root["slots"] {
            for member in try object(slotsValue, "slots") {
                slots[member.key] = try slot(member.value, "slots.\(member.key)")
            }
        }
        var filler = LanguageRules.rules(for: language).fillerWords
        if let skip = root["skipWords"] { filler += try strings(skip, "skipWords") }
        return PhraseSet(languageCode: language, phrases: phrases, slots: slots, fillerWords: filler)
    }

    func slot(_ value: OrderedJSON, _ path: String) throws(PhraseSetError) -> SlotDefinition {
        _ = try object(value, path)
        let isOmittable = value["omittable"] == .bool(true)
        if let type = value["type"] {
            let name = try string(type, "\(path).type")
            var slot: SlotDefinition
            switch name {
            case "number":
                slot = .number(
                    min: try integer(value["min"], "\(path).min"), max: try integer(value["max"], "\(path).max"))
            case "text": slot = .text
            case "date": slot = .date
            case "duration": slot = .duration
            default: throw fail("\(path).type", .unknownSlotType(name))
            }
            slot.isOmittable = isOmittable
            return slot
        }
        guard let listValue = value["values"] else { throw fail("\(path).values", .missingKey) }
        guard case .array(let list) = listValue else { throw fail("\(path).values", .wrongType(expected: "an array")) }
        var values: [VocabularyValue] = []
        for (index, item) in list.enumerated() {
            let itemPath = "\(path).values[\(index)]"
            _ = try object(item, itemPath)
            var sayings: [String] = []
            for (offset, text) in try strings(item["in"], "\(itemPath).in").enumerated() {
                sayings += try template(text, "\(itemPath).in[\(offset)]").sampleSentences(limit: 1000)
            }
            if let out = item["out"] {
                let id = text(out)
                values.append(VocabularyValue(id: id, title: sayings.first ?? id, synonyms: Array(sayings.dropFirst())))
            } else {
                values += sayings.map { VocabularyValue(id: $0, title: $0) }
            }
        }
        return .vocabulary(values, isOmittable: isOmittable)
    }
}
