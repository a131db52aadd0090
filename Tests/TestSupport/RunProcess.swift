import Foundation

/// Runs a program to the end, feeding `stdin` and collecting its output.
///
/// The child is started with `posix_spawn` (see `SpawnedProcess`: clean signal mask, no
/// inherited descriptors). Input is written while output is read, from one `poll` loop, so
/// neither side can block the other however much either writes. A child still running
/// after `timeout` is killed with SIGKILL, and the result says so.
///
/// ```swift
/// let result = try runProcess(
///     executable: try harkExecutable(), arguments: ["--db", ":memory:"],
///     stdin: "add buy milk to Tasks\n")
/// #expect(result.status == 0)
/// #expect(result.stdout == "Added “Buy milk”.\n")
/// ```
///
/// - Parameters:
///   - environment: Variables set over the inherited environment; a `nil` value removes one.
///   - stdout: Where the child's standard output goes: collected (the default), closed, or
///     a file such as `/dev/full`.
///   - stderr: The same for standard error.
public func runProcess(
    executable: URL, arguments: [String] = [], stdin: Data = Data(),
    environment: [String: String?] = [:], timeout: Duration = .seconds(60),
    stdout: OutputDestination = .collected, stderr: OutputDestination = .collected
) throws -> ProcessOutput {
    // A child that exits before reading all its input must not kill the test process:
    // the write then fails with EPIPE instead. (Children get SIGPIPE back at its default.)
    signal(SIGPIPE, SIG_IGN)
    let input = try PipeEnds()
    let output = try PipeEnds()
    let errors = try PipeEnds()
    let child = try SpawnedProcess(
        executable: executable.path, arguments: arguments, environment: environment,
        stdin: .descriptor(input.readEnd), stdout: stdout.stream(collecting: output.writeEnd),
        stderr: stderr.stream(collecting: errors.writeEnd))
    input.closeRead()
    output.closeWrite()
    errors.closeWrite()
    _ = fcntl(input.writeEnd, F_SETFL, fcntl(input.writeEnd, F_GETFL) | O_NONBLOCK)

    var stdoutData = Data()
    var stderrData = Data()
    var pending = [UInt8](stdin)[...]
    if pending.isEmpty { input.closeWrite() }
    let deadline = ContinuousClock.now + timeout
    var timedOut = false
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)

    while output.readEnd >= 0 || errors.readEnd >= 0 {
        let remaining = deadline - ContinuousClock.now
        if remaining <= .zero {
            kill(child.pid, SIGKILL)
            timedOut = true
            break
        }
        var watched = [
            pollfd(fd: output.readEnd, events: Int16(POLLIN), revents: 0),
            pollfd(fd: errors.readEnd, events: Int16(POLLIN), revents: 0),
            pollfd(fd: input.writeEnd, events: Int16(POLLOUT), revents: 0),
        ]
        let milliseconds = Int32(clamping: remaining.components.seconds * 1000 + 1)
        if poll(&watched, nfds_t(watched.count), milliseconds) < 0 {
            if errno == EINTR { continue }
            break
        }
        for (index, ends) in [(0, output), (1, errors)] where watched[index].revents != 0 {
            let count = chunk.withUnsafeMutableBytes { read(ends.readEnd, $0.baseAddress, $0.count) }
            if count > 0 {
                if index == 0 {
                    stdoutData.append(contentsOf: chunk[..<count])
                } else {
                    stderrData.append(contentsOf: chunk[..<count])
                }
            } else if count == 0 || errno != EINTR {
                ends.closeRead()
            }
        }
        if watched[2].revents != 0 {
            let written = pending.withUnsafeBytes { write(input.writeEnd, $0.baseAddress, $0.count) }
            if written > 0 {
                pending = pending.dropFirst(written)
            }
            if pending.isEmpty || (written < 0 && errno != EAGAIN && errno != EINTR) {
                input.closeWrite()  // all written, or the child stopped reading (EPIPE)
            }
        }
    }
    input.closeWrite()
    var status = child.exitCode(before: deadline)
    if status == nil {
        kill(child.pid, SIGKILL)
        timedOut = true
    }
    status = status ?? child.waitForExit()
    return ProcessOutput(
        status: status ?? -1, stdoutData: stdoutData, stderrData: stderrData, timedOut: timedOut)
}

/// Runs a program to the end with `stdin` given as text; see the `Data` variant.
public func runProcess(
    executable: URL, arguments: [String] = [], stdin: String,
    environment: [String: String?] = [:], timeout: Duration = .seconds(60),
    stdout: OutputDestination = .collected, stderr: OutputDestination = .collected
) throws -> ProcessOutput {
    try runProcess(
        executable: executable, arguments: arguments, stdin: Data(stdin.utf8),
        environment: environment, timeout: timeout, stdout: stdout, stderr: stderr)
}

/// Where a child's standard output or standard error goes.
public enum OutputDestination: Sendable {
    /// Into the result (`ProcessOutput.stdout` / `.stderr`).
    case collected
    /// Nowhere: the descriptor is not open in the child, so every write fails with EBADF.
    case closed
    /// `/dev/full`: the descriptor is open but every write fails with ENOSPC.
    case full

    func stream(collecting descriptor: Int32) -> SpawnedProcess.Stream {
        switch self {
        case .collected: .descriptor(descriptor)
        case .closed: .closed
        case .full: .file("/dev/full")
        }
    }
}
