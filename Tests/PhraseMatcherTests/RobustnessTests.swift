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

    /// Japanese is written without spaces: a sentence within the limit of word starts can
    /// segment into more than 64 words, and a number after the 64th was read past the end of
    /// the per-word memory (a crash found by the match fuzzer).
    @Test("a number past the 64th word of an unspaced sentence is not read, and nothing crashes")
    func numberPastTheWordLimit() throws {
        let index = try PhraseIndex(
            PhraseSet(
                languageCode: "ja", phrases: [Phrase(id: "Order", template: "${soup}を${count}杯注文して")],
                slots: ["soup": .text, "count": .number(min: 1, max: 20)]))
        #expect(index.matches(for: "味噌汁を3杯注文して").first?.slots["count"] != nil)
        // 64 words and more before the number (味噌汁, を, …): it is not read.
        let withinLimit = String(repeating: "味噌汁を", count: 31) + "3杯注文して"
        #expect(index.matches(for: withinLimit).first?.slots["count"]?.value == .number(3))
        for count in [33, 40] {
            #expect(index.matches(for: String(repeating: "味噌汁を", count: count) + "3杯注文して").isEmpty)
        }
    }

    /// A one-phrase index of `template`, its slots free text.
    static func index(of template: String) throws -> PhraseIndex {
        let slots = Dictionary(uniqueKeysWithValues: try Template.parse(template).slotNames.map { ($0, SlotDefinition.text) })
        return try PhraseIndex(
            PhraseSet(languageCode: "en", phrases: [Phrase(id: "T", template: template)], slots: slots))
    }

    /// Alternatives that compile alike are one way to go: the empty ones of `(a|||)`, `[|]`,
    /// `(Tasks|Tasks)`. (The fuzzer's template with five groups of dozens of empty
    /// alternatives between two free-text slots read every sentence in about 50⁵ ways.)
    @Test(
        "alternatives written several times are tried once",
        arguments: [
            "Add [a" + String(repeating: "|", count: 40) + "] ${title} [to" + String(repeating: "|", count: 60)
                + "] (Tasks|Tasks|Tasks)",
            "Add [|][|][|][|] ${title} [|||] to [|] Tasks",
            "Add [the||||the] ${title} to (Tasks|Tasks||||||)",
        ])
    func repeatedAlternatives(template: String) throws {
        let index = try Self.index(of: template)
        for instruction in index.program.instructions {
            guard case .branch(let first, let count, _) = instruction else { continue }
            let targets = index.program.branchTargets[first..<first + count]
            #expect(count >= 2 && Set(targets).count == count, "branch to \(Array(targets))")
        }
        #expect(index.matches(for: "Add buy milk to Tasks").first?.slots["title"]?.text == "buy milk")
    }

    /// Nested optional alternatives between free-text slots: `[[red]|[blue]]` could be skipped
    /// three ways, so twenty such groups read a sentence in billions of ways; it is one
    /// optional group of two words, skipped one way.
    @Test("optional alternatives inside optional groups are one group")
    func nestedOptionals() throws {
        let groups = String(repeating: "[[red]|[blue]]", count: 10)
        let index = try Self.index(of: "Paint ${first} \(groups) then ${second} \(groups) and ${third}")
        // Every branch the phrase reaches: two words and the skip.
        var stack = [index.program.phraseEntries[0]]
        var seen = Set<Int>()
        while let pc = stack.popLast() {
            guard seen.insert(pc).inserted else { continue }
            switch index.program.instructions[pc] {
            case .literal(_, let next), .wordBreak(let next), .slot(_, _, let next), .omit(_, let next):
                stack.append(next)
            case .branch(let first, let count, _):
                #expect(count == 3, "branch to \(Array(index.program.branchTargets[first..<first + count]))")
                stack += index.program.branchTargets[first..<first + count]
            case .accept: break
            }
        }
        let match = try #require(index.matches(for: "Paint the door red then the wall blue red and the fence").first)
        #expect(match.slots["first"]?.text == "the door")
        #expect(match.slots["second"]?.text == "the wall")
        #expect(match.slots["third"]?.text == "the fence")
        #expect(index.nearestPhrase(for: "Paint the door red then the wall") != nil)
    }

    /// Eight free-text slots side by side read a sentence of 40 words in 15 million ways, all
    /// alike. The search stops after a bounded number of steps (``Aligner/maximumSteps``) with
    /// the best reading found by then: here the first, as an exhaustive search would keep.
    @Test("a template that reads a sentence in millions of ways is answered")
    func manyReadings() throws {
        let index = try Self.index(of: (1...8).map { "${s\($0)}" }.joined(separator: " "))
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        let words = (0..<40).map { "w" + String(letters[$0 / 26]) + String(letters[$0 % 26]) }
        let match = try #require(index.matches(for: words.joined(separator: " ")).first)
        for slot in 1...7 { #expect(match.slots["s\(slot)"]?.text == words[slot - 1]) }
        #expect(match.slots["s8"]?.text == words[7...].joined(separator: " "))
    }

    /// The fuzzer's find (Fuzz/corpus/template/stall-empty-alternatives), in words: five optional
    /// groups of dozens of empty alternatives, three holding the same free-text slot, after
    /// another free-text slot.
    @Test("the fuzzer's template of empty alternatives and free-text slots is answered")
    func fuzzedEmptyAlternatives() throws {
        let empty = { (count: Int) in String(repeating: "|", count: count) }
        let template =
            "Note ${k} on [page\(empty(18))de\(empty(27))] [line\(empty(25)) ${title}] [mark\(empty(50))] "
            + "[line\(empty(25)) ${title}] [row\(empty(36)) ${title}]"
        let index = try Self.index(of: template)
        let match = try #require(index.matches(for: "Note buy milk on page mark line eggs").first)
        #expect(match.slots["k"]?.text == "buy milk")
        #expect(match.slots["title"]?.text == "eggs")
        #expect(index.matches(for: "Note buy milk on").first?.slots["k"]?.text == "buy milk")
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
