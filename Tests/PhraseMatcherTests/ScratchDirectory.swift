import Foundation
import Testing

/// A directory of its own under the temporary directory, removed with the value.
final class ScratchDirectory {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appending(path: "hark-language-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    func write(_ text: String, to name: String, encoding: String.Encoding = .utf8) throws {
        try #require(text.data(using: encoding)).write(to: URL(fileURLWithPath: path + "/" + name))
    }
}
