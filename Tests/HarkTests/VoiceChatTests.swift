import Foundation
import TestSupport
import Testing

/// The chat's voice commands, through a real pseudo-terminal (tmux): “speak” turns saying the
/// answers off and on, “listen” hears one request from the microphone — or, with none, says so
/// and the chat goes on.
@Suite("Chat: speak and listen")
struct VoiceChatTests {
    @Test(
        "“speak” stops saying the answers and starts again: the --speak-to file holds only the answers said while on",
        .enabled(if: TmuxSession.isAvailable, "tmux is not installed: the terminal chat is not tested"),
        .enabled(if: FileManager.default.fileExists(atPath: "/usr/share/espeak-ng-data"), "espeak-ng is not installed"),
        .timeLimit(.minutes(1)))
    func speakToggle() throws {
        let hark = try HarkBuild.release.executable()
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let said = folder.appending(path: "said.wav")
        let session = try TmuxSession(
            command: [hark.path, "--db", ":memory:", "--speak-to", said.path], environment: environment(folder))
        defer { session.kill() }
        try #require(session.waitUntil { lastLine(of: $0) == ">" }, "no prompt:\n\(session.screen())")
        for (line, answer) in [
            ("add buy milk to Tasks", "Added “Buy milk”."), ("speak", "Answers will no longer be spoken."),
            ("add bread to Tasks", "Added “Bread”."), ("speak", "Answers will be spoken aloud."),
            ("what's on my list in Tasks", "You have 2 open tasks: Buy milk and Bread."),
        ] {
            session.send(keys: .text(line), .enter)
            #expect(session.waitFor(answer), "\(session.screen())")
            #expect(session.waitUntil { lastLine(of: $0) == ">" }, "\(session.screen())")
        }
        session.send(keys: .endOfFile)
        #expect(session.waitForExit() == 0, "\(session.screen())")

        // The same three requests piped with speech on throughout, and the second alone: the
        // chat's file is the first minus the second (espeak-ng says the same text the same way).
        func spoken(_ lines: String) throws -> Int {
            let file = folder.appending(path: "\(UUID().uuidString).wav")
            let result = try runProcess(
                executable: hark, arguments: ["--db", ":memory:", "--speak-to", file.path], stdin: lines,
                environment: ["HARK_LANG": "en"])
            #expect(result.status == 0, "\(result.stderr)")
            return try Data(contentsOf: file).count - 44
        }
        let all = try spoken("add buy milk to Tasks\nadd bread to Tasks\nwhat's on my list in Tasks\n")
        let second = try spoken("add bread to Tasks\n")
        let chat = try Data(contentsOf: said).count - 44
        #expect(second > 0)
        #expect(chat == all - second)
    }

    @Test(
        "“listen” without a microphone says there is none, and the chat goes on",
        .enabled(if: TmuxSession.isAvailable, "tmux is not installed: the terminal chat is not tested"),
        .enabled(
            if: FileManager.default.fileExists(atPath: "/usr/share/pocketsphinx/model/en-us/en-us/mdef"),
            "PocketSphinx's English model is not installed"),
        .timeLimit(.minutes(1)), arguments: HarkBuild.allCases)
    func listenWithoutMicrophone(build: HarkBuild) throws {
        let hark = try build.executable()
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // No sound server and no ALSA configuration: no microphone, whatever the machine has.
        var environment = environment(folder)
        environment["PULSE_SERVER"] = "unix:" + folder.appending(path: "no-server").path
        environment["ALSA_CONFIG_PATH"] = folder.appending(path: "no-alsa.conf").path
        let session = try TmuxSession(command: [hark.path, "--db", ":memory:"], environment: environment)
        defer { session.kill() }
        try #require(session.waitUntil { lastLine(of: $0) == ">" }, "no prompt:\n\(session.screen())")
        session.send(keys: "listen", .enter)
        #expect(
            session.waitFor("No microphone is available, so Hark cannot listen. Type your request instead."),
            "\(session.screen())")
        #expect(session.waitUntil { lastLine(of: $0) == ">" }, "\(session.screen())")
        session.send(keys: "add buy milk to Tasks", .enter)
        #expect(session.waitFor("Added “Buy milk”."), "\(session.screen())")
        #expect(session.waitUntil { lastLine(of: $0) == ">" }, "\(session.screen())")
        session.send(keys: .endOfFile)
        #expect(session.waitForExit() == 0, "\(session.screen())")
    }

    @Test(
        "“écoute” in French says listening is not available in the language, and the chat goes on",
        .enabled(if: TmuxSession.isAvailable, "tmux is not installed: the terminal chat is not tested"),
        .timeLimit(.minutes(1)))
    func listenInALanguageWithoutModel() throws {
        let hark = try HarkBuild.release.executable()
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var environment = environment(folder)
        environment["HARK_LANG"] = "fr"
        let session = try TmuxSession(command: [hark.path, "--db", ":memory:"], environment: environment)
        defer { session.kill() }
        try #require(session.waitUntil { lastLine(of: $0) == ">" }, "no prompt:\n\(session.screen())")
        session.send(keys: "écoute", .enter)
        #expect(session.waitFor("l’écoute n’est pas disponible dans cette langue"), "\(session.screen())")
        #expect(session.waitUntil { lastLine(of: $0) == ">" }, "\(session.screen())")
        session.send(keys: "ajoute acheter du lait à Tasks", .enter)
        #expect(session.waitFor("J’ai ajouté"), "\(session.screen())")
        session.send(keys: .endOfFile)
        #expect(session.waitForExit() == 0, "\(session.screen())")
    }
}

private func environment(_ folder: URL) -> [String: String] {
    [
        "XDG_STATE_HOME": folder.appending(path: "state").path,
        "XDG_DATA_HOME": folder.appending(path: "data").path,
        "LANG": "C.UTF-8", "HARK_LANG": "en",
    ]
}

/// The last row of a screen that is not blank, without trailing blanks.
private func lastLine(of screen: String) -> String {
    let line = screen.split(separator: "\n").last { !$0.allSatisfy(\.isWhitespace) } ?? ""
    return String(line.reversed().drop { $0 == " " }.reversed())
}

private func makeFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
        .appending(path: "hark-voice-chat-\(UUID().uuidString)", directoryHint: .isDirectory)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}
