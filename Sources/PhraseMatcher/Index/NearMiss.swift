import Foundation

/// The phrase that came closest to a sentence that matched nothing, and where it went astray.
///
/// `example` renders the phrase with the person's own words where they aligned (vocabulary
/// slots by their title) and a sample value for the rest, ready for "Did you mean …?";
/// `parts` keeps it in pieces, so that a caller who knows better values for the slots left
/// open (an app's example, a real entity) can render it with ``sentence(filling:)``.
///
/// ```swift
/// let miss = index.nearestPhrase(for: "complete buy milk")!
/// miss.example           // "Complete Buy milk in Tasks"
/// miss.divergenceIndex   // 3: the sentence ended where "in" was expected
/// ```
public struct NearMiss: Sendable, Hashable {
    /// One piece of the example sentence: a word of the phrase, or a slot.
    public struct Part: Sendable, Hashable {
        /// The word as the template spells it, the person's words for a slot they said, the
        /// vocabulary title of a value, or nil for a slot left open.
        public var text: String?
        /// The slot's name, for a slot.
        public var slot: String?
        /// Whether `text` is a vocabulary title rather than words as typed.
        public var isTitle: Bool
        /// For a vocabulary value the person said, their words as typed ("call Sam" for the
        /// title "Call Sam").
        public var said: String?
        /// For a slot with a vocabulary, its first title: a real value to show instead of words
        /// that name none of its values.
        public var firstTitle: String?
        /// The template's spacing before the word ("" after an elided “qu’”, "-" in “est-ce”);
        /// nil where the template does not say, and the script decides (see ``Spacing``).
        public var spacing: String?

        public init(
            text: String?, slot: String? = nil, isTitle: Bool = false, said: String? = nil,
            firstTitle: String? = nil, spacing: String? = nil
        ) {
            self.text = text
            self.slot = slot
            self.isTitle = isTitle
            self.said = said
            self.firstTitle = firstTitle
            self.spacing = spacing
        }
    }

    /// The caller's key of the closest phrase.
    public let phraseID: String
    /// Its template text.
    public let template: String
    /// The example sentence in pieces.
    public let parts: [Part]
    /// Literal, vocabulary and number words that aligned before the divergence.
    public let alignedWordCount: Int
    /// Index of the utterance word where alignment stopped; the word count if the sentence ended first.
    public let divergenceIndex: Int
    /// That word as typed, or nil when the sentence ended first.
    public let unexpectedWord: String?

    /// A sentence the phrase would accept, built from the person's words; a slot left open
    /// shows as its `${name}` placeholder (for developers: `hark explain`).
    public var example: String {
        sentence { part in part.text == nil ? "${\(part.slot ?? "")}" : nil }
    }

    /// The sentence with each part's text, and `filling` for the slots left open (and for any
    /// part whose text it wants to change: it receives every slot part and returns nil to
    /// keep the part's own text).
    public func sentence(filling: (Part) -> String?) -> String {
        Spacing.join(
            parts.map { part in
                let text = part.slot != nil ? (filling(part) ?? part.text ?? "") : (part.text ?? "")
                return (text, part.spacing)
            })
    }
}

/// How words are put together when a sentence is rebuilt from pieces.
public enum Spacing {
    /// Joins texts with each one's own spacing where known; elsewhere with nothing next to a
    /// Japanese or Chinese character (「Soup Chefでスープを頼んで」) or after an elided
    /// article (“qu’il”, “l’ordre”), and with one space otherwise.
    public static func join(_ pieces: [(text: String, spacing: String?)]) -> String {
        var output = ""
        for (text, spacing) in pieces where !text.isEmpty {
            if output.isEmpty {
                // Opening punctuation the template starts with (“¿Qué…”) is kept.
                output = (spacing.map(collapsed)?.trimmingCharacters(in: .whitespaces) ?? "") + text
                continue
            }
            if let spacing {
                output += collapsed(spacing)
            } else if let last = output.last, let first = text.first, !joinsWithoutSpace(last, first) {
                output += " "
            }
            output += text
        }
        return output
    }

    /// Spacing with each run of ordinary white space as one space; a no-break space (French
    /// “ ?”) is kept as it is.
    public static func collapsed(_ spacing: String) -> String {
        var output = ""
        var inRun = false
        for character in spacing {
            if character.isWhitespace && character != "\u{00A0}" && character != "\u{202F}" {
                if !inRun { output.append(" ") }
                inRun = true
            } else {
                output.append(character)
                inRun = false
            }
        }
        return output
    }

    /// Whether two characters meet without a space: either is a character of a script written
    /// without spaces, or the first is an apostrophe that ends an elided word.
    public static func joinsWithoutSpace(_ left: Character, _ right: Character) -> Bool {
        left == "’" || left == "'" || isUnspaced(left) || isUnspaced(right)
    }

    /// A character of a script written without spaces between words (Han, kana, their
    /// punctuation and full-width forms).
    public static func isUnspaced(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x3000...0x303F,  // CJK punctuation
            0x3040...0x30FF,  // hiragana, katakana
            0x31F0...0x31FF,  // katakana extensions
            0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF,  // Han
            0xFF00...0xFFEF:  // full-width forms
            return true
        default:
            return false
        }
    }
}
