import Foundation
import TestSupport
import Testing

@Suite("hark metadata: what the apps declare, as JSON")
struct MetadataTests {
    @Test("the output is valid JSON with every app, intent, parameter, entity, enum and shortcut")
    func document() throws {
        let result = try hark(["metadata"])
        #expect(result.status == 0)
        let document = try #require(JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any])
        #expect(document["formatVersion"] as? Int == 1)
        let apps = try #require(document["apps"] as? [[String: Any]])
        let tasks = try #require(apps.first { $0["name"] as? String == "Tasks" })
        let intents = try #require(tasks["intents"] as? [[String: Any]])
        #expect(
            intents.map { $0["id"] as? String } == [
                "Tasks.AddTaskIntent", "Tasks.CompleteTaskIntent", "Tasks.DeleteTaskIntent", "Tasks.ListTasksIntent",
            ])
        let complete = intents[1]
        let task = try #require((complete["parameters"] as? [[String: Any]])?.first)
        #expect(task["name"] as? String == "task")
        #expect(task["kind"] as? String == "entity")
        #expect(task["type"] as? String == "TaskEntity")
        #expect(task["isRequired"] as? Bool == true)
        #expect(task["requestValueDialog"] as? String == "Which task should I complete?")
        #expect(
            (complete["parameterSummaries"] as? [[String: Any]])?.first?["template"] as? String == "Complete ${task}")
        let add = intents[0]
        let priority = try #require((add["parameters"] as? [[String: Any]])?.first { $0["name"] as? String == "priority" })
        #expect(priority["default"] as? String == "normal")
        #expect(priority["isRequired"] as? Bool == false)
        let enums = try #require(tasks["enums"] as? [[String: Any]])
        let high = try #require((enums.first?["cases"] as? [[String: Any]])?.last)
        #expect(high["synonyms"] as? [String] == ["Urgent", "Important"])
        let entities = try #require(tasks["entities"] as? [[String: Any]])
        #expect(entities.first?["queries"] as? [String] == ["identifiers", "suggested", "string"])
        let shortcuts = try #require(tasks["shortcuts"] as? [[String: Any]])
        #expect((shortcuts.first?["phrases"] as? [String])?.first == "Add ${title} to ${applicationName}")
    }

    @Test("metadata never touches the person's database")
    func noDatabase() throws {
        let data = try scratchFolder()
        #expect(try hark(["metadata"], environment: ["XDG_DATA_HOME": data.path]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: data.appending(path: "hark/hark.sqlite").path))
    }
}
