import Dialog
import Foundation
import Localization
import Phrases
import Testing

@Suite("App Shortcut phrases and titles in the person's language")
struct LocalizedPhrasesTests {
    static let catalog = try! LocalizationCatalog(urls: PhraseCatalogs.all())

    @Test(
        "a phrase comes from AppShortcuts.xcstrings, English and unknown phrases as written",
        arguments: [
            (Language.french, "Show my ${applicationName}", "(Montre|Affiche)[-moi] mes ${applicationName}"),
            (Language.german, "Show my ${applicationName}", "(Zeig|Zeige) [mir] meine ${applicationName}"),
            (Language.english, "Show my ${applicationName}", "Show my ${applicationName}"),
            (Language.japanese, "Sing in ${applicationName}", "Sing in ${applicationName}"),
            (Language.pseudo, "Show my ${applicationName}", "Šĥöŵ ṁý ${applicationName}"),
        ])
    func phrase(_ language: Language, _ english: String, _ expected: String) {
        #expect(Localizer(language: language, catalog: Self.catalog).phraseTemplate(for: english) == expected)
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
}
