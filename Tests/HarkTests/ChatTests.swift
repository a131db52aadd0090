import Foundation
import TestSupport
import Testing

/// The interactive chat, driven through a real pseudo-terminal (tmux) like a person would.
@Suite("Chat in a terminal")
struct ChatTests {
    @Test(
        "the chat answers, recalls history with the up arrow, survives Ctrl-C, completes a question's answers with Tab and leaves on Ctrl-D",
        .enabled(if: TmuxSession.isAvailable, "tmux is not installed: the terminal chat is not tested"),
        .timeLimit(.minutes(1)), arguments: HarkBuild.allCases)
    func chatInATerminal(build: HarkBuild) throws {
        let hark = try build.executable()
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appending(path: "hark.sqlite")
        let stateHome = folder.appending(path: "state")
        let environment = [
            "XDG_STATE_HOME": stateHome.path,
            "XDG_DATA_HOME": folder.appending(path: "data").path,
            "LANG": "C.UTF-8",
        ]
        let session = try TmuxSession(command: [hark.path, "--db", database.path], environment: environment)
        defer { session.kill() }

        // A prompt: "> " (tmux drops the trailing blank).
        try #require(session.waitUntil { lastLine(of: $0) == ">" }, "no prompt:\n\(session.screen())")

        // An answer.
        session.send(keys: "add buy milk to Tasks", .enter)
        #expect(session.waitFor("Added “Buy milk”."), "\(session.screen())")
        #expect(session.waitUntil { lastLine(of: $0) == ">" }, "\(session.screen())")

        // The up arrow brings the line back onto the prompt.
        session.send(keys: .up)
        #expect(
            session.waitUntil { lastLine(of: $0) == "> add buy milk to Tasks" }, "\(session.screen())")

        // Ctrl-C abandons the recalled line, then a half-typed one: a fresh prompt each time.
        session.send(keys: .interrupt)
        #expect(session.waitUntil { lastLine(of: $0) == ">" }, "\(session.screen())")
        session.send(keys: "add bread t", .interrupt)
        #expect(session.waitUntil { lastLine(of: $0) == ">" }, "\(session.screen())")
        #expect(session.isAlive, "\(session.screen())")

        // Ctrl-C at a confirmation cancels it; the task is kept.
        session.send(keys: "delete buy milk from Tasks", .enter)
        #expect(session.waitFor("Delete “Buy milk”?"), "\(session.screen())")
        session.send(keys: .interrupt)
        #expect(session.waitFor("Canceled."), "\(session.screen())")
        #expect(session.isAlive, "\(session.screen())")
        session.send(keys: "what's on my list in Tasks", .enter)
        #expect(session.waitFor("You have 1 open task: Buy milk."), "\(session.screen())")

        // Ctrl-C at a question for a value cancels it at once, and the next line is a new
        // request, not swallowed as an answer.
        session.send(keys: "order soup from Soup Chef", .enter)
        #expect(session.waitFor("Which soup would you like?"), "\(session.screen())")
        session.send(keys: .interrupt)
        #expect(session.waitUntil { $0.components(separatedBy: "Canceled.").count == 3 }, "\(session.screen())")
        #expect(session.waitUntil { lastLine(of: $0) == ">" }, "\(session.screen())")
        session.send(keys: "what did I order from Soup Chef", .enter)
        #expect(session.waitFor("You haven't ordered anything today."), "\(session.screen())")

        // While a question waits, Tab completes its answers, not phrases.
        session.send(keys: "order soup from Soup Chef", .enter)
        #expect(session.waitFor("Tomato Soup, Clam Chowder, Miso Soup, or Minestrone."), "\(session.screen())")
        // Keys typed before the prompt is back would race readline's own start.
        #expect(session.waitUntil { lastLine(of: $0) == ">" }, "\(session.screen())")
        session.send(keys: "cl", .tab)
        #expect(session.waitUntil { lastLine(of: $0) == "> Clam Chowder" }, "\(session.screen())")
        session.send(keys: .enter)
        #expect(session.waitFor("Ordered a bowl of Clam Chowder."), "\(session.screen())")

        // Ctrl-D on an empty line leaves, successfully.
        #expect(session.waitUntil { lastLine(of: $0) == ">" }, "\(session.screen())")
        session.send(keys: .endOfFile)
        #expect(session.waitForExit() == 0, "\(session.screen())")

        // The accepted lines were kept, privately.
        let history = stateHome.appending(path: "hark/history")
        let attributes = try FileManager.default.attributesOfItem(atPath: history.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let lines = try String(contentsOf: history, encoding: .utf8).split(separator: "\n")
        #expect(
            lines == [
                "add buy milk to Tasks", "delete buy milk from Tasks", "what's on my list in Tasks",
                "order soup from Soup Chef", "what did I order from Soup Chef", "order soup from Soup Chef",
                // Readline ends a completed word with a space, as typed.
                "Clam Chowder ",
            ])

        // And they survive: the next chat recalls the last one with the up arrow.
        let next = try TmuxSession(command: [hark.path, "--db", database.path], environment: environment)
        defer { next.kill() }
        try #require(next.waitUntil { lastLine(of: $0) == ">" }, "no prompt:\n\(next.screen())")
        next.send(keys: .up)
        #expect(next.waitUntil { lastLine(of: $0) == "> Clam Chowder" }, "\(next.screen())")
        next.send(keys: .eraseLine, .endOfFile)
        #expect(next.waitForExit() == 0, "\(next.screen())")
    }
}

/// The last row of a screen that is not blank, without trailing blanks.
private func lastLine(of screen: String) -> String {
    let line = screen.split(separator: "\n").last { !$0.allSatisfy(\.isWhitespace) } ?? ""
    return String(line.reversed().drop { $0 == " " }.reversed())
}

private func makeTemporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
        .appending(path: "hark-chat-\(UUID().uuidString)", directoryHint: .isDirectory)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}
