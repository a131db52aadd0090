import Foundation
import TestSupport

/// Runs the real `hark` binary with `lines` piped in and a private state folder.
func hark(_ arguments: [String], input: String = "", environment: [String: String?] = [:]) throws -> ProcessOutput {
    try hark(arguments, bytes: Data(input.utf8), environment: environment)
}

func hark(_ arguments: [String], bytes: Data, environment: [String: String?] = [:]) throws -> ProcessOutput {
    let state = FileManager.default.temporaryDirectory.appending(path: "hark-state-\(UUID().uuidString)")
    // A private state and data folder: a test never reads or writes the person's own history
    // or database (`hark explain` without --db opens the default one).
    var variables: [String: String?] = [
        "XDG_STATE_HOME": state.path, "XDG_DATA_HOME": state.appending(path: "data").path, "HARK_LANG": nil,
    ]
    variables.merge(environment) { _, new in new }
    return try runProcess(executable: try harkExecutable(), arguments: arguments, stdin: bytes, environment: variables)
}

/// A fresh folder for one test's database files.
func scratchFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appending(path: "hark-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
