import Foundation
import Testing

@testable import PhraseMatcher

/// The folding tables are generated constants (FoldingTables.swift), so start-up does not build
/// them from Foundation. They must stay exactly what Foundation's folding gives: when they
/// differ (a new toolchain, a changed rule), this test fails and writes the regenerated file to
/// the temporary directory, named in the failure, to be copied over the old one.
@Suite struct FoldingTableTests {
    @Test(arguments: [true, false])
    func generatedTablesAreFoundationsFolding(foldsDiacritics: Bool) throws {
        let computed = Folding.computedTables(foldsDiacritics: foldsDiacritics)
        let generated = Folding.generatedTables(foldsDiacritics: foldsDiacritics)
        let same = computed.table == generated.table && computed.pool == generated.pool
        if !same {
            let url = FileManager.default.temporaryDirectory.appending(path: "FoldingTables.swift")
            try Self.source().write(to: url, atomically: true, encoding: .utf8)
            Issue.record("The folding tables differ from Foundation's folding: the regenerated file is \(url.path)")
        }
        #expect(same)
    }

    @Test func tableFoldsAsFoundationDoesForSampleCharacters() {
        for (character, folded) in [("É", "e"), ("ß", "ss"), ("Ｗ", "w"), ("Ω", "ω"), ("ﾃ", "テ")] {
            var bytes: [UInt8] = []
            Folding.latin.append(character.unicodeScalars.first!, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == folded, "\(character)")
        }
    }

    /// FoldingTables.swift as it should read now.
    static func source() -> String {
        func render(_ name: String, _ values: [some BinaryInteger], _ type: String, perLine: Int) -> String {
            var text = "    static let \(name): [\(type)] = [\n"
            for start in stride(from: 0, to: values.count, by: perLine) {
                let line = values[start..<min(start + perLine, values.count)]
                text += "        " + line.map { "0x" + String($0, radix: 16, uppercase: true) }.joined(separator: ", ") + ",\n"
            }
            return text + "    ]\n"
        }
        let latin = Folding.computedTables(foldsDiacritics: true)
        let keeping = Folding.computedTables(foldsDiacritics: false)
        return """
            // Generated from Foundation's folding (`Folding.slowFold`) by `FoldingTableTests`, which fails
            // when a table differs from what Foundation says now and writes the new file beside the test
            // output. Do not edit by hand.

            extension Folding {

            """
            + render("latinTable", latin.table, "UInt32", perLine: 8) + "\n"
            + render("latinPool", latin.pool, "UInt8", perLine: 16) + "\n"
            + render("keepingDiacriticsTable", keeping.table, "UInt32", perLine: 8) + "\n"
            + render("keepingDiacriticsPool", keeping.pool, "UInt8", perLine: 16) + "}\n"
    }
}
