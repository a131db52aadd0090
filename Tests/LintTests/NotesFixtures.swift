import Foundation
import Intents
import Lint

/// Writes a note; its one parameter is `text`.
struct NoteIntent: AppIntent {
    static let title: LocalizedStringResource = "Write Note"
    @Parameter(title: "Text") var text: String
    func perform() async throws -> some IntentResult { .result() }
}

/// Archives a note; its one parameter is also `text`.
struct ArchiveIntent: AppIntent {
    static let title: LocalizedStringResource = "Archive Note"
    @Parameter(title: "Text") var text: String
    func perform() async throws -> some IntentResult { .result() }
}

/// Clears every note; no parameters.
struct ClearIntent: AppIntent {
    static let title: LocalizedStringResource = "Clear Notes"
    func perform() async throws -> some IntentResult { .result() }
}

/// Phrases that follow every rule.
struct GoodShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: NoteIntent(), phrases: ["Note \(\.$text) in \(.applicationName)"])
        AppShortcut(intent: ClearIntent(), phrases: ["Clear \(.applicationName)"])
    }
}

/// One phrase without the app's name, one marked as an exception in the catalog.
struct NamelessShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: NoteIntent(), phrases: ["Note \(\.$text)"])
        AppShortcut(intent: ClearIntent(), phrases: ["Clear everything"])
    }
}

/// A placeholder the intent does not have.
struct MisnamedShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: NoteIntent(), phrases: ["Note ${body} in \(.applicationName)"])
    }
}

/// Two intents whose French phrases are the same.
struct OverlappingShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: NoteIntent(), phrases: ["Note \(\.$text) in \(.applicationName)"])
        AppShortcut(intent: ArchiveIntent(), phrases: ["Archive \(\.$text) in \(.applicationName)"])
    }
}

/// Eleven App Shortcuts, one more than Apple allows.
struct CrowdedShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        (1...11).map { number in
            AppShortcut(
                intent: ClearIntent(),
                phrases: [AppShortcutPhrase(stringLiteral: "Clear ${applicationName} \(number)")])
        }
    }
}

/// Writes catalogs into `<temporary>/<folder>/<file>` and reads them back as lint documents.
enum CatalogFixture {
    /// A catalog in Xcode's layout whose keys each map language codes to translated values.
    static func json(_ strings: [String: [String: String]], extra: [String: String] = [:]) -> String {
        var entries: [String] = []
        for key in Set(strings.keys).union(extra.keys).sorted() {
            let localizations = (strings[key] ?? [:]).sorted { $0.key < $1.key }.map { language, value in
                #""\#(language)" : { "stringUnit" : { "state" : "translated", "value" : \#(quoted(value)) } }"#
            }
            var fields: [String] = []
            if let more = extra[key] { fields.append(more) }
            if !localizations.isEmpty {
                fields.append(#""localizations" : { \#(localizations.joined(separator: ", ")) }"#)
            }
            entries.append("\(quoted(key)) : { \(fields.joined(separator: ", ")) }")
        }
        return #"{ "sourceLanguage" : "en", "strings" : { \#(entries.joined(separator: ",\n")) }, "version" : "1.0" }"#
    }

    static func quoted(_ text: String) -> String {
        let data = try! JSONEncoder().encode(text)
        return String(decoding: data, as: UTF8.self)
    }

    /// Writes each `path → json` under a fresh folder and loads them.
    static func documents(_ files: [String: String]) throws -> [CatalogDocument] {
        let root = FileManager.default.temporaryDirectory.appending(path: "hark-lint-\(UUID().uuidString)")
        return try files.sorted { $0.key < $1.key }.map { path, json in
            let url = root.appending(path: path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(json.utf8).write(to: url)
            return try CatalogDocument(url: url)
        }
    }
}
