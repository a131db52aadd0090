/// A CLDR plural category, as String Catalogs name their plural variations.
///
/// Which categories a language uses, and which one a number falls in, come from
/// ``PluralRules``.
public enum PluralCategory: String, Sendable, Hashable, CaseIterable, Comparable {
    case zero, one, two, few, many, other

    /// Orders categories as CLDR lists them: zero, one, two, few, many, other.
    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
