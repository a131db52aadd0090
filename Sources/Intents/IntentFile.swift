import UniformTypeIdentifiers
import Foundation

/// A file handed to an intent: its data, its name and its type.
///
/// ```swift
/// @Parameter(title: "Photo", supportedContentTypes: [.image]) var photo: IntentFile
/// ```
public struct IntentFile: Sendable, Hashable, _IntentValue {
    public let fileURL: URL?
    public let filename: String
    public let type: UTType?
    private let contents: Data?

    public init(data: Data, filename: String, type: UTType? = nil) {
        self.contents = data
        self.filename = filename
        self.type = type ?? UTType(filenameExtension: (filename as NSString).pathExtension)
        self.fileURL = nil
    }

    public init(fileURL: URL, filename: String? = nil, type: UTType? = nil) {
        self.fileURL = fileURL
        self.filename = filename ?? fileURL.lastPathComponent
        self.type = type ?? UTType(filenameExtension: fileURL.pathExtension)
        self.contents = nil
    }

    /// The file's bytes: the data it was made with, or what its URL holds (empty when unreadable).
    public var data: Data {
        if let contents { return contents }
        return fileURL.flatMap { try? Data(contentsOf: $0) } ?? Data()
    }

    /// The data, read asynchronously.
    public func data(contentType: UTType? = nil) async throws -> Data {
        if let contents { return contents }
        guard let fileURL else { return Data() }
        return try Data(contentsOf: fileURL)
    }
}
