import Foundation

/// What a finished child process left behind: its exit status and both output streams.
public struct ProcessOutput: Sendable {
    /// The exit code, or 128 + the number of the signal that ended the process.
    public var status: Int32
    /// Everything written to standard output.
    public var stdoutData: Data
    /// Everything written to standard error.
    public var stderrData: Data
    /// Whether the process outlived its time limit and was killed with SIGKILL.
    public var timedOut: Bool

    /// Standard output as text (invalid UTF-8 repaired with U+FFFD).
    public var stdout: String { String(decoding: stdoutData, as: UTF8.self) }
    /// Standard error as text (invalid UTF-8 repaired with U+FFFD).
    public var stderr: String { String(decoding: stderrData, as: UTF8.self) }
}
