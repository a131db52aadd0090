import Foundation
import Localization
import Testing

@Suite("CLDR list patterns and names inside sentences")
struct ListPatternTests {
    static let units = ["1 hour", "2 minutes", "3 seconds"]

    static let joins: [(String, String, [String], String)] = [
        ("units-narrow", "en_US", units, "1 hour 2 minutes 3 seconds"),
        ("units-wide", "fr_FR", ["1 heure", "2 minutes", "3 secondes"], "1 heure, 2 minutes et 3 secondes"),
        ("units-wide", "fr_FR", ["1 minute", "5 secondes"], "1 minute et 5 secondes"),
        ("and-wide", "de_DE", ["1 Stunde", "2 Minuten", "3 Sekunden"], "1 Stunde, 2 Minuten und 3 Sekunden"),
        ("and", "de_DE", ["1 Minute", "5 Sekunden"], "1 Minute und 5 Sekunden"),
        ("units-wide", "es_ES", ["1 hora", "2 minutos", "3 segundos"], "1 hora, 2 minutos y 3 segundos"),
        ("units-narrow", "ja_JP", ["1時間", "2分", "3秒"], "1時間2分3秒"),
        ("units-narrow", "en_US", ["58 seconds"], "58 seconds"),
    ]

    @Test("a pattern joins without repeating its conjunction", arguments: joins)
    func join(_ name: String, _ locale: String, _ items: [String], _ expected: String) throws {
        let pattern = try #require(ListPattern(name))
        #expect(pattern.join(items, locale: locale) == expected)
    }

    @Test("an unknown pattern name is nil", arguments: ["", "units-huge", "both", "and-wide-x"])
    func unknown(_ name: String) {
        #expect(ListPattern(name) == nil)
    }

    static let names: [(String, String, String)] = [
        ("fr", "J’ai commandé 2 bols de %@.", "J’ai commandé 2 bols de soupe miso."),
        ("fr", "%@ est prête.", "Soupe miso est prête."),
        ("fr", "Bravo. %@ arrive.", "Bravo. Soupe miso arrive."),
        ("es", "He pedido un plato de %@.", "He pedido un plato de soupe miso."),
        ("en", "Ordered 2 %@.", "Ordered 2 Soupe miso."),
        ("de", "Ich habe eine Schüssel %@ bestellt.", "Ich habe eine Schüssel Soupe miso bestellt."),
    ]

    @Test("a name is lower-cased inside a sentence in French and Spanish only", arguments: names)
    func name(_ language: String, _ format: String, _ expected: String) {
        #expect(LocalizationCatalog().string(forKey: format, language: language, arguments: [.name("Soupe miso")]) == expected)
    }

    @Test("a name that starts with an acronym keeps its capitals")
    func acronym() {
        #expect(
            LocalizationCatalog().string(forKey: "J’ai commandé un %@.", language: "fr", arguments: [.name("BLT sandwich")])
                == "J’ai commandé un BLT sandwich.")
    }
}
