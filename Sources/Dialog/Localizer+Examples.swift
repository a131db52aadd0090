import Foundation
import Intents
import Localization
import PhraseMatcher

/// Example sentences for help and for "Did you mean …?": phrases filled with values a person
/// could really say, never with a parameter's title or a `${…}` placeholder.
extension Localizer {
    /// The parameter's example from its app's catalog, if the app gives one. Call it on a
    /// localizer scoped to the intent's app.
    func catalogExample(intent: IntentDefinition, parameter: ParameterInfo) -> String? {
        appText(forKey: intent.exampleKey(for: parameter.name))
    }

    /// A value for a parameter that needs no data: an enum's default case (else its first),
    /// a number in its range, or the app's example. Entities are looked up by the caller.
    func staticExample(intent: IntentDefinition, parameter: ParameterInfo) -> String? {
        switch parameter.valueType {
        case .enumeration(let info):
            let chosen =
                info.cases.first { item in
                    parameter.defaultValue.map { String(describing: $0) == String(describing: item.value) } ?? false
                } ?? info.cases.first
            return chosen.map { nameInSentence(string($0.display.title)) } ?? catalogExample(intent: intent, parameter: parameter)
        case .integer:
            let range = parameter.inclusiveRange
            let number = range.map { $0.contains(2) ? 2 : Int($0.lowerBound) } ?? 2
            return String(number)
        default:
            return catalogExample(intent: intent, parameter: parameter).map(personsWords)
        }
    }

    /// A person's own words (a task's title) inside an example sentence, marked off as the
    /// language does where words would otherwise run into the sentence's own (`hark.exampleWords`):
    /// Japanese writes no spaces, so 「Tasksで『郵便局に行く』を完了にして」; the other languages
    /// leave the words as they are.
    func personsWords(_ text: String) -> String {
        guard catalog.hasKey("hark.exampleWords") else { return text }
        let code = language == .pseudo ? Language.english.code : language.code
        return catalog.string(forKey: "hark.exampleWords", language: code).replacingOccurrences(of: "%@", with: text)
    }

    /// The sentence to say for `template` (an App Shortcut phrase), with `values` by slot name;
    /// nil when a slot it needs has no value.
    func sentence(of template: String, app: AppDefinition, values: [String: String]) -> String? {
        let phrase = scoped(to: app).phraseTemplate(for: template)
        guard let parsed = try? Template.parse(phrase) else { return nil }
        var complete = true
        let sentence = parsed.sampleSentences(limit: 1) { name in
            if name == "applicationName" { return [app.name] }
            guard let value = values[name] else {
                complete = false
                return ["${\(name)}"]
            }
            return [value]
        }.first
        guard complete, let sentence else { return nil }
        return elided(Self.joiningScripts(sentence))
    }

    /// One example sentence per App Shortcut of each app, for help: the first phrase of the
    /// shortcut whose slots all have real values — the app's own entities first (“Complete
    /// call Sam in Tasks”), then enum cases, numbers and the app's examples.
    func helpExamples(for apps: [AppDefinition]) async -> [String] {
        var examples: [String] = []
        for app in apps {
            let localizer = scoped(to: app)
            for shortcut in app.shortcuts {
                guard let intent = app.intent(withID: shortcut.intentID) else { continue }
                var values: [String: String] = [:]
                for parameter in intent.parameters {
                    if let value = await localizer.entityExample(for: parameter, app: app)
                        ?? localizer.staticExample(intent: intent, parameter: parameter)
                    {
                        values[parameter.name] = value
                    }
                }
                let sentence = shortcut.phrases.lazy.compactMap { self.sentence(of: $0, app: app, values: values) }
                    .first
                if let sentence {
                    examples.append(sentence)
                } else if let first = shortcut.phrases.first {
                    // No value to show: the parameter's title stands in (lint reports it).
                    for parameter in intent.parameters where values[parameter.name] == nil {
                        values[parameter.name] = inSentence(localizer.string(parameter.title))
                    }
                    examples.append(self.sentence(of: first, app: app, values: values) ?? localizer.phraseTemplate(for: first))
                }
            }
        }
        return examples
    }

    /// The title of an entity the app has now (its first suggestion, else its first entity),
    /// as it reads inside a sentence.
    fileprivate func entityExample(for parameter: ParameterInfo, app: AppDefinition) async -> String? {
        guard case .entity(let info) = parameter.valueType else { return nil }
        let found = await IntentRuntime.withDependencies(app.dependencies) { () async -> EntitySnapshot? in
            if let first = (try? await info.suggestedEntities())?.first { return first }
            return (try? await info.allEntities?())?.first
        }
        // A person's own words (a task's title) start lower-case mid-sentence like any words;
        // a name from the app's catalog (a dish) follows the language's rule for names.
        return found.map {
            $0.display.title.isVerbatim
                ? personsWords(inSentence($0.display.title.sourceText)) : nameInSentence(string($0.display.title))
        }
    }

    /// "Did you mean …?" for the phrase a sentence came closest to: the person's own words where
    /// they aligned, names as they read inside a sentence, and real values for the slots they
    /// left out — a vocabulary's first name, else the parameter's example.
    func suggestion(for miss: NearMiss, apps: [AppDefinition]) -> String {
        let found = apps.lazy.compactMap { app in app.intent(withID: miss.phraseID).map { (app, $0) } }.first
        let local = found.map { scoped(to: $0.0) } ?? self
        let appNames = apps.flatMap { [$0.name] + IntentMatcher.synonyms(of: $0, localizer: self) }.map(key)
        let sentence = miss.sentence { part in
            guard let name = part.slot else { return nil }
            if name == "applicationName" { return part.text ?? found?.0.name }
            if let text = part.text, part.isTitle {
                // The person's own words when they are the name but for its case ("call Sam").
                if let said = part.said, key(said) == key(text) { return said }
                return nameInSentence(text)
            }
            let parameter = found?.1.parameter(named: name)
            // Words that hold an app's name were taken from the sentence's end, not said for the
            // slot; words that name no member of a closed set (a menu) are no value of it.
            if let text = part.text, !appNames.contains(where: { !$0.isEmpty && key(text).contains($0) }),
                !Self.isClosedSet(parameter)
            {
                return text
            }
            if let title = part.firstTitle { return nameInSentence(title) }
            guard let (_, intent) = found, let parameter else { return part.text }
            return local.staticExample(intent: intent, parameter: parameter)
                ?? inSentence(local.string(parameter.title))
        }
        return closingInverted(Self.capitalizingFirstLetter(elided(sentence)))
    }

    /// A sentence whose opening ¿ or ¡ (Spanish) has its closing mark, which a suggestion
    /// rebuilt from a phrase's words leaves out.
    func closingInverted(_ sentence: String) -> String {
        guard language == .spanish else { return sentence }
        var text = sentence
        if text.hasPrefix("¿"), !text.contains("?") { text += "?" }
        if text.hasPrefix("¡"), !text.contains("!") { text += "!" }
        return text
    }

    /// A sentence with the elisions the language writes (French: “de acheter” → “d’acheter”,
    /// “pour la enregistrer” → “pour l’enregistrer”), for text put together from a phrase's
    /// words and values. Templates list the full form first (“(de|d’) ${title}”) and this
    /// shortens it before a vowel; a word starting with h is left alone (h aspiré).
    func elided(_ sentence: String) -> String {
        guard language == .french else { return sentence }
        let vowels = "aâàäeéèêëiîïoôöuûùüyœæAÂÀÄEÉÈÊËIÎÏOÔÖUÛÙÜYŒÆ"
        var text = sentence
        for (full, short) in [
            ("de", "d"), ("que", "qu"), ("le", "l"), ("la", "l"), ("je", "j"), ("ne", "n"), ("me", "m"), ("te", "t"),
            ("se", "s"),
        ] {
            for (word, shortened) in [(full, short), (full.capitalized, short.capitalized)] {
                text = text.replacingOccurrences(
                    of: "\\b\(word) (?=[\(vowels)])", with: "\(shortened)’", options: .regularExpression)
            }
        }
        return text
    }

    /// Whether a parameter's values are a closed set the app lists (an enumerable entity query,
    /// an enum), so that words naming none of them are no value.
    static func isClosedSet(_ parameter: ParameterInfo?) -> Bool {
        switch parameter?.valueType {
        case .entity(let info): info.allEntities != nil
        case .enumeration: true
        default: false
        }
    }

    /// A sentence's first letter in upper case (a suggestion may start with a name said in
    /// lower case); Japanese and other scripts without case are unchanged.
    static func capitalizingFirstLetter(_ sentence: String) -> String {
        guard let first = sentence.first, first.isLowercase else { return sentence }
        return first.uppercased() + sentence.dropFirst()
    }

    /// A sample sentence with the spaces between two characters of scripts written without
    /// spaces removed (「Tasksに牛乳の購入を追加」).
    static func joiningScripts(_ sentence: String) -> String {
        var output = ""
        var pending = false
        for character in sentence {
            if character == " " {
                pending = true
                continue
            }
            if pending, let last = output.last, !Spacing.isUnspaced(last), !Spacing.isUnspaced(character) {
                output.append(" ")
            }
            pending = false
            output.append(character)
        }
        return output
    }
}
