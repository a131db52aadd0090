import Foundation
import TestSupport

/// Runs the real `hark` binary with `lines` piped in and a private state folder.
func hark(
    _ arguments: [String], input: String = "", environment: [String: String?] = [:],
    stdout: OutputDestination = .collected, stderr: OutputDestination = .collected
) throws -> ProcessOutput {
    try hark(arguments, bytes: Data(input.utf8), environment: environment, stdout: stdout, stderr: stderr)
}

func hark(
    _ arguments: [String], bytes: Data, environment: [String: String?] = [:],
    stdout: OutputDestination = .collected, stderr: OutputDestination = .collected
) throws -> ProcessOutput {
    let state = FileManager.default.temporaryDirectory.appending(path: "hark-state-\(UUID().uuidString)")
    var variables: [String: String?] = ["XDG_STATE_HOME": state.path, "HARK_LANG": nil]
    variables.merge(environment) { _, new in new }
    return try runProcess(
        executable: try harkExecutable(), arguments: arguments, stdin: bytes, environment: variables,
        stdout: stdout, stderr: stderr)
}

/// A fresh folder for one test's database files.
func scratchFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appending(path: "hark-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
