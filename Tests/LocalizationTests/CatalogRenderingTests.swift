import Foundation
import Localization
import Testing

@Suite("Rendering picks the variation and formats for the language")
struct CatalogRenderingTests {
    static let openTasks = "You have %lld open tasks: %@."

    static let pluralCases: [(language: String, count: Int, items: [String], expected: String)] = [
        ("en", 0, [], "You have no open tasks."),
        ("en", 1, ["Buy milk"], "You have 1 open task: Buy milk."),
        ("en", 2, ["Buy milk", "Pay rent"], "You have 2 open tasks: Buy milk and Pay rent."),
        ("en", 3, ["Buy milk", "Call Sam", "Pay rent"], "You have 3 open tasks: Buy milk, Call Sam, and Pay rent."),
        ("fr", 0, [], "Vous n’avez aucune tâche en cours."),
        ("fr", 1, ["Acheter du lait"], "Vous avez 1 tâche en cours : Acheter du lait."),
        ("fr", 2, ["A", "B"], "Vous avez 2 tâches en cours : A et B."),
        // CLDR's French "many" has no variation here, so "other" is used.
        ("fr", 1_000_000, ["A"], "Vous avez 1\u{202F}000\u{202F}000 tâches en cours : A."),
        // No German translation: English text, English plural rules and formatting.
        ("de", 1, ["A"], "You have 1 open task: A."),
        ("de", 1234, ["A", "B"], "You have 1,234 open tasks: A and B."),
    ]

    @Test("plural variations with Apple's zero", arguments: pluralCases)
    func plurals(language: String, count: Int, items: [String], expected: String) throws {
        let catalog = try Fixtures.xcodeCatalog()
        let text = catalog.string(
            forKey: Self.openTasks, language: language, arguments: [.int(count), .list(items)])
        #expect(text == expected)
    }

    static let soupCases: [(language: String, count: Int, expected: String)] = [
        ("en", 0, "You ordered 0 soups today."),  // no zero variation in the substitution
        ("en", 1, "You ordered 1 soup today."),
        ("en", 2, "You ordered 2 soups today."),
        ("en", 1500, "You ordered 1,500 soups today."),
        ("fr", 1, "You ordered 1 soup today."),  // untranslated: falls back to English
    ]

    @Test("a %#@soups@ substitution varies with its argument", arguments: soupCases)
    func substitution(language: String, count: Int, expected: String) throws {
        let catalog = try Fixtures.xcodeCatalog()
        #expect(
            catalog.string(forKey: "You ordered %lld soups today.", language: language, arguments: [.int(count)])
                == expected)
    }

    @Test("substitutions follow argNum, and two of them vary independently")
    func twoSubstitutions() throws {
        let catalog = try Fixtures.catalog(
            """
            { "sourceLanguage" : "en", "strings" : { "%@ has %lld tasks in %lld lists" : { "localizations" : {
              "fr" : { "stringUnit" : { "state" : "translated", "value" : "%1$@ a %#@tasks@ dans %#@lists@" },
                "substitutions" : {
                  "lists" : { "argNum" : 3, "formatSpecifier" : "lld", "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg liste" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg listes" } } } } },
                  "tasks" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg tâche" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg tâches" } } } } } } } } } },
              "version" : "1.0" }
            """)
        let key = "%@ has %lld tasks in %lld lists"
        #expect(
            catalog.string(forKey: key, language: "fr", arguments: [.string("Sam"), .int(5), .int(1)])
                == "Sam a 5 tâches dans 1 liste")
        #expect(
            catalog.string(forKey: key, language: "fr", arguments: [.string("Sam"), .int(0), .int(2)])
                == "Sam a 0 tâche dans 2 listes")
        #expect(
            catalog.string(forKey: key, language: "en", arguments: [.string("Sam"), .int(5), .int(1)])
                == "Sam has 5 tasks in 1 lists")
    }

    @Test("positional arguments keep their order in German")
    func positionalFixture() throws {
        let catalog = try Fixtures.xcodeCatalog()
        let key = "Added %1$@ with %2$@ priority."
        let arguments: [FormatArgument] = [.string("Milch kaufen"), .string("hoher")]
        #expect(
            catalog.string(forKey: key, language: "de", arguments: arguments)
                == "Milch kaufen mit Priorität hoher hinzugefügt.")
        #expect(
            catalog.string(forKey: key, language: "en", arguments: arguments)
                == "Added Milch kaufen with hoher priority.")
    }

    @Test("positional arguments may be reordered by a translation")
    func positionalReordered() throws {
        let catalog = try Fixtures.catalog(
            """
            { "sourceLanguage" : "en", "strings" : { "%lld tasks are due on %@." : { "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Am %2$@ sind %1$lld Aufgaben fällig." } },
              "ja" : { "stringUnit" : { "state" : "translated", "value" : "%2$@に%1$lld件のタスクの期限があります。" } } } } },
              "version" : "1.0" }
            """)
        let key = "%lld tasks are due on %@."
        #expect(
            catalog.string(forKey: key, language: "de", arguments: [.int(1200), .string("Montag")])
                == "Am Montag sind 1.200 Aufgaben fällig.")
        #expect(
            catalog.string(forKey: key, language: "ja", arguments: [.int(3), .string("月曜日")])
                == "月曜日に3件のタスクの期限があります。")
        #expect(
            catalog.string(forKey: key, language: "en", arguments: [.int(3), .string("Monday")])
                == "3 tasks are due on Monday.")
    }

    @Test("device variations use other")
    func deviceVariations() throws {
        let catalog = try Fixtures.catalog(
            """
            { "sourceLanguage" : "en", "strings" : { "Tap %lld items" : { "localizations" : {
              "fr" : { "variations" : { "device" : {
                "mac" : { "stringUnit" : { "state" : "translated", "value" : "Cliquez" } },
                "other" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "Touchez %lld élément" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "Touchez %lld éléments" } } } } } } } } } } } }
            """)
        #expect(catalog.string(forKey: "Tap %lld items", language: "fr", arguments: [.int(1)]) == "Touchez 1 élément")
        #expect(catalog.string(forKey: "Tap %lld items", language: "fr", arguments: [.int(3)]) == "Touchez 3 éléments")
    }

    static let lists: [(language: String, items: [String], expected: String)] = [
        ("en", ["Buy milk", "Call Sam", "Pay rent"], "Today: Buy milk, Call Sam, and Pay rent."),
        (
            "fr", ["Acheter du lait", "Appeler Sam", "Payer le loyer"],
            "Aujourd’hui : Acheter du lait, Appeler Sam et Payer le loyer."
        ),
        ("de", ["Milch kaufen", "Sam anrufen", "Miete zahlen"], "Heute: Milch kaufen, Sam anrufen und Miete zahlen."),
        (
            "es", ["Comprar leche", "Llamar a Sam", "Pagar el alquiler"],
            "Hoy: Comprar leche, Llamar a Sam y Pagar el alquiler."
        ),
        ("ja", ["牛乳を買う", "サムに電話", "家賃を払う"], "今日：牛乳を買う、サムに電話、家賃を払う。"),
        ("en", ["Buy milk", "Pay rent"], "Today: Buy milk and Pay rent."),
        ("fr", ["A"], "Aujourd’hui : A."),
        ("en", [], "Today: ."),
    ]

    @Test("a list is joined with the language's and-list", arguments: lists)
    func listFormatting(language: String, items: [String], expected: String) throws {
        let catalog = try Fixtures.catalog(
            """
            { "sourceLanguage" : "en", "strings" : { "Today: %@." : { "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Heute: %@." } },
              "es" : { "stringUnit" : { "state" : "translated", "value" : "Hoy: %@." } },
              "fr" : { "stringUnit" : { "state" : "translated", "value" : "Aujourd’hui : %@." } },
              "ja" : { "stringUnit" : { "state" : "translated", "value" : "今日：%@。" } } } } },
              "version" : "1.0" }
            """)
        #expect(catalog.string(forKey: "Today: %@.", language: language, arguments: [.list(items)]) == expected)
    }

    static let numbers: [(format: String, language: String, argument: FormatArgument, expected: String)] = [
        ("%lld", "en", .int(1_234_567), "1,234,567"),
        ("%lld", "fr", .int(1_234_567), "1\u{202F}234\u{202F}567"),
        ("%lld", "de", .int(1_234_567), "1.234.567"),
        ("%lld", "es", .int(1_234_567), "1.234.567"),
        ("%lld", "es", .int(1234), "1234"),  // Spanish groups from five digits
        ("%lld", "ja", .int(1_234_567), "1,234,567"),
        ("%d", "en", .int(-42), "-42"),
        ("%ld", "de", .int(1000), "1.000"),
        ("%@", "fr", .int(1000), "1\u{202F}000"),
        ("%.1f", "en", .double(2.25), "2.2"),
        ("%.1f", "fr", .double(2.5), "2,5"),
        ("%.2lf", "de", .double(1234.5), "1.234,50"),
        ("%f", "en", .double(2.5), "2.500000"),
        ("%.0f", "ja", .int(3), "3"),
        ("%d", "en", .double(3.9), "3"),
        ("%x", "en", .int(255), "ff"),
        ("100%%", "fr", .int(0), "100%"),
        ("%s and %c", "en", .string("Sam"), "Sam and %c"),
    ]

    @Test("numbers are formatted for the language", arguments: numbers)
    func numberFormatting(format: String, language: String, argument: FormatArgument, expected: String) {
        #expect(LocalizationCatalog().string(forKey: format, language: language, arguments: [argument]) == expected)
    }

    @Test("a missing argument leaves its specifier visible")
    func missingArgument() {
        #expect(
            LocalizationCatalog().string(forKey: "Completed %@ at %2$lld.", language: "en") == "Completed %@ at %2$lld."
        )
    }

    static let farPositions: [(format: String, expected: String)] = [
        ("%9223372036854775807$@ then %@", "%9223372036854775807$@ then %@"),
        ("%@ %9223372036854775807$lld %lld", "Sam %9223372036854775807$lld %lld"),
        ("%0$@ and %@", "%0$@ and Sam"),
    ]

    @Test("a position past any argument list leaves its specifier, and counting on from it does not overflow",
        arguments: farPositions)
    func farPosition(format: String, expected: String) {
        #expect(LocalizationCatalog().string(forKey: format, language: "en", arguments: [.string("Sam")]) == expected)
    }
}
