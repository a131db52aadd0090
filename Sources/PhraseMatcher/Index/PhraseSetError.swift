/// Why a phrase set file could not be loaded: the file, the key path at fault, and what is wrong.
///
/// ```swift
/// do { _ = try PhraseSet(contentsOf: url) } catch {
///     error.description  // "fr.json: slots.quantity.type: unknown slot type “numbre”; use number, text, date or duration."
/// }
/// ```
public struct PhraseSetError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Reason: Sendable, Hashable {
        /// The file could not be read.
        case unreadable(String)
        /// The file is not JSON.
        case invalidJSON(String)
        /// A required key is missing.
        case missingKey
        /// The value has the wrong JSON type.
        case wrongType(expected: String)
        /// A slot's `type` is none of the known ones.
        case unknownSlotType(String)
        /// A template does not parse.
        case template(TemplateSyntaxError)
    }

    /// The file name (or another label for the source).
    public let file: String
    /// Where in the document, such as `intents.OrderSoup[1].templates[0]`.
    public let keyPath: String
    public let reason: Reason

    public init(file: String, keyPath: String, reason: Reason) {
        self.file = file
        self.keyPath = keyPath
        self.reason = reason
    }

    public var description: String {
        let place = keyPath.isEmpty ? file : "\(file): \(keyPath)"
        switch reason {
        case .unreadable(let why): return "\(place): cannot read the file (\(why))."
        case .invalidJSON(let why): return "\(place): not valid JSON (\(why))."
        case .missingKey: return "\(place): this key is required."
        case .wrongType(let expected): return "\(place): expected \(expected)."
        case .unknownSlotType(let type):
            return "\(place): unknown slot type “\(type)”; use number, text, date or duration."
        case .template(let error): return "\(place): \(error)"
        }
    }
}
