import Foundation

/// The Swift package a command runs in: the nearest folder, from the current one upwards,
/// that holds a `Package.swift`. `hark test` finds its transcripts there, `hark lint` its
/// catalogs and sources.
enum PackageRoot {
    static func find(from start: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) -> URL? {
        var folder = start.standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }
}
