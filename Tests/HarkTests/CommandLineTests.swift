import Foundation
import TestSupport
import Testing

@Suite("hark's command line: help, version, languages and exit codes")
struct CommandLineTests {
    struct Case: CustomStringConvertible, Sendable {
        let arguments: [String]
        let status: Int32
        let stdoutContains: String
        let stderrContains: String
        var description: String { arguments.joined(separator: " ") }
    }

    static let cases = [
        Case(arguments: ["--help"], status: 0, stdoutContains: "Usage: hark", stderrContains: ""),
        Case(arguments: ["--version"], status: 0, stdoutContains: "hark 0.", stderrContains: ""),
        Case(arguments: ["--lang", "en", "--db", ":memory:"], status: 0, stdoutContains: "", stderrContains: ""),
        Case(arguments: ["--lang", "fr"], status: 2, stdoutContains: "", stderrContains: "unknown language “fr”"),
        Case(arguments: ["--lang=xx"], status: 2, stdoutContains: "", stderrContains: "unknown language “xx”"),
        Case(arguments: ["--lang"], status: 2, stdoutContains: "", stderrContains: "--lang needs a value"),
        Case(arguments: ["--frobnicate"], status: 2, stdoutContains: "", stderrContains: "unknown option --frobnicate"),
        Case(arguments: ["banana"], status: 2, stdoutContains: "", stderrContains: "unexpected argument “banana”"),
    ]

    @Test("each invocation exits as PRODUCT.md says, with a clear message", arguments: cases)
    func invocation(_ example: Case) throws {
        let result = try hark(example.arguments)
        #expect(result.status == example.status)
        if !example.stdoutContains.isEmpty { #expect(result.stdout.contains(example.stdoutContains)) }
        if !example.stderrContains.isEmpty { #expect(result.stderr.contains(example.stderrContains)) }
    }

    @Test("HARK_LANG chooses the language when --lang is not given")
    func environmentLanguage() throws {
        let result = try hark(["--db", ":memory:"], input: "show my Tasks\n", environment: ["HARK_LANG": "de"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("unknown language “de”"))
    }
}
