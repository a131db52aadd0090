import Intents
import Localization

extension Linter {
    /// Keys no code uses: phrases no App Shortcut has, strings neither the apps' metadata nor
    /// the source code use, and keys Xcode itself marked stale.
    func staleKeyFindings() -> [LintFinding] {
        var findings: [LintFinding] = []
        let metadata = metadataKeys()
        for document in catalogs {
            // Several apps may share one folder of tables.
            let owners = apps.filter { document.belongs(to: $0) }
            let phrases = Set(owners.flatMap { $0.shortcuts.flatMap(\.phrases) + $0.negativePhrases })
            for key in document.catalog.keys {
                let message: LocalizedStringResource?
                if document.catalog.extractionState(forKey: key) == "stale" {
                    message = "Xcode marked the key stale: no code uses it"
                } else if document.holdsPhrases {
                    message =
                        owners.isEmpty
                        ? "no registered app owns this catalog"
                        : phrases.contains(key) ? nil : "no App Shortcut has this phrase"
                } else if let sourceKeys, !metadata.contains(key), !sourceKeys.uses(key: key) {
                    message = "neither the apps' metadata nor the source code uses this key"
                } else {
                    message = nil
                }
                if let message {
                    findings.append(
                        LintFinding(
                            severity: .warning, check: .staleKey, file: document.name, key: key, language: nil,
                            message: message))
                }
            }
        }
        return findings
    }

    /// Every key the registered apps' metadata names: titles, descriptions, parameter titles
    /// and dialogs, parameters' example values, enum and entity names, App Shortcut titles.
    func metadataKeys() -> Set<String> {
        var keys = Set<String>()
        func add(_ resource: LocalizedStringResource?) {
            guard let resource, !resource.isVerbatim else { return }
            keys.insert(resource.key)
        }
        for app in apps {
            for shortcut in app.shortcuts { add(shortcut.shortTitle) }
            for intent in app.intents {
                add(intent.title)
                add(intent.description.descriptionText)
                for parameter in intent.parameters {
                    keys.insert(intent.exampleKey(for: parameter.name))
                    add(parameter.title)
                    add(parameter.description)
                    add(parameter.requestValueDialog?.full)
                    add(parameter.requestDisambiguationDialog?.full)
                    switch parameter.valueType {
                    case .entity(let info):
                        add(info.typeDisplayRepresentation.name)
                    case .enumeration(let info):
                        add(info.typeDisplayRepresentation.name)
                        for item in info.cases {
                            add(item.display.title)
                            add(item.display.subtitle)
                            item.display.synonyms.forEach(add)
                        }
                    default:
                        break
                    }
                }
            }
        }
        return keys
    }
}
