import Foundation

/// The chat history on disk: one entry a line, private to its owner.
///
/// The file is created with mode 0600 inside directories created with mode 0700, and a
/// file found with wider permissions is narrowed back to 0600 the next time it is written.
/// Each entry is appended with a single `write(2)` on an `O_APPEND` descriptor, so two
/// chats running at once do not tear each other's lines. When the file holds more than
/// `limit` entries, loading rewrites it with the newest `limit` (a temporary file renamed
/// over the old one).
///
/// Only a regular file owned by the user is ever read or written: the file is opened with
/// `O_NOFOLLOW`, so a symbolic link at its place — dangling or not — is refused rather
/// than followed to a file that is not the history, and so are a device, a pipe, a folder
/// or another user's file. Nothing is changed in any of those cases.
///
/// ```swift
/// let file = HistoryFile(url: historyURL, limit: 1000)
/// try file.append("add buy milk to Tasks")
/// try file.load()  // [..., "add buy milk to Tasks"]
/// ```
struct HistoryFile {
    /// Why the history cannot be used, with the file it was about.
    struct Failure: Error, CustomStringConvertible {
        var problem: HistoryProblem

        var description: String {
            switch problem.kind {
            case .symbolicLink: "\(problem.path) is a symbolic link"
            case .notARegularFile: "\(problem.path) is not a regular file"
            case .ownedByAnotherUser: "\(problem.path) belongs to another user"
            case .unusable(let operation, let code): "\(operation) \(problem.path): \(String(cString: strerror(code)))"
            }
        }

        init(_ kind: HistoryProblem.Kind, path: String) {
            problem = HistoryProblem(path: path, kind: kind)
        }

        init(operation: String, path: String, code: Int32) {
            self.init(.unusable(operation: operation, errno: code), path: path)
        }
    }

    let url: URL
    let limit: Int

    /// The newest `limit` entries, oldest first; none when the file does not exist yet.
    func load() throws(Failure) -> [String] {
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        if descriptor < 0 {
            if errno == ENOENT { return [] }
            throw refusal(after: "open", code: errno)
        }
        defer { close(descriptor) }
        try checkOwnRegularFile(descriptor)
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(operation: "read", path: url.path, code: errno)
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[..<count])
        }
        let entries = bytes.split(separator: UInt8(ascii: "\n"))
            .map { String(decoding: $0, as: UTF8.self) }
        guard entries.count > limit else { return entries }
        let kept = Array(entries.suffix(limit))
        try rewrite(with: kept)
        return kept
    }

    /// Adds one entry at the end of the file, creating the file and its folders if needed.
    func append(_ entry: String) throws(Failure) {
        try createParentDirectories()
        let descriptor = open(url.path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o600)
        if descriptor < 0 { throw refusal(after: "open", code: errno) }
        defer { close(descriptor) }
        try checkOwnRegularFile(descriptor)
        try keepPrivate(descriptor)
        try writeAll(Array((entry + "\n").utf8), to: descriptor)
    }

    /// Replaces the file with the given entries, atomically.
    func rewrite(with entries: [String]) throws(Failure) {
        try createParentDirectories()
        let temporary = url.path + ".\(getpid()).tmp"
        // A leftover of this process id (a crash) is removed; a link there is removed, not followed.
        unlink(temporary)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        if descriptor < 0 { throw Failure(operation: "open", path: temporary, code: errno) }
        do {
            try keepPrivate(descriptor)
            try writeAll(Array(entries.map { $0 + "\n" }.joined().utf8), to: descriptor)
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
        close(descriptor)
        if rename(temporary, url.path) != 0 {
            let code = errno
            unlink(temporary)
            throw Failure(operation: "rename", path: url.path, code: code)
        }
    }

    /// Refuses an open file that is not a regular file owned by the user.
    private func checkOwnRegularFile(_ descriptor: Int32) throws(Failure) {
        var status = stat()
        if fstat(descriptor, &status) != 0 {
            throw Failure(operation: "fstat", path: url.path, code: errno)
        }
        guard status.st_mode & S_IFMT == S_IFREG else { throw Failure(.notARegularFile, path: url.path) }
        guard status.st_uid == geteuid() else { throw Failure(.ownedByAnotherUser, path: url.path) }
    }

    /// Why `open` failed: a symbolic link in the file's place (`O_NOFOLLOW`), something
    /// other than a file, or the system's reason.
    private func refusal(after operation: String, code: Int32) -> Failure {
        var status = stat()
        if lstat(url.path, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFLNK: return Failure(.symbolicLink, path: url.path)
            case S_IFREG: break
            default: return Failure(.notARegularFile, path: url.path)
            }
        }
        return Failure(operation: operation, path: url.path, code: code)
    }

    private func keepPrivate(_ descriptor: Int32) throws(Failure) {
        var status = stat()
        if fstat(descriptor, &status) != 0 {
            throw Failure(operation: "fstat", path: url.path, code: errno)
        }
        if status.st_mode & 0o077 != 0, fchmod(descriptor, 0o600) != 0 {
            throw Failure(operation: "chmod", path: url.path, code: errno)
        }
    }

    private func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(Failure) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes {
                write(descriptor, $0.baseAddress, $0.count)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw Failure(operation: "write", path: url.path, code: errno)
            }
            offset += written
        }
    }

    /// Creates each missing folder above the file with mode 0700; existing ones are left alone.
    private func createParentDirectories() throws(Failure) {
        var path = ""
        for component in url.deletingLastPathComponent().path.split(separator: "/") {
            path += "/" + component
            if mkdir(path, 0o700) != 0, errno != EEXIST {
                throw Failure(operation: "mkdir", path: path, code: errno)
            }
        }
    }
}
