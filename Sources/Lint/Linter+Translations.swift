import Foundation
import Intents
import Localization

extension Linter {
    /// Every key of every catalog translated into every shipped language (states honoured),
    /// plural variations complete for each language, and format specifiers the same as the
    /// source text's.
    func translationFindings() -> [LintFinding] {
        var findings: [LintFinding] = []
        for document in catalogs {
            let catalog = document.catalog
            for key in catalog.keys where catalog.shouldTranslate(key: key) {
                let source = catalog.sourceLanguage(forKey: key) ?? Language.english.code
                func finding(
                    _ severity: LintFinding.Severity, _ check: LintFinding.Check, _ language: String,
                    _ message: LocalizedStringResource
                ) -> LintFinding {
                    LintFinding(
                        severity: severity, check: check, file: document.name, key: key, language: language,
                        message: message)
                }
                let sourceTranslation = catalog.translation(forKey: key, language: source)
                let sourceSpecifiers = sourceTranslation.map(Self.specifiers(of:)) ?? Self.specifiers(in: key)
                for language in [source] + languages.map(\.code).filter({ $0 != source }) {
                    guard let translation = catalog.translation(forKey: key, language: language) else {
                        findings.append(finding(.error, .missingTranslation, language, "not translated"))
                        continue
                    }
                    switch translation.state {
                    case .new:
                        findings.append(finding(.error, .missingTranslation, language, "not translated (state new)"))
                        continue
                    case .needsReview:
                        findings.append(finding(.warning, .missingTranslation, language, "translated, needs review"))
                    case .stale:
                        findings.append(finding(.warning, .missingTranslation, language, "translation marked stale"))
                    default:
                        break
                    }
                    if !translation.isUsable {
                        findings.append(finding(.error, .missingTranslation, language, "the translation is empty"))
                        continue
                    }
                    let substitutions = translation.substitutions.sorted(by: { $0.key < $1.key }).map {
                        ($0.key, $0.value)
                    }
                    for (name, forms) in [("", translation.pluralForms)] + substitutions {
                        guard !forms.isEmpty else { continue }
                        let required = PluralRules(language: language).categories
                        let missing = required.subtracting(forms.keys).sorted()
                        let substitution = "%#@\(name)@"
                        if !missing.isEmpty {
                            let categories = missing.map(\.rawValue).joined(separator: ", ")
                            findings.append(
                                finding(
                                    .error, .pluralCategories, language,
                                    name.isEmpty
                                        ? "plural lacks \(categories)" : "plural in \(substitution) lacks \(categories)"
                                ))
                        }
                        let unused = Set(forms.keys).subtracting(required).subtracting([.zero]).sorted()
                        if !unused.isEmpty {
                            findings.append(
                                finding(
                                    .warning, .pluralCategories, language,
                                    name.isEmpty
                                        ? "plural has \(unused.map(\.rawValue).joined(separator: ", ")), which \(language) does not use"
                                        : "plural in \(substitution) has \(unused.map(\.rawValue).joined(separator: ", ")), which \(language) does not use"
                                ))
                        }
                    }
                    if !document.holdsPhrases, language != source {
                        findings += specifierFindings(translation, expected: sourceSpecifiers) {
                            finding(.error, .placeholders, language, $0)
                        }
                    }
                }
            }
        }
        return findings
    }

    private func specifierFindings(
        _ translation: Translation, expected: Set<String>, finding: (LocalizedStringResource) -> LintFinding
    ) -> [LintFinding] {
        var texts = translation.value.map { [$0] } ?? []
        texts += translation.pluralForms.values
        let plural = translation.value == nil
        var findings: [LintFinding] = []
        for text in texts {
            let found = Self.specifiers(in: text)
            // A plural variation may leave a value out ("You have no open tasks."), never add one.
            let wrong = plural ? !found.isSubset(of: expected) : found != expected
            if wrong {
                findings.append(
                    finding(
                        "“\(text)” has \(Self.list(found)) where the source has \(Self.list(expected))"))
            }
        }
        return findings
    }

    /// The specifiers of a translation's texts together.
    static func specifiers(of translation: Translation) -> Set<String> {
        var all = translation.value.map(specifiers(in:)) ?? []
        for text in translation.pluralForms.values { all.formUnion(specifiers(in: text)) }
        return all
    }

    /// A text's format specifiers as `position:conversion` (`1:@`, `2:lld`), numbering
    /// unnumbered ones in order, so that reordered positional ones compare equal.
    static func specifiers(in text: String) -> Set<String> {
        var found = Set<String>()
        var next = 1
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            defer { index += 1 }
            guard characters[index] == "%", index + 1 < characters.count else { continue }
            var cursor = index + 1
            if characters[cursor] == "%" {
                index = cursor
                continue
            }
            var digits = ""
            while cursor < characters.count, characters[cursor].isASCII, characters[cursor].isNumber {
                digits.append(characters[cursor])
                cursor += 1
            }
            var position: Int?
            if cursor < characters.count, characters[cursor] == "$", let number = Int(digits) {
                position = number
                cursor += 1
            } else {
                cursor = index + 1
            }
            if cursor < characters.count, characters[cursor] == "#" {
                guard let close = characters[(cursor + 2)...].firstIndex(of: "@") else { continue }
                found.insert("\(position ?? next):#@\(String(characters[(cursor + 2)..<close]))@")
                next = (position ?? next) + 1
                index = close
                continue
            }
            var length = ""
            while cursor < characters.count, "hlqLzjt".contains(characters[cursor]) {
                length.append(characters[cursor])
                cursor += 1
            }
            guard cursor < characters.count, "@dDiuUxXoOfFeEgGcCsSpaA".contains(characters[cursor]) else { continue }
            let kind = "dDiuU".contains(characters[cursor]) ? "d" : String(characters[cursor])
            found.insert("\(position ?? next):\(length.isEmpty ? "" : "l")\(kind)")
            next = (position ?? next) + 1
            index = cursor
        }
        return found
    }

    private static func list(_ specifiers: Set<String>) -> String {
        specifiers.isEmpty ? "no values" : specifiers.sorted().joined(separator: ", ")
    }
}
