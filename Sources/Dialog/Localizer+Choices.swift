import Foundation
import Intents
import Localization

extension Localizer {
    /// A question that says its choices, in the language's "or" list format: "Which soup would
    /// you like? Tomato Soup, Clam Chowder, Miso Soup, or Minestrone." With `more`, the list
    /// ends with "another one": the person may name one that was not said.
    ///
    /// Names from a catalog read as they do inside a sentence (``nameInSentence(_:)``): "soupe
    /// miso" in French, "Clam Chowder" kept in English. The names of one list are of one kind,
    /// so when English keeps one name's title case (a menu), a one-word name beside it keeps its
    /// capital too ("Miso Soup, or Minestrone"). A person's own words (a task's title) are said
    /// as they were written.
    ///
    /// ```swift
    /// localizer.offering("What should I do with the run?", choices: resolutions, more: false)
    /// // "What should I do with the run? Save as benchmark, save, or discard."
    /// ```
    func offering(_ prompt: String, choices: [DisplayRepresentation], more: Bool) -> String {
        guard !choices.isEmpty else { return prompt }
        let titles = choices.map { (string($0.title), $0.title.isVerbatim) }
        let namesKeepCase = titles.contains { title, verbatim in
            !verbatim && title.split(separator: " ").filter { $0.first?.isLetter == true }.count > 1
                && nameInSentence(title) == title && inSentence(title) != title
        }
        var names = titles.map { title, verbatim in
            verbatim || namesKeepCase ? title : inSentence(title)
        }
        if more { names.append(string("hark.choices.another")) }
        let list = names.count == 1 ? names[0] : names.formatted(.list(type: .or).locale(language.locale))
        return string("hark.choices", .string(prompt), .string(Self.capitalizingFirst(list)))
    }

    /// Text with its first letter upper-cased, as at the start of a sentence.
    static func capitalizingFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }
}
