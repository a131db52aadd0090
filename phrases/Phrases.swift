import Foundation

/// Where the String Catalogs in `phrases/` are at run time.
///
/// Each folder is one table set: `Hark` holds the assistant's own words, and each sample app
/// has a folder named after its module with `Localizable.xcstrings` and `AppShortcuts.xcstrings`.
public enum PhraseCatalogs {
    /// The catalog `table` (for example `"Localizable"`) of `folder`, or nil when it is absent.
    public static func url(folder: String, table: String) -> URL? {
        let url = Bundle.module.resourceURL?
            .appendingPathComponent(folder, isDirectory: true)
            .appendingPathComponent("\(table).xcstrings")
        guard let url, FileManager.default.fileExists(atPath: url.path) else { return nil }
        return url
    }

    /// Every catalog shipped: the assistant's own (`Hark`) first, then each app's folder in
    /// name order, `Localizable` before `AppShortcuts`.
    public static func all() -> [URL] {
        guard let root = Bundle.module.resourceURL else { return [] }
        let folders = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? [])
            .filter { !$0.hasPrefix(".") && $0 != "Hark" }
            .sorted()
        return (["Hark"] + folders).flatMap { folder in
            ["Localizable", "AppShortcuts"].compactMap { url(folder: folder, table: $0) }
        }
    }
}
