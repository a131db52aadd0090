import Intents
import Localization
import PhraseMatcher

extension Localizer {
    /// How Hark understood a sentence, said back as the request it would carry out, for a
    /// yes/no question: the intent's phrase that names the values it has, in this language,
    /// with each value in its place ("Add “jam” to Tasks", « Ajoute « confiture » à Tasks »).
    ///
    /// Free text and the names of the person's own entities are quoted, as the person said
    /// them or as the entity is titled; the app's own names (a dish on the menu), enum values
    /// and numbers are said plainly, as they read inside a sentence.
    ///
    /// ```swift
    /// localizer.proposal(of: match)  // "Add “jam” to Tasks"
    /// ```
    /// With `quoted` false, values are said without quotation marks, for a sentence that is
    /// itself quoted ("Did you mean “Complete Buy milk in Tasks”?").
    /// With `said`, the phrase's wording closest to the person's sentence is used ("Coche une
    /// tâche" for "coche le puzzle", where the phrase says "(Termine|Coche|Complète)").
    func proposal(of match: IntentMatcher.Match, quoted: Bool = true, said: String? = nil) -> String {
        // The app's phrases and title are in its own tables.
        let scoped = domain == match.app.localizationDomain ? self : scoped(to: match.app)
        return scoped.proposalInScope(of: match, quoted: quoted, said: said)
    }

    /// Whether one of the intent's phrases says the match whole: every placeholder it has is a
    /// value the match holds ("Complete a task in Tasks" for a task not yet known).
    func canPropose(_ match: IntentMatcher.Match) -> Bool {
        let scoped = domain == match.app.localizationDomain ? self : scoped(to: match.app)
        let named = Set(match.slots.keys).subtracting(["applicationName"])
        return match.app.shortcuts.filter { $0.intentID == match.intent.id }.flatMap(\.phrases).contains { phrase in
            let names = (try? Template.parse(scoped.phraseTemplate(for: phrase)))?.slotNames ?? []
            return Set(names).subtracting(["applicationName"]).isSubset(of: named)
        }
    }

    /// The yes/no question that says a proposal back (`hark.proposal`): the request as a
    /// sentence, framed as the language asks it — „Meinst du: Füge „Brot kaufen“ zu Tasks
    /// hinzu?“, « Vous voulez dire : ajoute « confiture » à Tasks ? ». After a lead-in ending in
    /// a colon, the request starts in lower case where the language writes it so (French,
    /// Spanish, English; German capitalizes the full sentence that follows).
    func proposalQuestion(of match: IntentMatcher.Match) -> String {
        var request = proposal(of: match)
        let code = language == .pseudo ? Language.english.code : language.code
        let format = catalog.string(forKey: "hark.proposal", language: code)
        if let placeholder = format.range(of: "%@"),
            format[..<placeholder.lowerBound].trimmingCharacters(in: .whitespaces).last == ":",
            !request.hasPrefix(match.app.name)
        {
            request = inSentence(request)
        }
        return string("hark.proposal", .string(request))
    }

    private func proposalInScope(of match: IntentMatcher.Match, quoted: Bool, said heard: String?) -> String {
        let named = Set(match.slots.keys).subtracting(["applicationName"])
        let templates = match.app.shortcuts.filter { $0.intentID == match.intent.id }.flatMap(\.phrases)
            .map(phraseTemplate(for:))
        // The phrase whose placeholders are the values known, else the one that needs the
        // fewest others.
        func placeholders(_ template: String) -> Set<String> {
            Set((try? Template.parse(template))?.slotNames ?? []).subtracting(["applicationName"])
        }
        // A count that only repeats its parameter's default goes unsaid when a phrase can leave
        // it out: "Order a tomato soup" rather than "Order 1 bowls of tomato soup", whose
        // measure word, written for counts, would not agree with one.
        let unsaid = Set(
            match.slots.compactMap { name, value in
                Self.repeatsDefault(value, of: match.intent.parameter(named: name)) ? name : nil
            })
        let chosen =
            (unsaid.isEmpty ? nil : templates.first { placeholders($0) == named.subtracting(unsaid) })
            ?? templates.first { placeholders($0) == named }
            ?? templates.min { placeholders($0).subtracting(named).count < placeholders($1).subtracting(named).count }
        guard let chosen else { return string(match.intent.title) }
        // A count that is said reads with its measure word where the phrase has one ("Order 3
        // bowls of tomato soup", not "Order 3 tomato soup").
        let counts = match.slots.compactMap { name, value -> String? in
            guard case .number = value, !unsaid.contains(name) else { return nil }
            return "${\(name)}"
        }
        var samples =
            (try? Template.parse(chosen))?.sampleSentences(limit: heard == nil && counts.isEmpty ? 1 : 64) ?? []
        let measured = samples.filter { sample in counts.allSatisfy { Self.wordFollows($0, in: sample) } }
        if !measured.isEmpty { samples = measured }
        var text = samples.first ?? chosen
        if let heard {
            // The wording that shares the most words with what the person said.
            let words = Set(TextKey.fold(heard).split(separator: " "))
            let shared = { (sample: String) in TextKey.fold(sample).split(separator: " ").filter(words.contains).count }
            text = samples.max { shared($0) < shared($1) } ?? text
        }
        text = text.replacingOccurrences(of: "${applicationName}", with: match.app.name)
        for (name, value) in match.slots where name != "applicationName" {
            text = text.replacingOccurrences(
                of: "${\(name)}", with: said(value, parameter: match.intent.parameter(named: name), quoted: quoted))
        }
        // A placeholder the match has no value for is left out rather than shown.
        text = text.replacingOccurrences(of: #"\s*\$\{[^}]*\}"#, with: "", options: .regularExpression)
        text = Self.withoutQuestionMarks(elided(Self.joiningScripts(text)))
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }

    /// Whether a word of the phrase, not another placeholder, comes right after `placeholder`.
    static func wordFollows(_ placeholder: String, in sample: String) -> Bool {
        guard let range = sample.range(of: placeholder) else { return true }
        return sample[range.upperBound...].first { $0 != " " }?.isLetter ?? false
    }

    /// Whether a value is the number its parameter takes when none is said (one bowl).
    static func repeatsDefault(_ value: SlotValue, of parameter: ParameterInfo?) -> Bool {
        guard let defaultValue = parameter?.defaultValue else { return false }
        switch value {
        case .number(let number): return (defaultValue as? Int).map { $0 == number } ?? false
        case .decimal(let number): return (defaultValue as? Double).map { $0 == number } ?? false
        default: return false
        }
    }

    private func said(_ value: SlotValue, parameter: ParameterInfo?, quoted: Bool) -> String {
        switch value {
        case .text(let words):
            return quoted ? string("hark.quoted", .string(words)) : words
        case .vocabulary(_, let title):
            if case .enumeration = parameter?.valueType { return optionInSentence(title) }
            // The app's own names (a dish on the menu) read as inside a sentence; the person's
            // own names are quoted as titled, unless the whole sentence is quoted ("Complete
            // buy milk in Tasks").
            if isAppText(title) || !quoted { return nameInSentence(title) }
            return string("hark.quoted", .string(title))
        case .number(let number):
            return String(number)
        case .decimal(let number):
            return String(number)
        case .date(let date, _):
            return written(date)
        case .duration(let seconds):
            return spoken(.seconds(seconds))
        }
    }

    /// A phrase that is itself a question ("¿Qué hay en mi lista de Tasks?") without its own
    /// question marks, so that the yes/no question around it ("%@ ?", "¿%@?") does not double
    /// them.
    static func withoutQuestionMarks(_ sentence: String) -> String {
        var text = sentence.replacingOccurrences(
            of: "[\\s\u{00A0}\u{202F}]*[?？]+$", with: "", options: .regularExpression)
        while text.first == "¿" { text.removeFirst() }
        return text
    }
}
