import Foundation
import Intents
import Localization
import PhraseMatcher
import Synchronization

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
    /// The time zone dates are written in: the person's, as the conversation's clock says.
    public var timeZone: TimeZone
    /// The word lists read so far, folded: shared by every copy in the same language, as the
    /// lists come from the assistant's catalog alone.
    let wordLists: FoldedWordLists

    /// A localizer over one catalog that holds every key, the assistant's and the apps' alike.
    public init(language: Language, catalog: LocalizationCatalog, timeZone: TimeZone = .autoupdatingCurrent) {
        self.language = language
        self.catalog = catalog
        self.timeZone = timeZone
        apps = [:]
        appOrder = []
        domain = nil
        wordLists = FoldedWordLists()
    }

    /// A localizer over the assistant's own catalog and each app's tables.
    public init(
        language: Language, assistant: LocalizationCatalog, apps: [LocalizationTables], timeZone: TimeZone = .autoupdatingCurrent
    ) {
        self.language = language
        self.catalog = assistant
        self.timeZone = timeZone
        var tables: [String: LocalizationTables] = [:]
        for var app in apps {
            app.setPseudoLocalization(assistant.pseudoLocalization)
            tables[app.domain] = app
        }
        self.apps = tables
        appOrder = apps.map(\.domain)
        domain = nil
        wordLists = FoldedWordLists()
    }

    private init(_ base: Localizer, domain: String?, language: Language? = nil) {
        self.language = language ?? base.language
        catalog = base.catalog
        timeZone = base.timeZone
        apps = base.apps
        appOrder = base.appOrder
        self.domain = domain
        // The lists are folded the language's way: a copy in another language folds its own.
        wordLists = self.language == base.language ? base.wordLists : FoldedWordLists()
    }

    /// This localizer in another language: for what only one language can do (only English can
    /// be heard, so `hark lint` checks the English phrases' words for pronunciations).
    public func inLanguage(_ language: Language) -> Localizer {
        Localizer(self, domain: domain, language: language)
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

    /// The text of `key` in the table of the app in scope (its `Localizable`), or nil when the
    /// table has no such key: for keys an app may or may not give, such as a parameter's example.
    func appText(forKey key: String) -> String? {
        let table = table(for: LocalizedStringResource(key))
        guard table.hasKey(key) else { return nil }
        let text = table.string(forKey: key, language: language.code)
        return text.isEmpty ? nil : text
    }

    /// Whether `text` is one of the app's own names in this language — a display name its
    /// `Localizable` table translates, such as a dish on the menu — rather than the person's
    /// words (a task's title).
    func isAppText(_ text: String) -> Bool {
        let table = table(for: LocalizedStringResource("Localizable"))
        return table.keys.contains { table.string(forKey: $0, language: language.code) == text }
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
    func orderedWords(_ list: String) -> [[String]] {
        if let known = wordLists.words(of: list) { return known }
        guard catalog.hasKey(list) else { return [] }
        let text = catalog.string(forKey: list, language: language == .pseudo ? Language.english.code : language.code)
        let words = text.listItems(separatedBy: "|").filter { !$0.isEmpty }.map { item in
            item.listItems(separatedBy: "/").map { key(String($0)) }.filter { !$0.isEmpty }
        }
        wordLists.keep(words, of: list)
        return words
    }

    /// A title as it reads inside a sentence: lower-cased where the language writes common
    /// nouns in lower case ("What’s the title?"), kept as is in German, whose nouns are
    /// capitalized ("Was soll ich als Titel eintragen?"), and in Japanese, which has no case.
    ///
    /// Only the first letter changes, so a name inside stays a name ("call Sam"), and a title
    /// that starts with an acronym ("BBQ sauce") is kept.
    public func inSentence(_ title: String) -> String {
        switch language {
        case .german, .japanese: return title
        default:
            guard let first = title.first, first.isUppercase else { return title }
            if let second = title.dropFirst().first, second.isUppercase { return title }
            return String(first).lowercased(with: language.locale) + title.dropFirst()
        }
    }

    /// An option's title (an enum case) as it reads inside a sentence: as ``inSentence(_:)``,
    /// and in German, whose nouns alone are capitalized, with its first word in lower case
    /// when the German dictionary writes it so („Beende den Lauf und speichern“, „… und als
    /// Referenz speichern“; „Referenz“ keeps its capital).
    public func optionInSentence(_ title: String) -> String {
        guard language == .german else { return inSentence(title) }
        guard let first = title.split(separator: " ").first, first.first?.isUppercase == true,
            first.dropFirst().first?.isUppercase != true,
            Self.germanCasing?.writesLowercase(String(first)) == true
        else { return title }
        return first.lowercased() + title.dropFirst(first.count)
    }

    /// The German dictionary's casing, read on first use (nil without hunspell-de-de).
    static let germanCasing = WordCasing(languageCode: "de")

    /// A name (an entity's or an option's title) as it reads inside a sentence: like
    /// ``inSentence(_:)``, except that English keeps a name written in title case ("Order
    /// Tomato Soup from Soup Chef", but "Complete buy milk in Tasks").
    public func nameInSentence(_ name: String) -> String {
        if language == .english || language == .pseudo {
            let words = name.split(separator: " ")
            if words.count > 1, words.allSatisfy({ $0.first?.isUppercase == true || $0.first?.isLetter == false }) {
                return name
            }
        }
        return inSentence(name)
    }

    /// Sentences said one after the other: separated by a space, or by nothing in Japanese,
    /// whose sentences end in 。.
    func joinedSentences(_ sentences: [String]) -> String {
        sentences.joined(separator: language == .japanese ? "" : " ")
    }

    /// The other names of a value (an enum case, an entity) in the language: each synonym is a
    /// catalog string that may list several forms as `a|b` — the ways the language says it
    /// ("Tomatensuppe|Tomatensuppen", "dringend|dringende") — all of them, as written.
    func synonymForms(of synonyms: [LocalizedStringResource]) -> [String] {
        var forms: [String] = []
        for synonym in synonyms {
            for form in string(synonym).split(separator: "|") {
                let form = form.trimmingHorizontalWhitespace()
                if !form.isEmpty, !forms.contains(form) { forms.append(form) }
            }
        }
        return forms
    }

    /// A sentence whose last words are a quotation that ends in its own question or
    /// exclamation mark, punctuated as the language does (`hark.quotedQuestion.period`): German,
    /// French and English end the sentence with that mark ("… und „Was habe ich bestellt?“"),
    /// Spanish and Japanese keep their period after the closing quote («¿Qué he pedido?».).
    func punctuated(_ sentence: String) -> String {
        let code = language == .pseudo ? Language.english.code : language.code
        guard catalog.string(forKey: "hark.quotedQuestion.period", language: code) == "drop" else { return sentence }
        return sentence.replacingOccurrences(
            of: #"([?!？！][\u00A0\u202F ]?[”“»」’\"])\s*[.。]$"#, with: "$1", options: .regularExpression)
    }

    /// A duration as a person says it: each non-zero unit in the language's words and plural
    /// ("1 minute", "5 seconds"), joined by the CLDR list pattern the assistant's catalog names
    /// for the language (`hark.duration.list`): "1 hour 2 minutes 3 seconds", "1 heure,
    /// 2 minutes et 3 secondes", "1時間2分3秒".
    func spoken(_ duration: Duration) -> String {
        let total = Int(duration.components.seconds)
        let units: [(Int, Duration.UnitsFormatStyle.Unit)] = [
            (total / 3600, .hours), (total % 3600 / 60, .minutes), (total % 60, .seconds),
        ]
        let parts = units.filter { $0.0 > 0 }.map { count, unit in
            Duration.seconds(count * (unit == .hours ? 3600 : unit == .minutes ? 60 : 1))
                .formatted(.units(allowed: [unit], width: .wide).locale(language.locale))
        }
        guard !parts.isEmpty else {
            return Duration.zero.formatted(
                .units(allowed: [.seconds], width: .wide, zeroValueUnits: .show(length: 1)).locale(language.locale))
        }
        let code = language == .pseudo ? Language.english.code : language.code
        let pattern = ListPattern(catalog.string(forKey: "hark.duration.list", language: code))
            ?? ListPattern(kind: .units, width: .wide)
        return pattern.join(parts, locale: language.locale.identifier)
    }

    /// A date as the language writes it in a sentence, with its time: "December 1, 2026 at
    /// 5:00 PM", "1 décembre 2026 à 17:00", "2026年12月1日 17:00".
    func written(_ date: Date, _ format: Date.FormatStyle? = nil) -> String {
        guard let format else {
            return date.formatted(Date.FormatStyle(date: .long, time: .shortened, locale: language.locale, timeZone: timeZone))
        }
        return date.formatted(format.locale(language.locale))
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
        case .date(let date, let format):
            // Month and weekday names come from CLDR, in the person's language; the
            // pseudo-locale accents them here, like durations.
            .string(language == .pseudo ? catalog.pseudoLocalization.accent(written(date, format)) : written(date, format))
        case .resource(let resource): .name(string(resource))
        }
    }
}

/// The comparison key of a piece of text: case, diacritics and width folded, punctuation
/// dropped, spaces collapsed.
enum TextKey {
    static func fold(_ text: String) -> String {
        fold(text, keepsDiacritics: false)
    }

    /// The comparison key, keeping diacritics where they tell words apart (Japanese kana).
    static func fold(_ text: String, keepsDiacritics: Bool) -> String {
        if let key = asciiKey(text) { return key }
        var options: String.CompareOptions = [.caseInsensitive, .widthInsensitive]
        if !keepsDiacritics { options.insert(.diacriticInsensitive) }
        var folded = text.folding(options: options, locale: nil)
        if folded.unicodeScalars.contains("\u{2019}") { folded = folded.replacingOccurrences(of: "’", with: "'") }
        let words = folded.split { !($0.isLetter || $0.isNumber || $0 == "'") }
        return words.joined(separator: " ")
    }

    /// The key of a text written in ASCII, made without Foundation's folding (which costs
    /// tens of thousands of instructions a call, and a turn folds every entry of the word
    /// lists): letters lower-cased, each run of characters other than letters, digits and
    /// apostrophes one space, none at the ends — what `fold` makes of it. Nil for any other
    /// text.
    static func asciiKey(_ text: String) -> String? {
        var key: [UInt8] = []
        key.reserveCapacity(text.utf8.count)
        var separated = false
        for byte in text.utf8 {
            let kept: UInt8
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): kept = byte + 0x20
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "'"):
                kept = byte
            case 0x80...: return nil
            default:
                separated = true
                continue
            }
            if separated, !key.isEmpty { key.append(UInt8(ascii: " ")) }
            separated = false
            key.append(kept)
        }
        return String(decoding: key, as: UTF8.self)
    }
}

/// Word lists already folded, by catalog key: every turn reads the command and answer lists,
/// and folding each entry again cost a turn more than matching its sentence.
final class FoldedWordLists: Sendable {
    private let lists = Mutex<[String: [[String]]]>([:])
    private let preparedLists = Mutex<[String: PreparedWordList]>([:])

    func prepared(_ list: String) -> PreparedWordList? {
        preparedLists.withLock { $0[list] }
    }

    func keep(_ prepared: PreparedWordList, as list: String) {
        preparedLists.withLock { $0[list] = prepared }
    }

    func words(of list: String) -> [[String]]? {
        lists.withLock { $0[list] }
    }

    func keep(_ words: [[String]], of list: String) {
        lists.withLock { $0[list] = words }
    }
}
