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

@Suite("The history file is never one that is not the user's own regular file")
struct HistoryFileRefusalTests {
    private func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appending(path: "hark-history-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func refusal(_ body: () throws -> Void) -> HistoryProblem.Kind? {
        do {
            try body()
            return nil
        } catch let failure as HistoryFile.Failure {
            return failure.problem.kind
        } catch {
            return nil
        }
    }

    @Test("a symbolic link is not followed: its target keeps its bytes and its mode")
    func symbolicLink() throws {
        let folder = try scratch()
        let target = folder.appending(path: "notes.txt")
        try Data("my own notes\n".utf8).write(to: target)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: target.path)
        let link = folder.appending(path: "history")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
        let file = HistoryFile(url: link, limit: 10)
        #expect(refusal { _ = try file.load() } == .symbolicLink)
        #expect(refusal { try file.append("add buy milk to Tasks") } == .symbolicLink)
        #expect(try Data(contentsOf: target) == Data("my own notes\n".utf8))
        let mode = try FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions] as? NSNumber
        #expect(mode?.intValue == 0o644)
    }

    @Test("a dangling symbolic link does not create the file it points to")
    func danglingLink() throws {
        let folder = try scratch()
        let target = folder.appending(path: "elsewhere/created-by-hark")
        try FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        let link = folder.appending(path: "history")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
        #expect(refusal { try HistoryFile(url: link, limit: 10).append("add buy milk to Tasks") } == .symbolicLink)
        #expect(!FileManager.default.fileExists(atPath: target.path))
    }

    @Test("a named pipe or a folder is refused without blocking")
    func notARegularFile() throws {
        let folder = try scratch()
        let pipe = folder.appending(path: "history")
        #expect(mkfifo(pipe.path, 0o600) == 0)
        #expect(refusal { _ = try HistoryFile(url: pipe, limit: 10).load() } == .notARegularFile)
        #expect(refusal { try HistoryFile(url: pipe, limit: 10).append("x") } == .notARegularFile)
        #expect(refusal { _ = try HistoryFile(url: folder, limit: 10).load() } == .notARegularFile)
    }

    @Test("another user's file is refused", .enabled(if: geteuid() == 0, "only root can give a file away"))
    func anotherUsersFile() throws {
        let history = try scratch().appending(path: "history")
        try Data("theirs\n".utf8).write(to: history)
        #expect(chown(history.path, 65534, 65534) == 0)
        #expect(refusal { _ = try HistoryFile(url: history, limit: 10).load() } == .ownedByAnotherUser)
        #expect(refusal { try HistoryFile(url: history, limit: 10).append("mine") } == .ownedByAnotherUser)
        #expect(try Data(contentsOf: history) == Data("theirs\n".utf8))
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
        #expect(XDGPaths.stateHome(in: example.environment)?.path == example.state)
        #expect(XDGPaths.dataHome(in: example.environment)?.path == example.data)
    }
}
