import Foundation
import Intents
import Localization

extension Linter {
    /// The assistant's word lists (`hark.words.*`) cover in every language the kinds of answer
    /// the source language lists: kinds are separated by `||` ("yes|yeah||do it|go ahead"), and
    /// each language has at least as many, none empty. A list whose items are positions (the
    /// ordinals: first to tenth) has as many items as the source language's.
    func wordListFindings() -> [LintFinding] {
        var findings: [LintFinding] = []
        for document in catalogs {
            let catalog = document.catalog
            for key in catalog.keys where Self.isWordList(key) {
                let source = catalog.sourceLanguage(forKey: key) ?? Language.english.code
                guard let sourceValue = catalog.translation(forKey: key, language: source)?.value else { continue }
                let positional = key == "hark.words.ordinals"
                let expected = positional ? Self.items(of: sourceValue).count : Self.kinds(of: sourceValue).count
                for language in languages.map(\.code) where language != source {
                    guard let translation = catalog.translation(forKey: key, language: language), translation.isUsable,
                        let value = translation.value
                    else { continue }  // reported by the translation check
                    let found = positional ? Self.items(of: value).count : Self.kinds(of: value).count
                    let emptyKind = !positional && Self.kinds(of: value).contains { Self.items(of: $0).isEmpty }
                    guard found < expected || (positional && found != expected) || emptyKind else { continue }
                    findings.append(
                        LintFinding(
                            severity: .error, check: .wordLists, file: document.name, key: key, language: language,
                            message: positional
                                ? "\(found) items where the source language has \(expected)"
                                : "\(found) kinds of answer (separated by ||) where the source language has \(expected), each with at least one entry"
                        ))
                }
            }
        }
        return findings
    }

    /// The kinds of a word list: its `||`-separated groups.
    static func kinds(of list: String) -> [String] {
        list.components(separatedBy: "||")
    }

    /// The entries of a list or kind: its `|`-separated items, blank ones left out.
    static func items(of list: String) -> [String] {
        list.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
