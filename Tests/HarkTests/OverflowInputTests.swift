import Foundation
import TestSupport
import Testing

/// Numbers and durations too big for any type are answers like any other: read, found
/// unusable, asked again — never a crash. (Durations as answers: RuleAppsTests.)
@Suite("Huge numbers and durations never crash hark")
struct OverflowInputTests {
    static let choice = "What should I do with the run? Save as benchmark, save, or discard.\n"

    @Test(
        "a huge number as the answer to a choice question asks again",
        arguments: ["9223372036854775808", "-9223372036854775808", "99999999999999999999999", "1e30", "0", "-1", "-2"])
    func hugeChoice(answer: String) throws {
        let result = try hark(
            ["--db", ":memory:"], input: "start a run in Laps\nstop the run in Laps\n\(answer)\n2\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout
                == "Started a run.\n" + Self.choice + "“\(answer)” isn't one of the choices. " + Self.choice
                + "Saved the run.\n")
        #expect(result.stderr == "")
    }

    @Test("a transcript that waits longer than a century is a syntax error, exit 2")
    func hugeWait() throws {
        let file = try scratchFolder().appending(path: "wait.transcript")
        try Data("# wait: 106751991167301d\n> add x to Tasks\n< Added “X”.\n".utf8).write(to: file)
        let result = try hark(["test", file.path])
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(
            result.stderr
                == "hark: \(file.path):1: “106751991167301d” is not a duration such as 1m 5s, of at most 100 years\n")
    }
}
