import Foundation
import Localization
import Testing

@Suite("Languages Hark answers in")
struct LanguageTests {
    static let spellings: [(code: String, language: Language?)] = [
        ("fr", .french), ("fr-FR", .french), ("fr_FR", .french), ("FR_fr", .french),
        ("en", .english), ("EN-us", .english), ("de-AT", .german), ("es", .spanish),
        ("ja_JP", .japanese), ("en-XA", .pseudo), ("en_xa", .pseudo),
        (" de ", .german), ("\tja\u{00A0}", .japanese), ("pt", nil), ("", nil), ("xx-FR", nil), ("-fr", nil),
    ]

    @Test("a code is read whatever its separator and case", arguments: spellings)
    func parsing(code: String, language: Language?) {
        #expect(Language(code: code) == language)
    }

    static let locales: [(language: Language, identifier: String)] = [
        (.english, "en_US"), (.french, "fr_FR"), (.german, "de_DE"), (.spanish, "es_ES"), (.japanese, "ja_JP"),
    ]

    @Test("each language formats with a full locale", arguments: locales)
    func locale(language: Language, identifier: String) {
        #expect(language.locale.identifier == identifier)
    }

    @Test("five languages are supported, English first")
    func supported() {
        #expect(Language.supported.map(\.code) == ["en", "fr", "de", "es", "ja"])
    }
}
