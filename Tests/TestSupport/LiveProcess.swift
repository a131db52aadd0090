import Foundation

/// A child process talked to line by line while it runs: write a line, wait for an answer,
/// then perhaps kill it — for tests of what survives a crash.
///
/// ```swift
/// let hark = try LiveProcess(executable: try harkExecutable(), arguments: ["--db", path])
/// try hark.send("add buy milk to Tasks")
/// _ = try hark.waitForOutput(containing: "Added")
/// hark.kill()
/// ```
public final class LiveProcess {
    private let child: SpawnedProcess
    private let input: PipeEnds
    private let output: PipeEnds
    private var received = Data()

    public init(executable: URL, arguments: [String] = [], environment: [String: String?] = [:]) throws {
        signal(SIGPIPE, SIG_IGN)
        input = try PipeEnds()
        output = try PipeEnds()
        child = try SpawnedProcess(
            executable: executable.path, arguments: arguments, environment: environment,
            stdin: .descriptor(input.readEnd), stdout: .descriptor(output.writeEnd))
        input.closeRead()
        output.closeWrite()
    }

    /// Writes one line to the child's standard input.
    public func send(_ line: String) throws {
        let bytes = Array((line + "\n").utf8)
        let written = bytes.withUnsafeBytes { write(input.writeEnd, $0.baseAddress, $0.count) }
        guard written == bytes.count else { throw LiveProcessFailure(reason: "could not write to the child") }
    }

    /// Everything the child printed so far, once it contains `text`.
    public func waitForOutput(containing text: String, timeout: Duration = .seconds(30)) throws -> String {
        let deadline = ContinuousClock.now + timeout
        var chunk = [UInt8](repeating: 0, count: 4096)
        while !String(decoding: received, as: UTF8.self).contains(text) {
            let remaining = deadline - ContinuousClock.now
            guard remaining > .zero else {
                throw LiveProcessFailure(reason: "no “\(text)” in: \(String(decoding: received, as: UTF8.self))")
            }
            var watched = [pollfd(fd: output.readEnd, events: Int16(POLLIN), revents: 0)]
            _ = poll(&watched, 1, Int32(clamping: remaining.components.seconds * 1000 + 1))
            let count = read(output.readEnd, &chunk, chunk.count)
            if count <= 0 {
                throw LiveProcessFailure(
                    reason: "the child closed its output: \(String(decoding: received, as: UTF8.self))")
            }
            received.append(contentsOf: chunk[0..<count])
        }
        return String(decoding: received, as: UTF8.self)
    }

    /// Kills the child with SIGKILL and reaps it.
    public func kill() {
        _ = Foundation.kill(child.pid, SIGKILL)
        _ = child.waitForExit()
        input.closeWrite()
        output.closeRead()
    }
}

/// Why talking to a ``LiveProcess`` failed.
public struct LiveProcessFailure: Error, CustomStringConvertible {
    public var reason: String
    public var description: String { reason }
}
