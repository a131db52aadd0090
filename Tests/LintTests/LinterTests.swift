import Foundation
import Intents
import Lint
import Localization
import Testing

/// The Notes fixture app with the given phrases.
func notes<Provider: AppShortcutsProvider>(_ shortcuts: Provider.Type) -> AppDefinition {
    AppDefinition(name: "Notes", shortcuts: shortcuts, dependencies: AppDependencyManager())
}

@Suite("hark lint finds what translators and developers get wrong")
struct LinterTests {
    /// A finding reduced to what a case states: check, key, language, severity.
    struct Expected: Hashable, CustomStringConvertible {
        let check: LintFinding.Check
        let key: String
        let language: String?
        var severity: LintFinding.Severity = .error
        var description: String { "\(severity) \(check.rawValue) “\(key)” [\(language ?? "-")]" }
    }

    struct Case: CustomStringConvertible, Sendable {
        let name: String
        let app: @Sendable () -> AppDefinition
        let files: [String: String]
        var sourceKeys: [String]? = nil
        /// The languages that ship; English and French unless a case needs another.
        var languages: [Language] = [.english, .french]
        /// Whether the app's catalog gives its parameters' example values (most cases are
        /// about something else, so yes).
        var examples = true
        let expected: Set<Expected>
        var description: String { name }
    }

    /// The example value of each parameter the Notes phrases name, in English and French.
    static let examples = CatalogFixture.json([
        "NoteIntent.text.example": ["en": "call the plumber", "fr": "appeler le plombier"]
    ])

    static let note = "Note ${text} in ${applicationName}"
    static let clear = "Clear ${applicationName}"
    static let goodPhrases = CatalogFixture.json([
        note: ["fr": "(Note|Écris) ${text} dans ${applicationName}"], clear: ["fr": "Vide ${applicationName}"],
    ])

    static let cases: [Case] = [
        Case(
            name: "clean catalogs have no findings", app: { notes(GoodShortcuts.self) },
            files: ["Notes/AppShortcuts.xcstrings": goodPhrases], expected: []),
        Case(
            name: "a phrase must name the app unless its comment marks an exception",
            app: { notes(NamelessShortcuts.self) },
            files: [
                "Notes/AppShortcuts.xcstrings": CatalogFixture.json(
                    ["Note ${text}": ["fr": "Note ${text}"], "Clear everything": ["fr": "Vide tout"]],
                    extra: ["Clear everything": #""comment" : "Only Notes clears everything. [lint: no-app-name]""#])
            ],
            expected: [
                Expected(check: .appName, key: "Note ${text}", language: "en"),
                Expected(check: .appName, key: "Note ${text}", language: "fr"),
            ]),
        Case(
            name: "a placeholder must be a parameter of the intent", app: { notes(MisnamedShortcuts.self) },
            files: [
                "Notes/AppShortcuts.xcstrings": CatalogFixture.json([
                    "Note ${body} in ${applicationName}": ["fr": "Note ${body} dans ${applicationName}"]
                ])
            ],
            expected: [Expected(check: .placeholders, key: "Note ${body} in ${applicationName}", language: "en")]),
        Case(
            name: "a translation must keep the phrase's placeholders", app: { notes(GoodShortcuts.self) },
            files: [
                "Notes/AppShortcuts.xcstrings": CatalogFixture.json([
                    note: ["fr": "Prends une note dans ${applicationName}"], clear: ["fr": "Vide ${applicationName}"],
                ])
            ],
            expected: [Expected(check: .placeholders, key: note, language: "fr")]),
        Case(
            name: "every key translated in every language, states honoured", app: { notes(GoodShortcuts.self) },
            files: [
                "Notes/AppShortcuts.xcstrings": CatalogFixture.json([note: [:]]),
                "Notes/Localizable.xcstrings": CatalogFixture.json(
                    ["Saved.": [:], "Kept.": [:], "Brand": [:]],
                    extra: [
                        "Saved.": #""localizations" : { "fr" : { "stringUnit" : { "state" : "new", "value" : "" } } }"#,
                        "Kept.":
                            #""localizations" : { "fr" : { "stringUnit" : { "state" : "needs_review", "value" : "Gardé." } } }"#,
                        "Brand": #""shouldTranslate" : false"#,
                    ]),
            ],
            expected: [
                Expected(check: .missingTranslation, key: note, language: "fr"),
                Expected(check: .missingTranslation, key: clear, language: nil),
                Expected(check: .missingTranslation, key: "Saved.", language: "fr"),
                Expected(check: .missingTranslation, key: "Kept.", language: "fr", severity: .warning),
            ]),
        Case(
            name: "plural variations cover the language's categories", app: { notes(GoodShortcuts.self) },
            files: [
                "Notes/AppShortcuts.xcstrings": goodPhrases,
                "Notes/Localizable.xcstrings": CatalogFixture.json(
                    ["%lld notes": [:]],
                    extra: [
                        "%lld notes": #"""
                        "localizations" : {
                          "en" : { "variations" : { "plural" : {
                            "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld note" } },
                            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld notes" } },
                            "zero" : { "stringUnit" : { "state" : "translated", "value" : "No notes" } } } } },
                          "fr" : { "variations" : { "plural" : {
                            "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld notes" } },
                            "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld note" } },
                            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld notes" } } } } } }
                        """#
                    ]),
            ],
            expected: [
                Expected(check: .pluralCategories, key: "%lld notes", language: "fr"),
                Expected(check: .pluralCategories, key: "%lld notes", language: "fr", severity: .warning),
            ]),
        Case(
            name: "a translation keeps the source text's format specifiers", app: { notes(GoodShortcuts.self) },
            files: [
                "Notes/AppShortcuts.xcstrings": goodPhrases,
                "Notes/Localizable.xcstrings": CatalogFixture.json([
                    "Saved “%@”.": ["fr": "Enregistré."], "%1$@ in %2$@": ["fr": "%2$@\u{00A0}: %1$@"],
                ]),
            ],
            expected: [Expected(check: .placeholders, key: "Saved “%@”.", language: "fr")]),
        Case(
            name: "stale keys: no shortcut, no code, or marked stale by Xcode", app: { notes(GoodShortcuts.self) },
            files: [
                "Notes/AppShortcuts.xcstrings": CatalogFixture.json([
                    note: ["fr": "Note ${text} dans ${applicationName}"], clear: ["fr": "Vide ${applicationName}"],
                    "Old phrase in ${applicationName}": ["fr": "Vieille phrase dans ${applicationName}"],
                ]),
                "Notes/Localizable.xcstrings": CatalogFixture.json(
                    ["Used %@.": ["fr": "Utilisé %@."], "Unused": ["fr": "Inutilisé"], "Write Note": ["fr": "Écrire"]]),
            ],
            sourceKeys: [#"let used = "Used \(thing).""#],
            expected: [
                Expected(check: .staleKey, key: "Old phrase in ${applicationName}", language: nil, severity: .warning),
                Expected(check: .staleKey, key: "Unused", language: nil, severity: .warning),
            ]),
        Case(
            name: "at most ten App Shortcuts per app", app: { notes(CrowdedShortcuts.self) },
            files: [
                "Notes/AppShortcuts.xcstrings": CatalogFixture.json(
                    Dictionary(
                        uniqueKeysWithValues: (1...11).map {
                            ("Clear ${applicationName} \($0)", ["fr": "Vide ${applicationName} \($0)"])
                        }))
            ],
            expected: [Expected(check: .shortcutLimit, key: "Notes", language: nil)]),
        Case(
            name: "two intents whose phrases accept the same sentence, in the language where they do",
            app: { notes(OverlappingShortcuts.self) },
            files: [
                "Notes/AppShortcuts.xcstrings": CatalogFixture.json([
                    note: ["fr": "Range ${text} dans ${applicationName}"],
                    "Archive ${text} in ${applicationName}": ["fr": "Range ${text} dans ${applicationName}"],
                ]),
                "Notes/Archive.xcstrings": CatalogFixture.json([
                    "ArchiveIntent.text.example": ["en": "call the plumber", "fr": "appeler le plombier"]
                ]),
            ],
            expected: [
                Expected(check: .overlap, key: note, language: "fr"),
                Expected(check: .overlap, key: "Archive ${text} in ${applicationName}", language: "fr"),
            ]),
        Case(
            name: "a parameter a phrase names has an example value in every language, for help and suggestions",
            app: { notes(GoodShortcuts.self) }, files: ["Notes/AppShortcuts.xcstrings": goodPhrases], examples: false,
            expected: [
                Expected(check: .helpExample, key: note, language: "en"),
                Expected(check: .helpExample, key: note, language: "fr"),
            ]),
        Case(
            name: "French no-break spaces, Spanish ¿ ¡, Japanese without spaces between words and counters; word lists, never shown, are left alone",
            app: { notes(GoodShortcuts.self) },
            files: [
                "Notes/AppShortcuts.xcstrings": CatalogFixture.json([
                    note: [
                        "fr": "Note ${text} dans ${applicationName}", "es": "Anota ${text} en ${applicationName}",
                        "ja": "${applicationName}に${text}をメモ",
                    ],
                    clear: ["fr": "Vide ${applicationName}", "es": "¿Vacías ${applicationName}?", "ja": "${applicationName}を空にして"],
                ]),
                "Notes/Localizable.xcstrings": CatalogFixture.json([
                    "Saved “%@”?": ["fr": "Enregistré « %@ » ?", "es": "¿Guardado «%@»?", "ja": "「%@」を保存しました。"],
                    "Cleared!": ["fr": "C’est vidé\u{00A0}!", "es": "Vaciado!", "ja": "空に しました。"],
                    "%lld notes": ["fr": "%lld notes", "es": "%lld notas", "ja": "メモ %lld 件"],
                    "Next: %@": ["fr": "Ensuite: %@", "es": "Luego: %@", "ja": "次：%@"],
                    "Use :memory: here": ["fr": "Utilisez :memory: ici", "es": "Usa :memory: aquí", "ja": "ここでは:memory:を使います"],
                    "hark.words.yes": ["fr": "oui ?", "es": "sí!", "ja": "は い"],
                ]),
                "Notes/Examples.xcstrings": CatalogFixture.json([
                    "NoteIntent.text.example": ["en": "call Sam", "fr": "appeler Sam", "es": "llamar a Sam", "ja": "サム に電話"]
                ]),
            ],
            sourceKeys: [#""Saved “\(x)”?" "Cleared!" "\(n) notes" "Next: \(x)" "Use :memory: here" "hark.words.yes""#],
            languages: [.english, .french, .spanish, .japanese], examples: false,
            expected: [
                Expected(check: .typography, key: "Saved “%@”?", language: "fr"),
                Expected(check: .typography, key: "Cleared!", language: "es"),
                Expected(check: .typography, key: "Cleared!", language: "ja"),
                Expected(check: .typography, key: "%lld notes", language: "ja"),
                Expected(check: .typography, key: "Next: %@", language: "fr"),
                Expected(check: .typography, key: "NoteIntent.text.example", language: "ja"),
            ]),
        Case(
            name: "a sentence a phrase accepts is understood by it: a group cut inside a Japanese compound is",
            app: { notes(GoodShortcuts.self) },
            files: [
                "Notes/AppShortcuts.xcstrings": CatalogFixture.json([
                    note: ["ja": "${applicationName}に${text}をメモ"],
                    clear: ["ja": "${applicationName}をランニング(スタート|開始)"],
                ]),
                "Notes/Examples.xcstrings": CatalogFixture.json([
                    "NoteIntent.text.example": ["en": "call Sam", "ja": "サムに電話"]
                ]),
            ],
            languages: [.english, .japanese], examples: false,
            expected: []),
        Case(
            name: "a sentence a phrase accepts is understood by it: one longer than the matcher reads is not",
            app: { notes(GoodShortcuts.self) },
            files: [
                "Notes/AppShortcuts.xcstrings": CatalogFixture.json([
                    note: ["fr": "(Note|Écris) ${text} dans ${applicationName}"],
                    // 75 words: more than a sentence the matcher reads (64).
                    clear: [
                        "fr": "Vide ${applicationName} "
                            + Array(repeating: "tout de suite", count: 25).joined(separator: " ")
                    ],
                ])
            ],
            expected: [Expected(check: .sampleMatch, key: clear, language: "fr")]),
        Case(
            name: "every word list covers the source language's kinds of answer; ordinals count the same",
            app: { notes(GoodShortcuts.self) },
            files: [
                "Notes/AppShortcuts.xcstrings": goodPhrases,
                "Notes/Localizable.xcstrings": CatalogFixture.json([
                    "hark.words.yes": ["en": "yes|yeah||do it|go ahead", "fr": "oui|ouais||vas-y"],
                    "hark.words.no": ["en": "no||keep it", "fr": "non"],
                    "hark.words.cancel": ["en": "cancel||never mind", "fr": "annule|| "],
                    "hark.words.ordinals": ["en": "first|second|third", "fr": "premier/première|deuxième"],
                ]),
            ],
            sourceKeys: [#""hark.words.yes" "hark.words.no" "hark.words.cancel" "hark.words.ordinals""#],
            expected: [
                Expected(check: .wordLists, key: "hark.words.no", language: "fr"),
                Expected(check: .wordLists, key: "hark.words.cancel", language: "fr"),
                Expected(check: .wordLists, key: "hark.words.ordinals", language: "fr"),
            ]),
    ]

    @Test("each check, on a small catalog", arguments: cases)
    func check(_ example: Case) throws {
        let app = example.app()
        var files = example.files
        if example.examples { files["Notes/Examples.xcstrings"] = Self.examples }
        let linter = Linter(
            catalogs: try CatalogFixture.documents(files), apps: [app], languages: example.languages,
            sourceKeys: example.sourceKeys.map { SourceStrings(swiftSources: $0) })
        let findings = linter.findings()
        let found = Set(
            findings.map { Expected(check: $0.check, key: $0.key, language: $0.language, severity: $0.severity) })
        #expect(found == example.expected, "\(findings.map(\.description).joined(separator: "\n"))")
        for finding in findings {
            #expect(finding.file.hasPrefix("phrases/Notes/"), "\(finding)")
        }
    }

    @Test("a finding reads as file, severity, key, language, message and check")
    func description() {
        let finding = LintFinding(
            severity: .error, check: .missingTranslation, file: "phrases/Tasks/Localizable.xcstrings",
            key: "Added “%@”.", language: "ja", message: "not translated")
        #expect(
            finding.description
                == "phrases/Tasks/Localizable.xcstrings: error: “Added “%@”.” [ja]: not translated (missing-translation)"
        )
    }

    @Test("source strings: interpolations and spelled-out specifiers stand for a key's specifiers")
    func sourceStrings() {
        let strings = SourceStrings(swiftSources: [
            #"return .result(dialog: "Added “\(record.title)”.")"#,
            #"localizer.string("hark: unknown option %@.", .string(name)) // "Commented %@""#,
            #"let count = "You have \(titles.count) open tasks: \(titles).""#,
        ])
        #expect(strings.uses(key: "Added “%@”."))
        #expect(strings.uses(key: "hark: unknown option %@."))
        #expect(strings.uses(key: "You have %lld open tasks: %@."))
        #expect(!strings.uses(key: "Removed “%@”."))
        #expect(!strings.uses(key: "Commented %@"))
    }
}
