import Foundation

/// Where Hark keeps its files, after the XDG Base Directory specification.
///
/// A variable that is unset, empty or not an absolute path is ignored, as the
/// specification asks, and the default under the home directory is used instead. The home
/// directory is `$HOME`, or else the one the user database records for this user; when
/// neither names one there is no default at all (`nil`), rather than a guessed folder.
///
/// ```swift
/// let history = XDGPaths.stateHome?.appending(path: "hark/history")
/// ```
public enum XDGPaths {
    /// `$XDG_STATE_HOME`, or `~/.local/state`: history and other state worth keeping.
    public static var stateHome: URL? {
        stateHome(in: ProcessInfo.processInfo.environment)
    }

    /// `$XDG_DATA_HOME`, or `~/.local/share`: the user's data, such as the database.
    public static var dataHome: URL? {
        dataHome(in: ProcessInfo.processInfo.environment)
    }

    /// `$XDG_CACHE_HOME`, or `~/.cache`: what can be made again, kept to save time.
    public static func cacheHome(in environment: [String: String]) -> URL? {
        directory(named: "XDG_CACHE_HOME", fallback: ".cache", in: environment)
    }

    /// Where compiled phrases are kept between runs: `cacheHome/hark/phrases`.
    public static func phraseCache(in environment: [String: String]) -> URL? {
        cacheHome(in: environment)?.appending(path: "hark", directoryHint: .isDirectory)
            .appending(path: "phrases", directoryHint: .isDirectory)
    }

    /// Where the String Catalogs' entry indexes are kept between runs: `cacheHome/hark/catalogs`.
    public static func catalogIndexCache(in environment: [String: String]) -> URL? {
        cacheHome(in: environment)?.appending(path: "hark", directoryHint: .isDirectory)
            .appending(path: "catalogs", directoryHint: .isDirectory)
    }

    /// The chat's line history: `stateHome/hark/history`.
    public static var historyURL: URL? {
        stateHome?.appending(path: "hark", directoryHint: .isDirectory)
            .appending(path: "history", directoryHint: .notDirectory)
    }

    /// `stateHome` as seen from the given environment.
    public static func stateHome(in environment: [String: String]) -> URL? {
        directory(named: "XDG_STATE_HOME", fallback: ".local/state", in: environment)
    }

    /// `dataHome` as seen from the given environment.
    public static func dataHome(in environment: [String: String]) -> URL? {
        directory(named: "XDG_DATA_HOME", fallback: ".local/share", in: environment)
    }

    private static func directory(
        named variable: String, fallback: String, in environment: [String: String]
    ) -> URL? {
        if let value = environment[variable], value.hasPrefix("/") {
            return URL(filePath: value, directoryHint: .isDirectory)
        }
        return home(in: environment)?.appending(path: fallback, directoryHint: .isDirectory)
    }

    /// `$HOME` when it is an absolute path, else the user database's entry for this user.
    static func home(in environment: [String: String]) -> URL? {
        if let value = environment["HOME"], value.hasPrefix("/") {
            return URL(filePath: value, directoryHint: .isDirectory)
        }
        guard let directory = userDatabaseHome(), directory.hasPrefix("/") else { return nil }
        return URL(filePath: directory, directoryHint: .isDirectory)
    }

    /// The home directory `getpwuid_r` records for the real user, if there is an entry.
    private static func userDatabaseHome() -> String? {
        var entry = passwd()
        var result: UnsafeMutablePointer<passwd>?
        var buffer = [CChar](repeating: 0, count: 16 * 1024)
        let code = getpwuid_r(getuid(), &entry, &buffer, buffer.count, &result)
        guard code == 0, result != nil, let directory = entry.pw_dir else { return nil }
        return String(cString: directory)
    }
}
