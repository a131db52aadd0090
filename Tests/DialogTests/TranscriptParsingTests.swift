import Dialog
import Foundation
import Testing

@Suite("Transcript files: turns, answers, patterns, language and time")
struct TranscriptParsingTests {
    @Test("turns collect the answer lines that follow them; directives set language and time")
    func parse() throws {
        let text = """
            # lang: en
            # A comment.
            # now: 2026-11-30T09:00:00Z
            > add buy milk to Tasks
            < Added “Buy milk”.

            # wait: 1m 5s
            > help
            <~ You can say: .*
            """
        let transcript = try Transcript.parse(text, name: "t")
        #expect(transcript.language == "en")
        #expect(transcript.steps.count == 4)
        #expect(transcript.steps[0] == .setTime(try Date("2026-11-30T09:00:00Z", strategy: .iso8601), line: 3))
        #expect(
            transcript.steps[1] == .say("add buy milk to Tasks", line: 4, expected: [(5, .exact("Added “Buy milk”."))]))
        #expect(transcript.steps[2] == .wait(.seconds(65), line: 7))
        #expect(transcript.steps[3] == .say("help", line: 8, expected: [(9, .pattern("You can say: .*"))]))
    }

    static let patterns: [(pattern: String, line: String, matches: Bool)] = [
        ("You can say: .*", "You can say: “Add buy milk to Tasks”.", true),
        ("Sorry, I didn't get that\\..*", "Sorry, I didn't get that. Did you mean “Buy milk”?", true),
        ("Runde \\d+: .*", "Runde 12: 4:05", true),
        ("「.*」を追加しました。", "「牛乳を買う」を追加しました。", true),
        ("You can say: .*", "Added “Buy milk”.", false),
        ("Added", "Added “Buy milk”.", false),  // the whole line, not a part of it
        ("(unclosed", "(unclosed", false),  // a pattern that cannot be read matches nothing
        // Backtracking without end: given up on, not waited for.
        ("(.*a)*b", String(repeating: "a", count: 200), false),
        ("(a|aa)+c", String(repeating: "a", count: 400), false),
    ]

    @Test("a pattern answer line matches the whole line; a pattern that backtracks without end fails", arguments: patterns)
    func pattern(_ pattern: String, line: String, matches: Bool) {
        #expect(Transcript.Expectation.pattern(pattern).matches(line) == matches)
    }

    static let badLines: [(String, Int, String)] = [
        ("< orphan answer", 1, "an answer must follow a line that starts with >"),
        ("> hi\nnonsense", 2, "a line must start with >, <, <~ or #"),
        ("# wait: soon", 1, "“soon” is not a duration such as 1m 5s, of at most 100 years"),
        ("# wait: 106751991167301d", 1, "“106751991167301d” is not a duration such as 1m 5s, of at most 100 years"),
        ("# wait: 36600d 1s", 1, "“36600d 1s” is not a duration such as 1m 5s, of at most 100 years"),
        (
            "# wait: 99999999999999999999", 1,
            "“99999999999999999999” is not a duration such as 1m 5s, of at most 100 years"
        ),
        ("# now: yesterday", 1, "“yesterday” is not an ISO 8601 time"),
    ]

    @Test("a line that cannot be read is an error naming file and line", arguments: badLines)
    func errors(text: String, line: Int, reason: String) {
        #expect(throws: Transcript.SyntaxError(file: "t", line: line, reason: reason)) {
            try Transcript.parse(text, name: "t")
        }
    }
}
