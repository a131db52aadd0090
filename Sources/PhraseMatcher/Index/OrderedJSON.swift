import Foundation

/// A JSON document read with every object's keys in the order the file gives them.
///
/// Phrase sets rank equal matches by the order of their phrases in the file, which
/// `JSONSerialization` does not keep; this small reader (RFC 8259) does, and says where a
/// document is broken by line and column.
///
/// ```swift
/// let json = try OrderedJSON.parse(Array(#"{"b": 1, "a": [true, "x"]}"#.utf8))
/// json.members?.map(\.key)  // ["b", "a"]
/// ```
indirect enum OrderedJSON: Sendable, Hashable {
    case object([Member])
    case array([OrderedJSON])
    case string(String)
    /// A number as written, and its value.
    case number(String, Double)
    case bool(Bool)
    case null

    struct Member: Sendable, Hashable {
        var key: String
        var value: OrderedJSON
    }

    /// Why a document could not be read, and where (1-based line and column, in bytes).
    struct SyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
        var line: Int
        var column: Int
        var problem: String
        var description: String { "line \(line), column \(column): \(problem)" }
    }

    /// The members of an object, in file order; nil for anything else.
    var members: [Member]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The value as compact JSON text (`["blind","shade"]`), strings escaped minimally.
    var compactText: String {
        switch self {
        case .object(let members):
            return "{" + members.map { OrderedJSON.string($0.key).compactText + ":" + $0.value.compactText }
                .joined(separator: ",") + "}"
        case .array(let items):
            return "[" + items.map(\.compactText).joined(separator: ",") + "]"
        case .string(let string):
            var text = "\""
            for scalar in string.unicodeScalars {
                switch scalar {
                case "\"": text += "\\\""
                case "\\": text += "\\\\"
                case "\n": text += "\\n"
                case "\r": text += "\\r"
                case "\t": text += "\\t"
                case _ where scalar.value < 0x20: text += String(format: "\\u%04x", scalar.value)
                default: text.unicodeScalars.append(scalar)
                }
            }
            return text + "\""
        case .number(let written, _): return written
        case .bool(let bool): return bool ? "true" : "false"
        case .null: return "null"
        }
    }

    /// The value of `key` in an object (the last one if repeated).
    subscript(key: String) -> OrderedJSON? {
        members?.last { $0.key == key }?.value
    }

    static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> OrderedJSON {
        var reader = Reader(bytes: bytes)
        reader.skipSpace()
        let value = try reader.value(depth: 0)
        reader.skipSpace()
        guard reader.index == bytes.count else { throw reader.error("unexpected text after the document") }
        return value
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        func error(_ problem: String) -> SyntaxError {
            var line = 1
            var column = 1
            for byte in bytes[..<min(index, bytes.count)] {
                if byte == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else if byte & 0xC0 != 0x80 {
                    column += 1
                }
            }
            return SyntaxError(line: line, column: column, problem: problem)
        }

        mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        mutating func expect(_ literal: String) throws(SyntaxError) {
            for byte in literal.utf8 {
                guard index < bytes.count, bytes[index] == byte else { throw error("expected “\(literal)”") }
                index += 1
            }
        }

        mutating func value(depth: Int) throws(SyntaxError) -> OrderedJSON {
            guard depth < 512 else { throw error("nested too deeply") }
            guard index < bytes.count else { throw error("unexpected end of the document") }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                var members: [Member] = []
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    return .object(members)
                }
                while true {
                    skipSpace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                        throw error("expected a key in quotes")
                    }
                    let key = try string()
                    skipSpace()
                    try expect(":")
                    skipSpace()
                    members.append(Member(key: key, value: try value(depth: depth + 1)))
                    skipSpace()
                    guard index < bytes.count else { throw error("unexpected end of the document") }
                    if bytes[index] == UInt8(ascii: ",") {
                        index += 1
                        continue
                    }
                    try expect("}")
                    return .object(members)
                }
            case UInt8(ascii: "["):
                index += 1
                var items: [OrderedJSON] = []
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    return .array(items)
                }
                while true {
                    skipSpace()
                    items.append(try value(depth: depth + 1))
                    skipSpace()
                    guard index < bytes.count else { throw error("unexpected end of the document") }
                    if bytes[index] == UInt8(ascii: ",") {
                        index += 1
                        continue
                    }
                    try expect("]")
                    return .array(items)
                }
            case UInt8(ascii: "\""):
                return .string(try string())
            case UInt8(ascii: "t"):
                try expect("true")
                return .bool(true)
            case UInt8(ascii: "f"):
                try expect("false")
                return .bool(false)
            case UInt8(ascii: "n"):
                try expect("null")
                return .null
            default:
                return try number()
            }
        }

        mutating func number() throws(SyntaxError) -> OrderedJSON {
            let start = index
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
            while index < bytes.count,
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index])
                    || [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "+"), UInt8(ascii: "-")]
                    .contains(bytes[index])
            {
                index += 1
            }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            guard let value = Double(text), !text.isEmpty else {
                index = start
                throw error("expected a value")
            }
            return .number(text, value)
        }

        /// A string starting at the opening quote.
        mutating func string() throws(SyntaxError) -> String {
            index += 1
            var scalars = String.UnicodeScalarView()
            var run = index
            func flush(_ reader: Reader, to end: Int) {
                scalars.append(contentsOf: String(decoding: reader.bytes[run..<end], as: UTF8.self).unicodeScalars)
            }
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    flush(self, to: index)
                    index += 1
                    return String(scalars)
                }
                if byte < 0x20 { throw error("control character in a string") }
                guard byte == UInt8(ascii: "\\") else {
                    index += 1
                    continue
                }
                flush(self, to: index)
                index += 1
                guard index < bytes.count else { break }
                let escaped = bytes[index]
                index += 1
                switch escaped {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800...0xDBFF).contains(code), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                        bytes[index + 1] == UInt8(ascii: "u")
                    {
                        index += 2
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw error("invalid surrogate pair") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                default:
                    index -= 1
                    throw error("unknown escape “\\\(Character(Unicode.Scalar(escaped)))”")
                }
                run = index
            }
            throw error("a string is never closed")
        }

        mutating func hex4() throws(SyntaxError) -> UInt32 {
            guard index + 4 <= bytes.count else { throw error("expected four hexadecimal digits") }
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let digit = Character(Unicode.Scalar(bytes[index])).hexDigitValue else {
                    throw error("expected four hexadecimal digits")
                }
                value = value << 4 | UInt32(digit)
                index += 1
            }
            return value
        }
    }
}
