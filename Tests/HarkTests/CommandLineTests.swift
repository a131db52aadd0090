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
        Case(arguments: ["--lang", "fr", "--db", ":memory:"], status: 0, stdoutContains: "", stderrContains: ""),
        Case(arguments: ["--lang=ja_JP", "--db", ":memory:"], status: 0, stdoutContains: "", stderrContains: ""),
        Case(arguments: ["--lang", "en-XA", "--db", ":memory:"], status: 0, stdoutContains: "", stderrContains: ""),
        Case(
            arguments: ["--lang=xx"], status: 2, stdoutContains: "",
            stderrContains: "unknown language “xx”. Available: en, fr, de, es, ja, and en-XA."),
        Case(arguments: ["--lang", "pt"], status: 2, stdoutContains: "", stderrContains: "unknown language “pt”"),
        Case(arguments: ["--lang"], status: 2, stdoutContains: "", stderrContains: "--lang needs a value"),
        Case(arguments: ["--frobnicate"], status: 2, stdoutContains: "", stderrContains: "unknown option --frobnicate"),
        Case(arguments: ["banana"], status: 2, stdoutContains: "", stderrContains: "unexpected argument “banana”"),
        // A command line that fails to parse is still answered in the language it asks for.
        Case(arguments: ["--lang", "ja", "--frobnicate"], status: 2, stdoutContains: "", stderrContains: "不明なオプション--frobnicate"),
        Case(arguments: ["banana", "--lang=fr"], status: 2, stdoutContains: "", stderrContains: "argument inattendu «\u{00A0}banana\u{00A0}»"),
        // The options every command takes may come before the command.
        Case(arguments: ["--lang", "de", "lint"], status: 0, stdoutContains: "0 Fehler", stderrContains: ""),
        Case(
            arguments: ["--db", ":memory:", "--lang=fr", "explain", "ajoute du pain à Tasks"], status: 0,
            stdoutContains: "AddTaskIntent", stderrContains: ""),
    ]

    @Test("each invocation exits as PRODUCT.md says, with a clear message", arguments: cases)
    func invocation(_ example: Case) throws {
        let result = try hark(example.arguments)
        #expect(result.status == example.status)
        if !example.stdoutContains.isEmpty { #expect(result.stdout.contains(example.stdoutContains)) }
        if !example.stderrContains.isEmpty { #expect(result.stderr.contains(example.stderrContains)) }
    }

    /// The commands a help text describes: its lines “  NAME   what it does”.
    static func commands(inHelp help: String) -> [String] {
        help.split(separator: "\n").compactMap { line in
            let name = line.dropFirst(2).prefix { $0 != " " }
            guard line.hasPrefix("  "), !name.isEmpty, name.allSatisfy({ $0.isLetter && $0.isASCII }),
                line.dropFirst(2 + name.count).hasPrefix("  ")
            else { return nil }
            return String(name)
        }
    }

    /// Every command the English help describes is in each translation's usage lines and list
    /// of commands (the translations once lacked `explain`).
    @Test("--help lists every command in every language", arguments: ["fr", "de", "es", "ja"])
    func helpListsEveryCommand(language: String) throws {
        let english = Self.commands(inHelp: try hark(["--lang", "en", "--help"]).stdout)
        #expect(english == ["test", "lint", "metadata", "explain", "doctor"])
        let result = try hark(["--lang", language, "--help"])
        #expect(result.status == 0)
        #expect(Self.commands(inHelp: result.stdout) == english)
        for command in english {
            #expect(result.stdout.contains("hark \(command)"), "no usage line for \(command)")
        }
    }

    @Test("HARK_LANG chooses the language when --lang is not given")
    func environmentLanguage() throws {
        let result = try hark(["--db", ":memory:"], input: "zeig meine Tasks\n", environment: ["HARK_LANG": "de"])
        #expect(result.status == 0)
        #expect(result.stdout == "Du hast keine offenen Aufgaben.\n")
    }

    @Test("--lang wins over HARK_LANG, and an unknown HARK_LANG is an error too")
    func languagePrecedence() throws {
        let chosen = try hark(
            ["--lang", "es", "--db", ":memory:"], input: "muestra mis Tasks\n", environment: ["HARK_LANG": "de"])
        #expect(chosen.stdout == "No tienes tareas pendientes.\n")
        let unknown = try hark(["--db", ":memory:"], input: "", environment: ["HARK_LANG": "klingon"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("unknown language “klingon”"))
    }
}
