import Intents
import Localization
import PhraseMatcher

extension Localizer {
    /// How Hark understood a sentence, said back as the request it would carry out, for a
    /// yes/no question: the intent's phrase that names the values it has, in this language,
    /// with each value in its place ("Add “jam” to Tasks", « Ajoute « confiture » à Tasks »).
    ///
    /// Free text and entity names are quoted, as the person said them or as the entity is
    /// titled; enum values and numbers are said plainly.
    ///
    /// ```swift
    /// localizer.proposal(of: match)  // "Add “jam” to Tasks"
    /// ```
    func proposal(of match: IntentMatcher.Match) -> String {
        // The app's phrases and title are in its own tables.
        let scoped = domain == match.app.localizationDomain ? self : scoped(to: match.app)
        return scoped.proposalInScope(of: match)
    }

    private func proposalInScope(of match: IntentMatcher.Match) -> String {
        let named = Set(match.slots.keys).subtracting(["applicationName"])
        let templates = match.app.shortcuts.filter { $0.intentID == match.intent.id }.flatMap(\.phrases)
            .map(phraseTemplate(for:))
        // The phrase whose placeholders are the values known, else the one that needs the
        // fewest others.
        func placeholders(_ template: String) -> Set<String> {
            Set((try? Template.parse(template))?.slotNames ?? []).subtracting(["applicationName"])
        }
        let chosen =
            templates.first { placeholders($0) == named }
            ?? templates.min { placeholders($0).subtracting(named).count < placeholders($1).subtracting(named).count }
        guard let chosen else { return string(match.intent.title) }
        var text = (try? Template.parse(chosen))?.sampleSentences(limit: 1).first ?? chosen
        text = text.replacingOccurrences(of: "${applicationName}", with: match.app.name)
        for (name, value) in match.slots where name != "applicationName" {
            text = text.replacingOccurrences(of: "${\(name)}", with: said(value, parameter: match.intent.parameter(named: name)))
        }
        // A placeholder the match has no value for is left out rather than shown.
        text = text.replacingOccurrences(of: #"\s*\$\{[^}]*\}"#, with: "", options: .regularExpression)
        text = Self.withoutQuestionMarks(elided(Self.joiningScripts(text)))
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }

    private func said(_ value: SlotValue, parameter: ParameterInfo?) -> String {
        switch value {
        case .text(let words):
            return string("hark.quoted", .string(words))
        case .vocabulary(_, let title):
            if case .enumeration = parameter?.valueType { return inSentence(title) }
            return string("hark.quoted", .string(title))
        case .number(let number):
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
