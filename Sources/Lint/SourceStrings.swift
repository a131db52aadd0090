import Foundation

/// The localizable strings a body of Swift source uses, as Xcode extracts them: every string
/// literal, with each interpolation standing for a format specifier.
///
/// A catalog key matches a literal when they agree outside their specifiers, so
/// `"Added “\(record.title)”."` uses the key `Added “%@”.` and `"\(count) tasks"` uses
/// `%lld tasks`. Literals that are not localizable (log text, SQL) match no key and do no harm.
///
/// ```swift
/// let strings = SourceStrings(swiftSources: [#"return .result(dialog: "Added “\(title)”.")"#])
/// strings.uses(key: "Added “%@”.")  // true
/// strings.uses(key: "Removed “%@”.")  // false
/// ```
public struct SourceStrings: Sendable {
    /// The literals with every interpolation replaced by one marker character.
    private let shapes: Set<String>
    private static let hole: Character = "\u{FFFC}"

    public init(swiftSources: [String]) {
        var shapes = Set<String>()
        for source in swiftSources {
            // A literal may also spell its specifiers out: `localizer.string("Cancelled %@.", …)`.
            shapes.formUnion(Self.literals(in: source).map(Self.shape(ofKey:)))
        }
        self.shapes = shapes
    }

    /// Reads every `.swift` file under `folder`.
    public init(folder: URL) {
        let files =
            FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        self.init(swiftSources: files.compactMap { try? String(contentsOf: $0, encoding: .utf8) })
    }

    /// Whether some literal in the source produces `key`.
    public func uses(key: String) -> Bool {
        shapes.contains(Self.shape(ofKey: key))
    }

    /// A catalog key with each specifier replaced by the marker and `%%` made `%`.
    static func shape(ofKey key: String) -> String {
        let pattern =
            #"%(?:\d+\$)?(?:#@[A-Za-z0-9_]+@|[-+ 0#]*\d*(?:\.\d+)?(?:hh|h|ll|l|q|z|t|j|L)?[@dDiuUxXoOfFeEgGcCsSpaA])"#
        let replaced = key.replacingOccurrences(of: pattern, with: String(hole), options: .regularExpression)
        return replaced.replacingOccurrences(of: "%%", with: "%")
    }

    /// The single-line string literals of a Swift source, interpolations replaced by the marker.
    static func literals(in source: String) -> [String] {
        var literals: [String] = []
        let characters = Array(source)
        var index = 0
        while index < characters.count {
            if characters[index] == "/", index + 1 < characters.count, characters[index + 1] == "/" {
                while index < characters.count, characters[index] != "\n" { index += 1 }
                continue
            }
            guard characters[index] == "\"" else {
                index += 1
                continue
            }
            if index + 2 < characters.count, characters[index + 1] == "\"", characters[index + 2] == "\"" {
                // A multi-line literal: skip it, Hark keeps no localizable text in one.
                index += 3
                while index + 2 < characters.count,
                    !(characters[index] == "\"" && characters[index + 1] == "\"" && characters[index + 2] == "\"")
                {
                    index += 1
                }
                index += 3
                continue
            }
            var literal = ""
            index += 1
            while index < characters.count, characters[index] != "\"", characters[index] != "\n" {
                if characters[index] == "\\", index + 1 < characters.count {
                    let escaped = characters[index + 1]
                    if escaped == "(" {
                        index = closingParenthesis(in: characters, from: index + 2) + 1
                        literal.append(hole)
                        continue
                    }
                    switch escaped {
                    case "n": literal.append("\n")
                    case "t": literal.append("\t")
                    default: literal.append(escaped)
                    }
                    index += 2
                    continue
                }
                literal.append(characters[index])
                index += 1
            }
            index += 1
            literals.append(literal)
        }
        return literals
    }

    /// The index of the `)` that closes an interpolation whose contents start at `start`.
    private static func closingParenthesis(in characters: [Character], from start: Int) -> Int {
        var depth = 1
        var index = start
        var inString = false
        while index < characters.count {
            switch characters[index] {
            case "\"": inString.toggle()
            case "(" where !inString: depth += 1
            case ")" where !inString:
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
            index += 1
        }
        return characters.count - 1
    }
}
