extension LocalizationCatalog {
    /// The translation of `key` stored for `language`, for checking catalogs (`lint`).
    ///
    /// No fallback applies: a language without a translation gives `nil`, except the
    /// source language, whose text defaults to the key itself as in Xcode, and keys
    /// marked `shouldTranslate: false`, which are their own translation everywhere.
    ///
    /// ```swift
    /// catalog.translation(forKey: "Complete ${task} in ${applicationName}", language: "de")?.state
    /// // .needsReview
    /// ```
    public func translation(forKey key: String, language: String) -> Translation? {
        guard let record = record(forKey: key) else { return nil }
        guard record.entry.shouldTranslate != false, let (_, content) = localization(in: record, for: language)
        else {
            let isSource =
                Language(code: language) == Language(code: record.sourceLanguage)
                || language == record.sourceLanguage
            guard isSource || record.entry.shouldTranslate == false else { return nil }
            return Translation(state: .translated, value: key, pluralForms: [:], substitutions: [:])
        }
        var states: [Translation.State] = []
        let value = content.stringUnit.map { unit in
            states.append(Self.state(of: unit))
            return unit.value ?? ""
        }
        let pluralForms = Self.pluralForms(of: content, states: &states)
        var substitutions: [String: [PluralCategory: String]] = [:]
        for (name, substitution) in content.substitutions ?? [:] {
            let forms = StringCatalogFile.Content(variations: substitution.variations)
            substitutions[name] = Self.pluralForms(of: forms, states: &states)
        }
        return Translation(
            state: Self.leastFinished(states), value: value, pluralForms: pluralForms,
            substitutions: substitutions)
    }

    /// The plural texts of `content` (through a device variation's `other`), recording
    /// each unit's state.
    private static func pluralForms(
        of content: StringCatalogFile.Content, states: inout [Translation.State]
    ) -> [PluralCategory: String] {
        guard let variations = content.variations else { return [:] }
        if let other = variations.device?["other"] {
            return pluralForms(of: other, states: &states)
        }
        var forms: [PluralCategory: String] = [:]
        for (name, variation) in variations.plural ?? [:] {
            guard let category = PluralCategory(rawValue: name), let unit = variation.stringUnit else { continue }
            states.append(state(of: unit))
            forms[category] = unit.value ?? ""
        }
        return forms
    }

    private static func state(of unit: StringCatalogFile.StringUnit) -> Translation.State {
        let state = Translation.State(rawValue: unit.state ?? Translation.State.translated.rawValue)
        return unit.value?.isEmpty == false ? state : .new
    }

    /// `new` before `needs_review` before any other state; `new` when there is none.
    private static func leastFinished(_ states: [Translation.State]) -> Translation.State {
        if states.isEmpty || states.contains(.new) {
            return .new
        }
        if states.contains(.needsReview) {
            return .needsReview
        }
        return states.first { $0 != .translated } ?? .translated
    }
}
