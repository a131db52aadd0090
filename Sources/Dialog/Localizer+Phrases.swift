import Intents
import Localization
import PhraseMatcher

extension Localizer {
    /// The App Shortcut phrase to match in this language for one of the app's phrases.
    ///
    /// An app's `AppShortcuts.xcstrings` is keyed by the English phrase, with
    /// `${applicationName}` and `${param}` as Xcode writes them; each language's value is the
    /// phrase as people say it there. One value may carry several phrasings as alternatives,
    /// whole (`ajoute ${title} à ${applicationName}|mets ${title} dans ${applicationName}`)
    /// or in part (`(ajoute|mets) ${title} (à|dans) ${applicationName}`), with `[optional]`
    /// words. English uses the app's own phrase, and so does a language whose translation is
    /// missing or still `new`, so the app stays usable while its translators catch up (`hark
    /// lint` reports the gap). The pseudo-locale uses the accented English phrase, which still
    /// matches plain English because diacritics are ignored.
    ///
    /// ```swift
    /// Localizer(language: .french, catalog: catalog)
    ///     .phraseTemplate(for: "Show my ${applicationName}")  // "(Montre|Affiche)[-moi] mes ${applicationName}"
    /// ```
    public func phraseTemplate(for template: String) -> String {
        // Accented letters fold back when matching, so pseudo-localized phrases still match English.
        if language == .pseudo { return catalog.pseudoLocalization.accent(template) }
        guard language != .english,
            let translation = phrasesTable?.translation(forKey: template, language: language.code),
            translation.isUsable, let value = translation.value, !value.isEmpty
        else { return template }
        return value
    }

    /// An example sentence for help: the first sentence the phrase accepts in this language,
    /// with the app's name and each parameter's title in its place ("Add title to Tasks").
    func example(of template: String, app: AppDefinition, intent: IntentDefinition) -> String {
        let localizer = domain == app.localizationDomain ? self : scoped(to: app)
        let phrase = localizer.phraseTemplate(for: template)
        var text = (try? Template.parse(phrase))?.sampleSentences(limit: 1).first ?? phrase
        text = text.replacingOccurrences(of: "${applicationName}", with: app.name)
        for parameter in intent.parameters {
            text = text.replacingOccurrences(
                of: "${\(parameter.name)}", with: inSentence(localizer.string(parameter.title)))
        }
        return text
    }
}
