import Dialog
import Foundation
import Localization
import PhraseMatcher
import Phrases
import Storage
import TasksApp

/// How long a vocabulary of many names takes to take in one change: the work between an app
/// saying its names changed and the next match seeing the new one.
///
/// A phrase index holds 100,000 task names in one entity vocabulary shared by two slots; one
/// name is added (then one renamed, then one removed), and the index is updated with the whole
/// new list, as a conversation does after a change — the unchanged names are compared, not
/// rebuilt. Reports the median and worst of `rounds` updates in CPU time (a busy machine does
/// not inflate it), and whether a match sees the new name right after.
struct VocabularyRefreshBenchmark {
    let names: Int
    let rounds: Int

    func run() async throws -> [String: Any] {
        let index = try PhraseIndex(
            PhraseSet(
                languageCode: "en",
                phrases: [
                    Phrase(id: "Complete", template: "complete ${task} in ${applicationName}"),
                    Phrase(id: "Delete", template: "delete ${task} from ${applicationName}"),
                ],
                slots: [
                    "Complete/task": .vocabulary([], allowsFreeText: true),
                    "Delete/task": .vocabulary([], allowsFreeText: true),
                    "applicationName": .vocabulary([VocabularyValue(id: "Tasks", title: "Tasks")]),
                ]))
        var values = (0..<names).map { VocabularyValue(id: "t\($0)", title: "Errand number \($0)") }
        let slots = ["Complete/task", "Delete/task"]
        let clock = ContinuousClock()
        let initial = clock.measure { index.updateVocabularies([.init(slots: slots, values: values)]) }
        var added: [Double] = []
        var renamed: [Double] = []
        var removed: [Double] = []
        var seen = 0
        for round in 0..<rounds {
            values.append(VocabularyValue(id: "new\(round)", title: "Water plant \(round)"))
            added.append(FlexibleBenchmark.cpuMicroseconds { index.updateVocabularies([.init(slots: slots, values: values)]) } / 1000)
            if case .vocabulary(let id, _) = index.matches(for: "complete water plant \(round) in Tasks").first?.slots["task"]?.value,
                id == "new\(round)"
            {
                seen += 1
            }
            values[round].title = "Renamed errand \(round)"
            renamed.append(FlexibleBenchmark.cpuMicroseconds { index.updateVocabularies([.init(slots: slots, values: values)]) } / 1000)
            values.remove(at: values.count / 2)
            removed.append(FlexibleBenchmark.cpuMicroseconds { index.updateVocabularies([.init(slots: slots, values: values)]) } / 1000)
        }
        func summary(_ samples: [Double]) -> [String: Any] {
            ["medianMs": rounded(StartupBenchmark.median(samples)), "maxMs": rounded(samples.max() ?? 0)]
        }
        return [
            "tasksApp": try await tasksApp(),
            "names": names, "rounds": rounds, "initialBuildMs": rounded(HarkBench.milliseconds(initial)),
            "oneAdded": summary(added), "oneRenamed": summary(renamed), "oneRemoved": summary(removed),
            "newNameMatchedNext": "\(seen)/\(rounds)",
        ]
    }

    /// The same through a conversation with the Tasks app over a database of `names` tasks:
    /// another process adds one, and the next sentence is decided. Reports the time of that
    /// decision (the refresh it starts with, and the match) and whether the phrase index then
    /// holds the new task.
    func tasksApp() async throws -> [String: Any] {
        let folder = FileManager.default.temporaryDirectory.appending(path: "hark-refresh-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appending(path: "hark.sqlite").path
        try StartupBenchmark.fill(path, tasks: names)
        let localizer = Localizer(
            language: .english, catalog: try LocalizationCatalog(urls: PhraseCatalogs.all(), languages: ["en"]))
        let conversation = try await Conversation(
            apps: [try TasksApp.definition(database: try Database(path: path))], localizer: localizer)
        _ = await conversation.decision(for: "complete errand number 1 in Tasks")
        let other = try TaskStore(database: try Database(path: path))
        var samples: [Double] = []
        var seen = 0
        let clock = ContinuousClock()
        for round in 0..<rounds {
            let added = try other.add(title: "Water plant \(round)")
            let sentence = "complete water plant \(round) in Tasks"
            samples.append(HarkBench.milliseconds(await clock.measure { _ = await conversation.decision(for: sentence) }))
            if case .vocabulary(let id, _) = conversation.phraseMatches(for: sentence).first?.slots["task"]?.value,
                id == added.id.uuidString
            {
                seen += 1
            }
        }
        return [
            "tasks": names, "refreshAndDecideMs": ["medianMs": rounded(StartupBenchmark.median(samples)), "maxMs": rounded(samples.max() ?? 0)],
            "newTaskInVocabulary": "\(seen)/\(rounds)",
        ]
    }
}
