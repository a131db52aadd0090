import Foundation
import Testing

@testable import Terminal

@Suite("The chat history file: private, appended, kept across runs, trimmed to its limit")
struct HistoryFileTests {
    private func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appending(path: "hark-history-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func mode(_ url: URL) throws -> Int {
        try (FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }

    @Test("a new history file is created 0600 in a 0700 folder and reads back in order")
    func createdPrivate() throws {
        let url = try scratch().appending(path: "state/hark/history")
        let file = HistoryFile(url: url, limit: 1000)
        #expect(try file.load() == [])
        try file.append("add buy milk to Tasks")
        try file.append("show my Tasks")
        #expect(try file.load() == ["add buy milk to Tasks", "show my Tasks"])
        #expect(try mode(url) == 0o600)
        #expect(try mode(url.deletingLastPathComponent()) == 0o700)
    }

    @Test("a history file found readable by others is narrowed to 0600 when written")
    func narrowed() throws {
        let url = try scratch().appending(path: "history")
        try Data("old line\n".utf8).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: url.path)
        try HistoryFile(url: url, limit: 10).append("new line")
        #expect(try mode(url) == 0o600)
        #expect(try HistoryFile(url: url, limit: 10).load() == ["old line", "new line"])
    }

    @Test("loading keeps only the newest entries up to the limit")
    func trimmed() throws {
        let url = try scratch().appending(path: "history")
        let file = HistoryFile(url: url, limit: 3)
        for number in 1...6 { try file.append("line \(number)") }
        #expect(try file.load() == ["line 4", "line 5", "line 6"])
    }
}

@Suite("XDG folders follow the specification")
struct XDGPathsTests {
    struct Case: Sendable, CustomStringConvertible {
        let environment: [String: String]
        let state: String
        let data: String
        var description: String { environment.description }
    }

    static let cases = [
        Case(environment: ["HOME": "/home/ada"], state: "/home/ada/.local/state", data: "/home/ada/.local/share"),
        Case(
            environment: ["HOME": "/home/ada", "XDG_STATE_HOME": "/s", "XDG_DATA_HOME": "/d"], state: "/s", data: "/d"),
        Case(
            environment: ["HOME": "/home/ada", "XDG_STATE_HOME": "", "XDG_DATA_HOME": "relative/path"],
            state: "/home/ada/.local/state", data: "/home/ada/.local/share"),
    ]

    @Test("state and data homes", arguments: cases)
    func homes(_ example: Case) {
        #expect(XDGPaths.stateHome(in: example.environment).path == example.state)
        #expect(XDGPaths.dataHome(in: example.environment).path == example.data)
    }
}
