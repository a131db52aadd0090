import Dialog
import Foundation
import Testing

@Suite("The Soup Chef conversations of PRODUCT.md, answered word for word, with time under the test's control")
struct SoupChefConversationTests {
    static let contract: [[TimedTurn]] = [
        [
            TimedTurn("What did I order from Soup Chef", "You haven't ordered anything today."),
            TimedTurn("Order clam chowder from Soup Chef", "Ordered 1 Clam Chowder."),
            TimedTurn("What did I order from Soup Chef", "You ordered 1 soup today."),
            TimedTurn("Order 2 clam chowder from Soup Chef", "Ordered 2 Clam Chowder."),
            TimedTurn("What did I order from Soup Chef", "You ordered 3 soups today."),
        ],
        [
            TimedTurn("Order soup from Soup Chef", "Which soup would you like?"),
            TimedTurn("miso", "Ordered 1 Miso Soup."),
            TimedTurn("Order soup from Soup Chef", "Which soup would you like?"),
            TimedTurn("Tomato Soup", "Ordered 1 Tomato Soup."),
            TimedTurn("Order soup from Soup Chef", "Which soup would you like?"),
            TimedTurn("never mind", "Cancelled."),
            TimedTurn("What did I order from Soup Chef", "You ordered 2 soups today."),
        ],
        [
            TimedTurn("Order two chowder from Soup Chef", "Ordered 2 Clam Chowder."),
            TimedTurn("Order 2 chowder from Soup Chef", "Ordered 2 Clam Chowder."),
            TimedTurn("order 20 Minestrone from soup chef", "Ordered 20 Minestrone."),
            TimedTurn("Order miso from Soup Chef", "Ordered 1 Miso Soup."),
        ],
        [
            // Two minutes before midnight, then midnight passes.
            TimedTurn(after: .seconds(11 * 3600 + 58 * 60), "Order 2 miso from Soup Chef", "Ordered 2 Miso Soup."),
            TimedTurn(after: .seconds(60), "What did I order from Soup Chef", "You ordered 2 soups today."),
            TimedTurn(after: .seconds(120), "What did I order from Soup Chef", "You haven't ordered anything today."),
            TimedTurn("Order minestrone from Soup Chef", "Ordered 1 Minestrone."),
            TimedTurn("What did I order from Soup Chef", "You ordered 1 soup today."),
        ],
    ]

    @Test("each conversation gets its exact answers", arguments: contract)
    func conversation(_ script: [TimedTurn]) async throws {
        let world = try await SampleAppsConversation()
        let answers = await world.play(script)
        for (turn, answer) in zip(script, answers) {
            #expect(answer == turn.answer, "after saying “\(turn.say)”")
        }
    }

    static let outOfRange = [
        "Order 30 miso from Soup Chef", "Order 0 miso from Soup Chef", "Order 21 clam chowder from Soup Chef",
    ]

    @Test("quantities outside 1…20 are re-asked: “How many? You can order 1 to 20.”", arguments: outOfRange)
    func rangeReasked(sentence: String) async throws {
        let world = try await SampleAppsConversation()
        let question = await world.conversation.respond(to: sentence)
        let answer = await world.conversation.respond(to: "3")
        withKnownIssue(
            "Dialog: a number outside the slot's range fails the quantity phrase, so the soup is asked for instead of the range re-ask"
        ) {
            #expect(question.dialog == "How many? You can order 1 to 20.")
            #expect(answer.dialog.hasPrefix("Ordered 3 "))
        }
        _ = await world.conversation.respond(to: "cancel")
        let orders = await world.conversation.respond(to: "What did I order from Soup Chef")
        #expect(!orders.dialog.contains("1 soup"), "an out-of-range quantity never becomes the default 1")
    }
}

@Suite("All three apps in one assistant")
struct SampleAppsConversationTests {
    @Test("help lists one phrase per App Shortcut of every app, Tasks first")
    func help() async throws {
        let world = try await SampleAppsConversation()
        let help = await world.conversation.respond(to: "help").dialog
        for phrase in [
            "“Add title to Tasks”", "“Start a run in Laps”", "“Record a lap in Laps”", "“Stop the run in Laps”",
            "“Order soup from Soup Chef”", "“What did I order from Soup Chef”",
        ] {
            #expect(help.contains(phrase), "help mentions \(phrase)")
        }
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
            TimedTurn("Order miso from Soup Chef", "Ordered 1 Miso Soup."),
            TimedTurn("What's on my list in Tasks", "You have 1 open task: Buy milk."),
            TimedTurn(after: .seconds(42), "Lap in Laps", "Lap 1: 42 seconds."),
            TimedTurn("What did I order from Soup Chef", "You ordered 1 soup today."),
        ]
        let answers = await world.play(script)
        #expect(answers == script.map(\.answer))
    }
}
