import Foundation

extension LocalizationError {
    /// Describes a decoding failure, naming the string key from the coding path.
    init(decoding error: DecodingError, in file: URL) {
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
            problem = context.codingPath.isEmpty ? "malformed JSON" : "invalid value"
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
            reason += " (\(underlying.localizedDescription))"
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
}
