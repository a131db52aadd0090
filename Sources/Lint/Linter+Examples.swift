import Intents
import Localization
import PhraseMatcher

extension Linter {
    /// Help and "Did you mean …?" show phrases with values a person could say: each parameter
    /// a phrase names needs a value that is not its title. Enum cases, numbers and the entities
    /// of an enumerable query are at hand; free text, dates, durations and the entities of a
    /// query that may have none need the app's example (``IntentDefinition/exampleKey(for:)``)
    /// in every shipped language.
    func exampleFindings() -> [LintFinding] {
        var findings: [LintFinding] = []
        let merged = mergedCatalog()
        for app in apps {
            let file = phraseFileName(of: app)
            for shortcut in app.shortcuts {
                guard let intent = app.intent(withID: shortcut.intentID) else { continue }
                var reported = Set<String>()
                for phrase in shortcut.phrases {
                    guard let template = try? Template.parse(phrase) else { continue }
                    for name in template.slotNames where name != "applicationName" && !reported.contains(name) {
                        guard let parameter = intent.parameter(named: name), Self.needsExample(parameter) else {
                            continue
                        }
                        let key = intent.exampleKey(for: name)
                        for language in languages {
                            guard !Self.hasUsableText(merged, key: key, language: language) else { continue }
                            reported.insert(name)
                            findings.append(
                                LintFinding(
                                    severity: .error, check: .helpExample, file: file, key: phrase,
                                    language: language.code,
                                    message:
                                        "${\(name)} has no example value: add “\(key)” to the app's catalog, or help and suggestions show its title"
                                ))
                        }
                    }
                }
            }
        }
        return findings
    }

    /// Whether a parameter's example must come from the catalog.
    static func needsExample(_ parameter: ParameterInfo) -> Bool {
        switch parameter.valueType {
        case .enumeration, .integer, .boolean: false
        case .entity(let info): info.allEntities == nil
        default: true
        }
    }

    static func hasUsableText(_ catalog: LocalizationCatalog, key: String, language: Language) -> Bool {
        guard let translation = catalog.translation(forKey: key, language: language.code) else { return false }
        return translation.isUsable
    }
}
