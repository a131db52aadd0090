import Foundation

/// Runs a target once on each file named, or on each file inside each folder named: the
/// corpora's regression test in an ordinary build.
enum Replay {
    static func run(_ target: FuzzTarget, paths: [String]) -> Int32 {
        var files: [URL] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                FileHandle.standardError.write(Data("hark-fuzz: no such file or folder: \(path)\n".utf8))
                return 2
            }
            if isFolder.boolValue {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                files += names.filter { !$0.hasPrefix(".") }.sorted().map { URL(filePath: path).appending(path: $0) }
            } else {
                files.append(URL(filePath: path))
            }
        }
        for file in files {
            guard let data = FileManager.default.contents(atPath: file.path) else { continue }
            target.run(data)
        }
        print("hark-fuzz \(target.name): replayed \(files.count) inputs")
        return 0
    }
}
