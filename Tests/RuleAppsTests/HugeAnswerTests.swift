import Foundation
import HarkTesting
import Testing

/// A duration too long for any clock, given as an answer, is asked again — never a crash
/// (999999999999999999 days overflowed the duration parser).
@Suite("Huge durations as answers")
struct HugeAnswerTests {
    @Test(
        "a huge duration as an answer asks again",
        arguments: ["999999999999999999 days", "9223372036854775807 seconds", "99999999999999999999999 weeks"])
    func hugeDuration(answer: String) async throws {
        let assistant = try await TestAssistant(
            apps: [ruleApps], start: try Date("2026-11-30T09:00:00Z", strategy: .iso8601))
        #expect(await assistant.say("book time in Planner").dialog == "When?")
        #expect(await assistant.say("tomorrow at 5 pm").dialog == "For how long?")
        let reply = await assistant.say(answer).dialog
        #expect(reply == "I can't read a duration in “\(answer)”. For how long?")
        #expect(await assistant.say("ten minutes").dialog == "Booked December 1, 2026 at 5:00\u{202F}PM for 10 minutes.")
    }
}
