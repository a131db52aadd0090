import Foundation
import Localization

/// Test catalogs: the Xcode fixtures copied next to the tests, and throwaway files.
enum Fixtures {
    /// `Tests/LocalizationTests/.fixtures/`, found from this source file's path so the
    /// tests need neither resources nor the shared folder beside the clone.
    ///
    /// The folder is hidden because SwiftPM skips hidden files: a visible folder of
    /// `.xcstrings` files in the test target warns "unhandled files" unless Package.swift
    /// declares them.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .appendingPathComponent(".fixtures", isDirectory: true)

    /// `Localizable.xcstrings` as Xcode writes it: responses with plurals and substitutions.
    static let localizable = directory.appendingPathComponent("Localizable.xcstrings")

    /// `AppShortcuts.xcstrings` as Xcode writes it: phrases with placeholders.
    static let appShortcuts = directory.appendingPathComponent("AppShortcuts.xcstrings")

    /// Both Xcode fixture catalogs, merged.
    static func xcodeCatalog() throws -> LocalizationCatalog {
        try LocalizationCatalog(urls: [localizable, appShortcuts])
    }

    /// Writes `json` to a new temporary file with the given name and returns its URL.
    static func temporaryFile(named name: String = "Test.xcstrings", containing json: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("hark-localization-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(json.utf8).write(to: url)
        return url
    }

    /// A catalog read from `json` through a temporary file.
    static func catalog(_ json: String) throws -> LocalizationCatalog {
        try LocalizationCatalog(urls: [temporaryFile(containing: json)])
    }
}
