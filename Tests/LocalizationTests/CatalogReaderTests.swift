import Foundation
import Phrases
import Testing

@testable import Localization

@Suite("The catalog reader keeps one language and reads exactly what JSONDecoder reads")
struct CatalogReaderTests {
    static let files: [URL] = PhraseCatalogs.all() + [Fixtures.localizable, Fixtures.appShortcuts]

    @Test("every shipped catalog and Xcode fixture reads the same as with JSONDecoder", arguments: files)
    func sameAsDecoder(url: URL) throws {
        let data = try Data(contentsOf: url)
        let decoded = try JSONDecoder().decode(StringCatalogFile.self, from: data)
        #expect(StringCatalogReader.read(data, languages: nil) == decoded)
    }

    @Test("only the asked languages and the source language are kept", arguments: files)
    func oneLanguage(url: URL) throws {
        let data = try Data(contentsOf: url)
        let decoded = try JSONDecoder().decode(StringCatalogFile.self, from: data)
        let french = try #require(StringCatalogReader.read(data, languages: ["fr"]))
        #expect(Set(french.strings.keys) == Set(decoded.strings.keys))
        for (key, entry) in decoded.strings {
            let kept = entry.localizations?.filter { ["fr", "en"].contains(StringCatalogReader.baseLanguage($0.key)) }
            #expect(french.strings[key]?.localizations ?? [:] == kept ?? [:], "\(key)")
        }
    }

    struct Escape: CustomStringConvertible, Sendable {
        let json: String
        let value: String
        var description: String { json }
    }

    @Test(
        "escapes read as JSON defines them",
        arguments: [
            Escape(json: #""a\"b""#, value: "a\"b"), Escape(json: #""tab\there""#, value: "tab\there"),
            Escape(json: #""line\nbreak""#, value: "line\nbreak"), Escape(json: #""\u00a0?""#, value: "\u{a0}?"),
            Escape(json: #""\ud83c\udf72 soup""#, value: "🍲 soup"), Escape(json: #""back\\slash\/""#, value: "back\\slash/"),
            Escape(json: #""« déjà »""#, value: "« déjà »"),
        ])
    func escapes(escape: Escape) throws {
        let json = #"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"fr": {"stringUnit": {"value": "#
            + escape.json + "}}}}}}"
        let file = try #require(StringCatalogReader.read(Array(json.utf8), languages: ["fr"]))
        #expect(file.strings["k"]?.localizations?["fr"]?.stringUnit?.value == escape.value)
    }

    @Test(
        "what is not JSON is left to JSONDecoder, which names the problem",
        arguments: [
            "", "{", #"{"sourceLanguage": "en"}"#, #"{"sourceLanguage": "en", "strings": {}} x"#,
            #"{"sourceLanguage": "en", "strings": {"k": {"comment": "\q"}}}"#,
            "{\"sourceLanguage\": \"en\", \"strings\": {\"k\": {\"comment\": \"a\u{1}b\"}}}",
            #"{"sourceLanguage": "en", "strings": {"k": {"shouldTranslate": "yes"}}}"#,
        ])
    func malformed(json: String) {
        #expect(StringCatalogReader.read(Array(json.utf8), languages: nil) == nil)
    }

    @Test("a catalog read for one language renders that language and falls back to the source")
    func rendersOneLanguage() throws {
        let catalog = try LocalizationCatalog(urls: PhraseCatalogs.all(), languages: ["fr"])
        #expect(catalog.string(forKey: "Cancelled.", language: "fr") == "C’est annulé.")
        // English, the source, spells it the US way.
        #expect(catalog.string(forKey: "Cancelled.", language: "de") == "Canceled.")
    }

    @Test(
        "a catalog read for one language, each entry when its key is asked for, says what the whole decoded catalog says",
        arguments: files)
    func entriesReadWhenAsked(url: URL) throws {
        let whole = try LocalizationCatalog(urls: [url])
        for language in ["en", "fr", "de", "es", "ja"] {
            let one = try LocalizationCatalog(urls: [url], languages: [language])
            #expect(one.keys == whole.keys)
            for key in whole.keys {
                #expect(one.translation(forKey: key, language: language) == whole.translation(forKey: key, language: language), "\(key)")
                #expect(one.string(forKey: key, language: language) == whole.string(forKey: key, language: language), "\(key)")
            }
        }
    }

    @Test("an entry that is JSON but not a catalog entry shows its key; the others still show their text")
    func unreadableEntry() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "hark-catalog-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appending(path: "Localizable.xcstrings")
        let json = #"{"sourceLanguage": "en", "strings": {"Hello": {"localizations": {"fr": {"stringUnit": {"value": 5}}}}, "Bye": {"localizations": {"fr": {"stringUnit": {"state": "translated", "value": "Au revoir"}}}}}}"#
        try Data(json.utf8).write(to: url)
        let catalog = try LocalizationCatalog(urls: [url], languages: ["fr"])
        #expect(catalog.string(forKey: "Bye", language: "fr") == "Au revoir")
        #expect(catalog.string(forKey: "Hello", language: "fr") == "Hello")

        try Data(#"{"sourceLanguage": "en", "strings": {"Bye": {"#.utf8).write(to: url)
        #expect(throws: LocalizationError.self) { try LocalizationCatalog(urls: [url], languages: ["fr"]) }
    }

    @Test(
        "brackets, quotes and backslashes inside text do not end an entry read later",
        arguments: [
            Escape(json: #""a\"} b""#, value: "a\"} b"), Escape(json: #""ends in a backslash\\""#, value: "ends in a backslash\\"),
            Escape(json: #""\\\"]]}{""#, value: "\\\"]]}{"), Escape(json: #""{[\u0022]}""#, value: "{[\"]}"),
        ])
    func textWithBrackets(escape: Escape) throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "hark-catalog-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appending(path: "Localizable.xcstrings")
        let json = #"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"fr": {"stringUnit": {"state": "translated", "value": "#
            + escape.json + #"}}}}, "after": {"localizations": {"fr": {"stringUnit": {"state": "translated", "value": "après"}}}}}}"#
        try Data(json.utf8).write(to: url)
        let catalog = try LocalizationCatalog(urls: [url], languages: ["fr"])
        #expect(catalog.keys == ["after", "k"])
        #expect(catalog.translation(forKey: "k", language: "fr")?.value == escape.value)
        #expect(catalog.string(forKey: "after", language: "fr") == "après")
    }
}
