import CICU
import Foundation

/// A conversation test: what the person says and what Hark must answer, turn by turn.
///
/// Plain text, one item a line: `> what the person says`, `< the exact answer line`,
/// `<~ a regular expression` for an answer line; `# lang: fr` names the language;
/// `# now: 2026-11-30T09:00:00Z` sets the clock; `# wait: 1m 5s` lets time pass; other
/// `#` lines and blank lines are comments. Which apps it talks to is up to the runner.
///
/// ```
/// # lang: en
/// > add buy milk to Tasks
/// < Added “Buy milk”.
/// ```
public struct Transcript: Sendable {
    /// One expected answer line.
    public enum Expectation: Sendable, Equatable {
        case exact(String)
        case pattern(String)

        /// Whether `line` is the expected answer line (a pattern must match the whole line).
        public func matches(_ line: String) -> Bool {
            switch self {
            case .exact(let text): return text == line
            case .pattern(let pattern):
                // ICU's regular expressions, which give up after a time limit: a pattern
                // that backtracks without end (`(.*x)*y`) fails to match instead of hanging
                // the run. A pattern ICU cannot read matches nothing.
                var pattern = pattern, line = line
                return pattern.withUTF8 { pattern in
                    line.withUTF8 { line in
                        pattern.withMemoryRebound(to: CChar.self) { pattern in
                            line.withMemoryRebound(to: CChar.self) { line in
                                hark_regex_whole_match(
                                    pattern.baseAddress, Int32(pattern.count), line.baseAddress, Int32(line.count),
                                    Self.patternTimeLimit) == 1
                            }
                        }
                    }
                }
            }
        }

        /// How long a pattern may take on one line, in ICU's ticks of 10,000 match steps: a
        /// fraction of a second, far more than any answer line needs.
        static let patternTimeLimit: Int32 = 10

        var text: String {
            switch self {
            case .exact(let text): text
            case .pattern(let pattern): "~ " + pattern
            }
        }
    }

    /// One step: a turn with its expected answer lines, or a change of time.
    public enum Step: Sendable, Equatable {
        case say(String, line: Int, expected: [(line: Int, expectation: Expectation)])
        case wait(Duration, line: Int)
        case setTime(Date, line: Int)

        public static func == (lhs: Step, rhs: Step) -> Bool {
            switch (lhs, rhs) {
            case (.say(let a, let l, let e), .say(let b, let m, let f)):
                a == b && l == m && e.map(\.line) == f.map(\.line) && e.map(\.expectation) == f.map(\.expectation)
            case (.wait(let a, let l), .wait(let b, let m)): a == b && l == m
            case (.setTime(let a, let l), .setTime(let b, let m)): a == b && l == m
            default: false
            }
        }
    }

    /// A line the parser could not read, with where it is.
    public struct SyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
        public let file: String
        public let line: Int
        public let reason: String
        public var description: String { "\(file):\(line): \(reason)" }

        public init(file: String, line: Int, reason: String) {
            self.file = file
            self.line = line
            self.reason = reason
        }
    }

    public let name: String
    public let language: String?
    public let steps: [Step]

    /// The clock's start when the transcript does not set one: a Monday morning, UTC.
    public static let defaultStart = Date(timeIntervalSince1970: 1_764_579_600)  // 2025-12-01T09:00:00Z

    public static func parse(_ text: String, name: String) throws(SyntaxError) -> Transcript {
        var language: String?
        var steps: [Step] = []
        for (offset, raw) in text.components(separatedBy: "\n").enumerated() {
            let number = offset + 1
            let line = raw.hasSuffix("\r") ? String(raw.dropLast()) : raw
            if line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
            if line.hasPrefix("#") {
                let body = line.dropFirst().trimmingCharacters(in: .whitespaces)
                if let value = directive("lang", in: body) {
                    language = value
                } else if let value = directive("now", in: body) {
                    guard let date = try? Date(value, strategy: .iso8601) else {
                        throw SyntaxError(file: name, line: number, reason: "“\(value)” is not an ISO 8601 time")
                    }
                    steps.append(.setTime(date, line: number))
                } else if let value = directive("wait", in: body) {
                    guard let duration = parseDuration(value) else {
                        throw SyntaxError(
                            file: name, line: number,
                            reason: "“\(value)” is not a duration such as 1m 5s, of at most 100 years")
                    }
                    steps.append(.wait(duration, line: number))
                }
                continue
            }
            if line.hasPrefix(">") {
                steps.append(
                    .say(String(line.dropFirst()).trimmingCharacters(in: .whitespaces), line: number, expected: []))
                continue
            }
            let expectation: Expectation
            if line.hasPrefix("<~") {
                expectation = .pattern(String(line.dropFirst(2)).trimmingCharacters(in: .whitespaces))
            } else if line.hasPrefix("<") {
                expectation = .exact(String(line.dropFirst()).trimmingCharacters(in: .whitespaces))
            } else {
                throw SyntaxError(file: name, line: number, reason: "a line must start with >, <, <~ or #")
            }
            guard case .say(let said, let saidLine, let expected) = steps.last else {
                throw SyntaxError(file: name, line: number, reason: "an answer must follow a line that starts with >")
            }
            steps[steps.count - 1] = .say(said, line: saidLine, expected: expected + [(number, expectation)])
        }
        return Transcript(name: name, language: language, steps: steps)
    }

    private static func directive(_ name: String, in body: String) -> String? {
        guard body.lowercased().hasPrefix(name + ":") else { return nil }
        return body.dropFirst(name.count + 1).trimmingCharacters(in: .whitespaces)
    }

    /// The longest `# wait:` a transcript may ask for: a century, far beyond any duration an
    /// app formats, and small enough that every sum of waits stays a valid date.
    static let maximumWait: Int64 = 100 * 366 * 86_400

    /// "65s", "1m 5s", "1h30m", "2d", "90" (seconds); nil for anything else, and for a total
    /// above ``maximumWait``.
    static func parseDuration(_ text: String) -> Duration? {
        let units: [Character: Int64] = ["s": 1, "m": 60, "h": 3600, "d": 86_400]
        var total: Int64 = 0
        var digits = ""
        var sawNumber = false
        // Each part is checked before it is added, so no product or sum can overflow.
        func add(_ digits: String, unit: Int64) -> Bool {
            guard digits.count <= 18, let value = Int64(digits), value <= maximumWait / unit else { return false }
            total += value * unit
            sawNumber = true
            return total <= maximumWait
        }
        for character in text where !character.isWhitespace {
            if character.isASCII, character.isNumber {
                digits.append(character)
            } else if let unit = units[character], !digits.isEmpty {
                guard add(digits, unit: unit) else { return nil }
                digits = ""
            } else {
                return nil
            }
        }
        if !digits.isEmpty {
            guard add(digits, unit: 1) else { return nil }
        }
        return sawNumber ? .seconds(total) : nil
    }
}
