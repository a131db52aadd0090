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
    /// words. English uses the catalog's English value when there is one (more ways of saying
    /// the app's phrase: "(Add|Put) ${title} (to|on) ${applicationName}|Jot down ${title} in
    /// ${applicationName}"), else the app's own phrase, and so does a language whose
    /// translation is missing or still `new`, so the app stays usable while its translators
    /// catch up (`hark lint` reports the gap). The pseudo-locale uses the accented English
    /// phrase, which still matches plain English because diacritics are ignored.
    ///
    /// ```swift
    /// Localizer(language: .french, catalog: catalog)
    ///     .phraseTemplate(for: "Show my ${applicationName}")  // "(Montre|Affiche)[-moi] mes ${applicationName}"
    /// ```
    public func phraseTemplate(for template: String) -> String {
        let code = language == .pseudo ? Language.english.code : language.code
        var phrase = template
        if let translation = phrasesTable?.translation(forKey: template, language: code), translation.isUsable,
            let value = translation.value, !value.isEmpty
        {
            phrase = value
        }
        // Accented letters fold back when matching, so pseudo-localized phrases still match English.
        return language == .pseudo ? catalog.pseudoLocalization.accent(phrase) : phrase
    }
}
