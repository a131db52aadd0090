/// The CLDR cardinal plural rules of one language, from the system's ICU.
///
/// Rules answer which ``PluralCategory`` a number belongs to, and which categories the
/// language uses at all (useful to check that a translation covers them).
///
/// ```swift
/// let french = PluralRules(language: "fr")
/// french.category(for: 0)           // .one
/// french.category(for: 1_000_000)   // .many
/// french.categories                 // [.one, .many, .other]
/// ```
public struct PluralRules: Sendable {
    /// The language code the rules were opened for.
    public let language: String

    /// The categories the language uses; always contains `.other`.
    public var categories: Set<PluralCategory> {
        var categories = Set((rules?.keywords() ?? []).compactMap(PluralCategory.init(rawValue:)))
        categories.insert(.other)
        return categories
    }

    private let rules: ICUPluralRules?

    /// Opens the rules for a language code such as `fr`, `fr-FR` or `pt_BR`.
    ///
    /// If ICU cannot open rules for the code, every number is `.other`.
    public init(language: String) {
        self.language = language
        let identifier = language.replacingOccurrences(of: "-", with: "_")
        rules = ICUPluralRules(localeIdentifier: identifier)
    }

    /// The category of an integer: in English 1 is `.one`, 0 and 2 are `.other`.
    public func category(for number: Int) -> PluralCategory {
        category(for: Double(number))
    }

    /// The category of a number, as ICU selects it for the value's shortest form.
    public func category(for number: Double) -> PluralCategory {
        guard number.isFinite,
            let keyword = rules?.keyword(for: number),
            let category = PluralCategory(rawValue: keyword)
        else { return .other }
        return category
    }
}
