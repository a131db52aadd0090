import Dialog
import Foundation
import Intents
import Storage

/// `hark test [--lang CODE] [FILES…]`: replays transcripts, each on a fresh temporary
/// database with a clock the transcript controls, prints every failure with its file, line,
/// expected and actual answer, then `N passed, N failed`. Exit 1 on any failure.
///
/// Without FILES it replays `Tests/Transcripts/<lang>/*.transcript` of the package the command
/// runs in (the folder with `Package.swift`, from the current folder upwards).
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
        let apps = context.apps
        let runner = TranscriptRunner { clock in
            try await Assistant.start(apps: apps, databasePath: path, localizer: localizer, clock: clock.appClock)
                .conversation
        }
        return try await runner.run(transcript)
    }

    /// `Tests/Transcripts/<language>/` of the package the command runs in.
    private static func defaultFolder(language: String) -> URL? {
        guard let root = PackageRoot.find() else { return nil }
        let candidate = root.appendingPathComponent("Tests/Transcripts/\(language)")
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isFolder), isFolder.boolValue else {
            return nil
        }
        return candidate
    }
}
