import Foundation

/// A JSON value, for parameters and returned entities in `--json` output.
public indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.serialized == rhs.serialized
    }

    /// Compact JSON text; object keys keep their order.
    public var serialized: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .int(let value): return String(value)
        case .double(let value): return value.isFinite ? String(value) : "null"
        case .string(let value): return Self.quoted(value)
        case .array(let values): return "[" + values.map(\.serialized).joined(separator: ",") + "]"
        case .object(let members):
            return "{" + members.map { Self.quoted($0.0) + ":" + $0.1.serialized }.joined(separator: ",") + "}"
        }
    }

    /// Indented JSON text, two spaces a level, for people to read.
    public func prettyPrinted(level: Int = 0) -> String {
        let indent = String(repeating: "  ", count: level + 1)
        let closing = String(repeating: "  ", count: level)
        switch self {
        case .array(let values) where !values.isEmpty:
            return "[\n" + values.map { indent + $0.prettyPrinted(level: level + 1) }.joined(separator: ",\n")
                + "\n\(closing)]"
        case .object(let members) where !members.isEmpty:
            let lines = members.map { indent + Self.quoted($0.0) + ": " + $0.1.prettyPrinted(level: level + 1) }
            return "{\n" + lines.joined(separator: ",\n") + "\n\(closing)}"
        default:
            return serialized
        }
    }

    /// A JSON string literal: quotes, backslashes and every control character escaped.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value):
                out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
