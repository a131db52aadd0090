import Foundation
import TestSupport
import Testing

@Suite("Bad input never crashes hark and never loses data")
struct BadInputTests {
    @Test("empty and blank lines are not turns")
    func blankLines() throws {
        let result = try hark(["--db", ":memory:"], input: "\n\n   \n\t\nadd buy milk to Tasks\n\n")
        #expect(result.status == 0)
        #expect(result.stdout == "Added “Buy milk”.\n")
    }

    @Test("a 1 MB or 50 MB line gets a clear answer and the session goes on", arguments: [1, 50])
    func hugeLine(megabytes: Int) throws {
        let huge = "add " + String(repeating: "milk ", count: megabytes * 210_000) + "to Tasks\n"
        let result = try hark(["--db", ":memory:"], input: huge + "add buy milk to Tasks\nshow my Tasks\n")
        #expect(result.status == 0)
        #expect(result.stdout == "Sorry, that's too long for me.\nAdded “Buy milk”.\nYou have 1 open task: Buy milk.\n")
    }

    @Test("one 4,000-letter word is answered at once, not after a minute of typo matching")
    func longWord() throws {
        let word = String(repeating: "a", count: 4000)
        // A stall guard, not a speed target (hark-bench has those): it took 80 s before.
        let result = try hark(
            ["--db", ":memory:"], input: "add \(word) to Tasks\nshow my Tasks\n", timeout: .seconds(30))
        #expect(!result.timedOut)
        #expect(result.stdout == "Added “A\(word.dropFirst())”.\nYou have 1 open task: A\(word.dropFirst()).\n")
    }

    @Test("long words are not split as German compounds: ten 4,000-letter words are answered at once")
    func longGermanWords() throws {
        let word = String(repeating: "a", count: 4000)
        // A stall guard, not a speed target: each line took 3 s of compound splitting before.
        let result = try hark(
            ["--db", ":memory:", "--lang", "de"], input: String(repeating: "\(word)\n", count: 10),
            timeout: .seconds(20))
        #expect(!result.timedOut)
        #expect(result.stdout == String(repeating: "Entschuldige, das habe ich nicht verstanden.\n", count: 10))
        #expect(result.status == 0)
    }

    @Test("a line is measured in Unicode scalars: 5,000 jamo in a few characters are too long")
    func longInScalars() throws {
        let jamo = String(repeating: "\u{1100}", count: 5000)
        #expect(jamo.count < 10)
        let result = try hark(["--db", ":memory:", "--json"], input: "add \(jamo) to Tasks\n")
        #expect(result.stdout.contains("\"kind\":\"notUnderstood\""))
        #expect(result.stdout.contains("\"dialog\":\"Sorry, that's too long for me.\""))
        #expect(result.status == 0)
    }

    @Test("thousands of combining marks on one letter keep Unicode's stream-safe 30, and the line is answered")
    func combiningMarks() throws {
        let marks = String(repeating: "\u{0301}", count: 4000)
        let result = try hark(
            ["--db", ":memory:"], input: "add e\(marks) to Tasks\nshow my Tasks\n", timeout: .seconds(30))
        #expect(!result.timedOut)
        // "e" and its first accent are composed into "é"; 29 accents stay on it.
        let title = "É" + String(repeating: "\u{0301}", count: 29)
        #expect(result.stdout.unicodeScalars.elementsEqual("Added “\(title)”.\nYou have 1 open task: \(title).\n".unicodeScalars))
        #expect(result.status == 0)
    }

    @Test("conjoining jamo typed one by one are kept as the syllables they spell")
    func conjoiningJamo() throws {
        let spelled = String(repeating: "\u{1112}\u{1161}\u{11AB}", count: 3)  // 한 한 한, as three jamo each
        let result = try hark(["--db", ":memory:"], input: "add \(spelled) to Tasks\nshow my Tasks\n")
        #expect(result.stdout.unicodeScalars.elementsEqual("Added “한한한”.\nYou have 1 open task: 한한한.\n".unicodeScalars))
        #expect(result.status == 0)
    }

    @Test("invalid UTF-8, NUL, control characters and ANSI escapes are cleaned, not fatal")
    func hostileBytes() throws {
        var bytes = Data("add caf".utf8) + Data([0xC3, 0xA9, 0x20, 0xFF, 0xFE, 0x20]) + Data("latte to Tasks\n".utf8)
        bytes += Data("add walk\u{0}the\u{7}dog to Tasks\n".utf8)
        bytes += Data("\u{1B}[31madd\u{1B}[0m feed the cat \u{1B}]0;title\u{07}to Tasks\n".utf8)
        bytes += Data("show my Tasks\n".utf8)
        let result = try hark(["--db", ":memory:"], bytes: bytes)
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                Added “Café latte”.
                Added “Walk the dog”.
                Added “Feed the cat”.
                You have 3 open tasks: Café latte, Walk the dog, and Feed the cat.

                """)
    }

    // The list of titles isolates right-to-left ones (U+2068 … U+2069), as CLDR's list format does.
    @Test("right-to-left text is kept as written; bidirectional overrides are dropped")
    func rightToLeft() throws {
        let result = try hark(
            ["--db", ":memory:"],
            input:
                "add קנה חלב to Tasks\nadd اشتر خبزا to Tasks\nadd pay \u{202E}tner\u{202C} now to Tasks\nshow my Tasks\n"
        )
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                Added “קנה חלב”.
                Added “اشتر خبزا”.
                Added “Pay tner now”.
                You have 3 open tasks: \u{2068}קנה חלב\u{2069}, \u{2068}اشتر خبزا\u{2069}, and Pay tner now.

                """)
    }

    @Test("SQL metacharacters in a title are stored as text, and the table survives")
    func sqlMetacharacters() throws {
        let database = try scratchFolder().appending(path: "hark.sqlite").path
        let result = try hark(
            ["--db", database], input: "add Robert'); DROP TABLE tasks;-- to Tasks\nadd 50% off \"sale\" to Tasks\n")
        #expect(result.stdout == "Added “Robert'); DROP TABLE tasks;--”.\nAdded “50% off \"sale\"”.\n")
        #expect(
            try hark(["--db", database], input: "show my Tasks\n").stdout
                == "You have 2 open tasks: Robert'); DROP TABLE tasks;-- and 50% off \"sale\".\n")
    }

    @Test("a title keeps what the person said, minus only the sentence punctuation around it")
    func titlesKeepTheirPunctuation() throws {
        let result = try hark(
            ["--db", ":memory:"],
            input: "add learn C++ to Tasks\nadd (optional) stretch to Tasks\nadd call Mum 😀 to Tasks\n"
                + "add “pay rent”. to Tasks\nshow my Tasks\n")
        #expect(
            result.stdout == """
                Added “Learn C++”.
                Added “(optional) stretch”.
                Added “Call Mum 😀”.
                Added “Pay rent”.
                You have 4 open tasks: Learn C++, (optional) stretch, Call Mum 😀, and Pay rent.

                """)
    }

    static let rangeQuestion = "How many? You can order 1 to 20.\n"

    @Test(
        "a number too big, negative or with thousands separators gets the range question, never another number",
        arguments: ["99999999999999999999999", "-5", "1,000", "−3", "-99999999999999999999999"])
    func numbersAsWritten(quantity: String) throws {
        let result = try hark(["--db", ":memory:"], input: "Order \(quantity) miso from Soup Chef\n2\n")
        #expect(result.stdout == Self.rangeQuestion + "Ordered 2 bowls of Miso Soup.\n")
        #expect(result.status == 0)
    }

    /// A number too big to hold is still a number: out of range, like any other.
    @Test(
        "the same numbers as answers to the range question are asked again, with the range they miss",
        arguments: [
            ("-5", "-5 is less than 1. "), ("99999999999999999999999", "99999999999999999999999 is more than 20. "),
            ("-99999999999999999999999", "-99999999999999999999999 is less than 1. "),
            ("1e30", "“1e30” isn't a number. "),
        ])
    func numbersAsAnswers(answer: String, refusal: String) throws {
        let result = try hark(["--db", ":memory:"], input: "Order 25 miso from Soup Chef\n\(answer)\n3\n")
        #expect(
            result.stdout
                == Self.rangeQuestion + refusal + Self.rangeQuestion + "Ordered 3 bowls of Miso Soup.\n")
    }

    @Test("end of input while a question waits: the request is not carried out, and stderr says so")
    func endOfInputMidQuestion() throws {
        let database = try scratchFolder().appending(path: "hark.sqlite").path
        let result = try hark(["--db", database], input: "add buy milk to Tasks\ndelete buy milk from Tasks\n")
        #expect(result.status == 1)
        #expect(result.stdout == "Added “Buy milk”.\nDelete “Buy milk”?\n")
        #expect(
            result.stderr
                == "hark: the input ended before the last question was answered, so that request was not carried out.\n"
        )
        #expect(try hark(["--db", database], input: "show my Tasks\n").stdout == "You have 1 open task: Buy milk.\n")
    }

    @Test("standard output closed early (hark | head -1) stops hark at once, quietly, with status 2")
    func closedOutput() throws {
        let database = try scratchFolder().appending(path: "hark.sqlite").path
        let hark = try harkExecutable().path
        let script =
            "yes 'add buy milk to Tasks' | head -n 500 | '\(hark)' --db '\(database)' | head -n 1; echo \"status=${PIPESTATUS[2]}\""
        let result = try runProcess(executable: URL(filePath: "/bin/bash"), arguments: ["-c", script])
        #expect(result.stdout == "Added “Buy milk”.\nstatus=2\n")
        #expect(result.stderr == "")
        let listed = try runProcess(
            executable: URL(filePath: hark), arguments: ["--db", database, "--json"],
            stdin: Data("show my Tasks\n".utf8))
        #expect(listed.stdout.contains("open task"))
    }

    @Test(
        "no answer ever shows a placeholder such as ${title}",
        arguments: [
            ("en", "add"), ("en", "add in Tasks"), ("en", "remind me to"), ("en", "remind me to in Tasks"),
            ("en", "mark as done in Tasks"), ("en", "add a from Tasks"), ("ja", "Tasksでを完了して"),
        ])
    func noPlaceholder(language: String, sentence: String) throws {
        let result = try hark(["--db", ":memory:", "--lang", language], input: sentence + "\n")
        #expect(!result.stdout.isEmpty)
        #expect(!result.stdout.contains("${"), "\(result.stdout)")
    }
}
