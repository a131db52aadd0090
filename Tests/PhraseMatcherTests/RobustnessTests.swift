import Testing

@testable import PhraseMatcher

@Suite("Phrase index: hostile input and concurrency")
struct RobustnessTests {
    /// A deterministic generator, so a failure can be replayed.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test("random text, control characters and escape sequences never crash")
    func randomInput() throws {
        let index = try TasksPhrases.index()
        var random = SplitMix(state: 42)
        let pieces = [
            "add", "to", "tasks", "please", "um", "complete", "buy", "milk", "in", "’", "'", "\u{0}", "\u{1B}[",
            "\u{1B}]", "\u{7}", "\u{301}", "é", "ｔａｓｋｓ", "🥛", " ", "  ", "\n", "(", "$", "二十一", "twenty-one",
        ]
        for _ in 0..<500 {
            let sentence = (0..<Int.random(in: 0...12, using: &random))
                .map { _ in pieces.randomElement(using: &random)! }.joined()
            _ = index.matches(for: sentence)
            _ = index.nearestPhrase(for: sentence)
        }
    }

    @Test("overlong sentences match nothing, quickly")
    func overlong() throws {
        let index = try TasksPhrases.index()
        let sentence = "add " + Array(repeating: "word", count: 5000).joined(separator: " ") + " to tasks"
        #expect(index.matches(for: sentence).isEmpty)
        #expect(index.nearestPhrase(for: sentence) == nil)
    }

    @Test("matching reads a consistent snapshot while vocabularies change")
    func concurrentUpdates() async throws {
        let index = try TasksPhrases.index()
        await withTaskGroup(of: Void.self) { group in
            for round in 0..<50 {
                group.addTask {
                    index.updateVocabulary("task", values: [VocabularyValue(id: "\(round)", title: "Water plants")])
                }
                group.addTask {
                    let value = index.matches(for: "complete water plants in tasks").first?.slots["task"]?.value
                    switch value {
                    case .vocabulary(_, "Water plants"), .text("water plants"): break
                    default: Issue.record("unexpected \(String(describing: value))")
                    }
                }
            }
        }
    }
}
