import Testing

@testable import HarkKit

@Suite("Lines are cleaned the same way whichever path reads them")
struct InputSanitizerTests {
    static let printable: [String] = [
        "What's on my list in Tasks", "  add   buy milk to Tasks  ", "add\tcall Sam\tto Tasks\r",
        "order 2 clam chowders, please!", "", "   ", "a\u{0B}b\u{0C}c\nd", "~`!@#$%^&*()_+-={}[]|\\:\";'<>?,./",
    ]

    @Test("printable ASCII is cleaned without normalizing, to what the general path makes of it", arguments: printable)
    func printableASCII(line: String) throws {
        let quick = try #require(InputSanitizer.cleanPrintableASCII(line))
        #expect(quick == InputSanitizer.cleanScalars(line))
        #expect(InputSanitizer.clean(line) == quick)
    }

    @Test(
        "other text takes the general path",
        arguments: ["café au lait", "add \u{1B}[31mmilk", "a\u{07}b", "お茶", "e\u{301}", "del\u{7F}ete"])
    func otherText(line: String) {
        #expect(InputSanitizer.cleanPrintableASCII(line) == nil)
    }
}
