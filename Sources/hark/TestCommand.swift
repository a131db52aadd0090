import Dialog
import Foundation
import Intents
import Storage

/// `hark test [--lang CODE] [FILES…]`: replays transcripts, each on a fresh temporary
/// database with a clock the transcript controls, prints every failure with its file, line,
/// expected and actual answer, then `N passed, N failed`. Exit 1 on any failure.
///
/// Without FILES it replays `Tests/Transcripts/<lang>/*.transcript`, found from the current
/// folder upwards.
enum TestCommand {
    static func run(_ context: CommandContext) async -> Int32 {
        let localizer = context.localizer
        let files: [URL]
        if context.operands.isEmpty {
            guard let folder = defaultFolder(language: localizer.language.code) else {
                Output.writeError(
                    localizer.string(
                        "hark: no transcripts for “%@” here; name the files to replay.",
                        .string(localizer.language.code)))
                return 2
            }
            files = ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
                .filter { $0.pathExtension == "transcript" }
                .sorted { $0.lastPathComponent < $1.lastPathComponent }
        } else {
            files = context.operands.map { URL(fileURLWithPath: $0) }
        }
        var transcripts: [Transcript] = []
        for file in files {
            guard let data = FileManager.default.contents(atPath: file.path) else {
                Output.writeError(
                    localizer.string(
                        "hark: cannot read the transcript %@. Check that the file exists and that you may read it.",
                        .string(file.path)))
                return 2
            }
            do {
                transcripts.append(try Transcript.parse(String(decoding: data, as: UTF8.self), name: file.path))
            } catch {
                Output.writeError("hark: \(error)")
                return 2
            }
        }
        var passed = 0
        var failed = 0
        for transcript in transcripts {
            if let language = transcript.language, language != localizer.language.code {
                Output.writeError(
                    localizer.string(
                        "hark: %1$@ is in “%2$@”; run it with --lang %2$@.", .string(transcript.name), .string(language)
                    ))
                failed += 1
                continue
            }
            do {
                let outcome = try await replay(transcript, context: context)
                passed += outcome.passed
                failed += outcome.failures.count
                for failure in outcome.failures { _ = Output.writeLine(failure.description(in: localizer)) }
            } catch {
                _ = Output.writeLine("\(transcript.name): \(error)")
                failed += 1
            }
        }
        // The closing line stays in English whatever the language: CI and test runners read it.
        _ = Output.writeLine("\(passed) passed, \(failed) failed")
        return failed == 0 ? 0 : 1
    }

    /// Replays one transcript on a database of its own, removed afterwards.
    private static func replay(_ transcript: Transcript, context: CommandContext) async throws
        -> TranscriptRunner.Outcome
    {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("hark.sqlite").path
        let localizer = context.localizer
        guard let appSet = AppSet(rawValue: transcript.apps ?? "samples") else {
            throw UnknownAppSet(name: transcript.apps ?? "")
        }
        let runner = TranscriptRunner { clock in
            try await Assistant.start(databasePath: path, localizer: localizer, clock: clock.appClock, appSet: appSet)
                .conversation
        }
        return try await runner.run(transcript)
    }

    private static func defaultFolder(language: String) -> URL? {
        var folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        for _ in 0..<6 {
            let candidate = folder.appendingPathComponent("Tests/Transcripts/\(language)")
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isFolder), isFolder.boolValue {
                return candidate
            }
            folder.deleteLastPathComponent()
        }
        return nil
    }
}

/// A transcript named apps Hark does not have.
struct UnknownAppSet: Error, CustomStringConvertible {
    let name: String
    var description: String { "unknown apps “\(name)”: say samples or rules" }
}
