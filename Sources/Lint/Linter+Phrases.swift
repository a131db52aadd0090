import Intents
import Localization
import PhraseMatcher

extension Linter {
    /// App-name and placeholder checks of every App Shortcut phrase, in English and in each
    /// shipped language's translation.
    func phraseFindings() -> [LintFinding] {
        var findings: [LintFinding] = []
        for app in apps {
            let document = phraseCatalog(of: app)
            let file = phraseFileName(of: app)
            for shortcut in app.shortcuts {
                guard let intent = app.intent(withID: shortcut.intentID) else { continue }
                let allowed = Set(intent.parameters.map(\.name) + ["applicationName"])
                for phrase in shortcut.phrases {
                    let exempt = document?.catalog.comment(forKey: phrase)?.contains(Self.noAppNameMarker) == true
                    func finding(_ check: LintFinding.Check, _ language: String?, _ message: LocalizedStringResource)
                        -> LintFinding
                    {
                        LintFinding(
                            severity: .error, check: check, file: file, key: phrase, language: language,
                            message: message)
                    }
                    guard let english = try? Template.parse(phrase) else {
                        findings.append(finding(.placeholders, "en", "the phrase is not a valid template"))
                        continue
                    }
                    let unknown = Set(english.slotNames).subtracting(allowed)
                    if !unknown.isEmpty {
                        findings.append(
                            finding(
                                .placeholders, "en",
                                unknown.count == 1
                                    ? "\(Self.placeholders(unknown)) is not a parameter of \(intent.typeName)"
                                    : "\(Self.placeholders(unknown)) are not parameters of \(intent.typeName)"
                            ))
                    }
                    if !exempt, let sentence = Self.sentenceWithoutAppName(english) {
                        findings.append(finding(.appName, "en", "“\(sentence)” does not name the app"))
                    }
                    guard let document else { continue }
                    if !document.catalog.hasKey(phrase) {
                        findings.append(
                            finding(.missingTranslation, nil, "the phrase is not in the catalog, so no language has it")
                        )
                        continue
                    }
                    // English too: its catalog value may add phrasings to the app's own phrase.
                    for language in [Language.english] + languages.filter({ $0 != .english }) {
                        guard let translation = document.catalog.translation(forKey: phrase, language: language.code),
                            translation.isUsable, let value = translation.value
                        else { continue }  // reported by the translation check
                        guard let template = try? Template.parse(value) else {
                            findings.append(
                                finding(.placeholders, language.code, "“\(value)” is not a valid template"))
                            continue
                        }
                        let expected = Set(english.slotNames)
                        let found = Set(template.slotNames)
                        if found != expected {
                            let missing = Self.placeholders(expected.subtracting(found))
                            let extra = Self.placeholders(found.subtracting(expected))
                            let message: LocalizedStringResource =
                                switch (missing.isEmpty, extra.isEmpty) {
                                case (false, true): "the translation lacks \(missing) of the English phrase"
                                case (true, false): "the translation adds \(extra) of the English phrase"
                                default: "the translation lacks \(missing) and adds \(extra) of the English phrase"
                                }
                            findings.append(finding(.placeholders, language.code, message))
                        }
                        if !exempt, let sentence = Self.sentenceWithoutAppName(template) {
                            findings.append(finding(.appName, language.code, "“\(sentence)” does not name the app"))
                        }
                    }
                }
            }
        }
        return findings
    }

    /// At most ``maximumShortcuts`` App Shortcuts per app.
    func shortcutLimitFindings() -> [LintFinding] {
        apps.filter { $0.shortcuts.count > Self.maximumShortcuts }.map { app in
            LintFinding(
                severity: .error, check: .shortcutLimit, file: phraseFileName(of: app), key: app.name, language: nil,
                message: "\(app.shortcuts.count) App Shortcuts; an app may have at most \(Self.maximumShortcuts)")
        }
    }

    /// A sentence the template accepts without `${applicationName}`, if there is one.
    static func sentenceWithoutAppName(_ template: Template) -> String? {
        template.sampleSentences(limit: 200).first { !$0.contains("${applicationName}") }
    }

    static func placeholders(_ names: Set<String>) -> String {
        names.sorted().map { "${\($0)}" }.joined(separator: ", ")
    }
}
