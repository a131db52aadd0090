import Foundation

/// A child process started with `posix_spawn`, clean of what the test runner carries.
///
/// `Foundation.Process` hangs under `swift test` when the child (tmux) leaves a daemon
/// behind, so helpers here spawn directly: the child gets an empty signal mask, every
/// signal at its default action (the runner ignores SIGPIPE, for one), its standard
/// descriptors as asked, and no other inherited descriptor — a daemon that kept one of the
/// runner's pipes open would keep its reader waiting forever.
///
/// ```swift
/// let child = try SpawnedProcess(executable: "/bin/true", arguments: [])
/// child.waitForExit()  // 0
/// ```
struct SpawnedProcess {
    /// Where a child's standard descriptor comes from.
    enum Stream {
        case nullDevice
        case descriptor(Int32)
        /// Not open at all: the child's writes fail with EBADF.
        case closed
        /// A file opened for the child, such as `/dev/full` (writes fail with ENOSPC).
        case file(String)
    }

    /// Why a child could not start.
    struct Failure: Error, CustomStringConvertible {
        var executable: String
        var code: Int32
        var description: String {
            "cannot start \(executable): \(String(cString: strerror(code)))"
        }
    }

    let pid: pid_t

    /// Starts `executable` (looked up in `PATH` when it has no slash) with `arguments`.
    ///
    /// - Parameter environment: Variables set over the inherited environment; a `nil`
    ///   value removes the variable.
    init(
        executable: String, arguments: [String], environment: [String: String?] = [:],
        stdin: Stream = .nullDevice, stdout: Stream = .nullDevice, stderr: Stream = .nullDevice
    ) throws(Failure) {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (target, stream) in [(Int32(0), stdin), (1, stdout), (2, stderr)] {
            switch stream {
            case .nullDevice:
                posix_spawn_file_actions_addopen(
                    &actions, target, "/dev/null", target == 0 ? O_RDONLY : O_WRONLY, 0)
            case .descriptor(let source):
                posix_spawn_file_actions_adddup2(&actions, source, target)
            case .closed:
                posix_spawn_file_actions_addclose(&actions, target)
            case .file(let path):
                posix_spawn_file_actions_addopen(&actions, target, path, target == 0 ? O_RDONLY : O_WRONLY, 0)
            }
        }
        Self.closeInheritedDescriptors(in: &actions)

        var variables = ProcessInfo.processInfo.environment
        for (name, value) in environment { variables[name] = value }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }

        var child: pid_t = 0
        let code =
            executable.contains("/")
            ? posix_spawn(&child, executable, &actions, &attributes, argv, envp)
            : posix_spawnp(&child, executable, &actions, &attributes, argv, envp)
        guard code == 0 else { throw Failure(executable: executable, code: code) }
        pid = child
    }

    /// Waits for the child to end; its exit code, or 128 + the signal that killed it.
    @discardableResult
    func waitForExit() -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { return -1 }
        }
        return Self.exitCode(fromWaitStatus: status)
    }

    /// Waits for the child to end until `deadline`; `nil` if it is still running then.
    func exitCode(before deadline: ContinuousClock.Instant) -> Int32? {
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid { return Self.exitCode(fromWaitStatus: status) }
            if result < 0, errno != EINTR { return -1 }
            if ContinuousClock.now >= deadline { return nil }
            usleep(5_000)
        }
    }

    /// The shell's reading of a `waitpid` status: the exit code, or 128 + the signal.
    static func exitCode(fromWaitStatus status: Int32) -> Int32 {
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }

    /// Adds a close action for every descriptor above 2: glibc's `closefrom` action when
    /// the C library has it (2.34+), else each descriptor listed in /proc/self/fd.
    private static func closeInheritedDescriptors(in actions: inout posix_spawn_file_actions_t) {
        typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32
        if let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") {
            let closeFrom = unsafeBitCast(symbol, to: CloseFrom.self)
            if closeFrom(&actions, 3) == 0 { return }
        }
        let listed = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for descriptor in listed.compactMap({ Int32($0) }) where descriptor > 2 {
            // glibc ignores a close action for a descriptor that is not open.
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
    }
}
