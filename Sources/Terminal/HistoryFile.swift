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
/// ```swift
/// let file = HistoryFile(url: XDGPaths.historyURL, limit: 1000)
/// try file.append("add buy milk to Tasks")
/// try file.load()  // [..., "add buy milk to Tasks"]
/// ```
struct HistoryFile {
    /// A failed system call, with the file it was about.
    struct Failure: Error, CustomStringConvertible {
        var operation: String
        var path: String
        var code: Int32

        var description: String {
            "\(operation) \(path): \(String(cString: strerror(code)))"
        }
    }

    let url: URL
    let limit: Int

    /// The newest `limit` entries, oldest first; none when the file does not exist yet.
    func load() throws(Failure) -> [String] {
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        if descriptor < 0 {
            if errno == ENOENT { return [] }
            throw Failure(operation: "open", path: url.path, code: errno)
        }
        defer { close(descriptor) }
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
        let descriptor = open(url.path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        if descriptor < 0 { throw Failure(operation: "open", path: url.path, code: errno) }
        defer { close(descriptor) }
        try keepPrivate(descriptor)
        try writeAll(Array((entry + "\n").utf8), to: descriptor)
    }

    /// Replaces the file with the given entries, atomically.
    func rewrite(with entries: [String]) throws(Failure) {
        try createParentDirectories()
        let temporary = url.path + ".\(getpid()).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
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
