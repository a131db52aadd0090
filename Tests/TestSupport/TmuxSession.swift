import Foundation

/// A program running in a real pseudo-terminal under tmux, driven key by key from a test.
///
/// Each session has a tmux server of its own (`tmux -L <unique socket> -f /dev/null`), so
/// tests run in parallel and ignore the person's `~/.tmux.conf`. tmux is started with
/// `posix_spawn` (see `SpawnedProcess`), because `Foundation.Process` hangs on the server
/// that tmux leaves behind. The pane stays after the program exits (`remain-on-exit`),
/// so its exit status can be read. The server is killed in `deinit`.
///
/// ```swift
/// let session = try TmuxSession(command: [hark.path, "--db", database.path])
/// #expect(session.waitFor("> "))
/// session.send(keys: "add buy milk to Tasks", .enter)
/// #expect(session.waitFor("Added “Buy milk”."), "\(session.screen())")
/// ```
public final class TmuxSession {
    /// Whether a `tmux` executable is on the `PATH`.
    public static var isAvailable: Bool {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").contains {
            access("\($0)/tmux", X_OK) == 0
        }
    }

    /// Why tmux did not do what was asked.
    public struct Failure: Error, CustomStringConvertible {
        public var arguments: [String]
        public var status: Int32
        public var output: String
        public var description: String {
            "tmux \(arguments.joined(separator: " ")) ended with status \(status): \(output)"
        }
    }

    /// The tmux server's socket name (`tmux -L`), for poking at the session by hand.
    public let socketName: String
    private let target = "test"
    private var isRunning = true

    /// Starts `command` (program and arguments, run without a shell's interpretation) in
    /// a detached session of `width` × `height` cells.
    ///
    /// - Parameter environment: Variables for the program, over tmux's environment
    ///   (which is the test's, without `TMUX`).
    public init(
        command: [String], environment: [String: String] = [:], width: Int = 100, height: Int = 30
    ) throws {
        socketName = "hark-test-\(getpid())-\(UUID().uuidString.prefix(8))"
        let variables = environment.sorted { $0.key < $1.key }.flatMap { ["-e", "\($0.key)=\($0.value)"] }
        let shellCommand = "exec " + command.map(Self.shellQuoted).joined(separator: " ")
        try tmux(
            [
                "set-option", "-g", "remain-on-exit", "on", ";",
                "new-session", "-d", "-s", target, "-x", "\(width)", "-y", "\(height)",
            ]
                + variables + [shellCommand])
    }

    deinit {
        kill()
    }

    /// Sends keys in order: text is typed literally, named keys are pressed.
    public func send(keys: Key...) {
        for key in keys {
            switch key {
            case .text(let text): _ = try? tmux(["send-keys", "-t", target, "-l", text])
            case .named(let name): _ = try? tmux(["send-keys", "-t", target, name])
            }
        }
    }

    /// The visible screen, one line per row, as `tmux capture-pane -p` prints it.
    public func screen() -> String {
        (try? tmux(["capture-pane", "-p", "-t", target])) ?? ""
    }

    /// The last row of the screen that is not blank: where the cursor usually is.
    public func lastLine() -> String {
        screen().split(separator: "\n").last { !$0.allSatisfy(\.isWhitespace) }.map(String.init) ?? ""
    }

    /// Waits until the screen contains `text`; `false` if it did not within `timeout`.
    @discardableResult
    public func waitFor(_ text: String, timeout: Duration = .seconds(10)) -> Bool {
        waitUntil(timeout: timeout) { $0.contains(text) }
    }

    /// Waits until `condition` holds for the screen; `false` if it did not within `timeout`.
    @discardableResult
    public func waitUntil(timeout: Duration = .seconds(10), _ condition: (String) -> Bool) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while true {
            if condition(screen()) { return true }
            if ContinuousClock.now >= deadline { return false }
            usleep(50_000)
        }
    }

    /// Whether the program is still running.
    public var isAlive: Bool {
        paneField("pane_dead") == "0" && exitStatusOfUnreapedProgram() == nil
    }

    /// The program's exit code once it has ended (128 + signal if a signal ended it).
    public var exitStatus: Int32? {
        if paneField("pane_dead") == "1" {
            if let signal = paneField("pane_dead_signal").flatMap({ Int32($0) }), signal > 0 {
                return 128 + signal
            }
            if let status = paneField("pane_dead_status").flatMap({ Int32($0) }) {
                return status
            }
        }
        return exitStatusOfUnreapedProgram()
    }

    /// The exit code of a program that has ended but that tmux has not reaped yet.
    ///
    /// Under `swift test`, tmux 3.3a now and then misses the SIGCHLD of a pane's program:
    /// the pane is dead (its terminal closed) but its status never arrives and the program
    /// stays a zombie (a manual `kill -CHLD` to the server reaps it). Linux keeps a
    /// zombie's wait status in field 52 of `/proc/<pid>/stat`, so it is read from there.
    private func exitStatusOfUnreapedProgram() -> Int32? {
        // /proc files claim size 0, so read them to the end rather than by their size.
        guard let pid = paneField("pane_pid"), !pid.isEmpty,
            let file = FileHandle(forReadingAtPath: "/proc/\(pid)/stat"),
            let bytes = try? file.readToEnd(),
            case let stat = String(decoding: bytes, as: UTF8.self),
            let endOfName = stat.lastIndex(of: ")")
        else { return nil }
        // Fields from the third on (state, ppid, …); field 52 is the exit code.
        let fields = stat[stat.index(after: endOfName)...].split(whereSeparator: \.isWhitespace)
        guard fields.first == "Z", fields.count > 49, let status = Int32(fields[49]) else { return nil }
        return SpawnedProcess.exitCode(fromWaitStatus: status)
    }

    /// Waits for the program to end; its exit code, or `nil` if it still ran after `timeout`.
    public func waitForExit(timeout: Duration = .seconds(10)) -> Int32? {
        let deadline = ContinuousClock.now + timeout
        while true {
            if let status = exitStatus { return status }
            if ContinuousClock.now >= deadline { return nil }
            usleep(50_000)
        }
    }

    /// Ends the program and the tmux server. Called by `deinit`; calling it again is harmless.
    public func kill() {
        guard isRunning else { return }
        let socket = try? tmux(["display-message", "-p", "#{socket_path}"])
        isRunning = false
        _ = try? tmux(["kill-server"])
        // A killed server leaves its socket file behind.
        if let socket = socket?.trimmingCharacters(in: .newlines), !socket.isEmpty {
            unlink(socket)
        }
    }

    private func paneField(_ name: String) -> String? {
        guard isRunning,
            let value = try? tmux(["display-message", "-p", "-t", target, "#{\(name)}"])
        else { return nil }
        return value.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Runs one tmux client command against this session's server and returns its output.
    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        let all = ["-L", socketName, "-f", "/dev/null", "-u"] + arguments
        let output = try PipeEnds()
        let child = try SpawnedProcess(
            executable: "tmux", arguments: all, environment: ["TMUX": nil, "TMUX_PANE": nil],
            stdout: .descriptor(output.writeEnd), stderr: .descriptor(output.writeEnd))
        output.closeWrite()
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(output.readEnd, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes += chunk[..<count]
            } else if count == 0 || errno != EINTR {
                break
            }
        }
        let status = child.waitForExit()
        let text = String(decoding: bytes, as: UTF8.self)
        guard status == 0 else { throw Failure(arguments: arguments, status: status, output: text) }
        return text
    }

    private static func shellQuoted(_ word: String) -> String {
        "'" + word.replacing("'", with: "'\\''") + "'"
    }
}
