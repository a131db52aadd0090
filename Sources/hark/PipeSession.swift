import Dialog
import Foundation

/// Piped turns: one answer per input line, no prompt, no colour; exit 1 when a turn ended
/// in an error.
struct PipeSession {
    let assistant: Assistant
    let output: Output

    func run() async -> Int32 {
        var status: Int32 = 0
        while let bytes = Self.readLine() {
            let line = InputSanitizer.clean(bytes)
            if line.isEmpty { continue }
            let response = await assistant.respond(to: line)
            if response.kind == .error { status = 1 }
            guard output.write(response) else { break }
        }
        // A question still waiting when the input ends: its flow is cancelled and awaited, so
        // nothing of it runs after hark exits.
        _ = await assistant.conversation.close()
        return status
    }

    /// The next line of standard input as raw bytes, without its newline; nil at the end.
    static func readLine() -> [UInt8]? {
        var bytes: [UInt8] = []
        while true {
            let character = getchar()
            if character == EOF { return bytes.isEmpty ? nil : bytes }
            if character == 0x0A { return bytes }
            bytes.append(UInt8(truncatingIfNeeded: character))
        }
    }
}
