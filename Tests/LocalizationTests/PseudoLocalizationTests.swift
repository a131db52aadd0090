import Foundation
import Localization
import Testing

@Suite("Pseudo-localization accents and lengthens, keeping what must stay")
struct PseudoLocalizationTests {
    struct Example: CustomStringConvertible, Sendable {
        let text: String
        let pseudo: String
        var description: String { text }
    }

    static let examples = [
        Example(text: "Added “%@” to Tasks.", pseudo: "[Àďďéď “%@” ţö Tasks. ·····]"),
        Example(text: "Cancelled.", pseudo: "[Çáñçéļļéď. ····]"),
        Example(text: "%1$@ is in “%2$@”", pseudo: "[%1$@ îš îñ “%2$@” ··]"),
        Example(text: "You have %#@tasks@ and %lld%%", pseudo: "[Ýöû ĥáṽé %#@tasks@ áñď %lld%% ········]"),
        Example(text: "Add ${title} to ${applicationName}", pseudo: "[Àďď ${title} ţö ${applicationName} ··········]"),
        Example(text: "use --lang CODE", pseudo: "[ûšé --lang ÇÖĎÉ ·····]"),
    ]

    @Test("keeps specifiers, placeholders, options and kept words", arguments: examples)
    func transform(_ example: Example) {
        #expect(PseudoLocalization(keeping: ["Tasks"]).transform(example.text) == example.pseudo)
    }

    @Test("folds back to the English text when diacritics are ignored", arguments: examples)
    func foldsBack(_ example: Example) {
        let accented = PseudoLocalization().accent(example.text)
        #expect(accented.folding(options: [.diacriticInsensitive], locale: nil) == example.text)
    }

    @Test("pads by about 40 % of the letters, placeholders and kept words counted as written")
    func padding() {
        #expect(PseudoLocalization().transform("abcde") == "[áḃçďé ··]")
        #expect(PseudoLocalization().transform("") == "")
    }

    @Test("the catalog shows en-XA through it, arguments untouched, plural variation of English")
    func catalog() throws {
        var catalog = try Fixtures.catalog(
            """
            { "sourceLanguage" : "en", "strings" : {
                "%lld tasks" : { "localizations" : { "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld task in Tasks" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld tasks in Tasks" } } } } } } },
                "Hark" : { "shouldTranslate" : false } },
              "version" : "1.0" }
            """)
        catalog.pseudoLocalization = PseudoLocalization(keeping: ["Tasks"])
        #expect(
            catalog.string(forKey: "%lld tasks", language: "en-XA", arguments: [.int(1)]) == "[1 ţášķ îñ Tasks ······]")
        #expect(catalog.string(forKey: "Hark", language: "en-XA") == "Hark")
        #expect(catalog.string(forKey: "Not in any catalog", language: "en-XA") == "[Ñöţ îñ áñý çáţáļöĝ ······]")
    }
}
