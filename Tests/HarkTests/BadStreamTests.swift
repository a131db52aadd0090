import Foundation
import TestSupport
import Testing

/// Standard streams that are closed or full: hark keeps its documented exit status and
/// never crashes for want of somewhere to write.
@Suite("Closed or full standard streams")
struct BadStreamTests {
    @Test(
        "an error with standard error closed or full still exits 2",
        arguments: [OutputDestination.closed, .full],
        [["--lang", "xx"], ["--frobnicate"], ["test", "/nonexistent/x.transcript"]])
    func errorWithoutStandardError(stderr: OutputDestination, arguments: [String]) throws {
        let result = try hark(arguments, stderr: stderr)
        #expect(result.status == 2)
        #expect(result.stdout == "")
    }
}
