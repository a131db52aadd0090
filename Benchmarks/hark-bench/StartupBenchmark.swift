import Foundation
import Storage
import TasksApp

/// `hark-bench --startup`: what a hark process costs from start to exit, beside the floor — a
/// program that imports Foundation, reads a line and prints it (`hark-floor`) — run
/// alternately in one run, so both meet the same machine.
///
/// Reports the median CPU time (user + system) and the median peak RSS of: the floor, a piped
/// turn (`echo "What's on my list in Tasks" | hark`) with the compiled phrases kept by an earlier
/// run, the same turn as a first run (an empty cache folder: the phrases are compiled and
/// kept), `hark --version`; and the median wall time of a piped turn over a database of 300,000
/// tasks, warm. `hark` is the binary beside
/// hark-bench unless `--hark PATH` names another (the one `make run` builds, say); the floor is
/// `hark-floor` beside it, built with the same static linking, unless `--floor PATH` names another.
struct StartupBenchmark {
    let rounds: Int
    var hark: String?
    /// Another floor program than `hark-floor` (say the same source built with Swift's default,
    /// dynamically linked settings: `swiftc -O Benchmarks/hark-floor/main.swift`).
    var floor: String?

    struct Sample {
        var cpuMilliseconds: Double
        var maxRSSMegabytes: Double
        var wallMilliseconds: Double
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    func run() throws -> [String: Any] {
        let folder = Self.executableFolder()
        let hark = self.hark ?? folder.appending(path: "hark").path
        let floor = self.floor ?? folder.appending(path: "hark-floor").path
        for path in [hark, floor] where access(path, X_OK) != 0 {
            throw Failure(description: "\(path) is missing: build it first (swift build -c release)")
        }
        let scratch = FileManager.default.temporaryDirectory.appending(path: "hark-startup-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        // The compiled phrases are kept in the scratch folder's cache: the first run below
        // keeps them, as a person's first run does; `firstTurn` measures runs without them.
        let environment = [
            "XDG_STATE_HOME": scratch.path, "XDG_DATA_HOME": scratch.path,
            "XDG_CACHE_HOME": scratch.appending(path: "cache").path,
        ]

        let small = scratch.appending(path: "three.sqlite").path
        _ = try Self.measure(
            hark, ["--db", small], input: "add buy milk to Tasks\nadd call Sam to Tasks\nadd pay rent to Tasks\n",
            environment: environment)
        var floorSamples: [Sample] = []
        var turnSamples: [Sample] = []
        var versionSamples: [Sample] = []
        var firstTurnSamples: [Sample] = []
        for round in 0..<rounds {
            floorSamples.append(try Self.measure(floor, [], input: "What's on my list in Tasks\n", environment: environment))
            turnSamples.append(
                try Self.measure(hark, ["--db", small], input: "What's on my list in Tasks\n", environment: environment))
            versionSamples.append(try Self.measure(hark, ["--version"], input: "", environment: environment))
            var empty = environment
            empty["XDG_CACHE_HOME"] = scratch.appending(path: "empty-cache-\(round)").path
            firstTurnSamples.append(
                try Self.measure(hark, ["--db", small], input: "What's on my list in Tasks\n", environment: empty))
        }

        let large = scratch.appending(path: "300k.sqlite").path
        try Self.fill(large, tasks: 300_000)
        for _ in 0..<3 {
            _ = try Self.measure(hark, ["--db", large], input: "What's on my list in Tasks\n", environment: environment)
        }
        var largeSamples: [Sample] = []
        for _ in 0..<max(10, rounds / 2) {
            largeSamples.append(
                try Self.measure(hark, ["--db", large], input: "What's on my list in Tasks\n", environment: environment))
        }

        let floorCPU = Self.median(floorSamples.map(\.cpuMilliseconds))
        let floorRSS = Self.median(floorSamples.map(\.maxRSSMegabytes))
        func row(_ samples: [Sample]) -> [String: Any] {
            let cpu = Self.median(samples.map(\.cpuMilliseconds))
            let rss = Self.median(samples.map(\.maxRSSMegabytes))
            return [
                "cpuMs": rounded(cpu), "maxRSSMB": rounded(rss), "wallMs": rounded(Self.median(samples.map(\.wallMilliseconds))),
                "cpuTimesFloor": rounded(cpu / floorCPU), "rssTimesFloor": rounded(rss / floorRSS),
            ]
        }
        return [
            "rounds": rounds, "floor": row(floorSamples), "turn": row(turnSamples), "version": row(versionSamples),
            "firstTurn": row(firstTurnSamples),
            "turnWith300kTasks": row(largeSamples),
        ]
    }

    /// A database of `tasks` tasks, as a list used for years holds them: all done but the
    /// last three, written through the Tasks app's own store.
    static func fill(_ path: String, tasks: Int) throws {
        let database = try Database(path: path)
        let store = try TaskStore(database: database)
        try database.transaction { _ in
            for number in 0..<tasks {
                let task = try store.add(title: "Errand number \(number)")
                if number < tasks - 3 { _ = try store.complete(id: task.id) }
            }
        }
    }

    /// Runs `executable` with `input` on its standard input and its output discarded, and
    /// returns the CPU time and wall time `wait4` reports, and the peak RSS.
    ///
    /// The peak RSS cannot be taken from `wait4` here: a child started from this process
    /// (posix_spawn shares its memory until exec) inherits this process's peak as its own, so
    /// every program would look at least as large as hark-bench. When `/usr/bin/time` exists
    /// (Debian's `time`), the program runs under it — a small process whose child's peak is the
    /// program's alone — and its figure is taken; its own CPU time (well under a millisecond)
    /// is counted in.
    static func measure(
        _ executable: String, _ arguments: [String], input: String, environment: [String: String]
    ) throws -> Sample {
        let timer = "/usr/bin/time"
        guard access(timer, X_OK) == 0 else {
            return try spawn(executable, arguments, input: input, environment: environment)
        }
        let report = FileManager.default.temporaryDirectory.appending(path: "hark-rss-\(UUID().uuidString)").path
        defer { unlink(report) }
        var sample = try spawn(timer, ["-f", "%M", "-o", report, executable] + arguments, input: input, environment: environment)
        let text = (try? String(contentsOfFile: report, encoding: .utf8)) ?? ""
        if let kilobytes = text.split(whereSeparator: \.isNewline).last.flatMap({ Double($0) }) {
            sample.maxRSSMegabytes = kilobytes / 1024
        }
        return sample
    }

    private static func spawn(
        _ executable: String, _ arguments: [String], input: String, environment: [String: String]
    ) throws -> Sample {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw Failure(description: "no pipe: \(String(cString: strerror(errno)))") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[0], 0)
        posix_spawn_file_actions_addclose(&actions, ends[1])
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var variables = ProcessInfo.processInfo.environment
        for (name, value) in environment { variables[name] = value }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        let start = ContinuousClock.now
        var child: pid_t = 0
        let code = posix_spawn(&child, executable, &actions, nil, argv, envp)
        close(ends[0])
        guard code == 0 else {
            close(ends[1])
            throw Failure(description: "cannot start \(executable): \(String(cString: strerror(code)))")
        }
        let bytes = Array(input.utf8)
        _ = bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
        close(ends[1])
        var status: Int32 = 0
        var usage = rusage()
        while wait4(child, &status, 0, &usage) < 0 && errno == EINTR {}
        let wall = ContinuousClock.now - start
        let cpu =
            Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000
        return Sample(
            cpuMilliseconds: cpu, maxRSSMegabytes: Double(usage.ru_maxrss) / 1024,
            wallMilliseconds: HarkBench.milliseconds(wall))
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    /// The folder hark-bench runs from, where `swift build -c release` puts hark and hark-floor.
    static func executableFolder() -> URL {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        let path = length > 0 ? String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) : CommandLine.arguments[0]
        return URL(fileURLWithPath: path).deletingLastPathComponent()
    }
}
