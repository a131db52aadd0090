import Foundation

/// Makes a raw input line safe to match: invalid UTF-8 repaired, ANSI escape sequences
/// removed, NUL and other control characters turned into spaces, runs of spaces made one.
/// Right-to-left text is kept as written; only the explicit bidirectional embeddings,
/// overrides and isolates (U+202A–U+202E, U+2066–U+2069) are dropped, since they would
/// make a title echoed in an answer read differently from what it holds (the marks U+200E
/// and U+200F, which only nudge neighbouring punctuation, stay).
///
/// The line is put in Unicode's composed form (NFC), as text typed on most keyboards already
/// is, and keeps at most 30 combining marks in a row, the bound of Unicode's stream-safe text
/// format (UAX #15) that no writing system needs: four thousand marks on one letter, or
/// conjoining jamo spelled out one by one, would otherwise cost every comparison of the line
/// a normalization of its own, and a turn many times its 50 ms.
package enum InputSanitizer {
    /// Lines longer than this many Unicode scalars are not matched: a sentence is never
    /// this long. Scalars, not characters, are counted: one character may hold thousands
    /// of combining marks or jamo, and matching work grows with scalars.
    package static let maximumScalars = 4096

    /// Combining marks kept in a row (UAX #15's stream-safe bound).
    static let maximumNonStarters = 30

    /// Lines longer than this many bytes are not even read whole (see `LineReader`).
    static let maximumBytes = 4 * maximumScalars

    /// Whether a cleaned line is short enough to be a sentence.
    static func isWithinLimits(_ line: String) -> Bool {
        line.utf8.count <= maximumBytes && line.unicodeScalars.count <= maximumScalars
    }

    package static func clean(_ bytes: some Sequence<UInt8>) -> String {
        clean(String(decoding: Array(bytes), as: UTF8.self))
    }

    package static func clean(_ text: String) -> String {
        cleanPrintableASCII(text) ?? cleanScalars(text)
    }

    /// The common line, printable ASCII with spaces and tabs: its words joined by one space,
    /// which is what ``cleanScalars(_:)`` makes of it (ASCII is already NFC and holds no
    /// combining marks or bidi controls), without Foundation's normalization, whose first use
    /// costs more than the rest of reading a line. Nil for any other text.
    static func cleanPrintableASCII(_ text: String) -> String? {
        var words: [Substring.UTF8View] = []
        for word in text.utf8.split(whereSeparator: { $0 == 0x20 || (0x09...0x0D).contains($0) }) {
            guard word.allSatisfy({ (0x20...0x7E).contains($0) }) else { return nil }
            words.append(word)
        }
        return words.map { String(Substring($0)) }.joined(separator: " ")
    }

    /// Any line: escape sequences and bidi controls dropped, other controls made spaces, at
    /// most 30 combining marks in a row kept, NFC, words joined by one space.
    static func cleanScalars(_ text: String) -> String {
        var output = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        var nonStarters = 0
        while let scalar = scalars.next() {
            if scalar.properties.canonicalCombiningClass == .notReordered {
                nonStarters = 0
            } else {
                nonStarters += 1
                if nonStarters > maximumNonStarters { continue }
            }
            if scalar == "\u{1B}" {
                skipEscapeSequence(&scalars)
                continue
            }
            if (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value) {
                continue
            }
            if scalar.properties.generalCategory == .control || scalar == "\u{FFFD}" {
                output.append(" ")
            } else {
                output.append(scalar)
            }
        }
        return String(output).precomposedStringWithCanonicalMapping.split(whereSeparator: \.isWhitespace)
            .joined(separator: " ")
    }

    /// Skips a CSI (`ESC [ … final`) or OSC (`ESC ] … BEL`) sequence, or one character after ESC.
    private static func skipEscapeSequence(_ scalars: inout String.UnicodeScalarView.Iterator) {
        guard let introducer = scalars.next() else { return }
        switch introducer {
        case "[":
            while let scalar = scalars.next(), !(0x40...0x7E).contains(scalar.value) {}
        case "]":
            while let scalar = scalars.next(), scalar != "\u{07}", scalar != "\u{1B}" {}
        default:
            return
        }
    }
}
