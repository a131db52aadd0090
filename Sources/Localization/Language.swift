import Foundation

/// A language Hark answers in.
///
/// Hark supports English, French, German, Spanish and Japanese, plus `en-XA`, reserved
/// for pseudo-localization. Each language names the `Locale` used to format numbers and
/// lists, chosen explicitly because `Locale.current` is not trusted on Linux.
///
/// ```swift
/// Language(code: "fr_FR")?.code   // "fr"
/// Language(code: "pt")            // nil
/// ```
public struct Language: Hashable, Sendable, CustomStringConvertible {
    /// The canonical code: `en`, `fr`, `de`, `es`, `ja` or `en-XA`.
    public let code: String

    /// The locale for formatting numbers and lists (`en` → `en_US`, `fr` → `fr_FR`, …).
    public var locale: Locale {
        Locale(identifier: Self.localeIdentifiers[code] ?? code)
    }

    public var description: String { code }

    /// Whether a name of a thing shown inside a sentence (a dish from a menu, an option) is
    /// written with a lower-case first letter: French and Spanish write "2 bols de soupe miso",
    /// "2 platos de sopa de tomate"; German capitalizes every noun; English keeps a menu's
    /// capitals ("Ordered 2 Clam Chowder"); Japanese has no letter case.
    public var lowercasesNamesInSentences: Bool {
        self == .french || self == .spanish
    }

    /// English (formats as `en_US`, with the serial comma).
    public static let english = Language(canonical: "en")
    /// French.
    public static let french = Language(canonical: "fr")
    /// German.
    public static let german = Language(canonical: "de")
    /// Spanish.
    public static let spanish = Language(canonical: "es")
    /// Japanese.
    public static let japanese = Language(canonical: "ja")
    /// The pseudo-locale, reserved for pseudo-localization.
    public static let pseudo = Language(canonical: "en-XA")

    /// The languages Hark answers in, source language first (not the pseudo-locale).
    public static let supported: [Language] = [.english, .french, .german, .spanish, .japanese]

    /// Creates a language from a code such as `fr`, `fr-FR` or `fr_FR`, ignoring case.
    ///
    /// A region is accepted and dropped (`de-AT` is German), except `en-XA`, which is
    /// the pseudo-locale. Returns `nil` for a language Hark does not support.
    public init?(code: String) {
        // Plain Swift, not Foundation's trimming and replacing (which go through NSString):
        // catalogs ask for their languages by code many times per start.
        let parts = code.trimmingHorizontalWhitespace().split(omittingEmptySubsequences: false) { $0 == "-" || $0 == "_" }
            .map { $0.lowercased() }
        guard let base = parts.first, !base.isEmpty else { return nil }
        if base == "en", parts.count > 1, parts[1] == "xa" {
            self = .pseudo
            return
        }
        guard let language = Self.supported.first(where: { $0.code == base }) else { return nil }
        self = language
    }

    private init(canonical code: String) {
        self.code = code
    }

    private static let localeIdentifiers: [String: String] = [
        "en": "en_US", "fr": "fr_FR", "de": "de_DE", "es": "es_ES", "ja": "ja_JP",
        "en-XA": "en_US",
    ]
}
