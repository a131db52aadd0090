import Foundation

/// Writes one ``FormatArgument`` for one specifier, the way a language writes numbers
/// and lists.
///
/// Integers get the locale's grouping (`1,234`, `1 234`, `1.234`); `%f` gets the
/// locale's decimal separator and the written precision (6 digits by default, as in
/// printf); lists use the locale's "and" list format (`A, B, and C` in `en_US`).
///
/// ```swift
/// ArgumentFormatter(locale: Locale(identifier: "fr_FR"))
///     .format(.double(2.5), as: .init(conversion: .fixed, precision: 1, written: "%.1f"))   // "2,5"
/// ```
struct ArgumentFormatter: Sendable {
    /// The locale numbers and lists are formatted for.
    let locale: Locale
    /// Whether the locale writes whole numbers from 0 to 999 in ASCII digits and nothing else,
    /// as each of Hark's languages does (a test compares them with Foundation's). Such a number
    /// is then written without making a number formatter, which costs more than the rest of
    /// an answer ("You have 3 open tasks").
    var writesSmallNumbersInASCIIDigits = false

    /// The text for `argument` written with `specifier`.
    func format(_ argument: FormatArgument, as specifier: FormatString.Specifier) -> String {
        switch (argument, specifier.conversion) {
        case (.list(let items), _):
            return list(items)
        case (.string(let text), .character), (.name(let text), .character):
            return text.first.map(String.init) ?? ""
        case (.string(let text), _), (.name(let text), _):
            return text
        case (.int(let value), .fixed), (.int(let value), .exponent), (.int(let value), .general):
            return number(Double(value), as: specifier)
        case (.int(let value), _):
            return integer(value, as: specifier)
        case (.double(let value), .integer), (.double(let value), .hexadecimal), (.double(let value), .octal),
            (.double(let value), .character):
            return integer(Int(exactly: value.rounded(.towardZero)) ?? 0, as: specifier)
        case (.double(let value), _):
            return number(value, as: specifier)
        }
    }

    /// Joins items with the locale's "and" list format: CLDR's, through the ICU that Hark's
    /// other language work loads anyway (Foundation's list format would load its own copy of
    /// ICU's data for one list); Foundation's where ICU cannot (a list too long for it).
    ///
    /// Foundation's list format also isolates right-to-left items (FSI … PDI) so that they do
    /// not reorder the list around them; a list with right-to-left text is left to it.
    func list(_ items: [String]) -> String {
        if !items.contains(where: Self.mayBeRightToLeft),
            let joined = ListPattern(kind: .and, width: .wide).formatted(items, locale: locale.identifier)
        {
            return joined
        }
        return items.formatted(.list(type: .and).locale(locale))
    }

    /// Whether `text` holds a letter of a right-to-left script (Hebrew, Arabic, Syriac, Thaana,
    /// N’Ko and their neighbours, their presentation forms, and the historic ones of the
    /// supplementary planes) or a directional mark.
    static func mayBeRightToLeft(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF,
                0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069:
                return true
            default:
                return false
            }
        }
    }

    private func integer(_ value: Int, as specifier: FormatString.Specifier) -> String {
        switch specifier.conversion {
        case .hexadecimal(let uppercase):
            return String(value, radix: 16, uppercase: uppercase)
        case .octal:
            return String(value, radix: 8)
        case .character:
            return Unicode.Scalar(UInt32(truncatingIfNeeded: value)).map { String(Character($0)) } ?? ""
        default:
            if writesSmallNumbersInASCIIDigits, (0..<1000).contains(value) { return String(value) }
            return value.formatted(.number.locale(locale))
        }
    }

    private func number(_ value: Double, as specifier: FormatString.Specifier) -> String {
        switch specifier.conversion {
        case .fixed:
            let digits = specifier.precision ?? 6
            return value.formatted(.number.precision(.fractionLength(digits)).locale(locale))
        case .exponent:
            return value.formatted(.number.notation(.scientific).locale(locale))
        default:
            if let digits = specifier.precision {
                return value.formatted(.number.precision(.significantDigits(1...max(1, digits))).locale(locale))
            }
            return value.formatted(.number.locale(locale))
        }
    }
}
