import Foundation
import HarkTesting
import RuleApps
import Testing

/// The rule apps, as an assistant built with HarkKit registers them: four apps sharing one
/// folder of catalogs.
let ruleApps = AssistantApp(
    name: "Groceries", localizationDomain: RuleApps.domain, catalogs: { RuleApps.catalogURLs }
) { _ in RuleApps.definitions() }

@Suite("The conversation rules, replayed in five languages against the rule apps")
struct RuleAppsTranscriptTests {
    static let folder = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "Transcripts")
    static let files = TranscriptReplay.files(in: folder)

    @Test("every rules transcript passes", arguments: files)
    func replay(_ file: URL) async throws {
        let outcome = try await TranscriptReplay(apps: [ruleApps]).replay(file)
        #expect(outcome.failures.isEmpty, "\(outcome.report)")
        #expect(outcome.passed > 0)
    }

    @Test("each language has every rules transcript English has")
    func coverage() {
        let byLanguage = Dictionary(grouping: Self.files) { $0.deletingLastPathComponent().lastPathComponent }
        let english = Set(byLanguage["en", default: []].map(\.lastPathComponent))
        #expect(english.count == 3)
        for language in ["fr", "de", "es", "ja"] {
            #expect(Set(byLanguage[language, default: []].map(\.lastPathComponent)) == english, "\(language)")
        }
    }
}
