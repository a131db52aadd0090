import Foundation
import HarkKit
import Intents

/// Replays transcript files against an assistant of your apps, each on a fresh in-memory
/// database with a clock the transcript controls, in the language its `# lang:` names.
///
/// ```swift
/// static let files = TranscriptReplay.files(in: URL(filePath: #filePath)
///     .deletingLastPathComponent().appending(path: "Transcripts"))
///
/// @Test(arguments: files)
/// func transcript(_ file: URL) async throws {
///     let outcome = try await TranscriptReplay(apps: [cellar]).replay(file)
///     #expect(outcome.failures.isEmpty, "\(outcome.report)")
/// }
/// ```
public struct TranscriptReplay: Sendable {
    let apps: [AssistantApp]

    public init(apps: [AssistantApp]) {
        self.apps = apps
    }

    /// Replays the transcript in `file` (English unless it says `# lang:`).
    public func replay(_ file: URL) async throws -> TranscriptReplay.Outcome {
        let text = try String(contentsOf: file, encoding: .utf8)
        return try await replay(Transcript.parse(text, name: file.path))
    }

    /// Replays a transcript already read.
    public func replay(_ transcript: Transcript) async throws -> TranscriptReplay.Outcome {
        guard let language = transcript.language.map(Language.init(code:)) ?? .english else {
            throw UnknownLanguage(file: transcript.name, code: transcript.language ?? "")
        }
        let apps = self.apps
        let runner = TranscriptRunner { clock in
            try await TestAssistant.conversation(apps: apps, language: language, clock: clock, database: ":memory:")
        }
        let outcome = try await runner.run(transcript)
        let localizer = try AssistantSetup.localizer(apps: [], language: language)
        return Outcome(
            passed: outcome.passed, failures: outcome.failures,
            report: outcome.failures.map { $0.description(in: localizer) }.joined(separator: "\n"))
    }

    /// What one transcript came to: the answers that matched, those that did not, and the
    /// failures as `hark test` prints them (file, line, expected and actual), in its language.
    public struct Outcome: Sendable {
        public let passed: Int
        public let failures: [TranscriptRunner.Failure]
        public let report: String
    }

    /// The `.transcript` files of `folder` and its subfolders (one per language, say), sorted.
    public static func files(in folder: URL) -> [URL] {
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        return (walker?.compactMap { $0 as? URL } ?? [])
            .filter { $0.pathExtension == "transcript" }
            .sorted { $0.path < $1.path }
    }
}

/// A transcript names a language Hark does not speak.
public struct UnknownLanguage: Error, CustomStringConvertible {
    public let file: String
    public let code: String
    public var description: String { "\(file): Hark does not speak “\(code)”" }
}
