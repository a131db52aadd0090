import Dialog
import Foundation
import Localization
import Phrases
import Testing

@Suite("App Shortcut phrases and titles in the person's language")
struct LocalizedPhrasesTests {
    static let catalog = try! LocalizationCatalog(urls: PhraseCatalogs.all())

    @Test(
        "a phrase comes from AppShortcuts.xcstrings, English's too; an unknown phrase as written",
        arguments: [
            (Language.french, "Show my ${applicationName}", "(Montre|Montrez|Affiche|Affichez)[-moi] mes ${applicationName}|"),
            (Language.german, "Show my ${applicationName}", "(Zeig|Zeige) [mir] meine ${applicationName}|"),
            (Language.english, "Show my ${applicationName}", "(Show|List|Read) [me] my ${applicationName}|"),
            (Language.english, "Sing in ${applicationName}", "Sing in ${applicationName}"),
            (Language.japanese, "Sing in ${applicationName}", "Sing in ${applicationName}"),
            (Language.pseudo, "Show my ${applicationName}", "(Šĥöŵ|Ļîšţ|Řéáď) [ṁé] ṁý ${applicationName}|"),
        ])
    func phrase(_ language: Language, _ english: String, _ expected: String) {
        let phrase = Localizer(language: language, catalog: Self.catalog).phraseTemplate(for: english)
        #expect(expected.hasSuffix("|") ? phrase.hasPrefix(expected) : phrase == expected, "\(phrase)")
    }

    @Test(
        "a title inside a sentence is lower-cased except where nouns keep their case",
        arguments: [
            (Language.english, "Title", "title"), (Language.french, "Titre", "titre"),
            (Language.german, "Titel", "Titel"),
            (Language.spanish, "Título", "título"), (Language.japanese, "タイトル", "タイトル"),
        ])
    func inSentence(_ language: Language, _ title: String, _ expected: String) {
        #expect(Localizer(language: language, catalog: Self.catalog).inSentence(title) == expected)
    }

    @Test(
        "an option said inside a sentence keeps a capital only where German writes one: on a noun",
        arguments: [
            (Language.german, "Speichern", "speichern"), (Language.german, "Als Referenz speichern", "als Referenz speichern"),
            (Language.german, "Verwerfen", "verwerfen"), (Language.german, "Hoch", "hoch"),
            (Language.german, "Referenzrunde", "Referenzrunde"), (Language.german, "Schlussrunde", "Schlussrunde"),
            (Language.english, "Save as benchmark", "save as benchmark"), (Language.french, "Enregistrer", "enregistrer"),
            (Language.japanese, "基準として保存", "基準として保存"),
        ])
    func optionInSentence(_ language: Language, _ title: String, _ expected: String) {
        #expect(Localizer(language: language, catalog: Self.catalog).optionInSentence(title) == expected)
    }
}
