import Foundation

/// Where the String Catalogs in `phrases/` are at run time.
///
/// Each folder is one table set: `Hark` holds the assistant's own words, and each sample app
/// has a folder named after its module with `Localizable.xcstrings` and `AppShortcuts.xcstrings`.
public enum PhraseCatalogs {
    /// The catalog `table` (for example `"Localizable"`) of `folder`, or nil when it is absent.
    public static func url(folder: String, table: String) -> URL? {
        guard let resources else { return nil }
        // Paths are joined as text: URL's own joining costs a one-turn process more than
        // reading the catalog it names.
        let path = "\(resources)/\(folder)/\(table).xcstrings"
        guard access(path, R_OK) == 0 else { return nil }
        return URL(fileURLWithPath: path)
    }

    /// The folder of the catalogs: the resource bundle SwiftPM puts beside the executable,
    /// found from `/proc/self/exe` — `Bundle.module` finds it too, but builds `Bundle.main`
    /// first, which lists the executable's whole folder at every start.
    static let resources: String? = {
        let name = "Hark_Phrases.resources"
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if length > 0 {
            let executable = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if let slash = executable.lastIndex(of: "/") {
                let beside = "\(executable[..<slash])/\(name)"
                if access(beside, R_OK) == 0 { return beside }
            }
        }
        return Bundle.module.resourceURL?.path
    }()

    /// The catalogs of `folders`, in that order, `Localizable` before `AppShortcuts`.
    public static func urls(folders: [String]) -> [URL] {
        folders.flatMap { folder in ["Localizable", "AppShortcuts"].compactMap { url(folder: folder, table: $0) } }
    }

    /// Every table of `folder` — `Localizable` and `AppShortcuts` first, then any other
    /// `.xcstrings` file, in name order.
    public static func tables(folder: String) -> [URL] {
        guard let resources else { return [] }
        let directory = "\(resources)/\(folder)"
        let others = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
            .filter { $0.hasSuffix(".xcstrings") && $0 != "Localizable.xcstrings" && $0 != "AppShortcuts.xcstrings" }
            .sorted()
            .map { URL(fileURLWithPath: "\(directory)/\($0)") }
        return urls(folders: [folder]) + others
    }

    /// Every catalog shipped: the assistant's own (`Hark`) first, then each app's folder in
    /// name order, `Localizable` before `AppShortcuts`.
    public static func all() -> [URL] {
        guard let root = resources else { return [] }
        let folders = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? [])
            .filter { !$0.hasPrefix(".") && $0 != "Hark" }
            .sorted()
        return (["Hark"] + folders).flatMap { folder in
            ["Localizable", "AppShortcuts"].compactMap { url(folder: folder, table: $0) }
        }
    }
}
