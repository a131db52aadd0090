import Foundation
import TestSupport
import Testing

/// Every checked-in fuzz input — seeds, and each crash or stall the fuzzer ever found — run
/// once through its target in the ordinary build, so what was fixed stays fixed.
@Suite("Fuzz corpora replay without a crash")
struct FuzzCorpusTests {
    static let corpora = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appending(path: "Fuzz/corpus")

    static let targets = ["template", "phrase-set", "catalog", "transcript", "match", "conversation"]

    @Test("each target's corpus", arguments: targets)
    func replay(target: String) throws {
        let folder = Self.corpora.appending(path: target)
        let inputs = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }
        #expect(!inputs.isEmpty)
        let result = try runProcess(
            executable: try builtExecutable(named: "hark-fuzz"), arguments: [target, folder.path],
            environment: ["SWIFT_BACKTRACE": "enable=no"], timeout: .seconds(300))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "hark-fuzz \(target): replayed \(inputs.count) inputs\n")
    }
}
