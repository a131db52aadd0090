import Foundation
import TestSupport

/// Runs the real `hark` binary with `lines` piped in and a private state folder.
func hark(
    _ arguments: [String], input: String = "", environment: [String: String?] = [:],
    stdout: OutputDestination = .collected, stderr: OutputDestination = .collected, user: UInt32? = nil,
    timeout: Duration = .seconds(60)
) throws -> ProcessOutput {
    try hark(
        arguments, bytes: Data(input.utf8), environment: environment, stdout: stdout, stderr: stderr, user: user,
        timeout: timeout)
}

func hark(
    _ arguments: [String], bytes: Data, environment: [String: String?] = [:],
    stdout: OutputDestination = .collected, stderr: OutputDestination = .collected, user: UInt32? = nil,
    timeout: Duration = .seconds(60)
) throws -> ProcessOutput {
    // Private state and data folders: a test never reads or writes the real user's history
    // or database (a default database another build wrote may well be from a newer Hark).
    let scratch = FileManager.default.temporaryDirectory.appending(path: "hark-home-\(UUID().uuidString)")
    var variables: [String: String?] = [
        "XDG_STATE_HOME": scratch.appending(path: "state").path, "XDG_DATA_HOME": scratch.appending(path: "data").path,
        "HARK_LANG": nil, "XDG_CACHE_HOME": testCacheHome.path,
    ]
    variables.merge(environment) { _, new in new }
    var executable = try harkExecutable()
    var arguments = arguments
    if let user {
        arguments = ["--reuid=\(user)", "--regid=\(user)", "--clear-groups", "--", executable.path] + arguments
        executable = Unprivileged.setpriv
    }
    return try runProcess(
        executable: executable, arguments: arguments, stdin: bytes, environment: variables, timeout: timeout,
        stdout: stdout, stderr: stderr)
}

/// One cache folder for every hark these tests run: kept phrases are read as a person's second
/// run reads them, and the real user's cache is left alone.
let testCacheHome = FileManager.default.temporaryDirectory.appending(path: "hark-test-cache-\(getpid())")

/// Running hark as a user without privileges, so that file permissions mean something when
/// the tests themselves run as root (root may write any file).
enum Unprivileged {
    static let setpriv = URL(filePath: "/usr/bin/setpriv")
    /// `nobody`: it may read what the tests create (mode 0644 / 0755) but write none of it.
    static let nobody: UInt32 = 65534
    /// A user id with no entry in the user database, hence no home directory.
    static let homeless: UInt32 = 54321

    static var isRoot: Bool { geteuid() == 0 }
    /// Whether the tests can run hark as another user (root, with util-linux's setpriv).
    static var canSwitchUser: Bool { isRoot && FileManager.default.isExecutableFile(atPath: setpriv.path) }
}

/// A fresh folder for one test's database files.
func scratchFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appending(path: "hark-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
