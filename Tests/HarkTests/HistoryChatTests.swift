import Foundation
import TestSupport
import Testing

/// The chat's history file is the user's own regular file or nothing: a symbolic link at its
/// place is never followed, and the chat says so once and goes on.
@Suite("Chat history behind a symbolic link")
struct HistoryChatTests {
    @Test(
        "a history symlink is left alone, its target unchanged, and the chat says so once",
        .enabled(if: TmuxSession.isAvailable, "tmux is not installed: the terminal chat is not tested"),
        .timeLimit(.minutes(1)), arguments: [true, false])
    func symlinkedHistory(targetExists: Bool) throws {
        let hark = try harkExecutable()
        let folder = try scratchFolder()
        let stateHome = folder.appending(path: "state")
        try FileManager.default.createDirectory(
            at: stateHome.appending(path: "hark"), withIntermediateDirectories: true)
        let target = folder.appending(path: "notes.txt")
        let notes = Data("my own notes\n".utf8)
        if targetExists {
            try notes.write(to: target)
            try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: target.path)
        }
        let history = stateHome.appending(path: "hark/history")
        try FileManager.default.createSymbolicLink(atPath: history.path, withDestinationPath: target.path)
        let environment = [
            "XDG_STATE_HOME": stateHome.path, "XDG_DATA_HOME": folder.appending(path: "data").path, "LANG": "C.UTF-8",
        ]
        let session = try TmuxSession(
            command: [hark.path, "--db", ":memory:"], environment: environment, width: 400)
        defer { session.kill() }
        let warning =
            "hark: the history file \(history.path) is a symbolic link, so this chat’s history is not saved. Replace it with a regular file to keep history."
        #expect(session.waitFor(warning), "\(session.screen())")
        session.send(keys: "add buy milk to Tasks", .enter)
        #expect(session.waitFor("Added “Buy milk”."), "\(session.screen())")
        session.send(keys: "show my Tasks", .enter)
        #expect(session.waitFor("You have 1 open task: Buy milk."), "\(session.screen())")
        #expect(session.screen().components(separatedBy: "is a symbolic link").count == 2, "said once")
        session.send(keys: .endOfFile)
        #expect(session.waitForExit() == 0, "\(session.screen())")

        if targetExists {
            #expect(try Data(contentsOf: target) == notes)
            let mode = try FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions] as? NSNumber
            #expect(mode?.intValue == 0o644)
        } else {
            #expect(!FileManager.default.fileExists(atPath: target.path))
        }
        let link = try FileManager.default.destinationOfSymbolicLink(atPath: history.path)
        #expect(link == target.path)
    }
}
