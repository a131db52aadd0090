import Intents

/// One problem `hark lint` found, naming the file, the key and the language.
///
/// ```swift
/// LintFinding(severity: .error, check: .missingTranslation, file: "phrases/Tasks/Localizable.xcstrings",
///             key: "Added “%@”.", language: "ja", message: "not translated").description
/// // "phrases/Tasks/Localizable.xcstrings: error: “Added “%@”.” [ja]: not translated (missing-translation)"
/// ```
public struct LintFinding: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Errors make `hark lint` exit 1; warnings are reported only.
    public enum Severity: String, Sendable, Hashable {
        case error, warning
    }

    /// The check that found the problem, named as in the output.
    public enum Check: String, Sendable, Hashable, CaseIterable {
        /// A phrase does not name the app and is not marked as an exception.
        case appName = "app-name"
        /// An app has more than ``Linter/maximumShortcuts`` App Shortcuts.
        case shortcutLimit = "shortcut-limit"
        /// A placeholder the intent does not have, or translations whose placeholders differ.
        case placeholders
        /// A key without a usable translation in a shipped language, or one still to review.
        case missingTranslation = "missing-translation"
        /// A plural variation lacks a category the language uses.
        case pluralCategories = "plural-categories"
        /// A key no code uses.
        case staleKey = "stale-key"
        /// Phrases of two intents accept the same sentence.
        case overlap
        /// A language's typography is broken: French no-break spaces, Spanish ¿ ¡, Japanese spacing.
        case typography
        /// A parameter a phrase names has no example value for help and suggestions.
        case helpExample = "help-example"
        /// A word list lacks a kind of answer the source language's has.
        case wordLists = "word-lists"
        /// A sentence a phrase accepts is not understood by that phrase.
        case sampleMatch = "sample-match"
        /// A word of an English phrase has no pronunciation the speech recognizer can use, so
        /// the phrase cannot be heard (`--listen`); checked by `hark lint` where PocketSphinx is.
        case pronunciation
    }

    public let severity: Severity
    public let check: Check
    /// The catalog, as `phrases/<folder>/<table>.xcstrings`.
    public let file: String
    /// The string's key: for phrases, the English phrase.
    public let key: String
    /// The language the problem is in; `nil` when it concerns every language.
    public let language: String?
    /// What is wrong, for a developer: a catalog key with its values, said in the chosen
    /// language by `hark lint`.
    public let message: LocalizedStringResource

    public init(
        severity: Severity, check: Check, file: String, key: String, language: String?,
        message: LocalizedStringResource
    ) {
        self.severity = severity
        self.check = check
        self.file = file
        self.key = key
        self.language = language
        self.message = message
    }

    public var description: String {
        let where_ = language.map { " [\($0)]" } ?? ""
        return "\(file): \(severity.rawValue): “\(key)”\(where_): \(message.sourceText) (\(check.rawValue))"
    }

    /// By file, then key, then language, then check.
    public static func < (lhs: LintFinding, rhs: LintFinding) -> Bool {
        (lhs.file, lhs.key, lhs.language ?? "", lhs.check.rawValue, lhs.message.sourceText)
            < (rhs.file, rhs.key, rhs.language ?? "", rhs.check.rawValue, rhs.message.sourceText)
    }
}
