import Dialog
import Foundation
import Testing

/// The Soup Chef lines of PRODUCT.md are replayed word for word by
/// `Tests/Transcripts/en/soup-*.transcript`; this test checks what the range re-ask leaves behind.
@Suite("Soup Chef in conversation: quantities asked again")
struct SoupChefConversationTests {
    static let outOfRange = [
        "Order 30 miso from Soup Chef", "Order 0 miso from Soup Chef", "Order 21 clam chowder from Soup Chef",
    ]

    @Test("quantities outside 1…20 are re-asked, and never silently become the default", arguments: outOfRange)
    func rangeReasked(sentence: String) async throws {
        let world = try await SampleAppsConversation()
        let question = await world.conversation.respond(to: sentence)
        #expect(question.kind == .requestValue)
        #expect(question.dialog == "How many? You can order 1 to 20.")
        let answer = await world.conversation.respond(to: "3")
        #expect(answer.dialog.hasPrefix("Ordered 3 "))
        #expect(
            await world.conversation.respond(to: "What did I order from Soup Chef").dialog
                == "You ordered 3 soups today.")
    }
}

@Suite("All three apps in one assistant")
struct SampleAppsConversationTests {
    @Test("help lists one phrase per App Shortcut of every app, Tasks first, with example values")
    func help() async throws {
        let world = try await SampleAppsConversation()
        let help = await world.conversation.respond(to: "help").dialog
        for phrase in [
            "“Add buy milk to Tasks”", "“Start a run in Laps”", "“Record a lap in Laps”", "“Stop the run in Laps”",
            "“Order Tomato Soup from Soup Chef”", "“What did I order from Soup Chef?”",
        ] {
            #expect(help.contains(phrase), "help mentions \(phrase)")
        }
        #expect(!help.contains("${") && !help.contains("title"), "no placeholder or parameter title in \(help)")
        let tasks = try #require(help.range(of: "Tasks"))
        let laps = try #require(help.range(of: "Laps"))
        let soup = try #require(help.range(of: "Soup Chef"))
        #expect(tasks.lowerBound < laps.lowerBound && laps.lowerBound < soup.lowerBound)
    }

    @Test("each app keeps its own data in the one database")
    func shared() async throws {
        let world = try await SampleAppsConversation()
        let script = [
            TimedTurn("add buy milk to Tasks", "Added “Buy milk”."),
            TimedTurn("Start a run in Laps", "Started a run."),
            TimedTurn("Order miso from Soup Chef", "Ordered a bowl of Miso Soup."),
            TimedTurn("What's on my list in Tasks", "You have 1 open task: Buy milk."),
            TimedTurn(after: .seconds(42), "Lap in Laps", "Lap 1: 42 seconds."),
            TimedTurn("What did I order from Soup Chef", "You ordered 1 soup today."),
        ]
        let answers = await world.play(script)
        #expect(answers == script.map(\.answer))
    }
}
