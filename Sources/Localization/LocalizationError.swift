import Foundation

/// An error reading a String Catalog, naming the file and, where known, the key.
public struct LocalizationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The catalog file that could not be read.
    public let file: URL
    /// The string key whose entry is malformed, when the problem lies inside one.
    public let key: String?
    /// What went wrong, in words for a developer.
    public let reason: String

    init(file: URL, key: String? = nil, reason: String) {
        self.file = file
        self.key = key
        self.reason = reason
    }

    public var description: String {
        var text = "\(file.path): "
        if let key {
            text += "string \"\(key)\": "
        }
        return text + reason
    }
}
