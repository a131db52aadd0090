import Foundation

/// What is at a database path before SQLite is allowed to touch it.
///
/// SQLite, asked to open a file that is not a database, may still write to it (switching
/// the journal mode rewrites the header). So `Database` first reads the 100-byte header
/// itself and refuses anything that is not a SQLite 3 database, leaving the file exactly as
/// it was. The checks follow the "Database File Format" page of SQLite's documentation.
enum DatabaseFile {
    /// Nothing exists at the path: a new database will be created.
    case missing
    /// An empty file, which SQLite treats as a new, empty database.
    case empty
    /// A file whose header is that of a SQLite 3 database.
    case database

    /// Inspects `path` without changing it; throws a `StorageError` with a
    /// ``DatabaseFileProblem`` for anything that is not a database file Hark may open.
    ///
    /// Only a regular file is read (a symbolic link is followed, as the person named it): a
    /// folder, a device or a named pipe is refused before it is opened, so nothing blocks.
    static func inspect(_ path: String) throws(StorageError) -> DatabaseFile {
        var status = stat()
        guard stat(path, &status) == 0 else {
            let code = errno
            // A file where a folder should be (ENOTDIR) is reported when the folder is made.
            if code == ENOENT || code == ENOTDIR { return .missing }
            throw StorageError(
                code: .cannotOpen, .unreadable(errno: code), path: path,
                message: "cannot read \(path): \(String(cString: strerror(code)))")
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR:
            throw StorageError(
                code: .cannotOpen, .isFolder, path: path, message: "\(path) is a directory, not a database file")
        default:
            throw StorageError(
                code: .cannotOpen, .notARegularFile, path: path, message: "\(path) is not a regular file")
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            let code = errno
            throw StorageError(
                code: .cannotOpen, .unreadable(errno: code), path: path,
                message: "cannot read \(path): \(String(cString: strerror(code)))")
        }
        defer { close(descriptor) }
        var header = [UInt8](repeating: 0, count: 100)
        var count = 0
        while count < header.count {
            let read = header[count...].withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if read < 0, errno == EINTR { continue }
            if read < 0 {
                let code = errno
                throw StorageError(
                    code: .cannotOpen, .unreadable(errno: code), path: path,
                    message: "cannot read \(path): \(String(cString: strerror(code)))")
            }
            if read == 0 { break }
            count += read
        }
        if count == 0 { return .empty }
        guard isDatabaseHeader(Array(header[..<count])) else {
            throw StorageError(
                code: .notADatabase, .notADatabase, path: path,
                message: "\(path) is not a SQLite database; it was left unchanged")
        }
        return .database
    }

    /// Whether `bytes` begin like a SQLite 3 database: magic string, a valid page size,
    /// known file format versions and the fixed payload fractions.
    static func isDatabaseHeader(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 100 else { return false }
        let magic = Array("SQLite format 3".utf8) + [0]
        guard Array(bytes[0..<16]) == magic else { return false }
        let pageSize = Int(bytes[16]) << 8 | Int(bytes[17])
        let validPageSize = pageSize == 1 || (512...32768 ~= pageSize && pageSize & (pageSize - 1) == 0)
        return validPageSize
            && (1...2 ~= bytes[18]) && (1...2 ~= bytes[19])
            && bytes[21] == 64 && bytes[22] == 32 && bytes[23] == 32
    }

    /// Creates the directories above `path`, readable by the owner only (0700).
    static func createParentDirectory(of path: String) throws(StorageError) {
        let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
        do {
            try FileManager.default.createDirectory(
                atPath: parent, withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700])
        } catch {
            let obstacle = obstacle(above: parent)
            throw StorageError(
                code: .cannotOpen, .cannotCreateFolder(obstacle: obstacle.path, isFile: obstacle.isFile), path: path,
                message: "cannot create the directory \(parent): "
                    + (obstacle.isFile
                        ? "\(obstacle.path) is a file, not a directory" : "\(obstacle.path) is not writable"))
        }
    }

    /// What stops a directory from being created: the nearest existing ancestor, which is a
    /// file, or a directory this process may not write.
    private static func obstacle(above path: String) -> (path: String, isFile: Bool) {
        var url = URL(fileURLWithPath: path)
        while url.path != "/" {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
                return (url.path, !isDirectory.boolValue)
            }
            url.deleteLastPathComponent()
        }
        return ("/", false)
    }
}
