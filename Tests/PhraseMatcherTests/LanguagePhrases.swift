import Testing

@testable import PhraseMatcher

/// One small phrase set per language — order soup from Soup Chef, add a task to Tasks — and
/// sentences that exercise each feature of the matcher.
struct LanguagePhrases: Sendable, CustomTestStringConvertible {
    var language: String
    var order: String
    var add: String
    var soups: [(id: String, title: String)]
    /// A sentence naming the app, and the soup it orders.
    var exact: (sentence: String, soup: String)
    /// The same with typos.
    var typo: String
    /// The same without the app's name.
    var withoutApp: String
    /// The same with the language's filler words.
    var withFiller: String

    var testDescription: String { language }

    func set(appOmittable: Bool = true) -> PhraseSet {
        PhraseSet(
            languageCode: language,
            phrases: [Phrase(id: "Soup.Order", template: order), Phrase(id: "Tasks.Add", template: add)],
            slots: [
                "Soup.Order/applicationName": .vocabulary(
                    [VocabularyValue(id: "Soup Chef", title: "Soup Chef")], isOmittable: appOmittable),
                "Tasks.Add/applicationName": .vocabulary(
                    [VocabularyValue(id: "Tasks", title: "Tasks")], isOmittable: appOmittable),
                "soup": .vocabulary(soups.map { VocabularyValue(id: $0.id, title: $0.title) }),
                "title": .text,
            ])
    }

    static let all: [LanguagePhrases] = [
        LanguagePhrases(
            language: "en", order: "Order [a] ${soup} from ${applicationName}",
            add: "Add ${title} to ${applicationName}",
            soups: [("chowder", "Clam Chowder"), ("tomato", "Tomato Soup"), ("minestrone", "Minestrone")],
            exact: ("order a clam chowder from Soup Chef", "chowder"), typo: "ordr a clam chowdr from Soup Chef",
            withoutApp: "order a clam chowder", withFiller: "um, please order a clam chowder from Soup Chef"),
        LanguagePhrases(
            language: "fr", order: "Commande [une] ${soup} (sur|dans) ${applicationName}",
            add: "Ajoute ${title} à ${applicationName}",
            soups: [
                ("chowder", "Chaudrée de palourdes"), ("tomato", "Soupe de tomates"), ("minestrone", "Minestrone"),
            ],
            exact: ("commande une chaudrée de palourdes sur Soup Chef", "chowder"),
            typo: "comande une chaudree de palourdse sur Soup Chef", withoutApp: "commande une chaudrée de palourdes",
            withFiller: "euh, commande une chaudrée de palourdes sur Soup Chef, s’il te plaît"),
        LanguagePhrases(
            language: "de", order: "Bestelle [eine] ${soup} bei ${applicationName}",
            add: "Füge ${title} zu ${applicationName} hinzu",
            soups: [("chowder", "Muschelsuppe"), ("tomato", "Tomatensuppe"), ("minestrone", "Minestrone")],
            exact: ("Bestelle eine Tomatensuppe bei Soup Chef", "tomato"),
            typo: "Bestele eine Tomatensupe bei Soup Chef",
            withoutApp: "bestelle eine Tomatensuppe", withFiller: "ähm, bestelle bitte eine Tomatensuppe bei Soup Chef"),
        LanguagePhrases(
            language: "es", order: "Pide [una] ${soup} en ${applicationName}",
            add: "Añade ${title} a ${applicationName}",
            soups: [("chowder", "Crema de almejas"), ("tomato", "Sopa de tomate"), ("minestrone", "Minestrone")],
            exact: ("pide una sopa de tomate en Soup Chef", "tomato"), typo: "pdie una sopa de tomtae en Soup Chef",
            withoutApp: "pide una sopa de tomate", withFiller: "oye, pide una sopa de tomate en Soup Chef, por favor"),
        LanguagePhrases(
            language: "ja", order: "${applicationName}で${soup}を注文して", add: "${applicationName}に${title}を追加して",
            soups: [("miso", "味噌汁"), ("tomato", "トマトスープ"), ("minestrone", "ミネストローネ")],
            exact: ("Soup Chefでミネストローネを注文して", "minestrone"), typo: "Soup Chefでミネストロネを注文して",
            withoutApp: "ミネストローネを注文して", withFiller: "えっと、Soup Chefでミネストローネを注文して"),
    ]
}
