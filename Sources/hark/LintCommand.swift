import Dialog
import Foundation
import Intents
import Lint
import Localization
import Phrases

/// `hark lint`: checks every registered app's phrases and every catalog's translations
/// (see ``Linter``), prints one finding a line with its file, key and language, then
/// `N errors, N warnings`. Exit 1 when there is an error.
///
/// Stale keys are looked for in the `Sources/` folder found from the current folder upwards
/// (as Xcode extracts strings from code); without one, only keys Xcode marked stale are.
enum LintCommand {
    static func run(_ context: CommandContext) async -> Int32 {
        guard context.operands.isEmpty else {
            Output.writeError(context.localizer.string("hark: unexpected argument “%@”.", .string(context.operands[0])))
            return 2
        }
        guard let apps = await context.assistant(databasePath: ":memory:")?.apps else { return 2 }
        let documents: [CatalogDocument]
        do {
            // The rule apps' catalogs belong to `hark test` fixtures, not to a shipped app.
            documents = try PhraseCatalogs.all()
                .filter { $0.deletingLastPathComponent().lastPathComponent != "RuleApps" }
                .map { url throws(LocalizationError) in try CatalogDocument(url: url) }
        } catch {
            Output.writeError("hark: \(error)")
            return 2
        }
        let sources = sourcesFolder().map { SourceStrings(folder: $0) }
        let findings = Linter(catalogs: documents, apps: apps, sourceKeys: sources).findings()
        let localizer = context.localizer
        for finding in findings { _ = Output.writeLine(line(for: finding, localizer: localizer)) }
        let errors = findings.filter { $0.severity == .error }.count
        if sources == nil {
            _ = Output.writeLine(localizer.string("hark.lint.noSources"))
        }
        _ = Output.writeLine(
            localizer.string(
                "hark.lint.summary", .string(localizer.string("hark.lint.errors", .int(errors))),
                .string(localizer.string("hark.lint.warnings", .int(findings.count - errors)))))
        return errors == 0 ? 0 : 1
    }

    /// One finding as a line: file, severity, key, language, what is wrong, and the check.
    static func line(for finding: LintFinding, localizer: Localizer) -> String {
        localizer.string(
            "hark.lint.finding", .string(finding.file),
            .string(localizer.string(finding.severity == .error ? "hark.lint.error" : "hark.lint.warning")),
            .string(finding.key), .string(finding.language.map { " [\($0)]" } ?? ""),
            .string(localizer.string(finding.message)), .string(finding.check.rawValue))
    }

    /// `Sources/` in the current folder or one above it, if it holds Swift files.
    private static func sourcesFolder() -> URL? {
        var folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        for _ in 0..<6 {
            let candidate = folder.appendingPathComponent("Sources")
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("hark").path) {
                return candidate
            }
            folder.deleteLastPathComponent()
        }
        return nil
    }
}
