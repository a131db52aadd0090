import Foundation

/// The built `hark` binary, found next to the running test bundle.
///
/// SwiftPM puts executables and the test bundle in the same build folder
/// (`.build/debug/hark` beside `.build/debug/HarkPackageTests.xctest`), and `swift test`
/// builds every target. `HARK_EXECUTABLE` overrides the search, to test another build
/// (a release one, say).
///
/// ```swift
/// let hark = try harkExecutable()
/// let result = try runProcess(executable: hark, arguments: ["--version"])
/// ```
public func harkExecutable() throws -> URL {
    let environment = ProcessInfo.processInfo.environment
    if let override = environment["HARK_EXECUTABLE"], !override.isEmpty {
        let url = URL(filePath: override)
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            throw HarkExecutableNotFound(searched: [url])
        }
        return url
    }
    return try builtExecutable(named: "hark")
}

/// An executable product of the package built beside the test bundle, such as `hark-fuzz`
/// (no override: always the build the tests come from).
public func builtExecutable(named name: String) throws -> URL {
    var folders: [URL] = []
    if let runner = Bundle.main.executableURL {
        folders.append(runner.resolvingSymlinksInPath().deletingLastPathComponent())
    }
    let argument0 = URL(filePath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    folders.append(argument0.deletingLastPathComponent())
    // On macOS the runner sits inside the bundle: .build/debug/X.xctest/Contents/MacOS.
    folders += folders.map {
        $0.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }
    let current = URL(filePath: FileManager.default.currentDirectoryPath)
    folders.append(current.appending(path: ".build/debug"))
    let candidates = folders.map { $0.appending(path: name) }
    if let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) {
        return found
    }
    throw HarkExecutableNotFound(searched: candidates)
}

/// A build configuration of the `hark` binary, for tests that must hold in what people run.
public enum HarkBuild: String, CaseIterable, Sendable, CustomStringConvertible {
    case debug, release

    public var description: String { rawValue }

    /// This build's binary: `.build/<configuration>/hark`, beside the one the tests were
    /// built with. A missing release binary is an error that says how to build it.
    public func executable() throws -> URL {
        let found = try harkExecutable()
        let folder = found.deletingLastPathComponent()
        guard folder.lastPathComponent == "debug" || folder.lastPathComponent == "release" else { return found }
        let url = folder.deletingLastPathComponent().appending(path: rawValue).appending(path: "hark")
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            throw HarkExecutableNotFound(searched: [url])
        }
        return url
    }
}
