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
    var candidates: [URL] = []
    if let override = environment["HARK_EXECUTABLE"], !override.isEmpty {
        candidates.append(URL(filePath: override))
    } else {
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
        candidates = folders.map { $0.appending(path: "hark") }
    }
    if let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) {
        return found
    }
    throw HarkExecutableNotFound(searched: candidates)
}
