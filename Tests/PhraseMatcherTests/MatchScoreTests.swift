import Testing

@testable import PhraseMatcher

@Suite("Match scores: one ranking, compared and explained the same way")
struct MatchScoreTests {
    /// Scores with small random counts, the same every run.
    static func randomScores(_ count: Int) -> [MatchScore] {
        var state: UInt64 = 7
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 61)  // 0…7
        }
        return (0..<count).map { _ in
            MatchScore(
                literalWords: next(), vocabularySlots: next() / 4, vocabularyWords: next() / 2, numberSlots: next() / 4,
                numberWords: next() / 4, dateSlots: next() / 6, dateWords: next() / 6, textSlots: next() / 4,
                textWords: next() / 2, skippedWords: next() / 4, slotsOutOfRange: next() / 6, omittedSlots: next() / 6,
                fuzzyEdits: next() / 6, spacingDifferences: next() / 6, literalCharacters: next(),
                vocabularyCharacters: next(), segments: next() / 2)
        }
    }

    @Test("< compares by the published ranking, criterion by criterion")
    func comparisonFollowsRanking() {
        let scores = Self.randomScores(300)
        for left in scores {
            for right in scores.prefix(40) {
                var expected = false
                for criterion in MatchScore.ranking {
                    let (a, b) = (left.value(of: criterion.name), right.value(of: criterion.name))
                    if a != b {
                        expected = criterion.moreIsBetter ? a < b : a > b
                        break
                    }
                }
                #expect((left < right) == expected)
                #expect((left == right) == (left.firstDifference(from: right) == nil))
            }
        }
    }

    @Test("the first difference names the criterion that decided")
    func firstDifference() {
        let list = MatchScore(vocabularyCharacters: 12, segments: 2)
        let literal = MatchScore(literalWords: 6, vocabularyCharacters: 7, segments: 2)
        let difference = literal.firstDifference(from: list)
        #expect(difference?.name == "vocabularyCharacters")
        #expect(difference?.value == 7 && difference?.otherValue == 12)
        #expect(literal < list)
    }
}
