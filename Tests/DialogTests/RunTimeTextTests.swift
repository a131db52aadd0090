import Foundation
import Localization
import Phrases
import Testing

@testable import Dialog

@Suite("Text Hark builds at run time follows each language's rules")
struct RunTimeTextTests {
    static let catalog = try! LocalizationCatalog(urls: PhraseCatalogs.all())

    static func localizer(_ language: Language) -> Localizer {
        Localizer(language: language, catalog: catalog, timeZone: TimeZone(identifier: "UTC")!)
    }

    static let durations: [(Language, Int, String)] = [
        (.english, 65, "1 minute and 5 seconds"), (.english, 3723, "1 hour, 2 minutes, and 3 seconds"),
        (.french, 65, "1 minute et 5 secondes"), (.french, 3723, "1 heure, 2 minutes et 3 secondes"),
        (.german, 65, "1 Minute und 5 Sekunden"), (.german, 3723, "1 Stunde, 2 Minuten und 3 Sekunden"),
        (.spanish, 65, "1 minuto y 5 segundos"), (.spanish, 3723, "1 hora, 2 minutos y 3 segundos"),
        (.japanese, 65, "1分5秒"), (.japanese, 3723, "1時間2分3秒"), (.english, 0, "0 seconds"),
    ]

    @Test("a duration's units are joined once, by the language's list pattern", arguments: durations)
    func duration(_ language: Language, _ seconds: Int, _ expected: String) {
        // CLDR puts a no-break space between some numbers and their unit (« 1 heure »).
        let spoken = Self.localizer(language).spoken(.seconds(seconds)).replacingOccurrences(of: "\u{00A0}", with: " ")
        #expect(spoken == expected)
    }

    static let dates: [(Language, String)] = [
        (.english, "December 1, 2026 at 5:00\u{202F}PM"), (.french, "1 décembre 2026 à 17:00"),
        (.german, "1. Dezember 2026 um 17:00"), (.spanish, "1 de diciembre de 2026, 17:00"),
        (.japanese, "2026年12月1日 17:00"),
    ]

    @Test("a date is written the language's way, never as ISO 8601", arguments: dates)
    func date(_ language: Language, _ expected: String) {
        let date = ISO8601DateFormatter().date(from: "2026-12-01T17:00:00Z")!
        #expect(Self.localizer(language).written(date) == expected)
    }

    static let elisions: [(String, String)] = [
        ("Rappelle-moi de acheter du lait", "Rappelle-moi d’acheter du lait"),
        ("Arrête la course pour la enregistrer", "Arrête la course pour l’enregistrer"),
        ("De abord", "D’abord"),
        ("Arrête la course pour la supprimer", "Arrête la course pour la supprimer"),
        ("Coche le numéro de la tâche", "Coche le numéro de la tâche"),
        // h aspiré cannot be told from h muet: left alone.
        ("Rappelle-moi de hacher l’oignon", "Rappelle-moi de hacher l’oignon"),
    ]

    @Test("French elides a sentence put together from words and values", arguments: elisions)
    func elision(_ sentence: String, _ expected: String) {
        #expect(Self.localizer(.french).elided(sentence) == expected)
        #expect(Self.localizer(.english).elided(sentence) == sentence)
    }

    @Test(
        "a proposal built from a phrase that is a question does not double its question marks",
        arguments: [
            ("Qu’est-ce qu’il y a sur ma liste dans Tasks\u{00A0}?", "Qu’est-ce qu’il y a sur ma liste dans Tasks"),
            ("¿Qué hay en mi lista de Tasks?", "Qué hay en mi lista de Tasks"),
            ("Tasksのリストに何がある？", "Tasksのリストに何がある"),
            ("Add “jam” to Tasks", "Add “jam” to Tasks"),
        ])
    func proposalQuestion(_ phrase: String, _ expected: String) {
        #expect(Localizer.withoutQuestionMarks(phrase) == expected)
    }
}
