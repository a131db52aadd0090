import Foundation
import TestSupport
import Testing

@Suite("hark lint on the catalogs Hark ships")
struct LintCommandTests {
    @Test("is clean: no errors, no warnings, exit 0")
    func clean() throws {
        let result = try hark(["lint"])
        #expect(result.stdout == "0 errors, 0 warnings\n", "\(result.stdout)\(result.stderr)")
        #expect(result.status == 0)
    }

    @Test("takes no operands")
    func operands() throws {
        let result = try hark(["lint", "phrases"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("unexpected argument “phrases”"))
    }
}
