import Foundation
import Intents
import Localization

/// Turns localization keys into the person's language: intent dialogs and display names
/// from the apps' catalogs, and the assistant's own words from its catalog.
///
/// Each app has its own tables (``LocalizationTables``): a localizer scoped to an app
/// (``scoped(to:)``) looks its resources up in that app's table — `Localizable`, or the one
/// the resource names — and nowhere else, as a bundle's tables are on Apple platforms. A
/// resource in Hark's own table (``HarkTable``) is looked up in the assistant's catalog.
public struct Localizer: Sendable {
    public let language: Language
    /// The assistant's own words (with the single-catalog initializer: everything, merged).
    let catalog: LocalizationCatalog
    private let apps: [String: LocalizationTables]
    private let appOrder: [String]
    /// The app whose tables resources come from; nil for the assistant's own turns.
    public let domain: String?

    /// A localizer over one catalog that holds every key, the assistant's and the apps' alike.
    public init(language: Language, catalog: LocalizationCatalog) {
        self.language = language
        self.catalog = catalog
        apps = [:]
        appOrder = []
        domain = nil
    }

    /// A localizer over the assistant's own catalog and each app's tables.
    public init(language: Language, assistant: LocalizationCatalog, apps: [LocalizationTables]) {
        self.language = language
        self.catalog = assistant
        var tables: [String: LocalizationTables] = [:]
        for var app in apps {
            app.setPseudoLocalization(assistant.pseudoLocalization)
            tables[app.domain] = app
        }
        self.apps = tables
        appOrder = apps.map(\.domain)
        domain = nil
    }

    private init(_ base: Localizer, domain: String?) {
        language = base.language
        catalog = base.catalog
        apps = base.apps
        appOrder = base.appOrder
        self.domain = domain
    }

    /// This localizer, looking resources up in `app`'s tables.
    public func scoped(to app: AppDefinition) -> Localizer {
        Localizer(self, domain: app.localizationDomain)
    }

    /// The text of a resource: verbatim text as is; otherwise its table's translation with
    /// its arguments formatted for the language.
    public func string(_ resource: LocalizedStringResource) -> String {
        if resource.isVerbatim { return resource.sourceText }
        let arguments = resource.arguments.map(formatArgument)
        let table = table(for: resource)
        if !table.hasKey(resource.key), let defaultValue = resource.defaultValue {
            return table.string(forKey: defaultValue, language: language.code, arguments: arguments)
        }
        return table.string(forKey: resource.key, language: language.code, arguments: arguments)
    }

    /// Where `resource` is looked up: Hark's table in the assistant's catalog; otherwise the
    /// table it names (`Localizable` by default) of the app in scope. Without an app in
    /// scope, the first app whose table has the key.
    private func table(for resource: LocalizedStringResource) -> LocalizationCatalog {
        guard !apps.isEmpty, resource.table != HarkTable.name else { return catalog }
        let name = resource.table ?? "Localizable"
        if let domain {
            if let table = apps[domain]?[name] { return table }
            var empty = LocalizationCatalog()
            empty.pseudoLocalization = catalog.pseudoLocalization
            return empty
        }
        for app in appOrder {
            guard let table = apps[app]?[name] else { continue }
            if table.hasKey(resource.key) || resource.defaultValue.map(table.hasKey) == true { return table }
        }
        return catalog
    }

    /// The App Shortcuts table of the app in scope (the single catalog without tables).
    var phrasesTable: LocalizationCatalog? {
        guard !apps.isEmpty else { return catalog }
        return domain.flatMap { apps[$0]?["AppShortcuts"] }
    }

    /// The assistant's own sentence for `key`, with arguments.
    public func string(_ key: String, _ arguments: FormatArgument...) -> String {
        catalog.string(forKey: key, language: language.code, arguments: arguments)
    }

    /// A word list the assistant keeps in its catalog as `a|b|c` ("yes|yeah|sure"), folded.
    ///
    /// Word lists are what people say, never shown: the pseudo-locale uses English's.
    func words(_ key: String) -> Set<String> {
        Set(orderedWords(key).joined())
    }

    /// A word list whose order matters, such as the ordinals: `a|b|c`, where each item may
    /// list variants as `x/y` ("second/2nd"), folded.
    func orderedWords(_ key: String) -> [[String]] {
        let text = catalog.string(forKey: key, language: language == .pseudo ? Language.english.code : language.code)
        return text.split(separator: "|").map { item in
            item.split(separator: "/").map { TextKey.fold(String($0)) }.filter { !$0.isEmpty }
        }
    }

    /// A title as it reads inside a sentence: lower-cased where the language writes common
    /// nouns in lower case ("What’s the title?"), kept as is in German, whose nouns are
    /// capitalized ("Was soll ich als Titel eintragen?"), and in Japanese, which has no case.
    public func inSentence(_ title: String) -> String {
        switch language {
        case .german, .japanese: title
        default: title.lowercased(with: language.locale)
        }
    }

    /// Sentences said one after the other: separated by a space, or by nothing in Japanese,
    /// whose sentences end in 。.
    func joinedSentences(_ sentences: [String]) -> String {
        sentences.joined(separator: language == .japanese ? "" : " ")
    }

    /// A duration as a person says it: each non-zero unit in the language's words and plural
    /// ("1 minute", "5 seconds"), joined the way the assistant's catalog says for the
    /// language (`hark.duration.join`: "1 minute 5 seconds", "1 minute et 5 secondes").
    func spoken(_ duration: Duration) -> String {
        let total = Int(duration.components.seconds)
        let units: [(Int, Duration.UnitsFormatStyle.Unit)] = [
            (total / 3600, .hours), (total % 3600 / 60, .minutes), (total % 60, .seconds),
        ]
        let parts = units.filter { $0.0 > 0 }.map { count, unit in
            Duration.seconds(count * (unit == .hours ? 3600 : unit == .minutes ? 60 : 1))
                .formatted(.units(allowed: [unit], width: .wide).locale(language.locale))
        }
        guard var text = parts.first else {
            return Duration.zero.formatted(
                .units(allowed: [.seconds], width: .wide, zeroValueUnits: .show(length: 1)).locale(language.locale))
        }
        for part in parts.dropFirst() {
            text = catalog.string(
                forKey: "hark.duration.join", language: language.code, arguments: [.string(text), .string(part)])
        }
        return text
    }

    private func formatArgument(_ argument: LocalizedArgument) -> FormatArgument {
        switch argument {
        case .string(let text): .string(text)
        case .int(let number): .int(number)
        case .double(let number): .double(number)
        case .list(let items): .list(items)
        case .duration(let duration):
            // Unit words come from CLDR, not the catalog: the pseudo-locale accents them here.
            .string(language == .pseudo ? catalog.pseudoLocalization.accent(spoken(duration)) : spoken(duration))
        case .resource(let resource): .string(string(resource))
        }
    }
}

/// The comparison key of a piece of text: case, diacritics and width folded, punctuation
/// dropped, spaces collapsed.
enum TextKey {
    static func fold(_ text: String) -> String {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .replacingOccurrences(of: "’", with: "'")
        let words = folded.split { !($0.isLetter || $0.isNumber || $0 == "'") }
        return words.joined(separator: " ")
    }
}
