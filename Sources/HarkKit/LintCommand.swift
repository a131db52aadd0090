import Dialog
import Foundation
import Intents
import Lint
import Localization
import Voice

/// `hark lint`: checks every registered app's phrases and the translations of the String
/// Catalogs of the package it runs in (see ``Linter``), prints one finding a line with its
/// file, key and language, then `N errors, N warnings`. Exit 1 when there is an error.
///
/// The package is the folder with `Package.swift`, from the current folder upwards. Its
/// catalogs are the `.xcstrings` files under `Sources/` and `phrases/` (as Xcode writes them),
/// each belonging to the app whose localization domain is its folder's name; the languages
/// checked are those the catalogs have. Stale keys are looked for in its `Sources/` (as Xcode
/// extracts strings from code); without one, only keys Xcode marked stale are.
enum LintCommand {
    static func run(_ context: CommandContext) async -> Int32 {
        guard context.operands.isEmpty else {
            Output.writeError(context.localizer.string("hark: unexpected argument “%@”.", .string(context.operands[0])))
            return 2
        }
        let root = PackageRoot.find()
        guard let apps = await context.assistant(databasePath: ":memory:")?.apps else { return 2 }
        let documents: [CatalogDocument]
        do {
            documents = try (root.map(catalogFiles(in:)) ?? []).map { file throws(LocalizationError) in
                try CatalogDocument(url: file.url, name: file.name)
            }
        } catch {
            Output.writeError("hark: \(error)")
            return 2
        }
        let sources = root.map { $0.appendingPathComponent("Sources") }
            .flatMap { FileManager.default.fileExists(atPath: $0.path) ? SourceStrings(folder: $0) : nil }
        let languages = shippedLanguages(of: documents)
        let findings =
            (Linter(catalogs: documents, apps: apps, languages: languages, sourceKeys: sources).findings()
            + (await pronunciationFindings(context, documents: documents))).sorted()
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

    /// A warning for each English phrase with a word the speech recognizer cannot pronounce: not
    /// in its dictionary, and espeak-ng reads it with a sound the recognizer's model lacks. Such
    /// a phrase is left out of what `--listen` hears. None where PocketSphinx is not installed.
    static func pronunciationFindings(_ context: CommandContext, documents: [CatalogDocument]) async -> [LintFinding] {
        guard Recognizer.canHear("en"), let recognizer = try? Recognizer(languageCode: "en"),
            let assistant = try? await Assistant.start(
                apps: context.apps, databasePath: ":memory:", localizer: context.localizer.inLanguage(.english))
        else { return [] }
        let speaker = try? Speaker(output: .samples)
        var findings = Set<LintFinding>()
        for phrase in await assistant.conversation.spokenPhrases().phrases where !phrase.id.hasPrefix("negative:") {
            let missing = recognizer.pronounce(SpeechGrammar(phrases: [phrase]).words, speaker: speaker)
            guard !missing.isEmpty else { continue }
            let app = String(phrase.id.prefix { $0 != "." })
            let file = documents.first { $0.holdsPhrases && $0.name.contains("/\(app)/") }?.name ?? app
            for word in missing {
                findings.insert(
                    LintFinding(
                        severity: .warning, check: .pronunciation, file: file, key: phrase.template.text, language: "en",
                        message: "no pronunciation for “\(word)”: the phrase cannot be heard"))
            }
        }
        return Array(findings)
    }

    /// One finding as a line: file, severity, key, language, what is wrong, and the check.
    static func line(for finding: LintFinding, localizer: Localizer) -> String {
        localizer.string(
            "hark.lint.finding", .string(finding.file),
            .string(localizer.string(finding.severity == .error ? "hark.lint.error" : "hark.lint.warning")),
            .string(finding.key), .string(finding.language.map { " [\($0)]" } ?? ""),
            .string(localizer.string(finding.message)), .string(finding.check.rawValue))
    }

    /// The `.xcstrings` files under `Sources/` and `phrases/` of the package at `root`, with
    /// their paths in it, sorted; build products, hidden folders and nested packages are skipped.
    static func catalogFiles(in root: URL) -> [(url: URL, name: String)] {
        var found: [(URL, String)] = []
        for top in ["phrases", "Sources"] {
            let folder = root.appendingPathComponent(top)
            guard
                let walker = FileManager.default.enumerator(
                    at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
            else { continue }
            for case let url as URL in walker {
                let isFolder = (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
                if isFolder, FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
                    walker.skipDescendants()
                    continue
                }
                guard url.pathExtension == "xcstrings" else { continue }
                let name = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
                found.append((url, name))
            }
        }
        return found.sorted { $0.1 < $1.1 }
    }

    /// The languages Hark speaks that the catalogs have translations in, and English.
    static func shippedLanguages(of documents: [CatalogDocument]) -> [Language] {
        let codes = Set(documents.flatMap(\.catalog.languages))
        return Language.supported.filter { $0 == .english || codes.contains($0.code) }
    }
}
