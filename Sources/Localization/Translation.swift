/// One language's translation of one key, as the catalog holds it.
///
/// `lint` uses translations to report missing, unreviewed and incomplete strings; the
/// renderer uses ``LocalizationCatalog/string(forKey:language:arguments:)`` instead.
public struct Translation: Sendable, Equatable {
    /// Where a translation stands in the workflow, as Xcode records it.
    ///
    /// Known values are Xcode's; other values read from a catalog are kept as they are.
    public struct State: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Not translated yet: the source language is shown instead.
        public static let new = State(rawValue: "new")
        /// Translated and used.
        public static let translated = State(rawValue: "translated")
        /// Translated and used, but flagged for someone to check.
        public static let needsReview = State(rawValue: "needs_review")
        /// The key no longer appears in the source; the value is still used.
        public static let stale = State(rawValue: "stale")

        public var description: String { rawValue }

        /// Whether a value in this state is shown to people.
        var isUsable: Bool { self != .new }
    }

    /// The least finished state among the translation's values (`new` before
    /// `needs_review` before anything else).
    public let state: State
    /// The text when the translation does not vary by plural; `nil` when it does.
    public let value: String?
    /// The text of each plural variation, when the translation varies by plural.
    public let pluralForms: [PluralCategory: String]
    /// The plural texts of each substitution (`%#@name@`), by substitution name.
    public let substitutions: [String: [PluralCategory: String]]

    /// Whether people see this translation (its state is not `new` and it has text).
    public var isUsable: Bool {
        state.isUsable && (value.map { !$0.isEmpty } ?? !pluralForms.isEmpty)
    }
}
