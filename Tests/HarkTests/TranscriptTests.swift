import Foundation
import TestSupport
import Testing

@Suite("hark test replays transcripts")
struct TranscriptTests {
    static let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    static func transcripts(_ language: String) -> [String] {
        let folder = root.appending(path: "Transcripts/\(language)")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".transcript") }.sorted().map { folder.appending(path: $0).path }
    }

    /// Every transcript of every language, as (language, file).
    static let everyTranscript: [(String, String)] = ["en", "fr", "de", "es", "ja"].flatMap { language in
        transcripts(language).map { (language, $0) }
    }

    @Test("every transcript of every language passes", arguments: everyTranscript)
    func replay(_ language: String, _ file: String) throws {
        let result = try hark(["test", "--lang", language, file])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasSuffix(" passed, 0 failed\n"), "\(result.stdout)")
    }

    @Test("each language has a transcript for every kind of turn", arguments: ["en", "fr", "de", "es", "ja"])
    func coverage(_ language: String) {
        let names = Set(Self.transcripts(language).map { URL(filePath: $0).lastPathComponent })
        #expect(names == Set(Self.transcripts("en").map { URL(filePath: $0).lastPathComponent }))
    }

    @Test("a wrong answer is reported with file, line, expected and actual, and exit 1")
    func failureReport() throws {
        let file = try scratchFolder().appending(path: "wrong.transcript")
        try Data(
            "# lang: en\n> add buy milk to Tasks\n< Added “Buy bread”.\n> show my Tasks\n< You have 1 open task: Buy milk.\n"
                .utf8
        )
        .write(to: file)
        let result = try hark(["test", file.path])
        #expect(result.status == 1)
        #expect(
            result.stdout == """
                \(file.path):3: after “add buy milk to Tasks”
                  expected: Added “Buy bread”.
                  actual:   Added “Buy milk”.
                1 passed, 1 failed

                """)
    }

    @Test("each transcript starts on a fresh database, and time is the transcript's to move")
    func freshDatabaseAndClock() throws {
        let folder = try scratchFolder()
        let first = folder.appending(path: "a.transcript")
        try Data(
            "> add buy milk to Tasks\n< Added “Buy milk”.\n# wait: 2h\n> show my Tasks\n< You have 1 open task: Buy milk.\n"
                .utf8
        )
        .write(to: first)
        let second = folder.appending(path: "b.transcript")
        try Data("# now: 2026-03-01T08:00:00Z\n> show my Tasks\n< You have no open tasks.\n".utf8).write(to: second)
        let result = try hark(["test", first.path, second.path])
        #expect(result.stdout == "3 passed, 0 failed\n")
        #expect(result.status == 0)
    }

    @Test("a transcript that cannot be read is a usage error naming the line")
    func syntaxError() throws {
        let file = try scratchFolder().appending(path: "bad.transcript")
        try Data("> hello\nwhat is this\n".utf8).write(to: file)
        let result = try hark(["test", file.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("bad.transcript:2: a line must start with >, <, <~ or #"))
    }
}
