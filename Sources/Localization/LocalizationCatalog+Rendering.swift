import Foundation

extension LocalizationCatalog {
    /// The text to show for `key` in `language`, with `arguments` filled in.
    ///
    /// The language's translation is used when its state is `translated`,
    /// `needs_review` (or `stale`) and its text is not empty; otherwise the source
    /// language's; otherwise the key itself. A key marked `shouldTranslate: false` is
    /// used as is in every language. A plural variation is chosen by the first numeric
    /// argument (a substitution's by its `argNum` argument) with the CLDR rules of the
    /// text's language, except that a `zero` variation, when present, is used for
    /// exactly 0 in every language. Numbers and lists are formatted for the language
    /// whose text is shown.
    ///
    /// - Parameters:
    ///   - key: The key, as written in the catalog (`"Completed %@."`).
    ///   - language: A language code such as `fr`, `fr-FR` or `fr_FR`.
    ///   - arguments: The values for the key's specifiers, in order.
    ///
    /// In the pseudo-locale `en-XA` the English text is shown through ``pseudoLocalization``
    /// before its arguments are filled in, so the arguments (a task's title) stay as they are;
    /// keys marked `shouldTranslate: false` are not touched.
    public func string(
        forKey key: String, language: String, arguments: [FormatArgument] = []
    ) -> String {
        let pseudo = Language(code: language) == .pseudo
        let shown = { (text: String) in pseudo ? pseudoLocalization.transform(text) : text }
        let inner = { (text: String) in pseudo ? pseudoLocalization.accent(text) : text }
        guard let record = record(forKey: key) else {
            return fill(
                FormatString(shown(key)), language: language, arguments: arguments, substitutions: [:], shown: inner,
                pseudo: pseudo)
                ?? key
        }
        if record.entry.shouldTranslate != false {
            let candidates = [language, record.sourceLanguage]
            for candidate in candidates {
                guard let (code, content) = localization(in: record, for: candidate),
                    let text = render(
                        content, language: code, arguments: arguments, shown: shown, inner: inner, pseudo: pseudo)
                else { continue }
                return text
            }
            return fill(
                FormatString(shown(key)), language: record.sourceLanguage, arguments: arguments, substitutions: [:],
                shown: inner, pseudo: pseudo) ?? key
        }
        return fill(FormatString(key), language: language, arguments: arguments, substitutions: [:]) ?? key
    }

    /// The entry's translation for `language`: the exact code, then ignoring case and
    /// `_`/`-`, then the base language (`fr-CA` → `fr`). Returns the code found too.
    func localization(
        in record: Record, for language: String
    ) -> (String, StringCatalogFile.Content)? {
        guard let localizations = record.entry.localizations else { return nil }
        if let content = localizations[language] {
            return (language, content)
        }
        let wanted = Self.normalized(language)
        if let match = localizations.first(where: { Self.normalized($0.key) == wanted }) {
            return match
        }
        let base = wanted.split(separator: "-").first.map(String.init) ?? wanted
        if let match = localizations.first(where: { Self.normalized($0.key) == base }) {
            return match
        }
        return nil
    }

    private static func normalized(_ code: String) -> String {
        String(code.map { $0 == "_" ? "-" : $0 }).lowercased()
    }

    /// Renders one language's content, or `nil` if the unit it selects is untranslated.
    private func render(
        _ content: StringCatalogFile.Content, language: String, arguments: [FormatArgument],
        shown: (String) -> String, inner: (String) -> String, pseudo: Bool
    ) -> String? {
        let firstNumber = arguments.lazy.compactMap(\.number).first
        guard let unit = Self.select(content, number: firstNumber, language: language),
            let text = Self.usableValue(of: unit)
        else { return nil }
        return fill(
            FormatString(shown(text)), language: language, arguments: arguments,
            substitutions: content.substitutions ?? [:], shown: inner, pseudo: pseudo)
    }

    /// The string unit `content` resolves to for `number`: device variations take
    /// `other`; plural variations take `zero` for exactly 0 when present, then the
    /// number's CLDR category in `language`, then `other`.
    static func select(
        _ content: StringCatalogFile.Content, number: Double?, language: String
    ) -> StringCatalogFile.StringUnit? {
        if let unit = content.stringUnit {
            return unit
        }
        guard let variations = content.variations else { return nil }
        if let device = variations.device {
            return device["other"].flatMap { select($0, number: number, language: language) }
        }
        if let plural = variations.plural {
            let chosen: StringCatalogFile.Content?
            if let number {
                if number == 0, let zero = plural[PluralCategory.zero.rawValue] {
                    chosen = zero
                } else {
                    let category = PluralRules(language: language).category(for: number)
                    chosen = plural[category.rawValue] ?? plural[PluralCategory.other.rawValue]
                }
            } else {
                chosen = plural[PluralCategory.other.rawValue]
            }
            return chosen.flatMap { select($0, number: number, language: language) }
        }
        return nil
    }

    /// The unit's text if people may see it: not `new`, and not empty.
    static func usableValue(of unit: StringCatalogFile.StringUnit) -> String? {
        let state = Translation.State(rawValue: unit.state ?? Translation.State.translated.rawValue)
        guard state.isUsable, let value = unit.value, !value.isEmpty else { return nil }
        return value
    }

    /// Fills a parsed format string; `nil` if a substitution it needs is untranslated.
    private func fill(
        _ format: FormatString, language: String, arguments: [FormatArgument],
        substitutions: [String: StringCatalogFile.Substitution], shown inner: (String) -> String = { $0 },
        pseudo: Bool = false
    ) -> String? {
        // A text without specifiers is itself, and needs no formatter (which makes a locale).
        if format.segments.count <= 1, case .literal(let text)? = format.segments.first ?? .literal("") {
            return text
        }
        let known = Language(code: language)
        let formatter = ArgumentFormatter(
            locale: known?.locale ?? Locale(identifier: language), writesSmallNumbersInASCIIDigits: known != nil)
        var output = ""
        var next = 0
        for segment in format.segments {
            switch segment {
            case .literal(let text):
                output += text
            case .argument(let position, let specifier):
                let index = position.map(Self.argumentIndex) ?? next
                next = index + 1
                if arguments.indices.contains(index) {
                    if case .list(let items) = arguments[index], pseudo {
                        output += pseudoList(items, formatter: formatter)
                        continue
                    }
                    if case .name(let name) = arguments[index], !Self.startsSentence(after: output),
                        Language(code: language)?.lowercasesNamesInSentences == true
                    {
                        output += Self.inSentence(name, locale: formatter.locale)
                        continue
                    }
                    output += formatter.format(arguments[index], as: specifier)
                } else {
                    output += specifier.written
                }
            case .substitution(let name, let position):
                let substitution = substitutions[name]
                let index = (substitution?.argNum ?? position).map(Self.argumentIndex) ?? next
                next = index + 1
                guard let substitution else {
                    output += "%#@\(name)@"
                    continue
                }
                let number = arguments.indices.contains(index) ? arguments[index].number : nil
                let content = StringCatalogFile.Content(variations: substitution.variations)
                guard let unit = Self.select(content, number: number, language: language),
                    let text = Self.usableValue(of: unit)
                else { return nil }
                // "%arg" is the substitution's own argument, written with its specifier.
                let specifier = substitution.formatSpecifier ?? "@"
                let expanded = inner(text).replacingOccurrences(of: "%arg", with: "%\(index + 1)$\(specifier)")
                guard
                    let filled = fill(
                        FormatString(expanded), language: language, arguments: arguments,
                        substitutions: [:])
                else { return nil }
                output += filled
            }
        }
        return output
    }

    /// The index in the arguments of a 1-based position ("%2$@" → 1), clamped so that no
    /// position a catalog can write ("%9223372036854775807$@", an `argNum` of -5) overflows
    /// when counted on from: one past any argument list stays past it, and a position
    /// of 0 or less stays before it.
    static func argumentIndex(_ position: Int) -> Int {
        min(max(position, 0), Self.farthestPosition) - 1
    }

    /// A position beyond any argument list a string is given.
    static let farthestPosition = 1 << 20

    /// Whether text written after `output` begins a sentence: nothing before it but spacing,
    /// opening punctuation or quotes, or a sentence's end.
    static func startsSentence(after output: String) -> Bool {
        let openers: Set<Character> = ["¿", "¡", "«", "“", "„", "「", "(", "\"", "'", "‘", "‚"]
        guard let last = output.last(where: { !$0.isWhitespace && !openers.contains($0) }) else { return true }
        return [".", "!", "?", "。", "！", "？", "…"].contains(last)
    }

    /// A name as it reads inside a sentence: its first letter in lower case, unless the name
    /// starts with an acronym ("BLT sandwich") or is one.
    static func inSentence(_ name: String, locale: Locale) -> String {
        guard let first = name.first, first.isUppercase else { return name }
        let second = name.dropFirst().first
        if let second, second.isUppercase { return name }
        return String(first).lowercased(with: locale) + name.dropFirst()
    }

    /// A list in the pseudo-locale: the English list pattern's words ("and") accented, the
    /// items (a person's task titles) as they are.
    private func pseudoList(_ items: [String], formatter: ArgumentFormatter) -> String {
        let markers = items.indices.map { "\u{E000}\($0)\u{E001}" }
        var text = pseudoLocalization.accent(formatter.list(markers))
        for (index, item) in items.enumerated() {
            text = text.replacingOccurrences(of: markers[index], with: item)
        }
        return text
    }
}
