import Foundation
import TestSupport
import Testing

/// Numbers and durations too big for any type are answers like any other: read, found
/// unusable, asked again — never a crash.
@Suite("Huge numbers and durations never crash hark")
struct OverflowInputTests {
    static let choice = "What should I do with the run?\n1. Save as benchmark\n2. Save\n3. Discard\n"

    @Test(
        "a huge number as the answer to a choice question asks again",
        arguments: ["9223372036854775808", "-9223372036854775808", "99999999999999999999999", "1e30", "0", "-1", "-2"])
    func hugeChoice(answer: String) throws {
        let result = try hark(
            ["--db", ":memory:"], input: "start a run in Laps\nstop the run in Laps\n\(answer)\n2\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Started a run.\n" + Self.choice + Self.choice + "Saved run.\n")
        #expect(result.stderr == "")
    }

    @Test(
        "a huge duration as an answer asks again",
        arguments: ["999999999999999999 days", "9223372036854775807 seconds", "99999999999999999999999 weeks"])
    func hugeDuration(answer: String) throws {
        let file = try scratchFolder().appending(path: "huge.transcript")
        try Data(
            """
            # lang: en
            # apps: rules
            # now: 2026-11-30T09:00:00Z
            > book time in Planner
            < When?
            > tomorrow at 5 pm
            < For how long?
            > \(answer)
            < For how long?
            > ten minutes
            < Booked 2026-12-01T17:00:00Z for 10 minutes.

            """.utf8
        ).write(to: file)
        let result = try hark(["test", file.path])
        #expect(result.stdout == "4 passed, 0 failed\n")
        #expect(result.status == 0, "\(result.stderr)")
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
