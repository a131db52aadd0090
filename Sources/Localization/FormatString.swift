/// A printf-style format string from a String Catalog, parsed into literal text,
/// argument specifiers and substitutions.
///
/// It understands the specifiers Apple's catalogs use: `%@`, `%d`, `%i`, `%u`, `%ld`,
/// `%lld`, `%f`, `%lf`, `%.1f`, `%s`, `%c`, `%x`, `%o`, `%e`, `%g`, positional forms
/// such as `%2$@`, `%%`, and substitutions `%#@name@` (also `%1$#@name@`). Flags and
/// widths are accepted and ignored, except printf's space flag, so that a lone percent
/// sign in prose ("50 % de remise") stays text. Anything else is kept as literal text.
///
/// ```swift
/// FormatString("%2$@ mit %1$lld").segments
/// // [.argument(position: 2, …), .literal(" mit "), .argument(position: 1, …)]
/// ```
struct FormatString: Equatable, Sendable {
    /// One part of a format string.
    enum Segment: Equatable, Sendable {
        /// Text shown as is (`%%` already turned into `%`).
        case literal(String)
        /// A specifier filled with an argument: the 1-based position if written
        /// (`%2$@`), otherwise `nil` for the next argument in turn.
        case argument(position: Int?, Specifier)
        /// `%#@name@`: a substitution from the catalog, varying with an argument.
        case substitution(name: String, position: Int?)
    }

    /// How one argument is to be written.
    struct Specifier: Equatable, Sendable {
        /// The kind of value the specifier expects.
        enum Conversion: Equatable, Sendable {
            case object, string, character, integer, hexadecimal(uppercase: Bool), octal
            case fixed, exponent, general
        }

        var conversion: Conversion
        /// Digits after the decimal point (`%.1f` → 1), if written.
        var precision: Int?
        /// The specifier as written, from `%` on (`%1$.2f`), shown when an argument is missing.
        var written: String
    }

    /// The parts, in order.
    let segments: [Segment]

    /// Parses `text`; never fails (unknown specifiers stay literal).
    init(_ text: String) {
        // Most strings have no specifier: one literal, without reading them character by character.
        guard text.utf8.contains(UInt8(ascii: "%")) else {
            segments = text.isEmpty ? [] : [.literal(text)]
            return
        }
        var parser = Parser(characters: Array(text))
        segments = parser.parse()
    }

    /// Reads a format string left to right.
    private struct Parser {
        let characters: [Character]
        var index = 0
        var segments: [Segment] = []
        var literal = ""

        mutating func parse() -> [Segment] {
            while index < characters.count {
                let character = characters[index]
                if character == "%", let (segment, end) = specifier(at: index + 1) {
                    if case .literal(let text) = segment {
                        literal += text
                    } else {
                        flushLiteral()
                        segments.append(segment)
                    }
                    index = end
                } else {
                    literal.append(character)
                    index += 1
                }
            }
            flushLiteral()
            return segments
        }

        private mutating func flushLiteral() {
            if !literal.isEmpty {
                segments.append(.literal(literal))
                literal = ""
            }
        }

        /// The segment for a specifier whose text starts at `start` (just after `%`),
        /// and the index after it; `nil` if it is not a specifier.
        private func specifier(at start: Int) -> (Segment, Int)? {
            var i = start
            guard i < characters.count else { return nil }
            if characters[i] == "%" {
                return (.literal("%"), i + 1)
            }
            // Positional argument: digits then "$".
            var position: Int?
            let digitsEnd = skipDigits(from: i)
            if digitsEnd > i, digitsEnd < characters.count, characters[digitsEnd] == "$" {
                position = Int(String(characters[i..<digitsEnd]))
                guard position.map({ $0 > 0 }) == true else { return nil }
                i = digitsEnd + 1
            }
            // Substitution: "#@name@".
            if i + 1 < characters.count, characters[i] == "#", characters[i + 1] == "@" {
                guard let close = characters[(i + 2)...].firstIndex(of: "@"), close > i + 2 else { return nil }
                let name = String(characters[(i + 2)..<close])
                return (.substitution(name: name, position: position), close + 1)
            }
            // Flags and width, ignored. No space flag: "% d" in prose is text, not a number.
            while i < characters.count, "-+0#'".contains(characters[i]) {
                i += 1
            }
            i = skipDigits(from: i)
            // Precision.
            var precision: Int?
            if i < characters.count, characters[i] == "." {
                let end = skipDigits(from: i + 1)
                precision = Int(String(characters[(i + 1)..<end])) ?? 0
                i = end
            }
            // Length modifiers, ignored: Swift's Int and Double cover them all.
            while i < characters.count, "hlqLzjt".contains(characters[i]) {
                i += 1
            }
            guard i < characters.count, let conversion = Self.conversion(characters[i]) else { return nil }
            let written = "%" + String(characters[start...i])
            let specifier = Specifier(conversion: conversion, precision: precision, written: written)
            return (.argument(position: position, specifier), i + 1)
        }

        private func skipDigits(from start: Int) -> Int {
            var i = start
            while i < characters.count, characters[i].isASCII, characters[i].isNumber {
                i += 1
            }
            return i
        }

        private static func conversion(_ character: Character) -> Specifier.Conversion? {
            switch character {
            case "@": .object
            case "s", "S": .string
            case "c", "C": .character
            case "d", "i", "u", "D", "U": .integer
            case "x": .hexadecimal(uppercase: false)
            case "X": .hexadecimal(uppercase: true)
            case "o", "O": .octal
            case "f", "F": .fixed
            case "e", "E": .exponent
            case "g", "G": .general
            default: nil
            }
        }
    }
}
