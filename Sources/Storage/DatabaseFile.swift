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

    /// Inspects `path`; throws `.notADatabase` for anything that is not a database and
    /// `.cannotOpen` for what cannot be read (a directory, a file without permission).
    static func inspect(_ path: String) throws(StorageError) -> DatabaseFile {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .missing
        }
        guard !isDirectory.boolValue else {
            throw StorageError(code: .cannotOpen, message: "\(path) is a directory, not a database file")
        }
        let header: Data
        do {
            guard let handle = FileHandle(forReadingAtPath: path) else {
                throw StorageError(code: .cannotOpen, message: "cannot read \(path)")
            }
            defer { try? handle.close() }
            header = try handle.read(upToCount: 100) ?? Data()
        } catch let error as StorageError {
            throw error
        } catch {
            throw StorageError(code: .cannotOpen, message: "cannot read \(path): \(error.localizedDescription)")
        }
        if header.isEmpty { return .empty }
        guard isDatabaseHeader(Array(header)) else {
            throw StorageError(
                code: .notADatabase,
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
            throw StorageError(
                code: .cannotOpen, message: "cannot create the directory \(parent): \(obstacle(above: parent))")
        }
    }

    /// Why a directory could not be created: the nearest existing ancestor is a file, or
    /// it is a directory this process may not write.
    private static func obstacle(above path: String) -> String {
        var url = URL(fileURLWithPath: path)
        while url.path != "/" {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
                return isDirectory.boolValue
                    ? "\(url.path) is not writable"
                    : "\(url.path) is a file, not a directory"
            }
            url.deleteLastPathComponent()
        }
        return "no ancestor directory exists"
    }
}
