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

    /// Reads a phrase set from JSON data; `file` names the source in errors.
    public init(json data: Data, file: String) throws(PhraseSetError) {
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw PhraseSetError(file: file, keyPath: "", reason: .invalidJSON(error.localizedDescription))
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

    func object(_ value: Any?, _ path: String) throws(PhraseSetError) -> [String: Any] {
        guard let value else { throw fail(path, .missingKey) }
        guard let object = value as? [String: Any] else { throw fail(path, .wrongType(expected: "an object")) }
        return object
    }

    func string(_ value: Any?, _ path: String) throws(PhraseSetError) -> String {
        guard let value else { throw fail(path, .missingKey) }
        guard let string = value as? String else { throw fail(path, .wrongType(expected: "a string")) }
        return string
    }

    /// One string or an array of strings.
    func strings(_ value: Any?, _ path: String) throws(PhraseSetError) -> [String] {
        if let single = value as? String { return [single] }
        guard let value else { throw fail(path, .missingKey) }
        guard let array = value as? [Any] else {
            throw fail(path, .wrongType(expected: "a string or an array of strings"))
        }
        var strings: [String] = []
        for (index, item) in array.enumerated() { strings.append(try string(item, "\(path)[\(index)]")) }
        return strings
    }

    func integer(_ value: Any?, _ path: String) throws(PhraseSetError) -> Int? {
        guard let value, !(value is NSNull) else { return nil }
        guard let number = value as? NSNumber, number.doubleValue.rounded() == number.doubleValue
        else { throw fail(path, .wrongType(expected: "a whole number")) }
        return number.intValue
    }

    func template(_ text: String, _ path: String) throws(PhraseSetError) -> Template {
        do {
            return try Template.parse(text)
        } catch {
            throw fail(path, .template(error))
        }
    }

    func read(_ root: Any) throws(PhraseSetError) -> PhraseSet {
        let document = try object(root, "")
        let language = try string(document["language"], "language")
        var phrases: [Phrase] = []
        let intents = try object(document["intents"], "intents")
        for id in intents.keys.sorted() {
            let path = "intents.\(id)"
            guard let entries = intents[id] as? [Any] else { throw fail(path, .wrongType(expected: "an array")) }
            for (index, entry) in entries.enumerated() {
                let entryPath = "\(path)[\(index)]"
                if let text = entry as? String {
                    _ = try template(text, entryPath)
                    phrases.append(Phrase(id: id, template: text))
                    continue
                }
                let group = try object(entry, entryPath)
                let templates = try strings(group["templates"], "\(entryPath).templates")
                var fixed: [String: String] = [:]
                if let values = group["fixed"] {
                    for (key, value) in try object(values, "\(entryPath).fixed") {
                        fixed[key] = value as? String ?? "\(value)"
                    }
                }
                for (offset, text) in templates.enumerated() {
                    _ = try template(text, "\(entryPath).templates[\(offset)]")
                    phrases.append(Phrase(id: id, template: text, fixed: fixed))
                }
            }
        }
        var slots: [String: SlotDefinition] = [:]
        if let slotsValue = document["slots"] {
            let definitions = try object(slotsValue, "slots")
            for name in definitions.keys.sorted() {
                slots[name] = try slot(definitions[name], "slots.\(name)")
            }
        }
        var filler = LanguageRules.rules(for: language).fillerWords
        if let skip = document["skipWords"] { filler += try strings(skip, "skipWords") }
        return PhraseSet(languageCode: language, phrases: phrases, slots: slots, fillerWords: filler)
    }

    func slot(_ value: Any?, _ path: String) throws(PhraseSetError) -> SlotDefinition {
        let definition = try object(value, path)
        let isOmittable = definition["omittable"] as? Bool ?? false
        if let type = definition["type"] {
            let name = try string(type, "\(path).type")
            var slot: SlotDefinition
            switch name {
            case "number":
                slot = .number(
                    min: try integer(definition["min"], "\(path).min"),
                    max: try integer(definition["max"], "\(path).max"))
            case "text": slot = .text
            case "date": slot = .date
            case "duration": slot = .duration
            default: throw fail("\(path).type", .unknownSlotType(name))
            }
            slot.isOmittable = isOmittable
            return slot
        }
        guard let list = definition["values"] as? [Any] else {
            throw fail("\(path).values", definition["values"] == nil ? .missingKey : .wrongType(expected: "an array"))
        }
        var values: [VocabularyValue] = []
        for (index, item) in list.enumerated() {
            let itemPath = "\(path).values[\(index)]"
            let entry = try object(item, itemPath)
            var sayings: [String] = []
            for (offset, text) in try strings(entry["in"], "\(itemPath).in").enumerated() {
                sayings += try template(text, "\(itemPath).in[\(offset)]").sampleSentences(limit: 1000)
            }
            if let out = entry["out"] {
                let id = out as? String ?? "\(out)"
                values.append(VocabularyValue(id: id, title: sayings.first ?? id, synonyms: Array(sayings.dropFirst())))
            } else {
                values += sayings.map { VocabularyValue(id: $0, title: $0) }
            }
        }
        return .vocabulary(values, isOmittable: isOmittable)
    }
}
