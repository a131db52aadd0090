import Dialog
import Foundation

/// Writes answers to standard output, one flushed line at a time, and notices when the
/// reader has gone away (`hark … | head -1`), so the session can stop without a crash.
struct Output {
    let json: Bool

    /// Writes one response; false when standard output is closed. Its developer details, if
    /// any, go to standard error (and, with `--json`, into the `error` field).
    func write(_ response: Response, heard: Heard? = nil) -> Bool {
        if let detail = response.errorDetail { Self.writeError("hark: \(detail)") }
        return Self.writeLine(json ? Self.jsonLine(response, heard: heard) : response.lines.joined(separator: "\n"))
    }

    /// What a listening session heard for a turn: the words, and the recognizer's score.
    struct Heard {
        var text: String
        var score: Int
    }

    static func writeLine(_ text: String) -> Bool {
        write(text + "\n", to: STDOUT_FILENO)
    }

    /// Writes one line to standard error. A closed or full standard error loses the line,
    /// never the process: there is nowhere else to say it.
    static func writeError(_ text: String) {
        _ = write(text + "\n", to: STDERR_FILENO)
    }

    /// Writes all of `text` with `write(2)`, retrying after interrupts; false when the
    /// descriptor is closed, full or broken (errno says which).
    private static func write(_ text: String, to descriptor: Int32) -> Bool {
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
            return true
        }
    }

    /// One JSON object with the fields of PRODUCT.md, in a fixed order.
    static func jsonLine(_ response: Response, heard: Heard? = nil) -> String {
        let optional = { (text: String?) in text.map(JSONValue.string) ?? .null }
        let object: JSONValue = .object([
            ("input", .string(response.input)),
            ("lang", .string(response.language)),
            ("kind", .string(response.kind.rawValue)),
            ("app", optional(response.app)),
            ("intent", optional(response.intent)),
            ("parameters", .object(response.parameters.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })),
            ("dialog", .string(response.dialog)),
            (
                "options",
                .array(response.options.map { .object([("id", .string($0.id)), ("title", .string($0.title))]) })
            ),
            ("value", response.value ?? .null),
            ("match", optional(response.match?.rawValue)),
            ("error", optional(response.errorDetail)),
        ] + (heard.map { [("heard", .string($0.text)), ("score", .int($0.score))] } ?? []))
        return object.serialized
    }
}
