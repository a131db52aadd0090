import Foundation
import TestSupport
import Testing

@Suite("hark on a pipe: one answer per line, exactly as PRODUCT.md words it")
struct PipeTests {
    @Test("the Tasks lines of PRODUCT.md get their exact English answers")
    func contract() throws {
        let input = """
            add buy milk to Tasks
            Remind me to call Sam in Tasks
            Add urgent task pay rent to Tasks
            What's on my list in Tasks
            Complete buy milk in Tasks
            Mark buy milk as done in Tasks
            Delete call sam from Tasks
            no
            Remove call sam from Tasks
            yes
            Show my Tasks
            Complete a task in Tasks
            pay rent
            What's on my list in Tasks

            """
        let result = try hark(["--db", ":memory:"], input: input)
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(
            result.stdout == """
                Added “Buy milk”.
                Added “Call Sam”.
                Added “Pay rent” as urgent.
                You have 3 open tasks: Pay rent (urgent), Buy milk, and Call Sam.
                Completed “Buy milk”.
                “Buy milk” is already complete.
                Delete “Call Sam”?
                OK, I won't delete “Call Sam”.
                Delete “Call Sam”?
                Deleted “Call Sam”.
                You have 1 open task: Pay rent (urgent).
                Which task should I complete? Pay rent.
                Completed “Pay rent”.
                You have no open tasks.

                """)
    }

    @Test("--json gives one well-formed object per turn with the fields of PRODUCT.md")
    func json() throws {
        let result = try hark(
            ["--db", ":memory:", "--json"],
            input: "add buy milk to Tasks\ndelete buy milk from Tasks\nyes\nturn the lights off\n")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 4)
        let objects = try lines.map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        for object in objects {
            #expect(
                Set(object.keys) == [
                    "input", "lang", "kind", "app", "intent", "parameters", "dialog", "options", "value", "match",
                    "error",
                ])
            #expect(object["error"] is NSNull)
            #expect(object["lang"] as? String == "en")
        }
        #expect(objects.map { $0["kind"] as? String } == ["result", "confirmation", "result", "notUnderstood"])
        // Each object's input is the line it answered, the answer to a question included.
        #expect(
            objects.map { $0["input"] as? String } == [
                "add buy milk to Tasks", "delete buy milk from Tasks", "yes", "turn the lights off",
            ])
        #expect(objects.map { $0["match"] as? String } == ["exact", "exact", "exact", nil])
        #expect(objects[0]["intent"] as? String == "AddTaskIntent")
        #expect(objects[0]["app"] as? String == "Tasks")
        let parameters = try #require(objects[0]["parameters"] as? [String: Any])
        #expect(parameters["title"] as? String == "buy milk")
        #expect(parameters["priority"] as? String == "normal")
        let value = try #require(objects[0]["value"] as? [String: Any])
        #expect(value["title"] as? String == "Buy milk")
        #expect(value["isComplete"] as? Bool == false)
        let task = try #require((objects[1]["parameters"] as? [String: Any])?["task"] as? [String: Any])
        #expect(task["title"] as? String == "Buy milk")
        #expect(task["id"] as? String == value["id"] as? String)
        #expect(objects[1]["dialog"] as? String == "Delete “Buy milk”?")
    }

    @Test("--json lists the choices a question says; a suggestion is a confirmation of a request")
    func jsonChoices() throws {
        let result = try hark(["--db", ":memory:", "--json"], input: "Order soup from Soup Chef\ncancel\norder a pizza\n")
        let objects = try result.stdout.split(separator: "\n").map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(objects.count == 3)
        let options = try #require(objects[0]["options"] as? [[String: Any]])
        #expect(options.map { $0["title"] as? String } == ["Tomato Soup", "Clam Chowder", "Miso Soup", "Minestrone"])
        #expect(options.map { $0["id"] as? String } == ["1", "2", "3", "4"])
        #expect(objects[2]["kind"] as? String == "confirmation")
        #expect(objects[2]["intent"] as? String == "OrderSoupIntent")
        #expect(objects[2]["dialog"] as? String == "Sorry, I didn't get that. Did you mean “Order a soup from Soup Chef”?")
    }

    @Test("a task added by one hark process is listed by the next")
    func persistence() throws {
        let database = try scratchFolder().appending(path: "hark.sqlite").path
        #expect(try hark(["--db", database], input: "add buy milk to Tasks\n").stdout == "Added “Buy milk”.\n")
        #expect(try hark(["--db", database], input: "show my Tasks\n").stdout == "You have 1 open task: Buy milk.\n")
    }

    @Test("compiled phrases are kept in $XDG_CACHE_HOME/hark/phrases; answers never depend on them")
    func phraseCache() throws {
        let cache = try scratchFolder()
        let input = """
            add buy milk to Tasks
            what's on my list in Tasks
            order two clam chowders from Soup Chef
            start a run in Laps
            complete buy milk in Tasks

            """
        let compiled = try hark(["--db", ":memory:"], input: input, environment: ["XDG_CACHE_HOME": cache.path])
        let folder = cache.appending(path: "hark/phrases")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(files.count == 1)
        let file = folder.appending(path: try #require(files.first))
        let kept = try Data(contentsOf: file)
        let read = try hark(["--db", ":memory:"], input: input, environment: ["XDG_CACHE_HOME": cache.path])
        #expect(read.stdout == compiled.stdout)
        #expect(read.stdout.hasPrefix("Added “Buy milk”.\nYou have 1 open task: Buy milk.\n"))
        // A cut file is compiled again and replaced; a cache that cannot be written changes nothing.
        try kept.prefix(kept.count / 2).write(to: file)
        let damaged = try hark(["--db", ":memory:"], input: input, environment: ["XDG_CACHE_HOME": cache.path])
        #expect(damaged.stdout == compiled.stdout)
        #expect(try Data(contentsOf: file) == kept)
        let notAFolder = cache.appending(path: "file")
        try Data("x".utf8).write(to: notAFolder)
        let unwritable = try hark(["--db", ":memory:"], input: input, environment: ["XDG_CACHE_HOME": notAFolder.path])
        #expect(unwritable.stdout == compiled.stdout)
        #expect(unwritable.stderr.isEmpty)
    }

    @Test("the default database is $XDG_DATA_HOME/hark/hark.sqlite")
    func defaultDatabase() throws {
        let data = try scratchFolder()
        #expect(try hark([], input: "add buy milk to Tasks\n", environment: ["XDG_DATA_HOME": data.path]).status == 0)
        #expect(FileManager.default.fileExists(atPath: data.appending(path: "hark/hark.sqlite").path))
        #expect(
            try hark([], input: "show my Tasks\n", environment: ["XDG_DATA_HOME": data.path]).stdout
                == "You have 1 open task: Buy milk.\n")
    }

    @Test("killing hark with SIGKILL right after “Added …” never loses the task", arguments: 1...5)
    func sigkill(round: Int) throws {
        let database = try scratchFolder().appending(path: "hark.sqlite").path
        let process = try LiveProcess(executable: try harkExecutable(), arguments: ["--db", database])
        try process.send("add task number \(round) to Tasks")
        _ = try process.waitForOutput(containing: "Added “Task number \(round)”.")
        process.kill()
        #expect(
            try hark(["--db", database], input: "show my Tasks\n").stdout
                == "You have 1 open task: Task number \(round).\n")
    }
}
