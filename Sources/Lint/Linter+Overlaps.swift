import Intents
import Localization
import PhraseMatcher

extension Linter {
    /// Phrases of two intents that accept the same sentence, language by language: each
    /// phrase's sample sentences (``PhraseIndex/sampleSentences(limit:valuesPerSlot:)``) are
    /// matched against every phrase, and another intent that matches one as well as its own
    /// intent does is reported, since the person would have to be asked which they meant.
    func overlapFindings() -> [LintFinding] {
        let merged = mergedCatalog()
        var findings = Set<LintFinding>()
        for language in [Language.english] + languages.filter({ $0 != .english }) {
            guard let (index, owners) = phraseIndex(for: language, catalog: merged) else { continue }
            for (phraseID, sentences) in index.sampleSentences(limit: 20, valuesPerSlot: 1) {
                guard let owner = owners[phraseID] else { continue }
                for sentence in sentences {
                    let matches = index.matches(for: sentence, limit: 10)
                    guard let own = matches.first(where: { owners[$0.phraseID]?.intent == owner.intent }) else {
                        continue
                    }
                    for other in matches
                    where owners[other.phraseID]?.intent != owner.intent && other.score >= own.score {
                        guard let rival = owners[other.phraseID] else { continue }
                        findings.insert(
                            LintFinding(
                                severity: .error, check: .overlap, file: phraseFileName(of: owner.app),
                                key: owner.phrase,
                                language: language.code,
                                message:
                                    "“\(sentence)” is accepted by both \(owner.intent) and \(rival.intent) (“\(rival.phrase)”)"
                            ))
                    }
                }
            }
        }
        return Array(findings)
    }

    /// Sentences a phrase accepts that it does not understand, language by language: up to
    /// twenty per phrase value, each slot filled with a value of its kind (the app's name, an
    /// enum case, a number, the parameter's example or a word), said to the index of every
    /// app's phrases. A phrasing the matcher cuts into other words than the template's — a
    /// Japanese compound read as one word, say — is caught here rather than by the person.
    func sampleMatchFindings() -> [LintFinding] {
        let merged = mergedCatalog()
        var findings = Set<LintFinding>()
        for language in [Language.english] + languages.filter({ $0 != .english }) {
            guard let (index, owners) = phraseIndex(for: language, catalog: merged) else { continue }
            for (_, owner) in owners.sorted(by: { $0.key < $1.key }) {
                guard let template = try? Template.parse(owner.template),
                    let intent = owner.app.intent(withID: owner.intent)
                else { continue }
                let sentences = template.sampleSentences(limit: 20) { name in
                    [sampleValue(name, intent: intent, app: owner.app, language: language, catalog: merged)]
                }
                for sentence in sentences {
                    let matches = index.matches(for: sentence, limit: 10)
                    guard !matches.contains(where: { owners[$0.phraseID]?.intent == owner.intent }) else { continue }
                    findings.insert(
                        LintFinding(
                            severity: .error, check: .sampleMatch, file: phraseFileName(of: owner.app),
                            key: owner.phrase, language: language.code,
                            message: "“\(sentence)” is not understood by its own phrase"))
                }
            }
        }
        return Array(findings)
    }

    /// A value a person could say for a slot, for sample sentences.
    private func sampleValue(
        _ name: String, intent: IntentDefinition, app: AppDefinition, language: Language, catalog: LocalizationCatalog
    ) -> String {
        if name == "applicationName" { return app.name }
        guard let parameter = intent.parameter(named: name) else { return "x" }
        let text = { (key: String) in catalog.string(forKey: key, language: language.code) }
        switch parameter.valueType {
        case .enumeration(let info):
            return info.cases.first.map { text($0.display.title.key) } ?? "x"
        case .integer:
            return "2"
        default:
            let key = intent.exampleKey(for: name)
            return catalog.hasKey(key) ? text(key) : "x"
        }
    }

    /// Who a phrase in the lint index belongs to.
    struct PhraseOwner {
        let app: AppDefinition
        let intent: String
        /// The English phrase (the catalog key).
        let phrase: String
        /// The phrase in the language indexed.
        var template = ""
    }

    /// Every app's phrases in `language`, one phrase id per English phrase, with slots as the
    /// assistant defines them (entities as free text, their vocabularies being data).
    private func phraseIndex(
        for language: Language, catalog: LocalizationCatalog
    ) -> (PhraseIndex, [String: PhraseOwner])? {
        var phrases: [Phrase] = []
        var owners: [String: PhraseOwner] = [:]
        var slots: [String: SlotDefinition] = [:]
        for app in apps {
            let document = phraseCatalog(of: app)
            for shortcut in app.shortcuts {
                guard let intent = app.intent(withID: shortcut.intentID) else { continue }
                for phrase in shortcut.phrases {
                    var template = phrase
                    if let translation = document?.catalog.translation(
                            forKey: phrase, language: language.code), translation.isUsable,
                        let value = translation.value
                    {
                        template = value
                    }
                    let id = "\(intent.id)\u{1F}\(phrases.count)"
                    guard (try? Template.parse(template)) != nil else { continue }
                    phrases.append(Phrase(id: id, template: template))
                    owners[id] = PhraseOwner(app: app, intent: intent.id, phrase: phrase, template: template)
                    slots["\(id)/applicationName"] = .vocabulary(
                        [VocabularyValue(id: app.name, title: app.name, synonyms: app.synonyms)])
                    for parameter in intent.parameters {
                        slots["\(id)/\(parameter.name)"] = slot(for: parameter, language: language, catalog: catalog)
                    }
                }
            }
        }
        guard let index = try? PhraseIndex(PhraseSet(languageCode: language.code, phrases: phrases, slots: slots))
        else { return nil }
        return (index, owners)
    }

    private func slot(for parameter: ParameterInfo, language: Language, catalog: LocalizationCatalog) -> SlotDefinition
    {
        let text = { (resource: LocalizedStringResource) in
            catalog.string(forKey: resource.key, language: language.code)
        }
        switch parameter.valueType {
        case .entity:
            return .vocabulary([], allowsFreeText: true)
        case .enumeration(let info):
            return .vocabulary(
                info.cases.map { item in
                    VocabularyValue(
                        id: item.rawValue, title: text(item.display.title), synonyms: item.display.synonyms.flatMap { text($0).split(separator: "|").map(String.init) })
                })
        case .integer:
            return .number(
                min: parameter.inclusiveRange.map { Int($0.lowerBound) },
                max: parameter.inclusiveRange.map { Int($0.upperBound) })
        default:
            return .text
        }
    }
}
