import Foundation
import Intents
import Localization
import Phrases
import Testing

@testable import Dialog

/// Answers as people give them, read with each language's word lists from the catalog.
@Suite("Answers as people give them: compound yes and no, choices with articles and particles")
struct AnswerWordsTests {
    static let catalog = try! LocalizationCatalog(urls: PhraseCatalogs.all())

    static func parser(_ language: Language) -> AnswerParser {
        AnswerParser(
            localizer: Localizer(language: language, catalog: catalog),
            values: ValueReader(language: language.code, clock: AppClock { Date(timeIntervalSince1970: 0) }))
    }

    static let confirmations: [(Language, String, Bool?)] = [
        (.english, "yes", true), (.english, "yes do it", true), (.english, "yep, go on", true),
        (.english, "um, sure thing", true), (.english, "please", true), (.english, "no", false),
        (.english, "no, leave it there", false), (.english, "no thanks", false), (.english, "nope, keep it", false),
        (.english, "yes no", nil), (.english, "maybe", nil), (.english, "yes, but add milk first", nil),
        (.french, "oui, supprime", true), (.french, "ouais vas-y", true), (.french, "d’accord, efface-la", true),
        (.french, "non, laisse", false), (.french, "non merci", false), (.french, "surtout pas, garde-la", false),
        (.german, "ja, mach", true), (.german, "ja bitte", true), (.german, "klar, lösch sie", true),
        (.german, "nein, behalte sie", false), (.german, "nee, lass sie drin", false), (.german, "doch nicht", false),
        (.spanish, "sí, adelante", true), (.spanish, "vale, bórrala", true), (.spanish, "claro que sí", true),
        (.spanish, "no, mejor no", false), (.spanish, "no, déjala", false), (.spanish, "ni hablar", false),
        (.japanese, "はい、削除して", true), (.japanese, "うん、お願い", true), (.japanese, "いいですよ", true),
        (.japanese, "いや、やめとく", false), (.japanese, "結構です", false), (.japanese, "ううん、残して", false),
        // いいです is as often "no thanks" as "yes": it is asked again, never taken as yes.
        (.japanese, "いいです", nil), (.japanese, "たぶん", nil),
    ]

    @Test("yes and no, alone or one after another, with fillers", arguments: confirmations)
    func confirmation(_ language: Language, _ answer: String, _ expected: Bool?) {
        #expect(Self.parser(language).confirmation(answer) == expected, "“\(answer)”")
    }

    static let soups: [Language: (titles: [String], synonyms: [[String]])] = [
        .english: (["Tomato Soup", "Clam Chowder", "Miso Soup", "Minestrone"], [[], ["chowder", "clam soup"], ["miso"], []]),
        .french: (["Soupe à la tomate", "Clam chowder", "Soupe miso", "Minestrone"], [[], ["chowder", "soupe de palourdes"], ["miso"], []]),
        .german: (["Tomatensuppe", "Muschelsuppe", "Misosuppe", "Minestrone"], [[], ["Chowder", "Clam Chowder"], ["Miso"], []]),
        .spanish: (["Sopa de tomate", "Crema de almejas", "Sopa de miso", "Minestrone"], [[], ["chowder", "sopa de almejas"], ["miso"], []]),
        .japanese: (["トマトスープ", "クラムチャウダー", "味噌汁", "ミネストローネ"], [[], ["チャウダー", "あさりのスープ"], ["みそ汁"], []]),
    ]

    static let choices: [(Language, String, Int?)] = [
        (.english, "2", 1), (.english, "number three", 2), (.english, "the second one", 1),
        (.english, "the chowder one", 1), (.english, "the miso", 2), (.english, "the last one", 3),
        (.english, "the very last one", 3), (.english, "minestrone please", 3), (.english, "the top one", 0),
        (.english, "the pizza", nil), (.english, "the ninth", nil),
        (.french, "la deuxième", 1), (.french, "le numéro trois", 2), (.french, "celle aux palourdes", 1),
        (.french, "un minestrone", 3), (.french, "la dernière", 3), (.french, "la soupe miso", 2), (.french, "un", 0),
        (.german, "die dritte bitte", 2), (.german, "die Muschelsuppe", 1), (.german, "eine Minestrone", 3),
        (.german, "die letzte", 3), (.german, "Nummer zwei", 1), (.german, "eins", 0),
        (.spanish, "una de almejas", 1), (.spanish, "la de miso", 2), (.spanish, "la última", 3),
        (.spanish, "el segundo", 1), (.spanish, "uno", 0), (.spanish, "un minestrone", 3),
        (.japanese, "味噌汁のほう", 2), (.japanese, "最後のやつ", 3), (.japanese, "二番目でお願いします", 1),
        (.japanese, "チャウダーで", 1), (.japanese, "一番最後", 3), (.japanese, "3", 2),
    ]

    @Test("a choice by number, ordinal, “the last one”, title, synonym or a title's words", arguments: choices)
    func choice(_ language: Language, _ answer: String, _ expected: Int?) {
        let menu = Self.soups[language]!
        #expect(
            Self.parser(language).choice(answer, among: menu.titles, synonyms: menu.synonyms) == expected, "“\(answer)”")
    }

    static let commands: [(Language, String, BuiltInCommand?)] = [
        (.english, "cancel", .cancel), (.english, "oh, never mind", .cancel), (.english, "no, cancel that", .cancel),
        (.english, "stop", .cancel), (.english, "stop the run in Laps", nil), (.english, "no", nil),
        (.english, "say that again please", .repeat), (.english, "help", .help), (.english, "what can I say?", .help),
        (.french, "laisse tomber", .cancel), (.french, "non, annule", .cancel), (.french, "tu peux répéter ?", .repeat),
        (.german, "ach, vergiss es", .cancel), (.german, "nochmal bitte", .repeat), (.german, "was kann ich sagen", .help),
        (.spanish, "no, olvídalo", .cancel), (.spanish, "¿puedes repetir?", .repeat), (.spanish, "ayuda", .help),
        (.japanese, "やっぱりやめて", .cancel), (.japanese, "キャンセルして", .cancel), (.japanese, "もう一回言って", .repeat),
        // ええ (yes) is not "え" said twice.
        (.japanese, "ええ", nil), (.japanese, "Lapsでランを止めて", nil),
    ]

    @Test("cancel, repeat and help, with the words around them", arguments: commands)
    func command(_ language: Language, _ line: String, _ expected: BuiltInCommand?) {
        #expect(BuiltInCommand(line, localizer: Localizer(language: language, catalog: Self.catalog)) == expected, "“\(line)”")
    }

    static let decimals: [(Language, String, Double?)] = [
        (.english, "2.5", 2.5), (.english, "1,000.5", 1000.5), (.english, "-1,000.25", -1000.25),
        (.english, "12,345,678.9", 12_345_678.9), (.english, "1,000", 1000),
        (.french, "2,5", 2.5), (.french, "1.000,5", 1000.5), (.french, "1\u{202F}000,5", 1000.5),
        (.german, "2,5", 2.5), (.german, "1.000,5", 1000.5), (.german, "1.000", 1000),
        (.spanish, "1.000,5", 1000.5), (.spanish, "-1.000,5", -1000.5),
        (.japanese, "1,000.5", 1000.5), (.japanese, "２.５", 2.5),
        (.english, "one thousand and a half", nil),
    ]

    /// Where a decimal is allowed, a number with thousands separators and a fraction is one
    /// number, written in the language's way.
    @Test("a decimal answer, with thousands separators, is one number", arguments: decimals)
    func decimal(_ language: Language, _ answer: String, _ expected: Double?) async throws {
        let weight = IntentParameter<Double>(title: "Weight").info(name: "weight")
        let outcome = try await Self.parser(language).parse(answer, for: weight)
        switch outcome {
        case .value(let value): #expect(value as? Double == expected, "“\(answer)”")
        default: #expect(expected == nil, "“\(answer)” was not read")
        }
    }
}

