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

    @Test("with standard output closed, hark stops before opening the database: status 2")
    func closedStandardOutput() throws {
        let folder = try scratchFolder()
        let database = folder.appending(path: "hark.sqlite")
        let result = try hark(
            ["--db", database.path], input: "add buy milk to Tasks\nadd pay rent to Tasks\n", stdout: .closed)
        #expect(result.status == 2)
        #expect(result.stderr == "hark: the answers cannot be written to standard output, so Hark stopped.\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
    }

    @Test("with standard output full, hark stops after the first answer it cannot write: status 2")
    func fullStandardOutput() throws {
        let database = try scratchFolder().appending(path: "hark.sqlite").path
        let result = try hark(
            ["--db", database], input: "add buy milk to Tasks\nadd pay rent to Tasks\nadd call Sam to Tasks\n",
            stdout: .full)
        #expect(result.status == 2)
        #expect(result.stderr == "hark: the answers cannot be written to standard output, so Hark stopped.\n")
        // The first turn was done before its answer could not be written; nothing after it.
        #expect(try hark(["--db", database], input: "show my Tasks\n").stdout == "You have 1 open task: Buy milk.\n")
    }
}
