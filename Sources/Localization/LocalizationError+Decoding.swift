import Foundation

extension LocalizationError {
    /// Describes a decoding failure, naming the string key from the coding path, or
    /// the line and column of a JSON syntax error in `data`.
    init(decoding error: DecodingError, in file: URL, data: Data) {
        let context: DecodingError.Context
        let problem: String
        switch error {
        case .typeMismatch(let type, let errorContext):
            context = errorContext
            problem = "expected \(Self.jsonName(of: type))"
        case .valueNotFound(let type, let errorContext):
            context = errorContext
            problem = "expected \(Self.jsonName(of: type)), found null"
        case .keyNotFound(let codingKey, let errorContext):
            context = errorContext
            problem = "missing field \"\(codingKey.stringValue)\""
        case .dataCorrupted(let errorContext):
            context = errorContext
            problem =
                context.codingPath.isEmpty
                ? "malformed JSON" + (Self.syntaxErrorLocation(in: data).map { " at \($0)" } ?? "")
                : "invalid value"
        @unknown default:
            self.init(file: file, reason: "not a String Catalog")
            return
        }
        let path = context.codingPath.map(\.stringValue)
        // A path under "strings" names the key next: ["strings", key, "localizations", …].
        let key = path.first == "strings" && path.count > 1 ? path[1] : nil
        let inside = path.count > 2 ? path.dropFirst(2).joined(separator: ".") : path.joined(separator: ".")
        var reason = problem
        if !inside.isEmpty {
            reason += " at \(inside)"
        }
        if let underlying = context.underlyingError {
            reason += " (\(underlying))"
        }
        self.init(file: file, key: key, reason: reason)
    }

    private static func jsonName(of type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        case is Int.Type, is Double.Type: "a number"
        default: "an object"
        }
    }

    /// "line L, column C" of a JSON syntax error, which Foundation on Linux reports
    /// only through `JSONSerialization`, as a byte offset ("around character 8").
    private static func syntaxErrorLocation(in data: Data) -> String? {
        let message: String
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return nil
        } catch {
            message = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? ""
        }
        guard let range = message.range(of: "character ") else { return nil }
        let digits = message[range.upperBound...].prefix { $0.isASCII && $0.isNumber }
        guard let offset = Int(digits) else { return nil }
        var line = 1
        var column = 1
        for byte in data.prefix(offset) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return "line \(line), column \(column)"
    }
}
