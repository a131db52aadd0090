import Testing

@testable import PhraseMatcher

@Suite("Finding which pieces of text a sentence contains, in one pass")
struct PieceScannerTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var patterns: [String]
        var text: String
        /// Each occurrence: the pattern's index and the byte offset just past it.
        var found: [[Int]]
        var testDescription: String { "\(patterns) in \(text)" }
    }

    static let cases: [Case] = [
        Case(patterns: ["batter", "low"], text: "arebatterieslow", found: [[0, 9], [1, 15]]),
        // Overlapping patterns, one inside another: each is reported where it ends (those
        // ending at the same byte in pattern order).
        Case(patterns: ["he", "she", "hers", "his"], text: "ushers", found: [[0, 4], [1, 4], [2, 6]]),
        Case(patterns: ["aa"], text: "aaaa", found: [[0, 2], [0, 3], [0, 4]]),
        Case(patterns: ["tag"], text: "no match here", found: []),
        // Japanese: every byte of the sentence continues some pattern's first bytes.
        Case(
            patterns: ["オフにして", "にして", "消して", "を"], text: "エアコンをオフにしてください",
            found: [[3, 15], [0, 30], [1, 30]]),
    ]

    @Test("reports every occurrence, with the dense table and without", arguments: cases)
    func finds(_ test: Case) {
        let patterns = test.patterns.map { Array($0.utf8) }
        for scanner in [PieceScanner(patterns: patterns), PieceScanner(patterns: patterns, denseLimit: 0)] {
            var found: [[Int]] = []
            scanner.scan(Array(test.text.utf8)[...]) { found.append([$0, $1]) }
            #expect(found == test.found, "dense: \(scanner.isDense)")
        }
    }

    @Test("a small automaton reads a dense table, a large one its sorted edges")
    func denseOnlyWhenSmall() {
        #expect(PieceScanner(patterns: [Array("lamp".utf8)]).isDense)
        // About 21,000 states × 13 byte classes: more entries than the limit allows.
        let many = (0..<10_000).map { Array("w\($0)x".utf8) }
        #expect(!PieceScanner(patterns: many).isDense)
    }
}
